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
    var record = TransitionRecord(
      route: options.route?.route, router: options.route?.router, transition: name, animated: options.animated)
    let changes: [HierarchyChange]
    do {
      changes = try HierarchyChange.capturing(.deferEnd, operation)
    } catch {
      window?.emit { .transitionFailed(record, error: error) }
      completion(.failure(error))
      return
    }
    options.execution?.record(changes)
    record.describe(changes)
    window?.emit { .transitionStarted(record) }
    ChangeAnimation.run(changes, animation: animation, in: window) { finished in
      if finished {
        window?.emit { .transitionCompleted(record) }
        completion(.success(()))
      } else {
        window?.emit { .transitionFailed(record, error: .cancelled) }
        completion(.failure(.cancelled))
      }
    }
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
