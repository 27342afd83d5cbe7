import TransitionKitCore

/// What a host shows in a place the drift check looks at: a node's host, or
/// a host the adaptor did not build.
public enum HostIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The host of a node.
  case node(MountNodeID)
  /// A host the adaptor did not build.
  case unknown

  /// The node's identity, or `unknown`.
  public var description: String {
    switch self {
    case .node(let id): id.description
    case .unknown: "unknown"
    }
  }
}

/// One difference between the hosts and the model's tree.
public enum HostDrift: Hashable, Sendable {
  /// A node of the tree has no host.
  case missingHost(MountNodeID)
  /// The window's root differs.
  case root(expected: MountNodeID?, found: HostIdentity?)
  /// The window is shown where the model hides it, or the other way round.
  case windowVisibility(expected: Bool)
  /// A container's children in one slot differ.
  case children(MountNodeID, slot: MountSlot, expected: [MountNodeID], found: [HostIdentity])
  /// A tab bar's selected tab differs.
  case selection(MountNodeID, expected: Int?, found: Int?)
  /// What a node presents differs.
  case presentation(MountNodeID, expected: MountNodeID?, found: HostIdentity?)
  /// A node's title differs.
  case title(MountNodeID, expected: String?, found: String?)
  /// The tree UIKit shows, as a snapshot of its structure, differs from the
  /// model's snapshot (checked when nothing else differs, once the hosts
  /// show the window's last revision): the stream and the model disagree,
  /// or something differs that the checks above do not look at (a
  /// presentation style, a split view's collapse).
  case snapshot(expected: HierarchySnapshot, found: HierarchySnapshot)
}

/// The differences one drift check found.
public struct DriftReport: Hashable, Sendable {
  /// The revision of the model's tree the hosts were compared with.
  public var revision: UInt64
  /// The differences, parents before children.
  public var differences: [HostDrift]

  /// Creates a report.
  /// - Parameters:
  ///   - revision: The revision compared with.
  ///   - differences: The differences found.
  public init(revision: UInt64, differences: [HostDrift]) {
    self.revision = revision
    self.differences = differences
  }
}

extension UIKitAdaptor {
  /// Compares what the hosts show with the model's tree as the adaptor last
  /// received it: the window's root and visibility, each container's
  /// children, selected tabs, presentations and titles. Empty when they
  /// agree. Meaningful when the adaptor is not busy.
  public func drift() -> [HostDrift] {
    var differences: [HostDrift] = []
    let rootHost = windowHost.hostRootViewController
    if rootHost !== state.root.flatMap({ hosts[$0] }) {
      differences.append(.root(expected: state.root, found: rootHost.map(identity)))
    }
    if windowHost.hostIsHidden == state.isWindowVisible {
      differences.append(.windowVisibility(expected: state.isWindowVisible))
    }
    for id in state.treeOrder() {
      guard let entry = state.entries[id] else { continue }
      guard let host = hosts[id] else {
        differences.append(.missingHost(id))
        continue
      }
      if host.title != entry.node.title {
        differences.append(.title(id, expected: entry.node.title, found: host.title))
      }
      for (slot, found) in shownChildren(of: host, kind: entry.node.kind) {
        let expected = state.children(of: id, in: slot)
        if found != expected.map(HostIdentity.node) {
          differences.append(.children(id, slot: slot, expected: expected, found: found))
        }
      }
      if let tabBar = host as? any TabBarHost, tabBar.hostSelectedIndex != entry.selection {
        differences.append(.selection(id, expected: entry.selection, found: tabBar.hostSelectedIndex))
      }
      let shown = presented(by: host)
      if shown !== entry.presented.flatMap({ hosts[$0] }) {
        differences.append(.presentation(id, expected: entry.presented, found: shown.map(identity)))
      }
    }
    if differences.isEmpty, appliedRevision == window.mountRevision {
      let expected = Self.structure(of: window.snapshot)
      let found = hostSnapshot
      if found != expected { differences.append(.snapshot(expected: expected, found: found)) }
    }
    return differences
  }

  private func identity(_ host: any ViewControllerHost) -> HostIdentity {
    nodeID(of: host).map(HostIdentity.node) ?? .unknown
  }

  /// The children a host shows, per slot of its kind.
  private func shownChildren(of host: any ViewControllerHost, kind: ContainerKind) -> [(MountSlot, [HostIdentity])] {
    shownChildHosts(of: host, kind: kind).map { slot, children in (slot, children.map(identity)) }
  }

