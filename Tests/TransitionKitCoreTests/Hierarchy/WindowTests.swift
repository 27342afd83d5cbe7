import Testing

@testable import TransitionKitCore

/// A tab bar controller "Tabs" with two tabs, "Home" = [Feed, Post] (selected)
/// and "Users" = [List], every controller recording into `log`.
@MainActor
private func tabTree(log: CallbackLog) throws -> RecordingTabBarController {
  let home = RecordingNavigationController("Home", log: log)
  try home.setViewControllers(
    [RecordingViewController("Feed", log: log), RecordingViewController("Post", log: log)], animated: false)
  let users = RecordingNavigationController("Users", log: log)
  try users.setViewControllers([RecordingViewController("List", log: log)], animated: false)
  let tabs = RecordingTabBarController("Tabs", log: log)
  try tabs.setViewControllers([home, users], animated: false)
  return tabs
}

/// How `tabTree(log:)` prints in a hidden window "Main".
private let hiddenTabTree = """
  Window "Main" (hidden)
  └─ root: RecordingTabBarController "Tabs" (selected 0)
     ├─ tab 0 *: RecordingNavigationController "Home"
     │  ├─ [0]: RecordingViewController "Feed"
     │  └─ [1]: RecordingViewController "Post"
     └─ tab 1: RecordingNavigationController "Users"
        └─ [0]: RecordingViewController "List"
  """

/// How `tabTree(log:)` prints in a key and visible window "Main".
private let visibleTabTree = """
  Window "Main" (key, visible)
  └─ root: RecordingTabBarController "Tabs" (selected 0) · visible
     ├─ tab 0 *: RecordingNavigationController "Home" · visible
     │  ├─ [0]: RecordingViewController "Feed"
     │  └─ [1]: RecordingViewController "Post" · visible
     └─ tab 1: RecordingNavigationController "Users"
        └─ [0]: RecordingViewController "List"
  """

/// Where a controller that cannot become a window's root already is.
enum RootTakenPlace: String, CaseIterable, Sendable {
  /// A child inside the window's current root.
  case childOfTheCurrentRoot
  /// A child in a tree outside any window.
  case childInAFreeTree
  /// Presented modally.
  case presented
  /// The root of another window.
  case rootOfAnotherWindow
}

@Suite @MainActor struct WindowTests {
  // MARK: Hidden windows

  @Test func hiddenWindowShowsNothing() throws {
    let log = CallbackLog()
    let window = Window(name: "Main")

    try window.setRootViewController(try tabTree(log: log))

    #expect(window.isHidden)
    #expect(!window.isKeyWindow)
    #expect(log.take() == [])
    #expect(window.snapshot.visibleTitles == [])
    #expect(window.snapshot.allControllers.allSatisfy { $0.appearanceState == .disappeared })
    #expect("\(window.snapshot)" == hiddenTabTree)
    #expect(window.validate() == [])
  }

