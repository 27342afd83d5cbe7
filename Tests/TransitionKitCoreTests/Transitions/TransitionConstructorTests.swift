import Testing

@testable import TransitionKitCore

// MARK: - Helpers

/// Performs `transition` on `root` and returns what its completion received,
/// or `nil` when the completion has not run (yet).
///
/// With the window's default, immediate driver, the completion has run before
/// `perform` returns.
@MainActor
private func outcome<Root: ViewController>(
  of transition: Transition<Root>,
  on root: Root,
  with options: TransitionOptions = .default,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Result<Void, TransitionError>? {
  var results: [Result<Void, TransitionError>] = []
  transition.perform(on: root, with: options) { results.append($0) }
  #expect(results.count <= 1, "the completion ran more than once", sourceLocation: sourceLocation)
  return results.first
}

/// Performs `transition` on `root` and expects it to have completed with
/// success before `perform` returned.
@MainActor
private func perform<Root: ViewController>(
  _ transition: Transition<Root>,
  on root: Root,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let result = try #require(
    outcome(of: transition, on: root, sourceLocation: sourceLocation), "the completion has not run",
    sourceLocation: sourceLocation)
  try result.get()
}

/// Performs `transition` on `root` and expects its completion to receive
/// exactly `.failure(expected)`, with the window's snapshot and the callback
/// log unchanged.
@MainActor
private func expectRefusal<Root: ViewController>(
  _ expected: TransitionError,
  of transition: Transition<Root>,
  on root: Root,
  in window: Window,
  log: CallbackLog? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  var result: Result<Void, TransitionError>?
  expectRefusal(expected, in: window, log: log, sourceLocation: sourceLocation) { () throws(TransitionError) in
    result = outcome(of: transition, on: root, sourceLocation: sourceLocation)
    try result?.get()
  }
  _ = try #require(result, "the completion has not run", sourceLocation: sourceLocation)
}

/// The controllers of a transition's presentables.
@MainActor
private func presentableIDs<Root>(_ transition: Transition<Root>) -> [ObjectIdentifier] {
  ids(transition.presentables.map(\.viewController))
}

/// A `set` of a stack, through the overload that takes presentables or the
/// one that takes controllers (checked to be the one chosen): both behave alike.
@MainActor
private func setStack(_ controllers: [ViewController], asPresentables: Bool) -> Transition<NavigationController> {
  let transition: Transition<NavigationController> =
    asPresentables ? .set(controllers as [any Presentable]) : .set(controllers)
  #expect(transition.presentableList.isListOfControllers == !asPresentables)
  return transition
}

/// A `set` of tabs, through either overload (see ``setStack(_:asPresentables:)``).
@MainActor
private func setTabs(_ controllers: [ViewController], asPresentables: Bool) -> Transition<TabBarController> {
  let transition: Transition<TabBarController> =
    asPresentables ? .set(controllers as [any Presentable]) : .set(controllers)
  #expect(transition.presentableList.isListOfControllers == !asPresentables)
  return transition
}

/// A second window, "Second", whose root is "Elsewhere": a controller that is
/// in a hierarchy, so that no transition may put it anywhere else.
@MainActor
private func elsewhere(log: CallbackLog) throws -> (Window, RecordingViewController) {
  let window = Window(name: "Second")
  let controller = RecordingViewController("Elsewhere", log: log)
  try window.setRootViewController(controller)
  return (window, controller)
}

/// SPEC §2: every static transition on every root type it applies to,
/// performed with the default immediate driver.
@Suite @MainActor struct TransitionConstructorTests {
  // MARK: ViewController: present

  @Test func presentPresentsOnTheRootWhenNothingIsPresented() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let modal = RecordingViewController("Modal", log: log)
    let transition = Transition<ViewController>.present(modal)

    try perform(transition, on: root)

