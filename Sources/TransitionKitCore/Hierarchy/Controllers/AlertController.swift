/// A headless alert or action sheet, as UIKit's `UIAlertController`: a title,
/// a message and buttons, presented over everything.
///
/// An alert keeps its presenter visible (it is presented
/// ``ModalPresentationStyle/overFullScreen``) and cannot be pulled down: only
/// one of its buttons takes it away. Tapping a button (see
/// ``tapAction(titled:completion:)``) dismisses the alert, then runs the
/// button's handler, as UIKit does.
///
/// ```swift
/// let alert = AlertController(title: "Delete draft?", message: nil)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { router.trigger(.discard) })
/// try editor.present(alert, animated: true)
/// ```
@MainActor
open class AlertController: ViewController {
  /// How an alert controller shows its buttons.
  public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
    /// A box in the middle of the screen.
    case alert
    /// A sheet of buttons rising from the bottom edge.
    case actionSheet
  }

  /// The text under the title.
  public var message: String?
  /// How the buttons are shown.
  public let preferredStyle: Style
  /// The buttons, in the order they were added.
  public private(set) var actions: [AlertAction] = []

  /// Creates an alert controller with no buttons.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The text under the title.
  ///   - preferredStyle: An alert or an action sheet.
  public init(title: String?, message: String?, preferredStyle: Style = .alert) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(title: title)
    modalPresentationStyle = .overFullScreen
  }

  /// Adds a button.
  /// - Parameter action: The button.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
  }

  override var containerKind: ContainerKind { .alert }
}

/// A button of an ``AlertController``.
public struct AlertAction: Sendable {
  /// How a button looks, and what it means.
  public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
    /// An ordinary button.
    case `default`
    /// The button that cancels (shown apart, one per alert).
    case cancel
    /// A button that destroys data (shown in red).
    case destructive
  }

  /// The button's title.
  public let title: String
  /// How the button looks.
  public let style: Style
  /// What tapping it does, once the alert is gone; `nil` for nothing more.
  public let handler: (@MainActor () -> Void)?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks.
  ///   - handler: What tapping it does, once the alert is gone.
  public init(title: String, style: Style = .default, handler: (@MainActor () -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
