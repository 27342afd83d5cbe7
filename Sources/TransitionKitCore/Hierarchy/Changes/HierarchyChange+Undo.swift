// Undoing changes: a cancelled interactive transition's, and a failed
// sequence's, rolled back with changes of the opposite kind.

extension HierarchyChange {
  /// Undoes the change: the edits are reverted and every controller goes back
  /// the way UIKit takes it back for a cancelled interactive transition.
  ///
  /// - Returns: Whether the change was undone. It is not when it is no longer
  ///   under way, or when the tree was changed by anyone else since it began
  ///   (undoing it then would undo their change as well).
  @discardableResult
  func cancel() -> Bool {
    HierarchyChange.cancel([self])
  }

  /// Undoes changes that began together, last first (see ``cancel()``).
  ///
  /// - Returns: Whether they were undone: all must be under way and keep
  ///   their touches (a change that does not, see ``touches``, ends with the
  ///   others instead), and nothing else may have changed since (see ``isLatest(_:)``).
  static func cancel(_ changes: [HierarchyChange]) -> Bool {
    guard !changes.isEmpty, changes.allSatisfy({ $0.state == .begun && $0.keepsTouches }), isLatest(changes),
      !undoWouldMakeACycle(changes)
    else { return false }
    for change in changes.reversed() {
      change.close(as: .cancelled)
      change.window?.openChangeCount -= 1
      // What changes made meanwhile showed may be hidden again by the undo,
      // in the window the change began in and in any window its controllers
      // were moved to meanwhile.
      let windows = change.windowsOfTouchedControllers()
      // Held strongly: entries do not keep their controllers, and a renderer's
      // or a callback's code runs before these are last read.
      let visibleBefore = windows.flatMap { Visibility.entries(in: $0).map(\.controller) }
      change.transaction.revert()
      if MountPublisher.isAnyActive {
        MountPublisher.publish(
          .undo(change.kind), isAnimated: change.animated, in: windows + change.windowsOfTouchedControllers())
      }
      // The tree may have changed meanwhile: every controller the change
      // touched, and every one visible before or after the undo, gets its
      // visibility anew.
      let oracle = VisibilityOracle()
      let visibleAround =
        visibleBefore + change.windowsOfTouchedControllers().flatMap { Visibility.entries(in: $0).map(\.controller) }
      for controller in change.appearance.appearing + change.appearance.disappearing + visibleAround[...] {
        controller.visibleWindow = oracle.isVisible(controller) ? controller.root.hostingWindow : nil
      }
      // The window may have been shown meanwhile: callbacks may be due even
      // when the change itself showed and hid nothing. A change begun in no
      // window has its callbacks in the window its controllers are in now.
      let callbackWindow = change.beganInAWindow ? change.window : windows.first
      change.runCallbacks(in: callbackWindow, evenIfEmpty: true) {
        $0.cancel(isVisible: oracle.isVisible, visibleAround: visibleAround, reopening: change.heldPhases)
      }
      change.window?.reportRevert()
    }
    for change in changes { change.window?.changeDidClose() }
    return true
  }

  /// Undoes an ended change with a new, non-animated change of the opposite
  /// kind (used to roll back a failed sequence of transitions).
  ///
  /// - Returns: The undo (never recycled: it undoes a change).
  @discardableResult
  func undo() -> HierarchyChange? {
    isUndone = true
    // The controllers may be in a window now that they were not in then (a
    // tree built outside any window, then shown): callbacks are due there.
    let window = transaction.touches(counting: false).lazy.compactMap(\.controller.window).first ?? window
    return HierarchyChange.runningTransitionCode {
      HierarchyChange.perform(kind.opposite, animated: false, in: window, undoing: kind, reopening: heldPhases) {
        transaction in
        for edit in self.transaction.edits.reversed() {
          transaction.apply(edit.inverse)
        }
      }
    }
  }
}
