import TransitionKitCore

/// What the harness asks of any coordinator of a flow, whatever its root type.
@MainActor
protocol WorldCoordinating: AnyObject {
  /// The coordinator's children.
  var worldChildren: [any Presentable] { get }
  /// Begins the transition of a step's route interactively.
  func worldBeginInteractive(
    _ step: WorldStep,
    completion: @escaping Transition<ViewController>.Completion
  ) throws(TransitionError) -> InteractiveTransition
  /// `Transition.route(_:on:)` of a step's route on this coordinator.
  func worldRouteTransition<Root: ViewController>(_ step: WorldStep) -> Transition<Root>
  /// Deep-links through the routes of steps.
  func worldDeepLink(
    _ steps: [WorldStep],
    options: TransitionOptions,
    completion: @escaping Transition<ViewController>.Completion)
  /// Removes the children whose controllers left the tree.
  func removeChildrenIfNeeded()
  /// The coordinator's root controller.
  var viewController: ViewController { get }
}

extension Coordinator: WorldCoordinating where Route == WorldRoute {
  /// The coordinator's children.
  var worldChildren: [any Presentable] { children }

  /// Begins the transition of a step's route interactively.
  func worldBeginInteractive(
    _ step: WorldStep,
    completion: @escaping Transition<ViewController>.Completion
  ) throws(TransitionError) -> InteractiveTransition {
    try beginInteractiveTransition(for: WorldRoute(step: step), completion: completion)
  }

  /// `Transition.route(_:on:)` of a step's route on this coordinator.
  func worldRouteTransition<Root: ViewController>(_ step: WorldStep) -> Transition<Root> {
    .route(WorldRoute(step: step), on: self)
  }

  /// Deep-links through the routes of steps.
  func worldDeepLink(
    _ steps: [WorldStep],
    options: TransitionOptions,
    completion: @escaping Transition<ViewController>.Completion
  ) {
    guard let first = steps.first else { return completion(.success(())) }
    deepLink(
      WorldRoute(step: first), following: steps.dropFirst().map { WorldRoute(step: $0) }, with: options,
      completion: completion)
  }
}

/// A navigation coordinator of an app: it overrides `prepareTransition(for:)`,
/// leaving the routes that do not fit a stack to its base class.
@MainActor
final class WorldNavigationCoordinator: NavigationCoordinator<WorldRoute> {
  private weak var registry: WorldRegistry?
  /// How many routes it prepared.
  private(set) var preparedCount = 0

  /// Pushes `root` onto `stack` (which may already hold other screens).
  init(stack: NavigationController, root: any Presentable, registry: WorldRegistry) throws(TransitionError) {
    self.registry = registry
    try super.init(rootViewController: stack, root: root)
  }

  /// The step's transition on the stack, or the base class's answer.
  override func prepareTransition(for route: WorldRoute) -> Transition<NavigationController> {
    preparedCount += 1
    return registry?.navigationTransition(route.step) ?? super.prepareTransition(for: route)
  }
}

/// A tab bar coordinator of an app, made with its tabs.
@MainActor
final class WorldTabCoordinator: TabBarCoordinator<WorldRoute> {
  private weak var registry: WorldRegistry?

  /// Sets the tabs and selects one.
  init(tabBar: TabBarController, tabs: [any Presentable], selected: Int, registry: WorldRegistry)
    throws(TransitionError)
  {
    self.registry = registry
    try super.init(rootViewController: tabBar, tabs: tabs, selectIndex: selected)
  }

  /// The step's transition on the tab bar controller, or the base class's answer.
  override func prepareTransition(for route: WorldRoute) -> Transition<TabBarController> {
    registry?.tabBarTransition(route.step) ?? super.prepareTransition(for: route)
  }
}

/// A screen coordinator of an app that triggers an initial route while it is made.
@MainActor
final class WorldScreenCoordinator: ViewCoordinator<WorldRoute> {
  private weak var registry: WorldRegistry?

  /// Makes the coordinator and triggers `initial`, if any.
  init(screen: ViewController, initial: WorldStep?, registry: WorldRegistry) {
    self.registry = registry
    super.init(rootViewController: screen, initialRoute: initial.map(WorldRoute.init))
  }

  /// The step's transition on the screen, or the base class's answer.
  override func prepareTransition(for route: WorldRoute) -> Transition<ViewController> {
    registry?.plainTransition(route.step) ?? super.prepareTransition(for: route)
  }
}

/// The completions late routers kept, until the flow calls them.
@MainActor
final class WorldLateCompletions {
  private var waiting: [@MainActor () -> Void] = []

  /// Whether a completion waits.
  var isEmpty: Bool { waiting.isEmpty }

  /// Keeps a call for later.
  func keep(_ call: @escaping @MainActor () -> Void) {
    waiting.append(call)
  }

  /// Calls every kept completion (and those they keep meanwhile), in order.
  func fireAll() {
    while !waiting.isEmpty {
      let calls = waiting
      waiting.removeAll()
      for call in calls { call() }
    }
  }
}

/// An app's custom router gone wrong: it forwards each route to another
/// router and mishandles the completion.
@MainActor
final class WorldMisbehavingRouter: Router {
  /// How it misbehaves.
  let misbehaviour: WorldMisbehaviour
  private let base: any Router<WorldRoute>
  private let late: WorldLateCompletions

  /// Wraps a router, holding it strongly.
  init(_ misbehaviour: WorldMisbehaviour, base: any Router<WorldRoute>, late: WorldLateCompletions) {
    self.misbehaviour = misbehaviour
    self.base = base
    self.late = late
  }

  /// The wrapped router's controller.
  var viewController: ViewController { base.viewController }

  /// Forwards the route and mishandles the completion.
  func contextTrigger(
    _ route: WorldRoute,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    switch misbehaviour {
    case .twice:
      base.contextTrigger(route, with: options) { result in
        completion?(result)
        completion?(result)
      }
    case .never:
      base.contextTrigger(route, with: options, completion: nil)
    case .late:
      base.contextTrigger(route, with: options) { [late] result in late.keep { completion?(result) } }
    case .synchronous:
      completion?(.success(TransitionContext(presentables: [], animation: nil)))
      base.contextTrigger(route, with: options, completion: nil)
    }
  }
}
