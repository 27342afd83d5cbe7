import Testing

@testable import TransitionKitCore

/// The manual clock saturates or refuses huge numbers; it never traps or
/// steps through an unbounded number of frames (specification: no public API
/// traps or hangs on any input).
@Suite @MainActor struct ClockLimitTests {
  @Test func anAnimationOfTheLongestDurationEndsWhenTheClockRunsUntilIdle() throws {
    let clock = ManualAnimationDriver()
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: navigation)
    window.animationDriver = clock
    var completed = false
    Transition<NavigationController>.push(
      ViewController(title: "Detail"), animation: .fade(duration: .seconds(Int64.max))
    )
    .perform(on: navigation) { _ in completed = true }
    #expect(!completed)

    clock.runUntilIdle()

    #expect(completed)
    #expect(!clock.hasRunningAnimations)
    #expect(navigation.viewControllers.count == 2)
    // It ran the contiguous frames, then jumped to the end of time.
    #expect(clock.frameCount > ManualAnimationDriver.contiguousFrameLimit)
    #expect(clock.elapsed <= .nanoseconds(Int64.max / 2))
    #expect(window.validate() == [])
  }

  @Test func anHourLongAnimationEndsAtItsOwnTimeAfterAJump() throws {
    let clock = ManualAnimationDriver()
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: navigation)
    window.animationDriver = clock
    var endedAt: Duration?
    Transition<NavigationController>.push(ViewController(title: "Detail"), animation: .fade(duration: .seconds(3600)))
      .perform(on: navigation) { _ in endedAt = clock.elapsed }

    clock.advance(by: .seconds(7200))

    // 3600 s at 60 frames a second is 216 000 frames: more than the
    // contiguous limit, so the clock jumped to the frame where it ends.
    #expect(endedAt == .seconds(3600))
    #expect(clock.elapsed == .seconds(7200))
    #expect(clock.frameCount == 432_000)
  }

  @Test(arguments: [Duration.seconds(Int64.max), .nanoseconds(Int64.max), .seconds(Int64.max / 2)])
  func advancingByAHugeDurationSaturates(duration: Duration) throws {
    let clock = ManualAnimationDriver()
    clock.advance(by: duration)
    clock.advance(by: duration)

    #expect(clock.elapsed == .nanoseconds(Int64.max / 2))
    #expect(clock.frameCount > 0)
  }

  @Test(arguments: [Duration.seconds(Int64.min), .nanoseconds(-1), .zero])
  func advancingByNothingOrLessDoesNothing(duration: Duration) {
    let clock = ManualAnimationDriver()
    clock.advance(by: duration)
    #expect(clock.elapsed == .zero)
    #expect(clock.frameCount == 0)
  }

  @Test func advancingByAHugeNumberOfFramesSaturates() {
    let clock = ManualAnimationDriver()
    clock.advance(frames: Int.max)
    let saturated = clock.frameCount
    clock.advance(frames: Int.max)
    clock.advance(frames: Int.min)

    #expect(saturated > 0)
    #expect(clock.frameCount == saturated)
    #expect(clock.elapsed <= .nanoseconds(Int64.max / 2))
  }

  @Test(arguments: [Int.max, 2_000_000_000, Int.min, 0, -60])
  func extremeFrameRatesAreClamped(framesPerSecond: Int) throws {
    let clock = ManualAnimationDriver(framesPerSecond: framesPerSecond)
    #expect((1...1_000_000_000).contains(clock.framesPerSecond))
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: navigation)
    window.animationDriver = clock
    Transition<NavigationController>.push(ViewController(title: "Detail"), animation: .fade())
      .perform(on: navigation)

    clock.advance(by: .seconds(Int64.max))
    clock.advance(frames: Int.max)
    clock.runUntilIdle()

    #expect(!clock.hasRunningAnimations)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test(arguments: [Double.infinity, -.infinity, .nan, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0])
  func letGoAtAnyVelocityTheSwipeEnds(velocity: Double) throws {
    let clock = ManualAnimationDriver()
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    let window = try visibleWindow(root: navigation)
    window.animationDriver = clock
    let swipe = try navigation.beginInteractivePop(animation: .fade(duration: .seconds(Int64.max)))
    swipe.update(0.5)

    swipe.cancel(velocity: velocity)
    clock.runUntilIdle()

    #expect(swipe.state == .cancelled)
    #expect(navigation.viewControllers.count == 2)
    #expect(window.validate() == [])
  }

  @Test func atTheEndOfTimeTheTransitionsWaitingInTheQueueEndWhenTheClockRunsUntilIdle() throws {
    let clock = ManualAnimationDriver()
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: navigation)
    window.animationDriver = clock
    clock.advance(by: .seconds(Int64.max))
    var completed: [Int] = []
    for index in 0..<3 {
      Transition<NavigationController>.push(ViewController(title: "Screen \(index)"))
        .perform(on: navigation) { _ in completed.append(index) }
    }

    clock.runUntilIdle()

    // Each ending started the next, at a time that no longer moves.
    #expect(completed == [0, 1, 2])
    #expect(navigation.viewControllers.count == 4)
    #expect(!clock.hasRunningAnimations)
    #expect(!window.isTransitioning)
  }

  @Test func completionsThatAnimateForeverStopRunningUntilIdleAfterItsRoundLimit() throws {
    let clock = ManualAnimationDriver()
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: navigation)
    window.animationDriver = clock
    clock.advance(by: .seconds(Int64.max))
    var rounds = 0
    func fadeAgain() {
      let transition: Transition<NavigationController> =
        navigation.viewControllers.count > 1 ? .pop(animation: .fade()) : .push(ViewController(), animation: .fade())
      transition.perform(on: navigation) { _ in
        rounds += 1
        fadeAgain()
      }
    }
    fadeAgain()

    clock.runUntilIdle()

    #expect(rounds == ManualAnimationDriver.idleRoundLimit)
    #expect(clock.hasRunningAnimations)
    #expect(window.validate() == [])
  }
}
