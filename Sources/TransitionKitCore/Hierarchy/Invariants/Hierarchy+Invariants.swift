extension Window {
  /// Checks every structural invariant of the window's tree and returns all
  /// violations (none for any tree built through the public API).
  ///
  /// Checked: each controller is in one place; parent and child links agree
  /// both ways; presenter and presented links agree both ways; the root has
  /// no parent or presenter and points back to this window; tab selections are
  /// in range; page counts fit `isDoubleSided`; split children match their
  /// columns, and a split collapsed with its secondary on top of the primary
  /// stack has a navigation controller as primary and no secondary child; a
  /// navigation controller is in a navigation stack only in the primary
  /// column of a split view controller (or in a stack that was one, and
  /// kept it); embedded children's views are in
  /// their container's view tree;
  /// and, when no change is under way, every controller's appearance state
  /// matches its visibility (while a change is under way, a controller may be
  /// appearing or disappearing, but an appeared one must be visible and a
  /// disappeared one not).
  ///
  /// - Complexity: O(*n*) in the number of controllers and embedded views.
  public func validate() -> [HierarchyViolation] {
    var checker = InvariantChecker(window: self)
    if let root = storedRoot {
      if root.parent != nil || root.presenter != nil || root.hostingWindow !== self {
        checker.report(.windowRoot, "'\(root.displayName)' is the root of window '\(name)' but is linked elsewhere.")
      }
      checker.check(root)
    }
    return checker.violations
  }
}

extension ViewController {
  /// Checks every structural invariant of this controller's tree (its
  /// children and what it presents, recursively) and returns all violations.
  ///
  /// See ``Window/validate()`` for the list of invariants.
  ///
  /// - Complexity: O(*n*) in the number of controllers and embedded views.
  public func validate() -> [HierarchyViolation] {
    var checker = InvariantChecker(window: window)
    if let parent, !parent.children.contains(where: { $0 === self }) {
      checker.report(.parentLink, "'\(displayName)' names '\(parent.displayName)' as parent but is not its child.")
    }
    checker.check(self)
    return checker.violations
  }
}

@MainActor
private struct InvariantChecker {
  private(set) var violations: [HierarchyViolation] = []
  private var seen = Set<ObjectIdentifier>()
  private let visible: Set<ObjectIdentifier>
  private let checksAppearance: Bool
  /// Whether changes are under way (an animation runs): controllers may then
  /// be appearing or disappearing, but a settled state must still match.
  private let allowsTransitionalStates: Bool

  init(window: Window?) {
    visible = Visibility.visibleSet(in: window)
    checksAppearance = !(window?.isRunningCallbacks ?? false) && (window?.appearanceDeferrals ?? 0) == 0
    allowsTransitionalStates = (window?.openChangeCount ?? 0) > 0
  }

  mutating func report(_ kind: HierarchyViolation.Kind, _ message: String) {
    violations.append(HierarchyViolation(kind, message))
  }

