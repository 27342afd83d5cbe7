import TransitionKitCore

/// The animation a generated step names, extreme durations included.
enum WorldAnimation: UInt8, Sendable, Hashable, CaseIterable {
  /// None named: the remembered one or the system one.
  case unnamed
  /// The built-in fade.
  case fade
  /// Five seconds.
  case long
  /// `.seconds(Int64.max)`: ends only when the clock runs until idle.
  case endless
  /// Zero seconds.
  case zero
  /// A negative duration.
  case negative
}

/// A transition, as a value naming every controller, coordinator and router
/// by its id. A step that does not fit its root's kind makes a coordinator
/// fall back on its base class (`unhandledRoute`).
indirect enum WorldStep: Sendable, Hashable {
  case present(Int, WorldAnimation)
  case presentOnRoot(Int)
  case dismiss(WorldAnimation)
  case dismissToRoot
  case push(Int, WorldAnimation)
  case pop(WorldAnimation)
  case popTo(Int)
  case popToRoot
  case setStack([Int])
  case setTabs([Int])
  case selectIndex(Int)
  case setColumns(Int?, Int?)
  case embed(Int, in: Int)
  case show(Int)
  case showDetail(Int)
  case none
  /// `Transition.fail(_:)`: what a `multiple` undoes itself for.
  case fail
  case multiple([WorldStep])
  /// `Transition.perform(_:on:)` on a controller of a fitting kind.
  case perform(WorldStep, on: Int)
  /// `Transition.route(_:on:)` on a coordinator.
  case route(WorldStep, coordinator: Int)
  /// `Transition.trigger(_:on:)` on any router: a coordinator or a router of the flow.
  case trigger(WorldStep, router: Int)

  /// Every id the step names, nested steps included.
  var referencedIDs: [Int] {
    switch self {
    case .present(let id, _), .presentOnRoot(let id), .push(let id, _), .popTo(let id), .show(let id),
      .showDetail(let id):
      [id]
    case .dismiss, .dismissToRoot, .pop, .popToRoot, .selectIndex, .none, .fail: []
    case .setStack(let ids), .setTabs(let ids): ids
    case .setColumns(let primary, let secondary): [primary, secondary].compactMap { $0 }
    case .embed(let id, let container): [id, container]
    case .multiple(let steps): steps.flatMap(\.referencedIDs)
    case .perform(let inner, let id), .route(let inner, let id), .trigger(let inner, let id):
      [id] + inner.referencedIDs
    }
  }

  /// The routers a step triggers through `Transition.trigger(_:on:)`, nested ones included.
  var triggeredRouters: [Int] {
    switch self {
    case .multiple(let steps): steps.flatMap(\.triggeredRouters)
    case .perform(let inner, _), .route(let inner, _): inner.triggeredRouters
    case .trigger(let inner, let id): [id] + inner.triggeredRouters
    default: []
    }
  }

  /// Whether the library builds the step as one hierarchy operation, which
  /// may run interactively (begun outside a window, it is refused with `notInWindow`).
  var isSingleOperation: Bool {
    switch self {
    case .multiple, .route, .trigger: false
    case .perform(let inner, _): inner.isSingleOperation
    default: true
    }
  }
}

/// The route type of every coordinator and router of a flow: the route is a step.
struct WorldRoute: Sendable, CustomStringConvertible {
  /// The step the route stands for.
  let step: WorldStep
  var description: String { "route(\(step))" }
}

/// A free controller tree to make; every id becomes the title `c<id>`.
indirect enum WorldBlueprint: Sendable, Hashable {
  case plain(Int, ModalPresentationStyle, definesContext: Bool, embedded: [WorldBlueprint])
  case navigation(Int, ModalPresentationStyle, stack: [WorldBlueprint])
  case tabBar(Int, ModalPresentationStyle, tabs: [WorldBlueprint], selected: Int)
  case split(Int, ModalPresentationStyle, primary: WorldBlueprint?, secondary: WorldBlueprint?, collapsed: Bool)

  /// The id of the tree's root.
  var id: Int {
    switch self {
    case .plain(let id, _, _, _), .navigation(let id, _, _), .tabBar(let id, _, _, _), .split(let id, _, _, _, _): id
    }
  }

  /// The blueprints directly below this one.
  var children: [WorldBlueprint] {
    switch self {
    case .plain(_, _, _, let embedded): embedded
    case .navigation(_, _, let stack): stack
    case .tabBar(_, _, let tabs, _): tabs
    case .split(_, _, let primary, let secondary, _): [primary, secondary].compactMap { $0 }
    }
  }
}

/// The kind of coordinator a flow makes.
enum WorldCoordinatorKind: Sendable, Hashable {
  /// A `BasicCoordinator` over a tree of any kind.
  case basic
  /// A `NavigationCoordinator` subclass that pushes the blueprint's first screen onto a new stack.
  case navigation
  /// A `TabBarCoordinator` subclass made with its tabs.
  case tabs
  /// A `ViewCoordinator` subclass that triggers an initial route while it is made.
  case screen(initial: WorldStep?)
}

/// How a coordinator's router misbehaves, as an app's custom router might.
enum WorldMisbehaviour: Sendable, Hashable, CaseIterable {
  /// Calls each completion twice.
  case twice
  /// Never calls the completion.
  case never
  /// Keeps the completion and calls it when the flow says so.
  case late
  /// Calls the completion at once, before the transition even starts.
  case synchronous
}

