/// A driver whose time moves only when you say so: for tests that look at a
/// transition half-way.
///
/// Time moves in whole frames (60 a second by default). At every frame each
/// running animation is called with its progress; an animation whose time is
/// up ends at that frame, and the next queued transition of its window starts
/// at the same frame.
///
/// ```swift
/// let clock = ManualAnimationDriver()
/// window.animationDriver = clock
/// Transition<NavigationController>.push(detail, animation: .fade()).perform(on: navigation)
/// clock.advance(by: .milliseconds(150))        // half of 300 ms
/// #expect(detail.view.alpha == 0.5)
/// clock.runUntilIdle()
/// ```
@MainActor
public final class ManualAnimationDriver: AnimationDriver {
  /// Frames per second.
  public let framesPerSecond: Int
  private var frameIndex: Int64 = 0
  private var elapsedNanoseconds: Int64 = 0
  private var tickTime: Int64?

  /// Creates a manual driver at time zero.
  /// - Parameter framesPerSecond: How many frames make a second (at least 1).
  public init(framesPerSecond: Int = 60) {
    self.framesPerSecond = Swift.max(framesPerSecond, 1)
  }

  /// The time elapsed since the driver was created; inside a frame (in an
  /// animation's update or a completion it runs), the time of that frame.
  public var elapsed: Duration { .nanoseconds(elapsedNanoseconds) }

  /// The number of frames elapsed since the driver was created.
  public var frameCount: Int { Int(frameIndex) }

  override var now: Int64 { tickTime ?? elapsedNanoseconds }

  /// Moves time forward, calling every running animation at each whole frame
  /// that passes. A negative duration does nothing.
  /// - Parameter duration: How far to move.
  public func advance(by duration: Duration) {
    let nanoseconds = duration.nanoseconds
    guard nanoseconds > 0 else { return }
    let (sum, overflow) = elapsedNanoseconds.addingReportingOverflow(nanoseconds)
    let target = overflow ? Int64.max / 2 : Swift.min(sum, Int64.max / 2)
    while frameTime(frameIndex + 1) <= target {
      guard runs.contains(where: \.isTimeDriven) else {
        // Nothing moves with time: jump to the last frame before the target.
        frameIndex = Swift.max(frameIndex, lastFrame(atOrBefore: target))
        break
      }
      frameIndex += 1
      elapsedNanoseconds = frameTime(frameIndex)
      tick(atNanoseconds: elapsedNanoseconds)
    }
    elapsedNanoseconds = Swift.max(target, elapsedNanoseconds)
  }

  /// Moves time forward by a number of frames, to the time of the last one.
  public func advance(frames: Int) {
    guard frames > 0 else { return }
    let target = frameIndex + Int64(frames)
    while frameIndex < target {
      frameIndex += 1
      elapsedNanoseconds = frameTime(frameIndex)
      tick(atNanoseconds: elapsedNanoseconds)
    }
  }

  /// The last frame whose time is at or before a time (without overflowing).
  private func lastFrame(atOrBefore nanoseconds: Int64) -> Int64 {
    let fps = Int64(framesPerSecond)
    return nanoseconds / 1_000_000_000 * fps + nanoseconds % 1_000_000_000 * fps / 1_000_000_000
  }

  /// The time of a frame, in nanoseconds.
  private func frameTime(_ frame: Int64) -> Int64 {
    frame * 1_000_000_000 / Int64(framesPerSecond)
  }

  /// Moves time forward frame by frame until no animation runs by time (an
  /// interactive transition waiting for its hand stops it too).
  public func runUntilIdle() {
    while runs.contains(where: \.isTimeDriven) {
      advance(frames: 1)
    }
  }

  private func tick(atNanoseconds time: Int64) {
    tickTime = time
    defer { tickTime = nil }
    for run in runs where run.isTimeDriven {
      run.tick(at: time)
    }
    removeFinishedRuns()
  }
}
