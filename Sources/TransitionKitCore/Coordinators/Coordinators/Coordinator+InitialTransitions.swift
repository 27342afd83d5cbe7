extension Coordinator {
  /// Performs a transition without animation and reports its error at once.
  /// Used by initializers, whose root is not in a busy window: the
  /// transition completes before `perform` returns.
  func performSynchronously(_ transition: Transition<RootViewController>) throws(TransitionError) {
    var outcome: Result<Void, TransitionError>?
    performTransition(transition, with: TransitionOptions(animated: false)) { outcome = $0 }
    try outcome?.get()
  }

  /// Performs the first transition of an initializer that does not throw:
  /// its error goes to ``initialRouteError`` and, when the root controller
  /// is free (no one else shows it), to the root controller's
  /// ``ViewController/initializationError``, so that putting this
  /// coordinator into a hierarchy fails with it.
  func performInitially(_ transition: Transition<RootViewController>) {
    do throws(TransitionError) {
      try performSynchronously(transition)
    } catch {
      initialRouteError = error
      if rootViewController.isFree { rootViewController.recordInitializationError(error) }
    }
  }
}
