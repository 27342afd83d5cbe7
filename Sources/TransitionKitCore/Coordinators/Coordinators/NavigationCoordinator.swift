/// A coordinator whose root is a ``NavigationController``: its routes push,
/// pop and replace the stack.
@MainActor
open class NavigationCoordinator<Route: Sendable>: Coordinator<Route, NavigationController> {
  /// Creates a navigation coordinator.
  /// - Parameters:
  ///   - rootViewController: The navigation controller (a new, empty one by default).
  ///   - initialRoute: A route performed at once, without animation.
  public override init(rootViewController: NavigationController = NavigationController(), initialRoute: Route? = nil) {
    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
  }

  /// Creates a navigation coordinator whose stack starts with one presentable
  /// (a coordinator becomes a child).
  /// - Parameters:
  ///   - rootViewController: The navigation controller (a new, empty one by default).
  ///   - root: The bottom of the stack.
  /// - Throws: The error of setting the stack.
  public init(rootViewController: NavigationController = NavigationController(), root: any Presentable)
    throws(TransitionError)
  {
    super.init(rootViewController: rootViewController)
    try performSynchronously(.set([root]))
  }
}

/// A coordinator whose root is a plain ``ViewController``: its routes present,
/// embed and dismiss.
@MainActor
open class ViewCoordinator<Route: Sendable>: Coordinator<Route, ViewController> {
  /// Creates a view coordinator.
  /// - Parameters:
  ///   - rootViewController: The root controller (a new one by default).
  ///   - initialRoute: A route performed at once, without animation.
  public override init(rootViewController: ViewController = ViewController(), initialRoute: Route? = nil) {
    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
  }
}

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
@MainActor
public final class BasicCoordinator<Route: Sendable, RootViewController: ViewController>:
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
  public override func prepareTransition(for route: Route) -> Transition<RootViewController> {
    makeTransition(route)
  }
}

extension Coordinator {
  /// Performs a transition without animation and reports its error at once.
  /// Used by initializers, whose root is not in a busy window: the
  /// transition completes before `perform` returns.
  func performSynchronously(_ transition: Transition<RootViewController>) throws(TransitionError) {
    var outcome: Result<Void, TransitionError>?
    performTransition(transition, with: TransitionOptions(animated: false)) { outcome = $0 }
    try outcome?.get()
  }
}
