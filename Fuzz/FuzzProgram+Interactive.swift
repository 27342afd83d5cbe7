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
      let pickable = pickableRouters
      guard !pickable.isEmpty else { return }
      beginRoute(on: pickable[reader.number(below: pickable.count)])
    default:  // .beginInteractiveTransition
      beginTransition(on: anyController())
    }
  }

  /// Starts an interactive transition on a tree outside every window (one
  /// the program holds, or a new one): it must be refused with `notInWindow`,
  /// change nothing and call no completion.
  func beginOutsideWindow() {
    let outside = pickableControllers.filter { $0.window == nil }
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
      let coordinators = pickableRouters.filter { $0.viewController.window == nil }
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
  /// velocity: ±infinity, NaN, huge and tiny values included.
  func driveInteractive(_ kind: FuzzOperation) {
    guard !handles.isEmpty else { return }
    let index = reader.number(below: handles.count)
    let held = handles[index]
    switch kind {
    case .updateInteractive: held.handle.update(reader.flag() ? Double(reader.byte()) / 255 : reader.double())
    case .finishInteractive: end(held, finishing: true, velocity: reader.double())
    case .cancelInteractive: end(held, finishing: false, velocity: reader.double())
    default: drop(at: index)  // .dropInteractive
    }
    let progress = held.handle.progress
    if !(0...1).contains(progress) { violation("an interactive transition's progress is \(progress)") }
  }

  /// Lets go of a handle: one still waiting for the hand cancels (see ``end(_:finishing:velocity:)``).
  func drop(at index: Int) {
    let held = handles.remove(at: index)
    if held.handle.state == .interacting { end(held, finishing: false, velocity: 0) }
  }

  /// Finishes or cancels an interactive transition.
  ///
  /// Known issue (Fuzz/finding-cancel-makes-a-cycle.bin): cancelling puts back
  /// what the change took out where it was, even when that controller has
  /// since become an ancestor of the place (a popped controller that now
  /// presents its old navigation controller): the tree becomes a cycle, and
  /// the next walk up it never ends. Unless TRANSITIONKIT_FUZZ_STRICT is set,
  /// such a transition is finished instead, and the controllers a transition
  /// took out are not picked for any operation while it may still be
  /// cancelled (``isLocked(_:)``), since a cancel already under way would
  /// put them back when its animation ends.
  func end(_ held: HeldTransition, finishing: Bool, velocity: Double) {
    if finishing {
      held.handle.finish(velocity: velocity)
    } else if !isStrict, held.cancelWouldMakeACycle {
      trace("cancelling would make a cycle: finishing instead")
      held.handle.finish(velocity: velocity)
    } else {
      held.handle.cancel(velocity: velocity)
    }
  }

  /// Whether a controller was taken out by an interactive transition that
  /// may still be cancelled (waiting for the hand, or cancelling): unless
  /// TRANSITIONKIT_FUZZ_STRICT is set, it is not picked for any operation.
  func isLocked(_ controller: ViewController) -> Bool {
    guard !isStrict else { return false }
    return handles.contains { held in
      (held.handle.state == .interacting || held.handle.state == .cancelling)
        && held.takenOut.contains { $0.controller === controller }
    }
  }
}

/// An interactive transition's handle, and the controllers its change took
/// out of their places (with those places), held weakly.
@MainActor
final class HeldTransition {
  /// A controller and the container or presenter it was in.
  struct Placement {
    /// The controller.
    weak var controller: ViewController?
    /// Its parent, or the controller presenting it.
    weak var host: ViewController?
  }

  /// The handle.
  let handle: InteractiveTransition
  /// The controllers the change took out, and where they were.
  let takenOut: [Placement]

  /// Notes which of `placementsBefore` the change took out.
  init(handle: InteractiveTransition, placementsBefore: [Placement]) {
    self.handle = handle
    takenOut = placementsBefore.filter { placement in
      guard let controller = placement.controller, let host = placement.host else { return false }
      return controller.parent !== host && controller.presenter !== host
    }
  }

  /// Every controller of a tree with its parent or presenter.
  static func placements(in root: ViewController) -> [Placement] {
    var placements: [Placement] = []
    var pending = [root]
    while let controller = pending.popLast() {
      for child in controller.children {
        placements.append(Placement(controller: child, host: controller))
        pending.append(child)
      }
      if let presented = controller.presentation?.controller {
        placements.append(Placement(controller: presented, host: controller))
        pending.append(presented)
      }
    }
    return placements
  }

  /// Whether putting a controller back where it was would put it below itself.
  var cancelWouldMakeACycle: Bool {
    takenOut.contains { placement in
      guard let controller = placement.controller, let host = placement.host else { return false }
      return controller.isAncestorOrSelf(of: host)
    }
  }
}
