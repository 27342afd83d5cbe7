extension Window {
  /// Settles the controllers touched by changes made from inside callbacks,
  /// until no such change is left. Asked after every callback phase: the
  /// usual answer, none, is read inline.
  @inline(__always) func settlePendingAppearance() {
    if !pendingAppearance.isEmpty { settleTouchedControllers() }
  }

  /// ``settlePendingAppearance()`` once a controller is touched.
  private func settleTouchedControllers() {
    while !pendingAppearance.isEmpty {
      let touched = pendingAppearance
      pendingAppearance.removeAll()
      // A controller may have moved to another window meanwhile: each is
      // settled against the window it is in now.
      #if DEBUG
        let oracle = VisibilityOracle()
        assert(touched.allSatisfy { HierarchyChange.isVisible($0) == oracle.isVisible($0) })
      #endif
      let goingAway = touched.filter { !HierarchyChange.isVisible($0) }
      let comingIn = touched.filter { HierarchyChange.isVisible($0) }
      for controller in goingAway { controller.settleAppearance(isVisible: false, animated: false) }
      for controller in comingIn { controller.settleAppearance(isVisible: true, animated: false) }
    }
  }
}

extension Window {
  /// Defers the appearance callbacks of the changes made from now on until
  /// ``endDeferringAppearance()``: a controller that appears and goes again
  /// meanwhile gets no callback at all.
  func beginDeferringAppearance() {
    appearanceDeferrals += 1
  }

  /// Ends a deferral: once none is left, every controller touched meanwhile
  /// is settled as it is now (what ends up visible appears, what went away disappears).
  func endDeferringAppearance() {
    guard appearanceDeferrals > 0 else { return }
    appearanceDeferrals -= 1
    guard appearanceDeferrals == 0 else { return }
    HierarchyChange.settleDeferredAppearance(in: self)
  }
}
