extension Transition where RootViewController: NavigationController {
  /// Pushes a controller onto the root's stack.
  ///
  /// - Parameters:
  ///   - presentable: What to push. Its controller must be free and not a
  ///     navigation controller.
  ///   - animation: The animation; remembered on the pushed controller (with
  ///     its back button, if it names one).
  /// - Returns: A transition that fails with
  ///   ``TransitionError/cannotPushNavigationController(_:)`` or
  ///   ``TransitionError/alreadyInHierarchy(_:)``.
  public static func push(_ presentable: any Presentable, animation: Animation? = nil) -> Transition {
    Transition(
      name: "push", presentables: .one(presentable), animation: animation, operation: PlainOperations.push(presentable))
  }

  /// Pops the top controller.
  ///
  /// - Parameter animation: The animation; when `nil`, the popped controller's
  ///   remembered one.
  /// - Returns: A transition that fails with ``TransitionError/cannotPopRoot(navigation:)``
  ///   when the stack holds fewer than two controllers.
  public static func pop(animation: Animation? = nil) -> Transition {
    Transition(name: "pop", presentables: [], animation: animation, operation: PlainOperations.pop)
  }

  /// Pops until a controller of the stack is on top.
  ///
  /// - Parameters:
  ///   - presentable: A controller of the stack; already on top is a no-op.
  ///   - animation: The animation; when `nil`, the old top's remembered one.
  /// - Returns: A transition that fails with ``TransitionError/notInStack(_:navigation:)``.
  public static func pop(to presentable: any Presentable, animation: Animation? = nil) -> Transition {
    Transition(name: "popTo", presentables: [], animation: animation) { root, animated throws(TransitionError) in
      try root.popToViewController(try presentable.controllerToPlace(), animated: animated)
    }
  }

  /// Pops every controller but the root of the stack.
  ///
  /// - Parameter animation: The animation; when `nil`, the old top's remembered one.
  /// - Returns: A transition that never fails: a stack of one controller (or
  ///   none) is left as it is.
  public static func popToRoot(animation: Animation? = nil) -> Transition {
    Transition(name: "popToRoot", presentables: [], animation: animation, operation: PlainOperations.popToRoot)
  }

  /// Replaces the whole stack.
  ///
  /// - Parameters:
  ///   - presentables: The new stack, root first.
  ///   - animation: The animation; remembered on the controllers it puts in.
  /// - Returns: A transition that fails as
  ///   ``NavigationController/setViewControllers(_:animated:)`` does.
  public static func set(_ presentables: [any Presentable], animation: Animation? = nil) -> Transition {
    Transition(
      name: "set", presentables: PresentableList(presentables), animation: animation,
      operation: PlainOperations.setStack(presentables))
  }

  /// Replaces the whole stack with controllers, as the `set` that takes
  /// presentables does; the list given becomes the stack as it is, where
  /// that one reads its presentables into a new list of controllers first.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first.
  ///   - animation: The animation; remembered on the controllers it puts in.
  /// - Returns: A transition that fails as
  ///   ``NavigationController/setViewControllers(_:animated:)`` does.
  public static func set(_ viewControllers: [ViewController], animation: Animation? = nil) -> Transition {
    Transition(
      name: "set", presentables: PresentableList(controllers: viewControllers), animation: animation,
      operation: PlainOperations.setStack(viewControllers))
  }
}
