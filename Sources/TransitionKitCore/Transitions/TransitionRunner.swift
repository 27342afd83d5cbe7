/// Runs transitions: in the window's queue, each hierarchy operation with
/// its animation.
@MainActor
enum TransitionRunner {
  /// Runs a job in the root's window queue, or at once when the transition
  /// is part of another one or the root is in no window.
  static func run<Root: ViewController>(
    on root: Root,
    options: TransitionOptions,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void,
    job: @escaping TransitionQueue.Job
  ) {
    let start: TransitionQueue.Job = { done in
      options.onStart?()
      job(done)
    }
    if options.execution == nil, let window = root.window {
      window.transitionQueue.enqueue(start)
    } else {
      start {}
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
    performChange(in: root.window, named: name, options: options, animation: animation) { () throws(TransitionError) in
      try operation(root, options.animated)
    } completion: { result in
      completion(result)
    }
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
    // The route is described only when an event is logged.
    let route = options.route
    var record = TransitionRecord(
      route: nil, router: route?.router, transition: name, animated: options.animated)
    let changes: [HierarchyChange]
    do {
      changes = try HierarchyChange.capturing(.deferEnd, operation)
    } catch {
      window?.emit { .transitionFailed(record.naming(route), error: error) }
      completion(.failure(error))
      return
    }
    options.execution?.record(changes)
    record.describe(changes)
    window?.emit { .transitionStarted(record.naming(route)) }
    ChangeAnimation.run(changes, animation: animation, in: window) { [record] finished in
      if finished {
        window?.emit { .transitionCompleted(record.naming(route)) }
        completion(.success(()))
      } else {
        window?.emit { .transitionFailed(record.naming(route), error: .cancelled) }
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
  /// The record with the route's description filled in.
  func naming(_ route: RouteLabel?) -> TransitionRecord {
    var record = self
    record.route = route?.routeDescription
    return record
  }
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
