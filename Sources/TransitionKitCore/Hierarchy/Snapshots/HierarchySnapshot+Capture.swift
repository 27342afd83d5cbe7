extension Window {
  /// A value snapshot of the window and its whole tree.
  public var snapshot: HierarchySnapshot {
    var root: ControllerSnapshot?
    if let storedRoot {
      root = SnapshotCapture(visible: Visibility.visibleSet(in: self)).capture(storedRoot, role: .root)
    }
    return HierarchySnapshot(window: WindowSnapshot(name: name, isKeyAndVisible: visibility.isVisible), root: root)
  }
}

extension ViewController {
  /// A value snapshot of this controller's tree: its children and what it
  /// presents, recursively. Visibility is that of the window it is in.
  public var snapshot: HierarchySnapshot {
    let visible = Visibility.visibleSet(in: window)
    return HierarchySnapshot(root: SnapshotCapture(visible: visible).capture(self, role: .root))
  }
}

@MainActor
private struct SnapshotCapture {
  let visible: Set<ObjectIdentifier>

  /// Captures a controller's tree without recursion (a modal chain may be
  /// arbitrarily deep): the controllers are listed parents first, then
  /// their snapshots are built children first.
  func capture(_ controller: ViewController, role: HierarchyRole) -> ControllerSnapshot {
    // Room for a usual app's tree from the start, rather than growing
    // (copying every node) at each power of two.
    var nodes: [Node] = []
    nodes.reserveCapacity(16)
    var pending = [(controller: controller, role: role, parent: -1, isPresented: false)]
    pending.reserveCapacity(8)
    while let next = pending.popLast() {
      let index = nodes.count
      nodes.append(
        Node(controller: next.controller, role: next.role, parent: next.parent, isPresented: next.isPresented))
      if next.parent >= 0 {
        if next.isPresented { nodes[next.parent].presented = index } else { nodes[next.parent].children.append(index) }
      }
      if let presentation = next.controller.presentation {
        pending.append((presentation.controller, .presented(presentation.style), index, true))
      }
      for (offset, child) in next.controller.children.enumerated().reversed() {
        pending.append((child, childRole(of: child, at: offset, in: next.controller), index, false))
      }
    }
    var built = [ControllerSnapshot?](repeating: nil, count: nodes.count)
    for index in nodes.indices.reversed() {
      let node = nodes[index]
      let current = node.controller
      // Plain loops: closures handed to the standard library would check the
      // actor on every call.
      var children: [ControllerSnapshot] = []
      children.reserveCapacity(node.children.count)
      for child in node.children { children.append(Self.take(&built, child)) }
      var presented: ControllerSnapshot?
      if let presentedIndex = node.presented { presented = Self.take(&built, presentedIndex) }
      built[index] = ControllerSnapshot(
        title: current.title,
        typeName: current.typeName,
        kind: current.containerKind,
        role: node.role,
        isVisible: visible.contains(ObjectIdentifier(current)),
        appearanceState: current.appearanceState,
        selectedIndex: (current as? TabBarController)?.selectedIndex,
        isCollapsed: (current as? SplitViewController)?.isCollapsed,
        collapsePoint: (current as? SplitViewController)?.collapsePoint,
        isDoubleSided: (current as? PageViewController)?.isDoubleSided,
        children: children,
        presented: presented
      )
    }
    return Self.take(&built, 0)
  }

  /// A controller waiting for its snapshot, and where its parts are.
  private struct Node {
    let controller: ViewController
    let role: HierarchyRole
    let parent: Int
    let isPresented: Bool
    var children: [Int] = []
    var presented: Int?
  }

  private static func take(_ built: inout [ControllerSnapshot?], _ index: Int) -> ControllerSnapshot {
    // Moved out, not copied then cleared: a snapshot has a dozen fields to retain and release.
    guard let snapshot = built[index].take() else { preconditionFailure("A snapshot part was used twice.") }
    return snapshot
  }

  private func childRole(of child: ViewController, at index: Int, in container: ViewController) -> HierarchyRole {
    switch container.containerKind {
    case .viewController, .alert: .embedded
    case .navigation: .stackItem(index)
    case .tabBar: .tab(index)
    case .page: .page(index)
    case .split:
      (container as? SplitViewController)?.primaryViewController === child ? .column(.primary) : .column(.secondary)
    }
  }
}