    #expect(presentableIDs(transition) == ids([modal]))
    #expect(modal.presentingViewController === root)
    #expect(
      log.take() == [
        "Modal.viewDidLoad", "Modal.viewWillAppear(true)", "Modal.viewIsAppearing(true)",
        "Modal.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
           └─ presented (automatic): RecordingViewController "Modal" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func presentStacksOnTheTopmostPresentedController() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let sheet = RecordingViewController("Sheet", log: log)
    try root.present(sheet, animated: false)
    _ = log.take()
    let cover = RecordingViewController("Cover", log: log)
    cover.modalPresentationStyle = .fullScreen
    let transition = Transition<ViewController>.present(cover)

    try perform(transition, on: root)

    #expect(presentableIDs(transition) == ids([cover]))
    #expect(cover.presentingViewController === sheet)
    // A full-screen controller presented from a sheet hides the sheet, not the root under it.
    #expect(
      log.take() == [
        "Cover.viewDidLoad", "Sheet.viewWillDisappear(true)", "Cover.viewWillAppear(true)",
        "Cover.viewIsAppearing(true)", "Cover.viewDidAppear(true)", "Sheet.viewDidDisappear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
           └─ presented (automatic): RecordingViewController "Sheet"
              └─ presented (fullScreen): RecordingViewController "Cover" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func presentOfAControllerAlreadyInAHierarchyIsRefused() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    try root.present(RecordingViewController("Sheet", log: log), animated: false)
    let (secondWindow, taken) = try elsewhere(log: log)

    try expectRefusal(
      .alreadyInHierarchy("Elsewhere"), of: Transition<ViewController>.present(taken), on: root, in: window, log: log)
    #expect(secondWindow.rootViewController === taken)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: presentOnRoot

  @Test func presentOnRootPresentsOnTheRoot() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let modal = RecordingViewController("Modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    let transition = Transition<ViewController>.presentOnRoot(modal)

    try perform(transition, on: root)

    #expect(presentableIDs(transition) == ids([modal]))
    #expect(modal.presentingViewController === root)
    #expect(
      log.take() == [
        "Modal.viewDidLoad", "Root.viewWillDisappear(true)", "Modal.viewWillAppear(true)",
        "Modal.viewIsAppearing(true)", "Modal.viewDidAppear(true)", "Root.viewDidDisappear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root"
           └─ presented (fullScreen): RecordingViewController "Modal" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func presentOnRootWhileTheRootPresentsIsRefused() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    try root.present(RecordingViewController("Sheet", log: log), animated: false)
    let second = RecordingViewController("Second", log: log)

    try expectRefusal(
      .alreadyPresenting("Root", presented: "Sheet"), of: Transition<ViewController>.presentOnRoot(second), on: root,
      in: window, log: log)
    #expect(second.isFree)
    #expect(window.validate() == [])
  }

  @Test func presentOnRootWhileTheRootsPresentationContextPresentsIsRefused() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([nav], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    try tabs.present(RecordingViewController("Sheet", log: log), animated: false)
    let second = RecordingViewController("Second", log: log)

    try expectRefusal(
      .alreadyPresenting("Tabs", presented: "Sheet"), of: Transition<ViewController>.presentOnRoot(second), on: home,
      in: window, log: log)
    #expect(second.isFree)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: dismiss

  @Test func dismissDismissesOnlyTheTopmostPresentedController() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let sheet = RecordingViewController("Sheet", log: log)
    try root.present(sheet, animated: false)
    weak var weakTop: RecordingViewController?
    do {
      let top = RecordingViewController("Top", log: log)
      try sheet.present(top, animated: false)
      weakTop = top
    }
    _ = log.take()
    let transition = Transition<ViewController>.dismiss()

    try perform(transition, on: root)

    #expect(presentableIDs(transition) == [])
    #expect(weakTop == nil)
    #expect(log.take() == ["Top.viewWillDisappear(true)", "Top.viewDidDisappear(true)"])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
           └─ presented (automatic): RecordingViewController "Sheet" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func dismissOfARootThatPresentsNothingDismissesTheRootFromItsPresenter() throws {
    let log = CallbackLog()
    let presenter = RecordingViewController("Presenter", log: log)
    let window = try visibleWindow(root: presenter, log: log)
    weak var weakModal: RecordingViewController?
    do {
      let modal = RecordingViewController("Modal", log: log)
      try presenter.present(modal, animated: false)
      weakModal = modal
      _ = log.take()

      try perform(Transition<ViewController>.dismiss(), on: modal)

      #expect(modal.isFree)
    }

    #expect(weakModal == nil)
    #expect(log.take() == ["Modal.viewWillDisappear(true)", "Modal.viewDidDisappear(true)"])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Presenter" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func dismissWithNothingToDismissIsRefused() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)

    try expectRefusal(
      .nothingToDismiss("Root"), of: Transition<ViewController>.dismiss(), on: root, in: window, log: log)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: dismissToRoot

  @Test func dismissToRootDismissesTheWholeChainAboveTheRootInOneChange() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    weak var weakA: RecordingViewController?
    weak var weakB: RecordingViewController?
    weak var weakC: RecordingViewController?
    do {
      let a = RecordingViewController("A", log: log)
      let b = RecordingViewController("B", log: log)
      let c = RecordingViewController("C", log: log)
      for controller in [a, b, c] { controller.modalPresentationStyle = .fullScreen }
      try root.present(a, animated: false)
      try a.present(b, animated: false)
      try b.present(c, animated: false)
      (weakA, weakB, weakC) = (a, b, c)
    }
    _ = log.take()
    var kinds: [HierarchyChangeKind] = []
    let observation = window.observeChanges { kinds.append($0.kind) }

    try perform(Transition<ViewController>.dismissToRoot(), on: root)

    #expect(kinds == [.dismiss])
    #expect(weakA == nil)
    #expect(weakB == nil)
    #expect(weakC == nil)
    // One change: only the top of the chain and the revealed root are called.
    #expect(
      log.take() == [
        "C.viewWillDisappear(true)", "Root.viewWillAppear(true)", "Root.viewIsAppearing(true)",
        "Root.viewDidAppear(true)", "C.viewDidDisappear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
        """)
    observation.cancel()
    #expect(window.validate() == [])
  }

  @Test func dismissToRootOfARootThatPresentsNothingDismissesTheRootFromItsPresenter() throws {
    let log = CallbackLog()
    let presenter = RecordingViewController("Presenter", log: log)
    let window = try visibleWindow(root: presenter, log: log)
    weak var weakModal: RecordingViewController?
    do {
      let modal = RecordingViewController("Modal", log: log)
      modal.modalPresentationStyle = .fullScreen
      try presenter.present(modal, animated: false)
      weakModal = modal
      _ = log.take()

      try perform(Transition<ViewController>.dismissToRoot(), on: modal)

      #expect(modal.isFree)
    }

    #expect(weakModal == nil)
    #expect(
      log.take() == [
        "Modal.viewWillDisappear(true)", "Presenter.viewWillAppear(true)", "Presenter.viewIsAppearing(true)",
        "Presenter.viewDidAppear(true)", "Modal.viewDidDisappear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Presenter" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func dismissToRootWithNothingToDismissIsRefused() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)

    try expectRefusal(
      .nothingToDismiss("Root"), of: Transition<ViewController>.dismissToRoot(), on: root, in: window, log: log)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: embed in a controller

  @Test func embedInAControllerKeepsTheChildrenEmbeddedBefore() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let old = RecordingViewController("Old", log: log)
    try root.embed(old)
    let window = try visibleWindow(root: root, log: log)
    let new = RecordingViewController("New", log: log)
    let transition = Transition<ViewController>.embed(new, in: root)

    try perform(transition, on: root)

    #expect(presentableIDs(transition) == ids([new]))
    #expect(ids(root.embeddedChildren) == ids([old, new]))
    #expect(new.view.superview === root.view)
    #expect(
      log.take() == [
        "New.viewDidLoad", "New.viewWillAppear(true)", "New.viewIsAppearing(true)", "New.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
           ├─ embedded: RecordingViewController "Old" · visible
           └─ embedded: RecordingViewController "New" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func embedInAControllerReplacingRemovesTheChildrenEmbeddedBefore() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    weak var weakOld: RecordingViewController?
    do {
      let old = RecordingViewController("Old", log: log)
      try root.embed(old)
      weakOld = old
    }
    let window = try visibleWindow(root: root, log: log)
    let new = RecordingViewController("New", log: log)
    let transition = Transition<ViewController>.embed(new, in: root, replacing: true)

    try perform(transition, on: root)

    #expect(presentableIDs(transition) == ids([new]))
    #expect(weakOld == nil)
    #expect(ids(root.embeddedChildren) == ids([new]))
    #expect(
      log.take() == [
        "New.viewDidLoad", "Old.viewWillDisappear(true)", "New.viewWillAppear(true)", "New.viewIsAppearing(true)",
        "Old.viewDidDisappear(true)", "New.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
           └─ embedded: RecordingViewController "New" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func embedOfAControllerAlreadyInAHierarchyIsRefused() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let (secondWindow, taken) = try elsewhere(log: log)

    try expectRefusal(
      .alreadyInHierarchy("Elsewhere"), of: Transition<ViewController>.embed(taken, in: root), on: root, in: window,
      log: log)
    #expect(secondWindow.rootViewController === taken)
    #expect(window.validate() == [])
  }

  @Test func embedInAContainerControllerIsRefused() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let child = RecordingViewController("Child", log: log)

    try expectRefusal(
      .cannotEmbedInContainer("Nav"), of: Transition<ViewController>.embed(child, in: nav), on: nav, in: window,
      log: log)
    #expect(child.isFree)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: embed in a view

  @Test func embedInAViewAddsTheChildToThatViewAndKeepsItsChildren() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let header = View(name: "Header")
    try root.view.addSubview(header)
    let old = RecordingViewController("Old", log: log)
    try root.embed(old, in: header)
    let window = try visibleWindow(root: root, log: log)
    let new = RecordingViewController("New", log: log)
    let transition = Transition<ViewController>.embed(new, in: header)

    try perform(transition, on: root)

    #expect(presentableIDs(transition) == ids([new]))
    #expect(header.subviews.map(ObjectIdentifier.init) == [old.view, new.view].map(ObjectIdentifier.init))
    #expect(
      log.take() == [
        "New.viewDidLoad", "New.viewWillAppear(true)", "New.viewIsAppearing(true)", "New.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
           ├─ embedded: RecordingViewController "Old" · visible
           └─ embedded: RecordingViewController "New" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func embedInAViewReplacingRemovesOnlyTheChildrenOfThatView() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let header = View(name: "Header")
    try root.view.addSubview(header)
    let side = RecordingViewController("Side", log: log)
    try root.embed(side)
    weak var weakOld: RecordingViewController?
    do {
      let old = RecordingViewController("Old", log: log)
      try root.embed(old, in: header)
      weakOld = old
    }
    let window = try visibleWindow(root: root, log: log)
    let new = RecordingViewController("New", log: log)
    let transition = Transition<ViewController>.embed(new, in: header, replacing: true)

    try perform(transition, on: root)

    #expect(presentableIDs(transition) == ids([new]))
    #expect(weakOld == nil)
    #expect(header.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(new.view)])
    #expect(side.view.superview === root.view)
    #expect(
      log.take() == [
        "New.viewDidLoad", "Old.viewWillDisappear(true)", "New.viewWillAppear(true)", "New.viewIsAppearing(true)",
        "Old.viewDidDisappear(true)", "New.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
           ├─ embedded: RecordingViewController "Side" · visible
           └─ embedded: RecordingViewController "New" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func embedInAFreeStandingViewIsRefused() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let loose = View(name: "Loose")
    let child = RecordingViewController("Child", log: log)

    try expectRefusal(
      .viewHasNoController("Loose"), of: Transition<ViewController>.embed(child, in: loose), on: root, in: window,
      log: log)
    #expect(child.isFree)
    #expect(loose.subviews.isEmpty)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: show

  @Test func showFromInsideANavigationStackPushes() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let transition = Transition<ViewController>.show(detail)

    try perform(transition, on: home)

    #expect(presentableIDs(transition) == ids([detail]))
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "Home"
           └─ [1]: RecordingViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showInASplitViewReplacesThePrimaryColumn() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    let secondary = RecordingViewController("Secondary", log: log)
    weak var weakPrimary: RecordingViewController?
    do {
      let primary = RecordingViewController("Primary", log: log)
      try split.setViewControllers(primary: primary, secondary: secondary, animated: false)
      weakPrimary = primary
    }
    let window = try visibleWindow(root: split, log: log)
    let list = RecordingViewController("List", log: log)
    let transition = Transition<SplitViewController>.show(list)

    try perform(transition, on: split)

    #expect(presentableIDs(transition) == ids([list]))
    #expect(weakPrimary == nil)
    #expect(
      log.take() == [
        "List.viewDidLoad", "Primary.viewWillDisappear(true)", "List.viewWillAppear(true)",
        "List.viewIsAppearing(true)", "Primary.viewDidDisappear(true)", "List.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" · visible
           ├─ primary: RecordingViewController "List" · visible
           └─ secondary: RecordingViewController "Secondary" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showWithoutAStackOrSplitViewPresents() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let modal = RecordingViewController("Modal", log: log)
    let transition = Transition<ViewController>.show(modal)

    try perform(transition, on: root)

    #expect(presentableIDs(transition) == ids([modal]))
    #expect(
      log.take() == [
        "Modal.viewDidLoad", "Modal.viewWillAppear(true)", "Modal.viewIsAppearing(true)",
        "Modal.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
           └─ presented (automatic): RecordingViewController "Modal" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showOfAControllerAlreadyInAHierarchyIsRefused() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let (secondWindow, taken) = try elsewhere(log: log)

    try expectRefusal(
      .alreadyInHierarchy("Elsewhere"), of: Transition<ViewController>.show(taken), on: home, in: window, log: log)
    #expect(secondWindow.rootViewController === taken)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: showDetail

  @Test func showDetailReplacesTheSecondaryColumnOfTheNearestSplitView() throws {
    let log = CallbackLog()
    let list = RecordingViewController("List", log: log)
    let split = RecordingSplitViewController("Split", log: log)
    weak var weakSecondary: RecordingViewController?
    do {
      let secondary = RecordingViewController("Secondary", log: log)
      try split.setViewControllers(primary: list, secondary: secondary, animated: false)
      weakSecondary = secondary
    }
    let window = try visibleWindow(root: split, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let transition = Transition<ViewController>.showDetail(detail)

    try perform(transition, on: list)

    #expect(presentableIDs(transition) == ids([detail]))
    #expect(weakSecondary == nil)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Secondary.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Secondary.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" · visible
           ├─ primary: RecordingViewController "List" · visible
           └─ secondary: RecordingViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showDetailInACollapsedSplitViewPushesOntoThePrimaryStack() throws {
    let log = CallbackLog()
    let list = RecordingViewController("List", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([list], animated: false)
    let split = RecordingSplitViewController("Split", log: log)
    try split.setViewControllers(
      primary: nav, secondary: RecordingViewController("Secondary", log: log), animated: false)
    split.setCollapsed(true, animated: false)
    let window = try visibleWindow(root: split, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let transition = Transition<SplitViewController>.showDetail(detail)

    try perform(transition, on: split)

    #expect(presentableIDs(transition) == ids([detail]))
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Secondary.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Secondary.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" (collapsed, secondary from [1]) · visible
           └─ primary: RecordingNavigationController "Nav" · visible
              ├─ [0]: RecordingViewController "List"
              ├─ [1]: RecordingViewController "Secondary"
              └─ [2]: RecordingViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showDetailWithoutASplitViewFallsBackToShow() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let transition = Transition<NavigationController>.showDetail(detail)

    try perform(transition, on: nav)

    #expect(presentableIDs(transition) == ids([detail]))
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "Home"
           └─ [1]: RecordingViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func showDetailOfAControllerAlreadyInAHierarchyIsRefused() throws {
    let log = CallbackLog()
    let list = RecordingViewController("List", log: log)
    let split = RecordingSplitViewController("Split", log: log)
    try split.setViewControllers(
      primary: list, secondary: RecordingViewController("Secondary", log: log), animated: false)
    let window = try visibleWindow(root: split, log: log)
    let (secondWindow, taken) = try elsewhere(log: log)

    try expectRefusal(
      .alreadyInHierarchy("Elsewhere"), of: Transition<ViewController>.showDetail(taken), on: list, in: window,
      log: log)
    #expect(secondWindow.rootViewController === taken)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: none

  @Test func noneCompletesAtOnceAndChangesNothing() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let before = window.snapshot
    let transition = Transition<NavigationController>.none()

    try perform(transition, on: nav)

    #expect(presentableIDs(transition) == [])
    #expect(log.take() == [])
    #expect(window.snapshot == before)
    #expect(!window.isTransitioning)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: fail

  @Test func failIsRefusedWithItsErrorAndChangesNothing() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let transition = Transition<NavigationController>.fail(.unhandledRoute("settings", coordinator: "App"))

    try expectRefusal(
      .unhandledRoute("settings", coordinator: "App"), of: transition, on: nav, in: window, log: log)

    #expect(presentableIDs(transition) == [])
    #expect(!window.isTransitioning)
    #expect(window.validate() == [])
  }

  @Test func failInsideMultipleUndoesTheStepsBeforeIt() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let transition = Transition<NavigationController>.multiple(.push(detail), .fail(.cancelled))

    let result = try #require(outcome(of: transition, on: nav))

    #expect(throws: TransitionError.cancelled) { try result.get() }
    #expect(nav.viewControllers.map(\.title) == ["Home"])
    #expect(detail.isFree)
    #expect(window.validate() == [])
  }

  // MARK: ViewController: perform(_:on:)

  @Test func performRunsANavigationTransitionOnANavigationControllerOfATabBar() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([nav, RecordingViewController("Other", log: log)], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let transition = Transition<TabBarController>.perform(Transition<NavigationController>.push(detail), on: nav)

    try perform(transition, on: tabs)

    #expect(presentableIDs(transition) == ids([detail]))
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: RecordingNavigationController "Nav" · visible
           │  ├─ [0]: RecordingViewController "Home"
           │  └─ [1]: RecordingViewController "Detail" · visible
           └─ tab 1: RecordingViewController "Other"
        """)
    #expect(window.validate() == [])
  }

  @Test func performReportsTheRefusalOfTheInnerTransition() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([nav], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let transition = Transition<TabBarController>.perform(Transition<NavigationController>.pop(), on: nav)

    try expectRefusal(.cannotPopRoot(navigation: "Nav"), of: transition, on: tabs, in: window, log: log)
    #expect(window.validate() == [])
  }

  // MARK: NavigationController: push

  @Test func pushPushesOntoTheStack() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let transition = Transition<NavigationController>.push(detail)

    try perform(transition, on: nav)

    #expect(presentableIDs(transition) == ids([detail]))
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "Home"
           └─ [1]: RecordingViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func pushOfAControllerAlreadyInTheStackIsRefused() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)

    try expectRefusal(
      .alreadyInHierarchy("Home"), of: Transition<NavigationController>.push(home), on: nav, in: window, log: log)
    #expect(window.validate() == [])
  }

  @Test func pushOfANavigationControllerIsRefused() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let inner = RecordingNavigationController("Inner", log: log)

    try expectRefusal(
      .cannotPushNavigationController("Inner"), of: Transition<NavigationController>.push(inner), on: nav,
      in: window, log: log)
    #expect(inner.isFree)
    #expect(window.validate() == [])
  }

  // MARK: NavigationController: pop

  @Test func popRemovesTheTopAndReleasesIt() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    weak var weakDetail: RecordingViewController?
    do {
      let detail = RecordingViewController("Detail", log: log)
      try nav.setViewControllers([home, detail], animated: false)
      weakDetail = detail
    }
    let window = try visibleWindow(root: nav, log: log)
    let transition = Transition<NavigationController>.pop()

    try perform(transition, on: nav)

    #expect(presentableIDs(transition) == [])
    #expect(weakDetail == nil)
    #expect(
      log.take() == [
        "Home.viewDidLoad", "Detail.viewWillDisappear(true)", "Home.viewWillAppear(true)",
        "Home.viewIsAppearing(true)", "Detail.viewDidDisappear(true)", "Home.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           └─ [0]: RecordingViewController "Home" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func popOfAStackOfOneIsRefused() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)

    try expectRefusal(
      .cannotPopRoot(navigation: "Nav"), of: Transition<NavigationController>.pop(), on: nav, in: window, log: log)
    #expect(window.validate() == [])
  }

  // MARK: NavigationController: pop(to:)

  @Test func popToAControllerCallsOnlyTheOldAndTheNewTopAndReleasesThePopped() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    weak var weakA: RecordingViewController?
    weak var weakB: RecordingViewController?
    weak var weakC: RecordingViewController?
    do {
      let a = RecordingViewController("A", log: log)
      let b = RecordingViewController("B", log: log)
      let c = RecordingViewController("C", log: log)
      try nav.setViewControllers([root, a, b, c], animated: false)
      (weakA, weakB, weakC) = (a, b, c)
    }
    let window = try visibleWindow(root: nav, log: log)
    let transition = Transition<NavigationController>.pop(to: root)

    try perform(transition, on: nav)

    #expect(presentableIDs(transition) == [])
    #expect(weakA == nil)
    #expect(weakB == nil)
    #expect(weakC == nil)
    #expect(
      log.take() == [
        "Root.viewDidLoad", "C.viewWillDisappear(true)", "Root.viewWillAppear(true)", "Root.viewIsAppearing(true)",
        "C.viewDidDisappear(true)", "Root.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           └─ [0]: RecordingViewController "Root" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func popToTheTopIsASuccessfulNoOp() throws {
    let log = CallbackLog()
    let top = RecordingViewController("Top", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Root", log: log), top], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let before = window.snapshot

    try perform(Transition<NavigationController>.pop(to: top), on: nav)

    #expect(log.take() == [])
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  @Test func popToAControllerNotInTheStackIsRefused() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers(
      [RecordingViewController("Root", log: log), RecordingViewController("Top", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let stranger = RecordingViewController("Stranger", log: log)

    try expectRefusal(
      .notInStack("Stranger", navigation: "Nav"), of: Transition<NavigationController>.pop(to: stranger), on: nav,
      in: window, log: log)
    #expect(window.validate() == [])
  }

  // MARK: NavigationController: popToRoot

  @Test func popToRootLeavesOnlyTheRootOfTheStack() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    weak var weakA: RecordingViewController?
    weak var weakB: RecordingViewController?
    do {
      let a = RecordingViewController("A", log: log)
      let b = RecordingViewController("B", log: log)
      try nav.setViewControllers([root, a, b], animated: false)
      (weakA, weakB) = (a, b)
    }
    let window = try visibleWindow(root: nav, log: log)
    let transition = Transition<NavigationController>.popToRoot()

    try perform(transition, on: nav)

    #expect(presentableIDs(transition) == [])
    #expect(weakA == nil)
    #expect(weakB == nil)
    #expect(
      log.take() == [
        "Root.viewDidLoad", "B.viewWillDisappear(true)", "Root.viewWillAppear(true)", "Root.viewIsAppearing(true)",
        "B.viewDidDisappear(true)", "Root.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           └─ [0]: RecordingViewController "Root" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func popToRootOfAStackOfOneIsASuccessfulNoOp() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Root", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let before = window.snapshot

    try perform(Transition<NavigationController>.popToRoot(), on: nav)

    #expect(log.take() == [])
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  // MARK: NavigationController: set

  @Test(arguments: [false, true]) func setReplacesTheStackReusingItsControllers(asPresentables: Bool) throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    weak var weakA: RecordingViewController?
    do {
      let a = RecordingViewController("A", log: log)
      try nav.setViewControllers([root, a], animated: false)
      weakA = a
    }
    let window = try visibleWindow(root: nav, log: log)
    let b = RecordingViewController("B", log: log)
    let transition = setStack([b, root], asPresentables: asPresentables)

    try perform(transition, on: nav)

    #expect(presentableIDs(transition) == ids([b, root]))
    #expect(weakA == nil)
    // Root, which was in the stack but not on top, becomes the top: A disappears, Root appears.
    #expect(
      log.take() == [
        "Root.viewDidLoad", "A.viewWillDisappear(true)", "Root.viewWillAppear(true)", "Root.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "Root.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "B"
           └─ [1]: RecordingViewController "Root" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test(arguments: [false, true]) func setWithADuplicateIsRefused(asPresentables: Bool) throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([root], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let b = RecordingViewController("B", log: log)

    try expectRefusal(
      .duplicate("B"), of: setStack([root, b, b], asPresentables: asPresentables), on: nav, in: window, log: log)
    #expect(b.isFree)
    #expect(window.validate() == [])
  }

  @Test(arguments: [false, true]) func setWithAControllerFromAnotherHierarchyIsRefused(asPresentables: Bool) throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([root], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let (secondWindow, taken) = try elsewhere(log: log)

    try expectRefusal(
      .alreadyInHierarchy("Elsewhere"), of: setStack([root, taken], asPresentables: asPresentables), on: nav,
      in: window, log: log)
    #expect(secondWindow.rootViewController === taken)
    #expect(window.validate() == [])
  }

  // MARK: TabBarController: set

  @Test(arguments: [false, true]) func setTabsKeepsTheSelectedTabSelectedAndReleasesTheDroppedOnes(asPresentables: Bool)
    throws
  {
    let log = CallbackLog()
    let tabs = RecordingTabBarController("Tabs", log: log)
    let b = RecordingViewController("B", log: log)
    weak var weakA: RecordingViewController?
    do {
      let a = RecordingViewController("A", log: log)
      try tabs.setViewControllers([a, b], animated: false)
      weakA = a
    }
    try tabs.select(index: 1, animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let c = RecordingViewController("C", log: log)
    let transition = setTabs([b, c], asPresentables: asPresentables)

    try perform(transition, on: tabs)

    #expect(presentableIDs(transition) == ids([b, c]))
    #expect(weakA == nil)
    #expect(log.take() == [])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingTabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: RecordingViewController "B" · visible
           └─ tab 1: RecordingViewController "C"
        """)
    #expect(window.validate() == [])
  }

  @Test(arguments: [false, true]) func setTabsWithADuplicateIsRefused(asPresentables: Bool) throws {
    let log = CallbackLog()
    let a = RecordingViewController("A", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([a], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let c = RecordingViewController("C", log: log)

    try expectRefusal(
      .duplicate("C"), of: setTabs([a, c, c], asPresentables: asPresentables), on: tabs, in: window, log: log)
    #expect(c.isFree)
    #expect(window.validate() == [])
  }

  @Test(arguments: [false, true]) func setTabsWithAControllerFromAnotherHierarchyIsRefused(asPresentables: Bool) throws
  {
    let log = CallbackLog()
    let a = RecordingViewController("A", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([a], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let (secondWindow, taken) = try elsewhere(log: log)

    try expectRefusal(
      .alreadyInHierarchy("Elsewhere"), of: setTabs([a, taken], asPresentables: asPresentables), on: tabs, in: window,
      log: log)
    #expect(secondWindow.rootViewController === taken)
    #expect(window.validate() == [])
  }

  // MARK: TabBarController: select

  @Test func selectByControllerShowsThatTab() throws {
    let log = CallbackLog()
    let a = RecordingViewController("A", log: log)
    let b = RecordingViewController("B", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([a, b], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let transition = Transition<TabBarController>.select(b)

    try perform(transition, on: tabs)

    #expect(presentableIDs(transition) == ids([b]))
    #expect(
      log.take() == [
        "B.viewDidLoad", "B.viewWillAppear(true)", "A.viewWillDisappear(true)", "B.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
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

  @Test func selectOfAControllerThatIsNotATabIsRefused() throws {
    let log = CallbackLog()
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers(
      [RecordingViewController("A", log: log), RecordingViewController("B", log: log)], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let stranger = RecordingViewController("Stranger", log: log)

    try expectRefusal(
      .notATab("Stranger", tabBar: "Tabs"), of: Transition<TabBarController>.select(stranger), on: tabs, in: window,
      log: log)
    #expect(window.validate() == [])
  }

  @Test func selectByIndexShowsThatTab() throws {
    let log = CallbackLog()
    let a = RecordingViewController("A", log: log)
    let b = RecordingViewController("B", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([a, b], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let transition = Transition<TabBarController>.select(index: 1)

    try perform(transition, on: tabs)

    #expect(presentableIDs(transition) == [])
    #expect(
      log.take() == [
        "B.viewDidLoad", "B.viewWillAppear(true)", "A.viewWillDisappear(true)", "B.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
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

  /// The selections of the first eight tabs are made once and shared, the
  /// others made for each transition: both select the tab they name, the
  /// same selection again as well.
  @Test func selectReachesEveryTabOfALongTabBar() throws {
    let tabs = TabBarController(title: "Tabs")
    try tabs.setViewControllers((0..<10).map { ViewController(title: "Tab \($0)") }, animated: false)
    let window = Window(name: "Main")
    try window.setRootViewController(tabs)
    window.makeKeyAndVisible()

    for index in [7, 8, 9, 0, 7, 9] {
      try perform(Transition<TabBarController>.select(index: index), on: tabs)
      #expect(tabs.selectedIndex == index)
      #expect(tabs.selectedViewController?.title == "Tab \(index)")
      #expect(tabs.selectedViewController?.appearanceState == .appeared)
    }
    #expect(window.validate() == [])
  }

  @Test(arguments: [2, -1])
  func selectOfAnIndexOutOfRangeIsRefused(index: Int) throws {
    let log = CallbackLog()
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers(
      [RecordingViewController("A", log: log), RecordingViewController("B", log: log)], animated: false)
    let window = try visibleWindow(root: tabs, log: log)

    try expectRefusal(
      .indexOutOfRange(index, count: 2, container: "Tabs"), of: Transition<TabBarController>.select(index: index),
      on: tabs, in: window, log: log)
    #expect(window.validate() == [])
  }

  // MARK: PageViewController: set

  @Test func setPagesShowsTheNewPageAndReleasesTheOldOne() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log)
    weak var weakFirst: RecordingViewController?
    do {
      let first = RecordingViewController("First", log: log)
      try pages.setViewControllers([first], direction: .forward, animated: false)
      weakFirst = first
    }
    let window = try visibleWindow(root: pages, log: log)
    let second = RecordingViewController("Second", log: log)
    let transition = Transition<PageViewController>.set(second, direction: .forward)

    try perform(transition, on: pages)

    #expect(presentableIDs(transition) == ids([second]))
    #expect(weakFirst == nil)
    #expect(
      log.take() == [
        "Second.viewDidLoad", "Second.viewWillAppear(true)", "First.viewWillDisappear(true)",
        "Second.viewIsAppearing(true)", "First.viewDidDisappear(true)", "Second.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingPageViewController "Pages" · visible
           └─ page 0: RecordingViewController "Second" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func setPagesOfADoubleSidedPageViewControllerShowsBothNewPages() throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: true)
    try pages.setViewControllers(
      [RecordingViewController("Left1", log: log), RecordingViewController("Right1", log: log)], direction: .forward,
      animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let left = RecordingViewController("Left2", log: log)
    let right = RecordingViewController("Right2", log: log)
    // Loaded beforehand, so that the log holds only the appearance callbacks.
    _ = (left.view, right.view)
    _ = log.take()
    let transition = Transition<PageViewController>.set(left, right, direction: .forward)

    try perform(transition, on: pages)

    #expect(presentableIDs(transition) == ids([left, right]))
    #expect(
      log.take() == [
        "Left2.viewWillAppear(true)", "Right2.viewWillAppear(true)", "Left1.viewWillDisappear(true)",
        "Right1.viewWillDisappear(true)", "Left2.viewIsAppearing(true)", "Right2.viewIsAppearing(true)",
        "Left1.viewDidDisappear(true)", "Right1.viewDidDisappear(true)", "Left2.viewDidAppear(true)",
        "Right2.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingPageViewController "Pages" (double-sided) · visible
           ├─ page 0: RecordingViewController "Left2" · visible
           └─ page 1: RecordingViewController "Right2" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test(arguments: [false, true])
  func setPagesWithTheWrongNumberOfPagesIsRefused(isDoubleSided: Bool) throws {
    let log = CallbackLog()
    let pages = RecordingPageViewController("Pages", log: log, isDoubleSided: isDoubleSided)
    let current = isDoubleSided ? ["Left", "Right"] : ["Page"]
    try pages.setViewControllers(
      current.map { RecordingViewController($0, log: log) }, direction: .forward, animated: false)
    let window = try visibleWindow(root: pages, log: log)
    let first = RecordingViewController("First", log: log)
    let second = RecordingViewController("Second", log: log)
    // One page where two are shown at a time, two where one is.
    let transition: Transition<PageViewController> =
      isDoubleSided ? .set(first, direction: .forward) : .set(first, second, direction: .forward)

    try expectRefusal(
      .pageCountMismatch(expected: isDoubleSided ? 2 : 1, actual: isDoubleSided ? 1 : 2, pageViewController: "Pages"),
      of: transition, on: pages, in: window, log: log)
    #expect(first.isFree)
    #expect(second.isFree)
    #expect(window.validate() == [])
  }

  // MARK: SplitViewController: set(primary:secondary:)

  @Test func setColumnsReplacesBothColumnsAndReleasesTheOldOnes() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    weak var weakPrimary: RecordingViewController?
    weak var weakSecondary: RecordingViewController?
    do {
      let primary = RecordingViewController("Primary", log: log)
      let secondary = RecordingViewController("Secondary", log: log)
      try split.setViewControllers(primary: primary, secondary: secondary, animated: false)
      (weakPrimary, weakSecondary) = (primary, secondary)
    }
    let window = try visibleWindow(root: split, log: log)
    let list = RecordingViewController("List", log: log)
    let detail = RecordingViewController("Detail", log: log)
    // Loaded beforehand, so that the log holds only the appearance callbacks.
    _ = (list.view, detail.view)
    _ = log.take()
    let transition = Transition<SplitViewController>.set(primary: list, secondary: detail)

    try perform(transition, on: split)

    #expect(presentableIDs(transition) == ids([list, detail]))
    #expect(weakPrimary == nil)
    #expect(weakSecondary == nil)
    #expect(
      log.take() == [
        "Primary.viewWillDisappear(true)", "Secondary.viewWillDisappear(true)", "List.viewWillAppear(true)",
        "Detail.viewWillAppear(true)", "List.viewIsAppearing(true)", "Detail.viewIsAppearing(true)",
        "Primary.viewDidDisappear(true)", "Secondary.viewDidDisappear(true)", "List.viewDidAppear(true)",
        "Detail.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" · visible
           ├─ primary: RecordingViewController "List" · visible
           └─ secondary: RecordingViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func setColumnsMaySwapTheColumns() throws {
    let log = CallbackLog()
    let primary = RecordingViewController("Primary", log: log)
    let secondary = RecordingViewController("Secondary", log: log)
    let split = RecordingSplitViewController("Split", log: log)
    try split.setViewControllers(primary: primary, secondary: secondary, animated: false)
    let window = try visibleWindow(root: split, log: log)
    let transition = Transition<SplitViewController>.set(primary: secondary, secondary: primary)

    try perform(transition, on: split)

    #expect(presentableIDs(transition) == ids([secondary, primary]))
    #expect(log.take() == [])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" · visible
           ├─ primary: RecordingViewController "Secondary" · visible
           └─ secondary: RecordingViewController "Primary" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func setColumnsWithTheSameControllerTwiceIsRefused() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    try split.setViewControllers(
      primary: RecordingViewController("Primary", log: log), secondary: RecordingViewController("Secondary", log: log),
      animated: false)
    let window = try visibleWindow(root: split, log: log)
    let list = RecordingViewController("List", log: log)

    try expectRefusal(
      .duplicate("List"), of: Transition<SplitViewController>.set(primary: list, secondary: list), on: split,
      in: window, log: log)
    #expect(list.isFree)
    #expect(window.validate() == [])
  }

  @Test func setColumnsWithAControllerFromAnotherHierarchyIsRefused() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    let primary = RecordingViewController("Primary", log: log)
    try split.setViewControllers(
      primary: primary, secondary: RecordingViewController("Secondary", log: log), animated: false)
    let window = try visibleWindow(root: split, log: log)
    let (secondWindow, taken) = try elsewhere(log: log)

    try expectRefusal(
      .alreadyInHierarchy("Elsewhere"), of: Transition<SplitViewController>.set(primary: primary, secondary: taken),
      on: split, in: window, log: log)
    #expect(secondWindow.rootViewController === taken)
    #expect(window.validate() == [])
  }

  // MARK: SplitViewController: set(_:for:)

  @Test func setOneColumnReplacesItAndKeepsTheOther() throws {
    let log = CallbackLog()
    let primary = RecordingViewController("Primary", log: log)
    let split = RecordingSplitViewController("Split", log: log)
    weak var weakSecondary: RecordingViewController?
    do {
      let secondary = RecordingViewController("Secondary", log: log)
      try split.setViewControllers(primary: primary, secondary: secondary, animated: false)
      weakSecondary = secondary
    }
    let window = try visibleWindow(root: split, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let transition = Transition<SplitViewController>.set(detail, for: .secondary)

    try perform(transition, on: split)

    #expect(presentableIDs(transition) == ids([detail]))
    #expect(weakSecondary == nil)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Secondary.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Secondary.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingSplitViewController "Split" · visible
           ├─ primary: RecordingViewController "Primary" · visible
           └─ secondary: RecordingViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func setOneColumnToTheOtherColumnsControllerIsRefused() throws {
    let log = CallbackLog()
    let primary = RecordingViewController("Primary", log: log)
    let split = RecordingSplitViewController("Split", log: log)
    try split.setViewControllers(
      primary: primary, secondary: RecordingViewController("Secondary", log: log), animated: false)
    let window = try visibleWindow(root: split, log: log)

    try expectRefusal(
      .duplicate("Primary"), of: Transition<SplitViewController>.set(primary, for: .secondary), on: split,
      in: window, log: log)
    #expect(window.validate() == [])
  }

  @Test func setOneColumnWithAControllerFromAnotherHierarchyIsRefused() throws {
    let log = CallbackLog()
    let split = RecordingSplitViewController("Split", log: log)
    try split.setViewControllers(
      primary: RecordingViewController("Primary", log: log), secondary: RecordingViewController("Secondary", log: log),
      animated: false)
    let window = try visibleWindow(root: split, log: log)
    let (secondWindow, taken) = try elsewhere(log: log)

    try expectRefusal(
      .alreadyInHierarchy("Elsewhere"), of: Transition<SplitViewController>.set(taken, for: .primary), on: split,
      in: window, log: log)
    #expect(secondWindow.rootViewController === taken)
    #expect(window.validate() == [])
  }

  // MARK: Custom transitions

  @Test func customTransitionClosureGetsTheRootAndTheOptions() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let fade = Animation.fade()
    var receivedRoots: [ObjectIdentifier] = []
    var receivedAnimated: [Bool] = []
    let transition = Transition<NavigationController>(presentables: [detail], animation: fade) {
      root, options, completion in
      receivedRoots.append(ObjectIdentifier(root))
      receivedAnimated.append(options.animated)
      completion(.success(()))
    }

    let result = try #require(outcome(of: transition, on: nav, with: TransitionOptions(animated: false)))

    try result.get()
    #expect(receivedRoots == [ObjectIdentifier(nav)])
    #expect(receivedAnimated == [false])
    #expect(presentableIDs(transition) == ids([detail]))
    #expect(transition.animation === fade)
    #expect(log.take() == [])
    #expect(window.validate() == [])
  }

  @Test func customTransitionForwardsItsSuccess() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let detail = RecordingViewController("Detail", log: log)
    let transition = Transition<NavigationController>(presentables: [detail], animation: nil) {
      root, options, completion in
      do throws(TransitionError) {
        try root.pushViewController(detail, animated: options.animated)
        completion(.success(()))
      } catch {
        completion(.failure(error))
      }
    }

    try perform(transition, on: nav)

    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "Home"
           └─ [1]: RecordingViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func customTransitionForwardsItsFailure() throws {
    let log = CallbackLog()
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let transition = Transition<NavigationController>(presentables: [], animation: nil) { _, _, completion in
      completion(.failure(.cancelled))
    }

    try expectRefusal(.cancelled, of: transition, on: nav, in: window, log: log)
    #expect(window.validate() == [])
  }
}
