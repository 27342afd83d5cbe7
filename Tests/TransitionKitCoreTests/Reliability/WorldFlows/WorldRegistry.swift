import TransitionKitCore

/// Everything a flow made, by id: held strongly while the flow holds it,
/// and weakly always, so that the flow can name what still lives and prove
/// at the end that everything was released.
@MainActor
final class WorldRegistry {
  /// What an id names.
  enum Role: Sendable, Hashable {
    case controller
    case coordinator
    case router
  }

  /// One thing the flow made.
  final class Entry {
    /// Its name in reports: `c<id>` (also its title), `k<id>` or `r<id>`.
    let name: String
    let role: Role
    weak var object: AnyObject?
    /// The flow's own reference, until the flow lets go of it.
    var held: AnyObject?
    /// The misbehaving routers triggering it reaches.
    let misbehaviours: Set<WorldMisbehaviour>
    /// The object as a controller, while it lives (for controllers).
    weak var controller: ViewController?

    /// An entry for an object, held.
    init(name: String, role: Role, object: AnyObject, isHeld: Bool, misbehaviours: Set<WorldMisbehaviour>) {
      self.name = name
      self.role = role
      self.object = object
      self.held = isHeld ? object : nil
      self.misbehaviours = misbehaviours
      self.controller = role == .controller ? object as? ViewController : nil
    }
  }

  private(set) var entries: [Int: Entry] = [:]
  /// The ids of the entries, in the order they were registered.
  private var order: [Int] = []
  /// The id of each object made (checked against the entry: an address may be reused).
  private var ids: [ObjectIdentifier: Int] = [:]
  /// The completions late routers keep.
  let late = WorldLateCompletions()
  /// Told about the controllers of each tree made, once it is made (embedding
  /// loads views outside any window, where no window logs `viewDidLoad`).
  var didMake: (@MainActor ([ViewController]) -> Void)?

  /// Registers something the flow made, and holds it unless told otherwise.
  func register(
    _ object: AnyObject,
    id: Int,
    role: Role,
    isHeld: Bool = true,
    misbehaviours: Set<WorldMisbehaviour> = []
  ) {
    let prefix =
      switch role {
      case .controller: "c"
      case .coordinator: "k"
      case .router: "r"
      }
    if entries[id] == nil { order.append(id) }
    entries[id] = Entry(
      name: "\(prefix)\(id)", role: role, object: object, isHeld: isHeld, misbehaviours: misbehaviours)
    ids[ObjectIdentifier(object)] = id
  }

  /// Whether an id names something made and still alive.
  func isAlive(_ id: Int) -> Bool { entries[id]?.object != nil }

  /// Whether the flow still holds an id's object.
  func isHeld(_ id: Int) -> Bool { entries[id]?.held != nil }

  /// Lets go of an id's object.
  func drop(_ id: Int) { entries[id]?.held = nil }

  /// Lets go of everything.
  func dropAll() {
    for entry in entries.values { entry.held = nil }
  }

  /// The ids still alive, in the order they were made.
  var aliveIDs: [Int] { order.filter(isAlive) }

  /// The names of everything still alive.
  var aliveNames: [String] { aliveIDs.compactMap { entries[$0]?.name } }

  /// The id of a live object the flow made.
  func id(of object: AnyObject) -> Int? {
    guard let id = ids[ObjectIdentifier(object)], entries[id]?.object === object else { return nil }
    return id
  }

  /// Forgets the entries of what was released (their ids stay unused).
  func pruneReleased() -> [String] {
    let released = order.filter { entries[$0]?.object == nil }
    guard !released.isEmpty else { return [] }
    let names = released.compactMap { entries[$0]?.name }
    for id in released { entries[id] = nil }
    order.removeAll { entries[$0] == nil }
    ids = ids.filter { entries[$0.value] != nil }
    return names
  }

  // MARK: Looking up

  /// A controller made by the flow.
  func controller(_ id: Int) -> ViewController? {
    entries[id]?.controller
  }

  /// The controller an id puts in place: a controller itself, a
  /// coordinator's root, a live router's controller (never the placeholder
  /// of a released weak router).
  func placeable(_ id: Int) -> ViewController? {
    guard let entry = entries[id], let object = entry.object else { return nil }
    switch object {
    case let controller as ViewController: return controller
    case let weak as WeakRouter<WorldRoute>: return weak.base?.viewController
    case let unowned as UnownedRouter<WorldRoute>: return unowned.base?.viewController
    case let presentable as any Presentable: return presentable.viewController
    default: return nil
    }
  }

