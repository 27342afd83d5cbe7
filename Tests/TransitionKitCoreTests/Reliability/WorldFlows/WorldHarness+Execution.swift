import TransitionKitTesting

@testable import TransitionKitCore

extension WorldHarness {
  /// Makes an operation on the library. An operation that names something
  /// released (after shrinking removed what kept it) is skipped.
  func execute(_ operation: WorldOperation) async throws(WorldFailure) {
    switch operation {
    case .makeWindow(let slot, let clock, let visible): makeWindow(slot, clock, visible: visible)
    case .setRoot(let slot, let id, let animated): try setRoot(slot, id, animated: animated)
    case .setWindowVisible(let slot, let visible):
      guard let window = slots[slot] else { return }
      didPerform = true
      if visible { window.makeKeyAndVisible() } else { window.hide() }
    case .setClock(let slot, let clock):
      guard let window = slots[slot] else { return }
      didPerform = true
      window.animationDriver = driver(clock)
    case .releaseWindow(let slot): try releaseWindow(slot)
    case .makeTree(let blueprint):
      didPerform = (try? registry.make(blueprint)) != nil
    case .makeCoordinator(let id, let kind, let root):
      didPerform = true
      try? registry.makeCoordinator(id, kind, root: root)
    case .makeSharedCoordinator(let id, let stackID, let root):
      guard let stack = registry.placeable(stackID) as? NavigationController else { return }
      didPerform = true
      try? registry.makeSharedCoordinator(id, stack: stack, root: root)
    case .makeRouter(let id, let kind, let baseID):
      guard registry.router(baseID) != nil else { return }
      didPerform = true
      registry.makeRouter(id, kind, over: baseID)
    case .drop(let id):
      didPerform = registry.isHeld(id)
      registry.drop(id)
    case .direct(let direct, let animated): try self.direct(direct, animated: animated)
    case .perform(let step, let id, let animated): try perform(step, on: id, animated: animated)
    case .trigger(let step, let id, let animated, let mode):
      try await trigger(step, router: id, animated: animated, mode: mode)
    case .deepLink(let id, let steps, let animated): try deepLink(id, steps, animated: animated)
    case .tapTab(let id, let index):
      guard let tabBar = registry.placeable(id) as? TabBarController else { return }
      try refusable("tap on tab \(index) of \(tabBar.displayName)") { () -> TransitionError? in
        do throws(TransitionError) { try tabBar.userDidTapTab(at: index) } catch { return error }
        return nil
      }
    case .backMenu(let id, let targetID, let animated):
      guard let navigation = registry.placeable(id) as? NavigationController,
        let target = registry.placeable(targetID)
      else { return }
      try refusable("back-button menu of \(navigation.displayName) to \(target.displayName)") {
        () -> TransitionError? in
        do throws(TransitionError) {
          try navigation.popFromBackButtonMenu(to: target, animated: animated)
        } catch { return error }
        return nil
      }
    case .report(let report, let seenBack): try self.report(report, seenBack: seenBack)
    case .setModalInPresentation(let id, let isModal):
      guard let controller = registry.placeable(id) else { return }
      didPerform = true
      controller.isModalInPresentation = isModal
    case .beginPop, .pullDown, .beginRoute: try begin(operation)
    case .update(let index, let progress): handle(index)?.handle.update(progress)
    case .finish(let index, let velocity): handle(index)?.handle.finish(velocity: velocity)
    case .cancel(let index, let velocity): handle(index)?.cancel(velocity: velocity)
    case .dropHandle(let index):
      guard let dropped = handle(index) else { return }
      _ = dropped
      handles.remove(at: index % handles.count)
    case .advance(let nanoseconds):
      didPerform = true
      for clock in clocks { clock.advance(by: .nanoseconds(nanoseconds)) }
    case .advanceFrames(let frames):
      didPerform = true
      for clock in clocks { clock.advance(frames: frames) }
    case .settle:
      didPerform = true
      await settle()
    case .yield:
      didPerform = true
      for _ in 0..<4 { await Task.yield() }
    case .fireLate:
      didPerform = !registry.late.isEmpty
      registry.late.fireAll()
    case .rendererEnds(let slot, let back):
      guard slot < slots.count, let window = slots[slot],
        let renderer = window.animationDriver as? RendererAnimationDriver
      else { return }
      didPerform = true
      renderer.animationsEnded(
        in: window, through: window.mountRevision - Swift.min(UInt64(back), window.mountRevision))
    }
  }

  // MARK: Reports

