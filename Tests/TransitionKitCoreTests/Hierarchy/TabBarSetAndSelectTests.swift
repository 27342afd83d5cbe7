import Testing
import TransitionKitTesting

@testable import TransitionKitCore

/// Replacing a tab bar controller's tabs and selecting one of them in one
/// change: `setViewControllers(_:selectedIndex:animated:)`, the
/// `.set(_:selectIndex:)` transition, and the tab bar coordinator's
/// initializers that select a tab by index.
@Suite @MainActor struct TabBarSetAndSelectTests {
  /// A visible window "Main" whose tab bar controller "Tabs" shows the tab
  /// "A" of ["A", "B"]; the callbacks of building it are taken from `log`.
  private func visibleTabsAB(log: CallbackLog) throws -> (Window, RecordingTabBarController, [ViewController]) {
    let tabs = RecordingTabBarController("Tabs", log: log)
    let tabViewControllers = [RecordingViewController("A", log: log), RecordingViewController("B", log: log)]
    try tabs.setViewControllers(tabViewControllers, animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    return (window, tabs, tabViewControllers)
  }

  @Test func theSelectedNewTabAppearsAndNoOtherShowsOnTheWay() throws {
    let log = CallbackLog()
    let (window, tabs, _) = try visibleTabsAB(log: log)
    let c = RecordingViewController("C", log: log)
    let d = RecordingViewController("D", log: log)

    try tabs.setViewControllers([c, d], selectedIndex: 1, animated: false)

    #expect(tabs.selectedViewController === d)
    // Setting the tabs alone would select "C" (index 0 stays valid), and
    // selecting "D" then would make "C" appear and disappear first.
    #expect(
      log.take() == [
        "D.viewDidLoad",
        "D.viewWillAppear(false)",
        "A.viewWillDisappear(false)",
        "D.viewIsAppearing(false)",
        "A.viewDidDisappear(false)",
        "D.viewDidAppear(false)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: RecordingViewController "C"
           └─ tab 1 *: RecordingViewController "D" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func keepingTheSelectedTabAtTheGivenIndexRunsNoCallbacks() throws {
    let log = CallbackLog()
    let (window, tabs, tabViewControllers) = try visibleTabsAB(log: log)
    var reports: [HierarchyChangeReport] = []
    let observation = window.observeChanges { reports.append($0) }

    try tabs.setViewControllers([tabViewControllers[1], tabViewControllers[0]], selectedIndex: 1, animated: true)

    #expect(tabs.selectedViewController === tabViewControllers[0])
    #expect(log.take() == [])
    #expect(reports.count == 1, "one change, not a change of tabs and a selection")
    withExtendedLifetime(observation) {}
    #expect(window.validate() == [])
  }

  @Test func aReplicaBuiltFromTheMountStreamEqualsTheTree() throws {
    let log = CallbackLog()
    let (window, tabs, _) = try visibleTabsAB(log: log)
    let replica = MountReplica()
    var causes: [MountCause] = []
    let observation = window.observeMounts {
      causes.append($0.cause)
      replica.apply($0)
    }

    try tabs.setViewControllers(
      [ViewController(title: "C"), ViewController(title: "D"), ViewController(title: "E")], selectedIndex: 2,
      animated: false)

    // One change published, not a change of tabs and a selection.
    #expect(
      causes.filter { if case .change = $0 { true } else { false } } == [.change(.setTabs, userAction: .directChange)])
    #expect(replica.problems == [])
    #expect(replica.snapshot == window.snapshot.structure)
    withExtendedLifetime(observation) {}
  }

  @Test(arguments: [-1, 2])
  func anIndexOutsideTheNewTabsIsRefusedAndChangesNothing(index: Int) throws {
    let log = CallbackLog()
    let (window, tabs, _) = try visibleTabsAB(log: log)
    let c = RecordingViewController("C", log: log)
    let d = RecordingViewController("D", log: log)

    expectRefusal(.indexOutOfRange(index, count: 2, container: "Tabs"), in: window, log: log) {
      () throws(TransitionError) in
      try tabs.setViewControllers([c, d], selectedIndex: index, animated: false)
    }
    #expect(c.parent == nil && d.parent == nil)
  }

  @Test func noTabsCannotSelectOneAndChangeNothing() throws {
    let log = CallbackLog()
    let (window, tabs, _) = try visibleTabsAB(log: log)

    expectRefusal(.indexOutOfRange(0, count: 0, container: "Tabs"), in: window, log: log) {
      () throws(TransitionError) in
      try tabs.setViewControllers([], selectedIndex: 0, animated: false)
    }
  }

  @Test func theTabsAreCheckedBeforeTheIndex() throws {
    let log = CallbackLog()
    let (window, tabs, tabViewControllers) = try visibleTabsAB(log: log)
    let c = RecordingViewController("C", log: log)

    expectRefusal(.duplicate(c.displayName), in: window, log: log) { () throws(TransitionError) in
      try tabs.setViewControllers([c, tabViewControllers[0], c], selectedIndex: 7, animated: false)
    }
  }

  /// Through the overload that takes presentables and the one that takes controllers alike.
  @Test(arguments: [false, true]) func theTransitionSelectsTheTabAndFailsAsTheMethodDoes(asPresentables: Bool) throws {
    let log = CallbackLog()
    let (window, tabs, _) = try visibleTabsAB(log: log)
    let c = ViewController(title: "C")
    let d = ViewController(title: "D")
    var outcome: Result<Void, TransitionError>?

    let set: (Int) -> Transition<TabBarController> = { index in
      asPresentables ? .set([c, d] as [any Presentable], selectIndex: index) : .set([c, d], selectIndex: index)
    }
    // The overload asked for is the one chosen.
    #expect(set(5).presentableList.isListOfControllers == !asPresentables)
    set(5).perform(on: tabs) { outcome = $0 }
    #expect(throws: TransitionError.indexOutOfRange(5, count: 2, container: "Tabs")) { try outcome?.get() }
    #expect(tabs.viewControllers.map(\.title) == ["A", "B"])
    #expect(tabs.selectedIndex == 0)

    outcome = nil
    set(1).perform(on: tabs) { outcome = $0 }
    #expect(throws: Never.self) { try outcome?.get() }
    #expect(outcome != nil)
    #expect(tabs.viewControllers.map(\.title) == ["C", "D"])
    #expect(tabs.selectedViewController === d)
    #expect(window.validate() == [])
  }

  @Test func aTabBarCoordinatorSelectingByIndexMakesOneChangeAndAdoptsItsTabs() throws {
    let news = NavigationCoordinator<Never>(rootViewController: NavigationController(title: "News"))
    let users = NavigationCoordinator<Never>(rootViewController: NavigationController(title: "Users"))
    let tabBar = TabBarController(title: "Tabs")
    // Each change that touches the tab bar counts one version of its content.
    let version = tabBar.contentVersion

    let home = try TabBarCoordinator<Never>(rootViewController: tabBar, tabs: [news, users], selectIndex: 1)

    #expect(tabBar.selectedViewController === users.rootViewController)
    // Setting the tabs alone would select the first: the selection is part of the same change.
    #expect(tabBar.contentVersion == version + 1)
    #expect(home.children.count == 2)
    #expect(home.children.contains { $0 as AnyObject === news })
    #expect(home.children.contains { $0 as AnyObject === users })
  }

  @Test func aTabBarCoordinatorWithAnIndexOutsideItsTabsKeepsNothing() throws {
    let news = NavigationCoordinator<Never>(rootViewController: NavigationController(title: "News"))
    let tabBar = TabBarController(title: "Tabs")

    #expect(throws: TransitionError.indexOutOfRange(3, count: 1, container: "Tabs")) {
      _ = try TabBarCoordinator<Never>(rootViewController: tabBar, tabs: [news], selectIndex: 3)
    }
    #expect(tabBar.viewControllers.isEmpty)
    #expect(news.rootViewController.parent == nil)

    let kept = TabBarCoordinator<Never>(
      rootViewController: TabBarController(title: "Kept"), initialTabs: [news], selectIndex: 3)
    #expect(kept.initialRouteError == .indexOutOfRange(3, count: 1, container: "Kept"))
    #expect(kept.rootViewController.viewControllers.isEmpty)
    #expect(kept.children.isEmpty)
    #expect(news.rootViewController.parent == nil)
  }
}
