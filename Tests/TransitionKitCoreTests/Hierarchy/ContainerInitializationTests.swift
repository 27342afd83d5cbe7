import Testing
import TransitionKitCore

/// The containers' initializers that do not throw: built from fresh
/// controllers they are ready at once; misused, they keep the error and
/// refuse to be put into a hierarchy with it, changing nothing.
@Suite @MainActor struct ContainerInitializationTests {
  /// Where the controllers already in place are.
  private let elsewhere = ViewController(title: "Elsewhere")

  /// A controller that is already a child of another one.
  private func taken(_ title: String) throws -> ViewController {
    let controller = ViewController(title: title)
    try elsewhere.embed(controller)
    return controller
  }

  @Test func freshControllersBuildEachContainerWithoutAnError() {
    let navigation = NavigationController(root: ViewController(title: "Home"))
    let tabs = TabBarController(tabs: [ViewController(title: "A"), ViewController(title: "B")], selectedIndex: 1)
    let pages = PageViewController(pages: [ViewController(title: "Welcome")])
    let spread = PageViewController(
      pages: [ViewController(title: "Left"), ViewController(title: "Right")], isDoubleSided: true)
    let split = SplitViewController(primary: ViewController(title: "List"), secondary: ViewController(title: "Detail"))

    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(tabs.selectedViewController?.title == "B")
    #expect(pages.viewControllers.map(\.title) == ["Welcome"])
    #expect(spread.viewControllers.map(\.title) == ["Left", "Right"])
    #expect(split.primaryViewController?.title == "List")
    #expect(split.secondaryViewController?.title == "Detail")
    for container in [navigation, tabs, pages, spread, split] as [ViewController] {
      #expect(container.initializationError == nil)
      #expect(container.validate() == [])
    }
  }

  @Test func aContainerBuiltFromAControllerInPlaceStaysEmptyAndKeepsTheError() throws {
    let navigation = NavigationController(root: try taken("Profile"))
    let tabs = TabBarController(tabs: [ViewController(title: "A")], selectedIndex: 3)
    let pages = PageViewController(pages: [ViewController(title: "Only")], isDoubleSided: true)
    let split = SplitViewController(primary: try taken("List"))
    let nested = NavigationController(root: NavigationController())

    #expect(navigation.initializationError == .alreadyInHierarchy("Profile"))
    #expect(tabs.initializationError == .indexOutOfRange(3, count: 1, container: "Tabs"))
    #expect(pages.initializationError == .pageCountMismatch(expected: 2, actual: 1, pageViewController: "Pages"))
    #expect(split.initializationError == .alreadyInHierarchy("List"))
    #expect(nested.initializationError == .cannotPushNavigationController("Nav"))
    #expect(navigation.viewControllers.isEmpty)
    #expect(tabs.viewControllers.isEmpty)
    #expect(pages.viewControllers.isEmpty)
    #expect(split.primaryViewController == nil)
  }

  @Test func aContainerThatFailedToBuildCannotBePlacedAnywhere() throws {
    let broken = NavigationController(root: try taken("Profile"))
    let host = ViewController(title: "Host")
    let stack = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: stack)
    let before = window.snapshot
    let error = TransitionError.alreadyInHierarchy("Profile")

    let top = try #require(stack.topViewController)
    expectRefusal(error, in: window) { () throws(TransitionError) in try top.present(broken, animated: false) }
    expectRefusal(error, in: host) { () throws(TransitionError) in try host.embed(broken) }
    expectRefusal(error, in: window) { () throws(TransitionError) in try window.setRootViewController(broken) }
    let tabs = TabBarController()
    expectRefusal(error, in: tabs) { () throws(TransitionError) in
      try tabs.setViewControllers([broken], animated: false)
    }
    var outcome: Result<Void, TransitionError>?
    Transition<NavigationController>.present(broken).perform(on: stack) { outcome = $0 }
    #expect(outcome?.error == error)
    #expect(window.snapshot == before)
    #expect(throws: error) { try broken.setRoot(for: Window(name: "Other")) }
  }

  @Test func anEmptyTabBarControllerSelectsNothing() {
    let tabs = TabBarController(tabs: [])
    #expect(tabs.initializationError == nil)
    #expect(tabs.selectedIndex == nil)
  }
}
