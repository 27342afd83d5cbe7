extension Window {
  /// A value snapshot of the window and its whole tree.
  public var snapshot: HierarchySnapshot {
    var root: ControllerSnapshot?
    if let storedRoot {
      let visible = Visibility.visibleControllers(in: self)
      root = SnapshotCapture(visible: visible).capture(storedRoot, role: .root)
      visible.giveBack()
    }
    return HierarchySnapshot(window: WindowSnapshot(name: name, isKeyAndVisible: visibility.isVisible), root: root)
  }
}

extension ViewController {
  /// A value snapshot of this controller's tree: its children and what it
  /// presents, recursively. Visibility is that of the window it is in.
  public var snapshot: HierarchySnapshot {
    let visible = Visibility.visibleControllers(in: window)
    let root = SnapshotCapture(visible: visible).capture(self, role: .root)
    visible.giveBack()
    return HierarchySnapshot(root: root)
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
  ///
  /// The lists keep their storage from one capture to the next, and refer
  /// to the controllers without retaining them: a capture runs no code but
  /// the library's, which changes nothing, so the tree holds every
  /// controller throughout (and the caller holds its root). What it reads
  /// of a controller must stay out of subclasses' reach: were `title` or
  /// `typeName` `open`, an override could let a controller go mid-capture,
  /// and the lists would have to retain them.
  func capture(_ controller: ViewController, role: HierarchyRole) -> ControllerSnapshot {
    // Taken out for the capture: a capture started meanwhile (there is
    // none today) would find no storage and make its own.
    var nodes = Self.spareNodes.take()
    var pending = Self.sparePending.take()
    var built = Self.spareBuilt.take()
    // Room for a usual app's tree from the start, rather than growing
    // (copying every node) at each power of two.
    if nodes.capacity == 0 { nodes.reserveCapacity(32) }
    if pending.capacity == 0 { pending.reserveCapacity(16) }
    pending.append(Node(controller: controller, role: role))
    while var node = pending.popLast() {
      unowned(unsafe) let current = node.controller
      let presentation = current.presentation
      node.childCount = current.storedChildren.count
      node.isPresenting = presentation != nil
      nodes.append(node)
      // Pushed last first: the first child comes off the stack next.
      if let presentation {
        pending.append(Node(controller: presentation.controller, role: .presented(presentation.style)))
      }
      var offset = node.childCount
      while offset > 0 {
        offset -= 1
        unowned(unsafe) let child = current.storedChildren[offset]
        pending.append(Node(controller: child, role: childRole(of: child, at: offset, in: current)))
      }
    }
    // Built last node first, each one's parts are on top of the stack when
    // it comes: its first child's snapshot uppermost, what it presents below
    // its last child's.
    // Plain loops: closures handed to the standard library would check the
    // actor on every call.
    var index = nodes.endIndex
    while index > nodes.startIndex {
      index -= 1
      let node = nodes[index]
      var children: [ControllerSnapshot] = []
      // (Asked for no room, an empty list would still be made anew.)
      if node.childCount > 0 { children.reserveCapacity(node.childCount) }
      for _ in 0..<node.childCount { children.append(Self.pop(&built)) }
      let presented = node.isPresenting ? Self.pop(&built) : nil
      built.append(snapshot(of: node.controller, role: node.role, children: children, presented: consume presented))
    }
    let snapshot = Self.pop(&built)
    nodes.removeAll(keepingCapacity: true)
    Self.spareNodes.keep(&nodes)
    Self.sparePending.keep(&pending)
    Self.spareBuilt.keep(&built)
    return snapshot
  }

  /// Storage for the lists of captures to come (see `SpareLists`).
  @exclusivity(unchecked) private static var spareNodes = SpareLists<Node>()
  @exclusivity(unchecked) private static var sparePending = SpareLists<Node>()
  @exclusivity(unchecked) private static var spareBuilt = SpareLists<ControllerSnapshot>()

  /// The snapshot of one controller, given the snapshots of its parts.
  @inline(__always) private func snapshot(
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

  /// A controller waiting for its snapshot, and how many parts it has
  /// (known once it is listed). Unretained: see ``capture(_:role:)``.
  private struct Node {
    unowned(unsafe) let controller: ViewController
    let role: HierarchyRole
    var childCount = 0
    var isPresenting = false
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
