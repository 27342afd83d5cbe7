/// What an app says about, and hears of, the user's attempts to dismiss a
/// presented controller by pulling it down, as UIKit's
/// `UIAdaptivePresentationControllerDelegate`.
///
/// Set it as the presented controller's
/// ``ViewController/presentationDelegate``. Every method has a default that
/// does nothing (or allows the dismissal). The methods are about the user's
/// pull-down only: dismissing in code calls none of them, as in UIKit.
///
/// ```swift
/// final class EditorCoordinator: NavigationCoordinator<EditorRoute>, PresentationControllerDelegate {
///   func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {
///     trigger(.confirmDiscard)
///   }
/// }
/// ```
@MainActor
public protocol PresentationControllerDelegate: AnyObject {
  /// Asked when the user starts pulling the presented controller down;
  /// `false` refuses, as ``ViewController/isModalInPresentation`` does.
  /// - Parameter presented: The presented controller.
  /// - Returns: Whether the pull-down may start.
  func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool
  /// Told when a pull-down was refused (the sheet stays modal), so that the
  /// app can say why, or ask "discard changes?".
  /// - Parameter presented: The presented controller.
  func presentationControllerDidAttemptToDismiss(_ presented: ViewController)
  /// Told when a pull-down begins (it may still be cancelled).
  /// - Parameter presented: The presented controller.
  func presentationControllerWillDismiss(_ presented: ViewController)
  /// Told when a pull-down finished: the controller is dismissed.
  /// - Parameter presented: The controller that was presented.
  func presentationControllerDidDismiss(_ presented: ViewController)
}

extension PresentationControllerDelegate {
  /// Allows the pull-down.
  /// - Parameter presented: The presented controller.
  /// - Returns: `true`.
  public func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool { true }
  /// Does nothing.
  /// - Parameter presented: The presented controller.
  public func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {}
  /// Does nothing.
  /// - Parameter presented: The presented controller.
  public func presentationControllerWillDismiss(_ presented: ViewController) {}
  /// Does nothing.
  /// - Parameter presented: The controller that was presented.
  public func presentationControllerDidDismiss(_ presented: ViewController) {}
}

/// The weak reference to a controller's presentation delegate (see
/// ``ViewController/presentationDelegate``).
@MainActor
final class PresentationDelegateBox {
  /// The delegate, while something else keeps it.
  weak var delegate: (any PresentationControllerDelegate)?

  /// A box referring to `delegate` weakly.
  init(_ delegate: any PresentationControllerDelegate) {
    self.delegate = delegate
  }
}
