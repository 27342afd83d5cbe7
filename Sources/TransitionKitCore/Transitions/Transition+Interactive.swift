extension Transition {
  /// Starts the transition driven by hand, and returns its handle.
  ///
  /// The change begins at once (its will-callbacks run); the handle's
  /// ``InteractiveTransition/update(_:)`` moves the animation, and
  /// ``InteractiveTransition/finish(velocity:)`` or
  /// ``InteractiveTransition/cancel(velocity:)`` ends it. The window's queue
  /// waits until then.
  ///
  /// - Parameters:
  ///   - root: The controller the transition acts on.
  ///   - completion: Called once at the end: success when finished,
  ///     ``TransitionError/cancelled`` when cancelled.
  /// - Returns: The handle.
  /// - Throws: ``TransitionError/interactionUnsupported`` for a transition
  ///   that is not a single change (``multiple(_:)``, a custom transition);
  ///   ``TransitionError/transitionInProgress(window:)`` while another
  ///   transition runs on the window; or the error of the change itself, which
  ///   then changed nothing.
  @MainActor
  public func performInteractively(
    on root: RootViewController,
    completion: Completion? = nil
  ) throws(TransitionError) -> InteractiveTransition {
    guard let operation else { throw .interactionUnsupported }
    guard let window = root.window else { throw .notInWindow(root.displayName) }
    if window.isTransitioning { throw .transitionInProgress(window: window.name) }
    let animation = self.animation
    var record = TransitionRecord(transition: name, animated: true)
    var outcome: Result<InteractiveTransition, TransitionError> = .failure(.interactionUnsupported)
    let job: TransitionQueue.Job = { done in
      let changes: [HierarchyChange]
      do throws(TransitionError) {
        changes = try TransitionRunner.beginChanges(
          MountTransitionLabel(name: record.transition), animation: animation, in: window, interactive: true,
          keepingTouches: true
        ) { () throws(TransitionError) in try operation(root, true) }
      } catch {
        window.emit { .transitionFailed(record, error: error) }
        outcome = .failure(error)
        done()
        return
      }
      record.describe(changes)
      window.emit { .transitionStarted(record) }
      let handleBox = HandleBox()
      // What the gesture took out may come back: it stays taken until the end.
      let held = changes.flatMap { HierarchyChangeReport($0).removedControllers }
      for controller in held { controller.interactiveHolds += 1 }
      let run = ChangeAnimation.run(changes, animation: animation, in: window, interactive: true) { finished in
        for controller in held { controller.interactiveHolds -= 1 }
        handleBox.handle?.didEnd(finished: finished)
        window.emit { finished ? .transitionCompleted(record) : .transitionFailed(record, error: .cancelled) }
        completion?(finished ? .success(()) : .failure(.cancelled))
        done()
      }
      let handle = InteractiveTransition(run: run)
      handleBox.handle = handle
      outcome = .success(handle)
    }
    window.transitionQueue.enqueue(job)
    return try outcome.get()
  }
}

/// The controller a pull-down took away, for the delegate's call at its end.
@MainActor
private final class PulledController {
  weak var controller: ViewController?

  /// Tells the delegate of a controller that a pull-down finished.
  func didEnd(_ result: Result<Void, TransitionError>) {
    if case .success = result, let controller {
      controller.presentationDelegate?.presentationControllerDidDismiss(controller)
    }
  }
}

/// Lets an animation's end reach the handle made after the animation started.
@MainActor
private final class HandleBox {
  weak var handle: InteractiveTransition?
}

extension NavigationController {
  /// Starts a pop driven by hand, as the swipe-back gesture does.
  ///
  /// - Parameters:
  ///   - animation: The animation; when `nil`, the top controller's remembered one.
  ///   - completion: Called once at the end: success when finished,
  ///     ``TransitionError/cancelled`` when cancelled.
  /// - Returns: The handle of the pop.
  /// - Throws: ``TransitionError/cannotPopRoot(navigation:)``, or
  ///   ``TransitionError/transitionInProgress(window:)``.
  public func beginInteractivePop(
    animation: Animation? = nil,
    completion: Transition<NavigationController>.Completion? = nil
  ) throws(TransitionError) -> InteractiveTransition {
    try HierarchyChange.performing(.swipeBack) { () throws(TransitionError) in
      try Transition<NavigationController>.pop(animation: animation)
        .performInteractively(on: self, completion: completion)
    }
  }
}