  /// What an id names, as a presentable for transitions (an unowned router
  /// only while what it stands for lives).
  func presentable(_ id: Int) -> (any Presentable)? {
    guard let object = entries[id]?.object else { return nil }
    if let unowned = object as? UnownedRouter<WorldRoute>, unowned.base == nil { return nil }
    return object as? any Presentable
  }

  /// What an id names, as a router of the flow's routes (an unowned router
  /// only while what it stands for lives).
  func router(_ id: Int) -> (any Router<WorldRoute>)? {
    guard let object = entries[id]?.object else { return nil }
    if let unowned = object as? UnownedRouter<WorldRoute>, unowned.base == nil { return nil }
    return object as? any Router<WorldRoute>
  }

  /// A coordinator made by the flow.
  func coordinator(_ id: Int) -> (any WorldCoordinating)? {
    guard let entry = entries[id], entry.role == .coordinator else { return nil }
    return entry.object as? any WorldCoordinating
  }

  /// Whether triggering a router may never complete.
  func reachesNever(_ id: Int) -> Bool { entries[id]?.misbehaviours.contains(.never) ?? false }

  /// Whether triggering a router may report success before (or instead of)
  /// what the transition does, so that a reported failure says nothing.
  func reachesLiar(_ id: Int) -> Bool { entries[id]?.misbehaviours.contains(.synchronous) ?? false }

  /// Whether a step triggers a router that may never complete.
  func reachesNever(_ step: WorldStep) -> Bool { step.triggeredRouters.contains(where: reachesNever) }

  /// Whether a step triggers a router that may report success before its transition ran.
  func reachesLiar(_ step: WorldStep) -> Bool { step.triggeredRouters.contains(where: reachesLiar) }

  /// The live controllers the flow made.
  var liveControllers: [ViewController] {
    order.compactMap { entries[$0]?.controller }
  }

  // MARK: Making

  /// Makes and registers a controller tree (the flow holds its root; the
  /// tree holds the rest), then tells ``didMake`` about its controllers.
  func make(_ blueprint: WorldBlueprint) throws(TransitionError) -> ViewController {
    let root = try build(blueprint)
    entries[blueprint.id]?.held = root
    didMake?(blueprint.allIDs.compactMap(controller))
    return root
  }

  /// Makes and registers a controller tree.
  private func build(_ blueprint: WorldBlueprint) throws(TransitionError) -> ViewController {
    let controller: ViewController
    let title = "c\(blueprint.id)"
    switch blueprint {
    case .plain(_, _, let definesContext, let embedded):
      controller = ViewController(title: title)
      controller.definesPresentationContext = definesContext
      for child in embedded { try controller.embed(try build(child), animated: false) }
    case .navigation(_, _, let stack):
      let navigation = NavigationController(title: title)
      try navigation.setViewControllers(try makeAll(stack), animated: false)
      controller = navigation
    case .tabBar(_, _, let tabs, let selected):
      let tabBar = TabBarController(title: title)
      try tabBar.setViewControllers(try makeAll(tabs), animated: false)
      if !tabs.isEmpty { try tabBar.select(index: min(selected, tabs.count - 1), animated: false) }
      controller = tabBar
    case .split(_, _, let primary, let secondary, let collapsed):
      let split = SplitViewController(title: title)
      var columns: [ViewController?] = []
      for column in [primary, secondary] {
        columns.append(try column.map { (blueprint) throws(TransitionError) in try build(blueprint) })
      }
      try split.setViewControllers(primary: columns[0], secondary: columns[1], animated: false)
      split.setCollapsed(collapsed, animated: false)
      controller = split
    }
    controller.modalPresentationStyle = blueprint.style
    register(controller, id: blueprint.id, role: .controller, isHeld: false)
    return controller
  }

  /// Makes trees (without telling ``didMake`` when `building`, for the parts of a larger tree).
  private func makeAll(_ blueprints: [WorldBlueprint], building: Bool = true) throws(TransitionError)
    -> [ViewController]
  {
    var controllers: [ViewController] = []
    for blueprint in blueprints { controllers.append(try building ? build(blueprint) : make(blueprint)) }
    return controllers
  }

