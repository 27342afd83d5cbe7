/// Runs transitions: in the window's queue, each hierarchy operation with
/// its animation.
@MainActor
enum TransitionRunner {
  /// Runs a transition's work in a window's queue, or at once when there is
  /// no window.
  ///
  /// A transition of its own waits for its turn. One that is part of
  /// another (performed with its execution) runs at once where the enclosing
  /// transition holds the window's turn; in another window it takes a turn
  /// of its own, so that nothing interrupts it there, and waits for that turn
  /// while the window is busy. When the enclosing transition holds a turn
  /// elsewhere, waiting could leave two sequences waiting for each other's
  /// windows for ever: it is refused with
  /// ``TransitionError/transitionInProgress(window:)`` instead, changing
  /// nothing. A turn taken this way ends before the completion runs, so that
  /// what waited for it goes first, and the enclosing sequence's next step
  /// waits its turn in its turn.
  ///
  /// - Parameters:
  ///   - window: The window the work acts in.
  ///   - options: How the transition is performed.
  ///   - completion: The transition's completion.
  ///   - work: The work; it gets the queue whose turn it holds as a
  ///     transition of its own (`nil` when it is part of another, whose
  ///     execution then counts that turn as held), and calls `finish` once
  ///     with the outcome: that ends the turn and runs the completion.
  static func run(
    in window: Window?,
    options: TransitionOptions,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void,
    work:
      @escaping @MainActor (
        _ turn: TransitionQueue?, _ finish: @escaping @MainActor (Result<Void, TransitionError>) -> Void
      ) -> Void
  ) {
    guard let queue = window?.transitionQueue else {
      options.onStart?.transitionWillStart()
      work(nil, completion)
      return
    }
    guard let execution = options.execution else {
      queue.enqueue(onStart: options.onStart) { done in
        work(queue) { result in
          completion(result)
          done()
        }
      }
      return
    }
    if execution.holdsTurn(of: queue) {
      options.onStart?.transitionWillStart()
      work(nil, completion)
      return
    }
    if queue.isBusy, !queue.isLent, execution.holdsAnyTurn, let window {
      options.onStart?.transitionWillStart()
      completion(.failure(.transitionInProgress(window: window.name)))
      return
    }
    queue.enqueue(onStart: options.onStart) { done in
      let giveBack = execution.hold(queue)
      work(nil) { result in
        giveBack()
        done()
        completion(result)
      }
    }
  }

  /// Performs a transition made of one hierarchy operation: in the root's
  /// window queue (taking its turn at once when the queue is idle; see
  /// ``run(in:options:completion:work:)`` for one that is part of another), or at once
  /// when the root is in no window.
  static func performOperation<Root: ViewController>(
    on root: Root,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: @escaping @MainActor (Root, Bool) throws(TransitionError) -> Void,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    if let ended = performOperationAtOnce(
      on: root, named: name, options: options, animation: animation, operation: operation, later: { completion })
    {
      completion(.success(()))
      ended.turn?.end()
    }
  }

  /// ``performOperation(on:named:options:animation:operation:completion:)``
  /// without a completion handler when none is needed: when the operation
  /// can run now, succeeds, and its changes do not animate, it is performed
  /// and the queue's turn it took is returned, for the caller to end once it
  /// has done what the completion would have done for a success. Otherwise
  /// `later` makes the completion handler (at most once), which is called
  /// as usual, and the function returns `nil`.
  ///
  /// Most of a coordinator's routes end before their trigger returns: this
  /// spares them a completion closure and its allocation. (A failure goes to
  /// the completion: a result returned by value would be copied and
  /// destroyed through its type's value witnesses by a caller that is not
  /// specialized, a route, at a cost above the closure's.)
  static func performOperationAtOnce<Root: ViewController>(
    on root: Root,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: @escaping @MainActor (Root, Bool) throws(TransitionError) -> Void,
    later makeCompletion: () -> @MainActor (Result<Void, TransitionError>) -> Void
  ) -> EndedAtOnce? {
    // Under a loan, the completion runs under it: it is made as a closure.
    if TransitionQueue.loanInEffect != nil {
      performOperationLater(
        on: root, named: name, options: options, animation: animation, operation: operation,
        completion: TransitionQueue.carryingLoan(makeCompletion()))
      return nil
    }
    guard let window = root.window else {
      // A start handler runs code of its own first, which may move the root.
      let onStart = options.onStart
      onStart?.transitionWillStart()
      let ended = performChangeAtOnce(
        in: onStart == nil ? nil : root.window, named: name, options: options, animation: animation,
        operation: { () throws(TransitionError) in try operation(root, options.animated) }, later: makeCompletion)
      return ended ? EndedAtOnce(turn: nil) : nil
    }
    let queue = window.transitionQueue
    guard options.execution == nil, let number = queue.beginTurnIfIdle() else {
      performOperationLater(
        on: root, named: name, options: options, animation: animation, operation: operation,
        completion: makeCompletion())
      return nil
    }
    let turn = QueueTurn(queue: queue, number: number)
    // A start handler runs code of its own first, which may move the root.
    let onStart = options.onStart
    onStart?.transitionWillStart()
    let ended = performChangeAtOnce(
      in: onStart == nil ? window : root.window, named: name, options: options, animation: animation,
      operation: { () throws(TransitionError) in try operation(root, options.animated) },
      later: {
        let completion = makeCompletion()
        return { result in
          completion(result)
          turn.end()
        }
      })
    return ended ? EndedAtOnce(turn: turn) : nil
  }

