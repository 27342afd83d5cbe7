import TransitionKitCore

/// The kind of a controller, as the generator picks steps for it.
enum WorldKind: Sendable, Hashable {
  case plain
  case navigation
  case tabBar
  case split

  /// The kind of a controller.
  init(_ controller: ViewController) {
    switch controller {
    case is NavigationController: self = .navigation
    case is TabBarController: self = .tabBar
    case is SplitViewController: self = .split
    default: self = .plain
    }
  }
}

/// What the generator may name right now: the live things of the harness,
/// where they are, and what is under way.
@MainActor
struct WorldView {
  /// Every live id, of any role.
  let alive: [Int]
  /// The live controllers, with their kind.
  let kinds: [Int: WorldKind]
  /// The live controllers, in the order they were made.
  let controllerIDs: [Int]
  /// The slot of the window each live controller (or coordinator, or router) is in.
  let slotOf: [Int: Int]
  /// The ids whose controller is in no hierarchy.
  let free: [Int]
  /// The live controllers in a window that are presented.
  let presented: [Int]
  let coordinators: [Int]
  /// Routers and coordinators whose triggering always completes.
  let completingRouters: [Int]
  let routers: [Int]
  let held: [Int]
  let windows: [Int]
  let emptySlots: [Int]
  /// The slots of windows with a change under way.
  let busySlots: [Int]
  let handleCount: Int
  let isMoving: Bool

  /// Looks at a harness.
  init(_ harness: WorldHarness) {
    let registry = harness.registry
    alive = registry.aliveIDs
    var kinds: [Int: WorldKind] = [:]
    var controllerIDs: [Int] = []
    var slotOf: [Int: Int] = [:]
    var free: [Int] = []
    var presented: [Int] = []
    var coordinators: [Int] = []
    var routers: [Int] = []
    var completing: [Int] = []
    var held: [Int] = []
    let windows = harness.liveWindows
    for id in alive {
      guard let entry = registry.entries[id] else { continue }
      if entry.held != nil { held.append(id) }
      switch entry.role {
      case .controller:
        if let controller = registry.controller(id) {
          kinds[id] = WorldKind(controller)
          controllerIDs.append(id)
        }
      case .coordinator: coordinators.append(id)
      case .router: routers.append(id)
      }
      if entry.role != .controller, registry.router(id) != nil, !registry.reachesNever(id) { completing.append(id) }
      guard let controller = registry.placeable(id) else { continue }
      if controller.isFree { free.append(id) }
      if let window = controller.window, let slot = windows.first(where: { $0.window === window })?.slot {
        slotOf[id] = slot
        if entry.role == .controller, controller.parent == nil, controller.presentingViewController != nil {
          presented.append(id)
        }
      }
    }
    self.kinds = kinds
    self.controllerIDs = controllerIDs
    self.slotOf = slotOf
    self.free = free
    self.presented = presented
    self.coordinators = coordinators
    self.routers = routers
    self.completingRouters = completing
    self.held = held
    self.windows = windows.map(\.slot)
    emptySlots = (0..<WorldHarness.slotCount).filter { harness.slots[$0] == nil }
    busySlots = windows.filter { $0.window.isTransitioning }.map(\.slot)
    handleCount = harness.handles.count
    isMoving = !harness.isQuiet
  }

  /// The kind of the controller an id puts in place.
  func kind(of id: Int, in registry: WorldRegistry) -> WorldKind? {
    if let kind = kinds[id] { return kind }
    return registry.placeable(id).map(WorldKind.init)
  }

  /// The live controllers of a kind, in a window or not.
  func controllers(_ kind: WorldKind? = nil, inWindow: Bool? = nil) -> [Int] {
    controllerIDs.filter { id in
      (kind.map { kinds[id] == $0 } ?? true) && (inWindow.map { (slotOf[id] != nil) == $0 } ?? true)
    }
  }

  /// The live controllers in the windows with a change under way.
  func controllersInBusyWindows(_ kind: WorldKind? = nil) -> [Int] {
    controllers(kind, inWindow: true).filter { busySlots.contains(slotOf[$0] ?? -1) }
  }
}
