extension Presentable {
  /// The router for a route's type: this presentable when it is a router of
  /// that type; for a controller, the coordinator whose root it is.
  ///
  /// - Parameter route: A route.
  /// - Returns: The router, or `nil` when this presentable offers none for the route's type.
  public func router<R: Sendable>(for route: R) -> StrongRouter<R>? {
    router(for: R.self)
  }

  /// The router for a route type: this presentable when it is a router of
  /// that type; for a controller, the coordinator whose root it is.
  ///
  /// - Parameter routeType: A route type.
  /// - Returns: The router, or `nil` when this presentable offers none for the route type.
  public func router<R: Sendable>(for routeType: R.Type) -> StrongRouter<R>? {
    if let router = self as? StrongRouter<R> { return router }
    if let router = self as? any Router<R> { return StrongRouter(router) }
    if let controller = self as? ViewController, let coordinator = controller.owningCoordinator,
      coordinator !== self
    {
      return coordinator.router(for: routeType)
    }
    return nil
  }
}

extension ViewController {
  /// The nearest router for a route type: walking up from this controller
  /// through parents and presenters, the first coordinator (or one of its
  /// parent coordinators) that takes routes of that type — SwiftUIX's
  /// `@Coordinator(for:)`, headless.
  ///
  /// ```swift
  /// articleScreen.nearestRouter(for: NewsRoute.self)?.trigger(.close)
  /// ```
  ///
  /// - Parameter routeType: A route type.
  /// - Returns: The router, or `nil` when no coordinator above takes the type.
  public func nearestRouter<R: Sendable>(for routeType: R.Type) -> StrongRouter<R>? {
    var current: ViewController? = self
    while let controller = current {
      var candidate = controller.owningCoordinator
      while let coordinator = candidate {
        if let router = coordinator as? any Router<R> { return StrongRouter(router) }
        candidate = CoordinatorNode.node(of: coordinator)?.parent?.owner
      }
      current = controller.parent ?? controller.presenter
    }
    return nil
  }

  /// The coordinator whose root this controller is (the last one made with it).
  var owningCoordinator: (any Presentable)? {
    get { attachments[OwningCoordinatorKey.self].value }
    set { attachments[OwningCoordinatorKey.self] = WeakPresentable(value: newValue) }
  }

  /// Sets ``owningCoordinator`` to one of the library's coordinators, given its handle.
  func setOwningCoordinator(handle: PresentableHandle) {
    attachments[OwningCoordinatorKey.self] = WeakPresentable(handle: handle)
  }
}

/// A reference to a presentable that does not keep it alive: one of the
/// library's coordinators through its ``PresentableHandle`` (a weak
/// reference would give it a side table), any other presentable weakly.
@MainActor
struct WeakPresentable {
  private weak var weakValue: (any Presentable)?
  private var handle: PresentableHandle?

  init(value: (any Presentable)?) {
    guard let value else { return }
    if !(value is ViewController), let coordinator = value as? any CoordinatorNodeOwner {
      handle = coordinator.presentableHandle
    } else {
      weakValue = value
    }
  }

  /// A reference to one of the library's coordinators, through its handle,
  /// with no conformance to look up.
  init(handle: PresentableHandle) {
    self.handle = handle
  }

  /// The presentable, while it is alive.
  var value: (any Presentable)? { handle?.presentable ?? weakValue }
}

private enum OwningCoordinatorKey: AttachmentKey {
  static var defaultValue: WeakPresentable { WeakPresentable(value: nil) }
}
