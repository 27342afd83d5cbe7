import Testing
import TransitionKitUIKit

@testable import TransitionKitCore

/// Screens built from the screen values the app attaches to its model
/// controllers, rebuilt when the value changes; tab bar items.
@Suite @MainActor struct ScreenTests {
  enum AppScreen: Hashable, Sendable {
    case profile(userID: Int)
    case settings
  }

  /// A rig whose screens with an `AppScreen` value are built by it, named after the value.
  private func rig(root: ViewController) throws -> AdaptorRig {
    try AdaptorRig(root: root) { screens, uikit in
      screens.register(screens: AppScreen.self) { screen, _ in FakeViewController(uikit, name: "\(screen)") }
    }
  }

  @Test func aScreenValueChoosesTheScreen() throws {
    let home = ViewController(title: "Home")
    home.screen = ScreenValue(AppScreen.settings)
    let navigation = try NavigationController(rootViewController: home)
    let rig = try rig(root: navigation)
    #expect(rig.shown(navigation) == ["settings"])
    rig.expectInSync()
  }

  @Test func aNodeBuilderComesFirstAndTheTypeNameLast() throws {
    let uikit = FakeUIKit()
    var screens = ScreenFactory()
    screens.register(typeName: "ViewController") { _ in FakeViewController(uikit, name: "by type") }
    screens.register(screens: AppScreen.self) { _, _ in FakeViewController(uikit, name: "by screen") }
    screens.register(screens: Int.self) { value, _ in FakeViewController(uikit, name: "number \(value)") }
    var node = MountNode(id: MountNodeID(rawValue: 1), kind: .viewController, typeName: "ViewController")
    #expect((screens.makeScreen(for: node) as? FakeViewController)?.name == "by type")
    node.screen = ScreenValue(AppScreen.settings)
    #expect((screens.makeScreen(for: node) as? FakeViewController)?.name == "by screen")
    node.screen = ScreenValue(7)
    #expect((screens.makeScreen(for: node) as? FakeViewController)?.name == "number 7")
    screens.register { _ in FakeViewController(uikit, name: "by node") }
    #expect((screens.makeScreen(for: node) as? FakeViewController)?.name == "by node")
  }

  @Test func aChangedScreenValueReplacesTheScreenWhereverItIs() throws {
    let home = ViewController(title: "Home")
    let detail = ViewController(title: "Detail")
    detail.screen = ScreenValue(AppScreen.profile(userID: 1))
    let navigation = try NavigationController(rootViewController: home)
    try navigation.pushViewController(detail, animated: false)
    let child = ViewController(title: "Child")
    child.screen = ScreenValue(AppScreen.settings)
    try home.embed(child)
    let sheet = ViewController(title: "Sheet")
    sheet.screen = ScreenValue(AppScreen.settings)
    try navigation.present(sheet, animated: false)
    let rig = try rig(root: navigation)
    let oldChild = try #require(rig.host(child))
    #expect(rig.shown(navigation) == ["Home", "profile(userID: 1)"])
    detail.screen = ScreenValue(AppScreen.profile(userID: 2))
    child.screen = nil
    sheet.screen = ScreenValue(AppScreen.profile(userID: 3))
    rig.uikit.finishAnimations()
    #expect(rig.shown(navigation) == ["Home", "profile(userID: 2)"])
    #expect(rig.shown(home) == ["Child"])
    #expect(rig.host(child) !== oldChild)
    #expect((rig.host(navigation)?.hostPresentedViewController as? FakeViewController)?.name == "profile(userID: 3)")
    rig.expectInSync()
  }

  @Test func tabBarItemsAreGivenToTheirHostsWhenTheyChange() throws {
    let inbox = ViewController(title: "Inbox")
    inbox.tabBarItem.imageName = "tray"
    let tabBar = TabBarController(tabs: [inbox, ViewController(title: "Settings")])
    let rig = try AdaptorRig(root: tabBar)
    let host = try #require(rig.host(inbox))
    #expect(host.tabBarItem == MountTabBarItem(imageName: "tray"))
    #expect(host.tabBarItemSets == 1)
    inbox.tabBarItem.badgeValue = "3"
    #expect(host.tabBarItem == MountTabBarItem(imageName: "tray", badgeValue: "3"))
    inbox.title = "Mail"
    #expect(host.tabBarItemSets == 2)
    rig.expectInSync()
  }
}