  @Test func newWindowHasNoRoot() {
    let window = Window(name: "Main")

    #expect(window.rootViewController == nil)
    #expect(window.isHidden)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (hidden)
        └─ (no root view controller)
        """)
    #expect(window.validate() == [])
  }

  // MARK: Showing and hiding

  @Test func makeKeyAndVisibleShowsTheVisiblePathContainersFirst() throws {
    let log = CallbackLog()
    let window = Window(name: "Main")
    try window.setRootViewController(try tabTree(log: log))

    window.makeKeyAndVisible()

    #expect(window.isKeyWindow)
    #expect(!window.isHidden)
    #expect(
      log.take() == [
        "Tabs.viewDidLoad",
        "Home.viewDidLoad",
        "Post.viewDidLoad",
        "Tabs.viewWillAppear(false)",
        "Home.viewWillAppear(false)",
        "Post.viewWillAppear(false)",
        "Tabs.viewIsAppearing(false)",
        "Home.viewIsAppearing(false)",
        "Post.viewIsAppearing(false)",
        "Tabs.viewDidAppear(false)",
        "Home.viewDidAppear(false)",
        "Post.viewDidAppear(false)",
      ])
    #expect(window.snapshot.visibleTitles == ["Tabs", "Home", "Post"])
    #expect("\(window.snapshot)" == visibleTabTree)
    #expect(window.validate() == [])
  }

  @Test func makeKeyAndVisibleOnAVisibleWindowIsANoOp() throws {
    let log = CallbackLog()
    let window = try visibleWindow(root: try tabTree(log: log), log: log)
    let before = window.snapshot

    window.makeKeyAndVisible()

    #expect(log.take() == [])
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  @Test func hideMakesTheVisiblePathDisappearContainersFirst() throws {
    let log = CallbackLog()
    let window = try visibleWindow(root: try tabTree(log: log), log: log)

    window.hide()

    #expect(window.isHidden)
    #expect(!window.isKeyWindow)
    #expect(
      log.take() == [
        "Tabs.viewWillDisappear(false)",
        "Home.viewWillDisappear(false)",
        "Post.viewWillDisappear(false)",
        "Tabs.viewDidDisappear(false)",
        "Home.viewDidDisappear(false)",
        "Post.viewDidDisappear(false)",
      ])
    #expect("\(window.snapshot)" == hiddenTabTree)
    #expect(window.validate() == [])
  }

  @Test func showingAgainAfterHidingDoesNotLoadViewsAgain() throws {
    let log = CallbackLog()
    let window = try visibleWindow(root: try tabTree(log: log), log: log)
    window.hide()
    _ = log.take()

    window.makeKeyAndVisible()

    #expect(
      log.take() == [
        "Tabs.viewWillAppear(false)",
        "Home.viewWillAppear(false)",
        "Post.viewWillAppear(false)",
        "Tabs.viewIsAppearing(false)",
        "Home.viewIsAppearing(false)",
        "Post.viewIsAppearing(false)",
        "Tabs.viewDidAppear(false)",
        "Home.viewDidAppear(false)",
        "Post.viewDidAppear(false)",
      ])
    #expect("\(window.snapshot)" == visibleTabTree)
    #expect(window.validate() == [])
  }

  @Test func hidingAHiddenWindowIsANoOp() throws {
    let log = CallbackLog()
    let window = Window(name: "Main")
    try window.setRootViewController(try tabTree(log: log))

    window.hide()

    #expect(log.take() == [])
    #expect("\(window.snapshot)" == hiddenTabTree)
    #expect(window.validate() == [])
  }

  // MARK: Replacing the root

  @Test func setRootOnAVisibleWindowSwapsTheVisibleTrees() throws {
    let log = CallbackLog()
    let old = RecordingViewController("Old", log: log)
    let window = try visibleWindow(root: old, log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Top", log: log)], animated: false)

    try window.setRootViewController(nav, animated: true)

    #expect(window.rootViewController === nav)
    #expect(old.isFree)
    #expect(old.window == nil)
    #expect(
      log.take() == [
        "Nav.viewDidLoad",
        "Top.viewDidLoad",
        "Old.viewWillDisappear(true)",
        "Nav.viewWillAppear(true)",
        "Top.viewWillAppear(true)",
        "Nav.viewIsAppearing(true)",
        "Top.viewIsAppearing(true)",
        "Old.viewDidDisappear(true)",
        "Nav.viewDidAppear(true)",
        "Top.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           └─ [0]: RecordingViewController "Top" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func setRootOnAHiddenWindowRunsNoCallbacks() throws {
    let log = CallbackLog()
    let window = Window(name: "Main")
    try window.setRootViewController(RecordingViewController("Old", log: log))

    try window.setRootViewController(try tabTree(log: log), animated: true)

    #expect(log.take() == [])
    #expect("\(window.snapshot)" == hiddenTabTree)
    #expect(window.validate() == [])
  }

  @Test func setRootToNilEmptiesTheWindow() throws {
    let log = CallbackLog()
    let window = try visibleWindow(root: RecordingViewController("Old", log: log), log: log)

    try window.setRootViewController(nil)

    #expect(window.rootViewController == nil)
    #expect(
      log.take() == [
        "Old.viewWillDisappear(false)",
        "Old.viewDidDisappear(false)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ (no root view controller)
        """)
    #expect(window.validate() == [])
  }

  @Test func settingTheSameRootIsANoOp() throws {
    let log = CallbackLog()
    let tabs = try tabTree(log: log)
    let window = try visibleWindow(root: tabs, log: log)
    let before = window.snapshot

    try window.setRootViewController(tabs, animated: true)

    #expect(window.rootViewController === tabs)
    #expect(log.take() == [])
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  @Test(arguments: RootTakenPlace.allCases)
  func setRootWithAControllerInAHierarchyIsRefused(place: RootTakenPlace) throws {
    let log = CallbackLog()
    let tabs = try tabTree(log: log)
    let window = try visibleWindow(root: tabs, log: log)
    let post = try #require(tabs.selectedViewController?.children.last)
    let sheet = RecordingViewController("Sheet", log: log)
    try post.present(sheet, animated: false)
    let freeNav = try NavigationController(rootViewController: ViewController(title: "FreeChild"), title: "FreeNav")
    let secondWindow = Window(name: "Second")
    try secondWindow.setRootViewController(ViewController(title: "Elsewhere"))
    _ = log.take()
    let taken: ViewController =
      switch place {
      case .childOfTheCurrentRoot: try #require(tabs.viewControllers.last)
      case .childInAFreeTree: try #require(freeNav.topViewController)
      case .presented: sheet
      case .rootOfAnotherWindow: try #require(secondWindow.rootViewController)
      }

    expectRefusal(.alreadyInHierarchy(taken.displayName), in: window, log: log) { () throws(TransitionError) in
      try window.setRootViewController(taken, animated: true)
    }
    #expect(window.validate() == [])
    #expect(secondWindow.validate() == [])
    #expect(freeNav.validate() == [])
  }

  @Test func replacedRootIsReleased() throws {
    weak var weakOld: ViewController?
    let window: Window
    do {
      let old = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "Old")
      weakOld = old
      window = try visibleWindow(root: old)
    }

    try window.setRootViewController(ViewController(title: "New"), animated: true)

    #expect(weakOld == nil)
    #expect(window.validate() == [])
  }
}
