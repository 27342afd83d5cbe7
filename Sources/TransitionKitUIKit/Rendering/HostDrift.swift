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
    return differences
  }

  private func identity(_ host: any ViewControllerHost) -> HostIdentity {
    nodeID(of: host).map(HostIdentity.node) ?? .unknown
  }

  /// The children a host shows, per slot of its kind.
  private func shownChildren(of host: any ViewControllerHost, kind: ContainerKind) -> [(MountSlot, [HostIdentity])] {
    switch kind {
    case .navigation:
      guard let navigation = host as? any NavigationHost else { return [] }
      return [(.stack, navigation.hostViewControllers.map(identity))]
    case .tabBar:
      guard let tabBar = host as? any TabBarHost else { return [] }
      return [(.tabs, tabBar.hostViewControllers.map(identity))]
    case .page:
      guard let pages = host as? any PageHost else { return [] }
      return [(.pages, pages.hostViewControllers.map(identity))]
    case .split:
      guard let split = host as? any SplitHost else { return [] }
      return [
        (.primary, split.hostViewController(for: .primary).map { [identity($0)] } ?? []),
        (.secondary, split.hostViewController(for: .secondary).map { [identity($0)] } ?? []),
      ]
    case .viewController, .alert:
      return [(.embedded, host.hostChildren.filter { nodeID(of: $0) != nil }.map(identity))]
    }
  }
}
