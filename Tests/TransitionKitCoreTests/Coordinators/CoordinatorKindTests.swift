import Testing

@testable import TransitionKitCore

// MARK: - Routes and coordinators of every kind

/// The steps of the standard sequence, which every kind of coordinator takes:
/// transitions available on any root.
private enum StandardStep: String, Sendable {
  case none
  case present
  case dismiss
  case embed
  case multipleOfNone
  case emptyMultiple
}

/// The transition of a standard step, on any root. `host` is the plain
/// controller that `.embed` embeds into.
@MainActor
private func standardTransition<Root: ViewController>(_ step: StandardStep, host: ViewController) -> Transition<Root> {
  switch step {
  case .none: .none()
  case .present: .present(ViewController(title: "Sheet"))
  case .dismiss: .dismiss()
  case .embed: .embed(ViewController(title: "Badge"), in: host)
  case .multipleOfNone: .multiple(.none())
  case .emptyMultiple: .multiple([])
  }
}

private enum StackRoute: Sendable {
  case standard(StandardStep)
  case set([ViewController])
  case push(ViewController)
  case pop
  case popTo(ViewController)
  case popToRoot
}

@MainActor
private final class StackCoordinator: NavigationCoordinator<StackRoute> {
  override func prepareTransition(for route: StackRoute) -> Transition<NavigationController> {
    switch route {
    case .standard(let step): standardTransition(step, host: rootViewController.topViewController ?? rootViewController)
    case .set(let stack): .set(stack)
    case .push(let controller): .push(controller)
    case .pop: .pop()
    case .popTo(let controller): .pop(to: controller)
    case .popToRoot: .popToRoot()
    }
  }
}

private enum TabRoute: Sendable {
  case standard(StandardStep)
  case set([ViewController])
  case select(ViewController)
  case selectIndex(Int)
}

@MainActor
private final class TabsCoordinator: TabBarCoordinator<TabRoute> {
  override func prepareTransition(for route: TabRoute) -> Transition<TabBarController> {
    switch route {
    case .standard(let step):
      standardTransition(step, host: rootViewController.selectedViewController ?? rootViewController)
    case .set(let tabs): .set(tabs)
    case .select(let tab): .select(tab)
    case .selectIndex(let index): .select(index: index)
    }
  }
}

private enum PageRoute: Sendable {
  case standard(StandardStep)
  case set(ViewController, ViewController?)
}

@MainActor
private final class PagesCoordinator: PageCoordinator<PageRoute> {
  override func prepareTransition(for route: PageRoute) -> Transition<PageViewController> {
    switch route {
    case .standard(let step):
      standardTransition(step, host: rootViewController.viewControllers.first ?? rootViewController)
    case .set(let first, let second): .set(first, second, direction: .forward)
    }
  }
}

private enum ColumnRoute: Sendable {
  case standard(StandardStep)
  case show(ViewController)
  case showDetail(ViewController)
}

@MainActor
private final class ColumnsCoordinator: SplitCoordinator<ColumnRoute> {
  override func prepareTransition(for route: ColumnRoute) -> Transition<SplitViewController> {
    switch route {
    case .standard(let step):
      standardTransition(step, host: rootViewController.primaryViewController ?? rootViewController)
    case .show(let controller): .show(controller)
    case .showDetail(let controller): .showDetail(controller)
    }
  }
}

@MainActor
private final class ScreenCoordinator: ViewCoordinator<StandardStep> {
  override func prepareTransition(for route: StandardStep) -> Transition<ViewController> {
    standardTransition(route, host: rootViewController)
  }
}

private enum SilentRoute: Sendable { case refresh }

/// A coordinator that does not override `prepareTransition(for:)`.
@MainActor
private final class SilentCoordinator: ViewCoordinator<SilentRoute> {}

// MARK: - Helpers

/// Triggers a route and returns what its completion received, or `nil` when
/// the completion has not run (yet).
@MainActor
private func outcome<R: Router>(
  of route: R.Route,
  on router: R,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Result<Void, TransitionError>? {
  var results: [Result<Void, TransitionError>] = []
  router.trigger(route) { results.append($0) }
  #expect(results.count <= 1, "the completion ran more than once", sourceLocation: sourceLocation)
  return results.first
}

/// Triggers a route and expects it to have completed with success before
/// `trigger` returned (the window's driver is the immediate one).
@MainActor
private func trigger<R: Router>(
  _ route: R.Route,
  on router: R,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let result = try #require(
    outcome(of: route, on: router, sourceLocation: sourceLocation), "the completion has not run",
    sourceLocation: sourceLocation)
  try result.get()
}

