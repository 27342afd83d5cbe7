import Testing

@testable import TransitionKitCore

/// Where a controller that cannot be pushed (or set into a stack) already is.
enum NavigationTakenPlace: String, CaseIterable, Sendable {
  /// In the stack of the navigation controller under test.
  case inThisStack
  /// In the stack of another navigation controller.
  case inAnotherStack
  /// Presented modally.
  case presented
  /// The root of another window.
  case rootOfAnotherWindow
  /// The tab bar controller that contains the navigation controller under test.
  case ancestorOfTheNavigationController
}

/// A visible window "Main" whose root tab bar controller "Tabs" holds the
/// navigation controller under test, "Nav" = [Root, Top] (selected), and
/// another stack, "Other" = [OtherRoot]. "Tabs" presents "Sheet" (a sheet, so
/// the tree below stays visible). A second window, "Second", has the root
/// "Elsewhere". The callbacks of building it all are taken from `log`.
@MainActor
private struct BusyHierarchy {
  let log = CallbackLog()
  let window: Window
  let secondWindow: Window
  let tabs: RecordingTabBarController
  let nav: RecordingNavigationController
  let other: RecordingNavigationController
  let root: RecordingViewController
  let top: RecordingViewController
  let otherRoot: RecordingViewController
  let sheet: RecordingViewController
  let elsewhere: RecordingViewController

  init() throws {
    tabs = RecordingTabBarController("Tabs", log: log)
    nav = RecordingNavigationController("Nav", log: log)
    other = RecordingNavigationController("Other", log: log)
    root = RecordingViewController("Root", log: log)
    top = RecordingViewController("Top", log: log)
    otherRoot = RecordingViewController("OtherRoot", log: log)
    sheet = RecordingViewController("Sheet", log: log)
    elsewhere = RecordingViewController("Elsewhere", log: log)
    try nav.setViewControllers([root, top], animated: false)
    try other.setViewControllers([otherRoot], animated: false)
    try tabs.setViewControllers([nav, other], animated: false)
    window = try visibleWindow(root: tabs, log: log)
    try top.present(sheet, animated: false)
    secondWindow = Window(name: "Second")
    try secondWindow.setRootViewController(elsewhere)
    _ = log.take()
  }

  func controller(at place: NavigationTakenPlace) -> ViewController {
    switch place {
    case .inThisStack: root
    case .inAnotherStack: otherRoot
    case .presented: sheet
    case .rootOfAnotherWindow: elsewhere
    case .ancestorOfTheNavigationController: tabs
    }
  }
}

/// A controller's previous neighbour in a stack, and the back button title it gives.
struct BackButtonCase: Sendable, CustomTestStringConvertible {
  let backButtonTitle: String?
  let title: String?
  let expected: String

  var testDescription: String {
    "back button title \(backButtonTitle.map { "'\($0)'" } ?? "nil"), title \(title.map { "'\($0)'" } ?? "nil")"
  }
}

@Suite @MainActor struct NavigationControllerTests {
  // MARK: Push

  @Test func pushMakesThePushedControllerTheVisibleTop() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let detail = RecordingViewController("Detail", log: log)

    try nav.pushViewController(detail, animated: true)

