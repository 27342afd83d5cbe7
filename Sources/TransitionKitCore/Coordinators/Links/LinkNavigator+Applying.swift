/// One route of the chain a navigator applied last: what it presented, and
/// the window's tree once it was done.
@MainActor
struct AppliedLinkStep {
  let route: any Hashable & Sendable
  /// The presentables of the route's transition, held weakly.
  let presentables: [WeakPresentable]
  /// The window's tree just after the route.
  var snapshot: HierarchySnapshot
}

extension LinkNavigator {
  /// Applies a chain as a target state, without the gate: the routes that
  /// already stand stay, the others are triggered as one all-or-nothing change.
  ///
  /// The routes of the chain that stand are the longest first part of it
  /// that this navigator applied last, when the window's tree is exactly as
  /// it was just after that part (``HierarchySnapshot`` equality) and the
  /// coordinators and controllers those routes presented are still in it.
  /// Everything else is rebuilt from the first route that does not stand
  /// (the first route of the chain, when nothing stands), so the first route
  /// of a chain must put its state in place whatever was there — a window's
  /// new root, say. Applying the same chain again changes nothing and
  /// reports ``LinkOutcome/alreadyShown``.
  ///
  /// - Parameters:
  ///   - chain: The routes, the root coordinator's first.
  ///   - options: How the transitions are performed.
  ///   - completion: Receives ``LinkOutcome/applied(kept:performed:)``,
  ///     ``LinkOutcome/alreadyShown`` or ``LinkOutcome/failed(_:)``, once.
  public func apply(
    _ chain: LinkChain,
    with options: TransitionOptions = .default,
    completion: @escaping @MainActor (LinkOutcome) -> Void
  ) {
    guard let window else {
      completion(.failed(.noRouter(for: chain.description)))
      return
    }
    var outcome = LinkOutcome.alreadyShown
    TransitionRunner.run(
      in: window, options: options,
      completion: { result in
        switch result {
        case .success: completion(outcome)
        case .failure(let error): completion(.failed(error))
        }
      },
      work: { [self] turn, finish in
        let kept = standingCount(of: chain, in: window)
        guard kept < chain.routes.count else {
          finish(.success(()))
          return
        }
        let root = root()
        let routers = DeepLinkRouters()
        var steps = Array(applied[..<kept])
        for step in steps { routers.add(step.presentables.compactMap(\.value)) }
        TransitionSequence(
          window: window,
          holding: turn,
          options: options,
          completion: { [self] result in
            if case .success = result {
              if !steps.isEmpty { steps[steps.count - 1].snapshot = window.snapshot }
              applied = steps
              outcome = .applied(kept: kept, performed: chain.routes.count - kept)
            }
            finish(result)
          },
          makeStep: { index -> Result<TransitionSequence.Step, TransitionError>? in
            guard kept + index < chain.routes.count else { return nil }
            let route = chain.routes[kept + index]
            guard let router = routers.router(taking: route) ?? root.flatMap({ $0.takes(route) ? $0 : nil }) else {
              return .failure(.noRouter(for: String(describing: route)))
            }
            // The router's transition is unknown here and may be custom: the queue is lent to it.
            return .success(
              TransitionSequence.Step(isCustom: true) { stepOptions, stepCompletion in
                router.contextTrigger(anyRoute: route, with: stepOptions) { result in
                  switch result {
                  case .success(let context):
                    routers.add(context.presentables)
                    steps.append(
                      AppliedLinkStep(
                        route: route, presentables: context.presentables.map { WeakPresentable(value: $0) },
                        snapshot: window.snapshot))
                    stepCompletion(.success(()))
                  case .failure(let error):
                    stepCompletion(.failure(error))
                  }
                }
              })
          }
        ).start()
      })
  }

  /// Applies a chain as a target state, without the gate, and returns the
  /// outcome: see ``apply(_:with:completion:)``.
  ///
  /// - Parameters:
  ///   - chain: The routes, the root coordinator's first.
  ///   - options: How the transitions are performed.
  /// - Returns: The outcome.
  @discardableResult
  public func apply(_ chain: LinkChain, with options: TransitionOptions = .default) async -> LinkOutcome {
    await withCheckedContinuation { continuation in
      apply(chain, with: options) { continuation.resume(returning: $0) }
    }
  }

  /// How many routes of a chain stand: the longest first part of the chain
  /// applied last that it shares, whose tree the window still shows as it
  /// was, and whose presentables are all still in it.
  func standingCount(of chain: LinkChain, in window: Window) -> Int {
    var shared = 0
    while shared < Swift.min(chain.routes.count, applied.count),
      LinkChain.same(chain.routes[shared], applied[shared].route)
    {
      shared += 1
    }
    guard shared > 0 else { return 0 }
    let now = window.snapshot
    guard let kept = (1...shared).reversed().first(where: { applied[$0 - 1].snapshot == now }) else { return 0 }
    let inTree = TreeMembership(root: window.rootViewController)
    for step in applied[..<kept] {
      for weak in step.presentables {
        guard let presentable = weak.value else { return 0 }
        let controller = CoordinatorNode.node(of: presentable)?.lifetimeController ?? presentable.viewController
        guard inTree.contains(controller) else { return 0 }
      }
    }
    return kept
  }
}
