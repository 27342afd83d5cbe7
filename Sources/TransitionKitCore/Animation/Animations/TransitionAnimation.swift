/// One half of an ``Animation``: how long a transition takes, and what it does
/// to views at each moment.
///
/// An animation is a function of progress: TransitionKit calls
/// ``animate(_:progress:)`` at every frame of the window's
/// ``AnimationDriver`` with the progress (0 at the start, 1 at the end, shaped
/// by the ``curve``), and the animation sets frames and alpha of the views in
/// its ``AnimationContext``. When the transition ends — finished or cancelled —
/// every view of the two screens gets back the frame, alpha and hidden flag it
/// had when the transition started, so an animation never has to clean up.
///
/// ```swift
/// let rise = TransitionAnimation(duration: .milliseconds(400)) { context, progress in
///   guard let view = context.destinationView else { return }
///   var frame = context.initialFrame(of: view)
///   frame.origin.y += (1 - progress) * context.containerBounds.size.height
///   view.frame = frame
/// }
/// ```
@MainActor
open class TransitionAnimation {
  /// How long the animation takes when it runs by itself.
  public let duration: Duration
  /// How progress follows time.
  public let curve: TimingCurve
  private let body: @MainActor (AnimationContext, Double) -> Void

  /// Creates an animation from a function of progress.
  /// - Parameters:
  ///   - duration: How long the animation takes.
  ///   - curve: How progress follows time.
  ///   - animate: Sets the views of the context for a progress value.
  public init(
    duration: Duration,
    curve: TimingCurve = .easeInOut,
    animate: @escaping @MainActor (AnimationContext, Double) -> Void
  ) {
    self.duration = duration
    self.curve = curve
    self.body = animate
  }

  /// Sets the views of `context` for a progress value. Subclasses may
  /// override it instead of passing a closure.
  /// - Parameters:
  ///   - context: The transition's controllers, views and passengers.
  ///   - progress: From 0 (start) to 1 (end), already shaped by ``curve``.
  open func animate(_ context: AnimationContext, progress: Double) {
    body(context, progress)
  }

  /// The duration in seconds.
  var seconds: Double { duration.seconds }
}

/// A transition animation that can also be driven by hand, like a swipe-back
/// gesture drives UIKit's pop.
///
/// While it drives an interactive transition, ``interactiveTransition`` is that
/// transition's handle, and ``update(_:)``, ``finish(velocity:)`` and
/// ``cancel(velocity:)`` drive it.
@MainActor
open class InteractiveTransitionAnimation: TransitionAnimation {
  /// The interactive transition this animation drives right now, if any.
  public internal(set) weak var interactiveTransition: InteractiveTransition?

  /// Moves the interactive transition to a progress value.
  /// - Parameter progress: From 0 to 1.
  public func update(_ progress: Double) {
    interactiveTransition?.update(progress)
  }

  /// Lets the interactive transition run to its end.
  /// - Parameter velocity: The gesture's speed, in progress per second.
  public func finish(velocity: Double = 0) {
    interactiveTransition?.finish(velocity: velocity)
  }

  /// Lets the interactive transition run back to its start and undoes it.
  /// - Parameter velocity: The gesture's speed, in progress per second.
  public func cancel(velocity: Double = 0) {
    interactiveTransition?.cancel(velocity: velocity)
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  /// The duration in whole nanoseconds, saturating at the limits of `Int64`
  /// (about 292 years) instead of overflowing.
  var nanoseconds: Int64 {
    let parts = components
    let (whole, overflow) = parts.seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return parts.seconds < 0 ? .min : .max }
    let (total, sumOverflow) = whole.addingReportingOverflow(parts.attoseconds / 1_000_000_000)
    return sumOverflow ? (whole < 0 ? .min : .max) : total
  }
}