  /// Sends a renderer's report to the window of the controller it names
  /// first. A dropped report changes nothing; a report seen at the current
  /// revision, on nodes in the window, is never stale.
  private func report(_ report: WorldReport, seenBack: Int) throws(WorldFailure) {
    guard let subject = registry.placeable(report.subject), let window = subject.window,
      liveWindows.contains(where: { $0.window === window })
    else { return }
    func node(_ id: Int) -> MountNodeID {
      registry.placeable(id)?.mountNodeID ?? MountNodeID(rawValue: .max)
    }
    let action: UserReportAction =
      switch report {
      case .pop(let id, let target, let gesture, let animated):
        .pop(navigation: node(id), to: node(target), gesture: gesture, animated: animated)
      case .dismiss(let id, let animated): .dismiss(node(id), animated: animated)
      case .attemptDismissal(let id): .attemptDismissal(node(id))
      case .tapTab(let id, let index): .tapTab(tabBar: node(id), index: index)
      case .setCollapsed(let id, let isCollapsed): .setCollapsed(split: node(id), isCollapsed: isCollapsed)
      }
    let seen = window.mountRevision - Swift.min(UInt64(seenBack), window.mountRevision)
    let before = captureBefore()
    didPerform = true
    do throws(ReportRejection) {
      try window.apply(UserReport(action, seenRevision: seen))
    } catch {
      statistics.count(reportRejection: error)
      if seenBack == 0 {
        switch error {
        case .movedOn, .futureRevision:
          throw WorldFailure(
            category: .refusal, message: "renderer reports \(report) at the current revision: \(error)")
        default: break
        }
      }
      try expectUnchanged(before, "renderer reports \(report), dropped: \(error)")
    }
  }

  // MARK: Windows

  /// The driver of a clock choice.
  private func driver(_ clock: WorldClock) -> AnimationDriver {
    switch clock {
    case .immediate:
      return ImmediateAnimationDriver()
    case .manual(let framesPerSecond):
      let manual = ManualAnimationDriver(framesPerSecond: framesPerSecond)
      clocks.append(manual)
      return manual
    case .renderer:
      let renderer = RendererAnimationDriver()
      renderers.append(renderer)
      return renderer
    case .shared:
      if let sharedClock { return sharedClock }
      let shared = ManualAnimationDriver()
      sharedClock = shared
      clocks.append(shared)
      return shared
    }
  }

  /// Makes a window in an empty slot, observed by the ledger.
  private func makeWindow(_ slot: Int, _ clock: WorldClock, visible: Bool) {
    guard slots[slot] == nil else { return }
    didPerform = true
    windowCount += 1
    let window = Window(name: "w\(slot).\(windowCount)")
    ledger.observe(window)
    if clock != .immediate { window.animationDriver = driver(clock) }
    if visible { window.makeKeyAndVisible() }
    slots[slot] = window
    let replica = MountReplica()
    replicas[slot] = (replica, window.observeMounts { replica.apply($0) })
    windowsMade.append(WorldWeakWindow(window: window, name: window.name))
    places.add(.window(window))
  }

  /// Sets a window's root (a controller, or a coordinator or router through `setRoot(for:)`).
  private func setRoot(_ slot: Int, _ id: Int?, animated: Bool) throws(WorldFailure) {
    guard let window = slots[slot] else { return }
    guard let id else {
      try refusable("empty \(window.name)") { () -> TransitionError? in
        do throws(TransitionError) { try window.setRootViewController(nil, animated: animated) } catch { return error }
        return nil
      }
      return
    }
    guard let presentable = registry.presentable(id), registry.placeable(id) != nil else { return }
    try refusable("set the root of \(window.name) to \(registry.entries[id]?.name ?? "?")") { () -> TransitionError? in
      do throws(TransitionError) {
        if let controller = presentable as? ViewController {
          try window.setRootViewController(controller, animated: animated)
        } else {
          try presentable.setRoot(for: window)
        }
      } catch { return error }
      return nil
    }
  }

  /// Lets go of a window. Its visible controllers disappear without any
  /// window to log their callbacks, and so do those its changes under way
  /// were taking out (already in no window): the ledger takes their states
  /// as they are (at the end of the operation, once the window is gone).
  private func releaseWindow(_ slot: Int) throws(WorldFailure) {
    guard let tree = treeToRelease(slot) else { return }
    didPerform = true
    if let violation = ledger.check(registry.liveControllers) {
      throw WorldFailure(category: .appearance, message: violation)
    }
    slots[slot] = nil
    replicas[slot] = nil
    ledger.rebase(tree)
    endingSilently += tree.filter(\.isMidAppearance).map(WorldWeakController.init)
  }

