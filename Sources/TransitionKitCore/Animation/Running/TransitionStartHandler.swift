/// What runs right before a transition starts, at once or when its turn in
/// the window's ``TransitionQueue`` comes (see ``TransitionOptions/onStart``):
/// subclasses override ``transitionWillStart()``.
///
/// A class rather than a closure: the queue keeps the handler the options
/// carry as it is, with no closure made around it per queued transition,
/// and a coordinator's journal, an object already, can be one.
@MainActor
class TransitionStartHandler {
  /// The transition starts now. Does nothing unless overridden.
  func transitionWillStart() {}
}

/// A ``TransitionStartHandler`` that runs a closure.
@MainActor
final class ClosureStartHandler: TransitionStartHandler {
  private let body: @MainActor () -> Void

  init(_ body: @escaping @MainActor () -> Void) {
    self.body = body
  }

  override func transitionWillStart() {
    body()
  }
}
