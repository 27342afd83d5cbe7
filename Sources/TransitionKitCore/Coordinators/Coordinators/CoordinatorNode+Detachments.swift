/// The coordinator nodes whose controllers may have left their trees, in
/// the order they were named: the nodes below each controller an edit took
/// out (found by the marks nodes leave on their lifetime controllers, see
/// ``CoordinatorNode/markLifetime()``), and the children added, which were
/// not checked yet.
///
/// Each node is logged with the top of its coordinator tree, which keeps
/// the nodes named since its last refresh and checks only those (see
/// ``CoordinatorNode/log(_:)``): a refresh costs what its own tree lost,
/// however many other trees lost coordinators meanwhile.
@MainActor
enum DetachmentLog {
  /// Whether a node left a mark on a controller: until then, no edit has anything to log.
  @exclusivity(unchecked) static var hasMarks = false
  @exclusivity(unchecked) private static var isStarted = false

  /// Starts logging the detachments (once the first coordinator exists).
  static func start() {
    guard !isStarted else { return }
    isStarted = true
    HierarchyEdit.detachmentHandler = { noteDetachment($0) }
  }

  /// Logs a node, with the top of its tree.
  static func append(_ node: CoordinatorNode) {
    node.topmost.log(node)
  }

  /// Logs the nodes marked below the controllers an edit took out of their
  /// trees (the edit has just been applied).
  private static func noteDetachment(_ edit: HierarchyEdit) {
    guard hasMarks else { return }
    switch edit {
    case .setChildren(_, let from, let to): noteTrees(of: from.removingObjects(in: to))
    case .removeChild(_, let controller, _): noteTree(of: controller)
    case .setColumns(_, let from, let to): noteTrees(of: from.controllers.removingObjects(in: to.controllers))
    case .setPresentation(_, let from?, let to): if from.controller !== to?.controller { noteTree(of: from.controller) }
    case .setRoot(_, let from?, let to): if from !== to { noteTree(of: from) }
    default: return
    }
  }

  /// Logs the nodes marked in the trees of controllers taken out, the last
  /// one's first. The list is read in place: it may be shared (a list
  /// that lost nothing to leave out), and popping it would copy it.
  private static func noteTrees(of controllers: [ViewController]) {
    var index = controllers.endIndex
    while index > controllers.startIndex {
      index -= 1
      noteTree(of: controllers[index])
    }
  }

  /// Logs the nodes marked in a controller's tree: on the controller, then
  /// on what it presents and its children's trees, the last child's first.
  /// A controller with nothing below it (the one a pop or a dismissal
  /// usually takes out) is walked without a list.
  private static func noteTree(of root: ViewController) {
    var pending: [ViewController] = []
    var next: ViewController? = root
    while let controller = next ?? pending.popLast() {
      next = nil
      CoordinatorNode.logNodesMarked(on: controller)
      if !controller.storedChildren.isEmpty { pending.append(contentsOf: controller.storedChildren) }
      if let presented = controller.presentation?.controller { pending.append(presented) }
    }
  }
}

extension CoordinatorNode {
  /// Logs a node of this top's tree (see ``DetachmentLog``), when the next
  /// refresh will read it: one that checks the whole tree reads none, and
  /// a top without children has nothing below it to check.
  ///
  /// A top keeps a few entries per live node (a tree left unrefreshed
  /// while nodes are logged over and over): past that, it lets them go, and
  /// its next refresh checks the whole tree, at most once per that many entries.
  func log(_ node: CoordinatorNode) {
    guard refreshedAtDetachmentCount != nil, !children.isEmpty else { return }
    guard loggedSinceRefresh.count < Swift.max(1024, 4 * Self.liveCount) else {
      loggedSinceRefresh = []
      refreshedAtDetachmentCount = nil
      return
    }
    loggedSinceRefresh.append(WeakNode(node: node))
  }

  /// How many nodes this top keeps logged (for the tests).
  var loggedCount: Int { loggedSinceRefresh.count }

  /// Lets go of the entries at the end of this top's log that name the
  /// given nodes, which a refresh of the children a transition added has
  /// just checked (see ``refreshAdded(_:)``): adding them logged them last.
  func forgetLogged(_ nodes: [CoordinatorNode]) {
    // Plain loops: a closure handed to the standard library would check the actor.
    while let last = loggedSinceRefresh.last?.node {
      var isChecked = false
      for node in nodes where node === last { isChecked = true }
      guard isChecked else { return }
      loggedSinceRefresh.removeLast()
    }
  }

