import TransitionKitCore

/// Transitions (specification 2), coordinators and deep links (specification 3).
extension ReferenceModel {
  func kind(_ id: Int) -> Kind { self[id].kind }

  // MARK: Steps

  /// Performs a step on a root, all or nothing.
  ///
  /// - Returns: Whether a single operation changed the tree (a composite step
  ///   reports `true`).
  @discardableResult
  mutating func perform(_ step: FuzzStep, on root: Int) throws(TransitionError) -> Bool {
    let changed = try performStep(step, on: root)
    switch step {
    case .multiple, .perform, .route, .triggerWeak:
      break
    default:
      if checkpoints != nil {
        var copy = self
        copy.checkpoints = nil
        checkpoints!.append(copy)
      }
    }
    return changed
  }

  private mutating func performStep(_ step: FuzzStep, on root: Int) throws(TransitionError) -> Bool {
    switch step {
    case .present(let id, _): return try present(controllerID(of: id), from: topmostPresented(root))
    case .presentOnRoot(let id): return try present(controllerID(of: id), from: root)
    case .dismiss: return try dismiss(from: topmostPresented(root))
    case .dismissToRoot: return try dismiss(from: root)
    case .embed(let id, let container, let replacing):
      return try embed(controllerID(of: id), in: controllerID(of: container), replacing: replacing)
    case .show(let id): return try show(controllerID(of: id), from: root)
    case .showDetail(let id): return try showDetail(controllerID(of: id), from: root)
    case .none: return false
    case .multiple(let steps):
      let isOutermost = beginSequence()
      let saved = self
      do throws(TransitionError) {
        for step in steps { try perform(step, on: root) }
      } catch {
        restore(saved)
        endSequence(isOutermost)
        throw error
      }
      endSequence(isOutermost)
      return true
    case .perform(let inner, let id): return try perform(inner, on: controllerID(of: id))
    case .route(let inner, let coordinator):
      try trigger(inner, on: coordinator)
      return true
    case .triggerWeak(let inner, let coordinator):
      if retired.contains(coordinator) { throw .routerDeallocated }
      try trigger(inner, on: coordinator)
      return true
    case .push(let id, _): return try push(controllerID(of: id), on: root)
    case .pop: return try pop(root)
    case .popTo(let id): return try pop(to: controllerID(of: id), on: root)
    case .popToRoot: return popToRoot(root)
    case .setStack(let ids, _): return try setStack(ids.map(controllerID(of:)), on: root)
    case .setTabs(let ids): return try setTabs(ids.map(controllerID(of:)), on: root)
    case .selectTab(let id): return try selectTab(controllerID(of: id), on: root)
    case .selectIndex(let index): return try selectTab(index: index, on: root)
    case .setPages(let first, let second):
      return try setPages([first, second].compactMap { $0.map(controllerID(of:)) }, on: root)
    case .setColumns(let primary, let secondary):
      return try setColumns(
        primary: primary.map(controllerID(of:)), secondary: secondary.map(controllerID(of:)), on: root)
    case .setColumn(let id, let secondary): return try setColumn(controllerID(of: id), secondary: secondary, on: root)
    }
  }

  /// The presentables a step's transition names: what it puts in (and the
  /// tab it selects); composite steps name those of their parts.
  func presentables(of step: FuzzStep) -> [Int] {
    switch step {
    case .present(let id, _), .presentOnRoot(let id), .embed(let id, _, _), .show(let id), .showDetail(let id),
      .push(let id, _), .selectTab(let id), .setColumn(let id, _):
      [id]
    case .dismiss, .dismissToRoot, .none, .pop, .popTo, .popToRoot, .selectIndex, .triggerWeak: []
    case .multiple(let steps): steps.flatMap { presentables(of: $0) }
    case .perform(let inner, _): presentables(of: inner)
    case .route(let inner, let coordinator): routePresentables(inner, on: coordinator)
    case .setStack(let ids, _), .setTabs(let ids): ids
    case .setPages(let first, let second): [first] + (second.map { [$0] } ?? [])
    case .setColumns(let primary, let secondary): [primary, secondary].compactMap { $0 }
    }
  }

