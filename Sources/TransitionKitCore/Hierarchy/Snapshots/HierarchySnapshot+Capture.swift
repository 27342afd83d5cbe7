extension Window {
  /// A value snapshot of the window and its whole tree.
  public var snapshot: HierarchySnapshot {
    var root: ControllerSnapshot?
    if let storedRoot {
      root = SnapshotCapture(visible: Visibility.visibleControllers(in: self)).capture(storedRoot, role: .root)
    }
    return HierarchySnapshot(window: WindowSnapshot(name: name, isKeyAndVisible: visibility.isVisible), root: root)
  }
}

extension ViewController {
  /// A value snapshot of this controller's tree: its children and what it
  /// presents, recursively. Visibility is that of the window it is in.
  public var snapshot: HierarchySnapshot {
    let visible = Visibility.visibleControllers(in: window)
    return HierarchySnapshot(root: SnapshotCapture(visible: visible).capture(self, role: .root))
  }
}

@MainActor
private struct SnapshotCapture {
  let visible: VisibleControllers

  /// Captures a controller's tree without recursion (a modal chain may be
  /// arbitrarily deep): the controllers are listed in preorder (a
  /// controller, its children's trees in order, then the tree of what it
  /// presents), then their snapshots are built in the reverse order on a
  /// stack, where each controller finds its parts on top.
  func capture(_ controller: ViewController, role: HierarchyRole) -> ControllerSnapshot {
    // Room for a usual app's tree from the start, rather than growing
    // (copying every node) at each power of two.
    var nodes: [Node] = []
    nodes.reserveCapacity(32)
    // Made empty, then given room: a list made with its first element would
    // be allocated twice.
    var pending: [(controller: ViewController, role: HierarchyRole)] = []
    pending.reserveCapacity(16)
    pending.append((controller, role))
    while let next = pending.popLast() {
      let current = next.controller
      let presentation = current.presentation
      let children = current.children
      nodes.append(
        Node(controller: current, role: next.role, childCount: children.count, isPresenting: presentation != nil))
      // Pushed last first: the first child comes off the stack next.
      if let presentation { pending.append((presentation.controller, .presented(presentation.style))) }
      var offset = children.count
      while offset > 0 {
        offset -= 1
        pending.append((children[offset], childRole(of: children[offset], at: offset, in: current)))
      }
    }
    // Built last node first, each one's parts are on top of the stack when
    // it comes: its first child's snapshot uppermost, what it presents below
    // its last child's.
    // Room for every snapshot at once: the stack holds at most one for each node.
    var built: [ControllerSnapshot] = []
    built.reserveCapacity(nodes.count)
    for node in nodes.reversed() {
      // Plain loops: closures handed to the standard library would check the
      // actor on every call.
      var children: [ControllerSnapshot] = []
      children.reserveCapacity(node.childCount)
      for _ in 0..<node.childCount { children.append(Self.pop(&built)) }
      let presented = node.isPresenting ? Self.pop(&built) : nil
      built.append(snapshot(of: node.controller, role: node.role, children: children, presented: consume presented))
    }
    return Self.pop(&built)
  }

  /// The snapshot of one controller, given the snapshots of its parts.
  private func snapshot(
    of controller: ViewController, role: HierarchyRole, children: consuming [ControllerSnapshot],
    presented: consuming ControllerSnapshot?
  ) -> ControllerSnapshot {
    // The container's kind tells which cast can succeed: no other is tried.
    let kind = controller.containerKind
    let split = kind == .split ? controller as? SplitViewController : nil
    return ControllerSnapshot(
      title: controller.title,
      typeName: controller.typeName,
      kind: kind,
      role: role,
      isVisible: visible.contains(controller),
      appearanceState: controller.appearanceState,
      selectedIndex: kind == .tabBar ? (controller as? TabBarController)?.selectedIndex : nil,
      isCollapsed: split?.isCollapsed,
      collapsePoint: split?.collapsePoint,
      isDoubleSided: kind == .page ? (controller as? PageViewController)?.isDoubleSided : nil,
      children: consume children,
      presented: consume presented
    )
  }

  /// A controller waiting for its snapshot, and how many parts it has.
  private struct Node {
    let controller: ViewController
    let role: HierarchyRole
    let childCount: Int
    let isPresenting: Bool
  }

  private static func pop(_ built: inout [ControllerSnapshot]) -> ControllerSnapshot {
    guard let snapshot = built.popLast() else { preconditionFailure("A snapshot part is missing.") }
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
