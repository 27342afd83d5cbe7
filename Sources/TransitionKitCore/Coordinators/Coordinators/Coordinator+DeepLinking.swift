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
    return Transition(
      name: "deepLink", presentables: firstTransition.presentables, animation: firstTransition.animation, operation: nil
    ) {
      root, options, completion in
      TransitionRunner.run(on: root, options: options, completion: completion) { [self] done in
        var visited: [[any Presentable]] = []
        TransitionSequence(
          window: root.window,
          options: options,
          completion: { result in
            completion(result)
            done()
          },
          makeStep: { [self] index -> Result<TransitionSequence.Step, TransitionError>? in
            if index == 0 {
              return .success(
                TransitionSequence.Step(isCustom: false) { stepOptions, stepCompletion in
                  firstTransition.perform(on: root, with: stepOptions) { result in
                    if case .success = result { visited.append(firstTransition.presentables) }
                    stepCompletion(result)
                  }
                })
            }
            guard index - 1 < rest.count else { return nil }
            return deepLinkStep(for: rest[index - 1], visited: visited) { visited.append($0) }
          }
        ).start()
      }
    }
  }

  /// The step that triggers a route on the router found for it.
  private func deepLinkStep(
    for route: any Sendable,
    visited: [[any Presentable]],
    didPresent: @escaping @MainActor ([any Presentable]) -> Void
  ) -> Result<TransitionSequence.Step, TransitionError> {
    let candidates = visited.reversed().flatMap { $0.reversed() } + [self]
    guard let router = candidates.lazy.compactMap({ Self.router(of: $0, taking: route) }).first else {
      return .failure(.noRouter(for: String(describing: route)))
    }
    return .success(
      TransitionSequence.Step(isCustom: false) { options, completion in
        router.contextTrigger(anyRoute: route, with: options) { result in
          switch result {
          case .success(let context):
            didPresent(context.presentables)
            completion(.success(()))
          case .failure(let error):
            completion(.failure(error))
          }
        }
      })
  }

  /// The router a presentable offers for a route of any type: itself, or the
  /// coordinator of a controller.
  private static func router(of presentable: any Presentable, taking route: any Sendable) -> (any Router)? {
    if let router = presentable as? any Router, router.takes(route) { return router }
    if let controller = presentable as? ViewController, let coordinator = controller.owningCoordinator as? any Router,
      coordinator.takes(route)
    {
      return coordinator
    }
    return nil
  }
}

extension Router {
  /// Whether a route of unknown type is one of this router's routes.
  func takes(_ route: any Sendable) -> Bool {
    route is Route
  }

  /// Triggers a route of unknown type; it must be one of this router's routes.
  func contextTrigger(
    anyRoute route: any Sendable,
    with options: TransitionOptions,
    completion: @escaping @MainActor (Result<TransitionContext, TransitionError>) -> Void
  ) {
    guard let route = route as? Route else {
      completion(.failure(.noRouter(for: String(describing: route))))
      return
    }
    contextTrigger(route, with: options, completion: completion)
  }
}
