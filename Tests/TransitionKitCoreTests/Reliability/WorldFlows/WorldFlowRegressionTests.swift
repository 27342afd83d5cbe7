import Testing
import TransitionKitCore

/// The routes of the coordinators of ``WorldFlowRegressionTests``.
private enum WorldRegressionRoute: Sendable {
  case presentChild
  case presentTaken
  case dismissHost
  case presentChildHere
}

/// Reproductions of the library bugs the world flows found, each reduced to
/// the few operations that show it.
@Suite @MainActor struct WorldFlowRegressionTests {
  /// A visible window on a manual clock, with a root.
  private func window(_ root: ViewController, clock: ManualAnimationDriver) throws -> Window {
    let window = Window(name: "Main")
    window.animationDriver = clock
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    return window
  }

  /// A window released while a push animates takes its visible controllers
  /// out of sight; the controller the push covers is not visible any more,
  /// and its disappearance ends with the push's animation, though no window
  /// is left to log it: it no longer stays `disappearing` for good.
  @Test func aWindowReleasedWhileAPushAnimatesEndsTheCoveredControllersDisappearance() throws {
    let clock = ManualAnimationDriver()
    let home = ViewController(title: "Home")
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    var window: Window? = try self.window(navigation, clock: clock)
    try navigation.pushViewController(detail, animated: true)
    #expect(window?.isTransitioning == true)

    window = nil
    clock.runUntilIdle()

    #expect(home.appearanceState == .disappeared)
    #expect(navigation.validate() == [])
    #expect(detail.appearanceState == .disappeared)
  }

