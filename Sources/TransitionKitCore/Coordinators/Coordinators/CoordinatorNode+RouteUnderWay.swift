extension CoordinatorNode {
  /// A coordinator's route while the call that performs it runs (see
  /// `Coordinator.run`), and what the tree it started in was asked for
  /// meanwhile.
  ///
  /// A route's end refreshes the tree of the node that ran it. A change that
  /// takes controllers out of that tree's window while the route runs asks
  /// the tree's top for a prune once the window settles; when the route's
  /// end refreshes the same top's tree after that change, the prune would
  /// find nothing to do, and it is not scheduled: the route notes that it
  /// was asked for, and schedules it as the change would have only if its
  /// end did not refresh that tree (it waited for a sequence or an open
  /// change, or the node had moved to another tree). A change after the
  /// refresh (made by the route's completion, say) schedules its prune as
  /// usual.
  struct RouteUnderWay {
    /// The identity of ``top``, compared without reading the reference.
    let topID: ObjectIdentifier
    /// The top of the tree the route started in.
    let top: WeakNode
    /// The window of the change that asked for a prune, once one did.
    var pruneAskedIn: WindowReference?
    /// Whether the route's end refreshed the tree of ``top``.
    var refreshedTree = false
  }

  /// The route whose call runs now, innermost; an outer one is kept by the
  /// inner one's caller (see ``beginRoute(in:)``). Read and changed field by
  /// field, never copied whole: a copy would retain the references it holds.
  @exclusivity(unchecked) private static var routeUnderWay: RouteUnderWay?

  /// Starts noting what a route run by a node of the tree whose top is
  /// `top` is asked for.
  /// - Returns: The route it interrupts, for ``endRoute(restoring:)``.
  static func beginRoute(in top: CoordinatorNode) -> RouteUnderWay? {
    var outer: RouteUnderWay? = RouteUnderWay(topID: ObjectIdentifier(top), top: WeakNode(node: top))
    swap(&outer, &routeUnderWay)
    return outer
  }

  /// Ends the route begun last, going back to the one it interrupted, and
  /// schedules the prune it was asked for unless its end refreshed the tree.
  static func endRoute(restoring outer: consuming RouteUnderWay?) {
    swap(&outer, &routeUnderWay)
    guard let ended = outer, !ended.refreshedTree, let window = ended.pruneAskedIn?.wrappedValue,
      let top = ended.top.node
    else { return }
    top.schedulePrune(in: window)
  }

  /// Whether the route under way takes over the prune a change in `window`
  /// asks of this top: it was started in this top's tree, and its end has
  /// not refreshed the tree yet.
  func leavesPruneToRouteUnderWay(in window: Window) -> Bool {
    guard Self.routeUnderWay?.topID == ObjectIdentifier(self), Self.routeUnderWay?.refreshedTree == false,
      Self.routeUnderWay?.top.node === self
    else { return false }
    // The window the tree observes now, should it have moved meanwhile.
    Self.routeUnderWay?.pruneAskedIn = WindowReference(wrappedValue: window)
    return true
  }

  /// Notes that the tree of `top` was refreshed as a route ended.
  static func noteRouteEndRefreshed(_ top: CoordinatorNode) {
    if routeUnderWay?.topID == ObjectIdentifier(top) { routeUnderWay?.refreshedTree = true }
  }
}
