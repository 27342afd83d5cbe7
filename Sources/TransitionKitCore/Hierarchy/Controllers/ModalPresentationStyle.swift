/// How a presented view controller covers the controller that presents it.
///
/// The style decides two things, as in UIKit: which controller becomes the
/// presentation context (see ``ViewController/present(_:animated:)``), and
/// whether the presenting controller stays visible under the presented one.
public enum ModalPresentationStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// The system default: a sheet. UIKit resolves it to `.pageSheet` before
  /// iOS 18 and to `.formSheet` since; either way the presenter stays visible.
  case automatic
  /// Covers the whole window; the presenter disappears.
  case fullScreen
  /// A sheet over the presenter, which stays visible behind it.
  case pageSheet
  /// A smaller sheet over the presenter, which stays visible behind it.
  case formSheet
  /// Covers the presentation context (the nearest ancestor that defines one);
  /// the context disappears.
  case currentContext
  /// Covers the whole window with content that lets the presenter show
  /// through; the presenter stays visible.
  case overFullScreen
  /// Covers the presentation context with content that lets it show through;
  /// the context stays visible.
  case overCurrentContext
  /// A popover anchored in the presenter, which stays visible. (In compact
  /// width UIKit adapts a popover to a sheet; the presenter stays visible either way.)
  case popover

  /// Whether the presenting controller stays visible under a controller
  /// presented with this style.
  public var keepsPresenterVisible: Bool {
    switch self {
    case .fullScreen, .currentContext: false
    case .automatic, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover: true
    }
  }

  /// Whether a controller presented with this style is a sheet the user can
  /// pull down: ``automatic``, ``pageSheet``, ``formSheet``, and ``popover``
  /// (which UIKit adapts to a sheet in compact width). Full-screen and
  /// current-context presentations cannot be pulled down.
  public var isSheet: Bool {
    switch self {
    case .automatic, .pageSheet, .formSheet, .popover: true
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: false
    }
  }

  /// Whether the presentation context is the nearest ancestor whose
  /// ``ViewController/definesPresentationContext`` is `true` (rather than the
  /// root-most ancestor).
  public var usesCurrentContext: Bool {
    switch self {
    case .currentContext, .overCurrentContext: true
    case .automatic, .fullScreen, .pageSheet, .formSheet, .overFullScreen, .popover: false
    }
  }
}