  /// Makes and registers a coordinator of a kind over a new tree.
  func makeCoordinator(_ id: Int, _ kind: WorldCoordinatorKind, root blueprint: WorldBlueprint) throws(TransitionError)
  {
    let coordinator: AnyObject
    switch (kind, blueprint) {
    case (.navigation, .navigation(let stackID, let style, let stack)):
      guard let first = stack.first else { return }
      let navigation = try make(.navigation(stackID, style, stack: []))
      guard let navigation = navigation as? NavigationController else { return }
      coordinator = try WorldNavigationCoordinator(stack: navigation, root: try make(first), registry: self)
    case (.tabs, .tabBar(let tabBarID, let style, let tabs, let selected)):
      guard let tabBar = try make(.tabBar(tabBarID, style, tabs: [], selected: 0)) as? TabBarController else { return }
      let made = try makeAll(tabs, building: false)
      coordinator = try WorldTabCoordinator(
        tabBar: tabBar, tabs: made, selected: min(selected, max(made.count - 1, 0)), registry: self)
    case (.screen(let initial), .plain):
      coordinator = WorldScreenCoordinator(screen: try make(blueprint), initial: initial, registry: self)
    default:
      coordinator = basicCoordinator(over: try make(blueprint))
    }
    register(coordinator, id: id, role: .coordinator)
  }

  /// Makes a navigation coordinator that pushes a new tree onto an existing stack.
  func makeSharedCoordinator(_ id: Int, stack: NavigationController, root: WorldBlueprint) throws(TransitionError) {
    let coordinator = try WorldNavigationCoordinator(stack: stack, root: try make(root), registry: self)
    register(coordinator, id: id, role: .coordinator)
  }

  /// A `BasicCoordinator` whose routes are steps on its root.
  private func basicCoordinator(over root: ViewController) -> AnyObject {
    switch root {
    case let navigation as NavigationController:
      BasicCoordinator<WorldRoute, NavigationController>(rootViewController: navigation) { [weak self] route in
        self?.navigationTransition(route.step) ?? .fail(.unhandledRoute("\(route)", coordinator: "basic"))
      }
    case let tabBar as TabBarController:
      BasicCoordinator<WorldRoute, TabBarController>(rootViewController: tabBar) { [weak self] route in
        self?.tabBarTransition(route.step) ?? .fail(.unhandledRoute("\(route)", coordinator: "basic"))
      }
    case let split as SplitViewController:
      BasicCoordinator<WorldRoute, SplitViewController>(rootViewController: split) { [weak self] route in
        self?.splitTransition(route.step) ?? .fail(.unhandledRoute("\(route)", coordinator: "basic"))
      }
    default:
      BasicCoordinator<WorldRoute, ViewController>(rootViewController: root) { [weak self] route in
        self?.plainTransition(route.step) ?? .fail(.unhandledRoute("\(route)", coordinator: "basic"))
      }
    }
  }

  /// Makes and registers a router over a coordinator or another router.
  func makeRouter(_ id: Int, _ kind: WorldRouterKind, over baseID: Int) {
    guard let base = router(baseID) else { return }
    var misbehaviours = entries[baseID]?.misbehaviours ?? []
    let router: AnyObject
    switch kind {
    case .strong: router = base.strongRouter
    case .weak: router = base.weakRouter
    case .unowned: router = base.unownedRouter
    case .redirection(let screenID, let wrapping):
      let screen = ViewController(title: "c\(screenID)")
      register(screen, id: screenID, role: .controller)
      router = RedirectionRouter<WorldRoute, WorldRoute>(viewController: screen, parent: base) { route in
        wrapping ? WorldRoute(step: .multiple([route.step])) : route
      }
    case .custom(let misbehaviour):
      router = WorldMisbehavingRouter(misbehaviour, base: base, late: late)
      misbehaviours.insert(misbehaviour)
    }
    register(router, id: id, role: .router, misbehaviours: misbehaviours)
  }
}

extension WorldBlueprint {
  /// Every id of the tree.
  var allIDs: [Int] { [id] + children.flatMap(\.allIDs) }

  /// The presentation style of the tree's root.
  var style: ModalPresentationStyle {
    switch self {
    case .plain(_, let style, _, _), .navigation(_, let style, _), .tabBar(_, let style, _, _),
      .split(_, let style, _, _, _):
      style
    }
  }
}