  /// Refreshes this tree (this node is its top) from the nodes logged since
  /// its last refresh: those below this node whose lifetime controllers left
  /// the tree are removed, by the same steps and in the same order as a
  /// refresh of the whole tree takes, which would find nothing to do
  /// anywhere else. Only the ways down to them are walked.
  ///
  /// - Parameter detached: Receives the removed children that keep children
  ///   of their own (the tops of new trees).
  ///
  /// The nodes are held weakly throughout: a child removed is let go of when
  /// a refresh of the whole tree would let go of it.
  func refreshFromLog(_ logged: [WeakNode], in tree: TreeMembership, detached: inout [CoordinatorNode]) {
    guard !logged.isEmpty else { return observeWindow() }
    var below: [ObjectIdentifier: Bool] = [ObjectIdentifier(self): true]
    var seen = Set<ObjectIdentifier>()
    var left = Set<ObjectIdentifier>()
    var leaving: [WeakNode] = []
    for entry in logged {
      guard let node = entry.node, node !== self, seen.insert(ObjectIdentifier(node)).inserted,
        isBelow(node, memo: &below)
      else { continue }
      if tree.contains(node.lifetimeController) {
        node.markLifetime()
      } else {
        left.insert(ObjectIdentifier(node))
        leaving.append(entry)
      }
    }
    guard !leaving.isEmpty else { return observeWindow() }
    // The children on the way down from this node to each node leaving.
    var waysDown: [ObjectIdentifier: [WeakNode]] = [:]
    var onWay = Set<ObjectIdentifier>()
    for entry in leaving {
      guard var child = entry.node else { continue }
      while let parent = child.parent, onWay.insert(ObjectIdentifier(child)).inserted {
        waysDown[ObjectIdentifier(parent), default: []].append(WeakNode(node: child))
        if parent === self { break }
        child = parent
      }
    }
    var pending = [self]
    while let node = pending.popLast() {
      let way = (waysDown[ObjectIdentifier(node)] ?? []).compactMap(\.node)
      let leavingChildren = way.filter { left.contains(ObjectIdentifier($0)) && $0.parent === node }
      var adopted: [CoordinatorNode] = []
      if !leavingChildren.isEmpty {
        adopted = node.removeChildren(
          node.cut(leavingChildren), in: tree, top: self, detached: &detached, adopting: nil)
      }
      var next = way.filter { !left.contains(ObjectIdentifier($0)) && $0.parent === node }
      next += adopted.filter { waysDown[ObjectIdentifier($0)] != nil }
      pending += node.inChildOrder(next).reversed()
    }
    // Its children as the refresh left them.
    observeWindow()
  }

  /// Whether a node is below this one, with the answers for the nodes
  /// walked past remembered (the memo holds `true` for this node).
  func isBelow(_ node: CoordinatorNode, memo: inout [ObjectIdentifier: Bool]) -> Bool {
    var path: [CoordinatorNode] = []
    var current = node
    var answer = false
    while true {
      if let known = memo[ObjectIdentifier(current)] {
        answer = known
        break
      }
      path.append(current)
      guard let parent = current.parent else { break }
      current = parent
    }
    for passed in path { memo[ObjectIdentifier(passed)] = answer }
    return answer
  }

  /// Takes children out of ``children``.
  ///
  /// - Returns: The children taken out with their former indices, in order.
  private func cut(_ nodes: [CoordinatorNode]) -> [(child: any Presentable, index: Int)] {
    var removed: [(child: any Presentable, index: Int)] = []
    if nodes.count == 1, let owner = nodes[0].owner {
      // Most often the child pushed or presented last: found from the end.
      if let index = children.lastIndex(where: { $0 === owner }) { removed.append((children[index], index)) }
    } else {
      let owners = Set(nodes.compactMap { $0.owner.map { ObjectIdentifier($0) } })
      for (index, child) in children.enumerated() where owners.contains(ObjectIdentifier(child)) {
        removed.append((child, index))
      }
    }
    for entry in removed.reversed() { children.remove(at: entry.index) }
    return removed
  }

  /// Children of this node in the order of ``children``.
  private func inChildOrder(_ nodes: [CoordinatorNode]) -> [CoordinatorNode] {
    guard nodes.count > 1 else { return nodes }
    var position: [ObjectIdentifier: Int] = [:]
    for (index, child) in children.enumerated() { position[ObjectIdentifier(child)] = index }
    return nodes.sorted {
      (($0.owner.map { position[ObjectIdentifier($0)] } ?? nil) ?? 0)
        < (($1.owner.map { position[ObjectIdentifier($0)] } ?? nil) ?? 0)
    }
  }

  /// The index of a child in ``children``, by its node.
  fileprivate func index(of node: CoordinatorNode) -> Int {
    guard let owner = node.owner else { return 0 }
    return children.lastIndex { $0 === owner } ?? 0
  }