/// The kind of router a flow makes over a coordinator or another router.
enum WorldRouterKind: Sendable, Hashable {
  case strong
  case weak
  case unowned
  /// A `RedirectionRouter` standing for a new screen; with `wrapping`, it
  /// maps each route to a `multiple` of one step.
  case redirection(screen: Int, wrapping: Bool)
  case custom(WorldMisbehaviour)
}

/// How a window's animations are driven.
enum WorldClock: Sendable, Hashable {
  case immediate
  /// A manual clock of the window's own.
  case manual(framesPerSecond: Int)
  /// The manual clock every window of the flow that chooses it shares.
  case shared
  /// A renderer's time: animations wait until the flow says the renderer's ended.
  case renderer
}

/// How a flow triggers a route.
enum WorldTriggerMode: Sendable, Hashable, CaseIterable {
  /// `trigger(_:with:completion:)`.
  case completion
  /// The async `trigger(_:with:)`, in a task.
  case async
  /// `trigger(_:with:)` without a completion.
  case fireAndForget
}

/// A change made directly on controllers, outside any transition.
enum WorldDirect: Sendable, Hashable {
  case push(Int, on: Int)
  case pop(Int)
  case popToRoot(Int)
  case setStack([Int], on: Int)
  case setTabs([Int], on: Int)
  case selectIndex(Int, on: Int)
  case present(Int, from: Int)
  case dismiss(Int)
  case embed(Int, in: Int)
  case removeFromParent(Int)
  case show(Int, from: Int)
  case showDetail(Int, from: Int)
  case setColumn(Int?, secondary: Bool, on: Int)
  case setCollapsed(Bool, on: Int)
}

/// One operation of a generated flow.
enum WorldOperation: Sendable, Hashable {
  // Windows.
  case makeWindow(slot: Int, clock: WorldClock, visible: Bool)
  /// Makes a window's root a controller, coordinator or router (`nil` empties it).
  case setRoot(slot: Int, Int?, animated: Bool)
  case setWindowVisible(slot: Int, Bool)
  case setClock(slot: Int, WorldClock)
  /// Lets go of a window.
  case releaseWindow(slot: Int)
  // Things the flow holds.
  case makeTree(WorldBlueprint)
  case makeCoordinator(Int, WorldCoordinatorKind, root: WorldBlueprint)
  /// A navigation coordinator over a stack that already exists (it pushes its first screen).
  case makeSharedCoordinator(Int, stack: Int, root: WorldBlueprint)
  case makeRouter(Int, WorldRouterKind, over: Int)
  /// Lets go of a controller, coordinator or router.
  case drop(Int)
  // Changes.
  case direct(WorldDirect, animated: Bool)
  case perform(WorldStep, on: Int, animated: Bool)
  case trigger(WorldStep, router: Int, animated: Bool, mode: WorldTriggerMode)
  case deepLink(coordinator: Int, [WorldStep], animated: Bool)
  // User actions.
  case tapTab(Int, index: Int)
  case backMenu(Int, to: Int, animated: Bool)
  case setModalInPresentation(Int, Bool)
  /// A renderer's report of what its user did, having seen the revision
  /// that many transactions back (0: the current one).
  case report(WorldReport, seenBack: Int)
  // Interactive transitions, and the handles they return (by index).
  case beginPop(Int)
  case pullDown(Int)
  case beginRoute(WorldStep, coordinator: Int)
  case update(handle: Int, Double)
  case finish(handle: Int, velocity: Double)
  case cancel(handle: Int, velocity: Double)
  case dropHandle(Int)
  // Time.
  case advance(nanoseconds: Int64)
  case advanceFrames(Int)
  /// Runs every clock until idle, calls late completions and lets tasks finish.
  case settle
  /// Lets waiting tasks run.
  case yield
  /// Calls the completions that late routers kept.
  case fireLate
  /// The renderer of a window says its animations ended, through the
  /// revision that many transactions back.
  case rendererEnds(slot: Int, back: Int)
}

/// What a renderer reports, on controllers by id.
enum WorldReport: Sendable, Hashable, CustomStringConvertible {
  case pop(Int, to: Int, gesture: PopGesture, animated: Bool)
  case dismiss(Int, animated: Bool)
  case attemptDismissal(Int)
  case tapTab(Int, index: Int)
  case setCollapsed(Int, Bool)

  /// The controller the report names first (its window gets the report).
  var subject: Int {
    switch self {
    case .pop(let id, _, _, _), .dismiss(let id, _), .attemptDismissal(let id), .tapTab(let id, _),
      .setCollapsed(let id, _):
      id
    }
  }

  /// The kind of report, for the statistics.
  var kindName: String {
    switch self {
    case .pop: "pop"
    case .dismiss: "dismiss"
    case .attemptDismissal: "attemptDismissal"
    case .tapTab: "tapTab"
    case .setCollapsed: "setCollapsed"
    }
  }

  var description: String {
    switch self {
    case .pop(let id, let target, let gesture, let animated):
      "pop of c\(id) to c\(target) by \(gesture)\(animated ? " animated" : "")"
    case .dismiss(let id, let animated): "pull-down of c\(id) finished\(animated ? " animated" : "")"
    case .attemptDismissal(let id): "attempted pull-down of c\(id)"
    case .tapTab(let id, let index): "tap on tab \(index) of c\(id)"
    case .setCollapsed(let id, let isCollapsed): "c\(id) \(isCollapsed ? "collapsed" : "expanded")"
    }
  }
}
