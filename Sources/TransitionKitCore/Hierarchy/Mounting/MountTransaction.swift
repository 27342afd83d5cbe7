/// The identity of a node of a mount stream: one per controller, the same in
/// every window's stream and never given to another controller. A controller
/// that comes back after its node was destroyed is created again with the
/// same identity.
public struct MountNodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number behind the identity.
  public let rawValue: UInt64

  /// An identity with a number (renderers get them from the stream).
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Orders identities by number: the order the model made their controllers in.
  public static func < (lhs: MountNodeID, rhs: MountNodeID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `#` and the number.
  public var description: String { "#\(rawValue)" }
}

/// What a renderer needs to build and show one node: the controller's kind,
/// type and the properties its screen shows.
public struct MountNode: Hashable, Sendable {
  /// The node's identity.
  public var id: MountNodeID
  /// What kind of container (or plain controller) the node is.
  public var kind: ContainerKind
  /// The name of the controller's type (a renderer's factory may key on it).
  public var typeName: String
  /// The controller's title.
  public var title: String?
  /// What the controller shows in a navigation bar.
  public var navigationItem: MountNavigationItem
  /// What the controller shows in a tab bar while it is a tab.
  public var tabBarItem: MountTabBarItem
  /// Which of the app's screens the controller stands for, if the app said.
  public var screen: ScreenValue?
  /// Whether a split view controller is collapsed (`nil` for other kinds).
  public var isCollapsed: Bool?
  /// How many controllers of a collapsed split view controller's stack came
  /// from its primary column (`nil` for other kinds).
  public var collapsePoint: Int?
  /// Whether a page view controller shows two pages at a time (`nil` for other kinds).
  public var isDoubleSided: Bool?

  /// Creates a node description.
  public init(
    id: MountNodeID,
    kind: ContainerKind,
    typeName: String,
    title: String? = nil,
    navigationItem: MountNavigationItem = MountNavigationItem(),
    tabBarItem: MountTabBarItem = MountTabBarItem(),
    screen: ScreenValue? = nil,
    isCollapsed: Bool? = nil,
    collapsePoint: Int? = nil,
    isDoubleSided: Bool? = nil
  ) {
    self.id = id
    self.kind = kind
    self.typeName = typeName
    self.title = title
    self.navigationItem = navigationItem
    self.tabBarItem = tabBarItem
    self.screen = screen
    self.isCollapsed = isCollapsed
    self.collapsePoint = collapsePoint
    self.isDoubleSided = isDoubleSided
  }
}

/// A value copy of a controller's ``NavigationItem``.
public struct MountNavigationItem: Hashable, Sendable {
  /// The title shown in the navigation bar; `nil` shows the controller's title.
  public var title: String?
  /// The title of the back button that leads back to this controller.
  public var backButtonTitle: String?
  /// The image of the back button that leads back to this controller.
  public var backButtonImageName: String?
  /// The back button this controller shows instead of the derived one.
  public var customBackButton: BackButton?

  /// Creates a navigation item description.
  public init(
    title: String? = nil,
    backButtonTitle: String? = nil,
    backButtonImageName: String? = nil,
    customBackButton: BackButton? = nil
  ) {
    self.title = title
    self.backButtonTitle = backButtonTitle
    self.backButtonImageName = backButtonImageName
    self.customBackButton = customBackButton
  }
}

/// A value copy of a controller's ``TabBarItem``.
public struct MountTabBarItem: Hashable, Sendable {
  /// The item's title; `nil` shows the controller's title.
  public var title: String?
  /// The name of the item's image.
  public var imageName: String?
  /// The text of the item's badge.
  public var badgeValue: String?

  /// Creates a tab bar item description.
  public init(title: String? = nil, imageName: String? = nil, badgeValue: String? = nil) {
    self.title = title
    self.imageName = imageName
    self.badgeValue = badgeValue
  }
}

/// How a transaction's change animates in the model, for a renderer that
/// animates it alike.
public struct MountAnimation: Hashable, Sendable {
  /// The animation's name: the name it is registered under (see
  /// `AnimationRegistry`), `system` for the system animation of the kind of
  /// change, `nil` for an unnamed animation of the app's.
  public var name: String?
  /// How long the animation takes when it runs by itself.
  public var duration: Duration
  /// Whether the change takes its controller away (a pop, a dismissal): the
  /// animation runs backwards, as the way out.
  public var isDismissal: Bool
  /// Whether a hand drives it (a swipe back, a pull-down).
  public var isInteractive: Bool

  /// Creates an animation description.
  public init(name: String?, duration: Duration, isDismissal: Bool, isInteractive: Bool) {
    self.name = name
    self.duration = duration
    self.isDismissal = isDismissal
    self.isInteractive = isInteractive
  }
}

/// The transition whose change a transaction publishes, and the route that
/// triggered it, when a router did.
public struct MountTransitionLabel: Hashable, Sendable {
  /// What the transition does, as its constructor names it: `push`, `present`, `multiple`, …
  public var name: String
  /// The route, described.
  public var route: String?
  /// The type name of the router that took the route.
  public var router: String?

  /// Creates a label.
  public init(name: String, route: String? = nil, router: String? = nil) {
    self.name = name
    self.route = route
    self.router = router
  }
}

