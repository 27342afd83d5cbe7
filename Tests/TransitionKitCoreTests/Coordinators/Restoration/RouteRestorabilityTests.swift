import Testing

@testable import TransitionKitCore

/// A coordinator pushes a screen for any route, and leaves the rest to the
/// route's type: whether the route is recorded for restoration.
@MainActor
private final class AnyRouteCoordinator<Route: Sendable>: NavigationCoordinator<Route> {
  init() {
    super.init(rootViewController: NavigationController(), initialRoute: nil)
  }

  override func prepareTransition(for route: Route) -> Transition<NavigationController> {
    .push(ViewController(title: "\(route)"))
  }
}

/// A route type that is not restorable.
private enum PlainRoute: Sendable { case next }

/// Whether a route is recorded for restoration is told by its type, and
/// remembered per coordinator when the type tells it for every route: the
/// routes of a restorable type, and those of a type whose values may be
/// restorable one by one (an existential, an optional), are recorded as
/// before; the routes of any other type are not looked at.
@Suite @MainActor struct RouteRestorabilityTests {
  /// Triggers a route without animation and returns the controller it pushed.
  private func push<Route: Sendable>(_ route: Route, on coordinator: AnyRouteCoordinator<Route>) throws
    -> ViewController
  {
    var outcome: Result<Void, TransitionError>?
    coordinator.trigger(route, with: TransitionOptions(animated: false)) { outcome = $0 }
    try #require(outcome != nil)
    try outcome?.get()
    return try #require(coordinator.rootViewController.topViewController)
  }

  @Test func routesOfATypeThatIsNotRestorableAreNotRecordedAndTheAnswerIsKept() throws {
    let coordinator = AnyRouteCoordinator<PlainRoute>()
    #expect(coordinator.coordinatorNode.routesMayBeRestorable == nil)

    let screen = try push(.next, on: coordinator)

    #expect(screen.restorationMark == nil)
    #expect(coordinator.coordinatorNode.routesMayBeRestorable == false)
    #expect(try push(.next, on: coordinator).restorationMark == nil)
  }

  @Test func routesOfARestorableTypeAreRecordedAndTheAnswerIsKept() throws {
    let coordinator = AnyRouteCoordinator<ShelfRoute>()

    let screen = try push(.item(7), on: coordinator)

    #expect(screen.restorationMark?.tag == "item")
    #expect(coordinator.coordinatorNode.routesMayBeRestorable == true)
    #expect(try push(.item(8), on: coordinator).restorationMark?.tag == "item")
  }

  @Test func routesOfAnExistentialTypeAnswerOneByOne() throws {
    let coordinator = AnyRouteCoordinator<any Sendable>()

    let plain = try push(PlainRoute.next, on: coordinator)
    let restorable = try push(ShelfRoute.item(7), on: coordinator)

    #expect(plain.restorationMark == nil)
    #expect(restorable.restorationMark?.tag == "item")
    #expect(coordinator.coordinatorNode.routesMayBeRestorable == nil)
  }

  @Test func optionalRoutesAreLookedIntoOneByOne() throws {
    let coordinator = AnyRouteCoordinator<ShelfRoute?>()

    let restorable = try push(.item(7), on: coordinator)
    let none = try push(nil, on: coordinator)

    #expect(restorable.restorationMark?.tag == "item")
    #expect(none.restorationMark == nil)
  }
}