  /// Embedding a controller into a tree in a window loads the child's view
  /// (running `viewDidLoad`) before the change, while the child is in no
  /// window yet; its `viewDidLoad` still goes to the log of the window it is
  /// embedded in, before its `viewWillAppear`, as a pushed controller's does.
  @Test func embeddingInAWindowLogsTheChildsViewDidLoad() throws {
    let home = ViewController(title: "Home")
    let child = ViewController(title: "Child")
    let window = Window(name: "Main")
    try window.setRootViewController(home)
    window.makeKeyAndVisible()
    var callbacks: [String] = []
    let observation = window.observeEvents { event in
      if case .lifecycle(let controller, let callback, _) = event { callbacks.append("\(controller).\(callback)") }
    }

    try home.embed(child, animated: false)

    #expect(
      callbacks == [
        "Child.viewDidLoad", "Child.viewWillAppear", "Child.viewIsAppearing", "Child.viewDidAppear",
      ])
    observation.cancel()
  }

  /// A sheet whose animated dismissal still runs in one window cannot be
  /// presented in another (hidden) window until that animation ends: the
  /// refusal changes nothing, and once the sheet has disappeared it may be
  /// presented there. (It used to be presented at once, ending its
  /// disappearance early.)
  @Test func aSheetStillLeavingOneWindowIsPresentedInAnotherOnlyOnceItLeft() throws {
    let clock = ManualAnimationDriver()
    let first = try window(ViewController(title: "Home"), clock: clock)
    let second = Window(name: "Second")
    let other = ViewController(title: "Other")
    try second.setRootViewController(other)
    let sheet = ViewController(title: "Sheet")
    try first.rootViewController?.present(sheet, animated: false)
    try sheet.dismiss(animated: true)
    #expect(sheet.appearanceState == .disappearing)
    let before = second.snapshot

    #expect(throws: TransitionError.transitionInProgress(window: "Main")) {
      try other.present(sheet, animated: false)
    }

    #expect(second.snapshot == before)
    #expect(sheet.isFree)
    #expect(sheet.appearanceState == .disappearing)
    clock.runUntilIdle()
    #expect(sheet.appearanceState == .disappeared)
    try other.present(sheet, animated: false)
    #expect(other.presentedViewController === sheet)
    #expect(second.validate() == [])
    #expect(first.validate() == [])
  }

  /// A coordinator tree in no window notices a dismissal made without it,
  /// as a tree in a window does: the dismissed child coordinator leaves its
  /// parent at once. A refused trigger then changes nothing, children included.
  /// (The child used to stay until the next trigger, which removed it even
  /// when refused.)
  @Test func aRefusedTriggerOutsideAWindowLeavesTheChildrenAsTheyWere() {
    let child = BasicCoordinator<WorldRegressionRoute, ViewController>(
      rootViewController: ViewController(title: "Child")
    ) { _ in .none() }
    let taken = ViewController(title: "Taken")
    let holder = ViewController(title: "Holder")
    try? holder.embed(taken)
    let root = ViewController(title: "Root")
    let parent = BasicCoordinator<WorldRegressionRoute, ViewController>(rootViewController: root) { route in
      switch route {
      case .presentChild: .present(child)
      case .presentTaken: .present(taken)
      case .dismissHost, .presentChildHere: .none()
      }
    }
    parent.trigger(.presentChild, with: TransitionOptions(animated: false)) { _ in }
    #expect(parent.children.count == 1)

    try? root.dismiss(animated: false)
    #expect(parent.children.isEmpty)
    let before = parent.children.count
    var result: Result<Void, TransitionError>?
    parent.trigger(.presentTaken, with: TransitionOptions(animated: false)) { result = $0 }

    #expect(result.map { if case .failure(.alreadyInHierarchy) = $0 { true } else { false } } == true)
    #expect(parent.children.count == before)
  }

  /// While the user pulls a sheet down in one window, the sheet is not free
  /// (cancelling the gesture puts it back): a `multiple` in another window
  /// that presents it is refused at its first step and changes nothing, and
  /// cancelling the pull-down brings the sheet back. (It used to be
  /// presented, then undone with its appearance settled, and the gesture
  /// could no longer be cancelled.)
  @Test func aRefusedSequenceLeavesASheetBeingPulledDownAsItWas() throws {
    let home = ViewController(title: "Home")
    let first = Window(name: "First")
    try first.setRootViewController(home)
    first.makeKeyAndVisible()
    let other = ViewController(title: "Other")
    let second = Window(name: "Second")
    try second.setRootViewController(other)
    second.makeKeyAndVisible()
    let sheet = ViewController(title: "Sheet")
    try home.present(sheet, animated: false)
    var ended: Result<Void, TransitionError>?
    let pull = try sheet.beginInteractiveDismissal { ended = $0 }
    #expect(sheet.appearanceState == .disappearing)
    let before = [first.snapshot, second.snapshot, sheet.snapshot]

    var result: Result<Void, TransitionError>?
    Transition<ViewController>.multiple(.present(sheet), .fail(.cancelled))
      .perform(on: other, with: TransitionOptions(animated: false)) { result = $0 }

    #expect(sheet.isFree == false)
    #expect(result.map { if case .failure(.alreadyInHierarchy("Sheet")) = $0 { true } else { false } } == true)
    #expect([first.snapshot, second.snapshot, sheet.snapshot] == before)
    pull.cancel()
    #expect(sheet.presentingViewController === home)
    #expect(ended.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
    #expect(sheet.appearanceState == .appeared)
    #expect(first.validate() == [])
    #expect(second.validate() == [])
  }

  /// A cancelled interactive pop gives the controllers visible around it
  /// their appearance anew in the window it began in and in the windows its
  /// controllers are in by then: once its stack has moved to another window,
  /// a child embedded meanwhile into the controller the pop revealed
  /// disappears when the cancellation hides that controller again.
  @Test func cancellingAPopWhoseStackMovedHidesWhatWasEmbeddedMeanwhile() throws {
    let home = ViewController(title: "Home")
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    try navigation.pushViewController(detail, animated: false)
    let first = Window(name: "First")
    try first.setRootViewController(navigation)
    first.makeKeyAndVisible()
    let other = ViewController(title: "Other")
    let second = Window(name: "Second")
    try second.setRootViewController(other)
    second.makeKeyAndVisible()
    let pop = try navigation.beginInteractivePop()
    try first.setRootViewController(ViewController(title: "Replacement"))
    try other.present(navigation, animated: false)
    let child = ViewController(title: "Child")
    try home.embed(child, animated: false)
    #expect(child.appearanceState == .appeared)

    pop.cancel()

    #expect(navigation.viewControllers.map(\.displayName) == ["Home", "Detail"])
    #expect(home.appearanceState == .disappeared)
    #expect(child.appearanceState == .disappeared)
    #expect(second.validate() == [])
  }

  /// A `multiple` performed on a root outside a window takes a turn in the
  /// queue of the window each step acts on: a step that acts on a window
  /// while it animates (`perform(_:on:)`, a trigger) waits for the animation
  /// instead of interrupting it. Refused in the end, the sequence leaves the
  /// window as the animation left it. (Its steps used to run at once.)
  @Test func aSequenceOutsideAWindowWaitsForTheWindowItActsOn() throws {
    let clock = ManualAnimationDriver()
    let home = ViewController(title: "Home")
    let window = try self.window(home, clock: clock)
    let sheet = ViewController(title: "Sheet")
    sheet.modalPresentationStyle = .fullScreen
    try home.present(sheet, animated: true)
    #expect(sheet.appearanceState == .appearing)
    let before = window.snapshot

    var result: Result<Void, TransitionError>?
    Transition<ViewController>.multiple(.perform(.dismiss(), on: home), .fail(.cancelled))
      .perform(on: ViewController(title: "Elsewhere"), with: TransitionOptions(animated: false)) { result = $0 }

    #expect(result == nil)
    #expect(window.snapshot == before)
    #expect(sheet.appearanceState == .appearing)

    clock.runUntilIdle()
    #expect(throws: TransitionError.cancelled) { try #require(result).get() }
    #expect(home.presentedViewController === sheet)
    #expect(sheet.appearanceState == .appeared)
    #expect(home.appearanceState == .disappeared)
    #expect(window.validate() == [])
  }

  /// A visible window "Main" on a manual clock whose root, "Home", is
  /// dismissing a sheet with an animation that has not advanced.
  private func sheetLeaving(clock: ManualAnimationDriver) throws -> (window: Window, sheet: ViewController) {
    let home = ViewController(title: "Home")
    let window = try self.window(home, clock: clock)
    let sheet = ViewController(title: "Sheet")
    try home.present(sheet, animated: false)
    try home.dismiss(animated: true)
    return (window, sheet)
  }

  /// A sequence in another window that would place a controller whose
  /// dismissal still animates in the first is refused at that step, and
  /// undoes itself: the controller keeps disappearing from the first window
  /// and disappears when its animation ends. (The step used to place it,
  /// ending its disappearance early; refused later, the sequence took it
  /// out again but could not give that disappearance back.)
  @Test func aSequenceCannotPlaceAControllerStillLeavingAnotherWindow() throws {
    let clock = ManualAnimationDriver()
    let (first, sheet) = try sheetLeaving(clock: clock)
    #expect(sheet.appearanceState == .disappearing)
    let other = ViewController(title: "Other")
    let second = Window(name: "Second")
    try second.setRootViewController(other)
    second.makeKeyAndVisible()
    let before = second.snapshot
    let banner = ViewController(title: "Banner")

    var result: Result<Void, TransitionError>?
    Transition<ViewController>.multiple(.embed(banner, in: other), .present(sheet), .fail(.cancelled))
      .perform(on: other, with: TransitionOptions(animated: false)) { result = $0 }

    #expect(throws: TransitionError.transitionInProgress(window: "Main")) { try #require(result).get() }
    #expect(second.snapshot == before)
    #expect(banner.isFree)
    #expect(sheet.isFree)
    #expect(sheet.appearanceState == .disappearing)
    clock.runUntilIdle()
    #expect(sheet.appearanceState == .disappeared)
    #expect(first.validate() == [])
    #expect(second.validate() == [])
  }

  /// A tree in no window may take a controller still leaving a window; the
  /// tree cannot go into another window until that controller has left.
  @Test func aFreeTreeHoldingAControllerStillLeavingAWindowWaitsToGoIntoAnother() throws {
    let clock = ManualAnimationDriver()
    let (first, sheet) = try sheetLeaving(clock: clock)
    let stack = try NavigationController(rootViewController: ViewController(title: "Root"))
    try stack.pushViewController(sheet, animated: false)
    #expect(sheet.appearanceState == .disappearing)
    let second = Window(name: "Second")
    let secondRoot = ViewController(title: "Second root")
    try second.setRootViewController(secondRoot)
    second.makeKeyAndVisible()
    let before = second.snapshot

    #expect(throws: TransitionError.transitionInProgress(window: "Main")) {
      try second.setRootViewController(stack)
    }
    #expect(throws: TransitionError.transitionInProgress(window: "Main")) {
      try secondRoot.present(stack, animated: false)
    }
    #expect(second.snapshot == before)
    #expect(stack.isFree)

    // The window it is leaving takes it back at once.
    try first.setRootViewController(stack)
    #expect(sheet.appearanceState == .appeared)
    #expect(first.validate() == [])
    #expect(second.validate() == [])
  }

  /// Coordinators wait only for the sequences under way in their own
  /// window: while a sequence waits in one window (for an animation, or a
  /// custom step), a coordinator in another window notices a dismissal made
  /// without it, and a window let go of is released with its tree and
  /// coordinators. (They used to wait for every sequence of the process.)
  @Test func aSequenceInOneWindowDoesNotHoldUpAnother() throws {
    let other = ViewController(title: "Other")
    let second = Window(name: "Second")
    try second.setRootViewController(other)
    second.makeKeyAndVisible()
    var finishStep: (@MainActor (Result<Void, TransitionError>) -> Void)?
    let waiting = Transition<ViewController>(presentables: [], animation: nil) { _, _, completion in
      finishStep = completion
    }
    Transition<ViewController>.multiple(.none(), waiting).perform(on: other) { _ in }

    weak var weakParent: BasicCoordinator<WorldRegressionRoute, ViewController>?
    weak var weakWindow: Window?
    do {
      let child = BasicCoordinator<WorldRegressionRoute, ViewController>(
        rootViewController: ViewController(title: "Child")
      ) { _ in .none() }
      let root = ViewController(title: "Root")
      let parent = BasicCoordinator<WorldRegressionRoute, ViewController>(rootViewController: root) { _ in
        .present(child)
      }
      let first = Window(name: "First")
      try parent.setRoot(for: first)
      first.makeKeyAndVisible()
      parent.trigger(.presentChild, with: TransitionOptions(animated: false)) { _ in }
      try root.dismiss(animated: false)
      #expect(parent.children.isEmpty)
      weakParent = parent
      weakWindow = first
    }
    #expect(weakWindow == nil)
    #expect(weakParent == nil)
    finishStep?(.success(()))
  }

  /// A deep link whose steps take a child coordinator's controller from its
  /// place and present it from another coordinator (so the child moves
  /// there), then fail, is undone: the controller goes back where it was, and
  /// the child coordinator back to its parent. (It used to be given back to
  /// no parent and released while its controller was on screen.)
  @Test func anUndoneDeepLinkGivesAMovedChildCoordinatorBack() throws {
    let taken = ViewController(title: "Taken")
    let childRoot = ViewController(title: "Child")
    weak var weakChild: BasicCoordinator<WorldRegressionRoute, ViewController>?
    let parentRoot = ViewController(title: "Parent")
    let parent = BasicCoordinator<WorldRegressionRoute, ViewController>(rootViewController: parentRoot) { _ in
      let child = BasicCoordinator<WorldRegressionRoute, ViewController>(rootViewController: childRoot) { _ in
        .present(taken)
      }
      weakChild = child
      return .present(child)
    }
    let host = ViewController(title: "Host")
    try host.embed(taken)
    try host.present(TabBarController(viewControllers: [parentRoot], title: "Tabs"), animated: false)
    let window = Window(name: "Main")
    try window.setRootViewController(host)
    window.makeKeyAndVisible()
    parent.trigger(.presentChild, with: TransitionOptions(animated: false)) { _ in }
    #expect(parent.children.count == 1)
    let other = BasicCoordinator<WorldRegressionRoute, ViewController>(
      rootViewController: ViewController(title: "Other")
    ) { route in
      switch route {
      case .dismissHost: .perform(.dismissToRoot(), on: host)
      case .presentChildHere: weakChild.map { .presentOnRoot($0) } ?? .none()
      case .presentChild, .presentTaken: .none()
      }
    }

    var result: Result<Void, TransitionError>?
    // The third route goes to the child, which presents a controller that is taken: the deep link fails.
    other.deepLink(.dismissHost, following: [WorldRegressionRoute.presentChildHere, .presentTaken]) { result = $0 }

    #expect(result.map { if case .failure(.alreadyInHierarchy) = $0 { true } else { false } } == true)
    #expect(childRoot.presentingViewController?.title == "Tabs")
    #expect(childRoot.appearanceState == .appeared)
    #expect(parent.children.count == 1)
    #expect(weakChild != nil)
  }

  /// An animated dismissal of a chain builds its animation context from the
  /// controllers it passes through; that must not load the view of a
  /// controller in the middle of the chain that was never shown, outside
  /// the callbacks and unlogged (a later `viewWillAppear` would come with no
  /// `viewDidLoad` before it in any log).
  @Test func anAnimatedDismissalLoadsNoViewOfAControllerItOnlyPassesThrough() throws {
    let home = ViewController(title: "Home")
    let middle = ViewController(title: "Middle")
    let top = ViewController(title: "Top")
    top.modalPresentationStyle = .fullScreen
    try home.present(middle, animated: false)
    try middle.present(top, animated: false)
    let clock = ManualAnimationDriver()
    let window = try self.window(home, clock: clock)
    var callbacks: [String] = []
    let observation = window.observeEvents { event in
      if case .lifecycle(let controller, let callback, _) = event { callbacks.append("\(controller).\(callback)") }
    }
    #expect(!middle.isViewLoaded)

    try home.dismiss(animated: true)
    clock.runUntilIdle()

    #expect(middle.appearanceState == .disappeared)
    #expect(!middle.isViewLoaded || callbacks.contains("Middle.viewDidLoad"))
    observation.cancel()
  }

  /// A route whose transition is rooted outside the window (a coordinator's
  /// route on another coordinator whose root is free) acts on the window
  /// without taking the window's turn: the window's coordinators wait for the
  /// coordinator transition that asked for it before they refresh, so the
  /// coordinator it embedded, whose screen is in the window, moves up to the
  /// window's coordinator when the embedding coordinator leaves the tree.
  /// (Differential seed 16841651678987937660, 75 operations.)
  @Test func aRouteOnAFreeCoordinatorActingOnTheWindowLetsTheWindowsCoordinatorsAdoptItsChild() throws {
    let home = ViewController(title: "Home")
    let app = BasicCoordinator<Int, ViewController>(rootViewController: home) { _ in .none() }
    let window = Window(name: "Main")
    try app.setRoot(for: window)
    var bannerRoute: ((Int) -> Transition<ViewController>)?
    let banner = BasicCoordinator<Int, ViewController>(rootViewController: ViewController(title: "Banner")) {
      bannerRoute?($0) ?? .none()
    }
    bannerRoute = { [unowned banner] _ in .embed(banner, in: home, replacing: true) }
    let card = BasicCoordinator<Int, ViewController>(rootViewController: ViewController(title: "Card")) { _ in
      .route(0, on: banner)
    }
    app.performTransition(.embed(card, in: home), with: TransitionOptions(animated: false))
    #expect(app.children.map(\.viewController.title) == ["Card"])

    card.trigger(0, with: TransitionOptions(animated: false))

    #expect(home.children.map(\.title) == ["Banner"])
    #expect(app.children.map(\.viewController.title) == ["Banner"])
    #expect(card.children.isEmpty)
  }

  /// Found by the world flows (seed 16005426817632396302): while an
  /// interactive transition performed on a root in one window embeds a tree
  /// in another window, and holds that tree's appearance open, a sequence in
  /// the second window that dismisses the tree and is then refused rolls the
  /// dismissal back. The rollback puts the tree's phase back as it was,
  /// appearing and held by the interactive transition, whose end completes it.
  @Test func aRolledBackSequenceGivesTheAppearanceBackToAnotherWindowsInteractiveEmbed() throws {
    let stack = NavigationController(root: ViewController(title: "Stack root"))
    let first = try visibleWindow(root: SplitViewController(primary: stack))
    let host = ViewController(title: "Host")
    let cover = NavigationController(root: host)
    cover.modalPresentationStyle = .overFullScreen
    let base = ViewController(title: "Base")
    let second = try visibleWindow(root: base)
    try base.present(cover, animated: false)
    let tab = ViewController(title: "Tab")
    let tabs = TabBarController(
      tabs: [NavigationController(root: ViewController(title: "Other")), tab], selectedIndex: 1)
    let embed = try Transition<NavigationController>.embed(tabs, in: host).performInteractively(on: stack)
    #expect(tabs.appearanceState == .appearing)
    let before = second.snapshot
    var callbacks: [String] = []
    var flags: [Bool] = []
    let observation = second.observeEvents { event in
      if case .lifecycle(let controller, let callback, let animated) = event, controller == "Tab" {
        callbacks.append("\(callback)")
        flags.append(animated)
      }
    }

    var outcome: Result<Void, TransitionError>?
    Transition<ViewController>.multiple(.dismiss(), .showDetail(tab)).perform(on: tabs) { outcome = $0 }
    #expect(throws: TransitionError.alreadyInHierarchy("Tab")) { try outcome?.get() }
    #expect(second.snapshot == before)
    #expect(tab.appearanceState == .appearing)
    #expect(second.validate() == [])
    // The dismissal and its rollback: the tab disappears and begins to appear again.
    #expect(callbacks == ["viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewIsAppearing"])

    embed.finish()
    #expect(tab.appearanceState == .appeared)
    #expect(callbacks.last == "viewDidAppear")
    // The did-callback repeats the flag of the will-callback the rollback sent.
    #expect(flags.count == 5 && flags[4] == flags[2])
    #expect(second.validate() == [])
    observation.cancel()
    withExtendedLifetime(first) {}
  }

  /// The same phase, given back by a cancelled interactive dismissal instead
  /// of a rolled-back sequence: the cover pulled down while the other
  /// window's interactive embed holds the tree's appearance, then let go.
  @Test func aCancelledPullDownGivesTheAppearanceBackToAnotherWindowsInteractiveEmbed() throws {
    let stack = NavigationController(root: ViewController(title: "Stack root"))
    let first = try visibleWindow(root: SplitViewController(primary: stack))
    let host = ViewController(title: "Host")
    let cover = NavigationController(root: host)
    cover.modalPresentationStyle = .pageSheet
    let base = ViewController(title: "Base")
    let second = try visibleWindow(root: base)
    try base.present(cover, animated: false)
    let tab = ViewController(title: "Tab")
    let embed = try Transition<NavigationController>.embed(tab, in: host).performInteractively(on: stack)
    #expect(tab.appearanceState == .appearing)
    let before = second.snapshot

    let pull = try cover.beginInteractiveDismissal()
    #expect(tab.appearanceState == .disappearing)
    pull.cancel()
    #expect(second.snapshot == before)
    #expect(tab.appearanceState == .appearing)
    #expect(second.validate() == [])

    embed.finish()
    #expect(tab.appearanceState == .appeared)
    #expect(second.validate() == [])
    withExtendedLifetime(first) {}
  }
}

