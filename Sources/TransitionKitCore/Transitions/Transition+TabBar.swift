extension Transition where RootViewController: TabBarController {
  /// Replaces the tabs.
  ///
  /// - Parameters:
  ///   - presentables: The new tabs.
  ///   - animation: The animation; remembered on the tabs it puts in.
  /// - Returns: A transition that fails as
  ///   ``TabBarController/setViewControllers(_:animated:)`` does.
  public static func set(_ presentables: [any Presentable], animation: Animation? = nil) -> Transition {
    Transition(
      name: "set", presentables: PresentableList(presentables), animation: animation,
      operation: PlainOperations.setTabs(presentables))
  }

  /// Replaces the tabs with controllers, as the `set` that takes
  /// presentables does; the list given becomes the tabs as it is.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs.
  ///   - animation: The animation; remembered on the tabs it puts in.
  /// - Returns: A transition that fails as
  ///   ``TabBarController/setViewControllers(_:animated:)`` does.
  public static func set(_ viewControllers: [ViewController], animation: Animation? = nil) -> Transition {
    Transition(
      name: "set", presentables: PresentableList(controllers: viewControllers), animation: animation,
      operation: PlainOperations.setTabs(viewControllers))
  }

  /// Replaces the tabs and selects one of them, in one change (see
  /// ``TabBarController/setViewControllers(_:selectedIndex:animated:)``):
  /// the tab that replacing the tabs alone would select never shows.
  ///
  /// - Parameters:
  ///   - presentables: The new tabs.
  ///   - index: The index, among the new tabs, of the tab to select.
  ///   - animation: The animation; remembered on the tabs it puts in.
  /// - Returns: A transition that fails as
  ///   ``TabBarController/setViewControllers(_:selectedIndex:animated:)``
  ///   does, changing nothing.
  public static func set(
    _ presentables: [any Presentable], selectIndex index: Int, animation: Animation? = nil
  ) -> Transition {
    Transition(name: "set", presentables: PresentableList(presentables), animation: animation) {
      root, animated throws(TransitionError) in
      try root.setViewControllers(try presentables.controllersToPlace(), selectedIndex: index, animated: animated)
    }
  }

  /// Replaces the tabs with controllers and selects one of them, in one
  /// change, as the `set` that takes presentables does; the list given
  /// becomes the tabs as it is.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs.
  ///   - index: The index, among the new tabs, of the tab to select.
  ///   - animation: The animation; remembered on the tabs it puts in.
  /// - Returns: A transition that fails as
  ///   ``TabBarController/setViewControllers(_:selectedIndex:animated:)``
  ///   does, changing nothing.
  public static func set(
    _ viewControllers: [ViewController], selectIndex index: Int, animation: Animation? = nil
  ) -> Transition {
    Transition(name: "set", presentables: PresentableList(controllers: viewControllers), animation: animation) {
      root, animated throws(TransitionError) in
      try root.setViewControllers(viewControllers, selectedIndex: index, animated: animated)
    }
  }

  /// Selects a tab.
  ///
  /// - Parameters:
  ///   - presentable: One of the tabs.
  ///   - animation: The animation (tabs switch instantly by default).
  /// - Returns: A transition that fails with ``TransitionError/notATab(_:tabBar:)``.
  public static func select(_ presentable: any Presentable, animation: Animation? = nil) -> Transition {
    Transition(name: "select", presentables: .one(presentable), animation: animation) {
      root, animated throws(TransitionError) in
      try root.select(try presentable.controllerToPlace(), animated: animated)
    }
  }

  /// Selects the tab at an index.
  ///
  /// - Parameters:
  ///   - index: The index of a tab.
  ///   - animation: The animation (tabs switch instantly by default).
  /// - Returns: A transition that fails with
  ///   ``TransitionError/indexOutOfRange(_:count:container:)``.
  public static func select(index: Int, animation: Animation? = nil) -> Transition {
    Transition(name: "select", presentables: [], animation: animation, operation: PlainOperations.select(index: index))
  }
}
