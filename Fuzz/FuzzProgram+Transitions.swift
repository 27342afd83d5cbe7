extension FuzzProgram {
  /// Performs a transition on a navigation controller, a tab bar controller
  /// or any controller: one step or a `multiple` of up to three, many of
  /// which fail half-way.
  func performTransition() {
    let options = TransitionOptions(animated: reader.flag())
    if let navigation = controller(NavigationController.self), reader.flag() {
      /// A step of a transition on the navigation controller.
      func step() -> Transition<NavigationController> {
        switch reader.number(below: 7) {
        case 0: .push(presentable(), animation: animation())
        case 1: .pop(animation: animation())
        case 2: .pop(to: anyController())
        case 3: .set((0..<reader.number(below: 3)).map { _ in presentable() })
        case 4: .present(presentable(), animation: animation())
        case 5: .dismiss()
        default: .popToRoot()
        }
      }
      let transition: Transition<NavigationController> =
        reader.flag() ? .multiple((0..<(1 + reader.number(below: 3))).map { _ in step() }) : step()
      transition.perform(on: navigation, with: options, completion: completion("navigation transition"))
    } else if let tabs = controller(TabBarController.self), reader.flag() {
      let transition: Transition<TabBarController> =
        reader.flag() ? .select(index: reader.number(below: 4) - 1) : .set([presentable(), insertable()])
      transition.perform(on: tabs, with: options, completion: completion("tab transition"))
    } else {
      let root = anyController()
      let transition: Transition<ViewController> =
        reader.flag() ? .multiple((0..<(1 + reader.number(below: 3))).map { _ in controllerStep() }) : controllerStep()
      transition.perform(on: root, with: options, completion: completion("transition"))
    }
  }

  /// A step of a transition on any controller.
  private func controllerStep() -> Transition<ViewController> {
    switch reader.number(below: 6) {
    case 0: .present(presentable(), animation: animation())
    case 1: .dismiss(animation: animation())
    case 2: .dismissToRoot()
    case 3: .embed(insertable(), in: anyController(), replacing: reader.flag())
    case 4: .show(presentable())
    default: .showDetail(insertable())
    }
  }

  // MARK: Routes

  /// The root coordinator's transition for a route.
  func rootRoute(_ route: UInt8) -> Transition<NavigationController> {
    switch route % 8 {
    case 0: .push(plain(), animation: route & 8 == 0 ? nil : animation())
    case 1: .pop()
    case 2: .present(make(Int(route >> 3)))
    case 3: .dismiss()
    case 4: .push(childCoordinator())
    case 5: .multiple(.push(plain()), .pop(to: plain()))
    case 6: .popToRoot()
    default: .set([plain(), childCoordinator()])
    }
  }

  /// Makes a child coordinator for the root coordinator's routes (a closure
  /// coordinator on a plain controller), held by the program too.
  private func childCoordinator() -> BasicCoordinator<UInt8, ViewController> {
    let coordinator = BasicCoordinator<UInt8, ViewController>(rootViewController: plain()) { [weak self] route in
      guard let self else { return .none() }
      switch route % 4 {
      case 0: return .present(self.plain())
      case 1: return .dismiss()
      case 2: return .embed(self.plain(), in: self.anyController())
      default: return .multiple(.present(self.plain()), .dismissToRoot(), .dismiss())
      }
    }
    track(coordinator, "child coordinator")
    if routers.count < 16, !isLettingGo { routers.append(coordinator) }
    return coordinator
  }

  /// Whether a route may trigger routes on other routers. Routes with the
  /// high bit set never do, and the routes passed on to other routers have
  /// it set, so that routers never trigger each other without end.
  private func mayChain(_ route: UInt8) -> Bool { route & 0x80 == 0 }

  /// A route passed on to another router: one that passes nothing on.
  private func chained(_ route: UInt8) -> UInt8 { route | 0x80 }

  /// A fuzz navigation coordinator's transition for a route.
  func navigationRoute(_ route: UInt8) -> Transition<NavigationController> {
    switch route % 10 {
    case 0: return .push(plain(), animation: animation())
    case 1: return .pop(animation: animation())
    case 2: return .present(make(Int(reader.byte())), animation: animation())
    case 3: return .dismiss(animation: animation())
    case 4: return .push(presentable())
    case 5: return .set([plain(), presentable()])
    case 6: return .popToRoot(animation: animation())
    case 7 where mayChain(route): return .multiple(.push(plain()), routeStep(chained(route)))
    case 8 where mayChain(route): return routeStep(chained(route))
    default: return reader.flag() ? .none() : .fail(.cancelled)
    }
  }

  /// A fuzz screen coordinator's transition for a route.
  func screenRoute(_ route: UInt8) -> Transition<ViewController> {
    switch route % 8 {
    case 0: return .present(presentable(), animation: animation())
    case 1: return .dismiss(animation: animation())
    case 2: return .dismissToRoot()
    case 3: return .embed(insertable(), in: anyController(), replacing: reader.flag())
    case 4: return .show(presentable())
    case 5 where mayChain(route): return .multiple(.present(plain()), routeStep(chained(route)))
    case 6 where mayChain(route): return routeStep(chained(route))
    default: return reader.flag() ? .none() : .fail(.noRouter(for: "fuzz"))
    }
  }

  /// A fuzz tab bar coordinator's transition for a route.
  func tabRoute(_ route: UInt8) -> Transition<TabBarController> {
    switch route % 6 {
    case 0: return .select(index: Int(route >> 3) % 4 - 1, animation: animation())
    case 1: return .set([presentable(), presentable()], animation: animation())
    case 2: return .present(presentable(), animation: animation())
    case 3: return .dismiss()
    case 4 where mayChain(route): return routeStep(chained(route))
    default: return .select(presentable())
    }
  }

  /// A fuzz window coordinator's transition for a route: a new root (maybe
  /// placed already, maybe a router that is gone), nothing, or a failure.
  func windowRoute(_ route: UInt8) -> WindowTransition {
    switch route % 4 {
    case 0, 1: return .setRoot(presentable(), makeKeyAndVisible: reader.flag())
    case 2: return .none()
    default: return .fail(.cancelled)
    }
  }

  /// A step that triggers a route on another router, through
  /// `Transition.trigger(_:on:)` or, on a coordinator, `Transition.route(_:on:)`.
  func routeStep<Root: ViewController>(_ route: UInt8) -> Transition<Root> {
    guard !routers.isEmpty else { return .none() }
    let router = routers[reader.number(below: routers.count)]
    if reader.flag() {
      if let coordinator = router as? Coordinator<UInt8, NavigationController> { return .route(route, on: coordinator) }
      if let coordinator = router as? Coordinator<UInt8, ViewController> { return .route(route, on: coordinator) }
    }
    return .trigger(route, on: router)
  }
}
