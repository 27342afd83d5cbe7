import Testing
import TransitionKitTesting
import TransitionKitUIKit

@testable import TransitionKitCore

/// Each kind of mount step, applied to fake hosts with UIKit's calls.
@Suite @MainActor struct RenderingTests {
  @Test func theWholeTreeIsBuiltWhenTheAdaptorAttaches() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    let rig = try AdaptorRig(root: navigation)
    // create, setWindowVisible, setRoot, setChildren(stack)
    #expect(rig.windowHost.hostRootViewController === rig.host(navigation))
    #expect(rig.windowHost.hostIsHidden == false)
    #expect(rig.shown(navigation) == ["Home"])
    #expect(rig.host(navigation)?.title == "Stack")
    #expect(
      rig.takeCalls() == [
        "window.rootViewController = nav1",
        "window.makeKeyAndVisible()",
        "window.isHidden = false",
        "nav1.setViewControllers([Home], animated: false)",
      ])
    rig.expectInSync()
  }

  @Test func anAnimatedPushSetsTheStackAndWaitsForItsAnimation() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let rig = try AdaptorRig(root: navigation)
    _ = rig.takeCalls()
    try navigation.pushViewController(ViewController(title: "Detail"), animated: true)
    #expect(rig.takeCalls() == ["nav1.setViewControllers([Home, Detail], animated: true)"])
    #expect(rig.adaptor.isBusy)
    rig.uikit.finishAnimations()
    rig.expectInSync()
  }

  @Test func transactionsThatArriveMidAnimationWaitAndAreShownAsOne() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    let rig = try AdaptorRig(root: navigation)
    _ = rig.takeCalls()
    try navigation.pushViewController(ViewController(title: "A"), animated: true)
    #expect(rig.takeCalls() == ["nav1.setViewControllers([Home, A], animated: true)"])
    #expect(rig.adaptor.isBusy)
    let passes = rig.adaptor.renderPassCount
    let before = rig.adaptor.appliedRevision
    try navigation.pushViewController(ViewController(title: "B"), animated: true)
    try navigation.pushViewController(ViewController(title: "C"), animated: true)
    _ = try navigation.popViewController(animated: true)
    navigation.title = "Renamed"
    // Nothing reaches a host mid-transition; the revision the hosts show stays.
    #expect(rig.takeCalls() == [])
    #expect(rig.adaptor.appliedRevision == before)
    #expect(rig.adaptor.receivedRevision ?? 0 > before)
    rig.uikit.finishAnimations()
    // The latest stack, once, animated; the title with it.
    #expect(
      rig.takeCalls() == [
        "nav1.title = Renamed",
        "nav1.setViewControllers([Home, A, B], animated: true)",
      ])
    #expect(rig.adaptor.renderPassCount == passes + 1)
    rig.uikit.finishAnimations()
    #expect(rig.shown(navigation) == ["Home", "A", "B"])
    rig.expectInSync()
  }

  @Test func aPoppedControllersHostIsLetGoWhenItsNodeIsDestroyed() throws {
    let home = ViewController(title: "Home")
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: home)
    try navigation.pushViewController(detail, animated: false)
    let rig = try AdaptorRig(root: navigation)
    let detailID = rig.id(detail)
    weak let detailHost = rig.host(detail)
    #expect(detailHost != nil)
    _ = try navigation.popViewController(animated: false)
    rig.uikit.finishAnimations()
    #expect(rig.adaptor.host(for: detailID) == nil)
    #expect(detailHost == nil)
    rig.expectInSync()
  }

  @Test func tabsAreSetAndTheSelectionFollows() throws {
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    let tabBar = TabBarController(tabs: [first, second], title: "Tabs")
    let rig = try AdaptorRig(root: tabBar)
    #expect(rig.shown(tabBar) == ["First", "Second"])
    _ = rig.takeCalls()
    try tabBar.select(index: 1, animated: false)
    #expect(rig.takeCalls() == ["tabs1.selectedIndex = 1"])
    try tabBar.setViewControllers([second, first, ViewController(title: "Third")], animated: false)
    #expect(rig.shown(tabBar) == ["Second", "First", "Third"])
    #expect((rig.host(tabBar) as? FakeTabBarController)?.hostSelectedIndex == tabBar.selectedIndex)
    rig.expectInSync()
  }

  @Test func pagesGoForwardToNewPagesAndBackToPagesShownBefore() throws {
    let one = ViewController(title: "One")
    let two = ViewController(title: "Two")
    let pages = PageViewController(pages: [one], title: "Pages")
    let rig = try AdaptorRig(root: pages)
    let host = try #require(rig.host(pages) as? FakePageViewController)
    try pages.setViewControllers([two], direction: .forward, animated: true)
    #expect(rig.adaptor.isBusy)
    rig.uikit.finishAnimations()
    try pages.setViewControllers([one], direction: .reverse, animated: false)
    #expect(host.directions == [.forward, .forward, .reverse])
    #expect(rig.shown(pages) == ["One"])
    rig.expectInSync()
  }

  @Test func splitColumnsAreSetOneByOne() throws {
    let list = ViewController(title: "List")
    let detail = ViewController(title: "Detail")
    let split = SplitViewController(primary: list, secondary: detail, title: "Split")
    let rig = try AdaptorRig(root: split)
    let host = try #require(rig.host(split) as? FakeSplitViewController)
    #expect(host.hostViewController(for: .primary) === rig.host(list))
    #expect(host.hostViewController(for: .secondary) === rig.host(detail))
    _ = rig.takeCalls()
    let other = ViewController(title: "Other")
    try split.setViewController(other, for: .secondary, animated: false)
    #expect(rig.takeCalls() == ["split1.setViewController(Other, for: secondary)"])
    rig.expectInSync()
  }

  @Test func embeddedChildrenAreAddedAndRemoved() throws {
    let parent = ViewController(title: "Parent")
    let child = ViewController(title: "Child")
    let rig = try AdaptorRig(root: parent)
    let appChild = FakeViewController(rig.uikit, name: "app's own child")
    rig.host(parent)?.hostAddChild(appChild)
    _ = rig.takeCalls()
    try parent.embed(child)
    #expect(rig.takeCalls() == ["Parent.addChild(Child)"])
    try child.removeFromParent()
    #expect(rig.takeCalls() == ["Child.removeFromParent()"])
    // A child the app added itself stays.
    #expect(rig.shown(parent) == ["app's own child"])
    rig.expectInSync()
  }

  @Test func aPresentationWaitsForItsAnimationAndADismissalEndsIt() throws {
    let home = ViewController(title: "Home")
    let rig = try AdaptorRig(root: home)
    let sheet = ViewController(title: "Sheet")
    sheet.modalPresentationStyle = .formSheet
    _ = rig.takeCalls()
    try home.present(sheet, animated: true)
    #expect(rig.takeCalls() == ["Home.present(Sheet, formSheet, animated: true)"])
    #expect(rig.adaptor.isBusy)
    #expect(rig.host(sheet)?.presentationEvents === rig.adaptor)
    rig.uikit.finishAnimations()
    rig.expectInSync()
    try home.dismiss(animated: true)
    #expect(rig.takeCalls() == ["Home.dismiss(animated: true)"])
    rig.uikit.finishAnimations()
    #expect(rig.host(home)?.hostPresentedViewController == nil)
    rig.expectInSync()
  }

  @Test func aPresentationFromAChildIsReadFromItsPresenter() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let rig = try AdaptorRig(root: navigation)
    try home.present(ViewController(title: "Full"), animated: false)
    // UIKit's presentedViewController answers for the children too; the adaptor does not dismiss twice.
    #expect(rig.host(home)?.hostPresentedViewController != nil)
    #expect(!rig.takeCalls().contains { $0.contains("dismiss") })
    rig.expectInSync()
  }

  @Test func aReplacedPresentationIsDismissedThenTheNewOnePresented() throws {
    let home = ViewController(title: "Home")
    let rig = try AdaptorRig(root: home)
    try home.present(ViewController(title: "First"), animated: false)
    _ = rig.takeCalls()
    try home.dismiss(animated: true)
    try home.present(ViewController(title: "Second"), animated: true)
    #expect(rig.takeCalls() == ["Home.dismiss(animated: true)"])
    rig.uikit.finishAnimations()
    #expect(rig.takeCalls().first == "Home.present(Second, automatic, animated: true)")
    rig.uikit.finishAnimations()
    rig.expectInSync()
  }

  @Test func anAlertIsBuiltByTheContainerFactory() throws {
    let home = ViewController(title: "Home")
    let rig = try AdaptorRig(root: home)
    let alert = AlertController(title: "Delete?", message: nil)
    alert.addAction(AlertAction(title: "OK"))
    try home.present(alert, animated: false)
    #expect(rig.host(alert)?.name == "alert:Delete?")
    rig.expectInSync()
  }

  @Test func titlesAndNavigationItemsFollowTheirUpdates() throws {
    let home = ViewController(title: "Home")
    let rig = try AdaptorRig(root: home)
    home.title = "Start"
    home.navigationItem.backButtonTitle = "Back home"
    home.navigationItem.title = "Bar"
    try home.present(ViewController(title: "Any"), animated: false)  // a transaction carries the item
    #expect(rig.host(home)?.title == "Start")
    #expect(rig.host(home)?.hostBackButtonTitle == "Back home")
    #expect(rig.host(home)?.hostNavigationTitle == "Bar")
    rig.expectInSync()
  }

  @Test func theWindowIsHiddenAndItsRootReplaced() throws {
    let home = ViewController(title: "Home")
    let rig = try AdaptorRig(root: home)
    rig.window.hide()
    #expect(rig.windowHost.hostIsHidden)
    let other = ViewController(title: "Other")
    try rig.window.setRootViewController(other)
    #expect(rig.windowHost.hostRootViewController === rig.host(other))
    rig.expectInSync()
  }

  @Test func aNodeWithoutAScreenGetsAPlaceholder() throws {
    let home = ViewController(title: "Home")
    let window = Window()
    try window.setRootViewController(home)
    let uikit = FakeUIKit()
    let adaptor = UIKitAdaptor(
      window: window, windowHost: FakeWindow(uikit), containers: FakeHostFactory(uikit), screens: ScreenFactory())
    #expect((adaptor.host(for: home.mountNodeID) as? FakeViewController)?.name == "placeholder:Home")
  }

  @Test func screensAreFoundByNodeThenByType() throws {
    final class Profile: ViewController {}
    let uikit = FakeUIKit()
    var screens = ScreenFactory()
    screens.register(Profile.self) { _ in FakeViewController(uikit, name: "profile screen") }
    screens.register { node in node.title == "Help" ? FakeViewController(uikit, name: "help screen") : nil }
    let profile = MountNode(id: MountNodeID(rawValue: 1), kind: .viewController, typeName: "Profile")
    let help = MountNode(id: MountNodeID(rawValue: 2), kind: .viewController, typeName: "Profile", title: "Help")
    let other = MountNode(id: MountNodeID(rawValue: 3), kind: .viewController, typeName: "Other")
    #expect((screens.makeScreen(for: profile) as? FakeViewController)?.name == "profile screen")
    #expect((screens.makeScreen(for: help) as? FakeViewController)?.name == "help screen")
    #expect(screens.makeScreen(for: other) == nil)
  }
}