  mutating func check(_ root: ViewController) {
    var pending = [root]
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else {
        report(.multiplePlaces, "'\(controller.displayName)' is reachable in more than one place.")
        continue
      }
      checkOwnState(controller)
      for child in controller.children {
        checkChildLinks(child, of: controller)
        pending.append(child)
      }
      if let presented = controller.presentation?.controller {
        checkPresentationLinks(presented, by: controller)
        pending.append(presented)
      }
    }
  }

  private mutating func checkChildLinks(_ child: ViewController, of container: ViewController) {
    let name = child.displayName
    if child.parent !== container {
      report(
        .parentLink,
        "'\(name)' is a child of '\(container.displayName)' but its parent is '\(child.parent?.displayName ?? "nil")'.")
    }
    if child.presenter != nil {
      report(.multiplePlaces, "'\(name)' is a child of '\(container.displayName)' and presented as well.")
    }
    if child.hostingWindow != nil {
      report(.multiplePlaces, "'\(name)' is a child of '\(container.displayName)' and a window's root as well.")
    }
    if !container.managesChildren {
      let inContainerTree =
        if let childView = child.viewIfMade, let containerView = container.viewIfMade {
          childView.superview.map { $0.isDescendant(of: containerView) } == true
        } else {
          false
        }
      if !inContainerTree {
        report(.embeddedView, "The view of '\(name)' is not in the view tree of '\(container.displayName)'.")
      }
    }
  }

  private mutating func checkPresentationLinks(_ presented: ViewController, by context: ViewController) {
    let name = presented.displayName
    if presented.presenter !== context {
      report(
        .presentationLink,
        "'\(context.displayName)' presents '\(name)' but its presenter is '\(presented.presenter?.displayName ?? "nil")'."
      )
    }
    if presented.parent != nil || presented.hostingWindow != nil {
      report(.multiplePlaces, "'\(name)' is presented and has another place as well.")
    }
  }

  /// Whether a controller is the primary column of a split view controller.
  private static func isPrimaryColumn(_ controller: ViewController) -> Bool {
    (controller.parent as? SplitViewController)?.columns.primary === controller
  }

  private mutating func checkColumns(of split: SplitViewController) {
    let name = split.displayName
    if !split.children.elementsEqual(split.columns.controllers, by: ===) {
      report(.columns, "The children of '\(name)' do not match its columns.")
    }
    guard let collapsePoint = split.collapsePoint else { return }
    if !(split.columns.primary is NavigationController) {
      report(.columns, "'\(name)' keeps its secondary on top of a primary column that is no navigation controller.")
    }
    if let secondary = split.columns.secondary {
      report(
        .columns,
        "'\(name)' keeps its secondary on top of the primary stack but has '\(secondary.displayName)' as secondary child."
      )
    }
    if collapsePoint < 0 {
      report(.columns, "'\(name)' has a negative collapse point (\(collapsePoint)).")
    }
  }

  private mutating func checkOwnState(_ controller: ViewController) {
    let name = controller.displayName
    if let tabs = controller as? TabBarController {
      let count = tabs.children.count
      switch tabs.storedSelectedIndex {
      case nil where count > 0:
        report(.selection, "'\(name)' has \(count) tabs but none is selected.")
      case let index? where !(0..<count).contains(index):
        report(.selection, "'\(name)' selects tab \(index) of \(count).")
      default:
        break
      }
    }
    if let pages = controller as? PageViewController, !pages.children.isEmpty,
      pages.children.count != pages.pagesPerSpread
    {
      report(.pageCount, "'\(name)' shows \(pages.children.count) pages; it shows \(pages.pagesPerSpread) at a time.")
    }
    if let split = controller as? SplitViewController {
      checkColumns(of: split)
    }
    if let navigation = controller as? NavigationController, !Self.isPrimaryColumn(navigation),
      !navigation.hasHeldDetailNavigationControllers
    {
      for child in controller.children where child is NavigationController {
        report(
          .nestedNavigation,
          "'\(child.displayName)' is a navigation controller in the stack of '\(name)', "
            + "which is not the primary column of a split view controller.")
      }
    }
    if checksAppearance {
      let expected: AppearanceState = visible.contains(ObjectIdentifier(controller)) ? .appeared : .disappeared
      let isTransitional = controller.appearanceState == .appearing || controller.appearanceState == .disappearing
      // A phase begun by a change still under way may stay open: in this
      // window's change, or in the change of the window the controller left
      // (which may be gone while its animation still runs).
      let isPhaseUnderWay =
        allowsTransitionalStates || (controller.appearancePhaseWindow?.openChangeCount ?? 0) > 0
        || controller.appearancePhaseChange?.isUnderWay == true
      if controller.appearanceState != expected, !(isPhaseUnderWay && isTransitional) {
        report(.appearance, "'\(name)' is \(controller.appearanceState.rawValue) but should be \(expected.rawValue).")
      }
    }
  }
}
