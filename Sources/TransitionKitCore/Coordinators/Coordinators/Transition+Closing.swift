extension Transition {
  /// Takes a presentable's screens away, whichever way they came: pops them
  /// off the navigation stack they were pushed onto, or dismisses the
  /// presentation they are part of.
  ///
  /// A coordinator closes itself with it, without knowing how it was shown:
  ///
  /// ```swift
  /// override func prepareTransition(for route: ProfileRoute) -> ViewTransition {
  ///   switch route {
  ///   case .close: .close(self)   // pushed: popped; presented: dismissed
  ///   }
  /// }
  /// ```
  ///
  /// For a coordinator, its screens start at its root controller — or, for
  /// a ``NavigationCoordinator`` that shares its parent's stack, at the
  /// screen it pushed there. Starting from that controller:
  /// - pushed onto a navigation stack above its bottom, it is popped with
  ///   everything above it, in one change (the stack pops to the controller
  ///   below it);
  /// - at the bottom of a stack, the navigation controller is closed in its
  ///   place;
  /// - presented, its presentation is dismissed, with everything presented
  ///   above it.
  ///
  /// - Parameters:
  ///   - presentable: A controller or coordinator, usually the coordinator
  ///     performing the transition (`self`).
  ///   - animation: The animation; when `nil`, the remembered one of the
  ///     controller taken away.
  /// - Returns: A transition that fails with ``TransitionError/cannotClose(_:)``
  ///   when the screens are neither pushed nor presented (a tab, a window's
  ///   root, an embedded child), or with ``TransitionError/routerDeallocated``
  ///   for a weak router whose coordinator is gone, changing nothing.
  public static func close(_ presentable: any Presentable, animation: Animation? = nil) -> Transition {
    Transition(name: "close", presentables: [], animation: animation) { _, animated throws(TransitionError) in
      let screens: ViewController?
      if let node = CoordinatorNode.node(of: presentable) {
        screens = node.lifetimeController
      } else {
        screens = try presentable.controllerToPlace()
      }
      // A coordinator sharing a stack whose screen is gone has nothing left to close.
      guard let screens else { throw .cannotClose(TypeNames.name(of: type(of: presentable))) }
      try screens.close(animated: animated)
    }
  }
}

extension ViewController {
  /// Pops this controller off its navigation stack, or dismisses the
  /// presentation it is part of (see ``Transition/close(_:animation:)``).
  ///
  /// - Throws: ``TransitionError/cannotClose(_:)``; nothing changed then.
  func close(animated: Bool) throws(TransitionError) {
    var current = self
    while true {
      if let navigation = current.parent as? NavigationController {
        let stack = navigation.viewControllers
        if let index = stack.firstIndex(where: { $0 === current }), index > 0 {
          try navigation.popToViewController(stack[index - 1], animated: animated)
          return
        }
        current = navigation
      } else if current.parent == nil, let presenter = current.presenter {
        presenter.dismissPresentation(of: presenter, animated: animated)
        return
      } else {
        throw .cannotClose(displayName)
      }
    }
  }
}
