/// A column of a split view controller.
public enum SplitColumn: String, Sendable, Hashable, Codable, CaseIterable {
  /// The leading column, usually a list.
  case primary
  /// The trailing column, usually the detail of the list's selection.
  case secondary
}

/// A container that shows a primary and a secondary column side by side, or
/// only the primary one when collapsed (as in compact width).
///
/// ```swift
/// let split = SplitViewController(title: "Mail")
/// try split.setViewControllers(primary: mailboxes, secondary: message, animated: false)
/// split.setCollapsed(true, animated: false)   // the secondary column disappears
/// ```
@MainActor
open class SplitViewController: ViewController {
  var columns = SplitColumns()
  var storedIsCollapsed = false

  /// Creates a split view controller with empty columns.
  /// - Parameter title: The controller's title.
  public override init(title: String? = nil) {
    super.init(title: title)
  }

  /// The controller in the primary column.
  public var primaryViewController: ViewController? { columns.primary }
  /// The controller in the secondary column.
  public var secondaryViewController: ViewController? { columns.secondary }
  /// Whether only the primary column is shown.
  public var isCollapsed: Bool { storedIsCollapsed }

  /// The controller in a column.
  public func viewController(for column: SplitColumn) -> ViewController? {
    switch column {
    case .primary: columns.primary
    case .secondary: columns.secondary
    }
  }

  override var visibleChildren: [ViewController] {
    storedIsCollapsed ? columns.primary.map { [$0] } ?? [] : columns.controllers
  }

  override var containerKind: ContainerKind { .split }
  override var managesChildren: Bool { true }

  /// Replaces both columns.
  ///
  /// Controllers already in either column may be kept or swapped; every other
  /// one must be free.
  ///
  /// - Parameters:
  ///   - primary: The primary column's controller, or `nil` for an empty column.
  ///   - secondary: The secondary column's controller, or `nil` for an empty column.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/duplicate(_:)`` or ``TransitionError/alreadyInHierarchy(_:)``.
  public func setViewControllers(
    primary: ViewController?,
    secondary: ViewController?,
    animated: Bool
  ) throws(TransitionError) {
    let new = SplitColumns(primary: primary, secondary: secondary)
    try validateChildren(new.controllers, reusing: children)
    let old = columns
    HierarchyChange.perform(.setColumns, animated: animated, in: window, scope: self) { transaction in
      transaction.apply(.setColumns(self, from: old, to: new))
    }
  }

  /// Replaces one column, keeping the other.
  ///
  /// - Parameters:
  ///   - viewController: The column's new controller, or `nil` to empty it.
  ///   - column: The column to replace.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/duplicate(_:)`` or ``TransitionError/alreadyInHierarchy(_:)``.
  public func setViewController(
    _ viewController: ViewController?,
    for column: SplitColumn,
    animated: Bool
  ) throws(TransitionError) {
    switch column {
    case .primary:
      try setViewControllers(primary: viewController, secondary: columns.secondary, animated: animated)
    case .secondary:
      try setViewControllers(primary: columns.primary, secondary: viewController, animated: animated)
    }
  }

  /// Collapses or expands the split view, as a change of size class does.
  /// Collapsing hides the secondary column; expanding shows it again.
  ///
  /// - Parameters:
  ///   - isCollapsed: Whether only the primary column is shown.
  ///   - animated: Whether the change is animated.
  public func setCollapsed(_ isCollapsed: Bool, animated: Bool) {
    let old = storedIsCollapsed
    guard old != isCollapsed else { return }
    HierarchyChange.perform(.setCollapsed, animated: animated, in: window, scope: self) { transaction in
      transaction.apply(.setCollapsed(self, from: old, to: isCollapsed))
    }
  }
}

/// The two columns of a split view controller.
@MainActor
struct SplitColumns {
  var primary: ViewController?
  var secondary: ViewController?

  /// The controllers of the columns, primary first.
  var controllers: [ViewController] {
    [primary, secondary].compactMap { $0 }
  }
}
