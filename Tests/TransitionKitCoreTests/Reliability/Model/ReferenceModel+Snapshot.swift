import TransitionKitCore

/// The model's trees written as the library's snapshot values, so that a
/// difference shows as two whole trees.
extension ReferenceModel {
  /// The window's snapshot.
  ///
  /// - Parameter settled: Whether every appearance state must match
  ///   visibility. When `false`, appearance states are left out (set to
  ///   `.disappeared`), as they are while changes are under way.
  func windowSnapshot(settled: Bool) -> HierarchySnapshot {
    let visible = visibleSet()
    return HierarchySnapshot(
      window: WindowSnapshot(name: Self.windowName, isKeyAndVisible: windowVisible),
      root: windowRoot.map { controllerSnapshot($0, role: .root, visible: visible, settled: settled) })
  }

  /// The snapshot of a tree outside the window (nothing in it is visible).
  func treeSnapshot(_ id: Int) -> HierarchySnapshot {
    HierarchySnapshot(root: controllerSnapshot(id, role: .root, visible: [], settled: true))
  }

  private func controllerSnapshot(
    _ id: Int,
    role: HierarchyRole,
    visible: Set<Int>,
    settled: Bool
  ) -> ControllerSnapshot {
    let controller = self[id]
    let isVisible = visible.contains(id)
    let (typeName, kind): (String, ContainerKind) =
      switch controller.kind {
      case .plain: ("ViewController", .viewController)
      case .navigation: ("NavigationController", .navigation)
      case .tabBar: ("TabBarController", .tabBar)
      case .page: ("PageViewController", .page)
      case .split: ("SplitViewController", .split)
      }
    let children = controller.children.enumerated().map { index, child in
      let childRole: HierarchyRole =
        switch controller.kind {
        case .plain: .embedded
        case .navigation: .stackItem(index)
        case .tabBar: .tab(index)
        case .page: .page(index)
        case .split: .column(controller.primary == child ? .primary : .secondary)
        }
      return controllerSnapshot(child, role: childRole, visible: visible, settled: settled)
    }
    var doubleSided: Bool?
    if case .page(let isDoubleSided) = controller.kind { doubleSided = isDoubleSided }
    return ControllerSnapshot(
      title: name(id),
      typeName: typeName,
      kind: kind,
      role: role,
      isVisible: isVisible,
      appearanceState: settled && isVisible ? .appeared : .disappeared,
      selectedIndex: controller.kind == .tabBar ? controller.selected : nil,
      isCollapsed: controller.kind == .split ? controller.collapsed : nil,
      collapsePoint: controller.collapsePoint,
      isDoubleSided: doubleSided,
      children: children,
      presented: controller.presented.map { presented in
        controllerSnapshot(
          presented, role: .presented(controller.presentedStyle!), visible: visible, settled: settled)
      })
  }
}

extension HierarchySnapshot {
  /// The same snapshot with every appearance state set to `.disappeared`:
  /// the structure and the visibility only.
  var withoutAppearance: HierarchySnapshot {
    HierarchySnapshot(window: window, root: root?.withoutAppearance)
  }
}

extension ControllerSnapshot {
  fileprivate var withoutAppearance: ControllerSnapshot {
    var copy = self
    copy.appearanceState = .disappeared
    copy.children = children.map(\.withoutAppearance)
    copy.presented = presented?.withoutAppearance
    return copy
  }
}

extension ReferenceModel {
  /// Every coordinator with children, and its children (for traces).
  var coordinatorTreeDescription: String {
    coordinators.keys.sorted().compactMap { id in
      let children = coordinators[id]!.children
      return children.isEmpty ? nil : "k\(id)→\(children.map { "k\($0)" })"
    }.joined(separator: " ")
  }
}
