import Testing

@testable import TransitionKitCore

/// SPEC §1.4: the whole sequences of appearance callbacks, per kind of change.
@Suite @MainActor struct AppearanceOrderTests {
  // MARK: Helpers

  private func presented(_ title: String, _ style: ModalPresentationStyle, log: CallbackLog) -> RecordingViewController
  {
    let controller = RecordingViewController(title, log: log)
    controller.modalPresentationStyle = style
    return controller
  }

  /// Checks that every controller's own will/did callbacks follow UIKit's
  /// edges (disappeared → appearing → appeared → disappearing → disappeared,
  /// or a cancelled appearing → disappearing / disappearing → appearing), and
  /// returns the names of the controllers whose sequence broke the rule or
  /// ended in a state other than `final[name]`.
  private func unbalancedControllers(in entries: [String], final: [String: AppearanceState]) -> [String] {
    var states: [String: AppearanceState] = [:]
    var broken: Set<String> = []
    for entry in entries {
      guard let dot = entry.firstIndex(of: ".") else { continue }
      let name = String(entry[..<dot])
      let callback = entry[entry.index(after: dot)...].prefix { $0 != "(" }
      let state = states[name] ?? .disappeared
      let next: AppearanceState?
      switch (callback, state) {
      case ("viewWillAppear", .disappeared), ("viewWillAppear", .disappearing): next = .appearing
      case ("viewDidAppear", .appearing): next = .appeared
      case ("viewWillDisappear", .appeared), ("viewWillDisappear", .appearing): next = .disappearing
      case ("viewDidDisappear", .disappearing): next = .disappeared
      case ("viewDidLoad", _), ("viewIsAppearing", .appearing): next = state
      default: next = nil
      }
      if let next { states[name] = next } else { broken.insert(name) }
    }
    for (name, expected) in final where (states[name] ?? .disappeared) != expected {
      broken.insert(name)
    }
    return broken.sorted()
  }

  // MARK: Navigation stacks

  @Test func pushCallsOldWillDisappearNewWillAppearThenOldDidDisappearNewDidAppear() throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Nav", log: log)
    let first = RecordingViewController("First", log: log)
    try navigation.setViewControllers([first], animated: false)
    let window = try visibleWindow(root: navigation, log: log)

    try navigation.pushViewController(RecordingViewController("Second", log: log), animated: true)

    #expect(
      log.take() == [
        "Second.viewDidLoad",
        "First.viewWillDisappear(true)",
        "Second.viewWillAppear(true)",
        "Second.viewIsAppearing(true)",
        "First.viewDidDisappear(true)",
        "Second.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func popCallsOldWillDisappearNewWillAppearThenOldDidDisappearNewDidAppear() throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Nav", log: log)
    let first = RecordingViewController("First", log: log)
    try navigation.setViewControllers([first], animated: false)
    let window = try visibleWindow(root: navigation, log: log)
    try navigation.pushViewController(RecordingViewController("Second", log: log), animated: false)
    _ = log.take()

    try navigation.popViewController(animated: true)

    #expect(
      log.take() == [
        "Second.viewWillDisappear(true)",
        "First.viewWillAppear(true)",
        "First.viewIsAppearing(true)",
        "Second.viewDidDisappear(true)",
        "First.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func popToRootCallsOnlyTopAndRoot() throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers(
      ["R", "A", "B", "C"].map { RecordingViewController($0, log: log) }, animated: false)
    let window = try visibleWindow(root: navigation, log: log)

    navigation.popToRootViewController(animated: true)

    #expect(
      log.take() == [
        "R.viewDidLoad",
        "C.viewWillDisappear(true)",
        "R.viewWillAppear(true)",
        "R.viewIsAppearing(true)",
        "C.viewDidDisappear(true)",
        "R.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func setStackCallsOldTopAndNewTopInNavigationOrder() throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Nav", log: log)
    let kept = RecordingViewController("Kept", log: log)
    try navigation.setViewControllers([kept, RecordingViewController("OldTop", log: log)], animated: false)
    let window = try visibleWindow(root: navigation, log: log)

