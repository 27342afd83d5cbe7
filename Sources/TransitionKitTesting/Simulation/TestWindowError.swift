/// Why a test window could not do what a test asked, where no transition was
/// refused (a refused transition is a `TransitionError`).
///
/// Each case says what the window showed, or how far its clock moved, so that
/// the failure explains itself when a test throws it.
///
/// ```swift
/// let profile = try app.screen(as: ProfileViewController.self)
/// // throws TestWindowError.screenNotVisible("ProfileViewController", frontmost: "Log out?")
/// // while an alert covers the profile
/// ```
public enum TestWindowError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No visible controller of the type is in the layer a user can touch
  /// (see `TestWindow/screen(as:)`).
  ///
  /// The first value is the type's name; `frontmost` is the display name of
  /// the frontmost visible controller (the window's name when nothing is
  /// visible).
  case screenNotVisible(String, frontmost: String)
  /// An operation run by `TestWindow/run(clockLimit:idleLimit:_:)` had not
  /// finished when the window's clock had moved this far with animations
  /// still under way.
  case clockLimitReached(Duration, window: String)
  /// An operation run by `TestWindow/run(clockLimit:idleLimit:_:)` was still
  /// waiting when no animation of the window had been left to run for the
  /// idle limit; the duration is how far the clock had moved.
  case operationStalled(clockMoved: Duration, window: String)

  /// What went wrong, naming the window or the screens involved.
  public var description: String {
    switch self {
    case .screenNotVisible(let type, let frontmost):
      "No \(type) is visible where the user can touch; the frontmost visible controller is '\(frontmost)'."
    case .clockLimitReached(let moved, let window):
      """
      The operation had not finished when the clock of the window '\(window)' had moved \(moved) with animations \
      still under way: an animation that does not end, transitions that keep starting one another, or an interactive \
      transition held by hand.
      """
    case .operationStalled(let moved, let window):
      """
      The operation had not finished, and no animation of the window '\(window)' was left to run (its clock had \
      moved \(moved)): it waits for something this clock does not move, such as another window's clock, a gesture \
      the test has not made yet, or a completion that is never called.
      """
    }
  }
}
