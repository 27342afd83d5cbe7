/// Why a test window could not do what a test asked, where no transition was
/// refused (a refused transition is a `TransitionError`).
///
/// Each case says what the window showed, so that the failure explains itself
/// when a test throws it.
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

  /// What went wrong, naming the window or the screens involved.
  public var description: String {
    switch self {
    case .screenNotVisible(let type, let frontmost):
      "No \(type) is visible where the user can touch; the frontmost visible controller is '\(frontmost)'."
    }
  }
}
