/// The handle of a transition driven by hand, like a swipe back or a sheet
/// pulled down.
///
/// The change has begun when you get the handle: the hierarchy already shows
/// its end state, and the will-callbacks have run. Move it with
/// ``update(_:)``; then ``finish(velocity:)`` lets it run to its end (the
/// did-callbacks run, the transition completes) or ``cancel(velocity:)`` lets
/// it run back and undoes it: the hierarchy, the views and every appearance
/// state are exactly as before, after UIKit's callbacks for a cancelled
/// interactive transition.
///
/// ```swift
/// let swipe = try navigation.beginInteractivePop()
/// swipe.update(0.3)
/// swipe.cancel()          // Detail stays on top
/// ```
@MainActor
public final class InteractiveTransition {
  /// Where an interactive transition is.
  public enum State: String, Sendable, Hashable, Codable {
    /// Waiting for the hand: ``update(_:)`` moves it.
    case interacting
    /// Let go toward its end.
    case finishing
    /// Let go back toward its start.
    case cancelling
    /// Over: the change stands.
    case finished
    /// Over: the change was undone.
    case cancelled
  }

  /// Where the transition is.
  public private(set) var state: State
  private var run: AnimationRun?
  private var endProgress = 1.0

  /// A handle dropped while its transition waits for the hand cancels it, so
  /// the window's queue never waits forever.
  isolated deinit {
    if state == .interacting { cancel() }
  }

  init(run: AnimationRun?) {
    self.run = run
    state = run.map { $0.isDone ? .finished : .interacting } ?? .finished
    (run?.animation as? InteractiveTransitionAnimation)?.interactiveTransition = self
  }

  /// The progress last set by hand or reached by time, from 0 to 1.
  public var progress: Double { run?.progress ?? endProgress }

  /// Moves the transition to a progress value, clamped to 0…1. Does nothing
  /// once the transition is let go.
  public func update(_ progress: Double) {
    guard state == .interacting else { return }
    run?.update(progress)
  }

  /// Lets the transition run to its end.
  /// - Parameter velocity: The gesture's speed in progress per second; a fast
  ///   flick shortens the remaining time, see <doc:AnimationsAndTime>.
  public func finish(velocity: Double = 0) {
    release(toEnd: true, velocity: velocity)
  }

  /// Lets the transition run back to its start, then undoes it.
  /// - Parameter velocity: The gesture's speed in progress per second
  ///   (negative is toward the start).
  public func cancel(velocity: Double = 0) {
    release(toEnd: false, velocity: velocity)
  }

  /// Records how the transition ended.
  func didEnd(finished: Bool) {
    state = finished ? .finished : .cancelled
    (run?.animation as? InteractiveTransitionAnimation)?.interactiveTransition = nil
    // Let go of the run, and with it the controllers of the change.
    endProgress = run?.progress ?? 1
    run = nil
  }

  private func release(toEnd: Bool, velocity: Double) {
    guard state == .interacting, let run else { return }
    state = toEnd ? .finishing : .cancelling
    run.release(toEnd: toEnd, velocity: velocity)
  }
}
