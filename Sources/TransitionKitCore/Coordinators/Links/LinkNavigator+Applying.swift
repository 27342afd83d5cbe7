extension LinkNavigator {
  /// Applies a chain as a target state, without the gate: the routes that
  /// already stand stay, the others are triggered as one all-or-nothing change.
  ///
  /// The routes of the chain that stand are the longest first part of it
  /// that led, one route on the tree the one before left, to the tree the
  /// window shows now (``HierarchySnapshot`` equality), with the
  /// coordinators and controllers those routes presented still in it —
  /// whoever took them: an earlier link, or the user by hand through the
  /// same coordinators. The window remembers the last 64 routes taken at
  /// the top level (not inside another route) once a navigator opens links
  /// in it. Everything else is rebuilt from the first route that does not
  /// stand (the first route of the chain, when nothing stands), so the first
  /// route of a chain must put its state in place whatever was there — a
  /// window's new root, say. Applying the same chain again changes nothing
  /// and reports ``LinkOutcome/alreadyShown``.
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
        let standing = standingRoutes(of: chain, in: window)
        let kept = standing.count
        guard kept < chain.routes.count else {
          finish(.success(()))
          return
        }
        let root = root()
        let routers = DeepLinkRouters()
        for entry in standing { routers.add(entry.presentables.compactMap(\.value)) }
        var lastEntry: RouteTrailEntry?
        TransitionSequence(
          window: window,
          holding: turn,
          options: options,
          completion: { result in
            if case .success = result {
              // The last route's tree is the one the whole change left.
              if let trail = window.routeTrail { lastEntry?.end = trail.state(of: window.snapshot) }
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
                    lastEntry = window.routeTrail?.entries.last.flatMap { $0.route == AnyHashable(route) ? $0 : nil }
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

  /// The routes of a chain that stand, as the route trail's entries that
  /// put them there: the longest first part of the chain that led, route by
  /// route, to the tree the window shows now.
  ///
  /// A part stands when its routes were taken one after another, each on a
  /// tree equal to the one the route before it left (whoever took them: a
  /// link, or the user), the first by the root coordinator and each next
  /// one by the router a link would give it; when the window shows the tree
  /// the last one left; and when everything they presented is still in it.
  func standingRoutes(of chain: LinkChain, in window: Window) -> [RouteTrailEntry] {
    guard let first = chain.routes.first, let trail = window.routeTrail, let root = root(),
      let rootNode = Self.node(of: root), let now = trail.existingState(of: window.snapshot)
    else { return [] }
    let inTree = TreeMembership(root: window.rootViewController)
    let firstRoute = AnyHashable(first)
    // Paths of routes that follow the chain so far, one per last entry;
    // each route of the trail stands for one route of the chain at most.
    var paths: [[RouteTrailEntry]] = trail.entries.compactMap { entry in
      entry.node === rootNode && entry.route == firstRoute && Self.isInTree(entry, inTree) ? [entry] : nil
    }
    var best: [RouteTrailEntry] = []
    while let length = paths.first?.count {
      if let reached = paths.first(where: { $0.last?.end === now }) { best = reached }
      guard length < chain.routes.count else { break }
      let route = chain.routes[length]
      let routeKey = AnyHashable(route)
      var next: [[RouteTrailEntry]] = []
      var lasts: Set<ObjectIdentifier> = []
      for path in paths {
        guard let end = path.last?.end else { continue }
        let routers = DeepLinkRouters()
        for entry in path { routers.add(entry.presentables.compactMap(\.value)) }
        guard let router = routers.router(taking: route) ?? (root.takes(route) ? root : nil),
          let routerNode = Self.node(of: router)
        else { continue }
        for entry in trail.entries
        where entry.start === end && entry.route == routeKey && entry.node === routerNode
          && !path.contains(where: { $0 === entry }) && Self.isInTree(entry, inTree)
          && lasts.insert(ObjectIdentifier(entry)).inserted
        {
          next.append(path + [entry])
        }
      }
      paths = next
    }
    return best
  }

  /// Whether everything a route presented is still in the tree.
  private static func isInTree(_ entry: RouteTrailEntry, _ inTree: TreeMembership) -> Bool {
    entry.presentables.allSatisfy { weak in
      guard let presentable = weak.value else { return false }
      let controller = CoordinatorNode.node(of: presentable)?.lifetimeController ?? presentable.viewController
      return inTree.contains(controller)
    }
  }

  /// The coordinator of a router: itself, or the one a type-erased router wraps.
  private static func node(of router: any Router) -> CoordinatorNode? {
    CoordinatorNode.node(of: router) ?? router.viewController.owningCoordinator.flatMap(CoordinatorNode.node(of:))
  }
}
