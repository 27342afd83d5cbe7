/// The routers a deep link's transitions have presented so far, the most
/// recent first, indexed by route type so that each look-up is quick.
///
/// The library's own presentables (controllers, coordinators, the routers)
/// answer ``Presentable/router(for:)`` by their type, so they are indexed.
/// Any other presentable may answer as it likes: it is asked, newest first,
/// when it is more recent than the indexed router found.
@MainActor
final class DeepLinkRouters {
  /// The most recent router for each route type, with the order it was added in.
  private var byRouteType: [ObjectIdentifier: (router: any Router, order: Int)] = [:]
  /// Every indexed router, oldest first, for routes whose type is not the
  /// exact route type of a router (a subclass, say).
  private var all: [any Router] = []
  /// The order each router of `all` was added in.
  private var orders: [Int] = []
  /// For each route type looked up in `all`: the index of the most recent
  /// router that takes it, and how many routers were checked. Whether a
  /// router takes a route depends on the route's type alone, so a later
  /// look-up only checks the routers added since.
  private var scans: [ObjectIdentifier: (match: Int?, checked: Int)] = [:]
  /// The presentables of other types, oldest first, with the order they were added in.
  private var custom: [(presentable: any Presentable, order: Int)] = []
  private var nextOrder = 0

  /// Adds the routers a transition's presentables offer: routers themselves,
  /// the coordinators of controllers, and presentables of other types,
  /// which are asked for their router when a route needs one.
  func add(_ presentables: [any Presentable]) {
    for presentable in presentables {
      nextOrder += 1
      guard presentable is any StandardRouting else {
        custom.append((presentable, nextOrder))
        continue
      }
      let router =
        presentable as? any Router
        ?? (presentable as? ViewController)?.owningCoordinator.flatMap { $0 as? any Router }
      guard let router else { continue }
      byRouteType[ObjectIdentifier(router.routeType)] = (router, nextOrder)
      all.append(router)
      orders.append(nextOrder)
    }
  }

  /// The most recent router that takes a route.
  func router(taking route: any Sendable) -> (any Router)? {
    let indexed = indexedRouter(taking: route)
    let indexedOrder = indexed?.order ?? 0
    for entry in custom.reversed() where entry.order > indexedOrder {
      if let router = Self.router(of: entry.presentable, for: route) { return router }
    }
    return indexed?.router
  }

  /// The most recent indexed router that takes a route, and its order.
  private func indexedRouter(taking route: any Sendable) -> (router: any Router, order: Int)? {
    let routeType = ObjectIdentifier(type(of: route))
    if let entry = byRouteType[routeType], entry.router.takes(route) { return entry }
    var (match, checked) = scans[routeType] ?? (nil, 0)
    while checked < all.count {
      if all[checked].takes(route) { match = checked }
      checked += 1
    }
    scans[routeType] = (match, checked)
    return match.map { (all[$0], orders[$0]) }
  }

  /// The step of a deep link that triggers a route on the router found for
  /// it, or on `fallback` (the coordinator of the deep link) when no router
  /// presented so far takes it and it does.
  func step(
    for route: any Sendable,
    orElse fallback: any Router
  ) -> Result<TransitionSequence.Step, TransitionError> {
    guard let router = router(taking: route) ?? (fallback.takes(route) ? fallback : nil) else {
      return .failure(.noRouter(for: String(describing: route)))
    }
    // The router's transition is unknown here and may be custom: the queue is lent to it.
    return .success(
      TransitionSequence.Step(isCustom: true) { [self] options, completion in
        router.contextTrigger(anyRoute: route, with: options) { result in
          switch result {
          case .success(let context):
            self.add(context.presentables)
            completion(.success(()))
          case .failure(let error):
            completion(.failure(error))
          }
        }
      })
  }

  /// What a presentable answers for a route of unknown type.
  private static func router(of presentable: any Presentable, for route: any Sendable) -> (any Router)? {
    func ask<Route: Sendable>(_ route: Route) -> (any Router)? { presentable.router(for: route) }
    return ask(route)
  }
}

/// A presentable of the library's own, whose ``Presentable/router(for:)`` is
/// the default one (a subclass cannot change it): deep links index it by type.
@MainActor
protocol StandardRouting {}

extension ViewController: StandardRouting {}
extension Coordinator: StandardRouting {}
extension WindowCoordinator: StandardRouting {}
extension StrongRouter: StandardRouting {}
extension WeakRouter: StandardRouting {}
extension UnownedRouter: StandardRouting {}
extension RedirectionRouter: StandardRouting {}

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
