extension ViewController {
  /// The presented controller that the user's pull-down on this controller
  /// would take away, once UIKit's rules allow it.
  ///
  /// The pull-down acts on the presented controller this controller is part
  /// of. It must be a sheet (``ModalPresentationStyle/isSheet``, and not an
  /// ``AlertController``); a sheet that stays modal (see
  /// ``isModalInPresentation``) refuses, and the attempt is reported to the
  /// window's events and to the sheet's ``presentationDelegate``.
  ///
  /// - Throws: ``TransitionError/nothingToDismiss(_:)``,
  ///   ``TransitionError/notASheet(_:presentation:)`` or
  ///   ``TransitionError/modalInPresentation(_:)``. Nothing changed then.
  func pullDownTarget() throws(TransitionError) -> ViewController {
    guard let presented = presentedAncestor, let presentation = presented.presenter?.presentation else {
      throw .nothingToDismiss(displayName)
    }
    if presented is AlertController {
      throw .notASheet(presented.displayName, presentation: ContainerKind.alert.rawValue)
    }
    guard presentation.style.isSheet else {
      throw .notASheet(presented.displayName, presentation: presentation.style.rawValue)
    }
    let delegate = presented.presentationDelegate
    if presented.isModalInPresentationShown || delegate?.presentationControllerShouldDismiss(presented) == false {
      presented.window?.emit { .dismissalAttempted(controller: presented.displayName) }
      delegate?.presentationControllerDidAttemptToDismiss(presented)
      throw .modalInPresentation(presented.displayName)
    }
    return presented
  }

  /// Whether this controller, or a controller shown inside it (the top of a
  /// stack, the selected tab, visible pages and columns, embedded children),
  /// is modal in its presentation. Controllers presented from inside do not count.
  private var isModalInPresentationShown: Bool {
    var pending: [ViewController] = [self]
    while let controller = pending.popLast() {
      if controller.isModalInPresentation { return true }
      pending.append(contentsOf: controller.visibleChildren)
    }
    return false
  }
}
