/// A coordinator whose root is a ``TabBarController``: its routes set and
/// select tabs. Tabs that are coordinators are its children.
@MainActor
open class TabBarCoordinator<Route: Sendable>: Coordinator<Route, TabBarController> {
  /// Creates a tab bar coordinator.
  /// - Parameters:
  ///   - rootViewController: The tab bar controller (a new, empty one by default).
  ///   - initialRoute: A route performed at once, without animation.
  public override init(rootViewController: TabBarController = TabBarController(), initialRoute: Route? = nil) {
    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
  }

  /// Creates a tab bar coordinator with tabs, selecting one.
  /// - Parameters:
  ///   - rootViewController: The tab bar controller (a new, empty one by default).
  ///   - tabs: The tabs; coordinators among them become children.
  ///   - selected: The tab to select (the first one when `nil`).
  /// - Throws: The error of setting or selecting the tabs; nothing is kept then.
  public init(
    rootViewController: TabBarController = TabBarController(),
    tabs: [any Presentable],
    select selected: (any Presentable)? = nil
  ) throws(TransitionError) {
    super.init(rootViewController: rootViewController)
    let selection: [Transition<TabBarController>] = selected.map { [.select($0)] } ?? []
    try performSynchronously(.multiple([.set(tabs)] + selection))
  }

  /// Creates a tab bar coordinator with tabs, selecting one by index.
  /// - Parameters:
  ///   - rootViewController: The tab bar controller (a new, empty one by default).
  ///   - tabs: The tabs; coordinators among them become children.
  ///   - index: The index of the tab to select.
  /// - Throws: The error of setting or selecting the tabs; nothing is kept then.
  public init(
    rootViewController: TabBarController = TabBarController(),
    tabs: [any Presentable],
    selectIndex index: Int
  ) throws(TransitionError) {
    super.init(rootViewController: rootViewController)
    try performSynchronously(.set(tabs, selectIndex: index))
  }

  /// Creates a tab bar coordinator with tabs, selecting one, without
  /// throwing: XCoordinator's `init(tabs:select:)`.
  ///
  /// ```swift
  /// final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
  ///   let news = NewsCoordinator()
  ///   let users = UsersCoordinator()
  ///
  ///   init() {
  ///     super.init(initialTabs: [news, users], select: users)
  ///   }
  /// }
  /// ```
  ///
  /// When the tabs cannot be set or selected, nothing is kept: the error is
  /// in ``Coordinator/initialRouteError`` and, for a tab bar controller
  /// shown nowhere yet, in its ``ViewController/initializationError`` —
  /// putting the coordinator into a hierarchy fails with it.
  ///
  /// - Parameters:
  ///   - rootViewController: The tab bar controller (a new, empty one by default).
  ///   - tabs: The tabs; coordinators among them become children.
  ///   - selected: The tab to select (the first one when `nil`).
  public init(
    rootViewController: TabBarController = TabBarController(),
    initialTabs tabs: [any Presentable],
    select selected: (any Presentable)? = nil
  ) {
    super.init(rootViewController: rootViewController)
    let selection: [Transition<TabBarController>] = selected.map { [.select($0)] } ?? []
    performInitially(.multiple([.set(tabs)] + selection))
  }

  /// Creates a tab bar coordinator with tabs, selecting one by index,
  /// without throwing (see ``init(rootViewController:initialTabs:select:)``).
  ///
  /// - Parameters:
  ///   - rootViewController: The tab bar controller (a new, empty one by default).
  ///   - tabs: The tabs; coordinators among them become children.
  ///   - index: The index of the tab to select.
  public init(
    rootViewController: TabBarController = TabBarController(),
    initialTabs tabs: [any Presentable],
    selectIndex index: Int
  ) {
    super.init(rootViewController: rootViewController)
    performInitially(.set(tabs, selectIndex: index))
  }
}
