import TransitionKitCore

extension WorldGenerator {
  /// The next operation, given what the harness looks like now.
  mutating func next(for harness: WorldHarness) -> WorldOperation {
    let view = WorldView(harness)
    let registry = harness.registry
    if view.windows.isEmpty, let slot = view.emptySlots.first {
      return .makeWindow(slot: slot, clock: clock(), visible: true)
    }
    if view.free.count < 2 || random.chance(0.05) { return make(view) }
    if view.handleCount > 0, random.chance(0.3) { return handleOperation(view) }
    if !view.busySlots.isEmpty, random.chance(0.35) { return duringChange(view, registry) }
    let category = random.weighted([
      ("direct", 18), ("perform", 16), ("trigger", 12), ("interactive", 6), ("user", 5), ("time", 10),
      ("window", 5), ("drop", 5), ("make", 6), ("deepLink", 1), ("late", 1),
    ])
    switch category {
    case "direct": return direct(view, registry)
    case "perform": return perform(view, registry)
    case "trigger": return trigger(view, registry)
    case "interactive": return interactive(view, registry)
    case "user": return user(view, registry)
    case "time": return time()
    case "window": return window(view)
    case "drop": return drop(view)
    case "deepLink": return deepLink(view, registry)
    case "late": return .fireLate
    default: return make(view)
    }
  }

  /// While a change animates (a `multiple`, say): what a user does meanwhile,
  /// a little time, letting go of things, moving trees.
  private mutating func duringChange(_ view: WorldView, _ registry: WorldRegistry) -> WorldOperation {
    switch random.weighted([(0, 3), (1, 2), (2, 2), (3, 1), (4, 3), (5, 3), (6, 2), (7, 2)]) {
    case 0:
      guard let id = pick(view.controllersInBusyWindows(.tabBar)) else { return time() }
      return .tapTab(id, index: Int.random(in: 0...2, using: &random))
    case 1:
      guard let id = pick(view.controllersInBusyWindows(.navigation)) else { return time() }
      return backMenu(id, registry)
    case 2:
      guard let id = pick(view.controllersInBusyWindows()) else { return time() }
      return .pullDown(id)
    case 3:
      guard let id = pick(view.controllersInBusyWindows()) else { return time() }
      return .setModalInPresentation(id, random.chance(0.6))
    case 4: return .advance(nanoseconds: Int64.random(in: 1_000_000...80_000_000, using: &random))
    case 5: return drop(view)
    case 6: return window(view)
    default: return perform(view, registry)
    }
  }

  /// Whether a change is animated (mostly).
  private mutating func animated() -> Bool { random.chance(0.7) }

  /// A change made directly on controllers, mostly in a window.
  private mutating func direct(_ view: WorldView, _ registry: WorldRegistry) -> WorldOperation {
    let stack = target(view, .navigation) ?? 0
    let tabBar = target(view, .tabBar) ?? 0
    let split = target(view, .split) ?? 0
    let any = target(view, nil) ?? 0
    let direct: WorldDirect =
      switch random.weighted([
        (0, 6), (1, 4), (2, 1), (3, 1), (4, 1), (5, 2), (6, 5), (7, 3), (8, 1), (9, 1), (10, 1), (11, 1), (12, 1),
        (13, 1),
      ])
      {
      case 0: .push(insertable(view), on: stack)
      case 1: .pop(stack)
      case 2: .popToRoot(stack)
      case 3: .setStack((0..<Int.random(in: 0...3, using: &random)).map { _ in insertable(view) }, on: stack)
      case 4: .setTabs((0..<Int.random(in: 0...3, using: &random)).map { _ in insertable(view) }, on: tabBar)
      case 5: .selectIndex(Int.random(in: -1...3, using: &random), on: tabBar)
      case 6: .present(insertable(view), from: any)
      case 7: .dismiss(any)
      case 8: .embed(insertable(view), in: target(view, .plain) ?? 0)
      case 9: .removeFromParent(pick(view.controllers()) ?? 0)
      case 10: .show(insertable(view), from: any)
      case 11: .showDetail(insertable(view), from: any)
      case 12: .setColumn(random.chance(0.8) ? insertable(view) : nil, secondary: random.chance(0.5), on: split)
      default: .setCollapsed(random.chance(0.5), on: split)
      }
    return .direct(direct, animated: animated())
  }

