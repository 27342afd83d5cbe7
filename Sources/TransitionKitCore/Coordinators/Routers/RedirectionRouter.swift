/// A router for a child's route type that hands every route, mapped to a
/// parent route, to a parent router.
///
/// ```swift
/// let profile = RedirectionRouter(viewController: profileScreen, parent: appRouter) { (route: ProfileRoute) in
///   switch route { case .logout: .logout; case .settings: .settings }
/// }
/// profile.trigger(.logout)   // triggers AppRoute.logout on appRouter
/// ```
///
/// The parent is held weakly: once it is gone, triggering completes with
/// ``TransitionError/routerDeallocated``.
///
/// The class is open, as XCoordinator's is: a subclass may override
/// ``mapToParentRoute(_:)`` to map routes itself.
@MainActor
open class RedirectionRouter<ParentRoute: Sendable, Route: Sendable>: Router, CallsCompletionOnce {
  /// The controller this router stands for.
  public let viewController: ViewController
  private let parent: WeakRouter<ParentRoute>
  private let map: @MainActor (Route) -> ParentRoute

  /// Creates a redirection.
  /// - Parameters:
  ///   - viewController: The controller this router stands for.
  ///   - parent: The router that performs the mapped routes.
  ///   - map: Maps each route to a parent route.
  public init(
    viewController: ViewController,
    parent: any Router<ParentRoute>,
    map: @escaping @MainActor (Route) -> ParentRoute
  ) {
    self.viewController = viewController
    self.parent = WeakRouter(parent)
    self.map = map
  }

  /// Triggers the mapped route on the parent.
  ///
  /// A chain of redirections (a parent that is itself a redirection, and so
  /// on) is followed in a loop, each route mapped in turn, so a chain of any
  /// length costs no stack: the route reaches the first router that is not
  /// a redirection as one call. When a parent along the chain is gone, the
  /// trigger completes with ``TransitionError/routerDeallocated``.
  public func contextTrigger(
    _ route: Route,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    var next = redirect(route)
    while let (router, route) = next, let redirection = router as? any RouteRedirecting {
      next = redirection.redirect(anyRoute: route)
    }
    guard let (router, route) = next else {
      completion?(.failure(.routerDeallocated))
      return
    }
    router.contextTrigger(anyRoute: route, with: options, completion: completionOnce(completion, calledBy: router))
  }

  /// The parent route a route is redirected to. The base implementation
  /// calls the `map` closure given to the initializer; override it to map
  /// routes in a subclass, as with XCoordinator's `mapToSuperRoute(_:)`.
  ///
  /// - Parameter route: A route of this router.
  /// - Returns: The route the parent router performs.
  open func mapToParentRoute(_ route: Route) -> ParentRoute {
    map(route)
  }

  /// The parent and the mapped route, or `nil` when the parent is gone.
  private func redirect(_ route: Route) -> (any Router, any Sendable)? {
    guard let base = parent.base else { return nil }
    return (base, mapToParentRoute(route))
  }

  /// Makes this router's controller the root of a window and, unless asked
  /// not to, makes the window key and visible.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - makeKeyAndVisible: Whether the window is made key and visible too.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when the
  ///   controller is already somewhere in a hierarchy.
  public func setRoot(for window: Window, makeKeyAndVisible: Bool) throws(TransitionError) {
    try window.setRootViewController(viewController)
    if makeKeyAndVisible { window.makeKeyAndVisible() }
  }
}

/// A router that hands its routes to another (see ``RedirectionRouter``):
/// lets a chain of them be followed without recursion.
@MainActor
protocol RouteRedirecting {
  /// The next router and the route mapped for it, or `nil` when it is gone.
  func redirect(anyRoute route: any Sendable) -> (any Router, any Sendable)?
}

extension RedirectionRouter: RouteRedirecting {
  func redirect(anyRoute route: any Sendable) -> (any Router, any Sendable)? {
    // Each link's parent takes the routes the link maps to, by construction.
    guard let route = route as? Route else { return nil }
    return redirect(route)
  }
}
