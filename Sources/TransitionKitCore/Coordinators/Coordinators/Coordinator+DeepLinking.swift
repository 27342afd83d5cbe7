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
      let completion = TransitionQueue.carryingLoan(completion)
      TransitionRunner.run(on: root, options: options) { [self] done in
        let routers = DeepLinkRouters()
        TransitionSequence(
          root: root,
          options: options,
          completion: { result in
            completion(result)
            done()
          },
          makeStep: { [self] index -> Result<TransitionSequence.Step, TransitionError>? in
            if index == 0 {
              return .success(
                TransitionSequence.Step(isCustom: firstTransition.isCustom) { stepOptions, stepCompletion in
                  firstTransition.perform(on: root, with: stepOptions) { result in
                    if case .success = result { routers.add(firstTransition.presentables) }
                    stepCompletion(result)
                  }
                })
            }
            guard index - 1 < rest.count else { return nil }
            return deepLinkStep(for: rest[index - 1], routers: routers)
          }
        ).start()
      }
    }
  }

  /// The step that triggers a route on the router found for it.
  private func deepLinkStep(
    for route: any Sendable,
    routers: DeepLinkRouters
  ) -> Result<TransitionSequence.Step, TransitionError> {
    guard let router = routers.router(taking: route) ?? (takes(route) ? self : nil) else {
      return .failure(.noRouter(for: String(describing: route)))
    }
    // The router's transition is unknown here and may be custom: the queue is lent to it.
    return .success(
      TransitionSequence.Step(isCustom: true) { options, completion in
        router.contextTrigger(anyRoute: route, with: options) { result in
          switch result {
          case .success(let context):
            routers.add(context.presentables)
            completion(.success(()))
          case .failure(let error):
            completion(.failure(error))
          }
        }
      })
  }
}

/// The routers a deep link's transitions have presented so far, the most
/// recent first, indexed by route type so that each look-up is quick.
@MainActor
final class DeepLinkRouters {
  /// The most recent router for each route type.
  private var byRouteType: [ObjectIdentifier: any Router] = [:]
  /// Every router, oldest first, for routes whose type is not the exact
  /// route type of a router (a subclass, say).
  private var all: [any Router] = []
  /// For each route type looked up in `all`: the index of the most recent
  /// router that takes it, and how many routers were checked. Whether a
  /// router takes a route depends on the route's type alone, so a later
  /// look-up only checks the routers added since.
  private var scans: [ObjectIdentifier: (match: Int?, checked: Int)] = [:]

  /// Adds the routers a transition's presentables offer: routers themselves,
  /// and the coordinators of controllers.
  func add(_ presentables: [any Presentable]) {
    for presentable in presentables {
      let router =
        presentable as? any Router
        ?? (presentable as? ViewController)?.owningCoordinator.flatMap { $0 as? any Router }
      guard let router else { continue }
      byRouteType[ObjectIdentifier(router.routeType)] = router
      all.append(router)
    }
  }

  /// The most recent router that takes a route.
  func router(taking route: any Sendable) -> (any Router)? {
    let routeType = ObjectIdentifier(type(of: route))
    if let router = byRouteType[routeType], router.takes(route) { return router }
    var (match, checked) = scans[routeType] ?? (nil, 0)
    while checked < all.count {
      if all[checked].takes(route) { match = checked }
      checked += 1
    }
    scans[routeType] = (match, checked)
    return match.map { all[$0] }
  }
}

extension Router {
  /// The type of this router's routes.
  var routeType: Any.Type { Route.self }

  /// Whether a route of unknown type is one of this router's routes.
  func takes(_ route: any Sendable) -> Bool {
    route is Route
  }

  /// Triggers a route of unknown type; it must be one of this router's routes.
  func contextTrigger(
    anyRoute route: any Sendable,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    guard let route = route as? Route else {
      completion?(.failure(.noRouter(for: String(describing: route))))
      return
    }
    contextTrigger(route, with: options, completion: completion)
  }
}
