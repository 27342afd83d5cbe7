extension Transition where RootViewController: SplitViewController {
  /// Replaces both columns.
  ///
  /// While the split view controller is collapsed, this is as if it
  /// expanded, took the new columns and collapsed again, in one change (see
  /// <doc:HierarchyRules#Collapsed-split-views>).
  ///
  /// - Parameters:
  ///   - primary: The primary column, or `nil` to empty it.
  ///   - secondary: The secondary column, or `nil` to empty it.
  ///   - animation: The animation; remembered on the controllers it puts in.
  /// - Returns: A transition that fails as
  ///   ``SplitViewController/setViewControllers(primary:secondary:animated:)`` does.
  public static func set(
    primary: (any Presentable)?,
    secondary: (any Presentable)?,
    animation: Animation? = nil
  ) -> Transition {
    let presentables = [primary, secondary].compactMap { $0 }
    return Transition(name: "set", presentables: PresentableList(presentables), animation: animation) {
      root, animated throws(TransitionError) in
      let primaryController = try primary.map { presentable throws(TransitionError) in
        try presentable.controllerToPlace()
      }
      let secondaryController = try secondary.map { presentable throws(TransitionError) in
        try presentable.controllerToPlace()
      }
      try root.setViewControllers(primary: primaryController, secondary: secondaryController, animated: animated)
    }
  }

  /// Replaces one column, keeping the other (while collapsed, the one
  /// expanding would give).
  ///
  /// - Parameters:
  ///   - presentable: The column's new controller.
  ///   - column: The column.
  ///   - animation: The animation; remembered on the controller it puts in.
  /// - Returns: A transition that fails as
  ///   ``SplitViewController/setViewController(_:for:animated:)`` does:
  ///   ``TransitionError/duplicate(_:)`` when the controller is the other
  ///   column's, ``TransitionError/alreadyInHierarchy(_:)`` when it is elsewhere.
  public static func set(
    _ presentable: any Presentable,
    for column: SplitColumn,
    animation: Animation? = nil
  ) -> Transition {
    Transition(name: "set", presentables: .one(presentable), animation: animation) {
      root, animated throws(TransitionError) in
      try root.setViewController(try presentable.controllerToPlace(), for: column, animated: animated)
    }
  }
}
