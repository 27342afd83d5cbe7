import TransitionKitCore
import TransitionKitTesting

extension FuzzHarness {
  /// The snapshots a refused operation must leave as they were.
  struct Before {
    let window: HierarchySnapshot
    let pool: [Int: HierarchySnapshot]
  }

  func takeBefore() -> Before {
    var trees: [Int: HierarchySnapshot] = [:]
    for id in model.pool { trees[id] = world.controller(model.controllerID(of: id)).snapshot }
    return Before(window: window!.snapshot, pool: trees)
  }

  /// Expects a refused operation to have left the trees as they were.
  ///
  /// While an interactive transition waits for its hand, appearance states
  /// are left out: a sequence that ran and undid steps in the window (a tab
  /// selected, then deselected) ran their callbacks, which settle the
  /// controllers the waiting transition is still taking in or out.
  func expectUnchanged(_ before: Before, _ what: String) throws(FuzzFailure) {
    let after = window!.snapshot
    let isUnchanged =
      hasInteractive ? after.withoutAppearance == before.window.withoutAppearance : after == before.window
    guard isUnchanged else {
      throw FuzzFailure(category: .refusal, message: "\(what) was refused but changed the window:\n\(after)")
    }
    for (id, snapshot) in before.pool
    where world.controller(model.controllerID(of: id)).snapshot.withoutAppearance != snapshot.withoutAppearance {
      throw FuzzFailure(category: .refusal, message: "\(what) was refused but changed the free tree of \(id)")
    }
  }

  // MARK: Usable ids

  /// Whether every id is a controller or coordinator the flow made and has not released.
  func areUsable(_ ids: [Int]) -> Bool {
    ids.allSatisfy(unretired.contains)
  }

  func isFresh(_ ids: [Int]) -> Bool {
    ids.allSatisfy { !unretired.contains($0) && !model.retired.contains($0) } && Set(ids).count == ids.count
  }

  /// Whether the library can build the step for a root of a kind.
  func isBuildable(_ step: FuzzStep, for kind: ReferenceModel.Kind) -> Bool {
    switch step {
    case .multiple(let steps): return steps.allSatisfy { isBuildable($0, for: kind) }
    case .perform(let inner, let id):
      guard model.controllers[id] != nil else { return false }
      return isBuildable(inner, for: model.kind(id))
    case .route(let inner, let coordinator): return isRouteBuildable(inner, on: coordinator)
    case .triggerWeak(let inner, let coordinator):
      if model.retired.contains(coordinator) { return world.weakRouters[coordinator] != nil }
      return isRouteBuildable(inner, on: coordinator)
    default:
      return step.fits(kind)
    }
  }

  private func isRouteBuildable(_ step: FuzzStep, on coordinator: Int) -> Bool {
    guard let root = model.coordinators[coordinator]?.root else { return false }
    return !step.fits(model.kind(root)) || isBuildable(step, for: model.kind(root))
  }

  /// The ids a step needs alive: a released coordinator reached through a
  /// weak router needs nothing.
  func neededIDs(_ step: FuzzStep) -> [Int] {
    switch step {
    case .triggerWeak(_, let coordinator) where model.retired.contains(coordinator): []
    case .triggerWeak(let inner, let coordinator), .route(let inner, let coordinator):
      [coordinator] + neededIDs(inner)
    case .perform(let inner, let id): [id] + neededIDs(inner)
    case .multiple(let steps): steps.flatMap(neededIDs)
    default: step.referencedIDs
    }
  }

  // MARK: Operations

