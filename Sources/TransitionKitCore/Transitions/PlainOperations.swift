/// The operations of the transitions that need nothing but their root,
/// written as plain functions of the root's class.
///
/// A closure written inside a transition's constructor is generic over the
/// transition's root type, and keeps that type in a context allocated each
/// time the transition is made: one allocation on every route. A plain
/// function of the class the constructor requires (`NavigationController`
/// for a stack's transitions) needs no context, and a function of a class
/// is a function of any of its subclasses as it is: the constructor passes
/// it on unchanged.
@MainActor
enum PlainOperations {
  /// ``Transition/pop(animation:)``.
  static func pop(_ root: NavigationController, _ animated: Bool) throws(TransitionError) {
    try root.popViewController(animated: animated)
  }

  /// ``Transition/popToRoot(animation:)``.
  static func popToRoot(_ root: NavigationController, _ animated: Bool) throws(TransitionError) {
    root.popToRootViewController(animated: animated)
  }

  /// ``Transition/dismiss(animation:)``.
  static func dismiss(_ root: ViewController, _ animated: Bool) throws(TransitionError) {
    try root.topmostPresentedViewController.dismiss(animated: animated)
  }

  /// ``Transition/dismissToRoot(animation:)``.
  static func dismissToRoot(_ root: ViewController, _ animated: Bool) throws(TransitionError) {
    try root.dismiss(animated: animated)
  }

  /// ``Transition/dismissAll(animation:)``.
  static func dismissAll(_ root: ViewController, _ animated: Bool) throws(TransitionError) {
    guard let context = root.nearestPresentationContext else { return }
    context.dismissPresentation(of: context, animated: animated)
  }

  /// ``Transition/none()``.
  static func none(_ root: ViewController, _ animated: Bool) throws(TransitionError) {}
}
