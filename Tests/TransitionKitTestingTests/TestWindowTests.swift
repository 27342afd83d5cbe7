import Testing
import TransitionKitCore
import TransitionKitTesting

// MARK: - Screens under test

/// A navigation stack of titled screens.
@MainActor
private func stack(_ name: String, _ titles: String...) throws -> NavigationController {
  let navigation = NavigationController(title: name)
  try navigation.setViewControllers(titles.map { ViewController(title: $0) }, animated: false)
  return navigation
}

/// Pages from a fixed list.
@MainActor
private final class TestPages: PageViewControllerDataSource {
  let pages: [ViewController]

  init(_ titles: String...) {
    pages = titles.map { ViewController(title: $0) }
  }

  func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController)
    -> ViewController?
  {
    pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
  }

  func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController)
    -> ViewController?
  {
    pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
  }
}

private enum TestWindowRoute: Sendable { case start }

private enum DetailRoute: Sendable { case home, detail }

/// The coordinator of `TestWindow`'s documentation: a home screen, and a detail pushed on it.
@MainActor
private final class DetailCoordinator: NavigationCoordinator<DetailRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Nav"), initialRoute: .home)
  }

  override func prepareTransition(for route: DetailRoute) -> Transition<NavigationController> {
    switch route {
    case .home: .set([ViewController(title: "Home")])
    case .detail: .push(ViewController(title: "Detail"))
    }
  }
}

// MARK: - Tests

