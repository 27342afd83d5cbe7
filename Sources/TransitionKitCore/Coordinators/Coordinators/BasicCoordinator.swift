/// A coordinator whose routes are given as a closure: an ad-hoc coordinator,
/// without a subclass.
///
/// ```swift
/// let settings = BasicCoordinator<SettingsRoute, NavigationController>(
///   rootViewController: NavigationController(), initialRoute: .root
/// ) { route in
///   switch route {
///   case .root: .set([ViewController(title: "Settings")])
///   case .close: .dismiss()
///   }
/// }
/// ```
///
/// The class is open, as XCoordinator's is: a subclass may override
/// ``prepareTransition(for:)`` for some routes and call `super` for the others.
@MainActor
open class BasicCoordinator<Route: Sendable, RootViewController: ViewController>:
  Coordinator<Route, RootViewController>
{
  private let makeTransition: @MainActor (Route) -> Transition<RootViewController>

  /// Creates a coordinator from a route-to-transition closure.
  /// - Parameters:
  ///   - rootViewController: The controller its transitions act on.
  ///   - initialRoute: A route performed at once, without animation.
  ///   - prepareTransition: The transition for each route.
  public init(
    rootViewController: RootViewController,
    initialRoute: Route? = nil,
    prepareTransition: @escaping @MainActor (Route) -> Transition<RootViewController>
  ) {
    makeTransition = prepareTransition
    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
  }

  /// The closure's transition for the route.
  open override func prepareTransition(for route: Route) -> Transition<RootViewController> {
    makeTransition(route)
  }
}
