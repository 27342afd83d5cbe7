extension Coordinator {
  /// Triggers a chain of routes, all or nothing: the first route here, each
  /// next one on the router that the previous transitions presented for its
  /// type.
  ///
  /// ```swift
  /// app.deepLink(AppRoute.home, HomeRoute.news, NewsRoute.article(42)) { result in … }
  /// ```
  ///
  /// For each route after the first, the presentables of the transitions
  /// performed so far are searched, the most recent first, for a router of
  /// the route's type (a coordinator or router, or a controller whose
  /// coordinator takes it); this coordinator is asked last. A route that
  /// no router takes fails with ``TransitionError/noRouter(for:)``. When any
  /// route fails, everything the deep link did is undone — the hierarchy and
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

  /// The transition of a deep link, for returning from
  /// ``prepareTransition(for:)``: see ``deepLink(_:_:with:completion:)``.
  ///
  /// - Parameters:
  ///   - first: The route triggered on this coordinator.
  ///   - rest: The next routes, of any route types.
  /// - Returns: A transition whose presentables are those of the first route's transition.
  public func deepLinkTransition(_ first: Route, _ rest: [any Sendable]) -> Transition<RootViewController> {
    let firstTransition = prepareTransition(for: first)
    var deepLink = Transition<RootViewController>(
      name: "deepLink", presentables: firstTransition.presentableList, animation: firstTransition.animation,
      operation: nil
    ) {
      root, options, completion in
      let completion = TransitionQueue.carryingLoan(completion)
      TransitionRunner.run(in: root.window, options: options, completion: completion) { [self] turn, finish in
        let routers = DeepLinkRouters()
        TransitionSequence(
          root: root,
          holding: turn,
          options: options,
          completion: finish,
          makeStep: { [self] index -> Result<TransitionSequence.Step, TransitionError>? in
            if index == 0 {
              return .success(
                TransitionSequence.Step(isCustom: firstTransition.isCustom) { [self] stepOptions, stepCompletion in
                  var stepOptions = stepOptions
                  let record = RouteTracking.begin(options: &stepOptions, in: root.window)
                  firstTransition.perform(on: root, with: stepOptions) { [self] result in
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
    }
    // The first route's flows start once the whole deep link succeeded.
    deepLink.flowStarts = firstTransition.flowStarts
    return deepLink
  }
}
