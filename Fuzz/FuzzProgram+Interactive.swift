extension FuzzProgram {
  /// Starts an interactive transition of a kind on a controller the program
  /// holds (in a window or not: outside every window it must be refused).
  func beginInteractive(_ kind: FuzzOperation) {
    switch kind {
    case .beginInteractivePop:
      guard let navigation = controller(NavigationController.self) else { return }
      beginPop(on: navigation)
    case .beginInteractiveDismissal:
      beginPullDown(on: anyController())
    case .beginInteractiveRoute:
      guard !routers.isEmpty else { return }
      beginRoute(on: routers[reader.number(below: routers.count)])
    default:  // .beginInteractiveTransition
      beginTransition(on: anyController())
    }
  }

  /// Starts an interactive transition on a tree outside every window (one
  /// the program holds, or a new one): it must be refused with `notInWindow`,
  /// change nothing and call no completion.
  func beginOutsideWindow() {
    let outside = controllers.filter { $0.window == nil }
    let target = outside.isEmpty ? make(Int(reader.byte())) : outside[reader.number(below: outside.count)]
    switch reader.number(below: 4) {
    case 0:
      if let navigation = target as? NavigationController {
        beginPop(on: navigation)
      } else {
        beginPullDown(on: target)
      }
    case 1: beginPullDown(on: target)
    case 2:
      let coordinators = routers.filter { $0.viewController.window == nil }
      if coordinators.isEmpty {
        beginTransition(on: target)
      } else {
        beginRoute(on: coordinators[reader.number(below: coordinators.count)])
      }
    default: beginTransition(on: target)
    }
  }

  /// `beginInteractivePop`, as the swipe back does.
  private func beginPop(on navigation: NavigationController) {
    let animation = animation()
    begin("interactive pop", on: navigation) { done throws(TransitionError) in
      try navigation.beginInteractivePop(animation: animation, completion: done)
    }
  }

  /// `beginInteractiveDismissal`, as a pull-down does.
  private func beginPullDown(on target: ViewController) {
    let animation = animation()
    begin("pull-down", on: target) { done throws(TransitionError) in
      try target.beginInteractiveDismissal(animation: animation, completion: done)
    }
  }

  /// A coordinator's `beginInteractiveTransition(for:)`, when the router is
  /// a coordinator (its route may be no single change: then it is refused).
  private func beginRoute(on router: any Router<UInt8>) {
    let route = reader.byte()
    switch router {
    case let coordinator as Coordinator<UInt8, NavigationController>: beginRoute(route, on: coordinator)
    case let coordinator as Coordinator<UInt8, ViewController>: beginRoute(route, on: coordinator)
    case let coordinator as Coordinator<UInt8, TabBarController>: beginRoute(route, on: coordinator)
    default: break  // not a coordinator: it has no interactive routes
    }
  }

  /// A coordinator's `beginInteractiveTransition(for:)`.
  private func beginRoute<Root: ViewController>(_ route: UInt8, on coordinator: Coordinator<UInt8, Root>) {
    begin("interactive route", on: coordinator.rootViewController, mayBeUnsupported: true) {
      done throws(TransitionError) in
      try coordinator.beginInteractiveTransition(for: route, completion: done)
    }
  }

  /// `performInteractively(on:)` of a single-change transition: on a
  /// navigation controller a push, pop or new stack; on any other
  /// controller a presentation, dismissal or embedding.
  private func beginTransition(on target: ViewController) {
    let animation = animation()
    if let navigation = target as? NavigationController {
      let transition: Transition<NavigationController> =
        switch reader.number(below: 4) {
        case 0: .push(presentable(), animation: animation)
        case 1: .pop(animation: animation)
        case 2: .set([insertable(), insertable()], animation: animation)
        default: .popToRoot(animation: animation)
        }
      begin("interactive navigation transition", on: navigation) { done throws(TransitionError) in
        try transition.performInteractively(on: navigation, completion: done)
      }
    } else {
      let transition: Transition<ViewController> =
        switch reader.number(below: 3) {
        case 0: .present(presentable(), animation: animation)
        case 1: .dismiss(animation: animation)
        default: .embed(insertable(), in: anyController(), replacing: reader.flag())
        }
      begin("interactive transition", on: target) { done throws(TransitionError) in
        try transition.performInteractively(on: target, completion: done)
      }
    }
  }

  /// Moves, finishes, cancels or drops a handle, with any progress or
  /// velocity: ±infinity, NaN, huge and tiny values included. A dropped
  /// handle that still waits for the hand cancels itself. A cancel whose undo would
  /// put a controller back below itself (it now presents or contains the
  /// place it was taken from) finishes the transition instead: its completion
  /// then reports success, which the program accepts like any outcome.
  func driveInteractive(_ kind: FuzzOperation) {
    guard !handles.isEmpty else { return }
    let index = reader.number(below: handles.count)
    let handle = handles[index]
    switch kind {
    case .updateInteractive: handle.update(reader.flag() ? Double(reader.byte()) / 255 : reader.double())
    case .finishInteractive: handle.finish(velocity: reader.double())
    case .cancelInteractive: handle.cancel(velocity: reader.double())
    default: drop(at: index)  // .dropInteractive
    }
    let progress = handle.progress
    if !(0...1).contains(progress) { violation("an interactive transition's progress is \(progress)") }
  }

  /// Lets go of a handle: one still waiting for the hand cancels.
  func drop(at index: Int) {
    handles.remove(at: index)
  }
}
