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
@MainActor
public final class RedirectionRouter<ParentRoute: Sendable, Route: Sendable>: Router, CallsCompletionOnce {
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
  public func contextTrigger(
    _ route: Route,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    parent.contextTrigger(map(route), with: options, completion: completion)
  }

  /// Makes this router's controller the root of a window.
  public func setRoot(for window: Window) throws(TransitionError) {
    try window.setRootViewController(viewController)
  }
}
