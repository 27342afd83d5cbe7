extension AlertController {
  /// Taps a button, as the user does: the alert is dismissed, animated, and
  /// once it is gone the button's handler runs, as in UIKit.
  ///
  /// The dismissal is a transition of the window's queue, so it waits for
  /// transitions under way; the handler runs when it completes.
  ///
  /// - Parameters:
  ///   - title: The title of one of the alert's ``actions``.
  ///   - completion: Called once with the outcome of the dismissal, after the handler.
  /// - Throws: ``TransitionError/unknownAction(_:alert:)`` when no button has
  ///   the title, ``TransitionError/nothingToDismiss(_:)`` when the alert is
  ///   not presented. Nothing changed then, and no handler ran.
  public func tapAction(
    titled title: String,
    completion: Transition<AlertController>.Completion? = nil
  ) throws(TransitionError) {
    guard let action = actions.first(where: { $0.title == title }) else {
      throw .unknownAction(title, alert: displayName)
    }
    guard presenter != nil else { throw .nothingToDismiss(displayName) }
    let dismissal = Transition<AlertController>(name: "dismiss", presentables: [], animation: nil) {
      alert, animated throws(TransitionError) in
      guard let presenter = alert.presenter else { throw .nothingToDismiss(alert.displayName) }
      presenter.dismissPresentation(of: presenter, animated: animated)
    }
    dismissal.perform(on: self) { result in
      if case .success = result { action.handler?() }
      completion?(result)
    }
  }
}
