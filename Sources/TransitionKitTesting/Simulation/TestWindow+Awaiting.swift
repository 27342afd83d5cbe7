import TransitionKitCore

extension TestWindow {
  /// Runs async work that waits for the window's animations, moving the
  /// clock while it waits, and returns what the work returns.
  ///
  /// An animated transition completes only when the test moves time, so
  /// awaiting a route on a test window's clock (`try await router.trigger(route)`)
  /// would wait for ever. Give the await to this method instead: it starts
  /// the operation, then, while the operation has not finished, lets it run
  /// and moves the clock one frame whenever an animation is under way, as
  /// real time would.
  ///
  /// ```swift
  /// let app = try TestWindow(root: NewsCoordinator())
  /// try await app.run { try await app.root.trigger(.article(42)) }
  /// expectHierarchy(app.window, matches: "Nav[News, Article 42]")
  /// ```
  ///
  /// The operation may await several routes, a deep link, or anything that
  /// ends when the window's transitions do. It never hangs the test: when it
  /// has not finished after the clock moved `clockLimit`, or after no
  /// animation was left to run for `idleLimit` of real time, the method
  /// cancels it and throws a ``TestWindowError`` that says which. The clock
  /// stays where the operation finished: animations it started without
  /// awaiting them are still under way (call ``runAll()`` to end them).
  ///
  /// - Parameters:
  ///   - clockLimit: How far the clock may move before the method gives up,
  ///     in the clock's time (a minute by default).
  ///   - idleLimit: How long, in real time, the operation may wait while no
  ///     animation runs (for work on other actors, say) before the method
  ///     gives up (a second by default); the main actor has a hundred turns
  ///     to run the operation first, however short the limit.
  ///   - operation: The work to run on the main actor, such as awaiting a
  ///     route.
  /// - Returns: What the operation returns.
  /// - Throws: What the operation throws;
  ///   ``TestWindowError/clockLimitReached(_:window:)`` or
  ///   ``TestWindowError/operationStalled(clockMoved:window:)`` when it has
  ///   not finished within the limits; `CancellationError` when the test's
  ///   own task is cancelled meanwhile.
  public func run<Value>(
    clockLimit: Duration = .seconds(60),
    idleLimit: Duration = .seconds(1),
    _ operation: @escaping @MainActor () async throws -> Value
  ) async throws -> Value {
    // An unstructured task: a structured child would have to be awaited
    // before this method could throw, and an operation that never finishes
    // would then hang the test.
    let outcome = OperationOutcome<Value>()
    let task = Task { @MainActor in
      do {
        outcome.result = .success(try await operation())
      } catch {
        outcome.result = .failure(error)
      }
    }
    let start = clock.elapsed
    var idle = IdleWait(limit: idleLimit)
    while true {
      await Task.yield()
      if let result = outcome.result { return try result.get() }
      if Task.isCancelled {
        task.cancel()
        throw CancellationError()
      }
      let moved = clock.elapsed - start
      if clock.hasRunningAnimations {
        idle.reset()
        guard moved < clockLimit else {
          task.cancel()
          throw TestWindowError.clockLimitReached(moved, window: window.name)
        }
        clock.advance(frames: 1)
      } else if await !idle.wait() {
        task.cancel()
        throw TestWindowError.operationStalled(clockMoved: moved, window: window.name)
      }
    }
  }
}

/// How an operation run by a test window ended, once it has.
@MainActor
private final class OperationOutcome<Value> {
  var result: Result<Value, any Error>?
}

/// The real time an operation has waited while no animation ran.
private struct IdleWait {
  /// How long it may wait.
  let limit: Duration
  /// When the current wait began; `nil` while animations run.
  private var start: ContinuousClock.Instant?
  /// How many turns the current wait has taken.
  private var turns = 0
  /// The turns given without sleeping, for work that only hops on the main
  /// actor, before the wait sleeps between turns so as to leave the processor.
  private static let quickTurns = 100

  init(limit: Duration) {
    self.limit = limit
  }

  /// Starts counting again: an animation ran.
  mutating func reset() {
    start = nil
    turns = 0
  }

  /// Waits one turn more; `false` once the wait has lasted the limit and
  /// the quick turns. Counting turns too keeps a main actor held up by other
  /// work (other tests running meanwhile) from ending a wait that had no
  /// turn to make progress.
  mutating func wait() async -> Bool {
    let now = ContinuousClock.now
    let start = self.start ?? now
    self.start = start
    turns += 1
    guard turns > Self.quickTurns else { return true }
    guard now - start < limit else { return false }
    try? await Task.sleep(for: .milliseconds(1))
    return true
  }
}