@Suite @MainActor struct TestWindowTests {
  @Test func itShowsItsRootInAKeyVisibleWindow() throws {
    let app = try TestWindow(root: stack("Nav", "Home"))

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           └─ [0]: ViewController "Home" · visible
        """)
    #expect(app.window.isKeyWindow)
    #expect(app.clock.frameCount == 0)
  }

  @Test func itKeepsACoordinatorRootAlive() throws {
    weak var weakCoordinator: NavigationCoordinator<TestWindowRoute>?
    let app = try {
      let coordinator = try NavigationCoordinator<TestWindowRoute>(root: ViewController(title: "Start"))
      weakCoordinator = coordinator
      return try TestWindow(root: coordinator)
    }()

    #expect(weakCoordinator != nil)
    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController · visible
           └─ [0]: ViewController "Start" · visible
        """)
  }

  @Test func advancingMovesAnAnimatedPushByTheClock() throws {
    let navigation = try stack("Nav", "Home")
    let app = try TestWindow(root: navigation)
    Transition<NavigationController>.push(ViewController(title: "Detail")).perform(on: navigation)

    app.advance(by: .milliseconds(100))
    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           ├─ [0]: ViewController "Home" · disappearing
           └─ [1]: ViewController "Detail" · visible · appearing
        """)
    #expect(app.window.isTransitioning)

    app.runAll()
    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           ├─ [0]: ViewController "Home"
           └─ [1]: ViewController "Detail" · visible
        """)
    #expect(!app.window.isTransitioning)
  }

  @Test func theDocumentedCoordinatorFlowRunsByHand() throws {
    let coordinator = DetailCoordinator()
    let app = try TestWindow(root: coordinator)
    coordinator.trigger(.detail)
    #expect(app.window.isTransitioning)  // animated: waits for the clock

    app.runAll()
    try app.swipeBack(to: 0.3, then: .cancel)
    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           ├─ [0]: ViewController "Home"
           └─ [1]: ViewController "Detail" · visible
        """)

    try app.tapBackButton()
    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           └─ [0]: ViewController "Home" · visible
        """)
  }

  // MARK: Back button

  @Test func tappingBackPopsTheVisibleStack() throws {
    let app = try TestWindow(root: TabBarController(viewControllers: [stack("News", "Headlines", "Article")]))

    try app.tapBackButton()

    #expect(app.clock.elapsed > .zero)  // the pop was animated, on the window's clock

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: TabBarController (selected 0) · visible
           └─ tab 0 *: NavigationController "News" · visible
              └─ [0]: ViewController "Headlines" · visible
        """)
  }

  @Test func tappingBackActsOnTheSheetsStackRatherThanTheOneBelow() throws {
    let home = try stack("Home", "Feed", "Post")
    let app = try TestWindow(root: home)
    try home.present(stack("Settings", "General", "About"), animated: false)

    try app.tapBackButton()

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Home" · visible
           ├─ [0]: ViewController "Feed"
           ├─ [1]: ViewController "Post" · visible
           └─ presented (automatic): NavigationController "Settings" · visible
              └─ [0]: ViewController "General" · visible
        """)
  }

  @Test func tappingBackActsOnTheDeepestVisibleStack() throws {
    let inner = try stack("Inner", "List", "Item")
    let outer = try stack("Outer", "Menu")
    try outer.pushViewController(TabBarController(viewControllers: [inner], title: "Tabs"), animated: false)
    let app = try TestWindow(root: outer)

    try app.tapBackButton()

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Outer" · visible
           ├─ [0]: ViewController "Menu"
           └─ [1]: TabBarController "Tabs" (selected 0) · visible
              └─ tab 0 *: NavigationController "Inner" · visible
                 └─ [0]: ViewController "List" · visible
        """)
  }

  @Test func tappingBackUnderASheetWithoutAStackIsRefused() throws {
    let home = try stack("Home", "Feed", "Post")
    let app = try TestWindow(root: home)
    try home.present(ViewController(title: "Share"), animated: false)
    let before = app.snapshot

    #expect(throws: TransitionError.noNavigationController("Share")) { try app.tapBackButton() }
    #expect(app.snapshot == before)
  }

  @Test func tappingBackOnARootScreenIsRefused() throws {
    let app = try TestWindow(root: stack("Nav", "Home"))
    let before = app.snapshot

    #expect(throws: TransitionError.cannotPopRoot(navigation: "Nav")) { try app.tapBackButton() }
    #expect(app.snapshot == before)
  }

  // MARK: Swipe back

  @Test func swipingBackAndLettingGoPops() throws {
    let app = try TestWindow(root: stack("Nav", "Home", "Detail"))

    try app.swipeBack(to: 0.7, then: .finish)

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           └─ [0]: ViewController "Home" · visible
        """)
  }

  @Test func swipingBackAndCancellingLeavesTheStackAsItWas() throws {
    let app = try TestWindow(root: stack("Nav", "Home", "Detail"))
    let before = app.snapshot

    try app.swipeBack(to: 0.3, then: .cancel, velocity: -1)

    #expect(app.snapshot == before)
    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Nav" · visible
           ├─ [0]: ViewController "Home"
           └─ [1]: ViewController "Detail" · visible
        """)
  }

  @Test func swipingBackWithoutAStackIsRefused() throws {
    let app = try TestWindow(root: ViewController(title: "Alone"))

    #expect(throws: TransitionError.noNavigationController("Alone")) { try app.swipeBack() }
  }

  // MARK: Sheet pull-down

  @Test func pullingASheetDownDismissesIt() throws {
    let home = try stack("Home", "Feed")
    let app = try TestWindow(root: home)
    try home.present(stack("Settings", "General"), animated: false)

    try app.pullDownSheet(to: 0.6, then: .finish)

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Home" · visible
           └─ [0]: ViewController "Feed" · visible
        """)
  }

  @Test func pullingTheTopmostOfTwoSheetsLeavesTheLowerOne() throws {
    let home = try stack("Home", "Feed")
    let app = try TestWindow(root: home)
    let settings = try stack("Settings", "General")
    try home.present(settings, animated: false)
    let confirm = ViewController(title: "Confirm")
    confirm.modalPresentationStyle = .formSheet
    try settings.present(confirm, animated: false)

    try app.pullDownSheet()

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Home" · visible
           ├─ [0]: ViewController "Feed" · visible
           └─ presented (automatic): NavigationController "Settings" · visible
              └─ [0]: ViewController "General" · visible
        """)
  }

  @Test func pullingASheetHalfWayAndCancellingKeepsIt() throws {
    let home = try stack("Home", "Feed")
    let app = try TestWindow(root: home)
    try home.present(ViewController(title: "Share"), animated: false)
    let before = app.snapshot

    try app.pullDownSheet(to: 0.2, then: .cancel)

    #expect(app.snapshot == before)
  }

  @Test func pullingDownWithNothingPresentedIsRefused() throws {
    let app = try TestWindow(root: stack("Home", "Feed"))

    #expect(throws: TransitionError.nothingToDismiss("Feed")) { try app.pullDownSheet() }
  }

  // MARK: Tabs

  @Test func tappingATabSelectsIt() throws {
    let app = try TestWindow(
      root: TabBarController(viewControllers: [stack("News", "Headlines"), stack("Users", "People")], title: "Tabs"))

    try app.tapTab(1)

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: NavigationController "News"
           │  └─ [0]: ViewController "Headlines"
           └─ tab 1 *: NavigationController "Users" · visible
              └─ [0]: ViewController "People" · visible
        """)
  }

  @Test func tappingAMissingTabIsRefused() throws {
    let app = try TestWindow(root: TabBarController(viewControllers: [stack("News", "Headlines")], title: "Tabs"))

    #expect(throws: TransitionError.indexOutOfRange(3, count: 1, container: "Tabs")) { try app.tapTab(3) }
  }

  @Test func tappingATabWithoutATabBarIsRefused() throws {
    let app = try TestWindow(root: stack("Nav", "Home"))

    #expect(throws: TransitionError.indexOutOfRange(1, count: 0, container: "Home")) { try app.tapTab(1) }
  }

  // MARK: Pages

  @Test func swipingAPageShowsTheNextOne() throws {
    let source = TestPages("One", "Two", "Three")
    let pages = PageViewController(title: "Intro")
    pages.dataSource = source
    try pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    let app = try TestWindow(root: pages)

    #expect(try app.swipePage(.forward))

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Intro" · visible
           └─ page 0: ViewController "Two" · visible
        """)
  }

  @Test func swipingPastTheFirstPageChangesNothing() throws {
    let source = TestPages("One", "Two")
    let pages = PageViewController(title: "Intro")
    pages.dataSource = source
    try pages.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    let app = try TestWindow(root: pages)
    let before = app.snapshot

    #expect(try !app.swipePage(.reverse))
    #expect(app.snapshot == before)
  }

  @Test func swipingPagesWithoutAPageViewControllerIsRefused() throws {
    let app = try TestWindow(root: stack("Nav", "Home"))

    #expect(throws: TransitionError.noDataSource("Home")) { try app.swipePage(.forward) }
  }
}