  func execute(_ operation: FuzzOperation) throws(FuzzFailure) {
    switch operation {
    case .setup(let coordinator, let root, let driver):
      didPerform = true
      try setUp(coordinator: coordinator, root: root, driver: driver)
    case .spawn(let blueprint):
      guard window != nil, isFresh(blueprint.allIDs) else { return }
      do {
        _ = try world.make(blueprint)
      } catch {
        throw FuzzFailure(category: .harness, message: "could not make \(blueprint): \(error)")
      }
      didPerform = true
      model.spawn(blueprint)
      model.pool.append(blueprint.id)
      unretired.formUnion(blueprint.allIDs)
    case .spawnCoordinator(let id, let root):
      guard window != nil, isFresh([id] + root.allIDs) else { return }
      do {
        _ = try world.makeCoordinator(id, root: root)
      } catch {
        throw FuzzFailure(category: .harness, message: "could not make k\(id): \(error)")
      }
      didPerform = true
      model.spawnCoordinator(id, root: root)
      model.pool.append(id)
      unretired.formUnion([id] + root.allIDs)
    case .direct(let operation, let animated):
      try direct(operation, animated: animated)
    case .perform(let step, let root, let animated):
      guard model.controllers[root] != nil, areUsable([root] + neededIDs(step)),
        isBuildable(step, for: model.kind(root))
      else { return }
      try submit(.step(step, root: root), animated: animated) { options, done in
        self.world.perform(step, on: root, options: options, completion: done)
      }
    case .trigger(let step, let coordinator, let animated):
      guard model.coordinators[coordinator] != nil, areUsable([coordinator] + neededIDs(step)),
        isBuildable(.route(step, coordinator: coordinator), for: .plain)
      else { return }
      try submit(.trigger(step, coordinator: coordinator), animated: animated) {
        options, done in
        guard let handle = self.world.coordinator(coordinator) else { return false }
        handle.trigger(step, options, done)
        return true
      }
    case .triggerWeak(let step, let coordinator):
      try triggerWeak(step, coordinator: coordinator)
    case .deepLink(let coordinator, let first, let rest, let animated):
      try deepLink(coordinator: coordinator, first: first, rest: rest, animated: animated)
    case .beginPop, .beginDismissal, .beginRoute:
      try begin(operation)
    case .update(let progress):
      guard case .interactive(let record)? = queue.first?.work, record.ending == nil, let handle else { return }
      didPerform = true
      handle.update(progress)
    case .finish(let velocity):
      guard case .interactive(var record)? = queue.first?.work, record.ending == nil, let handle else { return }
      record.ending = .finish
      queue[0].work = .interactive(record)
      didPerform = true
      handle.finish(velocity: velocity)
    case .cancel(let velocity):
      guard case .interactive(var record)? = queue.first?.work, record.ending == nil, let handle else { return }
      record.ending = .cancel
      queue[0].work = .interactive(record)
      didPerform = true
      handle.cancel(velocity: velocity)
    case .dropHandle:
      guard handle != nil else { return }
      didPerform = true
      if case .interactive(var record)? = queue.first?.work, record.ending == nil {
        record.ending = .cancel
        queue[0].work = .interactive(record)
      }
      handle = nil
    case .advance(let milliseconds):
      guard let clock else { return }
      didPerform = true
      clock.advance(by: .milliseconds(milliseconds))
    case .settle:
      guard let clock else { return }
      didPerform = true
      clock.runUntilIdle()
      directAnimationMayRun = false
    case .setWindowVisible(let visible):
      guard window != nil, isAuthoritative else { return }
      didPerform = true
      if model.setWindowVisible(visible) {
        if visible { window!.makeKeyAndVisible() } else { window!.hide() }
      }
    }
  }

  private func setUp(coordinator id: Int, root: Blueprint, driver: DriverChoice) throws(FuzzFailure) {
    guard window == nil else { return }
    let window = Window(name: ReferenceModel.windowName)
    self.window = window
    ledger.observe(window)
    let replica = MountReplica()
    self.replica = (replica, window.observeMounts { replica.apply($0) })
    let coordinator: any Presentable
    do throws(TransitionError) {
      coordinator = try world.makeCoordinator(id, root: root)
      try coordinator.setRoot(for: window)
    } catch {
      throw FuzzFailure(category: .harness, message: "could not set up: \(error)")
    }
    window.makeKeyAndVisible()
    switch driver {
    case .implicitImmediate: break
    case .explicitImmediate: window.animationDriver = ImmediateAnimationDriver()
    case .manual(let framesPerSecond):
      let clock = ManualAnimationDriver(framesPerSecond: framesPerSecond)
      window.animationDriver = clock
      self.clock = clock
    }
    rootCoordinator = coordinator
    rootCoordinatorID = id
    model.spawnCoordinator(id, root: root)
    model.windowRoot = root.id
    model[root.id].isWindowRoot = true
    model.windowVisible = true
    unretired.formUnion([id] + root.allIDs)
  }

  // MARK: Direct operations

