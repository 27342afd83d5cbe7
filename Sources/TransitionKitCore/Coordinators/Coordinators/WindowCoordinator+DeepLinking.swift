extension WindowCoordinator {
  /// Triggers a chain of routes, all or nothing, starting with the window's
  /// own route: the first route here (a new root, usually), each next one on
  /// the router that the previous transitions presented for its type — as
  /// ``Coordinator/deepLink(_:_:with:completion:)`` does for a coordinator.
  ///
  /// ```swift
  /// app.deepLink(AppRoute.home, HomeRoute.news, NewsRoute.article(42)) { result in
  ///   print(result.isSuccess)
  /// }
  /// ```
  ///
  /// For each route after the first, the presentables of the transitions
  /// performed so far are searched, the most recent first, for a router of
  /// the route's type; this coordinator is asked last. A route that no router
  /// takes fails with ``TransitionError/noRouter(for:)``. When any route
  /// fails, everything the deep link did is undone — the window's root and
  /// the child coordinators are exactly as before — and the error is reported.
  ///
  /// - Parameters:
  ///   - first: The route triggered here.
  ///   - rest: The next routes, of any route types.
  ///   - options: How the transitions are performed.
  ///   - completion: Called once at the end.
  public func deepLink(
    _ first: Route,
    _ rest: any Sendable...,
    with options: TransitionOptions = .default,
    completion: (@MainActor (Result<Void, TransitionError>) -> Void)? = nil
  ) {
    performTransition(deepLinkTransition(first, rest), with: options, completion: completion)
  }

  /// Triggers a chain of routes given as an array, all or nothing: see
  /// ``deepLink(_:_:with:completion:)``.
  ///
  /// - Parameters:
  ///   - first: The route triggered here.
  ///   - rest: The next routes, of any route types.
  ///   - options: How the transitions are performed.
  ///   - completion: Called once at the end.
  public func deepLink(
    _ first: Route,
    following rest: [any Sendable],
    with options: TransitionOptions = .default,
    completion: (@MainActor (Result<Void, TransitionError>) -> Void)? = nil
  ) {
    performTransition(deepLinkTransition(first, rest), with: options, completion: completion)
  }

  /// The window transition of a deep link, for returning from
  /// ``prepareTransition(for:)``: see ``deepLink(_:_:with:completion:)``.
  ///
  /// - Parameters:
  ///   - first: The route triggered on this coordinator.
  ///   - rest: The next routes, of any route types.
  /// - Returns: A window transition whose presentables are those of the
  ///   first route's transition. It waits its turn in the window's queue.
  public func deepLinkTransition(_ first: Route, _ rest: [any Sendable]) -> WindowTransition {
    let firstTransition = prepareTransition(for: first)
    var deepLink = WindowTransition(
      startingItselfWith: firstTransition.presentables,
      perform: { [self] window, options, completion in
        let completion = TransitionQueue.carryingLoan(completion)
        TransitionRunner.run(in: window, options: options, completion: completion) { [self] turn, finish in
          let routers = DeepLinkRouters()
          TransitionSequence(
            window: window,
            holding: turn,
            options: options,
            completion: finish,
            makeStep: { [self] index -> Result<TransitionSequence.Step, TransitionError>? in
              if index == 0 {
                // A window transition may be custom code: the queue is lent to it.
                return .success(
                  TransitionSequence.Step(isCustom: true) { [self] stepOptions, stepCompletion in
                    var stepOptions = stepOptions
                    let record = RouteTracking.begin(options: &stepOptions, in: window)
                    firstTransition.perform(on: window, with: stepOptions) { [self] result in
                      if case .success = result {
                        routers.add(firstTransition.presentables)
                        RouteTracking.end(
                          record, route: first, node: coordinatorNode, presentables: firstTransition.presentables)
                      }
                      stepCompletion(result)
                    }
                  })
              }
              guard index - 1 < rest.count else { return nil }
              return routers.step(for: rest[index - 1], orElse: self)
            }
          ).start()
        }
      })
    // The first route's flows start once the whole deep link succeeded.
    deepLink.flowStarts = firstTransition.flowStarts
    return deepLink
  }
}
