extension Transition {
  /// This transition, starting a child's flow: once a coordinator has
  /// performed it, the coordinator follows the child's flow, and the
  /// completion hears once how it ended.
  ///
  /// Return it from ``Coordinator/prepareTransition(for:)`` — it then works
  /// in deep links and waits its turn in the window's queue like any route:
  ///
  /// ```swift
  /// case .login:
  ///   let login = LoginCoordinator()
  ///   return .present(login).startingFlow(of: login) { [unowned self] result in
  ///     if case .success(.finished(let user)) = result { trigger(.home(user)) }
  ///   }
  /// ```
  ///
  /// The completion receives:
  /// - `.success(.finished(value))` when the child calls ``FlowCoordinator/finish(with:)``;
  /// - `.success(.cancelled(by:))` when the user takes the child's screens
  ///   away (a swipe back, a sheet pulled down, a tap on the selected tab…);
  /// - `.success(.replaced)` when a transition takes them away, or the
  ///   child stops being a child coordinator;
  /// - `.failure(error)` when the flow did not start: this transition
  ///   failed (or a transition it is a step of failed and was undone, a deep
  ///   link say), it did not make the child a child coordinator
  ///   (``TransitionError/flowNotStarted(_:)``), or it was performed without
  ///   a coordinator.
  ///
  /// The completion is kept until the flow ends; capture the parent weakly
  /// or unowned, as with any closure a coordinator keeps. Once the
  /// coordinator that performed the transition is gone, it is not called.
  ///
  /// - Parameters:
  ///   - child: The coordinator this transition shows; it must become a
  ///     child coordinator (a presentable of the transition, usually).
  ///   - completion: Called once: how the flow ended, or why it did not start.
  /// - Returns: The transition, starting the flow as well.
  @MainActor
  public func startingFlow<Child: FlowCoordinator>(
    of child: Child,
    completion: @escaping @MainActor (Result<FlowResult<Child.FlowValue>, TransitionError>) -> Void
  ) -> Transition {
    startingFlow(of: child, needsParent: true, completion: completion)
  }

  /// This transition, starting a child's flow (see
  /// ``startingFlow(of:completion:)``); the completion is called even once
  /// the parent is gone when `needsParent` is `false` (a continuation).
  @MainActor
  func startingFlow<Child: FlowCoordinator>(
    of child: Child,
    needsParent: Bool,
    completion: @escaping @MainActor (Result<FlowResult<Child.FlowValue>, TransitionError>) -> Void
  ) -> Transition {
    var transition = self
    let listener = FlowListener(needsParent: needsParent) { completion($0.map(FlowResult.init)) }
    transition.flowStarts.append(FlowStart(child: child, listener: listener))
    return transition
  }
}

extension WindowTransition {
  /// This window transition, starting a child's flow: once a
  /// ``WindowCoordinator`` has performed it, it follows the child's flow and
  /// the completion hears once how it ended (see
  /// ``Transition/startingFlow(of:completion:)``).
  ///
  /// ```swift
  /// case .login:
  ///   let login = LoginCoordinator()
  ///   return .setRoot(login).startingFlow(of: login) { [unowned self] result in
  ///     if case .success(.finished(let user)) = result { trigger(.home(user)) }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - child: The coordinator this transition sets as the window's root.
  ///   - completion: Called once: how the flow ended, or why it did not start.
  /// - Returns: The window transition, starting the flow as well.
  @MainActor
  public func startingFlow<Child: FlowCoordinator>(
    of child: Child,
    completion: @escaping @MainActor (Result<FlowResult<Child.FlowValue>, TransitionError>) -> Void
  ) -> WindowTransition {
    startingFlow(of: child, needsParent: true, completion: completion)
  }

  /// This window transition, starting a child's flow (see
  /// ``Transition/startingFlow(of:completion:)``); the completion is called
  /// even once the parent is gone when `needsParent` is `false`.
  @MainActor
  func startingFlow<Child: FlowCoordinator>(
    of child: Child,
    needsParent: Bool,
    completion: @escaping @MainActor (Result<FlowResult<Child.FlowValue>, TransitionError>) -> Void
  ) -> WindowTransition {
    var transition = self
    let listener = FlowListener(needsParent: needsParent) { completion($0.map(FlowResult.init)) }
    transition.flowStarts.append(FlowStart(child: child, listener: listener))
    return transition
  }
}
