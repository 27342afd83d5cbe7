extension HierarchyChange {
  /// The change last recycled, to be made again as the next change begins
  /// (see ``make(kind:animated:window:transaction:appearance:keepsTouches:)``).
  @exclusivity(unchecked) static var recycled: HierarchyChange?

  /// Keeps a change that ended, and that nothing else references, to be
  /// made again as the next change: most changes are made directly on the
  /// model and end at once, and the next one then costs no allocation.
  ///
  /// The change gives its lists back, as its `deinit` would, and its fields
  /// go back to a new change's. It is not kept when anything else holds it
  /// (a reference, or a weak one from a phase it held), or when a change is
  /// kept already; it then goes away as usual.
  ///
  /// - Parameter change: The change, which the caller no longer uses.
  static func recycle(_ change: inout HierarchyChange) {
    guard change.state == .ended, !change.isHeldWeakly, isKnownUniquelyReferenced(&change) else { return }
    // Letting go of what it holds may release controllers whose code makes
    // changes of its own: that is done first, and the change is kept only if
    // none of those was kept meanwhile.
    change.transaction.giveBackEdits()
    SpareLists.empty(&change.touches)
    spareTouches.keep(&change.touches)
    change.appearance.giveBackControllers()
    change.heldPhases = []
    change.phasesToReopen = []
    change.userAction = nil
    change.tookControllersOut = nil
    guard recycled == nil else { return }
    change.windowHandle = nil
    change.releasedWindowName = nil
    change.isDirect = false
    change.isUndone = false
    change.state = .begun
    recycled = change
  }

  /// Offers each change of a list of changes that ended for recycling (one
  /// is kept, if nothing else holds it), and gives the list's storage back
  /// for the next capture (see `SpareLists`); the list is left empty.
  ///
  /// - Parameter list: The changes, which the caller no longer uses.
  static func recycle(ended list: inout [HierarchyChange]) {
    var taken: [HierarchyChange] = []
    swap(&taken, &list)
    while var change = taken.popLast() { recycle(&change) }
    spareChangeLists.keep(&taken)
  }
}