  /// The controllers of the window in a slot, or `nil` when it is not to be
  /// released (a function of its own, so that the window is not held while it goes).
  private func treeToRelease(_ slot: Int) -> [ViewController]? {
    guard let window = slots[slot] else { return nil }
    // A window let go of while its transitions run keeps going, held by
    // them, and logs callbacks until it goes; what it does as it goes is
    // logged nowhere, which the ledger cannot follow: such a window is kept.
    if window.isTransitioning { return nil }
    return registry.liveControllers.filter { controller in
      controller.window === window || (controller.window == nil && controller.isMidAppearance)
    }
  }

  // MARK: Changes

  /// The controllers ids name, if they all live.
  private func placeables(_ ids: [Int]) -> [ViewController]? {
    let controllers = ids.compactMap(registry.placeable)
    return controllers.count == ids.count ? controllers : nil
  }

  /// Makes a change directly on controllers.
  private func direct(_ direct: WorldDirect, animated: Bool) throws(WorldFailure) {
    let change: @MainActor () throws(TransitionError) -> Void
    switch direct {
    case .push(let id, let stackID):
      guard let stack = registry.placeable(stackID) as? NavigationController, let pushed = registry.placeable(id)
      else { return }
      change = { () throws(TransitionError) in try stack.pushViewController(pushed, animated: animated) }
    case .pop(let stackID):
      guard let stack = registry.placeable(stackID) as? NavigationController else { return }
      change = { () throws(TransitionError) in _ = try stack.popViewController(animated: animated) }
    case .popToRoot(let stackID):
      guard let stack = registry.placeable(stackID) as? NavigationController else { return }
      change = { _ = stack.popToRootViewController(animated: animated) }
    case .setStack(let ids, let stackID):
      guard let stack = registry.placeable(stackID) as? NavigationController, let controllers = placeables(ids)
      else { return }
      change = { () throws(TransitionError) in try stack.setViewControllers(controllers, animated: animated) }
    case .setTabs(let ids, let tabBarID):
      guard let tabBar = registry.placeable(tabBarID) as? TabBarController, let controllers = placeables(ids)
      else { return }
      change = { () throws(TransitionError) in try tabBar.setViewControllers(controllers, animated: animated) }
    case .selectIndex(let index, let tabBarID):
      guard let tabBar = registry.placeable(tabBarID) as? TabBarController else { return }
      change = { () throws(TransitionError) in try tabBar.select(index: index, animated: animated) }
    case .present(let id, let presenterID):
      guard let presenter = registry.placeable(presenterID), let presented = registry.placeable(id) else { return }
      change = { () throws(TransitionError) in try presenter.present(presented, animated: animated) }
    case .dismiss(let id):
      guard let controller = registry.placeable(id) else { return }
      change = { () throws(TransitionError) in try controller.dismiss(animated: animated) }
    case .embed(let id, let containerID):
      guard let container = registry.placeable(containerID), let child = registry.placeable(id) else { return }
      change = { () throws(TransitionError) in try container.embed(child, animated: animated) }
    case .removeFromParent(let id):
      guard let child = registry.placeable(id) else { return }
      change = { () throws(TransitionError) in try child.removeFromParent(animated: animated) }
    case .show(let id, let sourceID):
      guard let source = registry.placeable(sourceID), let shown = registry.placeable(id) else { return }
      change = { () throws(TransitionError) in try source.show(shown, animated: animated) }
    case .showDetail(let id, let sourceID):
      guard let source = registry.placeable(sourceID), let shown = registry.placeable(id) else { return }
      change = { () throws(TransitionError) in try source.showDetail(shown, animated: animated) }
    case .setColumn(let id, let secondary, let splitID):
      guard let split = registry.placeable(splitID) as? SplitViewController else { return }
      let column = id.flatMap(registry.placeable)
      if id != nil, column == nil { return }
      change = { () throws(TransitionError) in
        try split.setViewController(column, for: secondary ? .secondary : .primary, animated: animated)
      }
    case .setCollapsed(let collapsed, let splitID):
      guard let split = registry.placeable(splitID) as? SplitViewController else { return }
      change = { split.setCollapsed(collapsed, animated: animated) }
    }
    try refusable("\(direct)") { () -> TransitionError? in
      do throws(TransitionError) { try change() } catch { return error }
      return nil
    }
  }

