import Testing

@testable import TransitionKitCore

/// Where a controller that cannot become a tab of "Tabs" already is.
enum TabTakenPlace: String, CaseIterable, Sendable {
  /// In the stack of a navigation controller that is a tab of "Tabs".
  case inTheStackOfATab
  /// A tab of another tab bar controller.
  case tabOfAnotherTabBar
  /// Presented modally.
  case presented
  /// The root of another window.
  case rootOfAnotherWindow
  /// The tab bar controller itself (the window's root).
  case theTabBarControllerItself
}

/// A visible window "Main" whose root "Tabs" has two tabs, "NavA" = [A1]
/// (selected) and "NavB" = [B1]; "A1" presents "Sheet" (a sheet, so the tree
/// below stays visible). A free tab bar controller "OtherTabs" has the tab
/// "OtherTab", and a second window "Second" has the root "Elsewhere". The
/// callbacks of building it all are taken from `log`.
@MainActor
private struct TabHierarchy {
  let log = CallbackLog()
  let window: Window
  let secondWindow: Window
  let tabs: RecordingTabBarController
  let navA: RecordingNavigationController
  let navB: RecordingNavigationController
  let a1: RecordingViewController
  let b1: RecordingViewController
  let sheet: RecordingViewController
  let otherTabs: RecordingTabBarController
  let otherTab: RecordingViewController
  let elsewhere: RecordingViewController

  init() throws {
    tabs = RecordingTabBarController("Tabs", log: log)
    navA = RecordingNavigationController("NavA", log: log)
    navB = RecordingNavigationController("NavB", log: log)
    a1 = RecordingViewController("A1", log: log)
    b1 = RecordingViewController("B1", log: log)
    sheet = RecordingViewController("Sheet", log: log)
    otherTabs = RecordingTabBarController("OtherTabs", log: log)
    otherTab = RecordingViewController("OtherTab", log: log)
    elsewhere = RecordingViewController("Elsewhere", log: log)
    try navA.setViewControllers([a1], animated: false)
    try navB.setViewControllers([b1], animated: false)
    try tabs.setViewControllers([navA, navB], animated: false)
    window = try visibleWindow(root: tabs, log: log)
    try a1.present(sheet, animated: false)
    try otherTabs.setViewControllers([otherTab], animated: false)
    secondWindow = Window(name: "Second")
    try secondWindow.setRootViewController(elsewhere)
    _ = log.take()
  }

  func controller(at place: TabTakenPlace) -> ViewController {
    switch place {
    case .inTheStackOfATab: b1
    case .tabOfAnotherTabBar: otherTab
    case .presented: sheet
    case .rootOfAnotherWindow: elsewhere
    case .theTabBarControllerItself: tabs
    }
  }
}

/// A visible window "Main" whose root is a tab bar controller "Tabs" with
/// plain recording tabs named `titles`, the tab at `selected` selected. The
/// callbacks of building it are taken from `log`.
@MainActor
private func visibleTabs(
  _ titles: [String],
  selected: Int = 0,
  log: CallbackLog
) throws -> (window: Window, tabs: RecordingTabBarController, tabViewControllers: [RecordingViewController]) {
  let tabs = RecordingTabBarController("Tabs", log: log)
  let controllers = titles.map { RecordingViewController($0, log: log) }
  try tabs.setViewControllers(controllers, animated: false)
  try tabs.select(index: selected, animated: false)
  let window = try visibleWindow(root: tabs, log: log)
  return (window, tabs, controllers)
}

@Suite @MainActor struct TabBarControllerTests {
  // MARK: Set tabs