  private func direct(_ operation: DirectOperation, animated: Bool) throws(FuzzFailure) {
    // A user's tap on the selected tab pops its stack animated, whatever the flag.
    let animated = animated || { if case .userTapTab = operation { true } else { false } }()
    guard window != nil, isAuthoritative, areUsable(operation.referencedIDs), fitsTarget(operation) else { return }
    let before = takeBefore()
    let target = operation.target
    let targetWasInWindow = model.isInWindow(target)
    var state = model
    let expected: Result<Bool, TransitionError>
    do throws(TransitionError) {
      expected = .success(try state.apply(operation))
    } catch {
      expected = .failure(error)
    }
    didPerform = true
    let thrown = world.apply(operation, animated: animated)
    if let thrown { statistics.count(outcome: .failure(thrown)) } else { statistics.count(outcome: .success(())) }
    switch (expected, thrown) {
    case (.success(let changed), nil):
      model = state
      if changed, animated, isManual, queue.isEmpty, targetWasInWindow, model.windowVisible {
        directAnimationMayRun = true
      }
    case (.failure(let error), let thrown?) where error == thrown:
      try expectUnchanged(before, "\(operation)")
    default:
      throw FuzzFailure(
        category: .result,
        message: "\(operation): library \(thrown.map { "\($0)" } ?? "success"), model \(expected)")
    }
  }

  private func fitsTarget(_ operation: DirectOperation) -> Bool {
    let kind = model.kind(model.controllerID(of: operation.target))
    switch operation {
    case .push, .pop, .popTo, .popToRoot, .setStack, .popFromBackButtonMenu: return kind == .navigation
    case .setTabs, .selectIndex, .selectTab, .userTapTab: return kind == .tabBar
    case .setPages: if case .page = kind { return true } else { return false }
    case .setColumns, .setColumn, .setCollapsed: return kind == .split
    case .present, .dismiss, .embed, .removeFromParent, .show, .showDetail, .setModalInPresentation: return true
    }
  }

  // MARK: Items

  /// Starts an item: it waits in the window's queue when its root is in the
  /// window, and acts at once otherwise.
  ///
  /// - Parameter call: Starts the library's side with the options and the
  ///   completion; returns `false` when it could not be built.
  func submit(
    _ work: FuzzHarness.Work,
    animated: Bool,
    call: (TransitionOptions, @escaping Transition<ViewController>.Completion) -> Bool
  ) throws(FuzzFailure) {
    let isQueued: Bool
    if let root = effectiveRoot(of: work) {
      guard let inWindow = windowCertainty(root) else { return }
      isQueued = inWindow
    } else {
      isQueued = false
    }
    let index = nextItem
    var before: Before?
    if isQueued {
      queue.append(QueuedItem(index: index, work: work))
    } else {
      // A direct change animating on the manual clock would defer the
      // coordinators' pruning to its end: such items wait for a settle.
      guard isAuthoritative, !directAnimationMayRun else { return }
      var state = model
      let expected = evaluate(work, on: &state)
      // A step acting in the window (on a controller there, or on the root
      // once an earlier step put it there) would wait behind the queue's
      // items, which the model does not follow step by step.
      let mayActInWindow = actsElsewhere(work) || state.windowChangeCount != model.windowChangeCount
      if !queue.isEmpty, mayActInWindow { return }
      // On the manual clock, an animated change in the window would complete later.
      if isManual, animated, state.windowChangeCount != model.windowChangeCount { return }
      before = takeBefore()
      model = state
      immediate[index] = expected
    }
    nextItem += 1
    didPerform = true
    guard call(TransitionOptions(animated: animated), completion(for: index)) else {
      throw FuzzFailure(category: .harness, message: "could not build item \(index)")
    }
    if let before, case .failure? = immediate[index], let reported = completions.first(where: { $0.index == index }),
      case .failure = reported.result
    {
      try expectUnchanged(before, "item \(index)")
    }
  }

  private func triggerWeak(_ step: FuzzStep, coordinator: Int) throws(FuzzFailure) {
    guard let router = world.weakRouters[coordinator] else { return }
    let work: Work
    var needed: [Int] = []
    if model.retired.contains(coordinator) {
      work = .deallocatedRouter
    } else {
      needed = [coordinator] + neededIDs(step)
      guard model.coordinators[coordinator] != nil, areUsable(needed),
        isBuildable(.route(step, coordinator: coordinator), for: .plain)
      else { return }
      work = .trigger(step, coordinator: coordinator)
    }
    try submit(work, animated: true) { options, done in
      router.trigger(FuzzRoute(step: step), with: options, completion: done)
      return true
    }
  }

  private func deepLink(coordinator: Int, first: FuzzStep, rest: [DeepLinkRoute], animated: Bool) throws(FuzzFailure) {
    let routes = rest.compactMap { route -> FuzzStep? in if case .route(let step) = route { step } else { nil } }
    let needed = [coordinator] + ([first] + routes).flatMap(neededIDs)
    guard model.coordinators[coordinator] != nil, areUsable(needed),
      isBuildable(.route(first, coordinator: coordinator), for: .plain),
      routes.allSatisfy(isDeepLinkBuildable)
    else { return }
    try submit(.deepLink(coordinator: coordinator, first: first, rest: rest), animated: animated) {
      options, done in
      guard let handle = self.world.coordinator(coordinator) else { return false }
      let libraryRest: [any Sendable] = rest.map { route in
        switch route {
        case .route(let step): FuzzRoute(step: step)
        case .unroutable: UnroutableRoute()
        }
      }
      handle.deepLink(first, libraryRest, options, done)
      return true
    }
  }