/// A key and visible window "Main" whose root is the coordinator's controller.
@MainActor
private func mainWindow(showing coordinator: some Presentable) throws -> Window {
  let window = Window(name: "Main")
  try coordinator.setRoot(for: window)
  window.makeKeyAndVisible()
  return window
}

/// The kinds of coordinator the standard sequence runs on.
enum CoordinatorKindUnderTest: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case navigation, tabBar, page, split, view, basic
  var testDescription: String { rawValue }
}

/// A coordinator of one kind in a visible window, how to trigger the standard
/// steps on it, and the trees expected along the sequence.
@MainActor
private struct StandardFixture {
  let window: Window
  let perform: @MainActor (StandardStep) -> Result<Void, TransitionError>?
  let children: @MainActor () -> [any Presentable]
  /// The tree after the initial route (and after `.dismiss`).
  let initialTree: String
  /// The tree with "Sheet" presented.
  let presentedTree: String
  /// The tree with "Badge" embedded in the host.
  let embeddedTree: String
}

extension CoordinatorKindUnderTest {
  @MainActor
  fileprivate func makeFixture() throws -> StandardFixture {
    switch self {
    case .navigation:
      let coordinator = StackCoordinator(
        rootViewController: NavigationController(title: "Stack"), initialRoute: .set([ViewController(title: "Home")]))
      return StandardFixture(
        window: try mainWindow(showing: coordinator),
        perform: { outcome(of: .standard($0), on: coordinator) },
        children: { coordinator.children },
        initialTree: """
          Window "Main" (key, visible)
          └─ root: NavigationController "Stack" · visible
             └─ [0]: ViewController "Home" · visible
          """,
        presentedTree: """
          Window "Main" (key, visible)
          └─ root: NavigationController "Stack" · visible
             ├─ [0]: ViewController "Home" · visible
             └─ presented (automatic): ViewController "Sheet" · visible
          """,
        embeddedTree: """
          Window "Main" (key, visible)
          └─ root: NavigationController "Stack" · visible
             └─ [0]: ViewController "Home" · visible
                └─ embedded: ViewController "Badge" · visible
          """)
    case .tabBar:
      let coordinator = TabsCoordinator(
        rootViewController: TabBarController(title: "Tabs"),
        initialRoute: .set([ViewController(title: "First"), ViewController(title: "Second")]))
      return StandardFixture(
        window: try mainWindow(showing: coordinator),
        perform: { outcome(of: .standard($0), on: coordinator) },
        children: { coordinator.children },
        initialTree: """
          Window "Main" (key, visible)
          └─ root: TabBarController "Tabs" (selected 0) · visible
             ├─ tab 0 *: ViewController "First" · visible
             └─ tab 1: ViewController "Second"
          """,
        presentedTree: """
          Window "Main" (key, visible)
          └─ root: TabBarController "Tabs" (selected 0) · visible
             ├─ tab 0 *: ViewController "First" · visible
             ├─ tab 1: ViewController "Second"
             └─ presented (automatic): ViewController "Sheet" · visible
          """,
        embeddedTree: """
          Window "Main" (key, visible)
          └─ root: TabBarController "Tabs" (selected 0) · visible
             ├─ tab 0 *: ViewController "First" · visible
             │  └─ embedded: ViewController "Badge" · visible
             └─ tab 1: ViewController "Second"
          """)
    case .page:
      let coordinator = try PagesCoordinator(
        rootViewController: PageViewController(title: "Pages"), pages: [ViewController(title: "One")])
      return StandardFixture(
        window: try mainWindow(showing: coordinator),
        perform: { outcome(of: .standard($0), on: coordinator) },
        children: { coordinator.children },
        initialTree: """
          Window "Main" (key, visible)
          └─ root: PageViewController "Pages" · visible
             └─ page 0: ViewController "One" · visible
          """,
        presentedTree: """
          Window "Main" (key, visible)
          └─ root: PageViewController "Pages" · visible
             ├─ page 0: ViewController "One" · visible
             └─ presented (automatic): ViewController "Sheet" · visible
          """,
        embeddedTree: """
          Window "Main" (key, visible)
          └─ root: PageViewController "Pages" · visible
             └─ page 0: ViewController "One" · visible
                └─ embedded: ViewController "Badge" · visible
          """)
    case .split:
      let coordinator = try ColumnsCoordinator(
        rootViewController: SplitViewController(title: "Split"), primary: ViewController(title: "List"),
        secondary: ViewController(title: "Detail"))
      return StandardFixture(
        window: try mainWindow(showing: coordinator),
        perform: { outcome(of: .standard($0), on: coordinator) },
        children: { coordinator.children },
        initialTree: """
          Window "Main" (key, visible)
          └─ root: SplitViewController "Split" · visible
             ├─ primary: ViewController "List" · visible
             └─ secondary: ViewController "Detail" · visible
          """,
        presentedTree: """
          Window "Main" (key, visible)
          └─ root: SplitViewController "Split" · visible
             ├─ primary: ViewController "List" · visible
             ├─ secondary: ViewController "Detail" · visible
             └─ presented (automatic): ViewController "Sheet" · visible
          """,
        embeddedTree: """
          Window "Main" (key, visible)
          └─ root: SplitViewController "Split" · visible
             ├─ primary: ViewController "List" · visible
             │  └─ embedded: ViewController "Badge" · visible
             └─ secondary: ViewController "Detail" · visible
          """)
    case .view:
      let coordinator = ScreenCoordinator(rootViewController: ViewController(title: "Screen"))
      return StandardFixture(
        window: try mainWindow(showing: coordinator),
        perform: { outcome(of: $0, on: coordinator) },
        children: { coordinator.children },
        initialTree: """
          Window "Main" (key, visible)
          └─ root: ViewController "Screen" · visible
          """,
        presentedTree: """
          Window "Main" (key, visible)
          └─ root: ViewController "Screen" · visible
             └─ presented (automatic): ViewController "Sheet" · visible
          """,
        embeddedTree: """
          Window "Main" (key, visible)
          └─ root: ViewController "Screen" · visible
             └─ embedded: ViewController "Badge" · visible
          """)
    case .basic:
      let root = ViewController(title: "Basic")
      let coordinator = BasicCoordinator<StandardStep, ViewController>(rootViewController: root) { step in
        standardTransition(step, host: root)
      }
      return StandardFixture(
        window: try mainWindow(showing: coordinator),
        perform: { outcome(of: $0, on: coordinator) },
        children: { coordinator.children },
        initialTree: """
          Window "Main" (key, visible)
          └─ root: ViewController "Basic" · visible
          """,
        presentedTree: """
          Window "Main" (key, visible)
          └─ root: ViewController "Basic" · visible
             └─ presented (automatic): ViewController "Sheet" · visible
          """,
        embeddedTree: """
          Window "Main" (key, visible)
          └─ root: ViewController "Basic" · visible
             └─ embedded: ViewController "Badge" · visible
          """)
    }
  }
}

