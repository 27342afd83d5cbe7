/// Moving coordinators to the nearest ancestor that stays in the tree, when
/// the coordinator they hang from leaves it.
extension CoordinatorNode {
  /// Moves here the coordinators below children that left the tree whose own
  /// lifetime controllers are still in it: this node is their nearest
  /// ancestor that stays. The subtrees are walked in depth-first order,
  /// without recursion; a moved coordinator keeps its own children.
  ///
  /// Each move is journaled as a removal from the old parent and an
  /// addition here, so that a failed trigger puts it back.
  func adoptDescendants(
    of removed: [any Presentable], in tree: TreeMembership, top: CoordinatorNode
  ) -> [CoordinatorNode] {
    var adopted: [CoordinatorNode] = []
    var pending = removed.reversed().compactMap { Self.node(of: $0) }
    while let node = pending.popLast() {
      // Out of the tree: its flow, if a parent follows it, is over.
      node.flowLeftTree()
      guard !node.children.isEmpty else { continue }
      let remaining = takeChildren(of: node, top: top, adopted: &adopted) {
        tree.contains(Self.node(of: $0)?.lifetimeController)
      }
      for child in remaining.reversed() {
        if let childNode = Self.node(of: child) { pending.append(childNode) }
      }
    }
    return adopted
  }

  /// Moves here the children of `holder` that `moves` picks, in their
  /// order, each journaled as a removal there and an addition here, so that
  /// a failed trigger puts it back.
  ///
  /// - Parameters:
  ///   - holder: The node the children leave.
  ///   - top: The top of the tree whose journals record the moves.
  ///   - adopted: Receives the nodes of the children moved.
  ///   - moves: Whether a child moves here.
  /// - Returns: The children that stay with `holder`, in order.
  @discardableResult
  func takeChildren(
    of holder: CoordinatorNode, top: CoordinatorNode, adopted: inout [CoordinatorNode],
    where moves: (any Presentable) -> Bool
  ) -> [any Presentable] {
    var remaining: [any Presentable] = []
    var moved: [(child: any Presentable, index: Int)] = []
    for (index, child) in holder.children.enumerated() {
      if moves(child) {
        moved.append((child, index))
      } else {
        remaining.append(child)
      }
    }
    guard !moved.isEmpty else { return remaining }
    holder.children = remaining
    for (child, index) in moved.reversed() { record(.removed(holder, child, index), top: top) }
    for (child, _) in moved {
      children.append(child)
      Self.node(of: child)?.parent = self
      record(.added(self, child), top: top)
      if let node = Self.node(of: child) { adopted.append(node) }
    }
    return remaining
  }
}