  /// The presentables of the transition a coordinator prepares for a route.
  func routePresentables(_ step: FuzzStep, on coordinator: Int) -> [Int] {
    step.fits(kind(coordinators[coordinator]!.root)) ? presentables(of: step) : []
  }

  // MARK: Coordinators

  /// A coordinator's trigger: the route's step on its root; on success, the
  /// coordinators among the step's presentables become its children; on
  /// failure nothing changed; then children whose controllers left the tree
  /// are removed, in the whole coordinator tree.
  mutating func trigger(_ step: FuzzStep, on coordinator: Int) throws(TransitionError) {
    let root = coordinators[coordinator]!.root
    triggersReached.append(coordinator)
    let reachedBefore = triggersReached.count
    let saved = self
    do throws(TransitionError) {
      guard step.fits(kind(root)) else {
        throw .unhandledRoute("route(\(step))", coordinator: Self.coordinatorName(coordinator))
      }
      try perform(step, on: root)
    } catch {
      restore(saved)
      pruneReached(since: reachedBefore)
      pruneAfterTrigger(coordinator)
      throw error
    }
    for id in presentables(of: step) { addChild(id, to: coordinator) }
    pruneAfterTrigger(coordinator)
  }

  /// After a failure was undone: the trees of the coordinators whose
  /// triggers ran inside are pruned again (the library refreshes each one's
  /// tree as its trigger ends; undoing the outer transition does not bring
  /// back a child whose screens had left).
  private mutating func pruneReached(since start: Int) {
    for id in triggersReached[start...] where coordinators[id] != nil { pruneAfterTrigger(id) }
  }

  /// Starts collecting the prunes of the triggers inside a sequence.
  /// - Returns: Whether this is the outermost sequence.
  mutating func beginSequence() -> Bool {
    guard sequencePrunes == nil else { return false }
    sequencePrunes = []
    return true
  }

  /// Ends a sequence: the outermost one prunes for the triggers it collected.
  mutating func endSequence(_ isOutermost: Bool) {
    guard isOutermost, let prunes = sequencePrunes else { return }
    sequencePrunes = nil
    for coordinator in prunes where coordinators[coordinator] != nil { pruneTree(of: coordinator) }
  }

  /// After a coordinator's trigger: its tree is pruned, once the outermost
  /// sequence has ended when the trigger is a step of one.
  mutating func pruneAfterTrigger(_ coordinator: Int) {
    if sequencePrunes != nil {
      sequencePrunes!.append(coordinator)
    } else {
      pruneTree(of: coordinator)
    }
  }

  /// A deep link: the first route here; each next route on the most recent
  /// coordinator the routes so far presented (this one when none); all or nothing.
  mutating func deepLink(_ first: FuzzStep, _ rest: [DeepLinkRoute], on coordinator: Int) throws(TransitionError) {
    let root = coordinators[coordinator]!.root
    let reachedBefore = triggersReached.count
    let saved = self
    let isOutermost = beginSequence()
    do throws(TransitionError) {
      guard first.fits(kind(root)) else {
        throw .unhandledRoute("route(\(first))", coordinator: Self.coordinatorName(coordinator))
      }
      try perform(first, on: root)
      var routers = self.routers(among: presentables(of: first))
      for route in rest {
        guard case .route(let step) = route else { throw .noRouter(for: "\(UnroutableRoute())") }
        let router = routers.last ?? coordinator
        try trigger(step, on: router)
        routers += self.routers(among: routePresentables(step, on: router))
      }
    } catch {
      restore(saved)
      pruneReached(since: reachedBefore)
      endSequence(isOutermost)
      pruneAfterTrigger(coordinator)
      throw error
    }
    endSequence(isOutermost)
    let firstPresentables = first.fits(kind(root)) ? presentables(of: first) : []
    for id in firstPresentables { addChild(id, to: coordinator) }
    pruneAfterTrigger(coordinator)
  }

