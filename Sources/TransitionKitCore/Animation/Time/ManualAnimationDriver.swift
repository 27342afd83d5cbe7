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
  /// Frames per second, from 1 to 1 000 000 000 (one frame a nanosecond).
  public let framesPerSecond: Int
  private var frameIndex: Int64 = 0
  private var elapsedNanoseconds: Int64 = 0
  private var tickTime: Int64?

  /// The latest time the clock reaches, in nanoseconds (about 146 years):
  /// advances saturate there.
  static let endOfTime = Int64.max / 2

  /// How many frames in a row one call calls the running animations at.
  /// Past it (a jump of hours at once, or an animation that lasts years),
  /// the call moves straight to the next frame at which an animation ends,
  /// so that no call steps through an unbounded number of frames.
  public static let contiguousFrameLimit = 100_000

  /// Creates a manual driver at time zero.
  /// - Parameter framesPerSecond: How many frames make a second, clamped to
  ///   1…1 000 000 000.
  public init(framesPerSecond: Int = 60) {
    self.framesPerSecond = Swift.min(Swift.max(framesPerSecond, 1), 1_000_000_000)
  }

  /// The time elapsed since the driver was created; inside a frame (in an
  /// animation's update or a completion it runs), the time of that frame.
  public var elapsed: Duration { .nanoseconds(elapsedNanoseconds) }

  /// The number of frames elapsed since the driver was created.
  public var frameCount: Int { Int(frameIndex) }

  override var now: Int64 { tickTime ?? elapsedNanoseconds }

  /// Moves time forward, calling every running animation at each whole frame
  /// that passes (see ``contiguousFrameLimit`` for very long jumps). A
  /// negative duration does nothing; time saturates at about 146 years.
  /// - Parameter duration: How far to move.
  public func advance(by duration: Duration) {
    let nanoseconds = duration.nanoseconds
    guard nanoseconds > 0 else { return }
    let target = Swift.min(elapsedNanoseconds.saturatingAdding(nanoseconds), Self.endOfTime)
    run(toFrame: lastFrame(atOrBefore: target), stopsWhenIdle: false)
    elapsedNanoseconds = Swift.max(target, elapsedNanoseconds)
  }

  /// Moves time forward by a number of frames, to the time of the last one
  /// (see ``contiguousFrameLimit`` for very long jumps). A count of zero or
  /// less does nothing; time saturates at about 146 years.
  /// - Parameter frames: How many frames to move.
  public func advance(frames: Int) {
    guard frames > 0 else { return }
    let target = Swift.min(frameIndex.saturatingAdding(Int64(frames)), lastFrame(atOrBefore: Self.endOfTime))
    run(toFrame: target, stopsWhenIdle: false)
    if frameIndex < target {
      frameIndex = target
      elapsedNanoseconds = frameTime(target)
    }
  }

  /// Moves time forward frame by frame until no animation runs by time (an
  /// interactive transition waiting for its hand stops it too). Animations
  /// that would end after the end of time (about 146 years) end there, and
  /// so do the animations that the transitions ending there start (the next
  /// transitions in the window's queue, say): once the clock is at the end
  /// of time, it does not move any more, and this is what ends them.
  ///
  /// Completion handlers that start an animation every time one ends would
  /// keep the clock busy forever: after ``idleRoundLimit`` such rounds at the
  /// end of time, it returns with those still running.
  public func runUntilIdle() {
    let lastFrame = lastFrame(atOrBefore: Self.endOfTime)
    for _ in 0..<Self.idleRoundLimit {
      run(toFrame: lastFrame, stopsWhenIdle: true)
      guard runs.contains(where: \.isTimeDriven) else { return }
      tickTime = elapsedNanoseconds
      for run in runs where run.isTimeDriven { run.runToEnd() }
      tickTime = nil
      removeFinishedRuns()
    }
  }

  /// How many times ``runUntilIdle()`` ends, at the end of time, the
  /// animations that ending the previous ones started, before it gives up.
  public static let idleRoundLimit = 10_000

  private func run(toFrame target: Int64, stopsWhenIdle: Bool) {
    var budget = Self.contiguousFrameLimit
    while frameIndex < target {
      guard let nextEnd = earliestEnd() else {
        if !stopsWhenIdle {
          frameIndex = target
          elapsedNanoseconds = frameTime(target)
        }
        return
      }
      if budget > 0 {
        frameIndex += 1
        budget -= 1
      } else {
        frameIndex = Swift.max(frameIndex + 1, Swift.min(target, firstFrame(atOrAfter: nextEnd)))
      }
      elapsedNanoseconds = frameTime(frameIndex)
      tick(atNanoseconds: elapsedNanoseconds)
    }
  }

  /// The earliest time at which a time-driven run ends; `nil` when none runs by time.
  private func earliestEnd() -> Int64? {
    var earliest: Int64?
    for run in runs {
      guard let end = run.endTime else { continue }
      earliest = Swift.min(earliest ?? end, end)
    }
    return earliest
  }

  /// The last frame whose time is at or before a time (without overflowing).
  private func lastFrame(atOrBefore nanoseconds: Int64) -> Int64 {
    let fps = Int64(framesPerSecond)
    return nanoseconds / 1_000_000_000 * fps + nanoseconds % 1_000_000_000 * fps / 1_000_000_000
  }

  /// The first frame whose time is at or after a time, saturating at the
  /// last frame of time.
  private func firstFrame(atOrAfter nanoseconds: Int64) -> Int64 {
    let clamped = Swift.min(nanoseconds, Self.endOfTime)
    let frame = lastFrame(atOrBefore: clamped)
    return frameTime(frame) < clamped ? frame + 1 : frame
  }

  /// The time of a frame, in nanoseconds (without overflowing for the frames
  /// up to the end of time).
  private func frameTime(_ frame: Int64) -> Int64 {
    let fps = Int64(framesPerSecond)
    return frame / fps * 1_000_000_000 + frame % fps * 1_000_000_000 / fps
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