/// Cancelling an interactive transition never makes a cycle.
@Suite @MainActor struct InteractiveCancelTests {
  @Test func cancellingAPopWhoseControllerNowPresentsItsOldStackFinishesIt() throws {
    let home = ViewController(title: "Home")
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    try navigation.pushViewController(detail, animated: false)
    let window = Window(name: "Main")
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    var result: Result<Void, TransitionError>?
    let swipe = try navigation.beginInteractivePop { result = $0 }

    // The stack leaves the window; the popped controller, held by the swipe
    // but free to present, presents its old stack.
    try window.setRootViewController(ViewController(title: "Replacement"))
    try detail.present(navigation, animated: false)
    swipe.cancel()

    // Putting the controller back into the stack it now presents would make
    // a cycle: the pop cannot be undone, and finishes.
    #expect(result.map { if case .success = $0 { true } else { false } } == true)
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(detail.presentedViewController === navigation)
    #expect(detail.validate() == [])
    #expect(window.validate() == [])
  }

  @Test func cancellingADismissalWhosePresenterNowSitsInsideTheSheetFinishesIt() throws {
    let root = ViewController(title: "Root")
    let cover = ViewController(title: "Cover")
    cover.modalPresentationStyle = .overFullScreen
    let form = ViewController(title: "Form")
    let sheet = try NavigationController(rootViewController: form, title: "Sheet")
    sheet.modalPresentationStyle = .pageSheet
    let window = Window(name: "Main")
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    try root.present(cover, animated: false)
    try cover.present(sheet, animated: false)
    var result: Result<Void, TransitionError>?
    let pull = try sheet.beginInteractiveDismissal { result = $0 }

    // While the hand holds the sheet, its presenter is dismissed and then
    // shown from inside the sheet.
    try cover.dismiss(animated: false)
    try form.show(cover, animated: false)
    pull.cancel()

    // Presenting the sheet from a controller it contains would make a
    // cycle: the dismissal cannot be undone, and finishes.
    #expect(result.map { if case .success = $0 { true } else { false } } == true)
    #expect(sheet.viewControllers.map(\.title) == ["Form", "Cover"])
    #expect(cover.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
    #expect(root.presentedViewController == nil)
    #expect(sheet.validate() == [])
    #expect(window.validate() == [])
  }

