/// How a split view controller shows its columns.
///
/// The `setCollapsed` edit moves between these states; the controllers move
/// with their own edits (see `SplitViewController.applyLayout`).
enum SplitCollapseState: Equatable {
  /// Both columns show, side by side. The secondary column's controller, if
  /// any, is the split view controller's child.
  case expanded
  /// Only the primary column shows. The secondary column's controller, if
  /// any, stays the split view controller's child, hidden.
  case collapsedSecondaryAside
  /// Only the primary column shows: a navigation controller whose stack held
  /// `collapsePoint` controllers when the split view controller collapsed.
  /// The secondary column's controller was pushed there, and what sits from
  /// that index up is the secondary side; the split view controller has no
  /// secondary child meanwhile.
  case collapsedOntoPrimary(collapsePoint: Int)
}

/// What the secondary column holds after a layout change.
enum SplitSecondaryChoice {
  /// The controller that separating the columns gives (see
  /// `SplitViewController.separableSecondary`): the one expanding shows.
  case separated
  /// This controller (or none).
  case controller(ViewController?)
}

extension SplitViewController {
  /// The collapse point, while collapsed with the secondary on top of the
  /// primary stack.
  var collapsePoint: Int? {
    if case .collapsedOntoPrimary(let collapsePoint) = collapseState { return collapsePoint }
    return nil
  }

  /// The controller that separating the columns makes the secondary: the
  /// top of the primary stack when something sits above the collapse point
  /// (clamped to the stack's height), else none — or, when the secondary is
  /// not on the primary stack, the secondary child.
  var separableSecondary: ViewController? {
    guard let collapsePoint else { return columns.secondary }
    guard let stack = columns.primary?.children, stack.count > min(collapsePoint, stack.count) else { return nil }
    return stack.last
  }

  /// Applies the edits that take the split view controller to new columns
  /// and a collapsed or expanded state, as UIKit would get there: separate
  /// the columns (the top of the primary stack above the collapse point
  /// leaves it), set the columns, then collapse again when asked to (the
  /// secondary is pushed onto a primary navigation controller unless the
  /// primary column is preferred on top).
  ///
  /// Each controller moves at most once each way, so that the change's
  /// report lists exactly the controllers that came in and went out.
  ///
  /// - Parameters:
  ///   - primary: The new primary column.
  ///   - secondary: The new secondary column.
  ///   - isCollapsed: Whether the split view controller ends collapsed.
  ///   - alwaysSetColumns: Whether to record the columns even when unchanged
  ///     (setting columns always touches the split view controller).
  ///   - transaction: The change's transaction.
  func applyLayout(
    primary: ViewController?,
    secondary choice: SplitSecondaryChoice,
    isCollapsed: Bool,
    alwaysSetColumns: Bool,
    to transaction: inout HierarchyTransaction
  ) {
    let oldState = collapseState
    // Separate: the top of the primary stack above the collapse point leaves it.
    var separated = columns.secondary
    if collapsePoint != nil {
      separated = separableSecondary
      if let separated, let stack = columns.primary {
        transaction.apply(.removeChild(stack, separated, at: stack.children.count - 1))
      }
    }
    let secondary: ViewController? =
      switch choice {
      case .separated: separated
      case .controller(let controller): controller
      }
    // Collapse again, onto a primary navigation controller unless the primary is preferred on top.
    let newState: SplitCollapseState
    var pushed: (stack: NavigationController, controller: ViewController)?
    if !isCollapsed {
      newState = .expanded
    } else if preferredTopColumnForCollapsing == .secondary, let stack = primary as? NavigationController {
      newState = .collapsedOntoPrimary(collapsePoint: stack.children.count)
      pushed = secondary.map { (stack, $0) }
    } else {
      newState = .collapsedSecondaryAside
    }
    let newColumns = SplitColumns(primary: primary, secondary: pushed == nil ? secondary : nil)
    if alwaysSetColumns || !newColumns.isSame(as: columns) {
      transaction.apply(.setColumns(self, from: columns, to: newColumns))
    }
    if let pushed {
      if pushed.controller is NavigationController { pushed.stack.hasHeldDetailNavigationControllers = true }
      transaction.apply(.insertChild(pushed.stack, pushed.controller, at: pushed.stack.children.count))
    }
    if newState != oldState {
      transaction.apply(.setCollapsed(self, from: oldState, to: newState))
    }
  }
}
