extension Window {
  /// A value snapshot of the window and its whole tree.
  public var snapshot: HierarchySnapshot {
    let visible = Visibility.visibleSet(in: self)
    return HierarchySnapshot(
      window: WindowSnapshot(name: name, isKeyAndVisible: visibility.isVisible),
      root: storedRoot.map { SnapshotCapture(visible: visible).capture($0, role: .root) }
    )
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

  func capture(_ controller: ViewController, role: HierarchyRole) -> ControllerSnapshot {
    ControllerSnapshot(
      title: controller.title,
      typeName: controller.typeName,
      kind: controller.containerKind,
      role: role,
      isVisible: visible.contains(ObjectIdentifier(controller)),
      appearanceState: controller.appearanceState,
      selectedIndex: (controller as? TabBarController)?.selectedIndex,
      isCollapsed: (controller as? SplitViewController)?.isCollapsed,
      isDoubleSided: (controller as? PageViewController)?.isDoubleSided,
      children: controller.children.enumerated().map { index, child in
        capture(child, role: childRole(of: child, at: index, in: controller))
      },
      presented: controller.presentation.map { capture($0.controller, role: .presented($0.style)) }
    )
  }

  private func childRole(of child: ViewController, at index: Int, in container: ViewController) -> HierarchyRole {
    switch container.containerKind {
    case .viewController: .embedded
    case .navigation: .stackItem(index)
    case .tabBar: .tab(index)
    case .page: .page(index)
    case .split:
      (container as? SplitViewController)?.primaryViewController === child ? .column(.primary) : .column(.secondary)
    }
  }
}
