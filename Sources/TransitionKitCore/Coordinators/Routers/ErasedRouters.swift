/// A router that holds another router strongly: the type-erased view of any
/// router of a route type.
@MainActor
public final class StrongRouter<Route: Sendable>: Router, CallsCompletionOnce {
  /// The router this one stands for.
  public let base: any Router<Route>

  /// Wraps a router (a strong router is not wrapped twice).
  public init(_ router: any Router<Route>) {
    base = (router as? StrongRouter<Route>)?.base ?? router
  }

  /// The wrapped router's controller.
  public var viewController: ViewController { base.viewController }

  /// Triggers the route on the wrapped router.
  public func contextTrigger(
    _ route: Route,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    base.contextTrigger(route, with: options, completion: completionOnce(completion, calledBy: base))
  }

  /// Makes the wrapped router the root of a window (see
  /// ``Presentable/setRoot(for:makeKeyAndVisible:)``).
  public func setRoot(for window: Window, makeKeyAndVisible: Bool) throws(TransitionError) {
    try base.setRoot(for: window, makeKeyAndVisible: makeKeyAndVisible)
  }
}

/// A router that holds another router weakly.
///
/// Once the wrapped router is gone, triggering completes with
/// ``TransitionError/routerDeallocated`` — never a silent no-op — and so
/// does every transition given it as a presentable (a push, a present, a
/// set…), which changes nothing then; ``viewController`` alone answers with
/// a new, free placeholder controller, which no transition places.
@MainActor
public final class WeakRouter<Route: Sendable>: Router, ReleasablePresentable, CallsCompletionOnce {
  /// The router this one stands for, while it lives.
  public private(set) weak var base: (any Router<Route>)?

  var isReleased: Bool { base == nil }

  /// Wraps a router without keeping it alive. A type-erased router is
  /// unwrapped first: the router it stands for is the one held weakly, not
  /// the (often temporary) wrapper.
  public init(_ router: any Router<Route>) {
    base = Self.unwrapped(router)
  }

  /// The router a type-erased router stands for (`nil` once it is gone).
  private static func unwrapped(_ router: any Router<Route>) -> (any Router<Route>)? {
    if let strong = router as? StrongRouter<Route> { return unwrapped(strong.base) }
    if let weak = router as? WeakRouter<Route> { return weak.base }
    if let unowned = router as? UnownedRouter<Route> { return unowned.base }
    return router
  }

  /// The wrapped router's controller, or a free placeholder once it is gone
  /// (transitions refuse a released router with
  /// ``TransitionError/routerDeallocated`` instead of placing it).
  public var viewController: ViewController { base?.viewController ?? deallocatedPlaceholder() }

  /// Triggers the route on the wrapped router, or completes with
  /// ``TransitionError/routerDeallocated``.
  public func contextTrigger(
    _ route: Route,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    guard let base else {
      completion?(.failure(.routerDeallocated))
      return
    }
    base.contextTrigger(route, with: options, completion: completionOnce(completion, calledBy: base))
  }

  /// Makes the wrapped router the root of a window (see
  /// ``Presentable/setRoot(for:makeKeyAndVisible:)``).
  /// - Throws: ``TransitionError/routerDeallocated`` once it is gone.
  public func setRoot(for window: Window, makeKeyAndVisible: Bool) throws(TransitionError) {
    guard let base else { throw .routerDeallocated }
    try base.setRoot(for: window, makeKeyAndVisible: makeKeyAndVisible)
  }
}

/// A router that does not keep another router alive, as XCoordinator's
/// unowned router; unlike `unowned(unsafe)`, it never traps: once the wrapped
/// router is gone, triggering completes with ``TransitionError/routerDeallocated``.
@MainActor
public final class UnownedRouter<Route: Sendable>: Router, ReleasablePresentable, CallsCompletionOnce {
  private let weak: WeakRouter<Route>

  /// Wraps a router without keeping it alive.
  public init(_ router: any Router<Route>) {
    weak = WeakRouter(router)
  }

  /// The router this one stands for, while it lives.
  public var base: (any Router<Route>)? { weak.base }

  var isReleased: Bool { weak.base == nil }

  /// The wrapped router's controller, or a free placeholder once it is gone
  /// (transitions refuse a released router with
  /// ``TransitionError/routerDeallocated`` instead of placing it).
  public var viewController: ViewController { weak.viewController }

  /// Triggers the route on the wrapped router, or completes with
  /// ``TransitionError/routerDeallocated``.
  public func contextTrigger(
    _ route: Route,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    weak.contextTrigger(route, with: options, completion: completion)
  }

  /// Makes the wrapped router the root of a window (see
  /// ``Presentable/setRoot(for:makeKeyAndVisible:)``).
  /// - Throws: ``TransitionError/routerDeallocated`` once it is gone.
  public func setRoot(for window: Window, makeKeyAndVisible: Bool) throws(TransitionError) {
    try weak.setRoot(for: window, makeKeyAndVisible: makeKeyAndVisible)
  }
}

/// A free controller standing in for the controller of a router that is gone.
@MainActor
private func deallocatedPlaceholder() -> ViewController {
  ViewController(title: "Deallocated router")
}
