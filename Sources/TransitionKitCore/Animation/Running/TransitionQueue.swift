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

  // The lists, counters and flags below are only read, assigned and changed
  // by the standard library's methods, and no job or action is let go of
  // inside one of those accesses (so none can overlap another): they skip
  // the exclusivity checks.
  @exclusivity(unchecked) private var pending: [(job: Job, onStart: TransitionStartHandler?)] = []
  @exclusivity(unchecked) private var nextPending = 0
  @exclusivity(unchecked) private var isRunningJob = false
  /// Numbers the jobs as they start, so that a `done` called late (or twice)
  /// ends nothing but its own job.
  @exclusivity(unchecked) private var turn: UInt64 = 0
  @exclusivity(unchecked) private var isDraining = false
  /// Actions to run once no job runs or waits.
  @exclusivity(unchecked) private var idleActions: [IdleAction] = []

  /// An action waiting for the queue to be idle. A struct rather than the
  /// bare closure: a closure stored as an array's element is wrapped in a
  /// thunk first (an allocation, and a call through it later), a struct's
  /// field is stored as it is.
  private struct IdleAction {
    let run: @MainActor () -> Void
  }

  /// The loan in effect for the code running now: set while a custom
  /// transition's code runs, inherited by the tasks it starts, and restored
  /// around the completion handlers of the transitions it performs.
  @TaskLocal static var currentLoan: QueueLoan?

  /// ``currentLoan``, read only while some loan exists: a read of a
  /// task-local value costs more than a hundred instructions, and every
  /// transition asks twice whether it runs under a loan.
  static var loanInEffect: QueueLoan? {
    QueueLoan.liveCount == 0 ? nil : currentLoan
  }

  /// The queue goes away with its window: what waits in it then runs at
  /// once, in order, as transitions on trees in no window do, so that every
  /// completion still runs; then what waited for the queue to be idle.
  isolated deinit {
    let waiting = pending[nextPending...]
    let actions = idleActions
    pending.removeAll()
    idleActions.removeAll()
    for (job, onStart) in waiting {
      onStart?.transitionWillStart()
      job {}
    }
    for action in actions { action.run() }
  }

  /// Whether a job is running or waiting.
  var isBusy: Bool { isRunningJob || nextPending < pending.count }

  /// Adds a job; it starts at once when the queue is idle, or when the code
  /// adding it runs under a loan of this queue.
  ///
  /// - Parameters:
  ///   - onStart: Told right before the job starts.
  ///   - job: The job.
  func enqueue(onStart: TransitionStartHandler? = nil, _ job: @escaping Job) {
    if isLent {
      onStart?.transitionWillStart()
      job {}
      return
    }
    pending.append((job, onStart))
    drain()
  }

  /// Whether a loan of this queue, not yet given back, is in effect for the code running now.
  var isLent: Bool {
    var loan = Self.loanInEffect
    while let current = loan {
      if current.queue === self, !current.isReturned { return true }
      loan = current.outer
    }
    return false
  }

  /// Runs an action once no job runs or waits: at once when the queue is idle.
  func whenIdle(_ action: @escaping @MainActor () -> Void) {
    guard isBusy else {
      action()
      return
    }
    idleActions.append(IdleAction(run: action))
  }

  /// Lends the queue to a custom transition's code: the transitions that
  /// code performs run at once instead of waiting behind the custom
  /// transition forever, while transitions performed by anyone else still wait.
  func lend() -> QueueLoan {
    QueueLoan(queue: self, outer: Self.loanInEffect)
  }

  /// A completion handler that runs under the loan in effect now, if any, so
  /// that the transitions it performs belong to the same lender.
  static func carryingLoan(
    _ completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) -> @MainActor (Result<Void, TransitionError>) -> Void {
    guard let loan = loanInEffect else { return completion }
    return { value in loan.perform { completion(value) } }
  }

  private func drain() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    // An action run once the queue is idle may add a job: it starts then.
    repeat {
      runPendingJobs()
      if !isBusy, !idleActions.isEmpty {
        // Taken out whole (an action may add another), then emptied and
        // put back with its room unless one was added: the next wait
        // appends without allocating.
        var actions: [IdleAction] = []
        swap(&actions, &idleActions)
        for action in actions { action.run() }
        Self.emptyInOrder(&actions)
        if idleActions.isEmpty { swap(&actions, &idleActions) }
      }
    } while !isRunningJob && nextPending < pending.count
  }

  /// Starts the waiting jobs, one after another while each ends at once.
  private func runPendingJobs() {
    while !isRunningJob, nextPending < pending.count {
      let (job, onStart) = pending[nextPending]
      nextPending += 1
      if nextPending == pending.count { startOver() }
      isRunningJob = true
      turn &+= 1
      let jobTurn = turn
      onStart?.transitionWillStart()
      let jobTurnToken = Turn(queue: self, number: jobTurn)
      job { jobTurnToken.end() }
    }
  }

  /// Empties the list of jobs once every one was taken, keeping its room.
  /// The jobs that ran are let go of outside any access to the list: letting
  /// go of one may run code (a `deinit`) that queues another.
  private func startOver() {
    var taken: [(job: Job, onStart: TransitionStartHandler?)] = []
    swap(&taken, &pending)
    nextPending = 0
    Self.emptyInOrder(&taken)
    // Unless a job was queued meanwhile, the list keeps the room it had.
    if pending.isEmpty { swap(&taken, &pending) }
  }

  /// Empties a list, keeping its storage, and lets go of its elements in
  /// the order they came, as `removeAll(keepingCapacity:)` does: letting go
  /// of one may run code (a `deinit` that queues a job). Reversed, then
  /// emptied from the end, for less than that method costs.
  private static func emptyInOrder<Element>(_ list: inout [Element]) {
    list.reverse()
    while !list.isEmpty { list.removeLast() }
  }

  /// Starts a turn for work run by the caller rather than as a job, when
  /// the queue is idle and not lent: the caller must ``end(_:)`` it once.
  ///
  /// - Returns: The turn, or `nil` when the work must be enqueued instead.
  func beginTurnIfIdle() -> UInt64? {
    guard !isBusy, !isLent else { return nil }
    isRunningJob = true
    turn &+= 1
    return turn
  }

  /// Ends a job's turn, once: the next job starts.
  func end(_ jobTurn: UInt64) {
    guard isRunningJob, jobTurn == turn else { return }
    isRunningJob = false
    // Told here: usually no job waits and no action waits for the queue to be idle.
    if nextPending < pending.count || !idleActions.isEmpty { drain() }
  }
}