  /// A transition performed on a controller, mostly in a window.
  private mutating func perform(_ view: WorldView, _ registry: WorldRegistry) -> WorldOperation {
    guard let id = target(view, nil), let kind = view.kind(of: id, in: registry) else { return make(view) }
    return .perform(step(view, for: kind, registry: registry), on: id, animated: animated())
  }

  /// A route triggered on a coordinator or router, in one of the three ways.
  private mutating func trigger(_ view: WorldView, _ registry: WorldRegistry) -> WorldOperation {
    let mode = random.weighted([(WorldTriggerMode.completion, 5), (.async, 3), (.fireAndForget, 1)])
    let routers = mode == .async ? view.completingRouters : view.coordinators + view.routers
    guard let id = pick(routers), let kind = view.kind(of: id, in: registry) else { return make(view) }
    return .trigger(step(view, for: kind, registry: registry), router: id, animated: animated(), mode: mode)
  }

  /// A deep link through a coordinator.
  private mutating func deepLink(_ view: WorldView, _ registry: WorldRegistry) -> WorldOperation {
    guard let id = pick(view.coordinators), let kind = view.kind(of: id, in: registry) else { return make(view) }
    let steps = (0..<Int.random(in: 1...3, using: &random)).map { _ in step(view, for: kind, registry: registry) }
    return .deepLink(coordinator: id, steps, animated: animated())
  }

  /// A gesture's start, on a tree in a window or (on purpose) in none.
  private mutating func interactive(_ view: WorldView, _ registry: WorldRegistry) -> WorldOperation {
    let outside = random.chance(0.25)
    switch random.weighted([(0, 4), (1, 3), (2, 2)]) {
    case 0:
      guard let id = pick(view.controllers(.navigation, inWindow: !outside)) else { return time() }
      return .beginPop(id)
    case 1:
      let candidates = outside || random.chance(0.4) ? view.controllers(inWindow: !outside) : view.presented
      guard let id = pick(candidates) else { return time() }
      return .pullDown(id)
    default:
      let coordinators = view.coordinators.filter { (view.slotOf[$0] != nil) != outside }
      guard let id = pick(coordinators), let kind = view.kind(of: id, in: registry) else { return time() }
      return .beginRoute(step(view, for: kind, registry: registry, depth: 2), coordinator: id)
    }
  }

  /// A value a gesture reports: mostly ordinary, sometimes absurd.
  private mutating func gestureValue(_ range: ClosedRange<Double>) -> Double {
    guard random.chance(0.12) else { return Double.random(in: range, using: &random) }
    return [Double.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -0.0].randomElement(
      using: &random)!
  }

  /// What a hand does with an interactive transition's handle.
  private mutating func handleOperation(_ view: WorldView) -> WorldOperation {
    let handle = Int.random(in: 0..<max(view.handleCount, 1), using: &random)
    switch random.weighted([(0, 4), (1, 3), (2, 3), (3, 1)]) {
    case 0: return .update(handle: handle, gestureValue(-0.2...1.2))
    case 1: return .finish(handle: handle, velocity: gestureValue(-3...3))
    case 2: return .cancel(handle: handle, velocity: gestureValue(-3...3))
    default: return .dropHandle(handle)
    }
  }

  /// What a user does: tabs, the back-button menu, pull-downs, modal
  /// sheets; or what a renderer reports its user did.
  private mutating func user(_ view: WorldView, _ registry: WorldRegistry) -> WorldOperation {
    switch random.weighted([(0, 3), (1, 3), (2, 2), (3, 2), (4, 4)]) {
    case 0:
      guard let id = target(view, .tabBar) else { return time() }
      return .tapTab(id, index: Int.random(in: -1...3, using: &random))
    case 1:
      guard let id = target(view, .navigation) else { return time() }
      return backMenu(id, registry)
    case 2:
      guard let id = random.chance(0.6) ? pick(view.presented) : target(view, nil) else { return time() }
      return .pullDown(id)
    case 3:
      guard let id = random.chance(0.7) ? pick(view.presented) : target(view, nil) else { return time() }
      return .setModalInPresentation(id, random.chance(0.5))
    default:
      return report(view, registry)
    }
  }

