import TransitionKitCore

/// Draws the next operation of a flow from a seed, looking at the model so
/// that most operations are meaningful — and many are misuse on purpose:
/// popping a root, selecting a missing tab, pushing a controller already in
/// the tree or a navigation controller, presenting on a presenter, dismissing
/// nothing, steps that fail inside `multiple`, deep links that find no router.
@MainActor
struct FuzzGenerator {
  private var random: SeededRandom
  private var nextID = 1
  let driver: DriverChoice

  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
    driver = random.weighted([
      (.implicitImmediate, 4), (.explicitImmediate, 2), (.manual(framesPerSecond: 60), 4),
      (.manual(framesPerSecond: 24), 1),
    ])
  }

  private mutating func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  // MARK: Trees

  private mutating func style() -> ModalPresentationStyle {
    ModalPresentationStyle.allCases.randomElement(using: &random)!
  }

  private mutating func plain(embedding depth: Int = 0) -> Blueprint {
    let embedded =
      depth < 1 && random.chance(0.1)
      ? (0..<Int.random(in: 1...2, using: &random)).map { _ in plain(embedding: depth + 1) } : []
    return .plain(makeID(), style(), definesContext: random.chance(0.25), embedded: embedded)
  }

  private mutating func navigation(count: Int? = nil) -> Blueprint {
    let count = count ?? random.weighted([(0, 1), (1, 6), (2, 3)])
    let id = makeID()
    return .navigation(id, style(), stack: (0..<count).map { _ in plain() })
  }

  private mutating func blueprint(_ kind: ReferenceModel.Kind) -> Blueprint {
    switch kind {
    case .plain: return plain()
    case .navigation: return navigation()
    case .tabBar:
      let id = makeID()
      let count = random.weighted([(0, 1), (1, 2), (2, 5), (3, 3)])
      let tabs = (0..<count).map { _ in random.chance(0.6) ? navigation(count: 1) : plain() }
      return .tabBar(id, style(), tabs: tabs, selected: count > 0 ? Int.random(in: 0..<count, using: &random) : 0)
    case .page(let doubleSided):
      let id = makeID()
      let pages = random.chance(0.15) ? [] : (0..<(doubleSided ? 2 : 1)).map { _ in plain() }
      return .page(id, style(), doubleSided: doubleSided, pages: pages)
    case .split:
      let id = makeID()
      let primary = random.chance(0.9) ? (random.chance(0.6) ? navigation(count: 1) : plain()) : nil
      let secondary = random.chance(0.7) ? (random.chance(0.3) ? navigation(count: 1) : plain()) : nil
      return .split(id, style(), primary: primary, secondary: secondary, collapsed: random.chance(0.3))
    }
  }

  private mutating func anyKind(plainWeight: Int = 10) -> ReferenceModel.Kind {
    random.weighted([
      (.plain, plainWeight), (.navigation, 4), (.tabBar, 2), (.page(doubleSided: false), 1),
      (.page(doubleSided: true), 1), (.split, 2),
    ])
  }

  // MARK: Operations

  /// The first operation: the window, its root coordinator and its clock.
  mutating func setup() -> FuzzOperation {
    let coordinator = makeID()
    let kind: ReferenceModel.Kind = random.weighted([
      (.navigation, 3), (.tabBar, 3), (.split, 2), (.plain, 2), (.page(doubleSided: false), 1),
    ])
    return .setup(coordinator: coordinator, root: blueprint(kind), driver: driver)
  }

  /// The next operation, given what the harness and its model look like now.
  mutating func next(for harness: FuzzHarness) -> FuzzOperation {
    let view = Choices(harness: harness)
    if view.pool.count < 2 || random.chance(0.08) { return spawn() }
    if harness.isManual, !harness.isAuthoritative, random.chance(0.5) { return time() }
    if harness.isManual, random.chance(0.12) { return time() }
    if case .interactive(let record)? = harness.queue.first?.work, record.ending == nil, random.chance(0.5) {
      return handleOperation()
    }
    let category = random.weighted([
      ("direct", harness.isAuthoritative ? 30 : 0), ("perform", 24), ("trigger", 14), ("weak", 3), ("deepLink", 5),
      ("interactive", harness.queue.isEmpty || harness.hasInteractive ? 7 : 1), ("window", 1), ("outlive", 3),
    ])
    switch category {
    case "direct": return direct(view) ?? spawn()
    case "perform": return perform(view) ?? spawn()
    case "trigger": return trigger(view) ?? spawn()
    case "weak": return triggerWeak(view) ?? spawn()
    case "deepLink": return deepLink(view) ?? spawn()
    case "outlive": return outlive(view, direct: harness.isAuthoritative) ?? spawn()
    case "interactive":
      if harness.queue.isEmpty, harness.directAnimationMayRun { return .settle }
      return interactive(view) ?? spawn()
    default: return .setWindowVisible(!harness.model.windowVisible || random.chance(0.3))
    }
  }

  private mutating func spawn() -> FuzzOperation {
    if random.chance(0.22) {
      let id = makeID()
      let kind: ReferenceModel.Kind = random.weighted([
        (.navigation, 5), (.plain, 3), (.tabBar, 2), (.split, 2), (.page(doubleSided: false), 1),
      ])
      return .spawnCoordinator(id, root: blueprint(kind))
    }
    return .spawn(blueprint(anyKind(plainWeight: 14)))
  }

  private mutating func time() -> FuzzOperation {
    random.weighted([
      (.advance(milliseconds: Int.random(in: 1...120, using: &random)), 5),
      (.advance(milliseconds: Int.random(in: 100...700, using: &random)), 3), (.settle, 2),
    ])
  }

  private mutating func handleOperation() -> FuzzOperation {
    random.weighted([
      (.update(Double.random(in: -0.2...1.2, using: &random)), 4),
      (.finish(velocity: Double.random(in: -3...3, using: &random)), 3),
      (.cancel(velocity: Double.random(in: -3...3, using: &random)), 3), (.dropHandle, 1),
    ])
  }

  // MARK: Picking

  /// What the generator may name: the model's ids that are certainly alive.
  struct Choices {
    let model: ReferenceModel
    let alive: Set<Int>
    let pool: [Int]
    let controllers: [Int]
    let coordinators: [Int]
    let windowControllers: [Int]

    @MainActor
    init(harness: FuzzHarness) {
      model = harness.model
      alive = harness.certainlyAlive()
      pool = harness.model.pool
      controllers = alive.filter { harness.model.controllers[$0] != nil }.sorted()
      coordinators = alive.filter { harness.model.coordinators[$0] != nil }.sorted()
      windowControllers = controllers.filter { harness.model.isInWindow($0) }
    }

    func controllers(of kind: (ReferenceModel.Kind) -> Bool, inWindow: Bool? = nil) -> [Int] {
      controllers.filter { id in kind(model.kind(id)) && (inWindow.map { model.isInWindow(id) == $0 } ?? true) }
    }
  }

  private mutating func pick(_ ids: [Int]) -> Int? { ids.randomElement(using: &random) }

  /// A controller to act on: mostly in the window.
  private mutating func target(_ view: Choices, _ kind: @escaping (ReferenceModel.Kind) -> Bool) -> Int? {
    if random.chance(0.85), let id = pick(view.controllers(of: kind, inWindow: true)) { return id }
    return pick(view.controllers(of: kind))
  }

  /// Something to put into the tree: mostly free, sometimes not (on purpose).
  private mutating func insertable(_ view: Choices) -> Int? {
    let roll = Double.random(in: 0..<1, using: &random)
    if roll < 0.62, let id = pick(view.pool) { return id }
    if roll < 0.77, let id = pick(view.windowControllers) { return id }
    if roll < 0.87, let id = pick(view.coordinators) { return id }
    if roll < 0.93, let id = pick(view.controllers(of: { $0 == .navigation })) { return id }
    return pick(view.controllers)
  }

  private mutating func insertables(_ view: Choices, count: Int, reusing current: [Int]) -> [Int] {
    var ids: [Int] = []
    for _ in 0..<count {
      if random.chance(0.4), let id = pick(current) {
        ids.append(id)
      } else if let id = insertable(view) {
        ids.append(id)
      }
    }
    return ids
  }

  /// What to show as a detail: often a free navigation controller (which a
  /// collapsed split view pushes onto its primary stack), else anything.
  private mutating func detail(_ view: Choices) -> Int? {
    let navigations = view.pool.filter { view.model.kind(view.model.controllerID(of: $0)) == .navigation }
    if random.chance(0.4), let id = pick(navigations) { return id }
    return insertable(view)
  }

  /// Where to call `showDetail` from: often inside a collapsed split view.
  private mutating func detailSource(_ view: Choices) -> Int? {
    guard random.chance(0.5) else { return nil }
    return pick(
      view.windowControllers.filter { id in
        let split = view.model.kind(id) == .split ? id : view.model.nearestSplitAncestor(id)
        return split.map { view.model[$0].collapsed } ?? false
      })
  }

  private mutating func animation() -> AnimationChoice {
    random.weighted([(.unnamed, 8), (.fade, 2), (.scale, 1), (.systemDefault, 1), (.instant, 1)])
  }

  // MARK: Direct operations

  private mutating func direct(_ view: Choices) -> FuzzOperation? {
    let animated = random.chance(0.6)
    let isNavigation: (ReferenceModel.Kind) -> Bool = { $0 == .navigation }
    let isTabBar: (ReferenceModel.Kind) -> Bool = { $0 == .tabBar }
    let isPage: (ReferenceModel.Kind) -> Bool = { if case .page = $0 { true } else { false } }
    let isSplit: (ReferenceModel.Kind) -> Bool = { $0 == .split }
    let any: (ReferenceModel.Kind) -> Bool = { _ in true }
    let choice = random.weighted([
      ("push", 10), ("pop", 9), ("popTo", 3), ("popToRoot", 2), ("setStack", 3), ("setTabs", 3), ("selectIndex", 4),
      ("selectTab", 3), ("setPages", 3), ("setColumns", 2), ("setColumn", 3), ("setCollapsed", 5), ("present", 9),
      ("dismiss", 6), ("embed", 4), ("removeFromParent", 3), ("show", 4), ("showDetail", 3), ("userTapTab", 4),
      ("backButtonMenu", 3), ("modalInPresentation", 2),
    ])
    let operation: DirectOperation?
    switch choice {
    case "push":
      guard let navigation = target(view, isNavigation), let id = insertable(view) else { return nil }
      operation = .push(id, on: navigation)
    case "pop":
      // A tap on the back button of a visible stack, mostly.
      let visible = view.model.visibleSet()
      let stacks = view.controllers(of: isNavigation).filter { visible.contains($0) }
      guard
        let navigation = random.chance(0.7) ? pick(stacks) ?? target(view, isNavigation) : target(view, isNavigation)
      else { return nil }
      operation = .pop(navigation)
    case "popTo":
      guard let navigation = target(view, isNavigation) else { return nil }
      let id = random.chance(0.8) ? pick(view.model[navigation].children) ?? navigation : insertable(view) ?? navigation
      operation = .popTo(id, on: navigation)
    case "popToRoot":
      guard let navigation = target(view, isNavigation) else { return nil }
      operation = .popToRoot(navigation)
    case "setStack":
      guard let navigation = target(view, isNavigation) else { return nil }
      let current = view.model[navigation].children
      operation = .setStack(
        insertables(view, count: Int.random(in: 0...3, using: &random), reusing: current), on: navigation)
    case "setTabs":
      guard let tabBar = target(view, isTabBar) else { return nil }
      let current = view.model[tabBar].children
      operation = .setTabs(
        insertables(view, count: Int.random(in: 0...3, using: &random), reusing: current), on: tabBar)
    case "selectIndex":
      guard let tabBar = target(view, isTabBar) else { return nil }
      operation = .selectIndex(Int.random(in: -1...view.model[tabBar].children.count, using: &random), on: tabBar)
    case "selectTab":
      guard let tabBar = target(view, isTabBar) else { return nil }
      let id = random.chance(0.75) ? pick(view.model[tabBar].children) ?? tabBar : insertable(view) ?? tabBar
      operation = .selectTab(id, on: tabBar)
    case "setPages":
      guard let page = target(view, isPage), case .page(let doubleSided) = view.model.kind(page) else { return nil }
      let count = random.chance(0.85) ? (doubleSided ? 2 : 1) : Int.random(in: 0...3, using: &random)
      operation = .setPages(insertables(view, count: count, reusing: view.model[page].children), on: page)
    case "setColumns":
      guard let split = target(view, isSplit) else { return nil }
      let current = view.model[split].children
      let primary = random.chance(0.85) ? insertables(view, count: 1, reusing: current).first : nil
      let secondary = random.chance(0.7) ? insertables(view, count: 1, reusing: current).first : nil
      operation = .setColumns(primary, secondary, on: split)
    case "setColumn":
      guard let split = target(view, isSplit) else { return nil }
      operation = .setColumn(random.chance(0.9) ? insertable(view) : nil, secondary: random.chance(0.5), on: split)
    case "setCollapsed":
      guard let split = target(view, isSplit) else { return nil }
      operation = .setCollapsed(!view.model[split].collapsed || random.chance(0.2), on: split)
    case "present":
      guard let presenter = target(view, any), let id = insertable(view) else { return nil }
      operation = .present(id, from: presenter)
    case "dismiss":
      let presented = view.windowControllers.filter { view.model.presentedAncestor($0) != nil }
      guard let id = random.chance(0.7) ? pick(presented) ?? target(view, any) : target(view, any) else { return nil }
      operation = .dismiss(id)
    case "embed":
      guard let container = target(view, random.chance(0.85) ? { $0 == .plain } : any), let id = insertable(view)
      else { return nil }
      operation = .embed(id, in: container, replacing: random.chance(0.3))
    case "removeFromParent":
      let embedded = view.controllers.filter { view.model[$0].parent.map { view.model.kind($0) == .plain } ?? false }
      guard let id = random.chance(0.8) ? pick(embedded) ?? target(view, any) : target(view, any) else { return nil }
      operation = .removeFromParent(id)
    case "show":
      guard let source = target(view, any), let id = insertable(view) else { return nil }
      operation = .show(id, from: source)
    case "userTapTab":
      // Mostly the selected tab of a visible tab bar, whose stack then pops to its root.
      let visible = view.model.visibleSet()
      let tabBars = view.controllers(of: isTabBar).filter { visible.contains($0) }
      guard let tabBar = pick(tabBars) ?? target(view, isTabBar) else { return nil }
      let count = view.model[tabBar].children.count
      let index =
        random.chance(0.6)
        ? view.model[tabBar].selected ?? 0 : Int.random(in: -1...count, using: &random)
      operation = .userTapTab(index, on: tabBar)
    case "backButtonMenu":
      guard let navigation = target(view, isNavigation) else { return nil }
      let stack = view.model[navigation].children
      let id = random.chance(0.85) ? pick(stack) ?? navigation : insertable(view) ?? navigation
      operation = .popFromBackButtonMenu(id, on: navigation)
    case "modalInPresentation":
      let presented = view.windowControllers.filter { view.model.presentedAncestor($0) != nil }
      guard let id = pick(presented) ?? target(view, any) else { return nil }
      operation = .setModalInPresentation(id, random.chance(0.6))
    default:
      guard let source = detailSource(view) ?? target(view, any), let id = detail(view) else { return nil }
      operation = .showDetail(id, from: source)
    }
    return operation.map { .direct($0, animated: animated) }
  }

  // MARK: Transitions

  private mutating func perform(_ view: Choices) -> FuzzOperation? {
    guard let root = target(view, { _ in true }) else { return nil }
    return .perform(step(view, root: root, depth: 0), on: root, animated: random.chance(0.6))
  }

  private mutating func coordinator(_ view: Choices) -> Int? {
    let inWindow = view.coordinators.filter { view.model.isInWindow(view.model.coordinators[$0]!.root) }
    return random.chance(0.8) ? pick(inWindow) ?? pick(view.coordinators) : pick(view.coordinators)
  }

  private mutating func routeStep(_ view: Choices, coordinator: Int, depth: Int) -> FuzzStep {
    let root = view.model.coordinators[coordinator]!.root
    if random.chance(0.08) {
      // A step of another root type: the coordinator does not handle it.
      return random.weighted([(.pop(.unnamed), 1), (.selectIndex(0), 1), (.setColumn(root, secondary: true), 1)])
    }
    return step(view, root: root, depth: depth)
  }

  private mutating func trigger(_ view: Choices) -> FuzzOperation? {
    guard let coordinator = coordinator(view) else { return nil }
    return .trigger(
      routeStep(view, coordinator: coordinator, depth: 0), coordinator: coordinator, animated: random.chance(0.6))
  }

  private mutating func triggerWeak(_ view: Choices) -> FuzzOperation? {
    let released = view.model.retiredCoordinators.sorted()
    if random.chance(0.5), let coordinator = pick(released) {
      return .triggerWeak(.none, coordinator: coordinator)
    }
    guard let coordinator = coordinator(view) else { return nil }
    return .triggerWeak(routeStep(view, coordinator: coordinator, depth: 1), coordinator: coordinator)
  }

  private mutating func deepLink(_ view: Choices) -> FuzzOperation? {
    guard let coordinator = coordinator(view) else { return nil }
    let root = view.model.coordinators[coordinator]!.root
    // The first route often presents a free coordinator, so that the next routes go there.
    let first: FuzzStep
    let free = view.pool.filter(view.model.isCoordinator)
    if random.chance(0.6), let child = pick(free) {
      first =
        switch view.model.kind(root) {
        case .navigation: .push(child, .unnamed)
        case .tabBar: .setTabs(view.model[root].children + [child])
        case .split: .setColumn(child, secondary: random.chance(0.5))
        case .page, .plain: .present(child, .unnamed)
        }
    } else {
      first = step(view, root: root, depth: 1)
    }
    var router = view.model.presentables(of: first).last(where: view.model.isCoordinator) ?? coordinator
    var rest: [DeepLinkRoute] = []
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      if random.chance(0.08) {
        rest.append(.unroutable)
        continue
      }
      var routeStep = routeStep(view, coordinator: router, depth: 1)
      if random.chance(0.4), let child = pick(view.pool.filter(view.model.isCoordinator)), child != router {
        let routerRoot = view.model.coordinators[router]!.root
        routeStep = view.model.kind(routerRoot) == .navigation ? .push(child, .unnamed) : .present(child, .unnamed)
      }
      rest.append(.route(routeStep))
      router = view.model.routePresentables(routeStep, on: router).last(where: view.model.isCoordinator) ?? router
    }
    return .deepLink(coordinator: coordinator, first: first, rest: rest, animated: random.chance(0.6))
  }

  /// A step for a root, of a kind it takes (and sometimes one that fails).
  private mutating func step(_ view: Choices, root: Int, depth: Int) -> FuzzStep {
    let kind = view.model.kind(root)
    let specific: Int
    switch kind {
    case .plain: specific = 0
    case .navigation, .tabBar, .page, .split: specific = 30
    }
    let choice = random.weighted([
      ("present", 12), ("presentOnRoot", 4), ("dismiss", 8), ("dismissToRoot", 3), ("embed", 4), ("show", 5),
      ("showDetail", 4), ("none", 2), ("multiple", depth < 2 ? 7 : 0), ("perform", depth < 2 ? 5 : 0),
      ("route", depth < 2 ? 4 : 0), ("triggerWeak", depth < 2 ? 1 : 0), ("specific", specific),
    ])
    switch choice {
    case "present": if let id = insertable(view) { return .present(id, animation()) }
    case "presentOnRoot": if let id = insertable(view) { return .presentOnRoot(id) }
    case "dismiss": return .dismiss(animation())
    case "dismissToRoot": return .dismissToRoot
    case "embed":
      if let id = insertable(view), let container = target(view, { $0 == .plain }) {
        return .embed(id, in: container, replacing: random.chance(0.3))
      }
    case "show": if let id = insertable(view) { return .show(id) }
    case "showDetail": if let id = detail(view) { return .showDetail(id) }
    case "multiple":
      return .multiple(
        (0..<Int.random(in: 1...4, using: &random)).map { _ in step(view, root: root, depth: depth + 1) })
    case "perform":
      if let other = target(view, { _ in true }) {
        return .perform(step(view, root: other, depth: depth + 1), on: other)
      }
    case "route":
      if let coordinator = coordinator(view) {
        return .route(routeStep(view, coordinator: coordinator, depth: depth + 1), coordinator: coordinator)
      }
    case "triggerWeak":
      if let coordinator = coordinator(view) {
        return .triggerWeak(routeStep(view, coordinator: coordinator, depth: depth + 1), coordinator: coordinator)
      }
    case "specific": return specificStep(view, root: root, kind: kind)
    default: break
    }
    return .none
  }

  private mutating func specificStep(_ view: Choices, root: Int, kind: ReferenceModel.Kind) -> FuzzStep {
    let current = view.model[root].children
    switch kind {
    case .plain:
      return .none
    case .navigation:
      switch random.weighted([("push", 12), ("pop", 8), ("popTo", 4), ("popToRoot", 3), ("set", 4)]) {
      case "push": return insertable(view).map { .push($0, animation()) } ?? .pop(.unnamed)
      case "pop": return .pop(animation())
      case "popTo": return .popTo(random.chance(0.8) ? pick(current) ?? root : insertable(view) ?? root)
      case "popToRoot": return .popToRoot
      default:
        return .setStack(insertables(view, count: Int.random(in: 0...3, using: &random), reusing: current), animation())
      }
    case .tabBar:
      switch random.weighted([("set", 5), ("select", 6), ("index", 6)]) {
      case "set": return .setTabs(insertables(view, count: Int.random(in: 0...3, using: &random), reusing: current))
      case "select": return .selectTab(random.chance(0.75) ? pick(current) ?? root : insertable(view) ?? root)
      default: return .selectIndex(Int.random(in: -1...current.count, using: &random))
      }
    case .page(let doubleSided):
      let ids = insertables(view, count: 2, reusing: current)
      guard let first = ids.first else { return .none }
      let wantsTwo = doubleSided ? random.chance(0.9) : random.chance(0.1)
      return .setPages(first, wantsTwo ? ids.last : nil)
    case .split:
      if random.chance(0.4) {
        let primary = random.chance(0.85) ? insertables(view, count: 1, reusing: current).first : nil
        let secondary = random.chance(0.7) ? insertables(view, count: 1, reusing: current).first : nil
        return .setColumns(primary, secondary)
      }
      return insertable(view).map { .setColumn($0, secondary: random.chance(0.5)) } ?? .none
    }
  }

  // MARK: Interactive transitions

  private mutating func interactive(_ view: Choices) -> FuzzOperation? {
    let visible = view.model.visibleSet()
    if random.chance(0.1) {
      // Begun outside any window: refused, and nothing changes.
      let free = view.controllers.filter { !view.model.isInWindow($0) }
      let coordinators = view.coordinators.filter { !view.model.isInWindow(view.model.coordinators[$0]!.root) }
      switch random.weighted([("pop", 2), ("dismissal", 2), ("route", 1)]) {
      case "pop": return pick(free.filter { view.model.kind($0) == .navigation }).map { .beginPop(navigation: $0) }
      case "dismissal": return pick(free).map { .beginDismissal($0) }
      default: return pick(coordinators).map { .beginRoute(.dismiss(.unnamed), coordinator: $0) }
      }
    }
    switch random.weighted([("pop", 5), ("dismissal", 4), ("route", 3)]) {
    case "pop":
      // A swipe back on a visible stack, mostly.
      let stacks = view.windowControllers.filter { view.model.kind($0) == .navigation }
      let deep = stacks.filter { visible.contains($0) && view.model[$0].children.count >= 2 }
      guard let navigation = random.chance(0.8) ? pick(deep) ?? pick(stacks) : pick(stacks) else { return nil }
      return .beginPop(navigation: navigation)
    case "dismissal":
      // A sheet pulled down, mostly the topmost one.
      let presented = view.windowControllers.filter { view.model[$0].presenter != nil }
      let topmost = presented.filter { view.model[$0].presented == nil && visible.contains($0) }
      guard let id = random.chance(0.8) ? pick(topmost) ?? pick(presented) : pick(view.windowControllers) else {
        return nil
      }
      return .beginDismissal(id)
    default:
      let inWindow = view.coordinators.filter { view.model.isInWindow(view.model.coordinators[$0]!.root) }
      guard let coordinator = pick(inWindow) else { return nil }
      let root = view.model.coordinators[coordinator]!.root
      var routeStep = step(view, root: root, depth: 2)
      if !routeStep.isPlainOnRoot { routeStep = .dismiss(.unnamed) }
      return .beginRoute(routeStep, coordinator: coordinator)
    }
  }
}

