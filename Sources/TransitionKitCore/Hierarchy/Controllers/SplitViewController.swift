/// A column of a split view controller.
public enum SplitColumn: String, Sendable, Hashable, Codable, CaseIterable {
  /// The leading column, usually a list.
  case primary
  /// The trailing column, usually the detail of the list's selection.
  case secondary
}

/// A container that shows a primary and a secondary column side by side, or
/// only one of them when collapsed (as in compact width).
///
/// As UIKit's classic split view controller does, collapsing puts the
/// secondary *on top of* a primary navigation controller: it is pushed onto
/// the primary's stack, so the detail stays on screen. Expanding separates
/// the two again. See <doc:HierarchyRules> for the rules.
///
/// ```swift
/// let split = SplitViewController(title: "Mail")
/// try split.setViewControllers(primary: mailboxes, secondary: message, animated: false)
/// split.setCollapsed(true, animated: false)   // message is pushed onto mailboxes
/// split.setCollapsed(false, animated: false)  // message is the secondary column again
/// ```
@MainActor
open class SplitViewController: ViewController {
  /// The split view controller's own children: the primary column, and the
  /// secondary column unless it sits on the primary's stack.
  var columns = SplitColumns()
  var collapseState = SplitCollapseState.expanded

  /// Creates a split view controller with empty columns.
  /// - Parameter title: The controller's title.
  public override init(title: String? = nil) {
    super.init(title: title)
  }

  /// Creates a split view controller with its columns, without throwing.
  ///
  /// ```swift
  /// let mail = SplitViewController(primary: mailboxes, secondary: message)
  /// ```
  ///
  /// When the columns cannot be set (the same controller twice, a
  /// controller already in a hierarchy), the columns stay empty and the
  /// error is kept in ``ViewController/initializationError``: putting the
  /// split view controller into a hierarchy then fails with it.
  ///
  /// - Parameters:
  ///   - primary: The primary column.
  ///   - secondary: The secondary column, if any.
  ///   - title: The controller's title.
  public convenience init(primary: ViewController, secondary: ViewController? = nil, title: String? = nil) {
    self.init(title: title)
    do throws(TransitionError) {
      try setViewControllers(primary: primary, secondary: secondary, animated: false)
    } catch {
      recordInitializationError(error)
    }
  }

  /// Which column shows when the split view controller collapses, as
  /// UIKit's `preferredTopColumnForCollapsing`; ``SplitColumn/secondary`` by default.
  ///
  /// With ``SplitColumn/secondary``, collapsing pushes the secondary column's
  /// controller onto the primary column's stack when the primary column is a
  /// ``NavigationController`` (UIKit's default). With ``SplitColumn/primary``
  /// — or when the primary column is not a navigation controller — the
  /// secondary is kept aside, hidden, and the primary column shows (UIKit's
  /// `collapseSecondary` delegate answer `true`).
  ///
  /// Changing it changes nothing at once: it is read at the next collapse
  /// (and when columns are set while collapsed).
  public var preferredTopColumnForCollapsing = SplitColumn.secondary

  /// The controller in the primary column.
  public var primaryViewController: ViewController? { columns.primary }

  /// The controller in the secondary column.
  ///
  /// While collapsed with the secondary on top of the primary stack, it is
  /// the controller at the collapse point of that stack (the one the
  /// collapse pushed, or the first one pushed since), or `nil` when the user
  /// popped it.
  public var secondaryViewController: ViewController? {
    switch collapseState {
    case .expanded, .collapsedSecondaryAside:
      return columns.secondary
    case .collapsedOntoPrimary(let collapsePoint):
      guard let stack = columns.primary?.children, collapsePoint < stack.count else { return nil }
      return stack[collapsePoint]
    }
  }

  /// Whether only one column is shown.
  public var isCollapsed: Bool { collapseState != .expanded }

  /// The controller in a column (see ``secondaryViewController``).
  public func viewController(for column: SplitColumn) -> ViewController? {
    switch column {
    case .primary: primaryViewController
    case .secondary: secondaryViewController
    }
  }

  override var visibleChildren: [ViewController] {
    isCollapsed ? columns.primary.map { [$0] } ?? [] : columns.controllers
  }

  override var containerKind: ContainerKind { .split }
  override var managesChildren: Bool { true }

  /// Replaces both columns.
  ///
  /// Controllers already in either column may be kept or swapped; every other
  /// one must be free. While collapsed, this is as if the split view
  /// controller expanded, took the new columns, and collapsed again — in one
  /// change (see <doc:HierarchyRules>).
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
    try validateChildren(new.controllers, reusing: [columns.primary, separableSecondary].compactMap { $0 })
    let isCollapsed = isCollapsed
    HierarchyChange.perform(.setColumns, animated: animated, in: window, scope: self) { transaction in
      self.applyLayout(
        primary: primary, secondary: .controller(secondary), isCollapsed: isCollapsed, alwaysSetColumns: true,
        to: &transaction)
    }
  }

  /// Replaces one column, keeping the other.
  ///
  /// While collapsed, the column kept is the one expanding would give (see
  /// ``setViewControllers(primary:secondary:animated:)``).
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
      try setViewControllers(primary: viewController, secondary: separableSecondary, animated: animated)
    case .secondary:
      try setViewControllers(primary: columns.primary, secondary: viewController, animated: animated)
    }
  }

  /// Collapses or expands the split view controller, as a change of size class does.
  ///
  /// Collapsing with ``preferredTopColumnForCollapsing`` set to
  /// ``SplitColumn/secondary`` (the default) and a ``NavigationController``
  /// in the primary column pushes the secondary onto the primary's stack:
  /// the old top of that stack disappears and the secondary stays on screen.
  /// Otherwise the secondary is kept aside and disappears. Expanding takes
  /// the secondary back off the primary stack (or shows the one kept aside).
  ///
  /// - Parameters:
  ///   - isCollapsed: Whether only one column is shown.
  ///   - animated: Whether the change is animated.
  public func setCollapsed(_ isCollapsed: Bool, animated: Bool) {
    guard self.isCollapsed != isCollapsed else { return }
    HierarchyChange.perform(.setCollapsed, animated: animated, in: window, scope: self) { transaction in
      self.applyLayout(
        primary: self.columns.primary, secondary: .separated, isCollapsed: isCollapsed, alwaysSetColumns: false,
        to: &transaction)
    }
  }
}

/// The two columns of a split view controller, as its own children.
@MainActor
struct SplitColumns {
  var primary: ViewController?
  var secondary: ViewController?

  /// The controllers of the columns, primary first.
  var controllers: [ViewController] {
    [primary, secondary].compactMap { $0 }
  }

  /// Whether both hold the same controllers.
  func isSame(as other: SplitColumns) -> Bool {
    primary === other.primary && secondary === other.secondary
  }
}
