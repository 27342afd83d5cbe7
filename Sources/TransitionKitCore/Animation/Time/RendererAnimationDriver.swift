/// A driver whose time is a renderer's: the model's animations wait until
/// the renderer that shows them says its own animation ended.
///
/// With it, a window's change ends when the animation on screen ends: the
/// did-callbacks and the transition's completion run then, and transitions
/// queued meanwhile start then, as with any other driver. A renderer applies
/// each animated mount transaction with its own animation, and when that
/// animation's completion runs it calls
/// ``animationsEnded(in:through:)`` with the transaction's revision. An
/// interactive transition is moved by the renderer's reports (see
/// ``UserReportAction/updateInteractive(progress:)``); once let go, it too
/// waits for the renderer's end.
///
/// ```swift
/// let driver = RendererAnimationDriver()
/// window.animationDriver = driver
/// // In the renderer, when the animation of transaction `revision` ends:
/// driver.animationsEnded(in: window, through: revision)
/// ```
@MainActor
public final class RendererAnimationDriver: AnimationDriver {
  /// Creates a driver that waits for a renderer.
  public override init() {}

  /// The revisions of the mount transactions whose animations wait for the
  /// renderer, per window (the window's revision when each started), oldest first.
  public func waitingRevisions(in window: Window) -> [UInt64] {
    runs.filter { $0.isTimeDriven && $0.window === window }.map(\.mountRevision)
  }

  /// Ends, at once, the animations of a window's changes published at or
  /// before a revision: the renderer's own animation of them ended. Their
  /// completions run, and the transitions queued behind them start.
  ///
  /// Animations still waiting for a hand (an interactive transition not let
  /// go) are left alone; so are changes published after the revision. (A
  /// waiting change keeps its window; should one be gone anyway, its
  /// animations end at any call.)
  ///
  /// - Parameters:
  ///   - window: The window the renderer shows.
  ///   - revision: The revision of the last transaction whose animation ended.
  public func animationsEnded(in window: Window, through revision: UInt64) {
    end { run in run.window == nil || (run.window === window && run.mountRevision <= revision) }
  }

  /// Ends, at once, every animation waiting for the renderer, in every
  /// window: for a renderer that goes away (a scene disconnected), so that
  /// the model's changes and queued transitions do not wait for ever.
  /// Animations waiting for a hand are left alone.
  public func endAllAnimations() {
    end { _ in true }
  }

  /// Ends the time-driven runs that match, with what their ends start.
  private func end(where matches: (AnimationRun) -> Bool) {
    let ending = runs.filter { $0.isTimeDriven && matches($0) }
    for run in ending { run.runToEnd() }
    removeFinishedRuns()
  }
}