/// SPEC §3 (ready-made coordinators) and §2 (the transitions their routes
/// return): the standard sequence on every kind of coordinator, each kind's
/// own sequence, and the convenience initialisers — every step asserting the
/// whole printed tree.
@Suite @MainActor struct CoordinatorKindTests {
  // MARK: The standard sequence

  @Test(arguments: CoordinatorKindUnderTest.allCases)
  func standardSequenceLeavesTheExpectedTreeAfterEveryStep(kind: CoordinatorKindUnderTest) throws {
    let fixture = try kind.makeFixture()
    #expect("\(fixture.window.snapshot)" == fixture.initialTree)

    let steps: [(StandardStep, String)] = [
      (.none, fixture.initialTree),
      (.present, fixture.presentedTree),
      (.dismiss, fixture.initialTree),
      (.embed, fixture.embeddedTree),
      (.multipleOfNone, fixture.embeddedTree),
      (.emptyMultiple, fixture.embeddedTree),
    ]
    for (step, expectedTree) in steps {
      let result = try #require(fixture.perform(step), "the completion of \(step) has not run")
      try result.get()
      #expect("\(fixture.window.snapshot)" == expectedTree, "after \(step)")
      #expect(fixture.children().isEmpty, "after \(step)")
    }
    #expect(fixture.window.validate() == [])
  }

