extension Coordinator {
  /// Performs a transition without animation and reports its error at once.
  /// Used by initializers: the transition completes before `perform`
  /// returns, unless the root is in a window whose queue is busy, where it
  /// waits (and reports no error here).
  func performSynchronously(_ transition: Transition<RootViewController>) throws(TransitionError) {
    // A box rather than a captured variable, whose every access is checked
    // for exclusivity at run time.
    var outcome = SynchronousOutcome.make()
    performTransition(transition, with: TransitionOptions(animated: false)) { [outcome] in outcome.result = $0 }
    let result = outcome.result
    SynchronousOutcome.recycle(&outcome)
    try result?.get()
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
/// its transition. Written by the completion, and cleared when the box is
/// kept for the next transition; no access can overlap another (each is a
/// read or a write on the main actor): it skips the exclusivity checks.
@MainActor
private final class SynchronousOutcome {
  @exclusivity(unchecked) var result: Result<Void, TransitionError>?

  /// A box whose transition completed with nothing else holding it, kept
  /// for the next (see ``recycle(_:)``): one box serves the initial
  /// transitions of a whole tree of coordinators made one after another.
  @exclusivity(unchecked) private static var spare: SynchronousOutcome?

  /// A box for a transition about to run: the spare one when there is one.
  static func make() -> SynchronousOutcome {
    guard let box = spare else { return SynchronousOutcome() }
    spare = nil
    return box
  }

  /// Keeps a box for the next transition once nothing else holds it: a
  /// completion that has not run yet (its transition waits in a busy
  /// window) still does, and the box stays its alone, so that its late
  /// write can reach no other transition's outcome.
  static func recycle(_ box: inout SynchronousOutcome) {
    guard spare == nil, isKnownUniquelyReferenced(&box) else { return }
    box.result = nil
    spare = box
  }
}
