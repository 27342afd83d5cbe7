import TransitionKitCore

/// The model's tree as the mount stream last described it: what the
/// adaptor brings its hosts to. Transactions are applied to it as they come,
/// so that a slot holds the latest of its lists, however many transactions
/// arrived while the hosts were busy.
struct MountState {
  /// What the stream says of one node.
  struct Entry {
    var node: MountNode
    var slots: [MountSlot: [MountNodeID]] = [:]
    var selection: Int?
    var presented: MountNodeID?
    var style: ModalPresentationStyle?
  }

  var entries: [MountNodeID: Entry] = [:]
  var root: MountNodeID?
  var isWindowVisible = false

  mutating func apply(_ step: MountStep) {
    switch step {
    case .create(let node):
      entries[node.id] = Entry(node: node)
    case .update(let node):
      entries[node.id]?.node = node
    case .setRoot(let id):
      root = id
    case .setChildren(let id, let slot, let children):
      entries[id]?.slots[slot] = children.isEmpty ? nil : children
    case .select(let id, let index):
      entries[id]?.selection = index
    case .present(let id, let presented, let style):
      entries[id]?.presented = presented
      entries[id]?.style = style
    case .dismiss(let id):
      entries[id]?.presented = nil
      entries[id]?.style = nil
    case .setWindowVisible(let isVisible):
      isWindowVisible = isVisible
    case .destroy(let id):
      entries[id] = nil
    }
  }

  /// The children of a node in one slot.
  func children(of id: MountNodeID, in slot: MountSlot) -> [MountNodeID] {
    entries[id]?.slots[slot] ?? []
  }

  /// The nodes hanging from the root, parents before their children and
  /// presenters before what they present; each node once (a broken stream
  /// cannot make it loop), without recursion.
  func treeOrder() -> [MountNodeID] {
    guard let root else { return [] }
    var order: [MountNodeID] = []
    var seen = Set<MountNodeID>()
    var pending = [root]
    var next = 0
    while next < pending.count {
      let id = pending[next]
      next += 1
      guard seen.insert(id).inserted, let entry = entries[id] else { continue }
      order.append(id)
      for slot in MountSlot.slots(of: entry.node.kind) { pending.append(contentsOf: entry.slots[slot] ?? []) }
      if let presented = entry.presented { pending.append(presented) }
    }
    return order
  }
}
