import TransitionKitCore

/// Draws the operations of a flow from a seed, looking at the harness so that
/// most operations name live things — and many are misuse on purpose: moving
/// a tree still in another window, popping a root, beginning a gesture on a
/// tree in no window, triggering a router whose coordinator is gone.
@MainActor
struct WorldGenerator {
  var random: SeededRandom
  private var nextID = 1

  /// A generator for a seed.
  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  /// A new id.
  mutating func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// One of some ids, if any.
  mutating func pick(_ ids: [Int]) -> Int? { ids.randomElement(using: &random) }

  // MARK: Set-up

  /// The first operations: two or three windows, each with a root.
  mutating func setup() -> [WorldOperation] {
    var operations: [WorldOperation] = []
    for slot in 0..<(random.chance(0.5) ? 2 : 3) {
      operations.append(.makeWindow(slot: slot, clock: clock(), visible: random.chance(0.9)))
      let root: Int
      if random.chance(0.6) {
        root = makeID()
        operations.append(coordinator(id: root))
      } else {
        let tree = blueprint(random.weighted([(WorldKind.navigation, 3), (.tabBar, 2), (.plain, 1), (.split, 1)]))
        operations.append(.makeTree(tree))
        root = tree.id
      }
      operations.append(.setRoot(slot: slot, root, animated: false))
    }
    return operations
  }

  /// How a new window's animations are driven.
  mutating func clock() -> WorldClock {
    random.weighted([
      (.immediate, 3), (.manual(framesPerSecond: 60), 4), (.manual(framesPerSecond: 24), 1),
      (.manual(framesPerSecond: 1_000), 1), (.shared, 2), (.renderer, 2),
    ])
  }

  // MARK: Trees

  /// A presentation style.
  private mutating func style() -> ModalPresentationStyle {
    ModalPresentationStyle.allCases.randomElement(using: &random)!
  }

  /// A plain controller, sometimes with an embedded child.
  private mutating func plain(embedding depth: Int = 0) -> WorldBlueprint {
    let embedded = depth < 1 && random.chance(0.08) ? [plain(embedding: depth + 1)] : []
    return .plain(makeID(), style(), definesContext: random.chance(0.2), embedded: embedded)
  }

  /// A navigation controller with a short stack.
  private mutating func navigation(count: Int? = nil) -> WorldBlueprint {
    let count = count ?? random.weighted([(1, 6), (2, 3), (0, 1)])
    let id = makeID()
    return .navigation(id, style(), stack: (0..<count).map { _ in plain() })
  }

  /// A tree of a kind.
  private mutating func blueprint(_ kind: WorldKind) -> WorldBlueprint {
    switch kind {
    case .plain: return plain()
    case .navigation: return navigation()
    case .tabBar:
      let id = makeID()
      let count = random.weighted([(1, 2), (2, 5), (3, 3)])
      let tabs = (0..<count).map { _ in random.chance(0.6) ? navigation(count: random.chance(0.7) ? 1 : 2) : plain() }
      return .tabBar(id, style(), tabs: tabs, selected: Int.random(in: 0..<count, using: &random))
    case .split:
      let id = makeID()
      let primary = random.chance(0.9) ? (random.chance(0.6) ? navigation(count: 1) : plain()) : nil
      let secondary = random.chance(0.7) ? (random.chance(0.3) ? navigation(count: 1) : plain()) : nil
      return .split(id, style(), primary: primary, secondary: secondary, collapsed: random.chance(0.3))
    }
  }

  /// A coordinator of any kind, over a new tree.
  mutating func coordinator(id: Int, presenting free: Int? = nil) -> WorldOperation {
    switch random.weighted([(0, 3), (1, 3), (2, 2), (3, 2)]) {
    case 0: return .makeCoordinator(id, .navigation, root: navigation(count: 1))
    case 1:
      return .makeCoordinator(
        id, .basic, root: blueprint(random.weighted([(.navigation, 3), (.plain, 2), (.tabBar, 1), (.split, 1)])))
    case 2: return .makeCoordinator(id, .tabs, root: blueprint(.tabBar))
    default:
      let initial: WorldStep? = random.weighted([
        (nil, 2), (Optional(WorldStep.none), 1), (.fail, 1), (free.map { .present($0, .unnamed) }, free == nil ? 0 : 2),
      ])
      return .makeCoordinator(id, .screen(initial: initial), root: plain())
    }
  }