  @Test func setTabsOnATabBarWithoutTabsSelectsTheFirstTab() throws {
    let log = CallbackLog()
    let tabs = RecordingTabBarController("Tabs", log: log)
    let window = try visibleWindow(root: tabs, log: log)
    let a = RecordingViewController("A", log: log)
    let b = RecordingViewController("B", log: log)

    try tabs.setViewControllers([a, b], animated: false)

    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === a)
    #expect(
      log.take() == [
        "A.viewDidLoad",
        "A.viewWillAppear(false)",
        "A.viewIsAppearing(false)",
        "A.viewDidAppear(false)",
      ])
    #expect(a.tabBarController === tabs)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: RecordingViewController "A" · visible
           └─ tab 1: RecordingViewController "B"
        """)
    #expect(window.validate() == [])
  }

  @Test func keptSelectedTabStaysSelectedAtItsNewIndex() throws {
    let log = CallbackLog()
    let (window, tabs, controllers) = try visibleTabs(["A", "B", "C"], selected: 1, log: log)
    let (a, b, c) = (controllers[0], controllers[1], controllers[2])

    try tabs.setViewControllers([b, c, a], animated: true)

    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === b)
    #expect(log.take() == [])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: RecordingViewController "B" · visible
           ├─ tab 1: RecordingViewController "C"
           └─ tab 2: RecordingViewController "A"
        """)
    #expect(window.validate() == [])
  }

  @Test func droppedSelectedTabIsReplacedByTheTabAtTheSameIndex() throws {
    let log = CallbackLog()
    let (window, tabs, controllers) = try visibleTabs(["A", "B", "C"], selected: 1, log: log)
    let d = RecordingViewController("D", log: log)

    try tabs.setViewControllers([controllers[0], d, controllers[2]], animated: true)

    #expect(tabs.selectedIndex == 1)
    #expect(tabs.selectedViewController === d)
    #expect(
      log.take() == [
        "D.viewDidLoad",
        "D.viewWillAppear(true)",
        "B.viewWillDisappear(true)",
        "D.viewIsAppearing(true)",
        "B.viewDidDisappear(true)",
        "D.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: RecordingViewController "A"
           ├─ tab 1 *: RecordingViewController "D" · visible
           └─ tab 2: RecordingViewController "C"
        """)
    #expect(window.validate() == [])
  }

  @Test func droppedSelectedTabBeyondTheNewTabsSelectsTheFirstTab() throws {
    let log = CallbackLog()
    let (window, tabs, controllers) = try visibleTabs(["A", "B", "C"], selected: 2, log: log)
    let d = RecordingViewController("D", log: log)

    try tabs.setViewControllers([controllers[1], d], animated: false)

    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === controllers[1])
    #expect(
      log.take() == [
        "B.viewDidLoad",
        "B.viewWillAppear(false)",
        "C.viewWillDisappear(false)",
        "B.viewIsAppearing(false)",
        "C.viewDidDisappear(false)",
        "B.viewDidAppear(false)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: RecordingViewController "B" · visible
           └─ tab 1: RecordingViewController "D"
        """)
    #expect(window.validate() == [])
  }

  @Test func setTabsToNoTabsSelectsNothing() throws {
    let log = CallbackLog()
    let (window, tabs, _) = try visibleTabs(["A", "B"], log: log)

    try tabs.setViewControllers([], animated: true)

    #expect(tabs.selectedIndex == nil)
    #expect(tabs.selectedViewController == nil)
    #expect(tabs.viewControllers.isEmpty)
    #expect(
      log.take() == [
        "A.viewWillDisappear(true)",
        "A.viewDidDisappear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (no selection) · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func setTabsReleasesTheTabsItDrops() throws {
    let tabs = TabBarController(title: "Tabs")
    let window = try visibleWindow(root: tabs)
    weak var weakSelected: ViewController?
    weak var weakOther: ViewController?
    do {
      let selected = ViewController(title: "Selected")
      let other = ViewController(title: "Other")
      weakSelected = selected
      weakOther = other
      try tabs.setViewControllers([selected, other], animated: false)
    }

    try tabs.setViewControllers([ViewController(title: "New")], animated: true)

    #expect(weakSelected == nil)
    #expect(weakOther == nil)
    #expect(window.validate() == [])
  }

  /// Which controller a list of tabs holds twice.
  enum Duplicated: String, CaseIterable, Sendable {
    case newController
    case currentTab
  }

  @Test(arguments: Duplicated.allCases)
  func setTabsWithADuplicateIsRefused(duplicated: Duplicated) throws {
    let hierarchy = try TabHierarchy()
    let twice: ViewController =
      switch duplicated {
      case .newController: RecordingViewController("X", log: hierarchy.log)
      case .currentTab: hierarchy.navA
      }

    expectRefusal(.duplicate(twice.displayName), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      try hierarchy.tabs.setViewControllers([twice, hierarchy.navB, twice], animated: true)
    }
    #expect(hierarchy.window.validate() == [])
  }

  @Test(arguments: TabTakenPlace.allCases)
  func setTabsWithAControllerFromElsewhereIsRefused(place: TabTakenPlace) throws {
    let hierarchy = try TabHierarchy()
    let taken = hierarchy.controller(at: place)

    expectRefusal(.alreadyInHierarchy(taken.displayName), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      try hierarchy.tabs.setViewControllers([hierarchy.navA, taken], animated: true)
    }
    #expect(hierarchy.window.validate() == [])
  }

  @Test func initWithViewControllersSelectsTheFirstTab() throws {
    let a = ViewController(title: "A")
    let b = ViewController(title: "B")

    let tabs = try TabBarController(viewControllers: [a, b], title: "Tabs")

    #expect(tabs.selectedIndex == 0)
    #expect(
      "\(tabs.snapshot)" == """
        root: TabBarController "Tabs" (selected 0)
        ├─ tab 0 *: ViewController "A"
        └─ tab 1: ViewController "B"
        """)
    #expect(tabs.validate() == [])
  }

  // MARK: Select by index

  @Test func selectByIndexShowsTheTabContainersBeforeTheirChildren() throws {
    let hierarchy = try TabHierarchy()
    try hierarchy.sheet.dismiss(animated: false)
    _ = hierarchy.log.take()

    try hierarchy.tabs.select(index: 1, animated: true)

    #expect(hierarchy.tabs.selectedViewController === hierarchy.navB)
    #expect(
      hierarchy.log.take() == [
        "NavB.viewDidLoad",
        "B1.viewDidLoad",
        "NavB.viewWillAppear(true)",
        "B1.viewWillAppear(true)",
        "NavA.viewWillDisappear(true)",
        "A1.viewWillDisappear(true)",
        "NavB.viewIsAppearing(true)",
        "B1.viewIsAppearing(true)",
        "NavA.viewDidDisappear(true)",
        "A1.viewDidDisappear(true)",
        "NavB.viewDidAppear(true)",
        "B1.viewDidAppear(true)",
      ])
    #expect(
      "\(hierarchy.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: RecordingNavigationController "NavA"
           │  └─ [0]: RecordingViewController "A1"
           └─ tab 1 *: RecordingNavigationController "NavB" · visible
              └─ [0]: RecordingViewController "B1" · visible
        """)
    #expect(hierarchy.window.validate() == [])
  }

  @Test(arguments: [-1, 2])
  func selectByIndexOutOfRangeIsRefused(index: Int) throws {
    let hierarchy = try TabHierarchy()

    expectRefusal(.indexOutOfRange(index, count: 2, container: "Tabs"), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      try hierarchy.tabs.select(index: index, animated: true)
    }
    #expect(hierarchy.window.validate() == [])
  }

  @Test func selectByIndexOnATabBarWithoutTabsIsRefused() throws {
    let log = CallbackLog()
    let tabs = RecordingTabBarController("Tabs", log: log)
    let window = try visibleWindow(root: tabs, log: log)

    expectRefusal(.indexOutOfRange(0, count: 0, container: "Tabs"), in: window, log: log) {
      () throws(TransitionError) in
      try tabs.select(index: 0, animated: false)
    }
    #expect(window.validate() == [])
  }

  // MARK: Select by controller

  @Test func selectByControllerShowsTheTab() throws {
    let log = CallbackLog()
    let (window, tabs, controllers) = try visibleTabs(["A", "B"], log: log)

    try tabs.select(controllers[1], animated: false)

    #expect(tabs.selectedIndex == 1)
    #expect(
      log.take() == [
        "B.viewDidLoad",
        "B.viewWillAppear(false)",
        "A.viewWillDisappear(false)",
        "B.viewIsAppearing(false)",
        "A.viewDidDisappear(false)",
        "B.viewDidAppear(false)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: RecordingViewController "A"
           └─ tab 1 *: RecordingViewController "B" · visible
        """)
    #expect(window.validate() == [])
  }

  /// A controller that is not a tab of "Tabs".
  enum NotATab: String, CaseIterable, Sendable {
    case free
    case inTheStackOfATab
    case tabOfAnotherTabBar
    case presented
  }

  @Test(arguments: NotATab.allCases)
  func selectByControllerThatIsNotATabIsRefused(notATab: NotATab) throws {
    let hierarchy = try TabHierarchy()
    let stranger: ViewController =
      switch notATab {
      case .free: RecordingViewController("Stranger", log: hierarchy.log)
      case .inTheStackOfATab: hierarchy.b1
      case .tabOfAnotherTabBar: hierarchy.otherTab
      case .presented: hierarchy.sheet
      }

    expectRefusal(.notATab(stranger.displayName, tabBar: "Tabs"), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      try hierarchy.tabs.select(stranger, animated: true)
    }
    #expect(hierarchy.window.validate() == [])
  }

  // MARK: Selecting the selected tab

  /// How a tab is selected.
  enum Selection: String, CaseIterable, Sendable {
    case byIndex
    case byController
  }

  @Test(arguments: Selection.allCases)
  func selectingTheSelectedTabIsANoOp(selection: Selection) throws {
    let log = CallbackLog()
    let (window, tabs, controllers) = try visibleTabs(["A", "B"], selected: 1, log: log)
    let before = window.snapshot

    switch selection {
    case .byIndex: try tabs.select(index: 1, animated: true)
    case .byController: try tabs.select(controllers[1], animated: true)
    }

    #expect(tabs.selectedIndex == 1)
    #expect(log.take() == [])
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }
}
