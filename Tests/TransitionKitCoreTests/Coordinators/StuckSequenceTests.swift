import Testing

@testable import TransitionKitCore

private enum StuckAppRoute: Sendable { case push(any Presentable) }

/// Completions kept and never called.
@MainActor
private final class KeptCompletions {
  var completions: [@MainActor (Result<Void, TransitionError>) -> Void] = []
}

/// A sequence that never ends (a custom step whose completion is kept but
/// never called) holds up the coordinator refreshes of the places it touched
/// only: the coordinators of other windows, and of trees in no window, still
/// let go of the children whose screens left.
@Suite @MainActor struct StuckSequenceTests {
  private let kept = KeptCompletions()

  /// A `multiple` whose only step never completes, performed on a controller.
  private func startNeverEndingSequence(on controller: ViewController) {
    let kept = self.kept
    let never = Transition<ViewController>(presentables: [], animation: nil) { [weak kept] _, _, completion in
      kept?.completions.append(completion)
    }
    Transition<ViewController>.multiple(never).perform(on: controller) { _ in
      Issue.record("the sequence was not expected to end")
    }
  }

  /// A coordinator over a navigation controller that pushes what it is given.
  private func stackCoordinator() throws -> BasicCoordinator<StuckAppRoute, NavigationController> {
    BasicCoordinator(rootViewController: try NavigationController(rootViewController: ViewController(title: "Home"))) {
      route in
      switch route {
      case .push(let presentable): .push(presentable)
      }
    }
  }

  @Test(arguments: ["in another window", "in no window"])
  func aSequenceThatNeverEndsDoesNotHoldUpAnotherWindowsCoordinators(place: String) throws {
    let stuckWindow = Window(name: "Stuck")
    let stuckRoot = ViewController(title: "Stuck")
    if place == "in another window" {
      try stuckWindow.setRootViewController(stuckRoot)
      stuckWindow.makeKeyAndVisible()
    }
    startNeverEndingSequence(on: stuckRoot)

    let app = try stackCoordinator()
    let window = Window(name: "Main")
    try app.setRoot(for: window)
    window.makeKeyAndVisible()
    weak var weakChild: BasicCoordinator<StuckAppRoute, ViewController>?
    do {
      let child = BasicCoordinator<StuckAppRoute, ViewController>(rootViewController: ViewController(title: "Child")) {
        _ in .none()
      }
      weakChild = child
      app.trigger(.push(child), with: TransitionOptions(animated: false))
    }
    #expect(app.children.count == 1)

    // A back button tap, made without the coordinator: the window reports it.
    try app.rootViewController.popViewController(animated: false)

    #expect(app.children.isEmpty)
    #expect(weakChild == nil)
  }

  /// Places are told apart by numbers never reused: a window made after
  /// another that a stuck sequence held up went away (often at the same
  /// address) is not held up.
  @Test func aWindowMadeAfterAHeldUpWindowWentAwayIsNotHeldUp() throws {
    for _ in 0..<20 {
      do {
        let gone = Window(name: "Gone")
        let root = ViewController(title: "Gone root")
        try gone.setRootViewController(root)
        startNeverEndingSequence(on: root)
      }
      let app = try stackCoordinator()
      let window = Window(name: "Main")
      try app.setRoot(for: window)
      let child = BasicCoordinator<StuckAppRoute, ViewController>(rootViewController: ViewController(title: "Child")) {
        _ in .none()
      }
      app.trigger(.push(child), with: TransitionOptions(animated: false))
      try app.rootViewController.popViewController(animated: false)
      #expect(app.children.isEmpty)
    }
  }

  @Test func aSequenceThatNeverEndsInAWindowHoldsUpThatWindowsRefreshes() throws {
    let app = try stackCoordinator()
    let window = Window(name: "Main")
    try app.setRoot(for: window)
    window.makeKeyAndVisible()
    let child = BasicCoordinator<StuckAppRoute, ViewController>(rootViewController: ViewController(title: "Child")) {
      _ in .none()
    }
    app.trigger(.push(child), with: TransitionOptions(animated: false))
    // The sequence changes nothing yet, but it started in this window: a
    // change it makes later may still be undone.
    startNeverEndingSequence(on: app.rootViewController)

    try app.rootViewController.popViewController(animated: false)

    #expect(app.children.count == 1)
  }
}

/// A sequence whose step drops its completion can never end: once released,
/// it no longer counts as under way where it started.
@Suite @MainActor struct ReleasedSequenceTests {
  @Test func aSequenceNothingCanFinishStopsCountingOnceReleased() throws {
    let window = Window(name: "Dropped")
    let root = ViewController(title: "Root")
    try window.setRootViewController(root)
    var keptCompletion: (@MainActor (Result<Void, TransitionError>) -> Void)?
    let held = Transition<ViewController>(presentables: [], animation: nil) { _, _, completion in
      keptCompletion = completion
    }

    Transition<ViewController>.multiple(held).perform(on: root)
    #expect(SequencesUnderWay.isUnderWay(at: .window(window)))
    #expect(keptCompletion != nil)
    // Whoever holds the completion may still finish it.
    keptCompletion = nil

    #expect(!SequencesUnderWay.isUnderWay(at: .window(window)))
  }
}
