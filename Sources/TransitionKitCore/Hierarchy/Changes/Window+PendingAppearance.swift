extension Window {
  /// Settles the controllers touched by changes made from inside callbacks,
  /// until no such change is left.
  func settlePendingAppearance() {
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