  /// The routers a deep link finds among presentables: the coordinators, and
  /// the (live) coordinators whose root controllers they are.
  func routers(among presentables: [Int]) -> [Int] {
    presentables.compactMap { id in
      if isCoordinator(id) { return id }
      return coordinators.first { $0.value.root == id }?.key
    }
  }

  /// Adds a coordinator as a child. Anything that is not a coordinator, the
  /// coordinator itself, a child already there, an ancestor and a
  /// descendant are ignored; a child of another coordinator moves here.
  mutating func addChild(_ child: Int, to coordinator: Int) {
    guard isCoordinator(child), child != coordinator, !coordinators[coordinator]!.children.contains(child) else {
      return
    }
    var ancestor: Int? = coordinator
    while let next = ancestor {
      if next == child { return }
      ancestor = coordinators[next]!.parent
    }
    var holder = coordinators[child]!.parent
    while let next = holder {
      if next == coordinator { return }
      holder = coordinators[next]!.parent
    }
    if let oldParent = coordinators[child]!.parent {
      coordinators[oldParent]!.children.removeAll { $0 == child }
    }
    coordinators[coordinator]!.children.append(child)
    coordinators[child]!.parent = coordinator
  }

  func topmostCoordinator(_ coordinator: Int) -> Int {
    var current = coordinator
    while let parent = coordinators[current]!.parent { current = parent }
    return current
  }

  /// Removes, from the top of the coordinator tree down, every child whose
  /// controller is not in the top coordinator's tree. Lifetime is decided
  /// per child (specification 3): below a removed child, every coordinator
  /// whose own controller is still in the tree moves to the nearest ancestor
  /// that stays — appended in depth-first order, each with its children.
  ///
  /// A removed child that keeps children of its own becomes the top of a
  /// tree of its own, pruned at once the same way (as the library refreshes it).
  ///
  /// While a change is under way in the window, only trees outside the
  /// window are pruned at once; the window's wait until it is over.
  mutating func pruneTree(of coordinator: Int) {
    var tops = [topmostCoordinator(coordinator)]
    while let top = tops.popLast() {
      let root = wholeRoot(coordinators[top]!.root)
      guard !defersPruning || root != windowRoot else { continue }
      let isInTree = { (model: ReferenceModel, id: Int) in model.wholeRoot(model.controllerID(of: id)) == root }
      var pending = [top]
      while let next = pending.popLast() {
        let removed = coordinators[next]!.children.filter { !isInTree(self, $0) }
        coordinators[next]!.children.removeAll { removed.contains($0) }
        for gone in removed { coordinators[gone]!.parent = nil }
        var below = Array(removed.reversed())
        while let gone = below.popLast() {
          for child in coordinators[gone]!.children where isInTree(self, child) {
            coordinators[gone]!.children.removeAll { $0 == child }
            coordinators[next]!.children.append(child)
            coordinators[child]!.parent = next
          }
          below.append(contentsOf: coordinators[gone]!.children.reversed())
        }
        tops.append(contentsOf: removed.filter { !coordinators[$0]!.children.isEmpty })
        pending.append(contentsOf: coordinators[next]!.children)
      }
    }
  }

  // MARK: Liveness

  /// The coordinators something holds: the given roots (the window's
  /// coordinator, the pool's, pinned ones) and their children, recursively.
  func heldCoordinators(roots: [Int]) -> Set<Int> {
    var held = Set<Int>()
    var pending = roots
    while let next = pending.popLast() {
      guard held.insert(next).inserted else { continue }
      pending.append(contentsOf: coordinators[next]!.children)
    }
    return held
  }

  /// The controllers something holds: the window's tree, the given roots'
  /// trees, and the trees of the held coordinators' controllers.
  func heldControllers(roots: [Int], coordinators held: Set<Int>) -> Set<Int> {
    var starts = roots
    if let windowRoot { starts.append(windowRoot) }
    starts += held.map { coordinators[$0]!.root }
    var result = Set<Int>()
    for start in starts where !result.contains(start) {
      result.formUnion(subtree(start))
    }
    return result
  }
}
