/// A change the user made, rather than the app's code: a gesture on a
/// navigation bar, a sheet, a tab bar or pages.
///
/// TransitionKit tells the two apart as UIKit's coordinators must: a change
/// made by a transition is the app's; a gesture, and any other change made
/// directly on the model outside a transition, is the user's. Change reports
/// carry it (``HierarchyChangeReport/userAction``), and a child flow the
/// user left ends as ``FlowResult/cancelled(by:)`` with it.
public enum UserAction: String, Sendable, Hashable, Codable, CaseIterable {
  /// The back button: a pop made directly on the model
  /// (``NavigationController/popViewController(animated:)`` outside a transition).
  case backButton
  /// A controller chosen in the back button's menu
  /// (``NavigationController/popFromBackButtonMenu(to:animated:)``).
  case backButtonMenu
  /// A finished swipe back (``NavigationController/beginInteractivePop(animation:completion:)``).
  case swipeBack
  /// A sheet pulled down (``ViewController/beginInteractiveDismissal(animation:completion:)``).
  case pullDown
  /// A tap on a tab (``TabBarController/userDidTapTab(at:)``): another tab
  /// selected, or the selected tab's stack popped to its root.
  case tabTap
  /// A page swiped in (``PageViewController/swipe(_:animated:)``).
  case pageSwipe
  /// Any other change made directly on the model, outside a transition: a
  /// dismissal, a new window root, a stack set by hand.
  case directChange
}
