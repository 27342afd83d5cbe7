/// Replays a window's saved steps through its coordinators, as one sequence
/// without animation, and reports what became of each step.
///
/// The steps run as the steps of a deep link do: one after another in the
/// window's turn, each triggered on the coordinator its path names once the
/// steps before it have put that coordinator in place. Appearance callbacks
/// wait for the end: only what ends up visible appears.
@MainActor
final class RestorationReplay {
  private let root: RestorationRoot
  private let state: WindowRestorationState
  private let policy: RestorationPolicy
  private let completion: @MainActor (RestorationReport) -> Void
  private var statuses: [RestorationStepStatus?]
  private var cursor = 0
  private var hasStopped = false
  private var hasFailed = false
  private var isFinished = false
  private var hasSelectedTabs = false

  init(
    root: RestorationRoot,
    state: WindowRestorationState,
    policy: RestorationPolicy,
    completion: @escaping @MainActor (RestorationReport) -> Void
  ) {
    self.root = root
    self.state = state
    self.policy = policy
    self.completion = completion
    statuses = Array(repeating: nil, count: state.steps.count)
  }

  /// A replay released before it finished (its sequence was released with
  /// a step that never completed) gives the window its callbacks back.
  isolated deinit {
    if !isFinished { root.window?.endDeferringAppearance() }
  }

  /// Starts the replay in the window's turn.
  func start() {
    let window = root.window
    window?.beginDeferringAppearance()
    let options = TransitionOptions(animated: false)
    let ended: @MainActor (Result<Void, TransitionError>) -> Void = { [self] in sequenceEnded($0) }
    let makeStep: @MainActor (Int) -> Result<TransitionSequence.Step, TransitionError>? = { [self] _ in nextStep() }
    let treeRoot = root.treeRoot
    TransitionRunner.run(in: window, options: options, completion: ended) { turn, finish in
      if let window {
        TransitionSequence(window: window, holding: turn, options: options, completion: finish, makeStep: makeStep)
          .start()
      } else {
        TransitionSequence(root: treeRoot, holding: turn, options: options, completion: finish, makeStep: makeStep)
          .start()
      }
    }
  }

  /// The next step to perform, after marking the steps passed over on the way.
  private func nextStep() -> Result<TransitionSequence.Step, TransitionError>? {
    while cursor < state.steps.count {
      let index = cursor
      cursor += 1
      let step = state.steps[index]
      if hasStopped {
        statuses[index] = .dropped(.notAttempted)
        continue
      }
      if case .skipFailedAndDependents = policy, let dependency = step.dependsOn, dependency >= 0,
        dependency < index, statuses[dependency] != .applied
      {
        statuses[index] = .dropped(.dependsOnDroppedStep(dependency))
        continue
      }
      switch root.resolve(step) {
      case .failure(let reason):
        if let failure = fail(index, reason) { return .failure(failure) }
      case .success(let target):
        return .success(
          TransitionSequence.Step(isCustom: true) { [self] options, completion in
            let lastNumber = RestorationRecording.lastNumber
            target.router.contextTrigger(anyRoute: target.route, with: options) { [self] result in
              switch result {
              case .success:
                if let closed = step.closed, let recorded = RestorationRecording.lastStep,
                  recorded.number > lastNumber
                {
                  Self.close(closed, of: recorded)
                }
                statuses[index] = .applied
                completion(.success(()))
              case .failure(let error):
                if let failure = fail(index, .transitionRefused(error)) {
                  completion(.failure(failure))
                } else {
                  completion(.success(()))
                }
              }
            }
          })
      }
    }
    // Tab selections are not routes the steps hold (a tab tapped by the
    // user): the last step selects the fingerprint's tabs where the tree
    // has the fingerprint's shape.
    guard !hasSelectedTabs, !hasFailed else { return nil }
    hasSelectedTabs = true
    let fingerprint = state.fingerprint.root
    let treeRoot = root.window?.rootViewController ?? root.treeRoot.root
    return .success(
      TransitionSequence.Step(isCustom: true) { _, completion in
        Self.selectTabs(of: fingerprint, in: treeRoot)
        completion(.success(()))
      })
  }

