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
    guard
      var ended = performOperationAtOnce(
        on: root, named: name, options: options, animation: animation, operation: operation, later: { completion })
    else { return }
    completion(.success(()))
    ended.finish()
  }

  /// ``performOperation(on:named:options:animation:operation:completion:)``
  /// without a completion handler when none is needed: when the operation
  /// can run now (the root is in no window, or its window's queue is idle
  /// and the transition is no step of a sequence), succeeds, and its changes
  /// do not animate, it is performed and ``EndedAtOnce`` returned: the caller
  /// does what the completion would have done for a success, then calls its
  /// ``EndedAtOnce/finish()``. Otherwise `later` makes the completion handler
  /// (once), which is called as usual, and the function returns `nil`.
  ///
  /// Most of a coordinator's routes end before their trigger returns: this
  /// spares them a completion closure and its allocation. (A failure goes to
  /// the completion: a result returned by value would be copied and
  /// destroyed through its type's value witnesses by a caller that is not
  /// specialized, a route, at a cost above the closure's.) Under a queue's
  /// loan, a completion called later runs under the loan, as
  /// ``TransitionQueue/carryingLoan(_:)`` makes it; the caller's work after a
  /// return runs under it already.
  static func performOperationAtOnce<Root: ViewController>(
    on root: Root,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: @escaping @MainActor (Root, Bool) throws(TransitionError) -> Void,
    later makeCompletion: () -> @MainActor (Result<Void, TransitionError>) -> Void
  ) -> EndedAtOnce? {
    // The window is read through the optional, not bound: each binding
    // would retain it.
    var window = root.window
    let turn: QueueTurn?
    if let queue = window?.transitionQueue {
      guard options.execution == nil, let number = queue.beginTurnIfIdle() else {
        performOperationLater(
          on: root, in: window.unsafelyUnwrapped, named: name, options: options, animation: animation,
          operation: operation, completion: TransitionQueue.carryingLoan(makeCompletion()))
        return nil
      }
      turn = QueueTurn(queue: queue, number: number)
    } else {
      turn = nil
    }
    // A start handler runs code of its own first, which may move the root.
    if let onStart = options.onStart {
      onStart.transitionWillStart()
      window = root.window
    }
    guard
      let changes = performChangeAtOnce(
        in: window, named: name, options: options, animation: animation,
        operation: { () throws(TransitionError) in try operation(root, options.animated) },
        later: {
          let completion = TransitionQueue.carryingLoan(makeCompletion())
          guard let turn else { return completion }
          return { result in
            completion(result)
            turn.end()
          }
        })
    else { return nil }
    return EndedAtOnce(turn: turn, changes: changes)
  }

  /// Performs an operation in a window where it cannot run now: as a step
  /// of the sequence its options name, or in its turn of the window's queue
  /// (see ``performOperation(on:named:options:animation:operation:completion:)``).
  private static func performOperationLater<Root: ViewController>(
    on root: Root,
    in window: Window,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: @escaping @MainActor (Root, Bool) throws(TransitionError) -> Void,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
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
  /// ``performChange(in:named:options:animation:operation:completion:)``).
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
  /// and its outcome to the window's event log, and calls `completion` with
  /// the outcome: at once for a refused operation (which throws and changes
  /// nothing) and for changes that do not animate, once the animation is
  /// over otherwise.
  static func performChange(
    in window: Window?,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: () throws(TransitionError) -> Void,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    guard
      var changes = performChangeAtOnce(
        in: window, named: name, options: options, animation: animation, operation: operation, later: { completion })
    else { return }
    completion(.success(()))
    HierarchyChange.recycle(ended: &changes)
  }

  /// Performs one hierarchy operation, logging its start and its outcome to
  /// the window's event log. When it succeeds and its changes do not
  /// animate, they end at once and are returned, for the caller to offer
  /// for recycling (``HierarchyChange/recycle(ended:)``) once it has run the
  /// transition's completion: what the changes took out of the tree lives
  /// until then. Otherwise `later` makes the completion that receives the
  /// outcome (once the animation is over, or at once for a refused
  /// operation, which throws and changes nothing), and the function returns
  /// `nil`.
  static func performChangeAtOnce(
    in window: Window?,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: () throws(TransitionError) -> Void,
    later makeCompletion: () -> @MainActor (Result<Void, TransitionError>) -> Void
  ) -> [HierarchyChange]? {
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
      return nil
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
      return nil
    }
    window?.emit { .transitionCompleted(started?.record ?? record(of: changes)) }
    return changes
  }
}

/// What ``TransitionRunner/performOperationAtOnce(on:named:options:animation:operation:later:)``
/// returns for an operation that succeeded and ended at once.
@MainActor
struct EndedAtOnce {
  /// The queue's turn the operation took, if it took one.
  let turn: QueueTurn?
  /// The operation's changes, which ended.
  var changes: [HierarchyChange]

  /// What follows the work the completion would have done: the turn ends
  /// (the next transition of the queue starts), then the changes are
  /// offered for recycling.
  mutating func finish() {
    turn?.end()
    HierarchyChange.recycle(ended: &changes)
  }
}

/// The record of a transition as its changes began, for the events that
/// report its end (see ``TransitionRunner/performChangeAtOnce(in:named:options:animation:operation:later:)``).
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

  /// What a route frame without a label stores (see `RouteFrame.label`).
  static var none: RouteLabel { RouteLabel(route: (), routerType: Void.self) }
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
