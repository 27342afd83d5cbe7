extension ViewController {
  /// The error of building this container with its first children, when it
  /// failed: the containers' initializers that do not throw
  /// (``NavigationController/init(root:title:)``,
  /// ``TabBarController/init(tabs:selectedIndex:title:)``,
  /// ``PageViewController/init(pages:title:navigationOrientation:isDoubleSided:)``,
  /// ``SplitViewController/init(primary:secondary:title:)``) and the
  /// container coordinators' ones keep it here instead of throwing.
  ///
  /// Such a container was left as it was before the failed step (empty), and
  /// it cannot be put into a hierarchy: pushing, presenting, embedding it,
  /// setting it as a tab, a page, a column or a window's root fails with
  /// this error, and so does every transition that puts it there. The
  /// misuse is reported where the container is used, never by a trap.
  ///
  /// ```swift
  /// let sheet = NavigationController(root: screenAlreadyShownElsewhere)
  /// // sheet.initializationError == .alreadyInHierarchy("Profile")
  /// router.trigger(.show(sheet)) { result in print(result.error as Any) }   // the same error
  /// ```
  public var initializationError: TransitionError? { initializationFailure?.error }

  /// Keeps the error of building this controller (the first one, when
  /// several steps failed).
  func recordInitializationError(_ error: TransitionError) {
    if initializationFailure == nil { initializationFailure = InitializationFailure(error: error) }
  }
}

/// The error of building a controller, boxed to keep controllers small.
final class InitializationFailure: Sendable {
  let error: TransitionError

  init(error: TransitionError) {
    self.error = error
  }
}
