extension Coordinator {
  /// The saved navigation of this coordinator's tree: the restorable routes
  /// whose effects still stand, addressed from this coordinator, and the
  /// tree (its window's, when it is in one). See
  /// ``WindowCoordinator/restorationState()`` for what is kept.
  ///
  /// - Returns: The state, named after the window the tree is in (empty outside any).
  public func restorationState() -> WindowRestorationState {
    restorationRoot.state()
  }

  /// Restores a saved document into this coordinator's tree: see
  /// ``WindowCoordinator/restore(_:options:completion:)``.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - options: The policy and the gates.
  ///   - completion: Receives the report, once.
  public func restore(
    _ document: RestorationDocument,
    options: RestorationOptions = RestorationOptions(),
    completion: (@MainActor (RestorationReport) -> Void)? = nil
  ) {
    restorationRoot.restore(document, options: options) { completion?($0) }
  }

  /// Restores a saved document into this coordinator's tree, and returns the
  /// report once the replay is over: see ``restore(_:options:completion:)``.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - options: The policy and the gates.
  /// - Returns: The report.
  @discardableResult
  public func restore(
    _ document: RestorationDocument, options: RestorationOptions = RestorationOptions()
  ) async -> RestorationReport {
    await withCheckedContinuation { continuation in
      restore(document, options: options) { continuation.resume(returning: $0) }
    }
  }

  private var restorationRoot: RestorationRoot {
    RestorationRoot(
      node: coordinatorNode, router: self, window: rootViewController.window, treeRoot: rootViewController)
  }
}
