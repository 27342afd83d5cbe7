/// How a transition is performed.
public struct TransitionOptions: Sendable {
  /// Whether the transition animates (on the window's ``AnimationDriver``).
  public var animated: Bool
  /// Set while the transition runs as part of another one (a step of
  /// ``Transition/multiple(_:)``, or ``Transition/perform(_:on:)``): it then
  /// runs at once instead of waiting in the window's queue, and records the
  /// changes it makes so the enclosing transition can undo them.
  var execution: TransitionExecution?
  /// The route that triggered the transition and the router that took it,
  /// described for event logs.
  var route: (route: String, router: String)?

  /// Creates options.
  /// - Parameter animated: Whether the transition animates.
  public init(animated: Bool = true) {
    self.animated = animated
  }

  /// Animated.
  public static let `default` = TransitionOptions()
}

/// The changes made by the steps of an enclosing transition, for undoing them.
@MainActor
final class TransitionExecution {
  private(set) var changes: [HierarchyChange] = []

  func record(_ newChanges: [HierarchyChange]) {
    changes += newChanges
  }
}
