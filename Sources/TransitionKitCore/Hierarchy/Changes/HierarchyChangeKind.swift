/// The kind of a structural change to a hierarchy.
///
/// Every operation on the hierarchy is one of these kinds. The kind decides the
/// order of appearance callbacks across the disappearing and the appearing side
/// (see <doc:HierarchyRules>), and names the change in reports and snapshots.
public enum HierarchyChangeKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A controller pushed onto a navigation stack.
  case push
  /// The top controller popped off a navigation stack.
  case pop
  /// Controllers popped until a given one is on top.
  case popToViewController
  /// Controllers popped until the root is on top.
  case popToRoot
  /// A navigation stack replaced as a whole.
  case setStack
  /// A tab bar controller's tabs replaced.
  case setTabs
  /// A tab selected.
  case selectTab
  /// A page view controller's visible pages replaced (including a page swipe).
  case setPages
  /// A split view controller's columns replaced.
  case setColumns
  /// A split view controller collapsed or expanded.
  case setCollapsed
  /// A controller presented modally.
  case present
  /// One or more presented controllers dismissed.
  case dismiss
  /// A child controller embedded into a plain controller.
  case embed
  /// An embedded child controller removed from its container.
  case removeFromParent
  /// A window's root controller replaced.
  case setRoot
  /// A window made key and visible.
  case showWindow
  /// A window hidden.
  case hideWindow

  /// The kind of change that undoes this one.
  public var opposite: HierarchyChangeKind {
    switch self {
    case .push: .pop
    case .pop, .popToViewController, .popToRoot: .push
    case .setStack, .setTabs, .selectTab, .setPages, .setColumns, .setCollapsed, .setRoot: self
    case .present: .dismiss
    case .dismiss: .present
    case .embed: .removeFromParent
    case .removeFromParent: .embed
    case .showWindow: .hideWindow
    case .hideWindow: .showWindow
    }
  }

  /// Whether the change takes controllers out (a pop, a dismissal, a removal)
  /// rather than putting them in: such a change uses the dismissal half of an
  /// ``Animation``.
  public var isDismissal: Bool {
    switch self {
    case .pop, .popToViewController, .popToRoot, .dismiss, .removeFromParent, .hideWindow: true
    case .push, .setStack, .setTabs, .selectTab, .setPages, .setColumns, .setCollapsed, .present, .embed,
      .setRoot, .showWindow:
      false
    }
  }

  /// How the callbacks of the two sides interleave for this kind of change.
  var appearanceOrder: AppearanceOrder {
    switch self {
    case .present, .dismiss:
      .modal
    case .selectTab, .setTabs, .setPages:
      .selection
    case .push, .pop, .popToViewController, .popToRoot, .setStack, .setColumns, .setCollapsed,
      .embed, .removeFromParent, .setRoot, .showWindow, .hideWindow:
      .navigation
    }
  }
}

/// The order of appearance callbacks across the two sides of a change.
enum AppearanceOrder {
  /// Start: old `viewWillDisappear`, new `viewWillAppear`. End: old
  /// `viewDidDisappear`, new `viewDidAppear`.
  case navigation
  /// Start: old `viewWillDisappear`, new `viewWillAppear`. End: new
  /// `viewDidAppear`, old `viewDidDisappear`.
  case modal
  /// Start: new `viewWillAppear`, old `viewWillDisappear`. End: old
  /// `viewDidDisappear`, new `viewDidAppear`.
  case selection
}
