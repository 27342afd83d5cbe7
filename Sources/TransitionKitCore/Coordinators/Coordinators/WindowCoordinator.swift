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
    coordinatorNode = CoordinatorNode { [weak window] in window?.rootViewController }
    coordinatorNode.owner = self
    InstanceTracking.tracker?.didCreate(self, name: String(describing: type(of: self)))
    if let initialRoute {
      trigger(initialRoute, with: TransitionOptions(animated: false)) { [weak self] result in
        if case .failure(let error) = result { self?.initialRouteError = error }
      }
    }
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
    let journal = coordinatorNode.beginJournal()
    var options = coordinatorNode.options(options, starting: journal)
    options.route = RouteLabel(route: route, router: TypeNames.name(of: type(of: self)))
    transition.perform(on: window, with: options) { [self] result in
      coordinatorNode.transitionDidEnd(
        presenting: transition.presentables, result: result, journal: journal, enclosing: options.execution)
      completion?(result.map { TransitionContext(presentables: transition.presentables, animation: nil) })
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

/// A change to a window, as a value: what a ``WindowCoordinator`` returns for a route.
public struct WindowTransition: Sendable {
  /// Receives the outcome of a window transition.
  public typealias Completion = @MainActor (Result<Void, TransitionError>) -> Void

  /// The presentables the transition puts into the window.
  public let presentables: [any Presentable]
  private let body: @MainActor (Window, TransitionOptions, @escaping Completion) -> Void
  /// Whether the body calls the options' start hook itself, when its turn
  /// in the window's queue comes (custom bodies start when performed).
  private let startsItself: Bool

  /// Creates a custom window transition.
  /// - Parameters:
  ///   - presentables: What it puts into the window.
  ///   - perform: What it does; it calls the completion once.
  public init(
    presentables: [any Presentable],
    perform: @escaping @MainActor (Window, TransitionOptions, @escaping Completion) -> Void
  ) {
    self.presentables = presentables
    self.body = perform
    startsItself = false
  }

  private init(
    presentables: [any Presentable],
    startingItself perform: @escaping @MainActor (Window, TransitionOptions, @escaping Completion) -> Void
  ) {
    self.presentables = presentables
    self.body = perform
    startsItself = true
  }

  /// Performs the transition on a window.
  @MainActor
  public func perform(on window: Window, with options: TransitionOptions = .default, completion: Completion? = nil) {
    if !startsItself { options.onStart?() }
    body(window, options, completion ?? { _ in })
  }

  /// Makes a presentable the window's root, releasing the old tree, and
  /// (by default) makes the window key and visible. It waits its turn in the
  /// window's queue.
  /// - Parameters:
  ///   - presentable: The new root; its controller must be free.
  ///   - makeKeyAndVisible: Whether the window is made key and visible too.
  /// - Returns: A window transition that fails with
  ///   ``TransitionError/alreadyInHierarchy(_:)`` when the controller is not free.
  public static func setRoot(_ presentable: any Presentable, makeKeyAndVisible: Bool = true) -> WindowTransition {
    WindowTransition(
      presentables: [presentable],
      startingItself: { window, options, completion in
        let job: TransitionQueue.Job = { done in
          options.onStart?()
          TransitionRunner.performChange(in: window, named: "setRoot", options: options, animation: nil) {
            () throws(TransitionError) in
            try window.setRootViewController(try presentable.controllerToPlace(), animated: options.animated)
            if makeKeyAndVisible { window.makeKeyAndVisible() }
          } completion: { result in
            completion(result)
            done()
          }
        }
        if options.execution == nil { window.transitionQueue.enqueue(job) } else { job {} }
      })
  }

  /// Does nothing, and completes at once: unlike ``Transition/none()``, it
  /// does not wait for the window's queue.
  public static func none() -> WindowTransition {
    WindowTransition(presentables: [], perform: { _, _, completion in completion(.success(())) })
  }

  /// Changes nothing and fails with an error: for a route that cannot be
  /// shown, such as one whose coordinator could not be created.
  ///
  /// - Parameter error: The error the transition fails with.
  public static func fail(_ error: TransitionError) -> WindowTransition {
    WindowTransition(presentables: [], perform: { _, _, completion in completion(.failure(error)) })
  }
}
