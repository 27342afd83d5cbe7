extension ViewController {
  /// Checks that `controllers` may become this container's children.
  ///
  /// Controllers already among `reusable` (the container's current children)
  /// may be kept or reordered; every other one must be free and must not be
  /// this container or one of its ancestors; no controller may appear twice.
  ///
  /// - Complexity: O(*n* + *m* × *d*), where *n* is the number of controllers,
  ///   *m* the number of new ones and *d* the depth of this container.
  func validateChildren(_ controllers: [ViewController], reusing reusable: [ViewController]) throws(TransitionError) {
    // The usual few screens are checked by scanning: two sets cost more to
    // build (about 3 000 instructions) than the scans of a short list.
    if controllers.count <= 16, reusable.count <= 16 {
      for index in controllers.indices {
        let controller = controllers[index]
        if controllers[..<index].containsObject(controller) { throw .duplicate(controller.displayName) }
        if reusable.containsObject(controller) { continue }
        try validateInsertable(controller)
      }
      return
    }
    let reusableIDs = Set(reusable.map(ObjectIdentifier.init))
    var seen = Set<ObjectIdentifier>()
    seen.reserveCapacity(controllers.count)
    for controller in controllers {
      let id = ObjectIdentifier(controller)
      guard seen.insert(id).inserted else { throw .duplicate(controller.displayName) }
      if reusableIDs.contains(id) { continue }
      try validateInsertable(controller)
    }
  }

  /// Checks that `controller` is free and not this controller or an ancestor
  /// of it, and that building it did not fail (see ``initializationError``).
  func validateInsertable(_ controller: ViewController) throws(TransitionError) {
    if let failure = controller.initializationFailure { throw failure.error }
    // A free controller with no children and no presentation is above nothing but itself.
    let hasDescendants = !controller.children.isEmpty || controller.presentation != nil
    guard controller.isFree, controller !== self, !hasDescendants || !controller.isAncestorOrSelf(of: self) else {
      throw .alreadyInHierarchy(controller.displayName)
    }
    try controller.validateNotLeaving(for: window)
  }

  /// Checks that no controller of this free tree is still being taken out
  /// of sight by an animated change of a window other than `destination`.
  ///
  /// In UIKit a controller being dismissed keeps its presenter until the
  /// animation ends; the model shows a change's end state at once, so the
  /// controller is free, but it is still leaving that window. Within the
  /// same window (or into a tree in no window) it may be placed again: the
  /// window's changes are ordered. Shown in another window, it would end its
  /// disappearance there early, and a sequence undone afterwards could not
  /// give that back.
  ///
  /// - Throws: ``TransitionError/transitionInProgress(window:)`` naming the
  ///   window it is leaving.
  /// - Complexity: O(*n*), where *n* is the number of controllers in the tree.
  @inline(__always) func validateNotLeaving(for destination: Window?) throws(TransitionError) {
    // A controller leaves sight through a change under way: with none, no
    // controller is leaving, and the tree is not walked (told inline).
    guard let destination, HierarchyChange.underWayCount > 0 else { return }
    try validateTreeNotLeaving(for: destination)
  }

  /// ``validateNotLeaving(for:)`` while a change is under way.
  private func validateTreeNotLeaving(for destination: Window) throws(TransitionError) {
    // A controller with nothing below it (the usual pushed or presented
    // screen) is checked without a list.
    if storedChildren.isEmpty, presentation == nil {
      try validateNotLeaving(self, for: destination)
      return
    }
    var pending: [ViewController] = [self]
    while let controller = pending.popLast() {
      try validateNotLeaving(controller, for: destination)
      pending.append(contentsOf: controller.storedChildren)
      if let presented = controller.presentation?.controller { pending.append(presented) }
    }
  }

  /// Checks that `controller` alone is not being taken out of sight by an
  /// animated change of a window other than `destination`.
  private func validateNotLeaving(_ controller: ViewController, for destination: Window) throws(TransitionError) {
    if controller.appearanceState == .disappearing, let change = controller.appearancePhaseChange,
      change.isUnderWay, let leaving = change.windowName, controller.appearancePhaseWindow !== destination
    {
      throw .transitionInProgress(window: leaving)
    }
  }
}
