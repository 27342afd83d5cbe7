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

  /// Creates a navigation coordinator whose first screen is a presentable,
  /// as XCoordinator's initializer does: it pushes `root` (a coordinator
  /// becomes a child).
  ///
  /// On an empty navigation controller, pushing is the same as setting the
  /// stack: `root` becomes its bottom and the coordinator owns the stack as
  /// usual. On a navigation controller that already has a stack — its
  /// parent coordinator's — `root` goes on top and the coordinator shares
  /// the stack: its screens are the ones from `root` up. Its lifetime then
  /// follows `root`'s controller rather than the navigation controller,
  /// which stays its parent's: once `root` has left the stack (popped by the
  /// user or a coordinator, or replaced), the coordinator is removed from its
  /// parent and released. The navigation controller's own coordinator stays
  /// the one nearest routers are found through; `root`'s controller, when
  /// no coordinator owns it, leads to this one.
  ///
  /// ```swift
  /// // In the users' coordinator, sharing its stack with an About flow:
  /// let about = try AboutCoordinator(rootViewController: rootViewController, root: aboutScreen)
  /// addChild(about)
  /// ```
  ///
  /// - Parameters:
  ///   - rootViewController: The navigation controller (a new, empty one by default).
  ///   - root: The first screen of this coordinator.
  /// - Throws: The error of pushing `root` (or of setting the stack, when it is empty).
  public init(rootViewController: NavigationController = NavigationController(), root: any Presentable)
    throws(TransitionError)
  {
    let isShared = !rootViewController.viewControllers.isEmpty
    let stackOwner = rootViewController.owningCoordinator
    super.init(rootViewController: rootViewController)
    guard isShared else {
      try performSynchronously(.set([root]))
      return
    }
    rootViewController.owningCoordinator = stackOwner
    let screen = root.viewController
    try performSynchronously(.push(root))
    coordinatorNode.anchorLifetime(on: screen)
    if screen.owningCoordinator == nil { screen.owningCoordinator = self }
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
