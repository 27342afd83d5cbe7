extension CoordinatorNode {
  /// A refresh waiting for something to end, and the other nodes whose
  /// transitions asked for it.
  final class ScheduledRefresh {
    weak var key: AnyObject?
    /// The nodes, besides the top, whose transitions ended while it waited
    /// (weakly; each once): by the time it runs one may have left this tree,
    /// and its own tree is refreshed too.
    private(set) var nodes: [WeakNode] = []
    private var known = Set<ObjectIdentifier>()

    init(key: AnyObject) {
      self.key = key
    }

    func add(_ node: CoordinatorNode) {
      guard known.insert(ObjectIdentifier(node)).inserted else { return }
      nodes.append(WeakNode(node: node))
    }
  }

  struct WeakNode {
    weak var node: CoordinatorNode?
  }

  /// Refreshes the trees the nodes are in now, each once, other than the
  /// tree of `top` (refreshed already). Tops are found with a memo, so that
  /// many nodes of one deep tree cost one walk up it.
  static func refreshTrees(of nodes: [CoordinatorNode], besides top: CoordinatorNode?) {
    guard !nodes.isEmpty else { return }
    var topOf: [ObjectIdentifier: CoordinatorNode] = [:]
    if let top { topOf[ObjectIdentifier(top)] = top }
    var refreshed = Set<ObjectIdentifier>(top.map { [ObjectIdentifier($0)] } ?? [])
    for node in nodes {
      var path: [CoordinatorNode] = []
      var current = node
      var found: CoordinatorNode?
      while found == nil {
        if let known = topOf[ObjectIdentifier(current)] {
          found = known
        } else if let parent = current.parent {
          path.append(current)
          current = parent
        } else {
          found = current
          topOf[ObjectIdentifier(current)] = current
        }
      }
      guard let nodeTop = found else { continue }
      for passed in path { topOf[ObjectIdentifier(passed)] = nodeTop }
      if refreshed.insert(ObjectIdentifier(nodeTop)).inserted {
        nodeTop.refreshTreeWhenNoChangeIsUnderWay()
      }
    }
  }
}
