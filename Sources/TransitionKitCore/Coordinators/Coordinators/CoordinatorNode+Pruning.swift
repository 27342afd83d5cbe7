extension CoordinatorNode {
  /// Refreshes this node and every node below it, without recursion (a
  /// coordinator tree may be deep). This node must be the top of its tree
  /// or in the tree.
  ///
  /// - Parameter detached: Receives the removed children that keep children
  ///   of their own (the tops of new trees).
  ///   - adopting: For a tree split off by a refresh from the log, where the
  ///     coordinators that stay in the tree below the children removed are.
  func refreshSubtree(
    in tree: TreeMembership, top: CoordinatorNode, detached: inout [CoordinatorNode], adopting plan: AdoptionPlan? = nil
  ) {
    var pending = [self]
    while let node = pending.popLast() {
      node.pruneChildren(in: tree, top: top, detached: &detached, adopting: plan, queueingChildrenOn: &pending)
    }
    // Of the nodes refreshed, only a top observes its window.
    observeWindow()
  }

  /// Removes the children whose lifetime controllers are no longer in the
  /// tree, in one pass, the last first (as removing them one by one would);
  /// then adopts the coordinators below them that are still in the tree.
  /// The nodes of the children it ends with go on `pending`, the first
  /// last (to come off first): those it kept, as it finds them (a node is
  /// looked up once), or, when it removed some, its children afterwards.
  private func pruneChildren(
    in tree: TreeMembership, top: CoordinatorNode, detached: inout [CoordinatorNode], adopting plan: AdoptionPlan?,
    queueingChildrenOn pending: inout [CoordinatorNode]
  ) {
    guard !children.isEmpty else { return }
    let firstQueued = pending.count
    // The children kept are listed only once one was removed: usually none is.
    var kept: [any Presentable]?
    var removed: [(child: any Presentable, index: Int)] = []
    for (index, child) in children.enumerated() {
      let node = Self.node(of: child)
      if tree.contains(node?.lifetimeController) {
        kept?.append(child)
        node?.markLifetime()
        if let node { pending.append(node) }
      } else {
        if kept == nil { kept = Array(children[..<index]) }
        removed.append((child, index))
      }
    }
    guard let kept else {
      // Reversed in place (reversing a slice would copy it).
      var low = firstQueued
      var high = pending.count - 1
      while low < high {
        pending.swapAt(low, high)
        low += 1
        high -= 1
      }
      return
    }
    // Adoption adds children: they are queued once it is done.
    pending.removeSubrange(firstQueued...)
    children = kept
    removeChildren(removed, in: tree, top: top, detached: &detached, adopting: plan)
    for child in children.reversed() {
      if let childNode = Self.node(of: child) { pending.append(childNode) }
    }
  }

  /// Takes out children already cut from ``children`` (in the order of
  /// their former indices), adopts the coordinators below them that stay,
  /// and hands on those that keep children as the tops of new trees.
  ///
  /// - Returns: The coordinators adopted.
  @discardableResult
  func removeChildren(
    _ removed: [(child: any Presentable, index: Int)], in tree: TreeMembership, top: CoordinatorNode,
    detached: inout [CoordinatorNode], adopting plan: AdoptionPlan?
  ) -> [CoordinatorNode] {
    for (child, index) in removed.reversed() {
      Self.node(of: child)?.parent = nil
      record(.removed(self, child, index), top: top)
    }
    let adopted =
      if let plan {
        adopt(plan.adoptions(below: removed.compactMap { Self.node(of: $0.child) }), top: top)
      } else {
        adoptDescendants(of: removed.map(\.child), in: tree, top: top)
      }
    for (child, _) in removed {
      if let node = Self.node(of: child), !node.children.isEmpty { detached.append(node) }
    }
    return adopted
  }
}