extension ViewController {
  /// Starts a dismissal driven by hand, as the user's pull-down on a sheet
  /// does: the presented controller this controller is part of (and
  /// everything above it) goes away.
  ///
  /// UIKit's rules for the gesture apply: only a sheet can be pulled down
  /// (``ModalPresentationStyle/isSheet``; not an ``AlertController``), and a
  /// sheet that stays modal (``ViewController/isModalInPresentation`` on it
  /// or on a controller it shows, or its
  /// ``ViewController/presentationDelegate`` answering `false`) refuses; that
  /// attempt is reported as ``NavigationEvent/dismissalAttempted(controller:)``
  /// and to the delegate's
  /// ``PresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``.
  /// The delegate hears ``PresentationControllerDelegate/presentationControllerWillDismiss(_:)``
  /// when the pull-down begins and
  /// ``PresentationControllerDelegate/presentationControllerDidDismiss(_:)``
  /// when it finished. To dismiss in code, whatever the style, use
  /// ``dismiss(animated:)`` or a dismiss transition.
  ///
  /// - Parameters:
  ///   - animation: The animation; when `nil`, the dismissed controller's remembered one.
  ///   - completion: Called once at the end: success when finished,
  ///     ``TransitionError/cancelled`` when cancelled.
  /// - Returns: The handle of the dismissal.
  /// - Throws: ``TransitionError/nothingToDismiss(_:)`` when this controller is
  ///   not part of a presented controller;
  ///   ``TransitionError/notASheet(_:presentation:)`` or
  ///   ``TransitionError/modalInPresentation(_:)`` when the gesture is
  ///   refused; ``TransitionError/transitionInProgress(window:)``. Nothing
  ///   changed then.
  public func beginInteractiveDismissal(
    animation: Animation? = nil,
    completion: Transition<ViewController>.Completion? = nil
  ) throws(TransitionError) -> InteractiveTransition {
    let pulled = PulledController()
    return try HierarchyChange.performing(.pullDown) { () throws(TransitionError) in
      try Transition.pullDown(animation: animation, pulled: pulled)
        .performInteractively(on: self) { result in
          pulled.didEnd(result)
          completion?(result)
        }
    }
  }
}

extension Transition where RootViewController == ViewController {
  /// The dismissal a pull-down on a controller makes, once UIKit's rules
  /// allow it: the presented controller it is part of goes away.
  fileprivate static func pullDown(animation: Animation?, pulled: PulledController) -> Transition {
    Transition(name: "dismiss", presentables: [], animation: animation) {
      controller, animated throws(TransitionError) in
      let presented = try controller.pullDownTarget()
      guard let presenter = presented.presenter else { throw .nothingToDismiss(controller.displayName) }
      pulled.controller = presented
      presented.presentationDelegate?.presentationControllerWillDismiss(presented)
      presenter.dismissPresentation(of: presenter, animated: animated)
    }
  }
}

extension ViewController {
  /// Dismisses the presented controller this controller is part of as a
  /// pull-down that already finished on screen does: UIKit's rules for the
  /// gesture and the delegate's calls as in
  /// ``beginInteractiveDismissal(animation:completion:)``, without a hand.
  ///
  /// - Throws: The errors of ``beginInteractiveDismissal(animation:completion:)``;
  ///   nothing changed then.
  func pullDown(animated: Bool) throws(TransitionError) {
    _ = try pullDownTarget()
    guard let window else { throw .notInWindow(displayName) }
    if window.isTransitioning { throw .transitionInProgress(window: window.name) }
    let pulled = PulledController()
    var failure: TransitionError?
    HierarchyChange.performing(.pullDown) {
      Transition.pullDown(animation: nil, pulled: pulled)
        .perform(on: self, with: TransitionOptions(animated: animated)) { result in
          if case .failure(let error) = result { failure = error }
          pulled.didEnd(result)
        }
    }
    if let failure { throw failure }
  }
}
