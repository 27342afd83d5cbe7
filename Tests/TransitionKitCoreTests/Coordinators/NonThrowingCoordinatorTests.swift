import Testing
import TransitionKitCore

private enum PlainRoute: Sendable { case close }

/// The container coordinators' initializers that do not throw: the same
/// first screens as their throwing counterparts; misuse lands in
/// `initialRouteError` and in the refusal of the transition that shows them.
@Suite @MainActor struct NonThrowingCoordinatorTests {
  /// Where the controllers already in place are.
  private let elsewhere = ViewController(title: "Elsewhere")

  private func taken(_ title: String) throws -> ViewController {
    let controller = ViewController(title: title)
    try elsewhere.embed(controller)
    return controller
  }

  @Test func eachContainerCoordinatorIsBuiltFromFreshScreensWithoutTry() throws {
    let news = NavigationCoordinator<PlainRoute>(initialRoot: ViewController(title: "News"))
    let users = NavigationCoordinator<PlainRoute>(initialRoot: ViewController(title: "Users"))
    let tabs = TabBarCoordinator<PlainRoute>(initialTabs: [news, users], select: users)
    let indexed = TabBarCoordinator<PlainRoute>(initialTabs: [ViewController(), ViewController()], selectIndex: 1)
    let split = SplitCoordinator<PlainRoute>(
      master: ViewController(title: "List"), detail: NavigationCoordinator<PlainRoute>(initialRoot: ViewController()))
    let pages = PageCoordinator<PlainRoute>(
      initialPages: [ViewController(title: "One"), ViewController(title: "Two")], loop: true)

    for coordinator in [news, users] { #expect(coordinator.initialRouteError == nil) }
    #expect(tabs.initialRouteError == nil)
    #expect(tabs.rootViewController.selectedViewController === users.rootViewController)
    #expect(
      tabs.children(of: NavigationCoordinator<PlainRoute>.self).map(ObjectIdentifier.init) == [
        ObjectIdentifier(news), ObjectIdentifier(users),
      ])
    #expect(indexed.rootViewController.selectedIndex == 1)
    #expect(split.initialRouteError == nil)
    #expect(split.rootViewController.primaryViewController?.title == "List")
    #expect(split.children.count == 1)
    #expect(pages.initialRouteError == nil)
    #expect(pages.rootViewController.viewControllers.map(\.title) == ["One"])
    #expect(try pages.rootViewController.swipe(.reverse, animated: false), "the data source loops")
  }

  @Test func aContainerCoordinatorBuiltWithAScreenInPlaceKeepsTheErrorAndCannotBeShown() throws {
    let tabs = TabBarCoordinator<PlainRoute>(initialTabs: [try taken("Feed")])
    let split = SplitCoordinator<PlainRoute>(master: try taken("List"))
    let pages = PageCoordinator<PlainRoute>(initialPages: [try taken("Page")])
    let navigation = NavigationCoordinator<PlainRoute>(initialRoot: try taken("Home"))
    let selecting = TabBarCoordinator<PlainRoute>(initialTabs: [ViewController()], selectIndex: 4)

    #expect(tabs.initialRouteError == .alreadyInHierarchy("Feed"))
    #expect(split.initialRouteError == .alreadyInHierarchy("List"))
    #expect(pages.initialRouteError == .alreadyInHierarchy("Page"))
    #expect(navigation.initialRouteError == .alreadyInHierarchy("Home"))
    #expect(selecting.initialRouteError == .indexOutOfRange(4, count: 1, container: "Tabs"))
    #expect(selecting.rootViewController.viewControllers.isEmpty, "nothing is kept")

    let host = ViewController(title: "Host")
    let window = try visibleWindow(root: host)
    let before = window.snapshot
    for coordinator in [tabs, split, pages, navigation, selecting] as [any Presentable] {
      var outcome: Result<Void, TransitionError>?
      Transition<ViewController>.present(coordinator).perform(on: host) { outcome = $0 }
      #expect(outcome?.error == coordinator.viewController.initializationError)
      #expect(outcome?.error != nil)
    }
    #expect(window.snapshot == before)
  }

  @Test func aCoordinatorOnAControllerShownElsewhereKeepsOnlyItsInitialRouteError() throws {
    let tabBar = TabBarController(title: "Shown")
    let window = try visibleWindow(root: tabBar)
    let tabs = TabBarCoordinator<PlainRoute>(rootViewController: tabBar, initialTabs: [try taken("Feed")])
    #expect(tabs.initialRouteError == .alreadyInHierarchy("Feed"))
    #expect(tabBar.initializationError == nil, "a controller on screen is not spoiled")
    #expect(window.rootViewController === tabBar)
  }

  @Test func aSharingNavigationCoordinatorWhoseRootCannotBePushedIsLetGo() throws {
    let stack = NavigationCoordinator<PlainRoute>(initialRoot: ViewController(title: "Home"))
    let window = Window(name: "Main")
    try stack.setRoot(for: window)
    let before = window.snapshot
    weak var weakShared: NavigationCoordinator<PlainRoute>?
    do {
      let shared = NavigationCoordinator<PlainRoute>(
        rootViewController: stack.rootViewController, initialRoot: NavigationController())
      weakShared = shared
      #expect(shared.initialRouteError == .cannotPushNavigationController("Nav"))
      stack.addChild(shared)
    }
    stack.removeChildrenIfNeeded()
    #expect(weakShared == nil)
    #expect(stack.children.isEmpty)
    #expect(window.snapshot == before)
    #expect(stack.rootViewController.initializationError == nil)
  }

  @Test func aSharingNavigationCoordinatorPushesItsRootWithoutTry() throws {
    let stack = NavigationCoordinator<PlainRoute>(initialRoot: ViewController(title: "Home"))
    let about = NavigationCoordinator<PlainRoute>(
      rootViewController: stack.rootViewController, initialRoot: ViewController(title: "About"))
    stack.addChild(about)
    #expect(about.initialRouteError == nil)
    #expect(stack.rootViewController.viewControllers.map(\.title) == ["Home", "About"])
    #expect(stack.children.first === about)
  }
}
