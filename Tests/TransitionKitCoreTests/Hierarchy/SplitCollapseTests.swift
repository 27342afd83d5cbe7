import Testing

@testable import TransitionKitCore

/// A visible split view controller whose primary column is a navigation
/// controller `List` holding `[Items]`, with a secondary column.
@MainActor
private struct CollapsibleSplit {
  let log = CallbackLog()
  let split: RecordingSplitViewController
  let list: RecordingNavigationController
  let items: RecordingViewController
  let window: Window

  /// - Parameter secondary: The secondary column, made with the fixture's log.
  init(secondary: (CallbackLog) throws -> ViewController?) throws {
    split = RecordingSplitViewController("Split", log: log)
    list = RecordingNavigationController("List", log: log)
    items = RecordingViewController("Items", log: log)
    try list.setViewControllers([items], animated: false)
    try split.setViewControllers(primary: list, secondary: try secondary(log), animated: false)
    window = try visibleWindow(root: split, log: log)
  }

  /// A fixture whose secondary column is a plain controller `Detail`.
  static func withDetail() throws -> (CollapsibleSplit, RecordingViewController) {
    var detail: RecordingViewController?
    let fixture = try CollapsibleSplit { log in
      detail = RecordingViewController("Detail", log: log)
      return detail
    }
    return (fixture, try #require(detail))
  }
}

/// SPEC §1.4 "Collapsed split views": UIKit's classic split view puts the
/// secondary on top of a primary navigation controller when it collapses,
/// and separates the two again when it expands.
@Suite @MainActor struct SplitCollapseTests {
  /// The tree of a split whose plain `Detail` sits on the `List` stack, collapsed.
  private static let collapsedWithDetail = """
    Window "Main" (key, visible)
    └─ root: RecordingSplitViewController "Split" (collapsed, secondary from [1]) · visible
       └─ primary: RecordingNavigationController "List" · visible
          ├─ [0]: RecordingViewController "Items"
          └─ [1]: RecordingViewController "Detail" · visible
    """

  // MARK: Collapsing and expanding

  @Test func collapsingPushesThePlainSecondaryOntoThePrimaryStack() throws {
    let (fixture, detail) = try CollapsibleSplit.withDetail()

    fixture.split.setCollapsed(true, animated: true)

    #expect("\(fixture.window.snapshot)" == Self.collapsedWithDetail)
    // The old top of the stack disappears; the detail stays on screen, without callbacks.
    #expect(fixture.log.take() == ["Items.viewWillDisappear(true)", "Items.viewDidDisappear(true)"])
    #expect(fixture.split.isCollapsed)
    #expect(fixture.split.secondaryViewController === detail)
    #expect(fixture.split.viewController(for: .secondary) === detail)
    #expect(ids(fixture.split.children) == ids([fixture.list]))
    #expect(detail.parent === fixture.list)
    #expect(detail.navigationController === fixture.list)
    #expect(detail.splitViewController === fixture.split)
    #expect(fixture.window.validate() == [])
  }

  @Test func expandingGivesBothColumnsBackAsTheyWere() throws {
    let (fixture, detail) = try CollapsibleSplit.withDetail()
    let expanded = fixture.window.snapshot
    fixture.split.setCollapsed(true, animated: false)
    _ = fixture.log.take()

    fixture.split.setCollapsed(false, animated: true)

    #expect(fixture.window.snapshot == expanded)
    #expect(
      fixture.log.take() == [
        "Items.viewWillAppear(true)", "Items.viewIsAppearing(true)", "Items.viewDidAppear(true)",
      ])
    #expect(fixture.split.secondaryViewController === detail)
    #expect(ids(fixture.list.viewControllers) == ids([fixture.items]))
    #expect(fixture.window.validate() == [])
  }

