extension ViewController {
  /// Shows a controller the way the surrounding containers show things, as
  /// UIKit's `show(_:sender:)` does.
  ///
  /// Walking up from this controller, the first container that can show
  /// decides: a navigation controller pushes it; a split view controller puts
  /// it in the primary column. With neither, it is presented modally from this
  /// controller.
  ///
  /// - Parameters:
  ///   - viewController: The controller to show. It must be free.
  ///   - animated: Whether the change is animated.
  /// - Throws: The error of the underlying operation.
  public func show(_ viewController: ViewController, animated: Bool = true) throws(TransitionError) {
    var current: ViewController? = self
    while let controller = current {
      if let navigation = controller as? NavigationController {
        return try navigation.pushViewController(viewController, animated: animated)
      }
      if let split = controller as? SplitViewController {
        return try split.setViewController(viewController, for: .primary, animated: animated)
      }
      current = controller.parent
    }
    try present(viewController, animated: animated)
  }

  /// Shows a controller as the detail of the nearest split view controller, as
  /// UIKit's `showDetailViewController(_:sender:)` does.
  ///
  /// When expanded, the nearest split view controller (this one or an
  /// ancestor) puts it in its secondary column. When collapsed, it is pushed
  /// onto the primary column's navigation stack — a navigation controller
  /// included, the one nesting UIKit allows — or, when the primary column
  /// is not a navigation controller, presented modally from this controller.
  /// Without a split view controller it falls back to ``show(_:animated:)``.
  ///
  /// - Parameters:
  ///   - viewController: The controller to show. It must be free.
  ///   - animated: Whether the change is animated.
  /// - Throws: The error of the underlying operation.
  public func showDetail(_ viewController: ViewController, animated: Bool = true) throws(TransitionError) {
    guard let split = self as? SplitViewController ?? splitViewController else {
      return try show(viewController, animated: animated)
    }
    if !split.isCollapsed {
      try split.setViewController(viewController, for: .secondary, animated: animated)
    } else if let navigation = split.primaryViewController as? NavigationController {
      try navigation.pushDetail(viewController, animated: animated)
    } else {
      try present(viewController, animated: animated)
    }
  }
}
