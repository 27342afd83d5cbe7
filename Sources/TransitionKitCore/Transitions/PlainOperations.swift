/// The operations of the library's most used transitions, written outside
/// the generic `Transition`, as functions of the root's class.
///
/// A closure written inside a transition's constructor is generic over the
/// transition's root type, and keeps that type in a context allocated each
/// time the transition is made: one allocation on every route. A function
/// of the class the constructor requires (`NavigationController` for a
/// stack's transitions) is a function of any of its subclasses as it is: the
/// constructor passes it on unchanged. One that keeps nothing (a pop) needs
/// no context; one that keeps a single native object (the controller to
/// push) has that object for its context: neither allocates. A list (a new
/// stack, new tabs) is such an object where Swift has no Objective-C
/// bridging, as on Linux; on Apple platforms, where an array's buffer can
/// hold an Objective-C array, the operation keeps the list in an allocated
/// context, as the closure did.
///
/// Not isolated: the constructors, which any code may call, make the
/// operations; the operations themselves run on the main actor.
enum PlainOperations {
  /// An operation on a root of class `Root`.
  typealias Operation<Root: ViewController> = @MainActor (Root, Bool) throws(TransitionError) -> Void

  /// ``Transition/push(_:animation:)``. A controller is kept as itself;
  /// another presentable (a coordinator) is asked for its controller when
  /// the transition runs, as ``Presentable/controllerToPlace()`` does.
  static func push(_ presentable: any Presentable) -> Operation<NavigationController> {
    if let controller = presentable as? ViewController {
      return { root, animated throws(TransitionError) in try root.pushViewController(controller, animated: animated) }
    }
    return { root, animated throws(TransitionError) in
      try root.pushViewController(try presentable.controllerToPlace(), animated: animated)
    }
  }

  /// ``Transition/present(_:animation:)``, keeping a controller as ``push(_:)`` does.
  static func present(_ presentable: any Presentable) -> Operation<ViewController> {
    if let controller = presentable as? ViewController {
      return { root, animated throws(TransitionError) in
        try root.topmostPresentedViewController.present(controller, animated: animated)
      }
    }
    return { root, animated throws(TransitionError) in
      try root.topmostPresentedViewController.present(try presentable.controllerToPlace(), animated: animated)
    }
  }

  /// ``Transition/set(_:animation:)`` of a stack.
  static func setStack(_ presentables: [any Presentable]) -> Operation<NavigationController> {
    { root, animated throws(TransitionError) in
      try root.setViewControllers(try presentables.controllersToPlace(), animated: animated)
    }
  }

  /// ``Transition/set(_:animation:)`` of a stack of controllers.
  static func setStack(_ controllers: [ViewController]) -> Operation<NavigationController> {
    { root, animated throws(TransitionError) in try root.setViewControllers(controllers, animated: animated) }
  }

  /// ``Transition/set(_:animation:)`` of the tabs.
  static func setTabs(_ presentables: [any Presentable]) -> Operation<TabBarController> {
    { root, animated throws(TransitionError) in
      try root.setViewControllers(try presentables.controllersToPlace(), animated: animated)
    }
  }

  /// ``Transition/set(_:animation:)`` of tabs that are controllers.
  static func setTabs(_ controllers: [ViewController]) -> Operation<TabBarController> {
    { root, animated throws(TransitionError) in try root.setViewControllers(controllers, animated: animated) }
  }

  /// ``Transition/select(index:animation:)``: the selections of the first
  /// tabs are made once and shared, as a closure that keeps an index needs
  /// a context of its own.
  static func select(index: Int) -> Operation<TabBarController> {
    if firstSelections.indices.contains(index) { return firstSelections[index].operation }
    return selection(of: index)
  }

  /// The selections of the first eight tabs (see ``select(index:)``), each
  /// in a struct: a list of closures keeps them in the form of any element,
  /// and each one read would be wrapped, an allocation, to be called as what
  /// it is.
  private static let firstSelections: [Selection] = [
    Selection(selection(of: 0)), Selection(selection(of: 1)), Selection(selection(of: 2)),
    Selection(selection(of: 3)), Selection(selection(of: 4)), Selection(selection(of: 5)),
    Selection(selection(of: 6)), Selection(selection(of: 7)),
  ]

  /// A selection kept in ``firstSelections``.
  private struct Selection: Sendable {
    let operation: Operation<TabBarController>

    init(_ operation: @escaping Operation<TabBarController>) {
      self.operation = operation
    }
  }

  /// The selection of the tab at `index`.
  private static func selection(of index: Int) -> Operation<TabBarController> {
    { root, animated throws(TransitionError) in try root.select(index: index, animated: animated) }
  }

  /// ``Transition/pop(animation:)``.
  @MainActor static func pop(_ root: NavigationController, _ animated: Bool) throws(TransitionError) {
    try root.popViewController(animated: animated)
  }

  /// ``Transition/popToRoot(animation:)``.
  @MainActor static func popToRoot(_ root: NavigationController, _ animated: Bool) throws(TransitionError) {
    root.popToRootViewController(animated: animated)
  }

  /// ``Transition/dismiss(animation:)``.
  @MainActor static func dismiss(_ root: ViewController, _ animated: Bool) throws(TransitionError) {
    try root.topmostPresentedViewController.dismiss(animated: animated)
  }

  /// ``Transition/dismissToRoot(animation:)``.
  @MainActor static func dismissToRoot(_ root: ViewController, _ animated: Bool) throws(TransitionError) {
    try root.dismiss(animated: animated)
  }

  /// ``Transition/dismissAll(animation:)``.
  @MainActor static func dismissAll(_ root: ViewController, _ animated: Bool) throws(TransitionError) {
    guard let context = root.nearestPresentationContext else { return }
    context.dismissPresentation(of: context, animated: animated)
  }

  /// ``Transition/none()``.
  @MainActor static func none(_ root: ViewController, _ animated: Bool) throws(TransitionError) {}
}
