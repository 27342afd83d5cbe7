/// Where a view controller is in its appearance cycle.
///
/// The state only moves along UIKit's edges, which is what keeps appearance
/// callbacks balanced:
///
/// - `disappeared → appearing → appeared → disappearing → disappeared` for a
///   transition that completes;
/// - `appearing → disappearing → disappeared` (and `disappearing → appearing →
///   appeared` for the other side) for a transition that is cancelled.
public enum AppearanceState: String, Sendable, Hashable, Codable, CaseIterable {
  /// Not on screen. Every controller starts here.
  case disappeared
  /// `viewWillAppear(_:)` ran; `viewDidAppear(_:)` has not yet.
  case appearing
  /// On screen.
  case appeared
  /// `viewWillDisappear(_:)` ran; `viewDidDisappear(_:)` has not yet.
  case disappearing
}