  // MARK: Each kind's own sequence

  @Test func navigationSequenceOfPushPopPushPopToRootSetAndPopTo() throws {
    let coordinator = StackCoordinator(
      rootViewController: NavigationController(title: "Stack"), initialRoute: .set([ViewController(title: "Home")]))
    let window = try mainWindow(showing: coordinator)

    try trigger(.push(ViewController(title: "Profile")), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Stack" · visible
           ├─ [0]: ViewController "Home"
           └─ [1]: ViewController "Profile" · visible
        """)

    weak let profile = coordinator.rootViewController.topViewController
    try trigger(.pop, on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Stack" · visible
           └─ [0]: ViewController "Home" · visible
        """)
    #expect(profile == nil)

    try trigger(.push(ViewController(title: "Settings")), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Stack" · visible
           ├─ [0]: ViewController "Home"
           └─ [1]: ViewController "Settings" · visible
        """)

    try trigger(.popToRoot, on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Stack" · visible
           └─ [0]: ViewController "Home" · visible
        """)

    let a = ViewController(title: "A")
    try trigger(.set([a, ViewController(title: "B")]), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Stack" · visible
           ├─ [0]: ViewController "A"
           └─ [1]: ViewController "B" · visible
        """)

    try trigger(.popTo(a), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Stack" · visible
           └─ [0]: ViewController "A" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func tabBarSequenceOfSetSelectSetAndSelectIndex() throws {
    let coordinator = TabsCoordinator(
      rootViewController: TabBarController(title: "Tabs"),
      initialRoute: .set([ViewController(title: "First"), ViewController(title: "Second")]))
    let window = try mainWindow(showing: coordinator)
    let gamma = ViewController(title: "Gamma")

    // None of the old tabs is kept: the selected index 0 stays.
    try trigger(.set([ViewController(title: "Alpha"), ViewController(title: "Beta"), gamma]), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: ViewController "Alpha" · visible
           ├─ tab 1: ViewController "Beta"
           └─ tab 2: ViewController "Gamma"
        """)

    try trigger(.select(gamma), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 2) · visible
           ├─ tab 0: ViewController "Alpha"
           ├─ tab 1: ViewController "Beta"
           └─ tab 2 *: ViewController "Gamma" · visible
        """)

    // The selected tab is not kept and index 2 is out of range: tab 0 is selected.
    try trigger(.set([ViewController(title: "Delta"), ViewController(title: "Epsilon")]), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: ViewController "Delta" · visible
           └─ tab 1: ViewController "Epsilon"
        """)

