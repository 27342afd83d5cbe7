import Testing

@testable import TransitionKitCore

/// A split view controller with a primary and a secondary column.
@MainActor
private struct SplitFixture {
  let log = CallbackLog()
  let split: RecordingSplitViewController
  let primary: RecordingViewController
  let secondary: RecordingViewController

  init() throws {
    split = RecordingSplitViewController("Split", log: log)
    primary = RecordingViewController("Primary", log: log)
    secondary = RecordingViewController("Secondary", log: log)
    try split.setViewControllers(primary: primary, secondary: secondary, animated: false)
  }

  /// A visible window showing the split view controller, callbacks taken.
  func show() throws -> Window {
    try visibleWindow(root: split, log: log)
  }
}

@Suite @MainActor struct SplitViewControllerTests {
  // MARK: Setting columns

  @Test func settingColumnsShowsBothControllers() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    let window = try visibleWindow(root: split, log: log)
    let primary = RecordingViewController("Primary", log: log)
    let secondary = RecordingViewController("Secondary", log: log)

    try split.setViewControllers(primary: primary, secondary: secondary, animated: true)

    #expect(split.primaryViewController === primary)
    #expect(split.secondaryViewController === secondary)
    #expect(split.viewController(for: .primary) === primary)
    #expect(split.viewController(for: .secondary) === secondary)
    #expect(ids(split.children) == ids([primary, secondary]))
    #expect(primary.splitViewController === split)
    #expect(secondary.splitViewController === split)
    #expect(
      log.take() == [
        "Primary.viewDidLoad", "Secondary.viewDidLoad",
        "Primary.viewWillAppear(true)", "Secondary.viewWillAppear(true)",
        "Primary.viewIsAppearing(true)", "Secondary.viewIsAppearing(true)",
        "Primary.viewDidAppear(true)", "Secondary.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func bothColumnsAreVisibleWhenExpanded() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()

    #expect(!fixture.split.isCollapsed)
    #expect(window.snapshot.visibleTitles == ["Split", "Primary", "Secondary"])
    #expect(fixture.primary.appearanceState == .appeared)
    #expect(fixture.secondary.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  @Test func replacingOneColumnKeepsTheOther() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()
    let detail = RecordingViewController("Detail", log: fixture.log)

    try fixture.split.setViewController(detail, for: .secondary, animated: true)

    #expect(fixture.split.primaryViewController === fixture.primary)
    #expect(fixture.split.secondaryViewController === detail)
    #expect(fixture.secondary.isFree)
    #expect(
      fixture.log.take() == [
        "Detail.viewDidLoad", "Secondary.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Secondary.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func emptyingAColumnHidesItsController() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()

    try fixture.split.setViewController(nil, for: .secondary, animated: false)

    #expect(fixture.split.secondaryViewController == nil)
    #expect(ids(fixture.split.children) == ids([fixture.primary]))
    #expect(fixture.secondary.isFree)
    #expect(fixture.log.take() == ["Secondary.viewWillDisappear(false)", "Secondary.viewDidDisappear(false)"])
    #expect(window.validate() == [])
  }

  @Test func aReplacedColumnControllerIsDeallocated() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    try split.setViewControllers(
      primary: RecordingViewController("Primary", log: log),
      secondary: RecordingViewController("Secondary", log: log),
      animated: false)
    let window = try visibleWindow(root: split, log: log)
    weak let released = split.secondaryViewController
    #expect(released != nil)

    try split.setViewController(RecordingViewController("Detail", log: log), for: .secondary, animated: true)

    #expect(released == nil)
    #expect(window.validate() == [])
  }

  @Test func swappingColumnsKeepsBothVisibleWithoutCallbacks() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()

    try fixture.split.setViewControllers(primary: fixture.secondary, secondary: fixture.primary, animated: true)

