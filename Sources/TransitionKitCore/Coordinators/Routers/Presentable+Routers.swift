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
  ///
  /// Kept as an object, with no box: one of the library's coordinators as its
  /// ``PresentableHandle``, any other presentable in a ``WeakPresentableReference``.
  var owningCoordinator: (any Presentable)? {
    get {
      guard let object = attachments[object: OwningCoordinatorKey.self] else { return nil }
      if let handle = object as? PresentableHandle { return handle.presentable }
      return (object as? WeakPresentableReference)?.value
    }
    set {
      guard let newValue else {
        attachments[object: OwningCoordinatorKey.self] = nil
        return
      }
      if let handle = PresentableHandle.of(newValue) {
        attachments[object: OwningCoordinatorKey.self] = handle
      } else {
        attachments[object: OwningCoordinatorKey.self] = WeakPresentableReference(newValue)
      }
    }
  }

  /// Sets ``owningCoordinator`` to one of the library's coordinators, given its handle.
  func setOwningCoordinator(handle: PresentableHandle) {
    attachments[object: OwningCoordinatorKey.self] = handle
  }
}

/// A weak reference to the presentable that owns a controller, when it is
/// not one of the library's coordinators (which are kept through their
/// ``PresentableHandle``).
private final class WeakPresentableReference {
  /// The presentable, while it is alive.
  weak var value: (any Presentable)?

  /// A reference to `value` that does not keep it alive.
  init(_ value: any Presentable) {
    self.value = value
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
    if let handle = PresentableHandle.of(value) {
      self.handle = handle
    } else {
      weakValue = value
    }
  }

  /// The presentable, while it is alive.
  var value: (any Presentable)? { handle?.presentable ?? weakValue }
}

private enum OwningCoordinatorKey: ObjectAttachmentKey {
  /// A ``PresentableHandle`` or a ``WeakPresentableReference``.
  typealias Object = AnyObject
}
