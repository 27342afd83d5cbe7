extension WindowCoordinator {
  /// The window's saved navigation: the restorable routes whose effects
  /// still stand, addressed from this coordinator, and the tree as it is.
  ///
  /// ```swift
  /// let document = RestorationDocument(appBuild: "42", savedAt: now, windows: [app.restorationState()])
  /// ```
  ///
  /// A route is kept while every controller its transition put into the
  /// tree is still there and no later route put it there again: a pushed
  /// screen popped by the back button, a sheet pulled down, a sequence
  /// undone take their routes along. A deep link is kept as the routes it
  /// ran. A coordinator's initial route is not kept (creating the
  /// coordinator performs it again), nor are routes that put no controller
  /// into the tree.
  ///
  /// - Returns: The state of this coordinator's window.
  public func restorationState() -> WindowRestorationState {
    restorationRoot.state()
  }

  /// Restores a saved document into this coordinator's window: replays its
  /// steps through the coordinators, as one change without animation.
  ///
  /// The window's state is the one saved for a window of the same name, or
  /// the only one of a document that holds one. The gates come first (the
  /// document's format, ``RestorationOptions/maximumAge``,
  /// ``RestorationOptions/gate``): a refused document changes nothing.
  /// Then each step is triggered on the coordinator its path names, its
  /// route rebuilt (and migrated) from its tag and payload; a step that no
  /// longer applies is handled by ``RestorationOptions/policy``. Appearance
  /// callbacks run once, at the end, for what ends up visible and what went
  /// away. The report also goes to the window's event log as
  /// ``NavigationEvent/restored(_:)``.
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

  /// Restores a saved document into this coordinator's window, and returns
  /// the report once the replay is over: see ``restore(_:options:completion:)``.
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
    RestorationRoot(node: coordinatorNode, router: self, window: window, treeRoot: viewController)
  }
}
