/// A window's queue of transitions: one runs at a time, the others wait and
/// start in the order they came, each when the previous one ended.
///
/// The queue is a trampoline: a job that ends at once (as every job does
/// with the immediate driver) lets the next one start from the same loop, so
/// a long series of transitions never nests calls.
@MainActor
final class TransitionQueue {
  /// A job: starts its work and calls `done` once when it is over.
  typealias Job = @MainActor (_ done: @escaping @MainActor () -> Void) -> Void

  private var pending: [Job] = []
  private var nextPending = 0
  private var isRunningJob = false
  private var isDraining = false
  /// While positive, jobs run at once instead of waiting (a step of a
  /// sequence that waits for a custom transition lends it the queue).
  private var lendCount = 0
  /// Actions to run once no job runs or waits.
  private var idleActions: [@MainActor () -> Void] = []

  /// Whether a job is running or waiting.
  var isBusy: Bool { isRunningJob || nextPending < pending.count }

  /// Adds a job; it starts at once when the queue is idle.
  func enqueue(_ job: @escaping Job) {
    if lendCount > 0 {
      job {}
      return
    }
    pending.append(job)
    drain()
  }

  /// Runs an action once no job runs or waits: at once when the queue is idle.
  func whenIdle(_ action: @escaping @MainActor () -> Void) {
    guard isBusy else {
      action()
      return
    }
    idleActions.append(action)
  }

  /// Lets jobs run at once, until the returned closure is called.
  func lend() -> @MainActor () -> Void {
    lendCount += 1
    var isReturned = false
    return { [weak self] in
      guard !isReturned else { return }
      isReturned = true
      self?.lendCount -= 1
    }
  }

  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    while !isRunningJob, nextPending < pending.count {
      let job = pending[nextPending]
      nextPending += 1
      if nextPending == pending.count {
        pending.removeAll(keepingCapacity: true)
        nextPending = 0
      }
      isRunningJob = true
      var isDone = false
      job { [weak self] in
        guard !isDone else { return }
        isDone = true
        self?.isRunningJob = false
        self?.drain()
      }
    }
    if !isBusy, !idleActions.isEmpty {
      let actions = idleActions
      idleActions.removeAll()
      for action in actions { action() }
    }
  }
}
