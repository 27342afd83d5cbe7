extension NavigationController {
  /// The controllers the back button's menu lists (UIKit shows it on a long
  /// press of the back button): those below the top of the stack, nearest
  /// first. Empty when the stack holds fewer than two controllers.
  public var backButtonMenuItems: [ViewController] {
    children.dropLast().reversed()
  }

  /// Applies the user's choice in the back button's menu: pops, animated, to
  /// a controller below the top in one step. Coordinators notice the pop.
  ///
  /// - Parameters:
  ///   - viewController: One of ``backButtonMenuItems``.
  ///   - animated: Whether the pop is animated (it is, when a user chooses).
  /// - Returns: The popped controllers, from bottom to top.
  /// - Throws: ``TransitionError/notInBackButtonMenu(_:navigation:)`` when the
  ///   controller is not below the top of the stack; nothing changed then.
  @discardableResult
  public func popFromBackButtonMenu(
    to viewController: ViewController,
    animated: Bool = true
  ) throws(TransitionError) -> [ViewController] {
    guard viewController.parent === self, viewController !== children.last else {
      throw .notInBackButtonMenu(viewController.displayName, navigation: displayName)
    }
    return try HierarchyChange.performing(.backButtonMenu) { () throws(TransitionError) in
      try popToViewController(viewController, animated: animated)
    }
  }
}
