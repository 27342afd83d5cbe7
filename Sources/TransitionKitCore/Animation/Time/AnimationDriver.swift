/// The clock that drives a window's animations.
///
/// Time is injected per window (``Window/animationDriver``):
///
/// - ``ImmediateAnimationDriver`` (the default): every animation finishes at
///   once, so every completion handler has run before `perform` returns —
///   deterministic unit tests.
/// - ``ManualAnimationDriver``: time moves only when a test calls
///   ``ManualAnimationDriver/advance(by:)``, frame by frame, so the test can
///   look at the hierarchy and its views half-way through an animation.
/// - ``RealTimeAnimationDriver``: time is the `ContinuousClock`, for playing
///   a flow live.
///
/// One driver may serve several windows.
@MainActor
public class AnimationDriver {
  /// The runs this driver moves.
  var runs: [AnimationRun] = []

  init() {}

  /// The driver's current time, in nanoseconds.
  var now: Int64 { 0 }

  /// Whether the driver has animations under way (running by time, or
  /// waiting for a hand in an interactive transition).
  public var hasRunningAnimations: Bool {
    runs.contains { !$0.isDone }
  }

  /// Starts a run on this driver.
  func start(_ run: AnimationRun, interactive: Bool) {
    run.start(on: self, interactive: interactive)
    guard !run.isDone else { return }
    runs.append(run)
    runsDidChange()
  }

  /// Called when a run starts, or an interactive run is let go.
  func runsDidChange() {}

  /// Takes a window's runs from the driver it had: the ones running by time
  /// finish at once, the interactive ones move here. The runs of other
  /// windows stay where they are: a driver may serve several windows (the
  /// default, immediate one serves every window that has none of its own).
  func takeOver(from other: AnimationDriver, for window: Window) {
    for run in other.runs where run.window === window && run.isTimeDriven { run.runToEnd() }
    other.removeFinishedRuns()
    var others: [AnimationRun] = []
    for run in other.runs {
      if run.window === window {
        run.move(to: self)
        runs.append(run)
      } else {
        others.append(run)
      }
    }
    other.runs = others
    runsDidChange()
  }

  /// Forgets the runs that are over.
  func removeFinishedRuns() {
    runs.removeAll { $0.isDone }
  }
}

/// A driver on which every animation finishes as soon as it starts: the
/// default, for deterministic tests. An interactive transition still waits
/// for its handle; once let go, it ends at once.
@MainActor
public final class ImmediateAnimationDriver: AnimationDriver {
  /// Creates an immediate driver.
  public override init() {}

  override func runsDidChange() {
    for run in runs where run.isTimeDriven { run.runToEnd() }
    removeFinishedRuns()
  }
}
