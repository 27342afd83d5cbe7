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
    if options.execution == nil, let window = root.window {
      window.transitionQueue.enqueue(job)
    } else {
      job {}
    }
  }

  /// Performs one hierarchy operation and its animation.
  ///
  /// The operation's changes begin at once (a refused operation throws and
  /// changes nothing); they end when the animation is over.
  static func runOperation<Root: ViewController>(
    on root: Root,
    animated: Bool,
    animation: Animation?,
    execution: TransitionExecution?,
    operation: @MainActor (Root, Bool) throws(TransitionError) -> Void,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    let window = root.window
    let changes: [HierarchyChange]
    do {
      changes = try HierarchyChange.capturing(.deferEnd) { () throws(TransitionError) in
        try operation(root, animated)
      }
    } catch {
      completion(.failure(error))
      return
    }
    execution?.record(changes)
    ChangeAnimation.run(changes, animation: animation, in: window) { finished in
      completion(finished ? .success(()) : .failure(.cancelled))
    }
  }
}