    try trigger(.selectIndex(1), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: ViewController "Delta"
           └─ tab 1 *: ViewController "Epsilon" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func pageSetRouteShowsOnePageOnASingleSidedCoordinator() throws {
    let two = ViewController(title: "Two")
    let coordinator = try PagesCoordinator(
      rootViewController: PageViewController(title: "Pages"), pages: [ViewController(title: "One"), two])
    let window = try mainWindow(showing: coordinator)

    try trigger(.set(two, nil), on: coordinator)

    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "Two" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func pageSetRouteShowsTwoPagesOnADoubleSidedCoordinator() throws {
    let three = ViewController(title: "Three")
    let four = ViewController(title: "Four")
    let coordinator = try PagesCoordinator(
      rootViewController: PageViewController(title: "Book", isDoubleSided: true),
      pages: [ViewController(title: "One"), ViewController(title: "Two"), three, four])
    let window = try mainWindow(showing: coordinator)

    try trigger(.set(three, four), on: coordinator)

    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Book" (double-sided) · visible
           ├─ page 0: ViewController "Three" · visible
           └─ page 1: ViewController "Four" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func splitShowReplacesThePrimaryAndShowDetailTheSecondary() throws {
    let coordinator = try ColumnsCoordinator(
      rootViewController: SplitViewController(title: "Split"), primary: ViewController(title: "List"),
      secondary: ViewController(title: "Detail"))
    let window = try mainWindow(showing: coordinator)

    try trigger(.show(ViewController(title: "Inbox")), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: SplitViewController "Split" · visible
           ├─ primary: ViewController "Inbox" · visible
           └─ secondary: ViewController "Detail" · visible
        """)

    try trigger(.showDetail(ViewController(title: "Message")), on: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: SplitViewController "Split" · visible
           ├─ primary: ViewController "Inbox" · visible
           └─ secondary: ViewController "Message" · visible
        """)
    #expect(window.validate() == [])
  }

  // MARK: The initial route

  @Test func initialRouteRunsDuringInitWithoutAnimation() throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Stack", log: log)
    let window = try visibleWindow(root: navigation, log: log)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock

    let coordinator = StackCoordinator(
      rootViewController: navigation, initialRoute: .push(RecordingViewController("Home", log: log)))

    // Done before init returned, without a single frame of the clock.
    #expect(clock.frameCount == 0)
    #expect(!window.isTransitioning)
    #expect(coordinator.initialRouteError == nil)
    #expect(
      log.take() == [
        "Home.viewDidLoad", "Home.viewWillAppear(false)", "Home.viewIsAppearing(false)", "Home.viewDidAppear(false)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Stack" · visible
           └─ [0]: RecordingViewController "Home" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func initialRouteErrorIsSetWhenTheInitialRouteFails() throws {
    let coordinator = StackCoordinator(rootViewController: NavigationController(title: "Stack"), initialRoute: .pop)

    #expect(coordinator.initialRouteError == .cannotPopRoot(navigation: "Stack"))
    let window = try mainWindow(showing: coordinator)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Stack" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func unhandledInitialRouteIsTheInitialRouteError() throws {
    let coordinator = SilentCoordinator(rootViewController: ViewController(title: "Silent"), initialRoute: .refresh)

    #expect(coordinator.initialRouteError == .unhandledRoute("refresh", coordinator: "SilentCoordinator"))
  }

  @Test func basePrepareTransitionFailsWithUnhandledRoute() throws {
    let coordinator = SilentCoordinator(rootViewController: ViewController(title: "Silent"))
    let window = try mainWindow(showing: coordinator)
    let before = window.snapshot

    let result = try #require(outcome(of: .refresh, on: coordinator), "the completion has not run")

    #expect(throws: TransitionError.unhandledRoute("refresh", coordinator: "SilentCoordinator")) { try result.get() }
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  // MARK: TabBarCoordinator

  @Test func tabBarCoordinatorWithTabsSelectsTheGivenTab() throws {
    let feed = ScreenCoordinator(rootViewController: ViewController(title: "Feed"))
    let search = ViewController(title: "Search")
    let coordinator = try TabsCoordinator(
      rootViewController: TabBarController(title: "Tabs"), tabs: [feed, search, ViewController(title: "Profile")],
      select: search)
    let window = try mainWindow(showing: coordinator)

    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: ViewController "Feed"
           ├─ tab 1 *: ViewController "Search" · visible
           └─ tab 2: ViewController "Profile"
        """)
    #expect(coordinator.children.count == 1)
    #expect(coordinator.children.first === feed)
    #expect(window.validate() == [])
  }

  @Test func tabBarCoordinatorWithTabsSelectsTheTabAtTheGivenIndex() throws {
    let feed = ScreenCoordinator(rootViewController: ViewController(title: "Feed"))
    let coordinator = try TabsCoordinator(
      rootViewController: TabBarController(title: "Tabs"),
      tabs: [feed, ViewController(title: "Search"), ViewController(title: "Profile")], selectIndex: 2)
    let window = try mainWindow(showing: coordinator)

    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 2) · visible
           ├─ tab 0: ViewController "Feed"
           ├─ tab 1: ViewController "Search"
           └─ tab 2 *: ViewController "Profile" · visible
        """)
    #expect(coordinator.children.count == 1)
    #expect(coordinator.children.first === feed)
    #expect(window.validate() == [])
  }

  @Test func tabBarCoordinatorRefusesATabAlreadyInAHierarchyAndKeepsNothing() throws {
    let elsewhere = Window(name: "Second")
    let taken = ViewController(title: "Elsewhere")
    try elsewhere.setRootViewController(taken)
    let tabs = TabBarController(title: "Tabs")
    let free = ViewController(title: "Free")
    weak var weakFeed: ScreenCoordinator?

    do {
      let feed = ScreenCoordinator(rootViewController: ViewController(title: "Feed"))
      weakFeed = feed
      #expect(throws: TransitionError.alreadyInHierarchy("Elsewhere")) {
        _ = try TabsCoordinator(rootViewController: tabs, tabs: [free, feed, taken], select: free)
      }
    }

    #expect(weakFeed == nil)
    #expect(free.isFree)
    #expect(elsewhere.rootViewController === taken)
    #expect("\(tabs.snapshot)" == #"root: TabBarController "Tabs" (no selection)"#)
    #expect(tabs.validate() == [])
  }

  @Test func tabBarCoordinatorRefusesASelectionThatIsNotATabAndKeepsNothing() throws {
    let tabs = TabBarController(title: "Tabs")
    let first = ViewController(title: "First")
    weak var weakFeed: ScreenCoordinator?

    do {
      let feed = ScreenCoordinator(rootViewController: ViewController(title: "Feed"))
      weakFeed = feed
      #expect(throws: TransitionError.notATab("Stranger", tabBar: "Tabs")) {
        _ = try TabsCoordinator(
          rootViewController: tabs, tabs: [first, feed], select: ViewController(title: "Stranger"))
      }
    }

    #expect(weakFeed == nil)
    #expect(first.isFree)
    #expect("\(tabs.snapshot)" == #"root: TabBarController "Tabs" (no selection)"#)
    #expect(tabs.validate() == [])
  }

  @Test func tabBarCoordinatorRefusesAnIndexOutOfRangeAndKeepsNothing() throws {
    let tabs = TabBarController(title: "Tabs")
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")

    #expect(throws: TransitionError.indexOutOfRange(5, count: 2, container: "Tabs")) {
      _ = try TabsCoordinator(rootViewController: tabs, tabs: [first, second], selectIndex: 5)
    }

    #expect(first.isFree)
    #expect(second.isFree)
    #expect("\(tabs.snapshot)" == #"root: TabBarController "Tabs" (no selection)"#)
    #expect(tabs.validate() == [])
  }

  // MARK: PageCoordinator

  @Test func pageCoordinatorSwipesThroughItsPagesAndStopsAtTheEnds() throws {
    let coordinator = try PagesCoordinator(
      rootViewController: PageViewController(title: "Pages"),
      pages: [ViewController(title: "One"), ViewController(title: "Two"), ViewController(title: "Three")])
    let window = try mainWindow(showing: coordinator)
    let pages = coordinator.rootViewController
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "One" · visible
        """)

    #expect(try pages.swipe(.reverse, animated: true) == false)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "One" · visible
        """)

    #expect(try pages.swipe(.forward, animated: true))
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "Two" · visible
        """)

    #expect(try pages.swipe(.forward, animated: true))
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "Three" · visible
        """)

