extension FuzzProgram {
  /// Moves a manual clock by any duration: zero, negative, a nanosecond,
  /// `.seconds(Int64.max)`, the largest `Duration`. It must saturate or do
  /// nothing, never trap or hang.
  func advanceClock() {
    guard let clock = pickClock() else { return }
    var duration = reader.duration()
    let frames = duration.seconds * Double(clock.framesPerSecond)
    if frames > Double(Self.longMoveFrames), !spendLongClockMove() { duration = .milliseconds(Int64(reader.byte())) }
    trace("advance by \(duration)")
    let before = clock.elapsed
    clock.advance(by: duration)
    checkClockMovedForward(clock, from: before)
  }

  /// Moves a manual clock by any number of frames: 0, negative, `Int.max`,
  /// `Int.min`, huge.
  func advanceFrames() {
    guard let clock = pickClock() else { return }
    var frames = reader.count()
    if frames > Self.longMoveFrames, !spendLongClockMove() { frames = Int(reader.byte()) }
    trace("advance by \(frames) frames")
    let before = clock.elapsed
    clock.advance(frames: frames)
    checkClockMovedForward(clock, from: before)
  }

  /// How many frames make a clock move long: past the clock's contiguous
  /// frame budget, the clock jumps instead of ticking each frame.
  private static var longMoveFrames: Int { ManualAnimationDriver.contiguousFrameLimit / 2 }

  /// Spends a long clock move of the input's budget; `false` when none is left.
  func spendLongClockMove() -> Bool {
    guard longClockMovesLeft > 0 else { return false }
    longClockMovesLeft -= 1
    return true
  }

  /// A clock never goes back, and never passes the end of its time (about 146 years).
  private func checkClockMovedForward(_ clock: ManualAnimationDriver, from before: Duration) {
    if clock.elapsed < before { violation("the clock went back from \(before) to \(clock.elapsed)") }
    if clock.elapsed > .nanoseconds(ManualAnimationDriver.endOfTime) {
      violation("the clock passed the end of time: \(clock.elapsed)")
    }
  }
}
