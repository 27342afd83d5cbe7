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
      try performSynchronously(Self.stack(of: root))
      return
    }
    rootViewController.owningCoordinator = stackOwner
    let screen = root.viewController
    try performSynchronously(.push(root))
    coordinatorNode.anchorLifetime(on: screen)
    if screen.owningCoordinator == nil { screen.owningCoordinator = self }
  }

  /// The transition that makes `root` the whole stack: a controller goes
  /// in as a list of controllers, which becomes the stack as it is.
  private static func stack(of root: any Presentable) -> Transition<NavigationController> {
    if let controller = root as? ViewController { return .set([controller]) }
    return .set([root])
  }

  /// Creates a navigation coordinator whose first screen is a presentable,
  /// as ``init(rootViewController:root:)`` does, without throwing.
  ///
  /// ```swift
  /// final class UserCoordinator: NavigationCoordinator<UserRoute> {
  ///   init(user: String) {
  ///     super.init(initialRoot: ViewController(title: user))
  ///   }
  /// }
  /// ```
  ///
  /// When `root` cannot be pushed (or set), the error is in
  /// ``Coordinator/initialRouteError``. On a navigation controller of its
  /// own, the navigation controller stays empty and keeps the error as its
  /// ``ViewController/initializationError``: putting the coordinator into a
  /// hierarchy fails with it. On a stack it shares with its parent, the
  /// stack is left as it was, and the coordinator, which owns no screen
  /// there, is let go by its parent at the next transition.
  ///
  /// - Parameters:
  ///   - rootViewController: The navigation controller (a new, empty one by default).
  ///   - root: The first screen of this coordinator.
  public init(rootViewController: NavigationController = NavigationController(), initialRoot root: any Presentable) {
    let isShared = !rootViewController.viewControllers.isEmpty
    let stackOwner = rootViewController.owningCoordinator
    super.init(rootViewController: rootViewController)
    guard isShared else {
      performInitially(Self.stack(of: root))
      return
    }
    rootViewController.owningCoordinator = stackOwner
    let screen = root.viewController
    do throws(TransitionError) {
      try performSynchronously(.push(root))
    } catch {
      initialRouteError = error
      coordinatorNode.anchorLifetime(on: nil)
      return
    }
    coordinatorNode.anchorLifetime(on: screen)
    if screen.owningCoordinator == nil { screen.owningCoordinator = self }
  }
}
