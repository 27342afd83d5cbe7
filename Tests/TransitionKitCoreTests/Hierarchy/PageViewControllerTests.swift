import Testing

@testable import TransitionKitCore

/// A data source over a fixed list of page titles that makes a new recording
/// page each time it is asked, keeping no reference to the pages it made (so
/// tests can check that released pages are deallocated).
@MainActor
private final class TitledPages: PageViewControllerDataSource {
  let titles: [String]
  let log: CallbackLog

  init(_ titles: [String], log: CallbackLog) {
    self.titles = titles
    self.log = log
  }

  func page(_ title: String) -> RecordingViewController {
    RecordingViewController(title, log: log)
  }

  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    guard let index = titles.firstIndex(of: viewController.displayName), index > 0 else { return nil }
    return page(titles[index - 1])
  }

  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    guard let index = titles.firstIndex(of: viewController.displayName), index + 1 < titles.count else {
      return nil
    }
    return page(titles[index + 1])
  }
}

@Suite @MainActor struct PageViewControllerTests {
  // MARK: Setting pages

  @Test func settingOnePageMakesItTheVisiblePage() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    let window = try visibleWindow(root: pages, log: log)
    let first = RecordingViewController("First", log: log)

    try pages.setViewControllers([first], direction: .forward, animated: false)

    #expect(ids(pages.viewControllers) == ids([first]))
    #expect(first.parent === pages)
    #expect(first.pageViewController === pages)
    #expect(first.appearanceState == .appeared)
    #expect(window.snapshot.visibleTitles == ["Pages", "First"])
    #expect(
      log.take() == [
        "First.viewDidLoad", "First.viewWillAppear(false)", "First.viewIsAppearing(false)",
        "First.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }

  @Test func settingTwoPagesOnADoubleSidedControllerShowsBoth() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: true)
    let window = try visibleWindow(root: pages, log: log)
    let left = RecordingViewController("Left", log: log)
    let right = RecordingViewController("Right", log: log)

    try pages.setViewControllers([left, right], direction: .forward, animated: true)

    #expect(ids(pages.viewControllers) == ids([left, right]))
    #expect(pages.pagesPerSpread == 2)
    #expect(window.snapshot.visibleTitles == ["Pages", "Left", "Right"])
    #expect(
      log.take() == [
        "Left.viewDidLoad", "Right.viewDidLoad",
        "Left.viewWillAppear(true)", "Right.viewWillAppear(true)",
        "Left.viewIsAppearing(true)", "Right.viewIsAppearing(true)",
        "Left.viewDidAppear(true)", "Right.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test(arguments: [(false, 0), (false, 2), (true, 1), (true, 3)])
  func wrongPageCountIsRefused(isDoubleSided: Bool, count: Int) throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: isDoubleSided)
    let current = (0..<pages.pagesPerSpread).map { RecordingViewController("Current \($0)", log: log) }
    try pages.setViewControllers(current, direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let offered = (0..<count).map { RecordingViewController("New \($0)", log: log) }

    expectRefusal(
      .pageCountMismatch(expected: isDoubleSided ? 2 : 1, actual: count, pageViewController: "Pages"),
      in: window, log: log
    ) { () throws(TransitionError) in
      try pages.setViewControllers(offered, direction: .forward, animated: true)
    }
    #expect(ids(pages.viewControllers) == ids(current))
    #expect(offered.allSatisfy { $0.isFree && !$0.isViewLoaded })
    #expect(window.validate() == [])
  }