  /// Whether every id a step names lives, and none is a router that may
  /// never call back: a transition triggering it would leave its window
  /// waiting forever, and a deep link continues on the routers a step
  /// presented. (Such routers are triggered only by the flow itself.)
  func isUsable(_ step: WorldStep) -> Bool {
    step.referencedIDs.allSatisfy { registry.isAlive($0) && !registry.reachesNever($0) }
  }

  /// Performs a step's transition on a controller.
  private func perform(_ step: WorldStep, on id: Int, animated: Bool) throws(WorldFailure) {
    guard let controller = registry.placeable(id), isUsable(step) else { return }
    let before = captureBefore()
    let (ticket, completion) = tickets.start("perform \(step) on c\(id)")
    guard registry.perform(step, on: controller, options: TransitionOptions(animated: animated), completion: completion)
    else {
      tickets.discard(ticket)
      return
    }
    didPerform = true
    try expectRefusalUnchanged(
      ticket, before, "perform \(step) on \(controller.displayName)", liar: registry.reachesLiar(step))
  }

  /// When a ticket's completion already reported a failure, the operation
  /// was refused: it must have changed nothing (unless a router that
  /// reports before its transition ran was involved).
  private func expectRefusalUnchanged(_ ticket: Int, _ before: WorldState, _ what: String, liar: Bool)
    throws(WorldFailure)
  {
    guard let result = tickets.result(ticket) else { return }
    switch result {
    case .success:
      statistics.count(nil)
    case .failure(let error):
      statistics.count(error)
      if !liar { try expectUnchanged(before, "\(what), refused with \(error)") }
    }
  }

  /// Triggers a step's route on a router: with a completion, in a task, or without either.
  private func trigger(
    _ step: WorldStep,
    router id: Int,
    animated: Bool,
    mode: WorldTriggerMode
  ) async throws(WorldFailure) {
    guard let router = registry.router(id), isUsable(step) else { return }
    let never = registry.reachesNever(id)
    let route = WorldRoute(step: step)
    let options = TransitionOptions(animated: animated)
    let label = "trigger \(step) on \(registry.entries[id]?.name ?? "?")"
    switch mode {
    case .completion:
      let before = captureBefore()
      let (ticket, completion) = tickets.start(label, never ? .atMostOnce : .once)
      didPerform = true
      router.trigger(route, with: options, completion: completion)
      try expectRefusalUnchanged(ticket, before, label, liar: registry.reachesLiar(id) || registry.reachesLiar(step))
    case .async:
      // A task waiting for a router that never calls back would wait forever.
      guard !never else { return }
      didPerform = true
      let (ticket, completion) = tickets.start(label + " (async)")
      tickets.runningTasks[ticket] = label
      // The task awaits a relay that lets go of the router once the call is
      // made, and notes when the library calls back: a task resumes when the
      // runtime gets to it, later on a busy machine, and it must neither keep
      // the router alive until then nor be taken for one the library keeps waiting.
      let relay = WorldTaskRelay(router) { [tickets] in tickets.completedTasks.insert(ticket) }
      Task { @MainActor [tickets] in
        tickets.startedTasks.insert(ticket)
        do throws(TransitionError) {
          try await relay.trigger(route, with: options)
          completion(.success(()))
        } catch {
          completion(.failure(error))
        }
        tickets.runningTasks[ticket] = nil
      }
      // A new task reaches the main actor after a hop whose length varies:
      // the flow waits for it, so that it triggers at the same point of
      // every run of the flow.
      await tickets.waitUntilStarted(ticket)
    case .fireAndForget:
      didPerform = true
      router.trigger(route, with: options, completion: nil)
    }
  }

  /// Deep-links through a coordinator.
  private func deepLink(_ id: Int, _ steps: [WorldStep], animated: Bool) throws(WorldFailure) {
    guard let coordinator = registry.coordinator(id), steps.allSatisfy(isUsable) else { return }
    let label = "deep link \(steps) on k\(id)"
    let before = captureBefore()
    let (ticket, completion) = tickets.start(label)
    didPerform = true
    coordinator.worldDeepLink(steps, options: TransitionOptions(animated: animated), completion: completion)
    try expectRefusalUnchanged(ticket, before, label, liar: steps.contains(where: registry.reachesLiar))
  }
}

extension TransitionError {
  /// Whether the error is `notInWindow`.
  var isNotInWindow: Bool {
    if case .notInWindow = self { return true }
    return false
  }
}
