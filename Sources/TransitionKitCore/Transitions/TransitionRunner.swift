/// Runs transitions: in the window's queue, each hierarchy operation with
/// its animation.
@MainActor
enum TransitionRunner {
  /// Runs a job in the root's window queue, or at once when the transition
  /// is part of another one or the root is in no window.
  static func run<Root: ViewController>(
    on root: Root,
    options: TransitionOptions,
    job: @escaping TransitionQueue.Job
  ) {
    if options.execution == nil, let window = root.window {
      window.transitionQueue.enqueue(onStart: options.onStart, job)
    } else {
      options.onStart?()
      job {}
    }
  }

  /// Performs a transition made of one hierarchy operation: in the root's
  /// window queue (taking its turn at once when the queue is idle), or at
  /// once when the transition is part of another one or the root is in no
  /// window.
  static func performOperation<Root: ViewController>(
    on root: Root,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: @escaping @MainActor (Root, Bool) throws(TransitionError) -> Void,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    let completion = TransitionQueue.carryingLoan(completion)
    guard options.execution == nil, let window = root.window else {
      options.onStart?()
      runOperation(
        on: root, named: name, options: options, animation: animation, operation: operation, completion: completion)
      return
    }
    let queue = window.transitionQueue
    if let turn = queue.beginTurnIfIdle() {
      options.onStart?()
      runOperation(on: root, named: name, options: options, animation: animation, operation: operation) { result in
        completion(result)
        queue.end(turn)
      }
    } else {
      queue.enqueue(onStart: options.onStart) { done in
        runOperation(on: root, named: name, options: options, animation: animation, operation: operation) { result in
          completion(result)
          done()
        }
      }
    }
  }

  /// Performs one hierarchy operation on a root and its animation (see
  /// ``performChange(in:named:options:animation:operation:completion:)``).
  static func runOperation<Root: ViewController>(
    on root: Root,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: @MainActor (Root, Bool) throws(TransitionError) -> Void,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    performChange(
      in: root.window, named: name, options: options, animation: animation,
      operation: { () throws(TransitionError) in try operation(root, options.animated) },
      completion: completion)
  }

  /// Performs one hierarchy operation and its animation, logging its start
  /// and its outcome to the window's event log.
  ///
  /// The operation's changes begin at once (a refused operation throws and
  /// changes nothing); they end when the animation is over.
  static func performChange(
    in window: Window?,
    named name: String,
    options: TransitionOptions,
    animation: Animation?,
    operation: () throws(TransitionError) -> Void,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    // The record is made, and the route described, only when an event is logged.
    let route = options.route
    let animated = options.animated
    func record(of changes: [HierarchyChange]) -> TransitionRecord {
      var record = TransitionRecord(
        route: route?.routeDescription, router: route?.router, transition: name, animated: animated)
      record.describe(changes)
      return record
    }
    let changes: [HierarchyChange]
    do {
      changes = try HierarchyChange.capturing(.deferEnd, operation)
    } catch {
      window?.emit { .transitionFailed(record(of: []), error: error) }
      completion(.failure(error))
      return
    }
    options.execution?.record(changes)
    // Described as the changes began, when someone is listening then.
    let started = window?.hasEventObservers == true ? record(of: changes) : nil
    if let started { window?.emit { .transitionStarted(started) } }
    ChangeAnimation.run(changes, animation: animation, in: window) { finished in
      if finished {
        window?.emit { .transitionCompleted(started ?? record(of: changes)) }
        completion(.success(()))
      } else {
        window?.emit { .transitionFailed(started ?? record(of: changes), error: .cancelled) }
        completion(.failure(.cancelled))
      }
    }
  }
}

/// The route that triggered a transition and the router that took it; the
/// route is described (with `String(describing:)`) only when read.
struct RouteLabel: Sendable {
  /// The route.
  let route: any Sendable
  /// The router's type name.
  let router: String

  /// The route, described for event logs.
  var routeDescription: String { String(describing: route) }
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