  /// A renderer's report, mostly on what the window shows now, sometimes
  /// seen a few revisions back.
  private mutating func report(_ view: WorldView, _ registry: WorldRegistry) -> WorldOperation {
    let seenBack = random.chance(0.7) ? 0 : Int.random(in: 1...4, using: &random)
    let report: WorldReport
    switch random.weighted([(0, 4), (1, 2), (2, 1), (3, 3), (4, 1)]) {
    case 0:
      guard let id = target(view, .navigation) else { return time() }
      let stack = (registry.placeable(id) as? NavigationController)?.viewControllers.compactMap { registry.id(of: $0) }
      let below = (stack?.count ?? 0) >= 2 ? stack?[stack!.count - 2] : nil
      let choice = random.chance(0.6) ? below : random.chance(0.7) ? pick(stack ?? []) : pick(registry.aliveIDs)
      let gesture = [PopGesture.backButton, .swipeBack, .backButtonMenu].randomElement(using: &random) ?? .backButton
      report = .pop(id, to: choice ?? id, gesture: gesture, animated: random.chance(0.5))
    case 1:
      guard let id = random.chance(0.8) ? pick(view.presented) : target(view, nil) else { return time() }
      report = .dismiss(id, animated: random.chance(0.5))
    case 2:
      guard let id = random.chance(0.8) ? pick(view.presented) : target(view, nil) else { return time() }
      report = .attemptDismissal(id)
    case 3:
      guard let id = target(view, .tabBar) else { return time() }
      report = .tapTab(id, index: Int.random(in: -1...3, using: &random))
    default:
      guard let id = target(view, .split) else { return time() }
      report = .setCollapsed(id, random.chance(0.5))
    }
    return .report(report, seenBack: seenBack)
  }

  /// A back-button menu choice: mostly a controller of the stack.
  private mutating func backMenu(_ id: Int, _ registry: WorldRegistry) -> WorldOperation {
    let stack = (registry.placeable(id) as? NavigationController)?.viewControllers.compactMap { registry.id(of: $0) }
    let choice = random.chance(0.85) ? pick(stack ?? []) : pick(registry.aliveIDs)
    return .backMenu(id, to: choice ?? id, animated: random.chance(0.8))
  }

  /// Time: mostly a few frames, sometimes absurd amounts.
  mutating func time() -> WorldOperation {
    switch random.weighted([(0, 5), (1, 3), (2, 1), (3, 1), (4, 1), (5, 2), (6, 1), (7, 3), (8, 1), (9, 4)]) {
    case 0: return .advance(nanoseconds: Int64.random(in: 1_000_000...50_000_000, using: &random))
    case 1: return .advance(nanoseconds: Int64.random(in: 100_000_000...700_000_000, using: &random))
    case 2: return .advance(nanoseconds: 5_000_000_000)
    case 3: return .advance(nanoseconds: Int64.max)
    case 4: return .advance(nanoseconds: random.chance(0.5) ? 0 : Int64.min)
    case 5: return .advanceFrames(Int.random(in: 1...5, using: &random))
    case 6: return .advanceFrames(random.chance(0.5) ? 100_001 : Int.max)
    case 7: return .settle
    case 8: return .yield
    default:
      return .rendererEnds(
        slot: Int.random(in: 0...2, using: &random),
        back: random.chance(0.7) ? 0 : Int.random(in: 1...3, using: &random))
    }
  }

  /// A window operation: mostly a new root, sometimes a release, a new window or clock.
  private mutating func window(_ view: WorldView) -> WorldOperation {
    let slot = pick(view.windows) ?? 0
    switch random.weighted([(0, 8), (1, 1), (2, 1), (3, view.emptySlots.isEmpty ? 0 : 2), (4, 1), (5, 1)]) {
    case 0:
      let root: Int? = random.chance(0.1) ? nil : insertable(view)
      return .setRoot(slot: slot, root, animated: random.chance(0.3))
    case 1: return .releaseWindow(slot: slot)
    case 2: return .setWindowVisible(slot: slot, random.chance(0.6))
    case 3: return .makeWindow(slot: pick(view.emptySlots) ?? 0, clock: clock(), visible: random.chance(0.9))
    case 4: return .setClock(slot: slot, clock())
    default:
      let coordinators = view.coordinators.filter { view.slotOf[$0] != nil && view.slotOf[$0] != slot }
      return .setRoot(slot: slot, pick(coordinators) ?? insertable(view), animated: false)
    }
  }

  /// Lets go of something the flow holds: often something in a window with a change under way.
  private mutating func drop(_ view: WorldView) -> WorldOperation {
    let busy = view.held.filter { view.busySlots.contains(view.slotOf[$0] ?? -1) }
    if random.chance(0.6), let id = pick(busy) { return .drop(id) }
    guard let id = pick(view.held) else { return time() }
    return .drop(id)
  }
}
