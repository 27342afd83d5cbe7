extension Transition {
  /// Triggers a route on a coordinator as part of this transition,
  /// forwarding the options and the completion. Its presentables are those of
  /// the coordinator's transition for the route (so a deep link can continue
  /// through them).
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - coordinator: The coordinator that prepares and performs it, with its child bookkeeping.
  @MainActor
  public static func route<CoordinatorRoute: Sendable, CoordinatorRoot: ViewController>(
    _ route: CoordinatorRoute,
    on coordinator: Coordinator<CoordinatorRoute, CoordinatorRoot>
  ) -> Transition {
    let inner = coordinator.prepareTransition(for: route)
    return Transition(
      name: "route", presentables: inner.presentableList, animation: inner.animation, mayRunCustomCode: inner.isCustom
    ) {
      _, options, completion in
      coordinator.performTransition(inner, with: options, completion: completion)
    }
  }

  /// Triggers a route on a router as part of this transition, forwarding the
  /// options and the completion. It names no presentables.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - router: The router, held strongly by the transition; a weak router
  ///     whose coordinator is gone completes with ``TransitionError/routerDeallocated``.
  public static func trigger<R: Router>(_ route: R.Route, on router: R) -> Transition {
    Transition(name: "trigger", presentables: [], animation: nil, mayRunCustomCode: true) { _, options, completion in
      router.trigger(route, with: options, completion: completion)
    }
  }
}
