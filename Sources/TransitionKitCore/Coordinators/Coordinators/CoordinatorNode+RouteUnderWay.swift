extension CoordinatorNode {
  /// A coordinator's route while the call that performs it runs (see
  /// `Coordinator.run`), and what the tree it runs in was asked for
  /// meanwhile.
  ///
  /// A route's end refreshes the tree of the node that ran it. A change that
  /// takes controllers out of that tree's window while the route runs asks
  /// the tree's top for a prune once the window settles; when the route's
  /// end refreshes the same top's tree after that change, that refresh is
  /// the prune, and no other is scheduled: the route notes that it was asked
  /// for, and schedules it as the change would have only if its end did not
  /// refresh that tree (the transition ends later, or the refresh waits for
  /// a sequence or an open change, or the node moved to another tree). A
  /// change after the refresh (made by the route's completion, say)
  /// schedules its prune as usual. What the prune would also have caught,
  /// a child added from outside a transition by the route's completion, is
  /// checked at the end of the tree's next transition instead.
  ///
  /// Starting a route costs next to nothing: the route keeps its own node
  /// without retaining it (the coordinator running the route holds it for
  /// the call), and the tree's top is looked for only when a change asks
  /// for a prune. Every field is a plain value, so that keeping and
  /// restoring a route makes no retain or release: the handle of the top
  /// that asked (which does not keep the top alive, as the window's
  /// observation did not) is retained by hand while it waits (see
  /// ``leavesPruneToRouteUnderWay()``), and released when the route's end
  /// refreshes the top's tree or schedules its prune.
  struct RouteUnderWay {
    /// The node running the route.
    let node: Unmanaged<CoordinatorNode>
    /// The handle of the top that asked for a prune, once one did, retained.
    var pruneAskedBy: Unmanaged<LifetimeHandle<CoordinatorNode>>?
    /// Whether the route's end refreshed its tree.
    var hasRefreshed = false
  }

  /// The route whose call runs now, innermost; an outer one is kept by the
  /// inner one's caller (see ``beginRoute(of:)``).
  @exclusivity(unchecked) private static var routeUnderWay: RouteUnderWay?

  /// Starts noting what a route that `node` runs is asked for.
  /// - Returns: The route it interrupts, for ``endRoute(restoring:)``.
  static func beginRoute(of node: CoordinatorNode) -> RouteUnderWay? {
    let outer = routeUnderWay
    routeUnderWay = RouteUnderWay(node: Unmanaged.passUnretained(node))
    return outer
  }

  /// Ends the route begun last, going back to the one it interrupted, and
  /// schedules the prune it was asked for unless its end refreshed the tree:
  /// in the window the top observes, if it is still a top in one. A top that
  /// has joined another tree since is checked with that tree, from the end
  /// of its next transition on, as a child added from outside one.
  @inline(__always) static func endRoute(restoring outer: RouteUnderWay?) {
    let asked = routeUnderWay?.pruneAskedBy
    routeUnderWay = outer
    guard let top = asked?.takeRetainedValue().object, let window = top.observedWindow else { return }
    top.schedulePrune(in: window)
  }

  /// Whether the route under way takes over the prune a change in the
  /// window this top observes asks of it: the route runs in this top's
  /// tree, its end has not refreshed the tree yet, and no other top asked it
  /// first.
  func leavesPruneToRouteUnderWay() -> Bool {
    guard let route = Self.routeUnderWay, !route.hasRefreshed else { return false }
    if let asked = route.pruneAskedBy { return asked.takeUnretainedValue() === lifetimeHandle }
    guard route.node.takeUnretainedValue().topmost === self else { return false }
    Self.routeUnderWay?.pruneAskedBy = Unmanaged.passRetained(lifetimeHandle)
    return true
  }

  /// Notes that the tree of `top` was refreshed as the route under way
  /// ended: a prune asked of that top before is done, and a change from now
  /// on asks for its own.
  @inline(__always) static func noteRouteEndRefreshed(_ top: CoordinatorNode) {
    guard let route = routeUnderWay else { return }
    routeUnderWay?.hasRefreshed = true
    if let asked = route.pruneAskedBy, asked.takeUnretainedValue() === top.lifetimeHandle {
      routeUnderWay?.pruneAskedBy = nil
      asked.release()
    }
  }
}