  /// Performs an operation that is part of another transition, or waits for
  /// its turn in the root's window (see ``performOperation(on:named:options:animation:operation:completion:)``).
  private static func performOperationLater<Root: ViewController>(
    on root: Root,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: @escaping @MainActor (Root, Bool) throws(TransitionError) -> Void,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    guard let window = root.window else {
      options.onStart?.transitionWillStart()
      runOperation(
        on: root, named: name, options: options, animation: animation, operation: operation, completion: completion)
      return
    }
    if options.execution != nil {
      run(in: window, options: options, completion: completion) { _, finish in
        runOperation(
          on: root, named: name, options: options, animation: animation, operation: operation, completion: finish)
      }
      return
    }
    window.transitionQueue.enqueue(onStart: options.onStart) { done in
      runOperation(on: root, named: name, options: options, animation: animation, operation: operation) { result in
        completion(result)
        done()
      }
    }
  }

  /// Performs one hierarchy operation on a root, in the window the root is
  /// in when its turn comes, and its animation (see
  /// ``performChange(in:named:options:animation:operation:endingTurn:completion:)``).
  private static func runOperation<Root: ViewController>(
    on root: Root,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: @MainActor (Root, Bool) throws(TransitionError) -> Void,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    performChange(
      in: root.window, named: name, options: options, animation: animation,
      operation: { () throws(TransitionError) in try operation(root, options.animated) }, completion: completion)
  }

  /// Performs one hierarchy operation and its animation, logging its start
  /// and its outcome to the window's event log.
  ///
  /// The operation's changes begin at once (a refused operation throws and
  /// changes nothing); they end when the animation is over.
  ///
  /// - Parameter turn: The queue's turn the operation runs in, when the
  ///   caller took it for it: it ends right after the completion.
  static func performChange(
    in window: Window?,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: () throws(TransitionError) -> Void,
    endingTurn turn: QueueTurn? = nil,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    let ended = performChangeAtOnce(
      in: window, named: name, options: options, animation: animation, operation: operation,
      later: {
        guard let turn else { return completion }
        return { result in
          completion(result)
          turn.end()
        }
      })
    if ended {
      completion(.success(()))
      turn?.end()
    }
  }

