import Foundation

// The async `trigger`, driven from the synchronous entry point: a task made
// with `Task.immediate` runs on the main actor at once, up to its first
// suspension. A route whose transition completes at once (the immediate
// driver, a tree outside every window) returns before the task is made;
// one that completes later (a manual clock, a router that calls back later)
// resumes the task through the main queue, which only a pass of the main
// run loop drains: the end of the input runs it until every task returned.

extension FuzzProgram {
  /// Triggers a route with `try await router.contextTrigger(_:with:)` (or
  /// `trigger(_:with:)`) in a task that starts at once; records when it returns.
  ///
  /// A task waiting for a completion that never comes waits for ever, by
  /// design, and leaks what it holds: an input that made a router that never
  /// calls its completion (anything might wait for it, down a chain of routes
  /// or behind it in a window's queue) triggers nothing with `await`.
  func triggerAsync() {
    guard !routers.isEmpty, !madeSilentRouter else { return }
    let router = routers[reader.number(below: routers.count)]
    let route = reader.byte()
    let options = TransitionOptions(animated: reader.flag())
    let wantsContext = reader.flag()
    let index = asyncTriggers.count
    asyncTriggers.append(false)
    Task.immediate { @MainActor [weak self] in
      do throws(TransitionError) {
        if wantsContext {
          _ = try await router.contextTrigger(route, with: options)
        } else {
          try await router.trigger(route, with: options)
        }
      } catch {
        trace("async trigger \(index) failed: \(error)")
      }
      self?.asyncTriggerDidReturn(index)
    }
    trace("async trigger \(index) returned at once: \(asyncTriggers[index])")
  }

  /// Records that an async trigger returned; it may return once only.
  private func asyncTriggerDidReturn(_ index: Int) {
    if asyncTriggers[index] { violation("async trigger \(index) returned twice") }
    asyncTriggers[index] = true
  }

  /// Whether an async trigger has not returned yet.
  var hasPendingAsyncTriggers: Bool { asyncTriggers.contains(false) }

  /// Runs the main run loop until every async trigger has returned: at the
  /// end of an input, every transition has completed, so every task is due
  /// to resume. How soon the runtime gets to it depends on the machine's
  /// load (alongside other work, a resume took longer than the 20 ms this
  /// used to allow): the loop gives up only after ten seconds, which only a
  /// task that never resumes reaches.
  func drainAsyncTriggers() {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    while hasPendingAsyncTriggers, clock.now < deadline {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
  }
}
