/// What a user's tap on a tab did.
public enum TabTapOutcome: String, Sendable, Hashable, Codable, CaseIterable {
  /// Another tab was selected.
  case selected
  /// The selected tab was tapped again: its navigation controller popped to its root.
  case poppedToRoot
  /// The selected tab was tapped again, and there was nothing to pop (not a
  /// navigation controller, or its stack holds its root only).
  case unchanged
  /// The tab bar's delegate refused the tap; nothing changed.
  case refused
}

extension TabBarController {
  /// Applies a user's tap on a tab, as UIKit's tab bar does.
  ///
  /// The ``delegate`` is asked first and may refuse any tap. Tapping another
  /// tab selects it, without animation. Tapping the selected tab pops its
  /// navigation controller to its root, animated (the coordinators notice the
  /// pop, and free the child coordinators of the popped screens); on a tab
  /// that is not a navigation controller it does nothing. The delegate is
  /// then told. Selecting in code (``select(index:animated:)``) never pops.
  ///
  /// - Parameter index: The index of the tapped tab.
  /// - Returns: What the tap did.
  /// - Throws: ``TransitionError/indexOutOfRange(_:count:container:)``;
  ///   nothing changed then.
  @discardableResult
  public func userDidTapTab(at index: Int) throws(TransitionError) -> TabTapOutcome {
    guard children.indices.contains(index) else {
      throw .indexOutOfRange(index, count: children.count, container: displayName)
    }
    let tab = children[index]
    if let delegate, !delegate.tabBarController(self, shouldSelect: tab) { return .refused }
    let outcome: TabTapOutcome
    if index != selectedIndex {
      try HierarchyChange.performing(.tabTap) { () throws(TransitionError) in
        try select(index: index, animated: false)
      }
      outcome = .selected
    } else if let navigation = tab as? NavigationController, navigation.children.count >= 2 {
      HierarchyChange.performing(.tabTap) { navigation.popToRootViewController(animated: true) }
      outcome = .poppedToRoot
    } else {
      outcome = .unchanged
    }
    delegate?.tabBarController(self, didSelect: tab)
    return outcome
  }
}
