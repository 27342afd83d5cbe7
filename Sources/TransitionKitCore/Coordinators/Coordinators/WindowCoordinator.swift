/// A coordinator whose transitions act on a window: they set its root,
/// releasing the old tree (SwiftUIX's window coordinator).
///
/// ```swift
/// enum AppRoute: Sendable { case login, home }
///
/// final class AppCoordinator: WindowCoordinator<AppRoute> {
///   override func prepareTransition(for route: AppRoute) -> WindowTransition {
///     switch route {
///     case .login: .setRoot(LoginCoordinator())
///     case .home: .setRoot(try! HomeCoordinator())
///     }
///   }
/// }
/// ```
///
/// The presentable set as the root, when it is a coordinator, is the
/// window coordinator's child, until another root replaces it.
@MainActor
open class WindowCoordinator<Route: Sendable>: Router, CoordinatorNodeOwner {
  /// The window the transitions act on.
  public let window: Window
  let coordinatorNode: CoordinatorNode
  let presentableHandle = PresentableHandle()
  private lazy var emptyRoot = ViewController(title: window.name)
  /// The error of the initial route, when it failed.
  public private(set) var initialRouteError: TransitionError?

  /// Creates a window coordinator and performs its initial route, without
  /// animation, before returning.
  /// - Parameters:
  ///   - window: The window.
  ///   - initialRoute: A route performed at once, if any.
  public init(window: Window, initialRoute: Route? = nil) {
    self.window = window
    coordinatorNode = CoordinatorNode(treeRoot: .window(WindowReference(wrappedValue: window)))
    linkHandle()
    InstanceTracking.current?.didCreate(self, name: String(describing: type(of: self)))
    if let initialRoute { performInitialRoute(initialRoute) { $0.initialRouteError = $1 } }
  }

  deinit {
    // First of the library's: from here on, its node and the controllers it
    // owns no longer reach the coordinator.
    presentableHandle.presentable = nil
  }

  /// The transition for a route. Override it; the base implementation
  /// fails with ``TransitionError/unhandledRoute(_:coordinator:)``.
  open func prepareTransition(for route: Route) -> WindowTransition {
    let routeName = String(describing: route)
    let coordinatorName = String(describing: type(of: self))
    return WindowTransition(presentables: []) { _, _, completion in
      completion(.failure(.unhandledRoute(routeName, coordinator: coordinatorName)))
    }
  }

  /// The window's root controller (a placeholder while the window has none).
  public var viewController: ViewController { window.rootViewController ?? emptyRoot }

  /// The child coordinators: the root, when it is a coordinator.
  public var children: [any Presentable] { coordinatorNode.children }

  /// The child coordinators of a type: typed access to ``children``
  /// without casts.
  ///
  /// - Parameter type: A coordinator type, or a protocol coordinators adopt.
  /// - Returns: The children that are of that type.
  public func children<Child>(of type: Child.Type) -> [Child] {
    coordinatorNode.children.compactMap { $0 as? Child }
  }

  /// Triggers a route: performs its window transition, then updates the children.
  public func contextTrigger(
    _ route: Route,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    let transition = prepareTransition(for: route)
    var options = options
    let record = RouteTracking.begin(
      options: &options, label: RouteLabel(route: route, routerType: type(of: self)), in: window)
    performTransition(transition, with: options) { [self] result in
      if case .success = result {
        RouteTracking.end(record, route: route, node: coordinatorNode, presentables: transition.presentables)
      }
      switch result {
      case .success: completion?(.success(TransitionContext(presentables: transition.presentables, animation: nil)))
      case .failure(let error): completion?(.failure(error))
      }
    }
  }

  /// Performs a window transition, with the coordinator's child
  /// bookkeeping: the root it sets becomes the child when it is a coordinator.
  ///
  /// - Parameters:
  ///   - transition: The transition.
  ///   - options: How it is performed.
  ///   - completion: Called once with the outcome, after the children were updated.
  public func performTransition(
    _ transition: WindowTransition,
    with options: TransitionOptions = .default,
    completion: (@MainActor (Result<Void, TransitionError>) -> Void)? = nil
  ) {
    let journal = coordinatorNode.beginJournal()
    let options = coordinatorNode.options(options, starting: journal)
    transition.perform(on: window, with: options) { [self] result in
      coordinatorNode.transitionDidEnd(
        presenting: PresentableList(transition.presentables), startingFlows: transition.flowStarts, result: result,
        journal: journal,
        enclosing: options.execution)
      completion?(result)
    }
  }

  /// A window coordinator is the root of its window already: this only
  /// makes the window key and visible (unless asked not to) when `window` is
  /// its own window.
  ///
  /// - Parameters:
  ///   - window: The window; it must be this coordinator's own.
  ///   - makeKeyAndVisible: Whether the window is made key and visible.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` for another window.
  public func setRoot(for window: Window, makeKeyAndVisible: Bool) throws(TransitionError) {
    guard window === self.window else { throw .alreadyInHierarchy(viewController.displayName) }
    if makeKeyAndVisible { window.makeKeyAndVisible() }
  }
}