  /// Closes again the screens of a replayed step that were closed when it
  /// was saved, last first: a presented screen is dismissed, the top screen
  /// of a stack is popped. A screen that is neither (the route put it
  /// elsewhere) stays; the report's difference from the fingerprint shows it.
  private static func close(_ ranks: [Int], of step: RecordedStep) {
    for rank in ranks.sorted(by: >) where step.controllers.indices.contains(rank) {
      guard let controller = step.controllers[rank].controller else { continue }
      if controller.presentingViewController != nil, controller.presentedViewController == nil {
        try? controller.dismiss(animated: false)
      } else if let stack = controller.parent as? NavigationController, stack.topViewController === controller,
        stack.viewControllers.count > 1
      {
        _ = try? stack.popViewController(animated: false)
      }
    }
  }

  /// Selects, in each tab bar controller of the tree that stands where the
  /// fingerprint has one with the same title and as many children, the tab
  /// the fingerprint selects. Walked without recursion.
  private static func selectTabs(of fingerprint: ControllerSnapshot?, in root: ViewController) {
    guard let fingerprint else { return }
    var pending: [(ViewController, ControllerSnapshot)] = [(root, fingerprint)]
    while let (controller, snapshot) = pending.popLast() {
      guard controller.title == snapshot.title, controller.children.count == snapshot.children.count else {
        continue
      }
      if let tabs = controller as? TabBarController, let index = snapshot.selectedIndex, tabs.selectedIndex != index {
        try? tabs.select(index: index, animated: false)
      }
      pending.append(contentsOf: zip(controller.children, snapshot.children))
      if let presented = controller.presentation?.controller, let presentedSnapshot = snapshot.presented {
        pending.append((presented, presentedSnapshot))
      }
    }
  }

  /// Records a failed step; returns the error that undoes the whole
  /// sequence when the policy asks for that, `nil` when the sequence goes on.
  private func fail(_ index: Int, _ reason: RestorationDropReason) -> TransitionError? {
    statuses[index] = .dropped(reason)
    switch policy {
    case .stopAtFirstFailure:
      hasStopped = true
      return nil
    case .skipFailedAndDependents:
      return nil
    case .discardAll, .fallBack:
      hasFailed = true
      return .cancelled
    }
  }

  private func sequenceEnded(_ result: Result<Void, TransitionError>) {
    if case .failure(let error) = result {
      // Everything applied was undone; what was not tried is discarded too.
      for index in statuses.indices {
        switch statuses[index] {
        case nil where !hasFailed: statuses[index] = .dropped(.transitionRefused(error))
        case nil, .applied?: statuses[index] = .dropped(.discarded)
        case .dropped?: break
        }
      }
    }
    guard case .fallBack(let route) = policy, hasFailed else {
      finish(outcome: outcome(of: result))
      return
    }
    let router = root.router
    guard router.takes(route) else {
      finish(outcome: .fellBack(error: .noRouter(for: String(describing: route))))
      return
    }
    router.contextTrigger(anyRoute: route, with: TransitionOptions(animated: false)) { [self] result in
      if case .failure(let error) = result {
        finish(outcome: .fellBack(error: error))
      } else {
        finish(outcome: .fellBack(error: nil))
      }
    }
  }

  private func outcome(of result: Result<Void, TransitionError>) -> RestorationOutcome {
    if case .failure = result { return .discarded }
    let applied = statuses.filter { $0 == .applied }.count
    if applied == statuses.count { return .restored }
    return applied == 0 ? .discarded : .partiallyRestored
  }

  private func finish(outcome: RestorationOutcome) {
    guard !isFinished else { return }
    isFinished = true
    root.window?.endDeferringAppearance()
    let steps = state.steps.enumerated().map { index, step in
      RestorationStepReport(
        index: index, coordinator: step.coordinator, routeType: step.routeType, tag: step.tag,
        status: statuses[index] ?? .dropped(.notAttempted))
    }
    let report = RestorationReport(
      outcome: outcome, policy: policy.name, steps: steps,
      difference: RestorationDifference(fingerprint: state.fingerprint, result: root.snapshot))
    root.emit(report)
    completion(report)
  }
}