    #expect(try pages.swipe(.forward, animated: true) == false)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "Three" · visible
        """)

    #expect(try pages.swipe(.reverse, animated: true))
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "Two" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func loopingPageCoordinatorWrapsAroundAtBothEnds() throws {
    let coordinator = try PagesCoordinator(
      rootViewController: PageViewController(title: "Pages"),
      pages: [ViewController(title: "One"), ViewController(title: "Two"), ViewController(title: "Three")], loop: true)
    let window = try mainWindow(showing: coordinator)
    let pages = coordinator.rootViewController

    #expect(try pages.swipe(.reverse, animated: true))
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "Three" · visible
        """)

    #expect(try pages.swipe(.forward, animated: true))
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "One" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func doubleSidedPageCoordinatorSwipesBySpreadsAndStopsAtTheEnds() throws {
    let coordinator = try PagesCoordinator(
      rootViewController: PageViewController(title: "Book", isDoubleSided: true),
      pages: [
        ViewController(title: "One"), ViewController(title: "Two"), ViewController(title: "Three"),
        ViewController(title: "Four"),
      ])
    let window = try mainWindow(showing: coordinator)
    let pages = coordinator.rootViewController
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Book" (double-sided) · visible
           ├─ page 0: ViewController "One" · visible
           └─ page 1: ViewController "Two" · visible
        """)

    #expect(try pages.swipe(.reverse, animated: true) == false)
    #expect(try pages.swipe(.forward, animated: true))
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Book" (double-sided) · visible
           ├─ page 0: ViewController "Three" · visible
           └─ page 1: ViewController "Four" · visible
        """)

    #expect(try pages.swipe(.forward, animated: true) == false)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Book" (double-sided) · visible
           ├─ page 0: ViewController "Three" · visible
           └─ page 1: ViewController "Four" · visible
        """)

    #expect(try pages.swipe(.reverse, animated: true))
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Book" (double-sided) · visible
           ├─ page 0: ViewController "One" · visible
           └─ page 1: ViewController "Two" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func loopingDoubleSidedPageCoordinatorWrapsAroundBySpreads() throws {
    let coordinator = try PagesCoordinator(
      rootViewController: PageViewController(title: "Book", isDoubleSided: true),
      pages: [
        ViewController(title: "One"), ViewController(title: "Two"), ViewController(title: "Three"),
        ViewController(title: "Four"),
      ],
      loop: true)
    let window = try mainWindow(showing: coordinator)
    let pages = coordinator.rootViewController

    // Before One comes Four, and before Four comes Three.
    #expect(try pages.swipe(.reverse, animated: true))
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Book" (double-sided) · visible
           ├─ page 0: ViewController "Three" · visible
           └─ page 1: ViewController "Four" · visible
        """)

    #expect(try pages.swipe(.forward, animated: true))
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Book" (double-sided) · visible
           ├─ page 0: ViewController "One" · visible
           └─ page 1: ViewController "Two" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func pageCoordinatorShowsTheGivenPageFirst() throws {
    let two = ViewController(title: "Two")
    let coordinator = try PagesCoordinator(
      rootViewController: PageViewController(title: "Pages"),
      pages: [ViewController(title: "One"), two, ViewController(title: "Three")], set: two)
    let window = try mainWindow(showing: coordinator)

    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Pages" · visible
           └─ page 0: ViewController "Two" · visible
        """)
    #expect(try coordinator.rootViewController.swipe(.forward, animated: false))
    #expect(coordinator.rootViewController.viewControllers.map(\.title) == ["Three"])
    #expect(window.validate() == [])
  }

  // MARK: SplitCoordinator and NavigationCoordinator initialisers

  @Test func splitCoordinatorWithColumnsSetsBothAndAdoptsACoordinatorColumn() throws {
    let list = ScreenCoordinator(rootViewController: ViewController(title: "List"))
    let coordinator = try ColumnsCoordinator(
      rootViewController: SplitViewController(title: "Split"), primary: list,
      secondary: ViewController(title: "Detail"))
    let window = try mainWindow(showing: coordinator)

    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: SplitViewController "Split" · visible
           ├─ primary: ViewController "List" · visible
           └─ secondary: ViewController "Detail" · visible
        """)
    #expect(coordinator.children.count == 1)
    #expect(coordinator.children.first === list)
    #expect(list.parent === coordinator)
    #expect(window.validate() == [])
  }

  @Test func navigationCoordinatorWithRootStartsItsStackWithIt() throws {
    let home = ScreenCoordinator(rootViewController: ViewController(title: "Home"))
    let coordinator = try StackCoordinator(rootViewController: NavigationController(title: "Stack"), root: home)
    let window = try mainWindow(showing: coordinator)

    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Stack" · visible
           └─ [0]: ViewController "Home" · visible
        """)
    #expect(coordinator.children.count == 1)
    #expect(coordinator.children.first === home)
    #expect(home.parent === coordinator)
    #expect(window.validate() == [])
  }

  @Test func navigationCoordinatorWithARootAlreadyInAHierarchyIsRefused() throws {
    let elsewhere = Window(name: "Second")
    let taken = ViewController(title: "Elsewhere")
    try elsewhere.setRootViewController(taken)
    let navigation = NavigationController(title: "Stack")

    #expect(throws: TransitionError.alreadyInHierarchy("Elsewhere")) {
      _ = try StackCoordinator(rootViewController: navigation, root: taken)
    }

    #expect(elsewhere.rootViewController === taken)
    #expect("\(navigation.snapshot)" == #"root: NavigationController "Stack""#)
    #expect(elsewhere.validate() == [])
  }
}
