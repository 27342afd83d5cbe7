import Testing

@testable import TransitionKitCore

@Suite @MainActor struct ShowTests {
  /// Where `show` or `showDetail` is called from, each leading to a different
  /// underlying operation.
  enum Route: String, CaseIterable, Sendable {
    /// `show` from a controller in a navigation stack: a push.
    case showInStack
    /// `show` from a column of a split view: the primary column is replaced.
    case showInSplit
    /// `show` with no stack or split view: a presentation.
    case showPresenting
    /// `showDetail` in an expanded split view: the secondary column is replaced.
    case showDetailExpanded
    /// `showDetail` in a collapsed split view whose primary is a stack: a push.
    case showDetailCollapsedStack
    /// `showDetail` in a collapsed split view whose primary is no stack: a presentation.
    case showDetailCollapsedPresenting
    /// `showDetail` with no split view: falls back to `show`.
    case showDetailFallback
  }

  // MARK: show

  @Test func showInsideANavigationStackPushes() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: navigation, log: log)
    let detail = RecordingViewController("Detail", log: log)

    try home.show(detail, animated: true)

    #expect(ids(navigation.viewControllers) == ids([home, detail]))
    #expect(detail.navigationController === navigation)
    #expect(home.presentedViewController == nil)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func showFromAnEmbeddedChildPushesOntoTheEnclosingStack() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let card = RecordingViewController("Card", log: log)
    try home.embed(card)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: navigation, log: log)
    let detail = RecordingViewController("Detail", log: log)

    try card.show(detail, animated: false)

    #expect(ids(navigation.viewControllers) == ids([home, detail]))
    #expect(
      log.take() == [
        "Detail.viewDidLoad",
        "Home.viewWillDisappear(false)", "Card.viewWillDisappear(false)",
        "Detail.viewWillAppear(false)", "Detail.viewIsAppearing(false)",
        "Home.viewDidDisappear(false)", "Card.viewDidDisappear(false)", "Detail.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }

  @Test func showInASplitViewReplacesThePrimary() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    let primary = RecordingViewController("Primary", log: log)
    let secondary = RecordingViewController("Secondary", log: log)
    try split.setViewControllers(primary: primary, secondary: secondary, animated: false)
    let window = try visibleWindow(root: split, log: log)
    let list = RecordingViewController("List", log: log)

    try primary.show(list, animated: true)

    #expect(split.primaryViewController === list)
    #expect(split.secondaryViewController === secondary)
    #expect(primary.isFree)
    #expect(
      log.take() == [
        "List.viewDidLoad", "Primary.viewWillDisappear(true)", "List.viewWillAppear(true)",
        "List.viewIsAppearing(true)", "Primary.viewDidDisappear(true)", "List.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func showWithoutAStackOrSplitViewPresents() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let modal = RecordingViewController("Modal", log: log)
    modal.modalPresentationStyle = .fullScreen

    try root.show(modal, animated: true)

    #expect(root.presentedViewController === modal)
    #expect(modal.presentingViewController === root)
    #expect(
      log.take() == [
        "Modal.viewDidLoad", "Root.viewWillDisappear(true)", "Modal.viewWillAppear(true)",
        "Modal.viewIsAppearing(true)", "Modal.viewDidAppear(true)", "Root.viewDidDisappear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func showFromATabWithoutAStackPresentsFromTheTabBar() throws {
    let log = CallbackLog()
    let first = RecordingViewController("First", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([first, RecordingViewController("Second", log: log)], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let sheet = RecordingViewController("Sheet", log: log)

    try first.show(sheet, animated: true)

    #expect(sheet.presentingViewController === tabs)
    #expect(tabs.selectedViewController === first)
    #expect(
      log.take() == [
        "Sheet.viewDidLoad", "Sheet.viewWillAppear(true)", "Sheet.viewIsAppearing(true)",
        "Sheet.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  // MARK: showDetail

  @Test func showDetailReplacesTheSecondaryOfTheNearestSplitView() throws {
    let log = CallbackLog()
    let list = RecordingViewController("List", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([list], animated: false)
    let split = RecordingSplitViewController("Split", log: log)
    let secondary = RecordingViewController("Secondary", log: log)
    try split.setViewControllers(primary: navigation, secondary: secondary, animated: false)
    let window = try visibleWindow(root: split, log: log)
    let detail = RecordingViewController("Detail", log: log)

    try list.showDetail(detail, animated: true)

    #expect(split.secondaryViewController === detail)
    #expect(split.primaryViewController === navigation)
    #expect(ids(navigation.viewControllers) == ids([list]))
    #expect(secondary.isFree)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Secondary.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Secondary.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func showDetailInACollapsedSplitViewPushesOntoThePrimaryStack() throws {
    let log = CallbackLog()
    let list = RecordingViewController("List", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([list], animated: false)
    let split = RecordingSplitViewController("Split", log: log)
    let secondary = RecordingViewController("Secondary", log: log)
    try split.setViewControllers(primary: navigation, secondary: secondary, animated: false)
    split.setCollapsed(true, animated: false)
    let window = try visibleWindow(root: split, log: log)
    let detail = RecordingViewController("Detail", log: log)

    try list.showDetail(detail, animated: true)

    // The collapse put the secondary on the stack; the detail goes on top of it.
    #expect(ids(navigation.viewControllers) == ids([list, secondary, detail]))
    #expect(split.secondaryViewController === secondary)
    #expect(split.isCollapsed)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Secondary.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Secondary.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func showDetailInACollapsedSplitViewWithoutAPrimaryStackPresents() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    let primary = RecordingViewController("Primary", log: log)
    let secondary = RecordingViewController("Secondary", log: log)
    try split.setViewControllers(primary: primary, secondary: secondary, animated: false)
    split.setCollapsed(true, animated: false)
    let window = try visibleWindow(root: split, log: log)
    let detail = RecordingViewController("Detail", log: log)

    try primary.showDetail(detail, animated: true)

    #expect(split.primaryViewController === primary)
    #expect(split.secondaryViewController === secondary)
    #expect(detail.presentingViewController === split)
    #expect(primary.presentedViewController === detail)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Detail.viewWillAppear(true)", "Detail.viewIsAppearing(true)",
        "Detail.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  /// XCoordinator's example app: a split home whose primary is a navigation
  /// controller shows its news, a navigation controller, on an iPhone.
  @Test func showDetailOfANavigationControllerInACollapsedSplitViewNestsItInThePrimaryStack() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let main = RecordingNavigationController("Main", log: log)
    try main.setViewControllers([home], animated: false)
    let split = RecordingSplitViewController("Split", log: log)
    try split.setViewControllers(primary: main, secondary: nil, animated: false)
    split.setCollapsed(true, animated: false)
    let window = try visibleWindow(root: split, log: log)
    let news = RecordingNavigationController("News", log: log)
    try news.setViewControllers([RecordingViewController("Headlines", log: log)], animated: false)

    try home.showDetail(news, animated: true)

    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" (collapsed, secondary from [1]) · visible
           └─ primary: RecordingNavigationController "Main" · visible
              ├─ [0]: RecordingViewController "Home"
              └─ [1]: RecordingNavigationController "News" · visible
                 └─ [0]: RecordingViewController "Headlines" · visible
        """)
    #expect(
      log.take() == [
        "News.viewDidLoad", "Headlines.viewDidLoad", "Home.viewWillDisappear(true)", "News.viewWillAppear(true)",
        "Headlines.viewWillAppear(true)", "News.viewIsAppearing(true)", "Headlines.viewIsAppearing(true)",
        "Home.viewDidDisappear(true)", "News.viewDidAppear(true)", "Headlines.viewDidAppear(true)",
      ])
    #expect(split.secondaryViewController === news)
    #expect(window.validate() == [])

    split.setCollapsed(false, animated: false)

    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" · visible
           ├─ primary: RecordingNavigationController "Main" · visible
           │  └─ [0]: RecordingViewController "Home" · visible
           └─ secondary: RecordingNavigationController "News" · visible
              └─ [0]: RecordingViewController "Headlines" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showDetailWithThePrimaryPreferredOnTopPushesAndExpandingKeepsThePush() throws {
    let log = CallbackLog()
    let list = RecordingViewController("List", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([list], animated: false)
    let split = RecordingSplitViewController("Split", log: log)
    split.preferredTopColumnForCollapsing = .primary
    try split.setViewControllers(
      primary: navigation, secondary: RecordingViewController("Secondary", log: log), animated: false)
    split.setCollapsed(true, animated: false)
    let window = try visibleWindow(root: split, log: log)

    try list.showDetail(NavigationController(title: "News"), animated: false)
    split.setCollapsed(false, animated: false)

    // The secondary kept aside comes back; the pushed detail stays on the primary stack.
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" · visible
           ├─ primary: RecordingNavigationController "Nav" · visible
           │  ├─ [0]: RecordingViewController "List"
           │  └─ [1]: NavigationController "News" · visible
           └─ secondary: RecordingViewController "Secondary" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showDetailOfAControllerInTheTreeIsRefusedWhileCollapsed() throws {
    let log = CallbackLog()
    let list = RecordingViewController("List", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([list], animated: false)
    let split = RecordingSplitViewController("Split", log: log)
    let secondary = RecordingViewController("Secondary", log: log)
    try split.setViewControllers(primary: navigation, secondary: secondary, animated: false)
    split.setCollapsed(true, animated: false)
    let window = try visibleWindow(root: split, log: log)

    expectRefusal(.alreadyInHierarchy("Secondary"), in: window, log: log) { () throws(TransitionError) in
      try list.showDetail(secondary, animated: true)
    }
    #expect(ids(navigation.viewControllers) == ids([list, secondary]))
  }

  @Test func showDetailWithoutASplitViewPushesLikeShow() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: navigation, log: log)
    let detail = RecordingViewController("Detail", log: log)

    try home.showDetail(detail, animated: true)

    #expect(ids(navigation.viewControllers) == ids([home, detail]))
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func showDetailWithoutASplitViewOrStackPresentsLikeShow() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let detail = RecordingViewController("Detail", log: log)

    try root.showDetail(detail, animated: false)

    #expect(detail.presentingViewController === root)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Detail.viewWillAppear(false)", "Detail.viewIsAppearing(false)",
        "Detail.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }

  // MARK: Errors pass through

  @Test(arguments: Route.allCases)
  func aControllerInAnotherHierarchyIsRefusedWithNothingChanged(route: Route) throws {
    let log = CallbackLog()
    let (window, source) = try Self.tree(for: route, log: log)
    let elsewhere = RecordingViewController("Elsewhere", log: log)
    let otherStack = try NavigationController(rootViewController: elsewhere, title: "Other")

    expectRefusal(.alreadyInHierarchy("Elsewhere"), in: window, log: log) { () throws(TransitionError) in
      switch route {
      case .showInStack, .showInSplit, .showPresenting:
        try source.show(elsewhere, animated: true)
      case .showDetailExpanded, .showDetailCollapsedStack, .showDetailCollapsedPresenting,
        .showDetailFallback:
        try source.showDetail(elsewhere, animated: true)
      }
    }
    #expect(elsewhere.parent === otherStack)
    #expect(window.validate() == [])
    #expect(otherStack.validate() == [])
  }

  @Test func showingANavigationControllerInsideAStackIsRefused() throws {
    let log = CallbackLog()
    let (window, source) = try Self.tree(for: .showInStack, log: log)
    let inner = RecordingNavigationController("Inner", log: log)

    expectRefusal(.cannotPushNavigationController("Inner"), in: window, log: log) { () throws(TransitionError) in
      try source.show(inner, animated: true)
    }
    #expect(inner.isFree)
    #expect(window.validate() == [])
  }

  @Test func showingWhileAlreadyPresentingIsRefused() throws {
    let log = CallbackLog()
    let (window, source) = try Self.tree(for: .showPresenting, log: log)
    try source.present(RecordingViewController("Sheet", log: log), animated: false)
    _ = log.take()
    let second = RecordingViewController("Second", log: log)

    expectRefusal(.alreadyPresenting("Source", presented: "Sheet"), in: window, log: log) {
      () throws(TransitionError) in
      try source.show(second, animated: true)
    }
    #expect(second.isFree)
    #expect(window.validate() == [])
  }

  /// A visible window whose tree leads `show` or `showDetail` from the returned
  /// controller (titled "Source") to the route's operation.
  private static func tree(for route: Route, log: CallbackLog) throws -> (Window, ViewController) {
    let source = RecordingViewController("Source", log: log)
    let root: ViewController
    switch route {
    case .showInStack, .showDetailFallback:
      let navigation = RecordingNavigationController("Nav", log: log)
      try navigation.setViewControllers([source], animated: false)
      root = navigation
    case .showPresenting:
      root = source
    case .showInSplit, .showDetailExpanded, .showDetailCollapsedPresenting:
      let split = RecordingSplitViewController("Split", log: log)
      try split.setViewControllers(
        primary: source, secondary: RecordingViewController("Secondary", log: log), animated: false)
      split.setCollapsed(route == .showDetailCollapsedPresenting, animated: false)
      root = split
    case .showDetailCollapsedStack:
      let navigation = RecordingNavigationController("Nav", log: log)
      try navigation.setViewControllers([source], animated: false)
      let split = RecordingSplitViewController("Split", log: log)
      try split.setViewControllers(
        primary: navigation, secondary: RecordingViewController("Secondary", log: log), animated: false)
      split.setCollapsed(true, animated: false)
      root = split
    }
    return (try visibleWindow(root: root, log: log), source)
  }
}