  /// Performs one hierarchy operation, logging its start and its outcome to
  /// the window's event log. When it succeeds and its changes do not
  /// animate, they end at once and the function returns `true`; otherwise
  /// `later` makes the completion that receives the outcome (once the
  /// animation is over, or at once for a refused operation, which throws and
  /// changes nothing), and the function returns `false`.
  static func performChangeAtOnce(
    in window: Window?,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: () throws(TransitionError) -> Void,
    later makeCompletion: () -> @MainActor (Result<Void, TransitionError>) -> Void
  ) -> Bool {
    // The record is made, and the route described, only when an event is
    // logged. The frame is kept rather than its label, whose copies would
    // copy an existential.
    let routeFrame = options.routeFrame
    let animated = options.animated
    func record(of changes: [HierarchyChange]) -> TransitionRecord {
      let route = routeFrame?.label
      var record = TransitionRecord(
        route: route?.routeDescription, router: route?.router, transition: name, animated: animated)
      record.describe(changes)
      return record
    }
    let changes: [HierarchyChange]
    do {
      // Changes that no sequence accounts for, and that do not animate, keep
      // no touches: nothing compares their versions.
      changes = try beginChanges(
        MountTransitionLabel(
          name: name, route: routeFrame?.label?.routeDescription, router: routeFrame?.label?.router),
        animation: animation, in: window, interactive: false, keepingTouches: options.execution != nil, operation)
    } catch {
      window?.emit { .transitionFailed(record(of: []), error: error) }
      makeCompletion()(.failure(error))
      return false
    }
    options.execution?.record(changes)
    // Described as the changes began, when someone is listening then. Kept
    // in a box: with nobody listening, the usual case, a `nil` reference is
    // let go of without the record's fields being looked at.
    let started = window?.hasEventObservers == true ? StartedRecord(record(of: changes)) : nil
    if let started { window?.emit { .transitionStarted(started.record) } }
    // Without an animation, the changes end here: handed to the animation
    // as a closure, the end is an allocation.
    if let plan = ChangeAnimation.endAtOnceUnlessAnimated(changes, animation: animation, in: window) {
      let completion = makeCompletion()
      ChangeAnimation.animate(changes, plan, animation: animation, in: window) { finished in
        if finished {
          window?.emit { .transitionCompleted(started?.record ?? record(of: changes)) }
          completion(.success(()))
        } else {
          window?.emit { .transitionFailed(started?.record ?? record(of: changes), error: .cancelled) }
          completion(.failure(.cancelled))
        }
      }
      return false
    }
    window?.emit { .transitionCompleted(started?.record ?? record(of: changes)) }
    // The changes are over: each is offered for recycling (one is kept, if
    // nothing else holds it), and their list goes back for the next capture
    // (see `SpareLists`).
    var list = consume changes
    while var change = list.popLast() { HierarchyChange.recycle(&change) }
    HierarchyChange.spareChangeLists.keep(&list)
    return true
  }
}

/// What ``TransitionRunner/performOperationAtOnce(on:named:options:animation:operation:later:)``
/// returns for an operation that succeeded and ended at once.
struct EndedAtOnce {
  /// The queue's turn the operation took, to end once the caller is done.
  let turn: QueueTurn?
}

/// The record of a transition as its changes began, for the events that
/// report its end (see ``TransitionRunner/performChange(in:named:options:animation:operation:endingTurn:completion:)``).
private final class StartedRecord {
  let record: TransitionRecord

  init(_ record: TransitionRecord) {
    self.record = record
  }
}

/// A turn of a window's queue that a transition took without waiting (see
/// ``TransitionQueue/beginTurnIfIdle()``), to end once the transition is over.
@MainActor
struct QueueTurn {
  let queue: TransitionQueue
  let number: UInt64

  /// Ends the turn: the next transition of the queue starts.
  func end() {
    queue.end(number)
  }
}

extension TransitionRunner {
  /// Begins a transition's changes (they end later), labelling what they
  /// publish to renderers with the transition and its animation; with no
  /// renderer anywhere, only begins them.
  ///
  /// - Parameter keepsTouches: Whether changes that do not animate keep
  ///   their touches (see ``ChangeCapture/keepsTouches``): while a renderer
  ///   is attached, every change keeps them.
  static func beginChanges(
    _ label: @autoclosure () -> MountTransitionLabel,
    animation: Animation?,
    in window: Window?,
    interactive: Bool,
    keepingTouches keepsTouches: Bool,
    _ operation: () throws(TransitionError) -> Void
  ) throws(TransitionError) -> [HierarchyChange] {
    guard MountPublisher.isAnyActive else {
      return try HierarchyChange.capturing(.deferEnd, keepingTouches: keepsTouches, operation)
    }
    let describe: @MainActor (HierarchyChange) -> MountAnimation? = {
      ChangeAnimation.describe($0, animation: animation, in: window, interactive: interactive)
    }
    return try MountPublisher.labelling(label(), animation: describe) { () throws(TransitionError) in
      try HierarchyChange.capturing(.deferEnd, operation)
    }
  }
}

/// The route that triggered a transition and the router that took it; the
/// route is described (with `String(describing:)`), and the router's type
/// named, only when read.
struct RouteLabel: Sendable {
  /// The route.
  let route: any Sendable
  /// The router's type.
  let routerType: any Any.Type

  /// The route, described for event logs.
  var routeDescription: String { String(describing: route) }
  /// The router's type name.
  @MainActor var router: String { TypeNames.name(of: routerType) }
}

extension TransitionRecord {
  /// Fills in the kind and the two controllers of the changes a transition began.
  @MainActor
  mutating func describe(_ changes: [HierarchyChange]) {
    guard let primary = HierarchyChange.primary(of: changes) else { return }
    kind = primary.kind
    from = primary.source?.displayName
    to = primary.destination?.displayName
  }
}
