import Testing
import TransitionKitCore

/// The routes of the coordinators of ``WorldFlowRegressionTests``.
private enum WorldRegressionRoute: Sendable {
  case presentChild
  case presentTaken
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

  /// A sheet whose animated dismissal still runs in one window can be
  /// presented at once in another, hidden window; it stays `disappearing`
  /// until the first window's animation ends, and the second window's
  /// `validate()` accepts that: the phase belongs to a change still under
  /// way, in the window the sheet left.
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

    #expect(second.validate() == [])
    clock.runUntilIdle()
    #expect(sheet.appearanceState == .disappeared)
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
}
