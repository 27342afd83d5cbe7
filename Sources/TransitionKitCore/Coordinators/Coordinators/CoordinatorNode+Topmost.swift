/// The top of a coordinator tree, found with the answers kept on the nodes.
extension CoordinatorNode {
  /// The node at the top of this coordinator tree.
  ///
  /// The answer is kept with ``unlinkCount``: while no link was cut, every
  /// link walked is still there, so the kept top is still an ancestor, and
  /// it is still the top when it has no parent. A walk stops at the first
  /// node whose kept top holds, and every node it walked past keeps the
  /// answer too: a chain of N nested coordinators, each asking for its top
  /// as it is added, or logged from the bottom up as the chain is dismissed
  /// (see ``DetachmentLog``), costs O(N), not O(N²).
  var topmost: CoordinatorNode {
    guard let first = parent else { return self }
    return topmost(above: first)
  }

  /// ``topmost`` for a node with a parent, `first` (out of line: most nodes
  /// asked are tops, which answer at once where they are asked).
  @inline(never)
  private func topmost(above first: CoordinatorNode) -> CoordinatorNode {
    let stamp = Self.unlinkCount
    if let cache = topCache, cache.stamp == stamp, let kept = cache.top.node, kept.parent == nil { return kept }
    // Up to the first node whose kept top holds, or to the top.
    var stop = first
    var top = first
    while true {
      if let cache = stop.topCache, cache.stamp == stamp, let kept = cache.top.node, kept.parent == nil {
        top = kept
        break
      }
      guard let parent = stop.parent else {
        top = stop
        break
      }
      stop = parent
    }
    // The same walk, leaving the answer on every node below where it stopped.
    let answer = (top: WeakNode(node: top), stamp: stamp)
    var walked = self
    while walked !== stop, let parent = walked.parent {
      walked.topCache = answer
      walked = parent
    }
    return top
  }
}