/// A job's turn in a queue. A job that lets go of its `done` without
/// calling it (its work was released unfinished, and can never end: a
/// sequence whose step's completion nobody holds) ends its turn then, so
/// that the transitions waiting behind it still run.
@MainActor
private final class Turn {
  private weak var queue: TransitionQueue?
  private let number: UInt64
  private var isEnded = false

  init(queue: TransitionQueue, number: UInt64) {
    self.queue = queue
    self.number = number
  }

  func end() {
    isEnded = true
    queue?.end(number)
  }

  isolated deinit {
    if !isEnded { queue?.end(number) }
  }
}

/// A loan of a window's queue to the code of a custom transition (see
/// ``TransitionQueue/lend()``); it lasts until given back.
@MainActor
final class QueueLoan: Sendable {
  fileprivate weak var queue: TransitionQueue?
  /// The loan in effect where this one was made.
  fileprivate let outer: QueueLoan?
  fileprivate private(set) var isReturned = false

  /// How many loans exist. A loan is counted out in its `deinit`, which runs
  /// on the main actor once the loan is gone (a task that inherited it may
  /// let go of it elsewhere): while none is counted, none can be in effect.
  @exclusivity(unchecked) fileprivate(set) static var liveCount = 0

  fileprivate init(queue: TransitionQueue, outer: QueueLoan?) {
    self.queue = queue
    self.outer = outer
    Self.liveCount += 1
  }

  isolated deinit {
    Self.liveCount -= 1
  }

  /// Runs code under the loan.
  func perform<Result>(_ body: () -> Result) -> Result {
    TransitionQueue.$currentLoan.withValue(self) { body() }
  }

  /// Ends the loan: the queue's jobs wait their turn again.
  func giveBack() {
    isReturned = true
  }
}