    #expect(
      log.take() == [
        "Detail.viewDidLoad",
        "Home.viewWillDisappear(true)",
        "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)",
        "Home.viewDidDisappear(true)",
        "Detail.viewDidAppear(true)",
      ])
    #expect(nav.topViewController === detail)
    #expect(detail.navigationController === nav)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "Home"
           └─ [1]: RecordingViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test(arguments: NavigationTakenPlace.allCases)
  func pushOfAControllerAlreadyInAHierarchyIsRefused(place: NavigationTakenPlace) throws {
    let hierarchy = try BusyHierarchy()
    let taken = hierarchy.controller(at: place)

    expectRefusal(.alreadyInHierarchy(taken.displayName), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      try hierarchy.nav.pushViewController(taken, animated: true)
    }
    #expect(hierarchy.window.validate() == [])
  }

  @Test func pushOfAFreeAncestorOfTheNavigationControllerIsRefused() throws {
    let container = ViewController(title: "Container")
    let nav = try NavigationController(rootViewController: ViewController(title: "Root"), title: "Nav")
    try container.embed(nav)

    expectRefusal(.alreadyInHierarchy("Container"), in: container) { () throws(TransitionError) in
      try nav.pushViewController(container, animated: true)
    }
    #expect(container.validate() == [])
  }

  @Test func pushOfANavigationControllerIsRefused() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let inner = RecordingNavigationController("Inner", log: log)

    expectRefusal(.cannotPushNavigationController("Inner"), in: window, log: log) { () throws(TransitionError) in
      try nav.pushViewController(inner, animated: true)
    }
    #expect(window.validate() == [])
  }

  // MARK: Pop

  @Test func popRemovesTheTopAndReturnsIt() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    let home = RecordingViewController("Home", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let detail = RecordingViewController("Detail", log: log)
    try nav.pushViewController(detail, animated: false)
    _ = log.take()

    let popped = try nav.popViewController(animated: false)

    #expect(popped === detail)
    #expect(
      log.take() == [
        "Detail.viewWillDisappear(false)",
        "Home.viewWillAppear(false)",
        "Home.viewIsAppearing(false)",
        "Detail.viewDidDisappear(false)",
        "Home.viewDidAppear(false)",
      ])
    #expect(popped.parent == nil)
    #expect(popped.navigationController == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           └─ [0]: RecordingViewController "Home" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func popLoadsTheRevealedControllerTheFirstTimeItAppears() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers(
      [RecordingViewController("Home", log: log), RecordingViewController("Detail", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)

    try nav.popViewController(animated: true)

    #expect(
      log.take() == [
        "Home.viewDidLoad",
        "Detail.viewWillDisappear(true)",
        "Home.viewWillAppear(true)",
        "Home.viewIsAppearing(true)",
        "Detail.viewDidDisappear(true)",
        "Home.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func poppedControllerIsReleased() throws {
    let nav = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Nav")
    let window = try visibleWindow(root: nav)
    weak var weakDetail: ViewController?
    do {
      let detail = ViewController(title: "Detail")
      weakDetail = detail
      try nav.pushViewController(detail, animated: true)
    }

    try nav.popViewController(animated: true)

    #expect(weakDetail == nil)
    #expect(window.validate() == [])
  }

  @Test(arguments: [0, 1])
  func popIsRefusedWhenTheStackHoldsFewerThanTwo(count: Int) throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers((0..<count).map { RecordingViewController("VC\($0)", log: log) }, animated: false)
    let window = try visibleWindow(root: nav, log: log)

    expectRefusal(.cannotPopRoot(navigation: "Nav"), in: window, log: log) { () throws(TransitionError) in
      try nav.popViewController(animated: true)
    }
    #expect(nav.viewControllers.count == count)
    #expect(window.validate() == [])
  }

  // MARK: Pop to a controller

  @Test func popToAControllerPopsEverythingAboveIt() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    let r = RecordingViewController("R", log: log)
    let a = RecordingViewController("A", log: log)
    let b = RecordingViewController("B", log: log)
    let c = RecordingViewController("C", log: log)
    try nav.setViewControllers([r, a, b, c], animated: false)
    let window = try visibleWindow(root: nav, log: log)

    let popped = try nav.popToViewController(a, animated: true)

    #expect(popped.count == 2)
    #expect(popped.first === b)
    #expect(popped.last === c)
    #expect(
      log.take() == [
        "A.viewDidLoad",
        "C.viewWillDisappear(true)",
        "A.viewWillAppear(true)",
        "A.viewIsAppearing(true)",
        "C.viewDidDisappear(true)",
        "A.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "R"
           └─ [1]: RecordingViewController "A" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func popToAControllerReleasesThePoppedControllers() throws {
    let home = ViewController(title: "Home")
    let nav = try NavigationController(rootViewController: home, title: "Nav")
    let window = try visibleWindow(root: nav)
    weak var weakB: ViewController?
    weak var weakC: ViewController?
    do {
      let b = ViewController(title: "B")
      let c = ViewController(title: "C")
      weakB = b
      weakC = c
      try nav.pushViewController(b, animated: true)
      try nav.pushViewController(c, animated: true)
    }

    try nav.popToViewController(home, animated: true)

    #expect(weakB == nil)
    #expect(weakC == nil)
    #expect(window.validate() == [])
  }

  /// A controller that is not in the stack of "Nav".
  enum Outsider: String, CaseIterable, Sendable {
    case free
    case inAnotherStack
  }

  @Test(arguments: Outsider.allCases)
  func popToAControllerOutsideTheStackIsRefused(outsider: Outsider) throws {
    let hierarchy = try BusyHierarchy()
    let target: ViewController =
      switch outsider {
      case .free: RecordingViewController("Stranger", log: hierarchy.log)
      case .inAnotherStack: hierarchy.otherRoot
      }

    expectRefusal(.notInStack(target.displayName, navigation: "Nav"), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      try hierarchy.nav.popToViewController(target, animated: true)
    }
    #expect(hierarchy.window.validate() == [])
  }

  @Test func popToTheTopIsANoOp() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    let top = RecordingViewController("Top", log: log)
    try nav.setViewControllers([RecordingViewController("Root", log: log), top], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let before = window.snapshot

    let popped = try nav.popToViewController(top, animated: true)

    #expect(popped.isEmpty)
    #expect(log.take() == [])
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  // MARK: Pop to root

  @Test func popToRootCallsOnlyTheOldTopAndTheRoot() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    let r = RecordingViewController("R", log: log)
    let a = RecordingViewController("A", log: log)
    let b = RecordingViewController("B", log: log)
    let c = RecordingViewController("C", log: log)
    try nav.setViewControllers([r, a, b, c], animated: false)
    let window = try visibleWindow(root: nav, log: log)

    let popped = nav.popToRootViewController(animated: true)

    #expect(popped.count == 3)
    #expect(popped.first === a)
    #expect(popped.last === c)
    #expect(
      log.take() == [
        "R.viewDidLoad",
        "C.viewWillDisappear(true)",
        "R.viewWillAppear(true)",
        "R.viewIsAppearing(true)",
        "C.viewDidDisappear(true)",
        "R.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           └─ [0]: RecordingViewController "R" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func popToRootReleasesThePoppedControllers() throws {
    let nav = try NavigationController(rootViewController: ViewController(title: "Root"), title: "Nav")
    let window = try visibleWindow(root: nav)
    weak var weakA: ViewController?
    weak var weakB: ViewController?
    do {
      let a = ViewController(title: "A")
      let b = ViewController(title: "B")
      weakA = a
      weakB = b
      try nav.pushViewController(a, animated: false)
      try nav.pushViewController(b, animated: false)
    }

    nav.popToRootViewController(animated: false)

    #expect(weakA == nil)
    #expect(weakB == nil)
    #expect(window.validate() == [])
  }

  @Test func popToRootOnAStackOfOneIsANoOp() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Root", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let before = window.snapshot

    let popped = nav.popToRootViewController(animated: true)

    #expect(popped.isEmpty)
    #expect(log.take() == [])
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  // MARK: Set stack

  @Test func setStackCanReorderTheCurrentControllers() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    let r = RecordingViewController("R", log: log)
    let a = RecordingViewController("A", log: log)
    let b = RecordingViewController("B", log: log)
    try nav.setViewControllers([r, a, b], animated: false)
    let window = try visibleWindow(root: nav, log: log)

    try nav.setViewControllers([b, a, r], animated: true)

    #expect(
      log.take() == [
        "R.viewDidLoad",
        "B.viewWillDisappear(true)",
        "R.viewWillAppear(true)",
        "R.viewIsAppearing(true)",
        "B.viewDidDisappear(true)",
        "R.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "B"
           ├─ [1]: RecordingViewController "A"
           └─ [2]: RecordingViewController "R" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func setStackKeepingTheTopRunsNoCallbacks() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    let a = RecordingViewController("A", log: log)
    let b = RecordingViewController("B", log: log)
    try nav.setViewControllers([RecordingViewController("R", log: log), a, b], animated: false)
    let window = try visibleWindow(root: nav, log: log)

    try nav.setViewControllers([a, b], animated: true)

    #expect(log.take() == [])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "A"
           └─ [1]: RecordingViewController "B" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func setStackWithNewControllersShowsTheNewTop() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Old", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let x = RecordingViewController("X", log: log)
    let y = RecordingViewController("Y", log: log)

    try nav.setViewControllers([x, y], animated: false)

    #expect(
      log.take() == [
        "Y.viewDidLoad",
        "Old.viewWillDisappear(false)",
        "Y.viewWillAppear(false)",
        "Y.viewIsAppearing(false)",
        "Old.viewDidDisappear(false)",
        "Y.viewDidAppear(false)",
      ])
    #expect(!x.isViewLoaded)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "X"
           └─ [1]: RecordingViewController "Y" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func setStackReleasesTheControllersItDrops() throws {
    let nav = NavigationController(title: "Nav")
    let window = try visibleWindow(root: nav)
    weak var weakVisible: ViewController?
    weak var weakHidden: ViewController?
    do {
      let hidden = ViewController(title: "Hidden")
      let visible = ViewController(title: "Visible")
      weakHidden = hidden
      weakVisible = visible
      try nav.setViewControllers([hidden, visible], animated: false)
    }

    try nav.setViewControllers([ViewController(title: "New")], animated: true)

    #expect(weakHidden == nil)
    #expect(weakVisible == nil)
    #expect(window.validate() == [])
  }

  @Test func setStackToEmptyIsAllowed() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers(
      [RecordingViewController("R", log: log), RecordingViewController("A", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)

    try nav.setViewControllers([], animated: true)

    #expect(
      log.take() == [
        "A.viewWillDisappear(true)",
        "A.viewDidDisappear(true)",
      ])
    #expect(nav.viewControllers.isEmpty)
    #expect(nav.topViewController == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
        """)
    #expect(window.validate() == [])
  }

  /// Which controller a list of controllers holds twice.
  enum Duplicated: String, CaseIterable, Sendable {
    case newController
    case controllerOfTheStack
  }

  /// With no padding, the list is short enough to be checked by scanning;
  /// with 20 new controllers between the two, it is checked with sets.
  @Test(arguments: Duplicated.allCases, [0, 20])
  func setStackWithADuplicateIsRefused(duplicated: Duplicated, padding: Int) throws {
    let hierarchy = try BusyHierarchy()
    let twice: ViewController =
      switch duplicated {
      case .newController: RecordingViewController("X", log: hierarchy.log)
      case .controllerOfTheStack: hierarchy.root
      }
    let fresh = (0..<padding).map { RecordingViewController("Fresh \($0)", log: hierarchy.log) }
    let list = [twice, hierarchy.top] + fresh + [twice]

    expectRefusal(.duplicate(list[0].displayName), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      try hierarchy.nav.setViewControllers(list, animated: true)
    }
    #expect(hierarchy.window.validate() == [])
  }

  /// A stack longer than the lists checked by scanning is checked with sets:
  /// its own controllers may still come back, in any order, with new ones.
  @Test func aLongStackCanBeReorderedAndExtended() throws {
    let hierarchy = try BusyHierarchy()
    let long = (0..<20).map { RecordingViewController("Long \($0)", log: hierarchy.log) }
    try hierarchy.nav.setViewControllers([hierarchy.root] + long, animated: false)
    let extra = RecordingViewController("Extra", log: hierarchy.log)

    try hierarchy.nav.setViewControllers(long.reversed() + [hierarchy.root, extra], animated: false)

    #expect(hierarchy.nav.viewControllers.map(\.displayName) == long.reversed().map(\.displayName) + ["Root", "Extra"])
    #expect(hierarchy.window.validate() == [])
  }

  @Test(arguments: NavigationTakenPlace.allCases.filter { $0 != .inThisStack })
  func setStackWithAControllerFromElsewhereIsRefused(place: NavigationTakenPlace) throws {
    let hierarchy = try BusyHierarchy()
    let taken = hierarchy.controller(at: place)

    expectRefusal(.alreadyInHierarchy(taken.displayName), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      try hierarchy.nav.setViewControllers([hierarchy.root, taken], animated: true)
    }
    #expect(hierarchy.window.validate() == [])
  }

  /// A navigation controller put into a stack.
  enum NavigationInTheList: String, CaseIterable, Sendable {
    case aFreeNavigationController
    case theNavigationControllerItself
  }

  @Test(arguments: NavigationInTheList.allCases)
  func setStackWithANavigationControllerIsRefused(navigation: NavigationInTheList) throws {
    let hierarchy = try BusyHierarchy()
    let inner: NavigationController =
      switch navigation {
      case .aFreeNavigationController: RecordingNavigationController("Inner", log: hierarchy.log)
      case .theNavigationControllerItself: hierarchy.nav
      }

    expectRefusal(.cannotPushNavigationController(inner.displayName), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      try hierarchy.nav.setViewControllers([hierarchy.root, inner], animated: true)
    }
    #expect(hierarchy.window.validate() == [])
  }

  // MARK: Back button, top and visible controller

  @Test(arguments: [
    BackButtonCase(backButtonTitle: "Go back", title: "Home", expected: "Go back"),
    BackButtonCase(backButtonTitle: nil, title: "Home", expected: "Home"),
    BackButtonCase(backButtonTitle: nil, title: nil, expected: "Back"),
  ])
  func backButtonTitleComesFromThePreviousController(backButton: BackButtonCase) throws {
    let previous = ViewController(title: backButton.title)
    previous.navigationItem.backButtonTitle = backButton.backButtonTitle
    let nav = try NavigationController(rootViewController: previous, title: "Nav")
    let top = ViewController(title: "Top")
    top.navigationItem.backButtonTitle = "Ignored"
    try nav.pushViewController(top, animated: false)

    #expect(nav.backButtonTitle == backButton.expected)
    #expect(nav.validate() == [])
  }

  @Test func aNavigationItemIsMadeWhenFirstReadAndKept() {
    let controller = ViewController(title: "Home")
    #expect(controller.storedNavigationItem == nil)

    let item = controller.navigationItem
    item.title = "Welcome"

    #expect(controller.storedNavigationItem === item)
    #expect(controller.navigationItem === item)
    #expect(controller.navigationItem.title == "Welcome")
  }

  @Test func theBackButtonOfControllersWithoutItemsMakesNoItem() throws {
    let previous = ViewController(title: "Home")
    let nav = try NavigationController(rootViewController: previous, title: "Nav")
    let top = ViewController(title: "Top")
    try nav.pushViewController(top, animated: false)

    #expect(nav.backButton(for: top) == BackButton(title: "Home"))
    #expect(previous.storedNavigationItem == nil)
    #expect(top.storedNavigationItem == nil)
  }

  @Test func aFailingMultipleUndoesAPopToRootWithTheStackInOrder() throws {
    let nav = try NavigationController(rootViewController: ViewController(title: "Root"), title: "Nav")
    let window = try visibleWindow(root: nav)
    for title in ["A", "B", "C"] { try nav.pushViewController(ViewController(title: title), animated: false) }
    let before = window.snapshot
    let stack = nav.children
    var results: [Result<Void, TransitionError>] = []

    Transition<NavigationController>.multiple(.popToRoot(), .pop())
      .perform(on: nav, with: TransitionOptions(animated: false)) { results.append($0) }

    #expect(results.count == 1)
    #expect(throws: TransitionError.cannotPopRoot(navigation: "Nav")) { try results.first?.get() }
    #expect(nav.children.map(ObjectIdentifier.init) == stack.map(ObjectIdentifier.init))
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  @Test(arguments: [0, 1])
  func backButtonTitleIsNilWithoutAPreviousController(count: Int) throws {
    let nav = NavigationController(title: "Nav")
    try nav.setViewControllers((0..<count).map { ViewController(title: "VC\($0)") }, animated: false)

    #expect(nav.backButtonTitle == nil)
    #expect(nav.validate() == [])
  }

  @Test func topAndVisibleControllerAreTheLastOfTheStack() throws {
    let nav = NavigationController(title: "Nav")
    let window = try visibleWindow(root: nav)
    #expect(nav.topViewController == nil)
    #expect(nav.visibleViewController == nil)

    let root = ViewController(title: "Root")
    let top = ViewController(title: "Top")
    try nav.setViewControllers([root, top], animated: false)

    #expect(nav.topViewController === top)
    #expect(nav.visibleViewController === top)
    #expect(window.validate() == [])
  }

  @Test func visibleControllerIsTheTopmostPresentedController() throws {
    let top = ViewController(title: "Top")
    let nav = try NavigationController(rootViewController: ViewController(title: "Root"), title: "Nav")
    try nav.pushViewController(top, animated: false)
    let window = try visibleWindow(root: nav)
    let sheet = ViewController(title: "Sheet")
    let alert = ViewController(title: "Alert")

    try top.present(sheet, animated: false)
    #expect(nav.visibleViewController === sheet)

    try sheet.present(alert, animated: false)
    #expect(nav.visibleViewController === alert)
    #expect(nav.topViewController === top)
    #expect(window.validate() == [])
  }

  // MARK: init(rootViewController:)

  @Test func initWithRootViewControllerMakesAStackOfOne() throws {
    let root = ViewController(title: "Root")

    let nav = try NavigationController(rootViewController: root, title: "Nav")

    #expect(nav.viewControllers.count == 1)
    #expect(nav.topViewController === root)
    #expect(root.navigationController === nav)
    #expect(
      "\(nav.snapshot)" == """
        root: NavigationController "Nav"
        └─ [0]: ViewController "Root"
        """)
    #expect(nav.validate() == [])
  }

  @Test(arguments: NavigationTakenPlace.allCases.filter { $0 != .ancestorOfTheNavigationController })
  func initWithRootViewControllerRefusesAControllerInAHierarchy(place: NavigationTakenPlace) throws {
    let hierarchy = try BusyHierarchy()
    let taken = hierarchy.controller(at: place)

    expectRefusal(.alreadyInHierarchy(taken.displayName), in: hierarchy.window, log: hierarchy.log) {
      () throws(TransitionError) in
      _ = try NavigationController(rootViewController: taken, title: "New")
    }
    #expect(hierarchy.window.validate() == [])
  }

  @Test func initWithRootViewControllerRefusesANavigationController() throws {
    let inner = NavigationController(title: "Inner")

    expectRefusal(.cannotPushNavigationController("Inner"), in: inner) { () throws(TransitionError) in
      _ = try NavigationController(rootViewController: inner, title: "Nav")
    }
    #expect(inner.isFree)
    #expect(inner.validate() == [])
  }
}
