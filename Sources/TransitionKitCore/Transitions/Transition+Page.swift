extension Transition where RootViewController: PageViewController {
  /// Shows other pages.
  ///
  /// - Parameters:
  ///   - first: The page (the left one when double-sided).
  ///   - second: The right page of a double-sided page view controller; `nil` otherwise.
  ///   - direction: The direction of the change.
  ///   - animation: The animation; remembered on the pages it puts in.
  /// - Returns: A transition that fails as
  ///   ``PageViewController/setViewControllers(_:direction:animated:)`` does.
  public static func set(
    _ first: any Presentable,
    _ second: (any Presentable)? = nil,
    direction: PageDirection,
    animation: Animation? = nil
  ) -> Transition {
    let presentables = [first] + (second.map { [$0] } ?? [])
    return Transition(name: "set", presentables: PresentableList(presentables), animation: animation) {
      root, animated throws(TransitionError) in
      try root.setViewControllers(try presentables.controllersToPlace(), direction: direction, animated: animated)
    }
  }
}
