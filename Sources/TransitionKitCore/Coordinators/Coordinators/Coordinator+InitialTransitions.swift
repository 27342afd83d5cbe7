extension Coordinator {
  /// Performs a transition without animation and reports its error at once.
  /// Used by initializers, whose root is not in a busy window: the
  /// transition completes before `perform` returns.
  func performSynchronously(_ transition: Transition<RootViewController>) throws(TransitionError) {
    // A box rather than a captured variable, whose every access is checked
    // for exclusivity at run time.
    let outcome = SynchronousOutcome()
    performTransition(transition, with: TransitionOptions(animated: false)) { outcome.result = $0 }
    try outcome.result?.get()
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

/// Where ``Coordinator/performSynchronously(_:)`` receives the outcome of
/// its transition. Written once, by the completion, before it is read: it
/// skips the exclusivity checks.
@MainActor
private final class SynchronousOutcome {
  @exclusivity(unchecked) var result: Result<Void, TransitionError>?
}