// MARK: Coordinators that outlive their parents

extension FuzzGenerator {
  /// A flow in which a child coordinator's controllers outlive its parent's:
  /// a stack's coordinator pushes a coordinator that presents another one
  /// (the sheet hangs from the stack, the root-most ancestor); once such a
  /// pushed child is on top, it is popped by a route or, when the harness
  /// allows direct operations, by the user.
  private mutating func outlive(_ view: Choices, direct: Bool) -> FuzzOperation? {
    let model = view.model
    let stacks = view.coordinators.filter { id in
      let root = model.coordinators[id]!.root
      return model.kind(root) == .navigation && model.isInWindow(root)
    }
    let popping = stacks.filter { id in
      let top = model[model.coordinators[id]!.root].children.last
      return model.coordinators[id]!.children.contains { model.coordinators[$0]!.root == top }
    }
    if let stack = pick(popping), random.chance(0.5) {
      let root = model.coordinators[stack]!.root
      if direct, random.chance(0.5) { return .direct(.pop(root), animated: random.chance(0.5)) }
      return .trigger(.pop(animation()), coordinator: stack, animated: random.chance(0.5))
    }
    let free = view.pool.filter(model.isCoordinator)
    guard let stack = pick(stacks), let pushed = pick(free), let sheet = pick(free.filter { $0 != pushed }) else {
      return nil
    }
    return .deepLink(
      coordinator: stack, first: .push(pushed, .unnamed), rest: [.route(.present(sheet, animation()))],
      animated: random.chance(0.6))
  }
}