  @Test func cancellingTheDismissalOfASheetThatPresentsItsOwnModalPutsBothBack() throws {
    let root = ViewController(title: "Root")
    let form = ViewController(title: "Form")
    let sheet = try NavigationController(rootViewController: form, title: "Sheet")
    sheet.modalPresentationStyle = .pageSheet
    form.definesPresentationContext = true
    let picker = ViewController(title: "Picker")
    picker.modalPresentationStyle = .currentContext
    let window = Window(name: "Main")
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    try root.present(sheet, animated: false)
    try form.present(picker, animated: false)
    var result: Result<Void, TransitionError>?
    let swipe = try sheet.beginInteractiveDismissal { result = $0 }
    #expect(root.presentedViewController == nil)

    swipe.cancel()

    // The sheet goes back to the root, and the picker stays on the form:
    // the sheet contains the form, which is no cycle.
    #expect(result.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
    #expect(root.presentedViewController === sheet)
    #expect(form.presentedViewController === picker)
    #expect(window.validate() == [])
  }

  /// While a route's interactive dismissal waits for the hand, its
  /// coordinator (whose screen the gesture holds out of the window) embeds a
  /// child coordinator; cancelling the dismissal puts the screen back and
  /// keeps that child: the cancel undoes only what the route's start did.
  @Test func cancellingARoutesDismissalKeepsAChildAddedWhileTheHandHeldIt() throws {
    let app = CycleSheetCoordinator(title: "App")
    let window = Window(name: "Main")
    try app.setRoot(for: window)
    let sheet = CycleSheetCoordinator(title: "Sheet")
    sheet.viewController.modalPresentationStyle = .pageSheet
    app.trigger(.present(sheet), with: TransitionOptions(animated: false))
    #expect(app.children.count == 1)

    var result: Result<Void, TransitionError>?
    let swipe = try sheet.beginInteractiveTransition(for: .dismiss) { result = $0 }
    weak var weakBadge: CycleSheetCoordinator?
    do {
      let badge = CycleSheetCoordinator(title: "Badge")
      weakBadge = badge
      sheet.trigger(.embed(badge), with: TransitionOptions(animated: false))
    }
    swipe.cancel()

    #expect(result.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
    #expect(app.viewController.presentedViewController === sheet.viewController)
    #expect(sheet.children.map(\.viewController.title) == ["Badge"])
    #expect(weakBadge != nil)
    #expect(window.validate() == [])
  }
}

private enum CycleSheetRoute: Sendable {
  case present(any Presentable)
  case embed(any Presentable)
  case dismiss
}

@MainActor
private final class CycleSheetCoordinator: ViewCoordinator<CycleSheetRoute> {
  init(title: String) {
    super.init(rootViewController: ViewController(title: title))
  }

  override func prepareTransition(for route: CycleSheetRoute) -> Transition<ViewController> {
    switch route {
    case .present(let presentable): .present(presentable)
    case .embed(let presentable): .embed(presentable, in: rootViewController)
    case .dismiss: .dismiss()
    }
  }
}
