import TransitionKitCore

/// A renderer that rebuilds a window's tree from its mount stream alone, and
/// checks the stream as it goes.
///
/// It proves the stream complete: after any change, its ``snapshot`` equals
/// the window's snapshot's `structure`. It also notes each break of
/// the stream's rules in ``problems``: a revision that does not increase, a
/// node made twice or used before it was made, a node destroyed while still
/// in the tree.
///
/// ```swift
/// let replica = MountReplica()
/// let observation = window.observeMounts { replica.apply($0) }
/// try navigation.pushViewController(detail, animated: false)
/// #expect(replica.snapshot == window.snapshot.structure)
/// ```
@MainActor
public final class MountReplica {
  /// What the replica knows of one node.
  private struct Node {
    var node: MountNode
    var slots: [MountSlot: [MountNodeID]] = [:]
    var selection: Int?
    var presented: (id: MountNodeID, style: ModalPresentationStyle)?
  }

  private var nodes: [MountNodeID: Node] = [:]
  private var root: MountNodeID?
  /// The revision of the last transaction applied, if any.
  public private(set) var revision: UInt64?
  /// Whether the window shows its tree.
  public private(set) var isWindowVisible = false
  /// The breaks of the stream's rules seen so far, in words.
  public private(set) var problems: [String] = []
  /// How many nodes were made, over the whole stream.
  public private(set) var createdCount = 0
  /// How many nodes were destroyed, over the whole stream.
  public private(set) var destroyedCount = 0

  /// Creates an empty replica.
  public init() {}

  /// The nodes the replica holds: the tree, and nodes on their way out.
  public var nodeCount: Int { nodes.count }

  /// Applies one transaction.
  public func apply(_ transaction: MountTransaction) {
    if let revision {
      let expected = transaction.cause == .attached ? revision : revision &+ 1
      if transaction.cause == .attached ? transaction.revision < expected : transaction.revision != expected {
        problems.append("revision \(transaction.revision) follows \(revision)")
      }
    }
    revision = transaction.revision
    for step in transaction.steps { apply(step) }
  }

  private func apply(_ step: MountStep) {
    switch step {
    case .create(let node):
      if nodes[node.id] != nil { problems.append("\(node.id) made twice") }
      nodes[node.id] = Node(node: node)
      createdCount += 1
    case .update(let node):
      guard nodes[node.id] != nil else { return problems.append("update of unknown \(node.id)") }
      nodes[node.id]?.node = node
    case .setRoot(let id):
      if let id, nodes[id] == nil { problems.append("unknown root \(id)") }
      root = id
    case .setChildren(let id, let slot, let children):
      guard nodes[id] != nil else { return problems.append("children of unknown \(id)") }
      for child in children where nodes[child] == nil { problems.append("unknown child \(child) of \(id)") }
      if !MountSlot.slots(of: nodes[id]!.node.kind).contains(slot) {
        problems.append("\(id) has no slot \(slot.rawValue)")
      }
      nodes[id]?.slots[slot] = children.isEmpty ? nil : children
    case .select(let id, let index):
      guard nodes[id] != nil else { return problems.append("selection of unknown \(id)") }
      nodes[id]?.selection = index
    case .present(let id, let presented, let style):
      guard nodes[id] != nil, nodes[presented] != nil else {
        return problems.append("presentation of unknown \(id) or \(presented)")
      }
      if nodes[id]?.presented != nil { problems.append("\(id) presents twice") }
      nodes[id]?.presented = (presented, style)
    case .dismiss(let id):
      guard nodes[id]?.presented != nil else { return problems.append("\(id) dismisses nothing") }
      nodes[id]?.presented = nil
    case .setWindowVisible(let isVisible):
      isWindowVisible = isVisible
    case .destroy(let id):
      guard nodes[id] != nil else { return problems.append("destroy of unknown \(id)") }
      if isInTree(id) { problems.append("\(id) destroyed while in the tree") }
      nodes[id] = nil
      destroyedCount += 1
    }
  }

  /// Whether a node hangs from the root.
  private func isInTree(_ id: MountNodeID) -> Bool {
    guard let root else { return false }
    var pending = [root]
    var seen = Set<MountNodeID>()
    while let next = pending.popLast() {
      if next == id { return true }
      guard seen.insert(next).inserted, let node = nodes[next] else { continue }
      for children in node.slots.values { pending.append(contentsOf: children) }
      if let presented = node.presented { pending.append(presented.id) }
    }
    return false
  }