  /// A later route of a deep link may reach any coordinator: each of its
  /// nested targets must be buildable for every kind it could meet.
  private func isDeepLinkBuildable(_ step: FuzzStep) -> Bool {
    let kinds: [ReferenceModel.Kind] = [
      .plain, .navigation, .tabBar, .split, .page(doubleSided: false), .page(doubleSided: true),
    ]
    return kinds.allSatisfy { kind in !step.fits(kind) || isBuildable(step, for: kind) }
  }

  // MARK: Interactive transitions

  private func begin(_ operation: FuzzOperation) throws(FuzzFailure) {
    guard let window, handle == nil else { return }
    let anchor: Int
    var coordinator: Int?
    var step: FuzzStep?
    switch operation {
    case .beginPop(let navigation):
      guard model.controllers[navigation]?.kind == .navigation else { return }
      anchor = navigation
    case .beginDismissal(let id):
      guard model.controllers[id] != nil else { return }
      anchor = id
    case .beginRoute(let routeStep, let id):
      guard let root = model.coordinators[id]?.root, isBuildable(.route(routeStep, coordinator: id), for: .plain),
        routeStep.isPlainOnRoot
      else { return }
      coordinator = id
      step = routeStep
      anchor = root
    default:
      return
    }
    let needed = [coordinator ?? anchor] + (step.map(neededIDs) ?? [])
    guard areUsable(needed), let isInWindow = windowCertainty(anchor) else { return }
    let busy = !queue.isEmpty
    if !busy, directAnimationMayRun { return }

    // The model's outcome.
    var state = model
    state.touchedSinceMark = []
    let expected: Result<Bool, TransitionError>
    do throws(TransitionError) {
      if let step, coordinator != nil {
        let kind = model.kind(anchor)
        guard step.isSingleOperation, step.fits(kind) else { throw .interactionUnsupported }
        if !isInWindow { throw .notInWindow(ReferenceModel.title(anchor)) }
        if busy { throw .transitionInProgress(window: window.name) }
        expected = .success(try state.perform(step, on: anchor))
      } else {
        if !isInWindow { throw .notInWindow(ReferenceModel.title(anchor)) }
        if busy { throw .transitionInProgress(window: window.name) }
        if case .beginPop = operation {
          expected = .success(try state.pop(anchor))
        } else {
          expected = .success(try state.dismissInteractively(from: anchor))
        }
      }
    } catch {
      expected = .failure(error)
    }

    let before = takeBefore()
    let index = nextItem
    nextItem += 1
    didPerform = true
    let done = completion(for: index)
    var thrown: TransitionError?
    var newHandle: InteractiveTransition?
    do throws(TransitionError) {
      switch operation {
      case .beginPop:
        guard let navigation = world.controller(anchor) as? NavigationController else { return }
        newHandle = try navigation.beginInteractivePop(completion: done)
      case .beginDismissal:
        newHandle = try world.controller(anchor).beginInteractiveDismissal(completion: done)
      default:
        guard let step, let coordinator, let handle = world.coordinator(coordinator) else { return }
        newHandle = try handle.beginInteractive(step, done)
      }
    } catch {
      thrown = error
    }
    statistics.count(outcome: thrown.map { .failure($0) } ?? .success(()))

    switch (expected, thrown) {
    case (.success(let changed), nil):
      let touched = state.touchedSinceMark
      var saved: [Int: (before: ReferenceModel.Controller, after: ReferenceModel.Controller)] = [:]
      for (id, after) in state.controllers {
        if let before = model.controllers[id], !before.sameRecord(as: after) { saved[id] = (before, after) }
      }
      state.touchedSinceMark = []
      model = state
      model.heldByInteractive = Set(
        saved.compactMap { id, saved in
          let before = saved.before
          let wasPlaced = before.parent != nil || before.presenter != nil || before.isWindowRoot
          return wasPlaced && model.isFree(id) ? id : nil
        })
      let record = InteractiveRecord(
        ending: nil, savedControllers: saved, touched: touched,
        coordinator: coordinator, presentables: step.map { model.presentables(of: $0) } ?? [])
      if changed {
        queue.append(QueuedItem(index: index, work: .interactive(record)))
        handle = newHandle
      } else {
        // Nothing to drive: it completed at once.
        var ended = record
        ended.ending = .finish
        immediate[index] = end(ended)
      }
    case (.failure(let error), let thrown?) where error == thrown:
      try expectUnchanged(before, "\(operation)")
    default:
      throw FuzzFailure(
        category: .result,
        message: "\(operation): library \(thrown.map { "\($0)" } ?? "success"), model \(expected)")
    }
  }
}