  /// The child hosts a host shows, per slot of its kind (the embedded
  /// children the adaptor built only).
  func shownChildHosts(of host: any ViewControllerHost, kind: ContainerKind) -> [(
    MountSlot, [any ViewControllerHost]
  )] {
    switch kind {
    case .navigation:
      guard let navigation = host as? any NavigationHost else { return [] }
      return [(.stack, navigation.hostViewControllers)]
    case .tabBar:
      guard let tabBar = host as? any TabBarHost else { return [] }
      return [(.tabs, tabBar.hostViewControllers)]
    case .page:
      guard let pages = host as? any PageHost else { return [] }
      return [(.pages, pages.hostViewControllers)]
    case .split:
      guard let split = host as? any SplitHost else { return [] }
      return [
        (.primary, split.hostViewController(for: .primary).map { [$0] } ?? []),
        (.secondary, split.hostViewController(for: .secondary).map { [$0] } ?? []),
      ]
    case .viewController, .alert:
      return [(.embedded, host.hostChildren.filter { nodeID(of: $0) != nil })]
    }
  }

  /// The tree UIKit shows, read through the hosts from the window's root
  /// and described by their nodes, as a snapshot of its structure: no
  /// window, every controller out of sight (`isVisible` false,
  /// `disappeared`), as the drift check compares it with the model's. A
  /// host the adaptor did not build shows as a plain controller with its
  /// title and the type name `?`.
  public var hostSnapshot: HierarchySnapshot {
    guard let root = windowHost.hostRootViewController else { return HierarchySnapshot(root: nil) }
    // Listed parents first, built children first, without recursion; a host
    // met twice is described once.
    var order: [(host: any ViewControllerHost, role: HierarchyRole, children: [ObjectIdentifier])] = []
    var seen = Set<ObjectIdentifier>()
    var pending: [(any ViewControllerHost, HierarchyRole)] = [(root, .root)]
    while let (host, role) = pending.popLast() {
      guard seen.insert(ObjectIdentifier(host)).inserted else { continue }
      let kind = nodeID(of: host).flatMap { state.entries[$0]?.node.kind } ?? .viewController
      var children: [(any ViewControllerHost, HierarchyRole)] = []
      for (slot, hosts) in shownChildHosts(of: host, kind: kind) {
        for (index, child) in hosts.enumerated() { children.append((child, slot.role(at: index))) }
      }
      order.append((host, role, children.map { ObjectIdentifier($0.0) }))
      if let presented = presented(by: host) {
        pending.append((presented, .presented(presented.hostModalPresentationStyle)))
      }
      pending.append(contentsOf: children.reversed())
    }
    var built: [ObjectIdentifier: ControllerSnapshot] = [:]
    for (host, role, children) in order.reversed() {
      let node = nodeID(of: host).flatMap { state.entries[$0]?.node }
      built[ObjectIdentifier(host)] = ControllerSnapshot(
        title: host.title,
        typeName: node?.typeName ?? "?",
        kind: node?.kind ?? .viewController,
        role: role,
        isVisible: false,
        appearanceState: .disappeared,
        selectedIndex: (host as? any TabBarHost)?.hostSelectedIndex,
        isCollapsed: (host as? any SplitHost)?.hostIsCollapsed,
        collapsePoint: node?.collapsePoint,
        isDoubleSided: node?.isDoubleSided,
        children: children.compactMap { built.removeValue(forKey: $0) },
        presented: presented(by: host).flatMap { built.removeValue(forKey: ObjectIdentifier($0)) })
    }
    return HierarchySnapshot(root: built[ObjectIdentifier(root)])
  }

  /// A snapshot's structure alone: no window, every controller out of
  /// sight, as ``hostSnapshot`` describes UIKit's tree (without recursion).
  static func structure(of snapshot: HierarchySnapshot) -> HierarchySnapshot {
    guard let root = snapshot.root else { return HierarchySnapshot(root: nil) }
    // Parents first, each with its children's places in the order.
    var order: [(node: ControllerSnapshot, children: [Int], presented: Int?)] = []
    var pending: [(node: ControllerSnapshot, parent: Int?, isPresented: Bool)] = [(root, nil, false)]
    while let (node, parent, isPresented) = pending.popLast() {
      let index = order.count
      order.append((node, [], nil))
      if let parent {
        if isPresented { order[parent].presented = index } else { order[parent].children.append(index) }
      }
      if let presented = node.presented { pending.append((presented, index, true)) }
      for child in node.children.reversed() { pending.append((child, index, false)) }
    }
    var built: [ControllerSnapshot?] = Array(repeating: nil, count: order.count)
    for index in order.indices.reversed() {
      var node = order[index].node
      node.isVisible = false
      node.appearanceState = .disappeared
      node.children = order[index].children.compactMap { built[$0] }
      node.presented = order[index].presented.flatMap { built[$0] }
      built[index] = node
    }
    return HierarchySnapshot(root: built[0])
  }
}
