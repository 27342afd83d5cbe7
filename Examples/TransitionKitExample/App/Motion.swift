import TransitionKitCore

/// The app's animations, in one place, each half with a name.
///
/// Every animated transition of the app names one of these (or comes back
/// out with the one it went in with, remembered on its controller), so that
/// the app moves the same way everywhere. Each half reports the frames it
/// draws to the observers of ``Motion/observeFrames(_:)``, which the scenario
/// uses to say which animation a transition ran.
@MainActor
public enum Motion {
  /// A screen pushed onto a stack slides in from the right, and back out.
  public static let slide = named(.slide(from: .right), in: "slide in", out: "slide out")
  /// A screen fades in, and out.
  public static let fade = named(.fade(duration: .milliseconds(300)), in: "fade in", out: "fade out")
  /// A sheet rises from the bottom, and sinks back.
  public static let sheet = named(
    .slide(from: .bottom, duration: .milliseconds(400)), in: "sheet up", out: "sheet down")
  /// An alert grows from its centre, and shrinks back.
  public static let popUp = named(.scale(duration: .milliseconds(250)), in: "pop up", out: "pop down")
  /// A page of an onboarding turns in from the right.
  public static let page = named(.slide(from: .right, duration: .milliseconds(300)), in: "page in", out: "page out")

  /// The observations of the frames the app's animations draw.
  private static var observations: [WeakFrameObservation] = []

  /// Calls `handler` with every frame one of the app's animations draws, in
  /// any window: for instrumentation, or to trace which animation ran.
  ///
  /// - Parameter handler: Receives each frame.
  /// - Returns: The observation. Keep it: it ends when released or cancelled.
  public static func observeFrames(_ handler: @escaping @MainActor (AnimationFrame) -> Void) -> FrameObservation {
    let observation = FrameObservation(handler: handler)
    observations.removeAll { $0.observation?.handler == nil }
    observations.append(WeakFrameObservation(observation: observation))
    return observation
  }

  /// Hands a frame to every observation.
  static func report(_ frame: AnimationFrame) {
    for entry in observations { entry.observation?.handler?(frame) }
  }

  /// The built-in animation with a name on each half.
  private static func named(_ animation: Animation, in inName: String, out outName: String) -> Animation {
    Animation(
      presentation: animation.presentation.map { NamedAnimation(inName, base: $0) },
      dismissal: animation.dismissal.map { NamedAnimation(outName, base: $0) }
    )
  }
}

/// One half of an animation of the app: draws like its base, and reports
/// each frame to the observers of ``Motion/observeFrames(_:)``.
@MainActor
final class NamedAnimation: TransitionAnimation {
  /// The name the trace shows.
  let name: String

  init(_ name: String, base: TransitionAnimation) {
    self.name = name
    super.init(duration: base.duration, curve: base.curve) { context, progress in
      base.animate(context, progress: progress)
    }
  }

  override func animate(_ context: AnimationContext, progress: Double) {
    let window = context.destination?.window ?? context.source?.window
    Motion.report(AnimationFrame(name: name, duration: duration, progress: progress, window: window))
    super.animate(context, progress: progress)
  }
}

/// One frame drawn by one of the app's animations.
@MainActor
public struct AnimationFrame {
  /// The name of the animation's half, such as `fade in`.
  public let name: String
  /// The half's own duration.
  public let duration: Duration
  /// The progress drawn, from 0 to 1, shaped by the animation's curve.
  public let progress: Double
  /// The window the animation runs in.
  public let window: Window?
}

/// An observation of the frames the app's animations draw; it lasts while
/// you keep a reference to it, or until ``cancel()``.
@MainActor
public final class FrameObservation {
  fileprivate var handler: (@MainActor (AnimationFrame) -> Void)?

  fileprivate init(handler: @escaping @MainActor (AnimationFrame) -> Void) {
    self.handler = handler
  }

  /// Stops the observation.
  public func cancel() {
    handler = nil
  }
}

/// A weak reference to a frame observation, as ``Motion`` keeps it.
@MainActor
private struct WeakFrameObservation {
  weak var observation: FrameObservation?
}