extension ReferenceModel {
  /// Applies a direct operation.
  mutating func apply(_ operation: DirectOperation) throws(TransitionError) -> Bool {
    switch operation {
    case .push(let id, let target): try push(controllerID(of: id), on: target)
    case .pop(let target): try pop(target)
    case .popTo(let id, let target): try pop(to: controllerID(of: id), on: target)
    case .popToRoot(let target): popToRoot(target)
    case .setStack(let ids, let target): try setStack(ids.map(controllerID(of:)), on: target)
    case .setTabs(let ids, let target): try setTabs(ids.map(controllerID(of:)), on: target)
    case .selectIndex(let index, let target): try selectTab(index: index, on: target)
    case .selectTab(let id, let target): try selectTab(controllerID(of: id), on: target)
    case .setPages(let ids, let target): try setPages(ids.map(controllerID(of:)), on: target)
    case .setColumns(let primary, let secondary, let target):
      try setColumns(primary: primary.map(controllerID(of:)), secondary: secondary.map(controllerID(of:)), on: target)
    case .setColumn(let id, let secondary, let target):
      try setColumn(id.map(controllerID(of:)), secondary: secondary, on: target)
    case .setCollapsed(let collapsed, let target): setCollapsed(collapsed, on: target)
    case .present(let id, let target): try present(controllerID(of: id), from: controllerID(of: target))
    case .dismiss(let target): try dismiss(from: controllerID(of: target))
    case .embed(let id, let target, let replacing):
      try embed(controllerID(of: id), in: controllerID(of: target), replacing: replacing)
    case .removeFromParent(let id): try removeFromParent(controllerID(of: id))
    case .show(let id, let target): try show(controllerID(of: id), from: controllerID(of: target))
    case .showDetail(let id, let target): try showDetail(controllerID(of: id), from: controllerID(of: target))
    case .userTapTab(let index, let target): try userTapTab(index: index, on: target)
    case .popFromBackButtonMenu(let id, let target): try popFromBackButtonMenu(to: controllerID(of: id), on: target)
    case .setModalInPresentation(let target, let isModal): setModalInPresentation(isModal, on: controllerID(of: target))
    }
  }
}

extension ReferenceModel.Controller {
  /// Puts back the fields that changed from `before` to `after`, keeping the others as they are now.
  mutating func restoreFields(changedFrom before: Self, to after: Self) {
    if before.children != after.children { children = before.children }
    if before.primary != after.primary { primary = before.primary }
    if before.secondary != after.secondary { secondary = before.secondary }
    if before.selected != after.selected { selected = before.selected }
    if before.collapsed != after.collapsed { collapsed = before.collapsed }
    if before.collapsePoint != after.collapsePoint { collapsePoint = before.collapsePoint }
    if before.presented != after.presented { presented = before.presented }
    if before.presentedStyle != after.presentedStyle { presentedStyle = before.presentedStyle }
    if before.parent != after.parent { parent = before.parent }
    if before.presenter != after.presenter { presenter = before.presenter }
    if before.isWindowRoot != after.isWindowRoot { isWindowRoot = before.isWindowRoot }
  }

  func sameRecord(as other: Self) -> Bool {
    children == other.children && primary == other.primary && secondary == other.secondary
      && selected == other.selected && collapsed == other.collapsed && collapsePoint == other.collapsePoint
      && presented == other.presented
      && presentedStyle == other.presentedStyle && parent == other.parent && presenter == other.presenter
      && isWindowRoot == other.isWindowRoot
  }
}

extension FuzzStep {
  /// Whether the step is a single operation acting on its root and on free
  /// controllers only (what an interactive route may be).
  var isPlainOnRoot: Bool {
    switch self {
    case .present, .presentOnRoot, .dismiss, .dismissToRoot, .show, .showDetail, .none, .push, .pop, .popTo,
      .popToRoot, .setStack, .setTabs, .selectTab, .selectIndex, .setPages, .setColumns, .setColumn:
      true
    case .embed, .multiple, .perform, .route, .triggerWeak: false
    }
  }
}
