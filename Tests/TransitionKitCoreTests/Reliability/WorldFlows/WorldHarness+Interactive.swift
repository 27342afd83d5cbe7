import TransitionKitCore

extension WorldHarness {
  /// The handle at an index (wrapping around), if any.
  func handle(_ index: Int) -> WorldHandle? {
    guard !handles.isEmpty else { return nil }
    didPerform = true
    return handles[index % handles.count]
  }

  /// Begins an interactive transition. Begun on a tree outside every window,
  /// it must be refused with `notInWindow`; any refusal changes nothing and
  /// never calls the completion.
  func begin(_ operation: WorldOperation) throws(WorldFailure) {
    let anchor: ViewController
    var step: WorldStep?
    // Held for the whole operation, as an app holds what it calls: taking
    // the state before may prune the coordinator from its parent.
    var routeCoordinator: (any WorldCoordinating)?
    switch operation {
    case .beginPop(let id):
      guard let navigation = registry.placeable(id) as? NavigationController else { return }
      anchor = navigation
    case .pullDown(let id):
      guard let controller = registry.placeable(id) else { return }
      anchor = controller
    case .beginRoute(let routeStep, let id):
      guard let coordinator = registry.coordinator(id), let root = registry.placeable(id), isUsable(routeStep) else {
        return
      }
      anchor = root
      step = routeStep
      routeCoordinator = coordinator
    default:
      return
    }
    let isOutside = anchor.window == nil
    let before = captureBefore()
    let (ticket, completion) = tickets.start("\(operation)")
    didPerform = true
    let outcome: Result<InteractiveTransition, TransitionError>
    do throws(TransitionError) {
      switch operation {
      case .beginPop:
        outcome = .success(try (anchor as! NavigationController).beginInteractivePop(completion: completion))
      case .pullDown: outcome = .success(try anchor.beginInteractiveDismissal(completion: completion))
      default:
        guard let routeCoordinator, let step else { return }
        outcome = .success(try routeCoordinator.worldBeginInteractive(step, completion: completion))
      }
    } catch {
      outcome = .failure(error)
    }
    switch outcome {
    case .success(let handle):
      statistics.count(nil)
      handles.append(WorldHandle(handle: handle, anchor: anchor, window: anchor.window))
      if isOutside {
        throw WorldFailure(
          category: .interactive, message: "\(operation) began on \(anchor.displayName), which is in no window")
      }
    case .failure(let error):
      statistics.count(error)
      tickets.expect(ticket, .never)
      if isOutside, step?.isSingleOperation ?? true, !error.isNotInWindow {
        throw WorldFailure(
          category: .interactive,
          message: "\(operation) on \(anchor.displayName), in no window, was refused with \(error), not notInWindow")
      }
      try expectUnchanged(before, "\(operation), refused with \(error)")
    }
  }
}