  /// Moves here the coordinators an adoption plan lists, holder by holder:
  /// as ``adoptDescendants(of:in:top:)`` moves them, with the same journal
  /// entries in the same order.
  ///
  /// - Returns: The coordinators moved.
  func adopt(_ groups: [(holder: CoordinatorNode, moved: [CoordinatorNode])], top: CoordinatorNode)
    -> [CoordinatorNode]
  {
    var adopted: [CoordinatorNode] = []
    for (holder, nodes) in groups {
      let owners = Set(nodes.compactMap { $0.owner.map { ObjectIdentifier($0) } })
      takeChildren(of: holder, top: top, adopted: &adopted) { owners.contains(ObjectIdentifier($0)) }
    }
    return adopted
  }

  /// The nodes a refresh from the log named, grouped by the root of their
  /// lifetime controllers' trees: the trees split off by that refresh hold
  /// only such nodes (a node stays with a removed child only when its own
  /// controller left too, which logged it), so the nodes that stay in one of
  /// them are those grouped under its root.
  @MainActor
  final class LoggedNodes {
    private let nodes: [WeakNode]
    /// The nodes by the root of their lifetime controllers' trees, once asked for.
    private var groups: [ObjectIdentifier: [WeakNode]]?

    init(_ nodes: [WeakNode]) {
      self.nodes = nodes
    }

    private var byRoot: [ObjectIdentifier: [WeakNode]] {
      if let groups { return groups }
      var groups: [ObjectIdentifier: [WeakNode]] = [:]
      var seen = Set<ObjectIdentifier>()
      for node in nodes.compactMap(\.node) where seen.insert(ObjectIdentifier(node)).inserted {
        guard let root = node.lifetimeController?.root else { continue }
        groups[ObjectIdentifier(root), default: []].append(WeakNode(node: node))
      }
      self.groups = groups
      return groups
    }

    /// Where the coordinators that stay in the tree of `top` are, below
    /// those of its nodes that leave it.
    func adoptionPlan(below top: CoordinatorNode, in tree: TreeMembership) -> AdoptionPlan {
      var plan = AdoptionPlan()
      guard let root = tree.root, let members = byRoot[ObjectIdentifier(root)] else { return plan }
      var below: [ObjectIdentifier: Bool] = [ObjectIdentifier(top): true]
      let staying = members.compactMap(\.node).filter {
        $0 !== top && top.isBelow($0, memo: &below) && tree.contains($0.lifetimeController)
      }
      var stays = Set(staying.map(ObjectIdentifier.init))
      stays.insert(ObjectIdentifier(top))
      for node in staying {
        guard let holder = node.parent, !stays.contains(ObjectIdentifier(holder)) else { continue }
        // Up through the nodes that leave, to the child of the first that stays.
        var removed = holder
        while let parent = removed.parent, !stays.contains(ObjectIdentifier(parent)) { removed = parent }
        plan.add(node, holder: holder, below: removed)
      }
      return plan
    }
  }

  /// The coordinators that stay in a tree below children its refresh
  /// removes: for each removed child, the nodes below it to adopt, with the
  /// node that holds each.
  @MainActor
  struct AdoptionPlan {
    /// Weakly: a removed child is let go of when a refresh of the whole tree would let go of it.
    private var entries: [ObjectIdentifier: [(node: WeakNode, holder: WeakNode)]] = [:]

    mutating func add(_ node: CoordinatorNode, holder: CoordinatorNode, below removed: CoordinatorNode) {
      entries[ObjectIdentifier(removed), default: []].append((WeakNode(node: node), WeakNode(node: holder)))
    }

    /// The nodes to adopt below the removed children, grouped by holder, in
    /// the order a depth-first walk of each removed child's tree (the first
    /// child's first) finds them.
    func adoptions(below removed: [CoordinatorNode]) -> [(holder: CoordinatorNode, moved: [CoordinatorNode])] {
      var groups: [(holder: CoordinatorNode, moved: [CoordinatorNode])] = []
      for top in removed {
        guard let found = entries[ObjectIdentifier(top)] else { continue }
        var byHolder: [ObjectIdentifier: Int] = [:]
        var local: [(holder: CoordinatorNode, moved: [CoordinatorNode], path: [Int])] = []
        for entry in found {
          guard let node = entry.node.node, let holder = entry.holder.node else { continue }
          if let index = byHolder[ObjectIdentifier(holder)] {
            local[index].moved.append(node)
          } else {
            byHolder[ObjectIdentifier(holder)] = local.count
            local.append((holder, [node], Self.path(from: top, to: holder)))
          }
        }
        local.sort { $0.path.lexicographicallyPrecedes($1.path) }
        for group in local {
          groups.append((group.holder, group.moved.sorted { group.holder.index(of: $0) < group.holder.index(of: $1) }))
        }
      }
      return groups
    }

    /// The indices of the children on the way down from `top` to `node`.
    private static func path(from top: CoordinatorNode, to node: CoordinatorNode) -> [Int] {
      var indices: [Int] = []
      var current = node
      while current !== top, let parent = current.parent {
        indices.append(parent.index(of: current))
        current = parent
      }
      return indices.reversed()
    }
  }
}