/// Where a container holds children. Each kind has its own slots: a
/// navigation controller its stack, a tab bar controller its tabs, a page
/// view controller its pages, a split view controller two columns, and any
/// other controller its embedded children.
public enum MountSlot: String, Hashable, Sendable, CaseIterable {
  /// A navigation controller's stack, bottom first.
  case stack
  /// A tab bar controller's tabs, in order.
  case tabs
  /// A page view controller's visible pages.
  case pages
  /// A split view controller's primary column (at most one child).
  case primary
  /// A split view controller's secondary column (at most one child).
  case secondary
  /// The children embedded in any other controller.
  case embedded

  /// The slots of a kind of container, in the order the stream sets them.
  public static func slots(of kind: ContainerKind) -> [MountSlot] {
    switch kind {
    case .navigation: [.stack]
    case .tabBar: [.tabs]
    case .page: [.pages]
    case .split: [.primary, .secondary]
    case .viewController, .alert: [.embedded]
    }
  }

  /// The role, in a snapshot, of the child at an index of this slot.
  public func role(at index: Int) -> HierarchyRole {
    switch self {
    case .stack: .stackItem(index)
    case .tabs: .tab(index)
    case .pages: .page(index)
    case .primary: .column(.primary)
    case .secondary: .column(.secondary)
    case .embedded: .embedded
    }
  }
}

/// One step of a mount transaction. A renderer applies a transaction's steps
/// in order, as one change of what it shows: within a transaction, a node
/// may be put in its new place before the step that takes it out of its old
/// one (a split view expanding moves a controller from the primary stack to
/// the secondary column), so a renderer settles where each node goes once
/// the whole transaction is read.
public enum MountStep: Hashable, Sendable {
  /// A node the renderer does not know yet: build it. It is placed by a
  /// later step (or is on its way out, when an observer attaches while it leaves).
  case create(MountNode)
  /// A node's properties changed (title, navigation item, collapse state).
  case update(MountNode)
  /// The window's root node, or none.
  case setRoot(MountNodeID?)
  /// A container's children in one of its slots, in order: the whole list.
  case setChildren(MountNodeID, slot: MountSlot, children: [MountNodeID])
  /// A tab bar controller's selected tab.
  case select(MountNodeID, index: Int?)
  /// A node starts presenting another one.
  case present(MountNodeID, presented: MountNodeID, style: ModalPresentationStyle)
  /// A node stops presenting. Only that presentation ends: what the
  /// presented node presents itself stays with it (and leaves with it), and
  /// is sent again only when it changes.
  case dismiss(MountNodeID)
  /// The window is shown or hidden.
  case setWindowVisible(Bool)
  /// A node that left the tree is gone for good: the change that took it out
  /// has ended. A node comes back only with a new ``create(_:)``.
  case destroy(MountNodeID)
}

/// Why a mount transaction was published.
public enum MountCause: Hashable, Sendable, CustomStringConvertible {
  /// The observer just began: the transaction builds the whole current tree.
  case attached
  /// A change began: a transition's, a direct call's, or the user's (then
  /// with the gesture).
  case change(HierarchyChangeKind, userAction: UserAction?)
  /// A change was undone: a cancelled interactive transition put the tree
  /// back, or a failed sequence rolled back (with the kind of the change undone).
  case undo(HierarchyChangeKind)
  /// A change began while a restoration replays saved routes in the window
  /// (with the kind of the change): the app comes back where the user left
  /// it, without animation.
  case restoration(HierarchyChangeKind)
  /// The window's changes ended: the nodes they took out are destroyed.
  case ended
  /// A property of a node changed outside the change path's own steps (a
  /// title the app set, in a callback or anywhere else); what else differs
  /// by then is in the same transaction.
  case update

  /// The cause in a few words: `attached`, `push`, `pop by swipeBack`,
  /// `undo of pop`, `restoration: push`, `ended`, `update`.
  public var description: String {
    switch self {
    case .attached: "attached"
    case .change(let kind, let userAction?): "\(kind.rawValue) by \(userAction.rawValue)"
    case .change(let kind, nil): kind.rawValue
    case .undo(let kind): "undo of \(kind.rawValue)"
    case .restoration(let kind): "restoration: \(kind.rawValue)"
    case .ended: "ended"
    case .update: "update"
    }
  }
}

/// One ordered set of steps that takes a renderer from one revision of a
/// window's tree to the next.
public struct MountTransaction: Hashable, Sendable {
  /// The revision the steps lead to. A window's revisions strictly increase,
  /// across observers and observations; a transaction with cause
  /// ``MountCause/attached`` carries the revision it describes, and the
  /// observer then gets only later ones.
  public var revision: UInt64
  /// Why the transaction was published.
  public var cause: MountCause
  /// Whether the change was asked to animate.
  public var isAnimated: Bool
  /// How the change animates in the model, when it does (it may not, though
  /// asked to: in a hidden window, say); a renderer animates the steps alike.
  public var animation: MountAnimation?
  /// The transition that made the change, with its route, for a change a
  /// transition began (`nil` for a direct call on the model, a user's
  /// gesture or a report, and for other causes).
  public var transition: MountTransitionLabel?
  /// The steps, in the order to apply them.
  public var steps: [MountStep]

  /// Creates a transaction.
  public init(
    revision: UInt64, cause: MountCause, isAnimated: Bool, animation: MountAnimation? = nil,
    transition: MountTransitionLabel? = nil, steps: [MountStep]
  ) {
    self.revision = revision
    self.cause = cause
    self.isAnimated = isAnimated
    self.animation = animation
    self.transition = transition
    self.steps = steps
  }
}
