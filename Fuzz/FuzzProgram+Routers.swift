extension FuzzProgram {
  // MARK: Making coordinators and routers

  /// Keeps a router, when the program holds fewer than 16 (and is not letting
  /// go of everything: see ``isLettingGo``), and tracks it.
  func keep(_ router: any Router<UInt8>, _ name: String) {
    track(router, name)
    if routers.count < 16, !isLettingGo { routers.append(router) }
  }

  /// Makes a coordinator of a fuzz subclass; it is in no tree until a route
  /// or an operation places its controller.
  func makeCoordinator() {
    let initialRoute: UInt8? = reader.flag() ? reader.byte() : nil
    switch reader.number(below: 5) {
    case 0:
      let existing = reader.flag() ? controller(NavigationController.self) : nil
      let root = existing ?? NavigationController()
      if existing == nil { track(root, "navigation controller of a coordinator") }
      keep(
        FuzzNavigationCoordinator(program: self, rootViewController: root, initialRoute: initialRoute),
        "navigation coordinator")
      trace("navigation coordinator on \(root.displayName), initial route \(initialRoute.map { "\($0)" } ?? "none")")
    case 1:
      // Shares the stack of a navigation controller that has one, as a
      // coordinator pushing its first screen onto its parent's stack.
      guard let stack = controller(NavigationController.self) else { return }
      let root = presentable()
      do throws(TransitionError) {
        let coordinator = try FuzzNavigationCoordinator(program: self, stack: stack, root: root)
        trace(
          "shared-stack coordinator on \(stack.displayName), root \(root.viewController.displayName) (\(type(of: root)))"
        )
        keep(coordinator, "shared-stack coordinator")
        if reader.flag(), let parent = stack.router(for: UInt8.self)?.base as? Coordinator<UInt8, NavigationController>
        {
          parent.addChild(coordinator)
        }
      } catch {
        trace("shared-stack coordinator refused: \(error)")
      }
    case 2:
      keep(
        FuzzScreenCoordinator(program: self, rootViewController: insertable(), initialRoute: initialRoute),
        "screen coordinator")
    case 3:
      let tabs = (0..<reader.number(below: 4)).map { _ in presentable() }
      do throws(TransitionError) {
        keep(
          try FuzzTabCoordinator(program: self, tabs: tabs, selectIndex: reader.number(below: 4) - 1),
          "tab bar coordinator")
      } catch {
        trace("tab bar coordinator refused: \(error)")
      }
    default:
      guard let window = pickWindow() else { return }
      keep(
        FuzzWindowCoordinator(program: self, window: window, initialRoute: initialRoute),
        "window coordinator")
    }
  }

  /// Makes a router: a strong, weak or unowned router of a router the
  /// program holds, a redirection to one, or a misbehaving custom router.
  func makeRouter() {
    let base = routers.isEmpty ? nil : routers[reader.number(below: routers.count)]
    switch reader.number(below: 5) {
    case 0 where base != nil: keep(base!.strongRouter, "strong router")
    case 1 where base != nil: keep(base!.weakRouter, "weak router")
    case 2 where base != nil: keep(base!.unownedRouter, "unowned router")
    case 3 where base != nil:
      let offset = reader.byte()
      let redirection = RedirectionRouter<UInt8, UInt8>(
        viewController: reader.flag() ? plain() : anyController(), parent: base!
      ) { route in (route &+ offset) | 0x80 }
      keep(redirection, "redirection router")
    default:
      var behaviour = RouterBehaviour.allCases[reader.number(below: RouterBehaviour.allCases.count)]
      // An async trigger waiting for ever would leak (see `triggerAsync()`).
      if behaviour == .neverCompletes, !asyncTriggers.isEmpty { behaviour = .completesLater }
      if behaviour == .neverCompletes { madeSilentRouter = true }
      let router = MisbehavingRouter(
        viewController: reader.flag() ? plain() : anyController(), behaviour: behaviour, program: self)
      keep(router, "misbehaving router (\(behaviour))")
      trace("misbehaving router (\(behaviour)) on \(router.viewController.displayName)")
    }
  }

  // MARK: Triggering

  /// A route on the root coordinator (or on the root's strong router).
  func triggerRootRoute() {
    let options = TransitionOptions(animated: reader.flag())
    let route = reader.byte()
    rootCoordinator?.trigger(route, with: options, completion: completion("root trigger"))
  }

  /// A route triggered on a router the program holds.
  func triggerRouter() {
    guard !routers.isEmpty else { return }
    let router = routers[reader.number(below: routers.count)]
    let options = TransitionOptions(animated: reader.flag())
    router.trigger(reader.byte(), with: options, completion: completion("trigger on \(type(of: router))"))
  }

  /// `contextTrigger` on a library router: a coordinator, a wrapper or a
  /// redirection (never a misbehaving router itself, whose own calls are its business).
  func contextTriggerRouter() {
    let library = routers.filter { !($0 is MisbehavingRouter) }
    guard !library.isEmpty else { return }
    let router = library[reader.number(below: library.count)]
    let options = TransitionOptions(animated: reader.flag())
    router.contextTrigger(
      reader.byte(), with: options, completion: contextCompletion("context trigger on \(type(of: router))"))
  }

  /// A deep link from the root coordinator or a fuzz coordinator; its later
  /// routes go to the routers its transitions presented, or to none at all.
  func deepLink() {
    let options = TransitionOptions(animated: reader.flag())
    let first = reader.byte()
    var rest: [any Sendable] = []
    for _ in 0..<reader.number(below: 4) { rest.append(reader.number(below: 5) == 0 ? "unroutable" : reader.byte()) }
    let done = completion("deep link")
    let coordinators = routers.compactMap { $0 as? Coordinator<UInt8, NavigationController> }
    if reader.flag(), !coordinators.isEmpty {
      coordinators[reader.number(below: coordinators.count)].deepLink(
        first, following: rest, with: options, completion: done)
    } else if let root = rootCoordinator {
      root.deepLink(first, following: rest, with: options, completion: done)
    } else {
      done(.success(()))
    }
  }

  /// Performs `Transition.trigger(_:on:)` (or `.route(_:on:)`) on a
  /// controller, alone or after a push or presentation in a `multiple`.
  func performRouteTransition() {
    let options = TransitionOptions(animated: reader.flag())
    let route = reader.byte() | 0x80
    if let navigation = controller(NavigationController.self), reader.flag() {
      let step: Transition<NavigationController> = routeStep(route)
      let transition: Transition<NavigationController> = reader.flag() ? .multiple(.push(plain()), step) : step
      transition.perform(on: navigation, with: options, completion: completion("route transition"))
    } else {
      let step: Transition<ViewController> = routeStep(route)
      let transition: Transition<ViewController> = reader.flag() ? .multiple(.present(plain()), step) : step
      transition.perform(on: anyController(), with: options, completion: completion("route transition"))
    }
  }

  /// Adds a child to a coordinator, removes one, or asks it to remove the
  /// children that left its tree.
  func editChildren() {
    guard !routers.isEmpty else { return }
    let placeable = placeableRouters
    let other: any Presentable =
      reader.flag() && !placeable.isEmpty ? placeable[reader.number(below: placeable.count)] : anyController()
    switch routers[reader.number(below: routers.count)] {
    case let coordinator as Coordinator<UInt8, NavigationController>: edit(coordinator, other)
    case let coordinator as Coordinator<UInt8, ViewController>: edit(coordinator, other)
    case let coordinator as Coordinator<UInt8, TabBarController>: edit(coordinator, other)
    default: break  // not a coordinator: nothing to edit
    }
  }

  /// Adds `other` as a child of `coordinator`, removes it, or refreshes the children.
  private func edit<Root: ViewController>(_ coordinator: Coordinator<UInt8, Root>, _ other: any Presentable) {
    switch reader.number(below: 3) {
    case 0: coordinator.addChild(other)
    case 1: coordinator.removeChild(other)
    default: coordinator.removeChildrenIfNeeded()
    }
  }

  /// Calls completions misbehaving routers kept: the first one (or all,
  /// at the end), with success or a failure, sometimes twice.
  func completeLater(all: Bool) {
    guard !lateCompletions.isEmpty else { return }
    let taken = all ? lateCompletions : [lateCompletions.removeFirst()]
    if all { lateCompletions.removeAll() }
    let context = TransitionContext(presentables: [], animation: nil)
    for completion in taken {
      completion(reader.flag() ? .success(context) : .failure(.cancelled))
      if reader.flag() { completion(.success(context)) }
    }
  }
}
