extension Coordinator {
  /// Performs a transition that shows a child coordinator, and follows the
  /// child's flow: the completion hears once how it ended (see
  /// ``Transition/startingFlow(of:completion:)``).
  ///
  /// - Parameters:
  ///   - child: The coordinator the transition shows.
  ///   - transition: The transition, which must make `child` a child coordinator.
  ///   - options: How the transition is performed.
  ///   - completion: Called once: how the flow ended, or the error of the
  ///     transition (which changed nothing). It is not called once this
  ///     coordinator is gone.
  public func startFlow<Child: FlowCoordinator>(
    _ child: Child,
    with transition: Transition<RootViewController>,
    options: TransitionOptions = .default,
    completion: @escaping @MainActor (Result<FlowResult<Child.FlowValue>, TransitionError>) -> Void
  ) {
    performTransition(transition.startingFlow(of: child, completion: completion), with: options)
  }

  /// Performs a transition that shows a child coordinator, and returns how
  /// the child's flow ended.
  ///
  /// ```swift
  /// let login = LoginCoordinator()
  /// switch try await app.startFlow(login, with: .present(login)) {
  /// case .finished(let user): print("signed in as", user)
  /// case .cancelled(let action): print("closed by", action)
  /// case .replaced: print("replaced")
  /// }
  /// ```
  ///
  /// It returns when the flow ends, however long after the transition: the
  /// child finishes, or its screens leave the tree. With a manual clock,
  /// drive it from another task while this one awaits.
  ///
  /// - Parameters:
  ///   - child: The coordinator the transition shows.
  ///   - transition: The transition, which must make `child` a child coordinator.
  ///   - options: How the transition is performed.
  /// - Returns: How the flow ended.
  /// - Throws: The transition's ``TransitionError`` (it changed nothing), or
  ///   ``TransitionError/flowNotStarted(_:)`` when it did not make `child` a
  ///   child coordinator.
  public func startFlow<Child: FlowCoordinator>(
    _ child: Child,
    with transition: Transition<RootViewController>,
    options: TransitionOptions = .default
  ) async throws(TransitionError) -> FlowResult<Child.FlowValue> {
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<FlowResult<Child.FlowValue>, TransitionError>, Never>) in
      let flow = transition.startingFlow(of: child, needsParent: false) { continuation.resume(returning: $0) }
      performTransition(flow, with: options)
    }
    return try result.get()
  }
}

extension WindowCoordinator {
  /// Performs a window transition that shows a child coordinator (a new
  /// root), and follows the child's flow: the completion hears once how it
  /// ended (see ``Transition/startingFlow(of:completion:)``).
  ///
  /// - Parameters:
  ///   - child: The coordinator the transition shows.
  ///   - transition: The window transition, which must make `child` the child coordinator.
  ///   - options: How the transition is performed.
  ///   - completion: Called once: how the flow ended, or the error of the
  ///     transition. It is not called once this coordinator is gone.
  public func startFlow<Child: FlowCoordinator>(
    _ child: Child,
    with transition: WindowTransition,
    options: TransitionOptions = .default,
    completion: @escaping @MainActor (Result<FlowResult<Child.FlowValue>, TransitionError>) -> Void
  ) {
    performTransition(transition.startingFlow(of: child, completion: completion), with: options)
  }

  /// Performs a window transition that shows a child coordinator, and
  /// returns how the child's flow ended (see
  /// ``Coordinator/startFlow(_:with:options:)``).
  ///
  /// - Parameters:
  ///   - child: The coordinator the transition shows.
  ///   - transition: The window transition, which must make `child` the child coordinator.
  ///   - options: How the transition is performed.
  /// - Returns: How the flow ended.
  /// - Throws: The transition's ``TransitionError``, or
  ///   ``TransitionError/flowNotStarted(_:)``.
  public func startFlow<Child: FlowCoordinator>(
    _ child: Child,
    with transition: WindowTransition,
    options: TransitionOptions = .default
  ) async throws(TransitionError) -> FlowResult<Child.FlowValue> {
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<FlowResult<Child.FlowValue>, TransitionError>, Never>) in
      let flow = transition.startingFlow(of: child, needsParent: false) { continuation.resume(returning: $0) }
      performTransition(flow, with: options)
    }
    return try result.get()
  }
}