  @Test func duplicatePagesOnADoubleSidedControllerAreRefused() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: true)
    let left = RecordingViewController("Left", log: log)
    let right = RecordingViewController("Right", log: log)
    try pages.setViewControllers([left, right], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let twice = RecordingViewController("Twice", log: log)

    expectRefusal(.duplicate("Twice"), in: window, log: log) { () throws(TransitionError) in
      try pages.setViewControllers([twice, twice], direction: .forward, animated: true)
    }
    #expect(twice.isFree)
    #expect(window.validate() == [])
  }

  @Test func aVisiblePageTwiceOnADoubleSidedControllerIsRefused() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: true)
    let left = RecordingViewController("Left", log: log)
    let right = RecordingViewController("Right", log: log)
    try pages.setViewControllers([left, right], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)

    expectRefusal(.duplicate("Left"), in: window, log: log) { () throws(TransitionError) in
      try pages.setViewControllers([left, left], direction: .forward, animated: true)
    }
    #expect(window.validate() == [])
  }

  @Test func aPageFromAnotherHierarchyIsRefused() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    try pages.setViewControllers([RecordingViewController("First", log: log)], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let elsewhere = RecordingViewController("Elsewhere", log: log)
    let otherStack = try NavigationController(rootViewController: elsewhere, title: "Other")

    expectRefusal(.alreadyInHierarchy("Elsewhere"), in: window, log: log) { () throws(TransitionError) in
      try pages.setViewControllers([elsewhere], direction: .forward, animated: true)
    }
    #expect(elsewhere.parent === otherStack)
    #expect(window.validate() == [])
    #expect(otherStack.validate() == [])
  }

  @Test func thePageControllerItselfCannotBeAPage() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    try pages.setViewControllers([RecordingViewController("First", log: log)], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)

    expectRefusal(.alreadyInHierarchy("Pages"), in: window, log: log) { () throws(TransitionError) in
      try pages.setViewControllers([pages], direction: .forward, animated: true)
    }
    #expect(window.validate() == [])
  }

  @Test func settingTheVisiblePageAgainChangesNothing() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    let first = RecordingViewController("First", log: log)
    try pages.setViewControllers([first], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let before = window.snapshot

    try pages.setViewControllers([first], direction: .forward, animated: true)

    #expect(ids(pages.viewControllers) == ids([first]))
    #expect(window.snapshot == before)
    #expect(log.take() == [])
    #expect(window.validate() == [])
  }

  @Test func aReusedVisiblePageStaysVisibleWithoutCallbacks() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: true)
    let one = RecordingViewController("One", log: log)
    let two = RecordingViewController("Two", log: log)
    try pages.setViewControllers([one, two], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let three = RecordingViewController("Three", log: log)

    try pages.setViewControllers([two, three], direction: .forward, animated: true)

    #expect(ids(pages.viewControllers) == ids([two, three]))
    #expect(two.parent === pages)
    #expect(two.appearanceState == .appeared)
    #expect(one.isFree)
    #expect(
      log.take() == [
        "Three.viewDidLoad", "Three.viewWillAppear(true)", "One.viewWillDisappear(true)",
        "Three.viewIsAppearing(true)", "One.viewDidDisappear(true)", "Three.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  // MARK: Appearance order

  @Test func aPageChangeCallsNewWillAppearBeforeOldWillDisappear() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    let old = RecordingViewController("Old", log: log)
    try pages.setViewControllers([old], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let new = RecordingViewController("New", log: log)

    try pages.setViewControllers([new], direction: .forward, animated: true)

    #expect(
      log.take() == [
        "New.viewDidLoad", "New.viewWillAppear(true)", "Old.viewWillDisappear(true)",
        "New.viewIsAppearing(true)", "Old.viewDidDisappear(true)", "New.viewDidAppear(true)",
      ])
    #expect(old.appearanceState == .disappeared)
    #expect(new.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  @Test func aPageChangeWithoutAnimationPassesFalse() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    let old = RecordingViewController("Old", log: log)
    try pages.setViewControllers([old], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)

    try pages.setViewControllers([RecordingViewController("New", log: log)], direction: .reverse, animated: false)

    #expect(
      log.take() == [
        "New.viewDidLoad", "New.viewWillAppear(false)", "Old.viewWillDisappear(false)",
        "New.viewIsAppearing(false)", "Old.viewDidDisappear(false)", "New.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }

  @Test func aPageThatIsAContainerIsCalledBeforeItsVisibleChild() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    let old = RecordingViewController("Old", log: log)
    try pages.setViewControllers([old], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let stack = RecordingNavigationController("Stack", log: log)
    try stack.setViewControllers(
      [RecordingViewController("Hidden", log: log), RecordingViewController("Top", log: log)], animated: false)

    try pages.setViewControllers([stack], direction: .forward, animated: true)

    #expect(
      log.take() == [
        "Stack.viewDidLoad", "Top.viewDidLoad", "Stack.viewWillAppear(true)", "Top.viewWillAppear(true)",
        "Old.viewWillDisappear(true)",
        "Stack.viewIsAppearing(true)", "Top.viewIsAppearing(true)",
        "Old.viewDidDisappear(true)",
        "Stack.viewDidAppear(true)", "Top.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  // MARK: Swiping

  @Test func swipingForwardShowsTheNextPage() throws {
    let log = CallbackLog()
    let source = TitledPages(["P0", "P1", "P2"], log: log)
    let pages = RecordingPageViewController("Pages", log: log)
    pages.dataSource = source
    try pages.setViewControllers([source.page("P0")], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)

    let changed = try pages.swipe(.forward, animated: true)

    #expect(changed)
    #expect(pages.viewControllers.map(\.displayName) == ["P1"])
    #expect(
      log.take() == [
        "P1.viewDidLoad", "P1.viewWillAppear(true)", "P0.viewWillDisappear(true)",
        "P1.viewIsAppearing(true)", "P0.viewDidDisappear(true)", "P1.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func swipingBackwardShowsThePreviousPage() throws {
    let log = CallbackLog()
    let source = TitledPages(["P0", "P1", "P2"], log: log)
    let pages = RecordingPageViewController("Pages", log: log)
    pages.dataSource = source
    try pages.setViewControllers([source.page("P1")], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)

    let changed = try pages.swipe(.reverse, animated: true)

    #expect(changed)
    #expect(pages.viewControllers.map(\.displayName) == ["P0"])
    #expect(
      log.take() == [
        "P0.viewDidLoad", "P0.viewWillAppear(true)", "P1.viewWillDisappear(true)",
        "P0.viewIsAppearing(true)", "P1.viewDidDisappear(true)", "P0.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test(arguments: [PageDirection.forward, .reverse])
  func swipingPastTheEndReturnsFalseAndChangesNothing(direction: PageDirection) throws {
    let log = CallbackLog()
    let source = TitledPages(["P0", "P1", "P2"], log: log)
    let pages = RecordingPageViewController("Pages", log: log)
    pages.dataSource = source
    let end = source.page(direction == .forward ? "P2" : "P0")
    try pages.setViewControllers([end], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let before = window.snapshot

    let changed = try pages.swipe(direction, animated: true)

    #expect(!changed)
    #expect(ids(pages.viewControllers) == ids([end]))
    #expect(window.snapshot == before)
    #expect(log.take() == [])
    #expect(window.validate() == [])
  }

  @Test func swipingWithoutADataSourceIsRefused() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    try pages.setViewControllers([RecordingViewController("Only", log: log)], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)

    expectRefusal(.noDataSource("Pages"), in: window, log: log) { () throws(TransitionError) in
      _ = try pages.swipe(.forward, animated: true)
    }
    #expect(window.validate() == [])
  }

  @Test func swipingADoubleSidedControllerForwardTakesTwoPages() throws {
    let log = CallbackLog()
    let source = TitledPages(["P0", "P1", "P2", "P3"], log: log)
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: true)
    pages.dataSource = source
    try pages.setViewControllers([source.page("P0"), source.page("P1")], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)

    let changed = try pages.swipe(.forward, animated: true)

    #expect(changed)
    #expect(pages.viewControllers.map(\.displayName) == ["P2", "P3"])
    #expect(
      log.take() == [
        "P2.viewDidLoad", "P3.viewDidLoad", "P2.viewWillAppear(true)", "P3.viewWillAppear(true)",
        "P0.viewWillDisappear(true)", "P1.viewWillDisappear(true)",
        "P2.viewIsAppearing(true)", "P3.viewIsAppearing(true)",
        "P0.viewDidDisappear(true)", "P1.viewDidDisappear(true)",
        "P2.viewDidAppear(true)", "P3.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func swipingADoubleSidedControllerBackwardTakesTwoPagesInOrder() throws {
    let log = CallbackLog()
    let source = TitledPages(["P0", "P1", "P2", "P3"], log: log)
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: true)
    pages.dataSource = source
    try pages.setViewControllers([source.page("P2"), source.page("P3")], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)

    let changed = try pages.swipe(.reverse, animated: false)

    #expect(changed)
    #expect(pages.viewControllers.map(\.displayName) == ["P0", "P1"])
    #expect(window.snapshot.visibleTitles == ["Pages", "P0", "P1"])
    #expect(window.validate() == [])
  }

  @Test func swipingADoubleSidedControllerWithOnlyOnePageLeftChangesNothing() throws {
    let log = CallbackLog()
    let source = TitledPages(["P0", "P1", "P2"], log: log)
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: true)
    pages.dataSource = source
    try pages.setViewControllers([source.page("P0"), source.page("P1")], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let before = window.snapshot

    let changed = try pages.swipe(.forward, animated: true)

    #expect(!changed)
    #expect(pages.viewControllers.map(\.displayName) == ["P0", "P1"])
    #expect(window.snapshot == before)
    #expect(log.take() == [])
    #expect(window.validate() == [])
  }

  // MARK: Release

  @Test func aReplacedPageIsDeallocated() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    try pages.setViewControllers([RecordingViewController("Old", log: log)], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    weak let released = pages.viewControllers.first
    #expect(released != nil)

    try pages.setViewControllers([RecordingViewController("New", log: log)], direction: .forward, animated: true)

    #expect(released == nil)
    #expect(window.validate() == [])
  }

  @Test func pagesSwipedAwayAreDeallocated() throws {
    let log = CallbackLog()
    let source = TitledPages(["P0", "P1", "P2", "P3"], log: log)
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: true)
    pages.dataSource = source
    try pages.setViewControllers([source.page("P0"), source.page("P1")], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    weak let first = pages.viewControllers.first
    weak let second = pages.viewControllers.last
    #expect(first != nil && second != nil)

    try pages.swipe(.forward, animated: true)

    #expect(first == nil)
    #expect(second == nil)
    #expect(window.validate() == [])
  }
}