    try navigation.setViewControllers([RecordingViewController("NewTop", log: log), kept], animated: true)

    #expect(
      log.take() == [
        "Kept.viewDidLoad",
        "OldTop.viewWillDisappear(true)",
        "Kept.viewWillAppear(true)",
        "Kept.viewIsAppearing(true)",
        "OldTop.viewDidDisappear(true)",
        "Kept.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test(arguments: [true, false])
  func animatedFlagIsPassedToEveryCallback(animated: Bool) throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([RecordingViewController("First", log: log)], animated: false)
    let window = try visibleWindow(root: navigation, log: log)

    try navigation.pushViewController(RecordingViewController("Second", log: log), animated: animated)

    #expect(
      log.take() == [
        "Second.viewDidLoad",
        "First.viewWillDisappear(\(animated))",
        "Second.viewWillAppear(\(animated))",
        "Second.viewIsAppearing(\(animated))",
        "First.viewDidDisappear(\(animated))",
        "Second.viewDidAppear(\(animated))",
      ])
    #expect(window.validate() == [])
  }

  @Test(arguments: [true, false])
  func animatedFlagIsPassedToModalCallbacks(animated: Bool) throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)

    try root.present(presented("Modal", .fullScreen, log: log), animated: animated)
    try root.dismiss(animated: animated)

    #expect(
      log.take() == [
        "Modal.viewDidLoad",
        "Root.viewWillDisappear(\(animated))",
        "Modal.viewWillAppear(\(animated))",
        "Modal.viewIsAppearing(\(animated))",
        "Modal.viewDidAppear(\(animated))",
        "Root.viewDidDisappear(\(animated))",
        "Modal.viewWillDisappear(\(animated))",
        "Root.viewWillAppear(\(animated))",
        "Root.viewIsAppearing(\(animated))",
        "Root.viewDidAppear(\(animated))",
        "Modal.viewDidDisappear(\(animated))",
      ])
    #expect(window.validate() == [])
  }

  // MARK: Selection

  @Test func tabSelectCallsNewWillAppearBeforeOldWillDisappear() throws {
    let log = CallbackLog()
    let firstNavigation = RecordingNavigationController("Nav1", log: log)
    try firstNavigation.setViewControllers([RecordingViewController("A", log: log)], animated: false)
    let secondNavigation = RecordingNavigationController("Nav2", log: log)
    try secondNavigation.setViewControllers([RecordingViewController("B", log: log)], animated: false)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([firstNavigation, secondNavigation], animated: false)
    let window = try visibleWindow(root: tabs, log: log)

    try tabs.select(index: 1, animated: true)

    #expect(
      log.take() == [
        "Nav2.viewDidLoad", "B.viewDidLoad",
        "Nav2.viewWillAppear(true)",
        "B.viewWillAppear(true)",
        "Nav1.viewWillDisappear(true)",
        "A.viewWillDisappear(true)",
        "Nav2.viewIsAppearing(true)",
        "B.viewIsAppearing(true)",
        "Nav1.viewDidDisappear(true)",
        "A.viewDidDisappear(true)",
        "Nav2.viewDidAppear(true)",
        "B.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func setPagesCallsNewWillAppearBeforeOldWillDisappear() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    try pages.setViewControllers([RecordingViewController("Old", log: log)], direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)

    try pages.setViewControllers([RecordingViewController("New", log: log)], direction: .forward, animated: true)

    #expect(
      log.take() == [
        "New.viewDidLoad", "New.viewWillAppear(true)",
        "Old.viewWillDisappear(true)",
        "New.viewIsAppearing(true)",
        "Old.viewDidDisappear(true)",
        "New.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  // MARK: Split, embedding, window

  @Test func splitCollapseCallsOnlySecondary() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    try split.setViewControllers(
      primary: RecordingViewController("Primary", log: log),
      secondary: RecordingViewController("Secondary", log: log), animated: false)
    let window = try visibleWindow(root: split, log: log)

    split.setCollapsed(true, animated: true)

    #expect(
      log.take() == [
        "Secondary.viewWillDisappear(true)",
        "Secondary.viewDidDisappear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func embedInVisibleContainerCallsOnlyChild() throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let window = try visibleWindow(root: container, log: log)

    try container.embed(RecordingViewController("Child", log: log), animated: true)

    #expect(
      log.take() == [
        "Child.viewDidLoad", "Child.viewWillAppear(true)",
        "Child.viewIsAppearing(true)",
        "Child.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func windowMadeVisibleCallsTabBarThenNavigationThenTop() throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers(
      [RecordingViewController("Bottom", log: log), RecordingViewController("Top", log: log)], animated: false)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([navigation, RecordingViewController("Other", log: log)], animated: false)
    let window = Window()
    try window.setRootViewController(tabs)
    #expect(log.take() == [])

    window.makeKeyAndVisible()

    #expect(
      log.take() == [
        "Tabs.viewDidLoad", "Nav.viewDidLoad", "Top.viewDidLoad",
        "Tabs.viewWillAppear(false)",
        "Nav.viewWillAppear(false)",
        "Top.viewWillAppear(false)",
        "Tabs.viewIsAppearing(false)",
        "Nav.viewIsAppearing(false)",
        "Top.viewIsAppearing(false)",
        "Tabs.viewDidAppear(false)",
        "Nav.viewDidAppear(false)",
        "Top.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }

  // MARK: Presentation

  @Test func presentFullScreenHidesWholePresenterTreeContainersFirst() throws {
    let log = CallbackLog()
    let top = RecordingViewController("Top", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([top], animated: false)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([navigation], animated: false)
    let window = try visibleWindow(root: tabs, log: log)

    try top.present(presented("Modal", .fullScreen, log: log), animated: true)

    #expect(
      log.take() == [
        "Modal.viewDidLoad",
        "Tabs.viewWillDisappear(true)",
        "Nav.viewWillDisappear(true)",
        "Top.viewWillDisappear(true)",
        "Modal.viewWillAppear(true)",
        "Modal.viewIsAppearing(true)",
        "Modal.viewDidAppear(true)",
        "Tabs.viewDidDisappear(true)",
        "Nav.viewDidDisappear(true)",
        "Top.viewDidDisappear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test(arguments: [
    ModalPresentationStyle.pageSheet, .formSheet, .automatic, .overFullScreen, .overCurrentContext, .popover,
  ])
  func presentWithPresenterKeepingStyleCallsOnlyPresented(style: ModalPresentationStyle) throws {
    let log = CallbackLog()
    let top = RecordingViewController("Top", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([top], animated: false)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([navigation], animated: false)
    let window = try visibleWindow(root: tabs, log: log)

    try top.present(presented("Modal", style, log: log), animated: true)

    #expect(
      log.take() == [
        "Modal.viewDidLoad", "Modal.viewWillAppear(true)",
        "Modal.viewIsAppearing(true)",
        "Modal.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test(arguments: [ModalPresentationStyle.pageSheet, .overFullScreen])
  func dismissWithPresenterKeepingStyleCallsOnlyPresented(style: ModalPresentationStyle) throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    try root.present(presented("Modal", style, log: log), animated: false)
    _ = log.take()

    try root.dismiss(animated: true)

    #expect(
      log.take() == [
        "Modal.viewWillDisappear(true)",
        "Modal.viewDidDisappear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func dismissFullScreenChainOfThreeCallsOnlyTopAndRevealedRootTree() throws {
    let log = CallbackLog()
    let top = RecordingViewController("Top", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([top], animated: false)
    let window = try visibleWindow(root: navigation, log: log)
    let first = presented("First", .fullScreen, log: log)
    let second = presented("Second", .fullScreen, log: log)
    try top.present(first, animated: false)
    try first.present(second, animated: false)
    try second.present(presented("Third", .fullScreen, log: log), animated: false)
    _ = log.take()

    try navigation.dismiss(animated: true)

    #expect(
      log.take() == [
        "Third.viewWillDisappear(true)",
        "Nav.viewWillAppear(true)",
        "Top.viewWillAppear(true)",
        "Nav.viewIsAppearing(true)",
        "Top.viewIsAppearing(true)",
        "Nav.viewDidAppear(true)",
        "Top.viewDidAppear(true)",
        "Third.viewDidDisappear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func dismissSheetChainOfThreeCallsTopmostLayerFirst() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let firstTop = RecordingViewController("FirstTop", log: log)
    let first = RecordingNavigationController("First", log: log)
    try first.setViewControllers([firstTop], animated: false)
    first.modalPresentationStyle = .pageSheet
    let second = presented("Second", .formSheet, log: log)
    try root.present(first, animated: false)
    try firstTop.present(second, animated: false)
    try second.present(presented("Third", .pageSheet, log: log), animated: false)
    _ = log.take()

    try root.dismiss(animated: true)

    #expect(
      log.take() == [
        "Third.viewWillDisappear(true)",
        "Second.viewWillDisappear(true)",
        "First.viewWillDisappear(true)",
        "FirstTop.viewWillDisappear(true)",
        "Third.viewDidDisappear(true)",
        "Second.viewDidDisappear(true)",
        "First.viewDidDisappear(true)",
        "FirstTop.viewDidDisappear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func modalChangeEndsWithNewDidAppearBeforeOldDidDisappear() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Old", log: log)
    let window = try visibleWindow(root: root, log: log)

    try root.present(presented("New", .fullScreen, log: log), animated: true)

    #expect(
      log.take() == [
        "New.viewDidLoad",
        "Old.viewWillDisappear(true)",
        "New.viewWillAppear(true)",
        "New.viewIsAppearing(true)",
        "New.viewDidAppear(true)",
        "Old.viewDidDisappear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func navigationChangeEndsWithOldDidDisappearBeforeNewDidAppear() throws {
    let log = CallbackLog()
    let navigation = NavigationController(title: "Nav")
    try navigation.setViewControllers([RecordingViewController("Old", log: log)], animated: false)
    let window = try visibleWindow(root: navigation, log: log)

    try navigation.pushViewController(RecordingViewController("New", log: log), animated: true)

    #expect(
      log.take() == [
        "New.viewDidLoad",
        "Old.viewWillDisappear(true)",
        "New.viewWillAppear(true)",
        "New.viewIsAppearing(true)",
        "Old.viewDidDisappear(true)",
        "New.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  // MARK: Loading the incoming views

  @Test func pushLoadsTheIncomingViewBeforeTheOutgoingControllerIsTold() throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([RecordingViewController("A", log: log)], animated: false)
    let window = try visibleWindow(root: navigation, log: log)
    let b = RecordingViewController("B", log: log)
    #expect(!b.isViewLoaded)

    try navigation.pushViewController(b, animated: true)

    #expect(
      log.take() == [
        "B.viewDidLoad",
        "A.viewWillDisappear(true)",
        "B.viewWillAppear(true)",
        "B.viewIsAppearing(true)",
        "A.viewDidDisappear(true)",
        "B.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func presentFullScreenLoadsEveryIncomingViewBeforeThePresenterTreeIsTold() throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([RecordingViewController("A", log: log)], animated: false)
    let window = try visibleWindow(root: navigation, log: log)
    let modalNavigation = RecordingNavigationController("ModalNav", log: log)
    try modalNavigation.setViewControllers([RecordingViewController("B", log: log)], animated: false)
    modalNavigation.modalPresentationStyle = .fullScreen
    #expect(log.take() == [])

    try navigation.present(modalNavigation, animated: true)

    #expect(
      log.take() == [
        "ModalNav.viewDidLoad", "B.viewDidLoad",
        "Nav.viewWillDisappear(true)",
        "A.viewWillDisappear(true)",
        "ModalNav.viewWillAppear(true)",
        "B.viewWillAppear(true)",
        "ModalNav.viewIsAppearing(true)",
        "B.viewIsAppearing(true)",
        "ModalNav.viewDidAppear(true)",
        "B.viewDidAppear(true)",
        "Nav.viewDidDisappear(true)",
        "A.viewDidDisappear(true)",
      ])
    #expect(window.validate() == [])
  }

  // MARK: Balance

  @Test func callbacksStayBalancedOverSeriesOfChanges() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let homeNavigation = RecordingNavigationController("HomeNav", log: log)
    try homeNavigation.setViewControllers([home], animated: false)
    let settings = RecordingViewController("Settings", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([homeNavigation, settings], animated: false)
    let window = Window()
    try window.setRootViewController(tabs)
    window.makeKeyAndVisible()

    let detail = RecordingViewController("Detail", log: log)
    try homeNavigation.pushViewController(detail, animated: true)
    let sheet = presented("Sheet", .pageSheet, log: log)
    try detail.present(sheet, animated: true)
    let cover = presented("Cover", .fullScreen, log: log)
    try sheet.present(cover, animated: true)
    try cover.dismiss(animated: true)
    try tabs.dismiss(animated: true)
    let modal = presented("Modal", .fullScreen, log: log)
    try home.present(modal, animated: false)
    try tabs.select(index: 1, animated: false)
    try modal.dismiss(animated: true)
    try tabs.select(homeNavigation, animated: true)
    try homeNavigation.popViewController(animated: true)
    window.hide()
    window.makeKeyAndVisible()

    let controllers: [ViewController] = [tabs, homeNavigation, home, settings, detail, sheet, cover, modal]
    let final = Dictionary(uniqueKeysWithValues: controllers.map { ($0.displayName, $0.appearanceState) })
    #expect(unbalancedControllers(in: log.take(), final: final) == [])
    #expect(tabs.appearanceState == .appeared)
    #expect(homeNavigation.appearanceState == .appeared)
    #expect(home.appearanceState == .appeared)
    #expect(settings.appearanceState == .disappeared)
    #expect(detail.appearanceState == .disappeared)
    #expect(modal.appearanceState == .disappeared)
    #expect(window.validate() == [])
  }

  @Test func balanceCheckerRejectsUnbalancedSequences() {
    #expect(unbalancedControllers(in: ["A.viewDidAppear(true)"], final: [:]) == ["A"])
    #expect(unbalancedControllers(in: ["A.viewWillAppear(true)", "A.viewWillAppear(true)"], final: [:]) == ["A"])
    #expect(unbalancedControllers(in: ["A.viewWillAppear(true)"], final: ["A": .appeared]) == ["A"])
    #expect(
      unbalancedControllers(
        in: [
          "A.viewWillAppear(true)", "A.viewDidAppear(true)", "A.viewWillDisappear(true)",
          "A.viewDidDisappear(true)",
        ],
        final: ["A": .disappeared]) == [])
  }

  // MARK: Re-entrancy

  /// Pushes `next` onto its navigation stack from its first `viewWillAppear`.
  private final class PushingViewController: ViewController, Recording {
    let log: CallbackLog
    var next: ViewController?
    init(_ title: String, log: CallbackLog, next: ViewController) {
      self.log = log
      self.next = next
      super.init(title: title)
    }
    override func viewWillAppear(_ animated: Bool) {
      record("viewWillAppear", animated)
      if let next, let navigationController {
        self.next = nil
        try? navigationController.pushViewController(next, animated: animated)
      }
    }
    override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing", animated) }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear", animated) }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear", animated) }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear", animated) }
  }

  @Test func pushFromViewWillAppearEndsBalancedAndConsistent() throws {
    let log = CallbackLog()
    let first = RecordingViewController("First", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([first], animated: false)
    let window = try visibleWindow(root: navigation)  // keeps the showing callbacks in the log
    let last = RecordingViewController("Last", log: log)
    let pushing = PushingViewController("Pushing", log: log, next: last)

    try navigation.pushViewController(pushing, animated: true)

    #expect(ids(navigation.viewControllers) == ids([first, pushing, last]))
    let final: [String: AppearanceState] = [
      "Nav": .appeared, "First": .disappeared, "Pushing": .disappeared, "Last": .appeared,
    ]
    #expect(unbalancedControllers(in: log.take(), final: final) == [])
    #expect(navigation.appearanceState == .appeared)
    #expect(first.appearanceState == .disappeared)
    #expect(pushing.appearanceState == .disappeared)
    #expect(last.appearanceState == .appeared)
    #expect(window.validate() == [])
  }
}
