import TransitionKitCore

/// The clock a play of the scenario runs on: the window's animation driver,
/// and how the scenario lets time pass.
@MainActor
protocol Playback: AnyObject {
  /// The driver to set on the window.
  var driver: AnimationDriver { get }
  /// The time elapsed on this clock.
  var now: Duration { get }
  /// Lets every animation under way run to its end.
  func settle() async
  /// Lets time pass while nothing runs by itself (a finger resting on the screen).
  func hold(for duration: Duration) async
}

/// A manual clock, advanced by the scenario frame by frame: animations really
/// run, in no time.
@MainActor
final class ManualPlayback: Playback {
  private let clock = ManualAnimationDriver()

  var driver: AnimationDriver { clock }
  var now: Duration { clock.elapsed }

  func settle() async {
    clock.runUntilIdle()
  }

  func hold(for duration: Duration) async {
    clock.advance(by: duration)
  }
}

/// The real clock: animations play live and the scenario waits for them.
@MainActor
final class RealTimePlayback: Playback {
  private let clock = RealTimeAnimationDriver()
  private let start = ContinuousClock.now

  var driver: AnimationDriver { clock }
  var now: Duration { ContinuousClock.now - start }

  func settle() async {
    await clock.waitUntilIdle()
  }

  func hold(for duration: Duration) async {
    try? await Task.sleep(for: duration)
  }
}
