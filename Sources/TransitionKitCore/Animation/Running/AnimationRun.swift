/// One animation running for one transition: a small state machine driven by
/// an ``AnimationDriver``'s clock, or by hand while interactive.
@MainActor
final class AnimationRun {
  /// Where the run is.
  enum State {
    /// Created, not started.
    case idle
    /// Driven by time from progress 0, started at a time (nanoseconds).
    case running(startTime: Int64)
    /// Driven by hand; time does not move it.
    case interactive(progress: Double)
    /// Let go by hand: moving by time from a progress to 1 (finishing) or 0
    /// (cancelling), over a duration (nanoseconds).
    case settling(from: Double, to: Double, startTime: Int64, duration: Int64)
    /// Over.
    case done
  }

  let animation: TransitionAnimation?
  let context: AnimationContext
  private(set) var state = State.idle
  /// The raw progress last applied (before the timing curve).
  private(set) var progress = 0.0
  /// The driver moving the run, from its start to its end.
  private(set) var driver: AnimationDriver?
  private let onEnd: @MainActor (_ finished: Bool) -> Void
  /// The window whose change the run animates.
  @WindowReference var window: Window? = nil
  /// The window's mount revision when the run started: the transaction
  /// that published its change (for a renderer that ends it).
  var mountRevision: UInt64 = 0

  /// - Parameters:
  ///   - animation: What to do at each progress; `nil` for an instant change.
  ///   - context: The transition's controllers and views.
  ///   - onEnd: Called once, when the run is over: `true` when it finished,
  ///     `false` when it was cancelled.
  init(animation: TransitionAnimation?, context: AnimationContext, onEnd: @escaping @MainActor (Bool) -> Void) {
    self.animation = animation
    self.context = context
    self.onEnd = onEnd
  }

  /// The time the animation takes by itself, in nanoseconds.
  var duration: Int64 { animation?.duration.nanoseconds ?? 0 }

  /// Whether the driver's clock moves the run.
  var isTimeDriven: Bool {
    switch state {
    case .running, .settling: true
    case .idle, .interactive, .done: false
    }
  }

  /// The driver time (nanoseconds) at which a time-driven run reaches its
  /// end by itself, saturating at `Int64.max`; `nil` when time does not move it.
  var endTime: Int64? {
    switch state {
    case .running(let startTime): startTime.saturatingAdding(duration)
    case .settling(_, _, let startTime, let settleDuration): startTime.saturatingAdding(settleDuration)
    case .idle, .interactive, .done: nil
    }
  }

  /// Whether the run is over.
  var isDone: Bool {
    if case .done = state { return true }
    return false
  }

  /// Starts the run on a driver, by time or by hand.
  func start(on driver: AnimationDriver, interactive: Bool) {
    guard case .idle = state else { return }
    self.driver = driver
    let time = driver.now
    apply(0)
    if interactive {
      state = .interactive(progress: 0)
    } else if duration <= 0 {
      complete(finished: true)
    } else {
      state = .running(startTime: time)
    }
  }

  /// Moves a time-driven run to a time (nanoseconds).
  func tick(at time: Int64) {
    switch state {
    case .running(let startTime):
      if time - startTime >= duration {
        complete(finished: true)
      } else {
        apply(Double(time - startTime) / Double(duration))
      }
    case .settling(let from, let to, let startTime, let settleDuration):
      let fraction = settleDuration > 0 ? Double(time - startTime) / Double(settleDuration) : 1
      if fraction >= 1 {
        complete(finished: to == 1)
      } else {
        apply(from + (to - from) * fraction)
      }
    case .idle, .interactive, .done:
      break
    }
  }

  /// Runs a time-driven run to its end at once.
  func runToEnd() {
    switch state {
    case .running: complete(finished: true)
    case .settling(_, let to, _, _): complete(finished: to == 1)
    case .idle, .interactive, .done: break
    }
  }

  /// Moves the run to another driver (when a window's driver changes).
  func move(to newDriver: AnimationDriver) {
    driver = newDriver
  }

  /// Moves an interactive run to a progress value (clamped to 0…1; a value
  /// that is not a number is ignored).
  func update(_ newProgress: Double) {
    guard case .interactive = state, newProgress.isFinite else { return }
    let clamped = Swift.min(Swift.max(newProgress, 0), 1)
    state = .interactive(progress: clamped)
    apply(clamped)
  }

  /// Lets an interactive run go, toward its end or back to its start.
  ///
  /// The remaining time follows from the distance left and the velocity (in
  /// progress per second): distance ÷ speed, where the speed is the velocity
  /// toward the target, but never slower than the animation's own pace
  /// (1 ÷ duration). A flick finishes faster; a still finger at the normal pace.
  func release(toEnd: Bool, velocity: Double) {
    guard case .interactive(let current) = state, let driver else { return }
    let time = driver.now
    let velocity = velocity.isFinite ? velocity : 0
    let target = toEnd ? 1.0 : 0.0
    let distance = abs(target - current)
    let towardTarget = toEnd ? velocity : -velocity
    let ownPace = duration > 0 ? 1e9 / Double(duration) : .infinity
    let speed = Swift.max(towardTarget, ownPace)
    let seconds = distance == 0 || speed.isInfinite ? 0 : distance / speed
    let remaining = seconds < 9e9 ? Int64(seconds * 1e9) : Int64.max / 2
    state = .settling(from: current, to: target, startTime: time, duration: remaining)
    if remaining <= 0 { complete(finished: toEnd) } else { driver.runsDidChange() }
  }

  private func apply(_ rawProgress: Double) {
    progress = rawProgress
    guard let animation else { return }
    animation.animate(context, progress: animation.curve.progress(at: rawProgress))
  }

  private func complete(finished: Bool) {
    guard !isDone else { return }
    apply(finished ? 1 : 0)
    state = .done
    let releasedDriver = driver
    driver = nil
    releasedDriver?.removeFinishedRuns()
    context.restoreViews()
    onEnd(finished)
  }
}

extension Int64 {
  /// The sum, saturating at the limits of `Int64` instead of overflowing.
  func saturatingAdding(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
