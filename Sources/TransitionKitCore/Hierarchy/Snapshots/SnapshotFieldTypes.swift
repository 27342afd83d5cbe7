/// The state of a window in a snapshot.
public struct WindowSnapshot: Sendable, Hashable, Codable {
  /// The window's name.
  public var name: String
  /// Whether the window is key and visible.
  public var isKeyAndVisible: Bool

  /// Creates a window snapshot.
  public init(name: String, isKeyAndVisible: Bool) {
    self.name = name
    self.isKeyAndVisible = isKeyAndVisible
  }
}

/// The kind of container a controller is.
public enum ContainerKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A plain view controller (which may embed children).
  case viewController
  /// A navigation controller.
  case navigation
  /// A tab bar controller.
  case tabBar
  /// A page view controller.
  case page
  /// A split view controller.
  case split
  /// An alert or action sheet (``AlertController``).
  case alert
}

/// Where a controller sits relative to the controller above it.
public enum HierarchyRole: Sendable, Hashable, Codable {
  /// The root of the snapshot.
  case root
  /// An element of a navigation stack, at an index (0 is the root of the stack).
  case stackItem(Int)
  /// A tab at an index.
  case tab(Int)
  /// A visible page at an index.
  case page(Int)
  /// A column of a split view controller.
  case column(SplitColumn)
  /// A child embedded in a plain view controller.
  case embedded
  /// Presented by the controller above, with a style.
  case presented(ModalPresentationStyle)
}