  @Test func collapsingNestsANavigationSecondaryInThePrimaryStack() throws {
    var news: RecordingNavigationController?
    let fixture = try CollapsibleSplit { log in
      let stack = RecordingNavigationController("News", log: log)
      try stack.setViewControllers([RecordingViewController("Article", log: log)], animated: false)
      news = stack
      return stack
    }
    let expanded = fixture.window.snapshot

    fixture.split.setCollapsed(true, animated: false)

    #expect(
      "\(fixture.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" (collapsed, secondary from [1]) · visible
           └─ primary: RecordingNavigationController "List" · visible
              ├─ [0]: RecordingViewController "Items"
              └─ [1]: RecordingNavigationController "News" · visible
                 └─ [0]: RecordingViewController "Article" · visible
        """)
    #expect(fixture.log.take() == ["Items.viewWillDisappear(false)", "Items.viewDidDisappear(false)"])
    #expect(fixture.split.secondaryViewController === news)
    #expect(fixture.window.validate() == [])

    fixture.split.setCollapsed(false, animated: false)

    #expect(fixture.window.snapshot == expanded)
    #expect(
      fixture.log.take() == [
        "Items.viewWillAppear(false)", "Items.viewIsAppearing(false)", "Items.viewDidAppear(false)",
      ])
    #expect(fixture.window.validate() == [])
  }

  @Test func preferringThePrimaryOnTopKeepsTheSecondaryAside() throws {
    let (fixture, detail) = try CollapsibleSplit.withDetail()
    let expanded = fixture.window.snapshot
    fixture.split.preferredTopColumnForCollapsing = .primary

    fixture.split.setCollapsed(true, animated: true)

    #expect(
      "\(fixture.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" (collapsed) · visible
           ├─ primary: RecordingNavigationController "List" · visible
           │  └─ [0]: RecordingViewController "Items" · visible
           └─ secondary: RecordingViewController "Detail"
        """)
    #expect(fixture.log.take() == ["Detail.viewWillDisappear(true)", "Detail.viewDidDisappear(true)"])
    #expect(fixture.split.secondaryViewController === detail)
    #expect(fixture.window.validate() == [])

    fixture.split.setCollapsed(false, animated: true)

    #expect(fixture.window.snapshot == expanded)
    #expect(
      fixture.log.take() == [
        "Detail.viewWillAppear(true)", "Detail.viewIsAppearing(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(fixture.window.validate() == [])
  }

  @Test func thePreferenceIsReadAtTheNextCollapse() throws {
    let (fixture, _) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    _ = fixture.log.take()

    fixture.split.preferredTopColumnForCollapsing = .primary

    #expect("\(fixture.window.snapshot)" == Self.collapsedWithDetail)
    fixture.split.setCollapsed(false, animated: false)
    fixture.split.setCollapsed(true, animated: false)
    #expect(fixture.window.snapshot.root?.collapsePoint == nil)
    #expect(fixture.window.snapshot.visibleTitles == ["Split", "List", "Items"])
    #expect(fixture.window.validate() == [])
  }

