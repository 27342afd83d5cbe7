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
  }
}