  /// What differs between the replica and the window whose stream it
  /// applies, in words: the breaks of the stream's rules, a tree or a window
  /// visibility that differs and, when `allChangesEnded` (no change of the
  /// window is under way any more), nodes left outside the tree. Empty when
  /// the stream rebuilt the window exactly.
  public func differences(from window: Window, allChangesEnded: Bool) -> [String] {
    let expected = window.snapshot.structure
    var differences = problems
    let rebuilt = snapshot
    if rebuilt != expected { differences.append("the replica differs:\n\(rebuilt)\nthe window:\n\(expected)") }
    if isWindowVisible == window.isHidden { differences.append("the replica's window visibility differs") }
    if allChangesEnded, nodeCount != expected.allControllers.count {
      differences.append("\(nodeCount) nodes, \(expected.allControllers.count) in the tree")
    }
    return differences
  }

  /// The tree the stream built, as a snapshot of its structure (visibility
  /// and appearance left out, as a window snapshot's `structure`).
  public var snapshot: HierarchySnapshot {
    guard let root else { return HierarchySnapshot(root: nil) }
    // Listed parents first, built children first, without recursion; a node
    // met twice (a broken stream) is built once.
    var order: [(id: MountNodeID, role: HierarchyRole)] = []
    var seen = Set<MountNodeID>()
    var pending: [(MountNodeID, HierarchyRole)] = [(root, .root)]
    while let (id, role) = pending.popLast() {
      guard seen.insert(id).inserted, let node = nodes[id] else { continue }
      order.append((id, role))
      if let presented = node.presented { pending.append((presented.id, .presented(presented.style))) }
      for (slot, child, index) in children(of: node).reversed() {
        pending.append((child, slot.role(at: index)))
      }
    }
    var built: [MountNodeID: ControllerSnapshot] = [:]
    for (id, role) in order.reversed() {
      guard let node = nodes[id] else { continue }
      built[id] = ControllerSnapshot(
        title: node.node.title,
        typeName: node.node.typeName,
        kind: node.node.kind,
        role: role,
        isVisible: false,
        appearanceState: .disappeared,
        selectedIndex: node.selection,
        isCollapsed: node.node.isCollapsed,
        collapsePoint: node.node.collapsePoint,
        isDoubleSided: node.node.isDoubleSided,
        children: children(of: node).compactMap { built.removeValue(forKey: $0.child) },
        presented: node.presented.flatMap { built.removeValue(forKey: $0.id) })
    }
    return HierarchySnapshot(root: built[root])
  }

  /// A node's children, slot by slot in the order of its kind.
  private func children(of node: Node) -> [(slot: MountSlot, child: MountNodeID, index: Int)] {
    MountSlot.slots(of: node.node.kind).flatMap { slot in
      (node.slots[slot] ?? []).enumerated().map { (slot, $0.element, $0.offset) }
    }
  }

}

extension HierarchySnapshot {
  /// The structure alone: no window, and every controller out of sight
  /// (`isVisible` false, `disappeared`), as a renderer rebuilds it from a
  /// mount stream (see ``MountReplica``).
  public var structure: HierarchySnapshot {
    guard let root else { return HierarchySnapshot(root: nil) }
    // Without recursion: a modal chain may be deep.
    var order: [ControllerSnapshot] = []
    var parents: [Int] = []
    var isPresented: [Bool] = []
    var pending: [(ControllerSnapshot, Int, Bool)] = [(root, -1, false)]
    while let (node, parent, presented) = pending.popLast() {
      let index = order.count
      order.append(node)
      parents.append(parent)
      isPresented.append(presented)
      if let next = node.presented { pending.append((next, index, true)) }
      for child in node.children.reversed() { pending.append((child, index, false)) }
    }
    var children = [[ControllerSnapshot]](repeating: [], count: order.count)
    var presentedOf = [ControllerSnapshot?](repeating: nil, count: order.count)
    for index in order.indices.reversed() {
      var node = order[index]
      node.isVisible = false
      node.appearanceState = .disappeared
      node.children = children[index].reversed()
      node.presented = presentedOf[index]
      children[index] = []
      presentedOf[index] = nil
      let parent = parents[index]
      guard parent >= 0 else { return HierarchySnapshot(root: node) }
      if isPresented[index] { presentedOf[parent] = node } else { children[parent].append(node) }
    }
    return HierarchySnapshot(root: nil)
  }
}