  @Test func collapsingWithoutASecondaryRemembersTheCollapsePoint() throws {
    let fixture = try CollapsibleSplit { _ in nil }

    fixture.split.setCollapsed(true, animated: false)

    #expect(
      "\(fixture.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" (collapsed, secondary from [1]) · visible
           └─ primary: RecordingNavigationController "List" · visible
              └─ [0]: RecordingViewController "Items" · visible
        """)
    #expect(fixture.log.take() == [])
    #expect(fixture.split.secondaryViewController == nil)
    #expect(fixture.window.validate() == [])
  }

  // MARK: Changes while collapsed

  @Test func expandingAfterTheUserPoppedTheDetailLeavesTheSecondaryEmpty() throws {
    let (fixture, _) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    weak let released = fixture.split.secondaryViewController
    try fixture.list.popViewController(animated: true)
    #expect(released == nil)
    #expect(fixture.split.secondaryViewController == nil)
    _ = fixture.log.take()

    fixture.split.setCollapsed(false, animated: true)

    #expect(
      "\(fixture.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" · visible
           └─ primary: RecordingNavigationController "List" · visible
              └─ [0]: RecordingViewController "Items" · visible
        """)
    #expect(fixture.log.take() == [])
    #expect(fixture.split.secondaryViewController == nil)
    #expect(fixture.window.validate() == [])
  }

  @Test func expandingAfterMorePushesMakesTheTopmostTheSecondary() throws {
    let (fixture, detail) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    let more = RecordingViewController("More", log: fixture.log)
    try fixture.list.pushViewController(more, animated: false)
    // The secondary is still the controller at the collapse point.
    #expect(fixture.split.secondaryViewController === detail)
    _ = fixture.log.take()

    fixture.split.setCollapsed(false, animated: false)

    #expect(
      "\(fixture.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" · visible
           ├─ primary: RecordingNavigationController "List" · visible
           │  ├─ [0]: RecordingViewController "Items"
           │  └─ [1]: RecordingViewController "Detail" · visible
           └─ secondary: RecordingViewController "More" · visible
        """)
    #expect(
      fixture.log.take() == [
        "Detail.viewWillAppear(false)", "Detail.viewIsAppearing(false)", "Detail.viewDidAppear(false)",
      ])
    #expect(fixture.split.secondaryViewController === more)
    #expect(fixture.window.validate() == [])
  }

  @Test func expandingAfterTheStackShrankBelowTheCollapsePointSeparatesNothing() throws {
    let (fixture, _) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    let other = RecordingViewController("Other", log: fixture.log)
    // The stack is [Other]: nothing is above the collapse point (1).
    try fixture.list.setViewControllers([other], animated: false)
    _ = fixture.log.take()

    fixture.split.setCollapsed(false, animated: false)

    #expect(fixture.split.secondaryViewController == nil)
    #expect(ids(fixture.list.viewControllers) == ids([other]))
    #expect(fixture.log.take() == [])
    #expect(fixture.window.validate() == [])
  }

  @Test func settingTheSecondaryWhileCollapsedReplacesItOnTheStack() throws {
    let (fixture, detail) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    _ = fixture.log.take()
    let other = RecordingViewController("Other", log: fixture.log)

    try fixture.split.setViewController(other, for: .secondary, animated: true)

    #expect(
      "\(fixture.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" (collapsed, secondary from [1]) · visible
           └─ primary: RecordingNavigationController "List" · visible
              ├─ [0]: RecordingViewController "Items"
              └─ [1]: RecordingViewController "Other" · visible
        """)
    #expect(
      fixture.log.take() == [
        "Other.viewDidLoad", "Detail.viewWillDisappear(true)", "Other.viewWillAppear(true)",
        "Other.viewIsAppearing(true)", "Detail.viewDidDisappear(true)", "Other.viewDidAppear(true)",
      ])
    #expect(detail.isFree)
    #expect(fixture.split.secondaryViewController === other)
    #expect(fixture.window.validate() == [])
  }

  @Test func settingThePrimaryWhileCollapsedMovesTheSecondaryOntoTheNewStack() throws {
    let (fixture, detail) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    _ = fixture.log.take()
    let inbox = RecordingNavigationController("Inbox", log: fixture.log)
    try inbox.setViewControllers([RecordingViewController("Mail", log: fixture.log)], animated: false)

    try fixture.split.setViewController(inbox, for: .primary, animated: false)

    #expect(
      "\(fixture.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" (collapsed, secondary from [1]) · visible
           └─ primary: RecordingNavigationController "Inbox" · visible
              ├─ [0]: RecordingViewController "Mail"
              └─ [1]: RecordingViewController "Detail" · visible
        """)
    // The detail stays on screen: only the navigation controllers change places.
    #expect(
      fixture.log.take() == [
        "Inbox.viewDidLoad", "List.viewWillDisappear(false)", "Inbox.viewWillAppear(false)",
        "Inbox.viewIsAppearing(false)", "List.viewDidDisappear(false)", "Inbox.viewDidAppear(false)",
      ])
    #expect(ids(fixture.list.viewControllers) == ids([fixture.items]))
    #expect(fixture.list.isFree)
    #expect(fixture.split.secondaryViewController === detail)
    #expect(fixture.window.validate() == [])
  }

  @Test func settingAPlainPrimaryWhileCollapsedKeepsTheSecondaryAside() throws {
    let (fixture, _) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    _ = fixture.log.take()
    let menu = RecordingViewController("Menu", log: fixture.log)

    try fixture.split.setViewController(menu, for: .primary, animated: false)

    #expect(
      "\(fixture.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" (collapsed) · visible
           ├─ primary: RecordingViewController "Menu" · visible
           └─ secondary: RecordingViewController "Detail"
        """)
    #expect(
      fixture.log.take() == [
        "Menu.viewDidLoad", "List.viewWillDisappear(false)", "Detail.viewWillDisappear(false)",
        "Menu.viewWillAppear(false)", "Menu.viewIsAppearing(false)", "List.viewDidDisappear(false)",
        "Detail.viewDidDisappear(false)", "Menu.viewDidAppear(false)",
      ])
    #expect(fixture.window.validate() == [])
  }

  @Test func aPrimaryStackTakenOutOfItsSplitKeepsItsNestedNavigationController() throws {
    let fixture = try CollapsibleSplit { _ in nil }
    fixture.split.setCollapsed(true, animated: false)
    try fixture.items.showDetail(NavigationController(title: "News"), animated: false)
    try fixture.items.showDetail(ViewController(title: "More"), animated: false)

    try fixture.split.setViewControllers(primary: ViewController(title: "Menu"), secondary: nil, animated: false)

    // Separating took More (the top) off the stack; News stays on it, as in UIKit.
    #expect(fixture.list.isFree)
    #expect(
      "\(fixture.list.snapshot)" == """
        root: RecordingNavigationController "List"
        ├─ [0]: RecordingViewController "Items"
        └─ [1]: NavigationController "News"
        """)
    #expect(fixture.list.validate() == [])
    #expect(fixture.window.validate() == [])
  }

  // MARK: Refusals while collapsed

  @Test func aSecondaryFromAnotherHierarchyIsRefusedWhileCollapsed() throws {
    let (fixture, _) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    let elsewhere = ViewController(title: "Elsewhere")
    let other = try NavigationController(rootViewController: elsewhere, title: "Other")

    expectRefusal(.alreadyInHierarchy("Elsewhere"), in: fixture.window, log: fixture.log) {
      () throws(TransitionError) in
      try fixture.split.setViewController(elsewhere, for: .secondary, animated: true)
    }
    #expect(elsewhere.parent === other)
    #expect("\(fixture.window.snapshot)" == Self.collapsedWithDetail)
  }

  @Test func theSecondaryOnTheStackCannotAlsoBeThePrimary() throws {
    let (fixture, detail) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)

    expectRefusal(.duplicate("Detail"), in: fixture.window, log: fixture.log) { () throws(TransitionError) in
      try fixture.split.setViewController(detail, for: .primary, animated: true)
    }
    #expect("\(fixture.window.snapshot)" == Self.collapsedWithDetail)
  }

  @Test func pushingANavigationControllerDirectlyStaysRefusedWhileCollapsed() throws {
    let (fixture, _) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    let news = NavigationController(title: "News")

    expectRefusal(.cannotPushNavigationController("News"), in: fixture.window, log: fixture.log) {
      () throws(TransitionError) in
      try fixture.list.pushViewController(news, animated: true)
    }
    #expect(news.isFree)
  }

  // MARK: Undo and cancel

  @Test func aFailingMultipleUndoesSettingTheSecondaryWhileCollapsed() throws {
    let (fixture, detail) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    let before = fixture.window.snapshot
    _ = fixture.log.take()
    let other = RecordingViewController("Other", log: fixture.log)
    let twice = ViewController(title: "Twice")
    var results: [Result<Void, TransitionError>] = []

    Transition<SplitViewController>.multiple(.set(other, for: .secondary), .set(primary: twice, secondary: twice))
      .perform(on: fixture.split) { results.append($0) }

    #expect(results.count == 1)
    #expect(throws: TransitionError.duplicate("Twice")) { try results.first?.get() }
    #expect(fixture.window.snapshot == before)
    #expect(fixture.split.secondaryViewController === detail)
    #expect(other.isFree)
    // Other came and went; Detail went and came back, each balanced.
    #expect(
      fixture.log.take() == [
        "Other.viewDidLoad", "Detail.viewWillDisappear(true)", "Other.viewWillAppear(true)",
        "Other.viewIsAppearing(true)", "Detail.viewDidDisappear(true)", "Other.viewDidAppear(true)",
        "Other.viewWillDisappear(false)", "Detail.viewWillAppear(false)", "Detail.viewIsAppearing(false)",
        "Other.viewDidDisappear(false)", "Detail.viewDidAppear(false)",
      ])
    #expect(fixture.window.validate() == [])
  }

  @Test func aCancelledSwipeBackWhileCollapsedKeepsTheDetail() throws {
    let (fixture, detail) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    let before = fixture.window.snapshot
    _ = fixture.log.take()

    let swipe = try fixture.list.beginInteractivePop()
    swipe.update(0.3)
    swipe.cancel()

    #expect(fixture.window.snapshot == before)
    #expect(
      fixture.log.take() == [
        "Detail.viewWillDisappear(true)", "Items.viewWillAppear(true)", "Items.viewIsAppearing(true)",
        "Items.viewWillDisappear(true)", "Items.viewDidDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(fixture.window.validate() == [])

    fixture.split.setCollapsed(false, animated: false)

    #expect(fixture.split.secondaryViewController === detail)
    #expect(ids(fixture.list.viewControllers) == ids([fixture.items]))
    #expect(fixture.window.validate() == [])
  }

  @Test func aFinishedSwipeBackWhileCollapsedReleasesTheDetail() throws {
    let (fixture, _) = try CollapsibleSplit.withDetail()
    fixture.split.setCollapsed(true, animated: false)
    weak let released = fixture.split.secondaryViewController

    let swipe = try fixture.list.beginInteractivePop()
    swipe.finish()

    #expect(released == nil)
    #expect(fixture.split.secondaryViewController == nil)
    #expect(fixture.window.validate() == [])
  }
}
