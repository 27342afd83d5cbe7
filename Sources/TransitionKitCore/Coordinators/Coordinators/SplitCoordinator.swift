/// A coordinator whose root is a ``SplitViewController``: its routes set the
/// columns and show details.
@MainActor
open class SplitCoordinator<Route: Sendable>: Coordinator<Route, SplitViewController> {
  /// Creates a split coordinator.
  /// - Parameters:
  ///   - rootViewController: The split view controller (a new one by default).
  ///   - initialRoute: A route performed at once, without animation.
  public override init(rootViewController: SplitViewController = SplitViewController(), initialRoute: Route? = nil) {
    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
  }

  /// Creates a split coordinator with its columns.
  /// - Parameters:
  ///   - rootViewController: The split view controller (a new one by default).
  ///   - primary: The primary column; a coordinator becomes a child.
  ///   - secondary: The secondary column; a coordinator becomes a child.
  /// - Throws: The error of setting the columns.
  public init(
    rootViewController: SplitViewController = SplitViewController(),
    primary: any Presentable,
    secondary: (any Presentable)? = nil
  ) throws(TransitionError) {
    super.init(rootViewController: rootViewController)
    try performSynchronously(.set(primary: primary, secondary: secondary))
  }

  /// Creates a split coordinator with its columns, without throwing:
  /// XCoordinator's `init(master:detail:)`. The master is the primary
  /// column and the detail the secondary one.
  ///
  /// ```swift
  /// final class HomeSplitCoordinator: SplitCoordinator<HomeRoute> {
  ///   init() {
  ///     super.init(master: UsersCoordinator(), detail: NewsCoordinator())
  ///   }
  /// }
  /// ```
  ///
  /// When the columns cannot be set, the error is in
  /// ``Coordinator/initialRouteError`` and, for a split view controller
  /// shown nowhere yet, in its ``ViewController/initializationError`` —
  /// putting the coordinator into a hierarchy fails with it.
  ///
  /// - Parameters:
  ///   - rootViewController: The split view controller (a new one by default).
  ///   - master: The primary column; a coordinator becomes a child.
  ///   - detail: The secondary column; a coordinator becomes a child.
  public init(
    rootViewController: SplitViewController = SplitViewController(),
    master: any Presentable,
    detail: (any Presentable)? = nil
  ) {
    super.init(rootViewController: rootViewController)
    performInitially(.set(primary: master, secondary: detail))
  }
}