  /// Something new for the flow to hold.
  mutating func make(_ view: WorldView) -> WorldOperation {
    let roll = Double.random(in: 0..<1, using: &random)
    if roll < 0.2 { return coordinator(id: makeID(), presenting: pick(view.free)) }
    if roll < 0.24, let stack = pick(view.controllers(.navigation)) {
      return .makeSharedCoordinator(makeID(), stack: stack, root: plain())
    }
    if roll < 0.4, let base = pick(view.coordinators + view.routers) {
      let kind: WorldRouterKind = random.weighted([
        (.strong, 2), (.weak, 3), (.unowned, 2), (.redirection(screen: makeID(), wrapping: random.chance(0.5)), 3),
        (.custom(WorldMisbehaviour.allCases.randomElement(using: &random)!), 4),
      ])
      return .makeRouter(makeID(), kind, over: base)
    }
    return .makeTree(blueprint(random.weighted([(.plain, 8), (.navigation, 4), (.tabBar, 2), (.split, 1)])))
  }

  // MARK: Picking

  /// Something to put into a tree: mostly free, sometimes still in a window
  /// (on purpose), sometimes a coordinator or router.
  mutating func insertable(_ view: WorldView) -> Int {
    let roll = Double.random(in: 0..<1, using: &random)
    if roll < 0.55, let id = pick(view.free) { return id }
    if roll < 0.7, let id = pick(view.controllers(inWindow: true)) { return id }
    if roll < 0.85, let id = pick(view.completingRouters) { return id }
    return pick(view.alive) ?? 0
  }

  /// A controller of a kind to act on: mostly in a window.
  mutating func target(_ view: WorldView, _ kind: WorldKind?) -> Int? {
    if random.chance(0.8), let id = pick(view.controllers(kind, inWindow: true)) { return id }
    return pick(view.controllers(kind))
  }

  // MARK: Steps

  /// A step for a root of a kind.
  mutating func step(_ view: WorldView, for kind: WorldKind, registry: WorldRegistry, depth: Int = 0)
    -> WorldStep
  {
    var choices: [(Int, Int)] = [
      (0, 5), (1, 1), (2, 3), (3, 1), (4, 1), (5, 1), (6, 1), (7, 1), (8, 1), (9, depth < 2 ? 3 : 0),
      (10, depth < 2 ? 2 : 0), (11, depth < 2 ? 1 : 0), (12, depth < 2 ? 2 : 0),
    ]
    switch kind {
    case .navigation: choices += [(20, 7), (21, 4), (22, 1), (23, 1), (24, 1)]
    case .tabBar: choices += [(30, 1), (31, 3)]
    case .split: choices += [(40, 2)]
    case .plain: break
    }
    switch random.weighted(choices) {
    case 0: return .present(insertable(view), animation())
    case 1: return .presentOnRoot(insertable(view))
    case 2: return .dismiss(animation())
    case 3: return .dismissToRoot
    case 4: return .show(insertable(view))
    case 5: return .showDetail(insertable(view))
    case 6: return .embed(insertable(view), in: target(view, .plain) ?? 0)
    case 7: return .none
    case 8: return .fail
    case 9:
      let count = Int.random(in: 2...4, using: &random)
      return .multiple((0..<count).map { _ in step(view, for: kind, registry: registry, depth: depth + 1) })
    case 10:
      guard let id = target(view, nil), let targetKind = view.kind(of: id, in: registry) else { return .none }
      return .perform(step(view, for: targetKind, registry: registry, depth: depth + 1), on: id)
    case 11:
      guard let id = pick(view.coordinators), let rootKind = view.kind(of: id, in: registry) else { return .none }
      return .route(step(view, for: rootKind, registry: registry, depth: depth + 1), coordinator: id)
    case 12:
      guard let id = pick(view.completingRouters), let rootKind = view.kind(of: id, in: registry) else { return .none }
      return .trigger(step(view, for: rootKind, registry: registry, depth: depth + 1), router: id)
    case 20: return .push(insertable(view), animation())
    case 21: return .pop(animation())
    case 22: return .popTo(pick(view.controllers()) ?? 0)
    case 23: return .popToRoot
    case 24: return .setStack((0..<Int.random(in: 0...3, using: &random)).map { _ in insertable(view) })
    case 30: return .setTabs((0..<Int.random(in: 0...3, using: &random)).map { _ in insertable(view) })
    case 31: return .selectIndex(Int.random(in: -1...3, using: &random))
    default:
      return .setColumns(random.chance(0.8) ? insertable(view) : nil, random.chance(0.6) ? insertable(view) : nil)
    }
  }

  /// The animation a step names: mostly none, sometimes an extreme duration.
  mutating func animation() -> WorldAnimation {
    random.weighted([(.unnamed, 10), (.fade, 4), (.long, 1), (.endless, 1), (.zero, 1), (.negative, 1)])
  }
}