    #expect(fixture.split.primaryViewController === fixture.secondary)
    #expect(fixture.split.secondaryViewController === fixture.primary)
    #expect(ids(fixture.split.children) == ids([fixture.secondary, fixture.primary]))
    #expect(window.snapshot.root?.children.map(\.role) == [.column(.primary), .column(.secondary)])
    #expect(window.snapshot.visibleTitles == ["Split", "Secondary", "Primary"])
    #expect(fixture.log.take() == [])
    #expect(window.validate() == [])
  }

  // MARK: Refusals

  @Test func theSameControllerInBothColumnsIsRefused() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()
    let both = RecordingViewController("Both", log: fixture.log)

    expectRefusal(.duplicate("Both"), in: window, log: fixture.log) { () throws(TransitionError) in
      try fixture.split.setViewControllers(primary: both, secondary: both, animated: true)
    }
    #expect(both.isFree)
    #expect(window.validate() == [])
  }

  @Test func movingTheSecondaryIntoThePrimaryColumnAloneIsRefused() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()

    expectRefusal(.duplicate("Secondary"), in: window, log: fixture.log) { () throws(TransitionError) in
      try fixture.split.setViewController(fixture.secondary, for: .primary, animated: true)
    }
    #expect(window.validate() == [])
  }

  @Test func aColumnControllerFromAnotherHierarchyIsRefused() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()
    let elsewhere = RecordingViewController("Elsewhere", log: fixture.log)
    let otherStack = try NavigationController(rootViewController: elsewhere, title: "Other")

    expectRefusal(.alreadyInHierarchy("Elsewhere"), in: window, log: fixture.log) { () throws(TransitionError) in
      try fixture.split.setViewController(elsewhere, for: .secondary, animated: true)
    }
    #expect(elsewhere.parent === otherStack)
    #expect(window.validate() == [])
    #expect(otherStack.validate() == [])
  }

  @Test func theSplitViewControllerCannotBeItsOwnColumn() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()

    expectRefusal(.alreadyInHierarchy("Split"), in: window, log: fixture.log) { () throws(TransitionError) in
      try fixture.split.setViewController(fixture.split, for: .primary, animated: true)
    }
    #expect(window.validate() == [])
  }

  // MARK: Collapsing

  @Test func collapsingHidesOnlyTheSecondary() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()

    fixture.split.setCollapsed(true, animated: true)

    #expect(fixture.split.isCollapsed)
    #expect(fixture.split.secondaryViewController === fixture.secondary)
    #expect(fixture.secondary.appearanceState == .disappeared)
    #expect(window.snapshot.visibleTitles == ["Split", "Primary"])
    #expect(fixture.log.take() == ["Secondary.viewWillDisappear(true)", "Secondary.viewDidDisappear(true)"])
    #expect(window.validate() == [])
  }

  @Test func expandingShowsTheSecondaryAgain() throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()
    fixture.split.setCollapsed(true, animated: false)
    _ = fixture.log.take()

    fixture.split.setCollapsed(false, animated: true)

    #expect(!fixture.split.isCollapsed)
    #expect(window.snapshot.visibleTitles == ["Split", "Primary", "Secondary"])
    #expect(
      fixture.log.take() == [
        "Secondary.viewWillAppear(true)", "Secondary.viewIsAppearing(true)", "Secondary.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func expandingLoadsASecondaryThatWasNeverShown() throws {
    let fixture = try SplitFixture()
    fixture.split.setCollapsed(true, animated: false)
    let window = try fixture.show()
    #expect(!fixture.secondary.isViewLoaded)

    fixture.split.setCollapsed(false, animated: false)

    #expect(
      fixture.log.take() == [
        "Secondary.viewDidLoad", "Secondary.viewWillAppear(false)", "Secondary.viewIsAppearing(false)",
        "Secondary.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }

  @Test(arguments: [false, true])
  func collapsingToTheCurrentStateChangesNothing(isCollapsed: Bool) throws {
    let fixture = try SplitFixture()
    let window = try fixture.show()
    fixture.split.setCollapsed(isCollapsed, animated: false)
    _ = fixture.log.take()
    let before = window.snapshot

    fixture.split.setCollapsed(isCollapsed, animated: true)

    #expect(fixture.split.isCollapsed == isCollapsed)
    #expect(window.snapshot == before)
    #expect(fixture.log.take() == [])
    #expect(window.validate() == [])
  }
}
