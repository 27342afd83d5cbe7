import Testing

@testable import TransitionKitCore

/// Random programs of clock moves, animated transitions and swipes whose
/// numbers are drawn across every magnitude, extremes included: the clock
/// never goes back or past the end of time, nothing traps, every transition
/// completes once, and running the clock until idle always returns.
@Suite @MainActor struct ExtremeNumberPropertyTests {
  /// Durations from nothing to the largest, negative ones too.
  private static let durations: [Duration] = [
    .zero, .nanoseconds(1), .milliseconds(16), .milliseconds(300), .seconds(1), .seconds(3600),
    .seconds(Int64.max / 4), .seconds(Int64.max), .nanoseconds(Int64.max), .nanoseconds(-1),
    .seconds(Int64.min),
  ]
  /// Frame counts and frame rates from the smallest to the largest.
  private static let counts: [Int] = [Int.min, -1, 0, 1, 2, 59, 60, 100_001, 1 << 40, Int.max]
  /// Progress values and velocities, the non-finite ones included.
  private static let reals: [Double] = [
    -.infinity, -.greatestFiniteMagnitude, -1, -.leastNonzeroMagnitude, 0, 0.5, 1, 2,
    .greatestFiniteMagnitude, .infinity, .nan,
  ]

  @Test(arguments: 0..<8)
  func randomProgramsOfExtremeNumbersNeverTrapOrHang(program: Int) throws {
    var random = SeededRandom(seed: 0xC10C_0000 &+ UInt64(program))
    let clock = ManualAnimationDriver(framesPerSecond: Self.counts.randomElement(using: &random)!)
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: navigation)
    window.animationDriver = clock
    var completions: [Int: Int] = [:]
    var started = 0
    var swipe: InteractiveTransition?
    var last = (elapsed: clock.elapsed, frames: clock.frameCount)

    for _ in 0..<400 {
      switch Int.random(in: 0..<7, using: &random) {
      case 0:
        clock.advance(by: Self.durations.randomElement(using: &random)!)
      case 1:
        clock.advance(frames: Self.counts.randomElement(using: &random)!)
      case 2, 3:
        let index = started
        started += 1
        let animation = Animation.fade(duration: Self.durations.randomElement(using: &random)!)
        let transition: Transition<NavigationController> =
          navigation.viewControllers.count > 1 && random.chance(0.5)
          ? .pop(animation: animation) : .push(ViewController(title: "Screen \(index)"), animation: animation)
        transition.perform(on: navigation) { _ in completions[index, default: 0] += 1 }
      case 4:
        guard swipe == nil, !window.isTransitioning, navigation.viewControllers.count > 1 else { continue }
        let index = started
        started += 1
        swipe = try navigation.beginInteractivePop { _ in completions[index, default: 0] += 1 }
      case 5:
        swipe?.update(Self.reals.randomElement(using: &random)!)
      default:
        let velocity = Self.reals.randomElement(using: &random)!
        if random.chance(0.5) { swipe?.finish(velocity: velocity) } else { swipe?.cancel(velocity: velocity) }
        swipe = nil
      }
      #expect(clock.elapsed >= last.elapsed && clock.elapsed <= .nanoseconds(Int64.max / 2))
      #expect(clock.frameCount >= last.frames)
      last = (clock.elapsed, clock.frameCount)
      #expect(completions.values.allSatisfy { $0 == 1 })
      #expect(window.validate() == [])
    }

    swipe?.cancel()
    clock.runUntilIdle()

    #expect(!clock.hasRunningAnimations)
    #expect(!window.isTransitioning)
    #expect(completions.count == started)
    #expect(completions.values.allSatisfy { $0 == 1 })
    #expect(window.validate() == [])
  }
}
