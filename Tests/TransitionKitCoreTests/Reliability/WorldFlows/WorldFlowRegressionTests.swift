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
/// the few operations that show it. A bug not fixed yet is marked as a known
/// issue, so that its fix shows up as an unexpected pass.
@Suite @MainActor struct WorldFlowRegressionTests {
  /// A visible window on a manual clock, with a root.
  private func window(_ root: ViewController, clock: ManualAnimationDriver) throws -> Window {
    let window = Window(name: "Main")
    window.animationDriver = clock
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    return window
  }

  /// Known issue: a window released while a push animates takes its visible
  /// controllers out of sight, but the controller the push covers is not
  /// visible any more, so nothing ends its disappearance: when the animation
  /// ends, the change finds no window to run its callbacks in, and the
  /// covered controller stays `disappearing` for good (`viewWillDisappear`
  /// without `viewDidDisappear`), which `validate()` reports.
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

    withKnownIssue("the covered controller's disappearance never ends when its window is released mid-push") {
      #expect(home.appearanceState == .disappeared)
      #expect(navigation.validate() == [])
    }
    #expect(detail.appearanceState == .disappeared)
  }

  /// Known issue: embedding a controller into a tree in a window loads the
  /// child's view (running `viewDidLoad`) before the change, while the child
  /// is in no window yet, so the window's event log gets the child's
  /// `viewWillAppear` without its `viewDidLoad` (a pushed controller's is logged).
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

    withKnownIssue("the embedded child's viewDidLoad is logged nowhere") {
      #expect(
        callbacks == [
          "Child.viewDidLoad", "Child.viewWillAppear", "Child.viewIsAppearing", "Child.viewDidAppear",
        ])
    }
    #expect(callbacks.suffix(3) == ["Child.viewWillAppear", "Child.viewIsAppearing", "Child.viewDidAppear"])
    observation.cancel()
  }

  /// Known issue: a sheet whose animated dismissal still runs in one window
  /// can be presented at once in another, hidden window; it stays
  /// `disappearing` until the first window's animation ends (which is
  /// right), but the second window has no change under way, so its
  /// `validate()` reports the sheet as a violation — a tree built through
  /// the public API, which `validate()` promises never to flag.
  @Test func aTreeStillLeavingAnotherWindowIsValidInAHiddenWindow() throws {
    let clock = ManualAnimationDriver()
    let first = try window(ViewController(title: "Home"), clock: clock)
    let second = Window(name: "Second")
    let other = ViewController(title: "Other")
    try second.setRootViewController(other)
    let sheet = ViewController(title: "Sheet")
    try first.rootViewController?.present(sheet, animated: false)
    try sheet.dismiss(animated: true)
    #expect(sheet.appearanceState == .disappearing)

    try other.present(sheet, animated: false)

    withKnownIssue("validate() looks only at its own window's changes") {
      #expect(second.validate() == [])
    }
    clock.runUntilIdle()
    #expect(sheet.appearanceState == .disappeared)
    #expect(second.validate() == [])
    #expect(first.validate() == [])
  }

  /// Known issue: a coordinator tree in no window does not notice a
  /// dismissal made without it (in a window it does, at once), so the
  /// dismissed child coordinator stays its child; its next trigger then
  /// removes the stale child — even a trigger that is refused, which must
  /// change nothing, child coordinators included.
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
    withKnownIssue("a coordinator tree in no window does not notice a dismissal made without it") {
      #expect(parent.children.isEmpty)
    }
    let before = parent.children.count
    var result: Result<Void, TransitionError>?
    parent.trigger(.presentTaken, with: TransitionOptions(animated: false)) { result = $0 }

    #expect(result.map { if case .failure(.alreadyInHierarchy) = $0 { true } else { false } } == true)
    withKnownIssue("the refused trigger removes the stale child") {
      #expect(parent.children.count == before)
    }
  }

  /// Known issue: while the user pulls a sheet down in one window, the sheet
  /// is free, and a `multiple` in another window may present it there; when
  /// a later step fails, the `multiple` is undone and refused — yet it
  /// changed things: the sheet went from `disappearing` to `disappeared`,
  /// and cancelling the pull-down no longer brings the sheet back (the
  /// gesture completes as a dismissal).
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

    #expect(result.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
    withKnownIssue("the undone presentation settles the sheet's appearance") {
      #expect([first.snapshot, second.snapshot, sheet.snapshot] == before)
    }
    pull.cancel()
    withKnownIssue("the cancelled pull-down does not bring the sheet back") {
      #expect(sheet.presentingViewController === home)
      #expect(ended.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
    }
    #expect(first.validate() == [])
    #expect(second.validate() == [])
  }

  /// Known issue: a cancelled interactive pop gives the controllers visible
  /// around it their appearance anew — but those of the window it began in.
  /// Once its stack has moved to another window, a child embedded meanwhile
  /// into the controller the pop revealed stays `appeared` when the
  /// cancellation hides that controller again.
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
    withKnownIssue("the cancellation looks at the window the pop began in") {
      #expect(child.appearanceState == .disappeared)
      #expect(second.validate() == [])
    }
  }

  /// Known issue: a `multiple` performed on a root outside a window runs its
  /// steps at once, so a step that acts on a window (`perform(_:on:)`, a
  /// trigger) does not wait while that window animates: it interrupts the
  /// animation under way. Undone, the sequence leaves the appearance states
  /// settled, though it was refused.
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

    withKnownIssue("the sequence's steps do not wait for the window's animation") {
      #expect(result == nil)
      #expect(window.snapshot == before)
    }
    clock.runUntilIdle()
    #expect(window.validate() == [])
  }

  /// Known issue: coordinators refresh their trees once no sequence is under
  /// way — in any window. While a sequence waits in one window (for an
  /// animation, or a custom step), a coordinator in another window does not
  /// notice a dismissal made without it, and a window let go of stays
  /// alive, with its tree and coordinators, until that sequence ends:
  /// windows are not independent.
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
      withKnownIssue("the refresh waits for the other window's sequence") {
        #expect(parent.children.isEmpty)
      }
      weakParent = parent
      weakWindow = first
    }
    withKnownIssue("the waiting refresh keeps the window and its coordinator alive") {
      #expect(weakWindow == nil)
      #expect(weakParent == nil)
    }
    finishStep?(.success(()))
    #expect(weakWindow == nil)
    #expect(weakParent == nil)
  }

  /// Known issue: a deep link whose steps take a child coordinator's
  /// controller from its place and present it from another coordinator (so
  /// the child moves there), then fail, is undone: the controller goes back
  /// where it was — but the child coordinator is given back to no parent,
  /// and is released while its controller is on screen.
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
    withKnownIssue("the moved child coordinator is not given back to its parent") {
      #expect(parent.children.count == 1)
      #expect(weakChild != nil)
    }
  }

  /// Known issue: an animated dismissal of a chain builds its animation
  /// context from the controllers it passes through, which loads the view
  /// of a controller in the middle of the chain that was never shown —
  /// outside the callbacks, while that controller is leaving the window, so
  /// no window logs its `viewDidLoad` (and a later `viewWillAppear` comes
  /// with no `viewDidLoad` before it in any log).
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
    withKnownIssue("the animation context loads the view, and no window logs it") {
      #expect(!middle.isViewLoaded || callbacks.contains("Middle.viewDidLoad"))
    }
    observation.cancel()
  }
}
