// How the mount stream reads a controller: its node's identity, the values a
// renderer shows of it, and its children per slot.
extension MountPublisher {
  /// The identity of a controller's node in the mount stream.
  static func id(_ controller: ViewController) -> MountNodeID {
    controller.mountNodeID
  }

  /// The values a renderer shows of a controller.
  static func node(_ controller: ViewController, id: MountNodeID) -> MountNode {
    let split = controller as? SplitViewController
    return MountNode(
      id: id,
      kind: controller.containerKind,
      typeName: controller.typeName,
      title: controller.title,
      navigationItem: controller.storedNavigationItem.map {
        MountNavigationItem(
          title: $0.title, backButtonTitle: $0.backButtonTitle, backButtonImageName: $0.backButtonImageName,
          customBackButton: $0.customBackButton)
      } ?? MountNavigationItem(),
      tabBarItem: controller.storedTabBarItem.map {
        MountTabBarItem(title: $0.title, imageName: $0.imageName, badgeValue: $0.badgeValue)
      } ?? MountTabBarItem(),
      screen: controller.screen,
      isCollapsed: split?.isCollapsed,
      collapsePoint: split?.collapsePoint,
      isDoubleSided: (controller as? PageViewController)?.isDoubleSided)
  }

  /// A controller's children per slot of its kind.
  static func slots(of controller: ViewController) -> [[MountNodeID]] {
    // Plain loops: closures handed to the standard library would check the
    // actor on every call.
    var children: [MountNodeID] = []
    children.reserveCapacity(controller.children.count)
    guard let split = controller as? SplitViewController else {
      for child in controller.children { children.append(id(child)) }
      return [children]
    }
    let primary = split.primaryViewController
    var primaryColumn: [MountNodeID] = []
    if let primary { primaryColumn.append(id(primary)) }
    for child in split.children where child !== primary { children.append(id(child)) }
    return [primaryColumn, children]
  }
}
