/// The child bookkeeping of one coordinator: its children, its parent, the
/// journals that let a failed trigger put children back, and the window
/// observation that notices pops and dismissals made without it.
@MainActor
final class CoordinatorNode: LifetimeHandled {
  /// The coordinator this node belongs to.
  var owner: (any Presentable)? { ownerHandle?.presentable }
  /// The storage of ``owner``: the coordinator's handle (see ``PresentableHandle``).
  var ownerHandle: PresentableHandle?
  /// The node of the coordinator this one is a child of (set here and by
  /// the journals' undo).
  var parent: CoordinatorNode? {
    get { parentHandle?.object }
    set {
      // A link cut or moved: the tops kept below it may be wrong.
      if parentHandle?.object != nil { Self.unlinkCount &+= 1 }
      parentHandle = newValue?.lifetimeHandle
      // Only the top of a tree acts on its window's changes: a node with a
      // parent does not observe them, or every change in the window would
      // call each level of a chain of nested coordinators (quadratic). What
      // makes a node a top has it observe (see ``observeWindow()``).
      // Nor does it keep the nodes logged since its tree's refresh: the
      // tree it joins checks them (see ``add(_:)``), and once it is a top
      // again, its first refresh checks its whole tree.
      if newValue != nil {
        stopObserving()
        loggedSinceRefresh = []
        refreshedAtDetachmentCount = nil
      }
    }
  }
  /// The storage of ``parent`` (see ``LifetimeHandle``). Like the node's other links and lists
  /// that every route reads, it is only read, assigned and changed by the standard library's
  /// methods, so no two accesses overlap: it skips the exclusivity checks.
  @exclusivity(unchecked) private var parentHandle: LifetimeHandle<CoordinatorNode>?
  /// The children, strongly held, in the order they were added (changed
  /// here and by the journals' undo).
  @exclusivity(unchecked) var children: [any Presentable] = []
  /// Where the controller whose tree the children's controllers must stay
  /// in is found: a coordinator's root controller, or a window's root.
  enum TreeRootSource {
    /// A coordinator's root controller, while it is alive.
    case controller(WeakController)
    /// The root of a window coordinator's window, while the window is alive.
    case window(WindowReference)
  }
  /// Where the tree's root is found (read on most routes: a stored value
  /// rather than a closure, which would cost a call through its context).
  private let treeRootSource: TreeRootSource

  /// The controller whose tree the children's controllers must stay in.
  func treeRoot() -> ViewController? {
    switch treeRootSource {
    case .controller(let controller): controller.controller
    case .window(let window): window.wrappedValue?.rootViewController
    }
  }
  /// Journals of the triggers under way in this coordinator tree (kept on
  /// the topmost node).
  @exclusivity(unchecked) var journals: [ChildJournal] = []
  /// The flow of this coordinator that parents follow, once one does or it finished.
  var flow: FlowState?
  /// The observation of the changes in the window the tree is in (and of
  /// the changes undone there).
  var observation: HierarchyObservation?
  /// The observation of the changes made to the tree, for a tree in no window.
  var freeObservation: HierarchyObservation?
  /// The root of the tree's controllers ``freeObservation`` names.
  @exclusivity(unchecked) var freeObservedRoot: ObjectIdentifier?
  /// Whether a refresh of the tree waits for its window to settle.
  @exclusivity(unchecked) var isPruneScheduled = false
  /// The window ``observation`` watches.
  var observedWindow: Window? {
    get { observedWindowHandle?.object }
    set { observedWindowHandle = newValue?.lifetimeHandle }
  }
  /// The storage of ``observedWindow`` (see ``parentHandle``).
  @exclusivity(unchecked) private var observedWindowHandle: LifetimeHandle<Window>?

  /// What references to the node that do not keep it alive hold (see ``Unretained``).
  let lifetimeHandle = LifetimeHandle<CoordinatorNode>()

  init(treeRoot: TreeRootSource) {
    treeRootSource = treeRoot
    lifetimeHandle.object = self
    Self.liveCount += 1
    DetachmentLog.start()
  }

  /// Lets go of the children one at a time, from a single loop however deep
  /// the coordinator tree is: released whole, each coordinator would release
  /// its children from inside its own release, as deep as the tree, and a
  /// deep tree would overflow the stack. The release of a node under way
  /// takes the children of the nodes it frees into `childrenBeingReleased`.
  isolated deinit {
    // First: from here on, references to the node read `nil`.
    lifetimeHandle.object = nil
    Self.liveCount -= 1
    // The children that outlive it lose their parent without an assignment.
    if !children.isEmpty { Self.unlinkCount &+= 1 }
    // Released with its tree: no parent waits for it forever.
    flowReplaced()
    guard !children.isEmpty else { return }
    guard Self.childrenBeingReleased == nil else {
      Self.childrenBeingReleased?.append(contentsOf: children)
      return
    }
    Self.childrenBeingReleased = children
    children = []
    while var child = Self.childrenBeingReleased?.popLast() {
      // Letting go of the child frees it unless it is held elsewhere; the
      // deinit of its node adds its children to the list rather than freeing them.
      // Held nowhere else (as usual), it is not looked up as a coordinator.
      if isKnownUniquelyReferenced(&child) { continue }
      let node = Self.node(of: child).map(WeakNode.init(node:))
      _ = consume child
      // Held elsewhere, it is the top of a tree of its own from now on.
      node?.node?.observeWindow()
    }
    Self.childrenBeingReleased = nil
  }

  /// The children still to let go of while a node is released (see `deinit`).
  /// Each access ends before a child is let go of (whose `deinit` may add
  /// to the list): it skips the exclusivity checks.
  @exclusivity(unchecked) private static var childrenBeingReleased: [any Presentable]?

  /// How many nodes are alive (a top's log keeps a few entries per node, see ``log(_:)``).
  @exclusivity(unchecked) static var liveCount = 0

  /// Counts the parent links cut or moved, and the releases of nodes that
  /// had children (``topmost`` keeps its answer while this stays the same).
  @exclusivity(unchecked) static var unlinkCount: UInt64 = 0
  /// The top as the last walk from this node or through it found it, and
  /// ``unlinkCount`` then. Weakly:
  /// a top whose release is under way (its `deinit` may wait for the main
  /// actor) reads `nil` before its `deinit` counts the links it cuts.
  @exclusivity(unchecked) var topCache: (top: WeakNode, stamp: UInt64)?

  // MARK: Lifetime

  /// The controller a coordinator that shares its root controller with
  /// another coordinator lives by, once set: the one it put there.
  private var lifetimeAnchor: ViewController? {
    get { storedLifetimeAnchor?.controller }
    set { storedLifetimeAnchor = newValue.map { WeakController($0) } }
  }
  /// The storage of ``lifetimeAnchor``.
  private var storedLifetimeAnchor: WeakController?
  @exclusivity(unchecked) private var isAnchored = false
  /// The serial of the controller this node left its mark on (see ``markLifetime()``).
  @exclusivity(unchecked) var markedSerial: UInt64?

  /// Makes the coordinator live by a controller it put into its root
  /// controller, rather than by its root controller (which another
  /// coordinator owns): it leaves its parent once that controller has left
  /// the tree — at the next refresh, when there is no such controller (it
  /// failed to put one there).
  func anchorLifetime(on controller: ViewController?) {
    lifetimeAnchor = controller
    isAnchored = true
    markLifetime()
  }

  /// The controller whose presence in the tree keeps the coordinator in its
  /// parent: its root controller, or the controller its lifetime is anchored on.
  var lifetimeController: ViewController? {
    isAnchored ? lifetimeAnchor : owner?.viewController
  }

  // MARK: Children

  /// Adds a coordinator as a child; anything else, this node's own owner,
  /// a child already here, a descendant (the route of a child coordinator,
  /// as `Transition.route(_:on:)` performs it, stays with that child) and an
  /// ancestor are ignored. A coordinator that is the child of another
  /// coordinator moves here.
  func add(_ child: any Presentable) {
    // A node's parent link and its parent's children agree, so the link
    // tells at once whether the child is here already.
    guard let childNode = Self.node(of: child), childNode !== self, childNode.parent !== self
    else { return }
    // An ancestor or a descendant is in the same tree: the walks are needed
    // only then (a fresh child is the top of a tree of its own).
    if childNode.topmost === topmost, childNode.isSelfOrAncestor(of: self) || isSelfOrAncestor(of: childNode) {
      return
    }
    if let oldParent = childNode.parent, let index = oldParent.children.firstIndex(where: { $0 === child }) {
      oldParent.remove(child, observing: false)
      // The move is this tree's doing: a failed trigger here gives the child back.
      let top = topmost
      if oldParent.topmost !== top { record(.removed(oldParent, child, index), top: top) }
    }
    children.append(child)
    childNode.parent = self
    childNode.refreshedAtDetachmentCount = nil
    record(.added(self, child))
    childNode.markLifetime()
    // The next refresh checks it; below it, only a refresh of the whole tree
    // checks what the child brings along.
    DetachmentLog.append(childNode)
    if !childNode.children.isEmpty { topmost.refreshedAtDetachmentCount = nil }
  }

  /// Removes a child (its own children go with it): the top of a tree of
  /// its own from then on, which observes its window unless it is about to
  /// be added elsewhere (`observing` false).
  func remove(_ child: any Presentable, observing: Bool = true) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    children.remove(at: index)
    let node = Self.node(of: child)
    node?.parent = nil
    record(.removed(self, child, index))
    if observing { node?.observeWindow() }
  }

  /// ``HierarchyEdit/detachmentCount`` when this coordinator tree was last
  /// refreshed as a whole (kept on the topmost node), or `nil` when the next
  /// transition to end must refresh the whole tree (a child was added by
  /// other means than a transition, or a refresh was left waiting).
  @exclusivity(unchecked) var refreshedAtDetachmentCount: UInt64?

  /// Whether the coordinator's routes may be restorable, once a route of
  /// its route type itself told (see `Coordinator.routesMayBeRestorable(_:)`);
  /// `nil` before, and while its routes are values of another type (those of
  /// an existential route type, or subclasses of a class route type), which
  /// tell one by one.
  @exclusivity(unchecked) var routesMayBeRestorable: Bool?
  /// The handle of the window the tree was in when it was last refreshed as a
  /// whole (kept on the topmost node; see ``parentHandle``): it outlives the
  /// window, so a release of the window since is told apart from no window.
  @exclusivity(unchecked) var refreshedWindowHandle: LifetimeHandle<Window>?
  /// The nodes logged with this top since its tree was last refreshed (see
  /// ``DetachmentLog``; weakly, as a refresh must not keep the children it
  /// removes alive): the only ones whose controllers can have left the tree.
  @exclusivity(unchecked) var loggedSinceRefresh: [WeakNode] = []
  /// The serial of the root of the tree's controllers then.
  @exclusivity(unchecked) var refreshedRootSerial: UInt64?

  /// Adds a child from outside a transition: its controller may be anywhere,
  /// so the next transition refreshes the whole tree.
  func addFromOutside(_ child: any Presentable) {
    add(child)
    topmost.refreshedAtDetachmentCount = nil
  }

  /// The sequences and windows a refresh of this (topmost) node's tree
  /// waits for (weakly: one that is gone waits for nothing).
  var refreshesScheduled: [ScheduledRefresh] = []

  /// The node of a presentable that is a coordinator.
  static func node(of presentable: any Presentable) -> CoordinatorNode? {
    guard let ownerType = ownerType(of: presentable) else { return nil }
    return node(of: presentable, as: ownerType)
  }

  /// A presentable that is one of the library's coordinators, as one.
  static func owner(of presentable: any Presentable) -> (any CoordinatorNodeOwner)? {
    guard let ownerType = ownerType(of: presentable) else { return nil }
    return owner(of: presentable, as: ownerType)
  }

  /// The type of a presentable that is one of the library's coordinators,
  /// as such: a cast of a presentable to ``CoordinatorNodeOwner`` looks the
  /// conformance up in the runtime's table (about 280 instructions), where
  /// a memo of a few types is read in a few dozen.
  @inline(__always)
  private static func ownerType(of presentable: any Presentable) -> (any CoordinatorNodeOwner.Type)? {
    // No controller is a coordinator: a class cast answers for the most
    // common presentables, without looking a conformance up.
    if presentable is ViewController { return nil }
    return ownerTypes.answer(for: type(of: presentable))
  }

  /// The node of a presentable of a coordinator type (opened from the
  /// memo's existential metatype, which carries the conformance).
  private static func node<Owner: CoordinatorNodeOwner>(
    of presentable: any Presentable, as _: Owner.Type
  ) -> CoordinatorNode {
    unsafeDowncast(presentable as AnyObject, to: Owner.self).coordinatorNode
  }

  /// A presentable of a coordinator type, as a coordinator.
  private static func owner<Owner: CoordinatorNodeOwner>(
    of presentable: any Presentable, as _: Owner.Type
  ) -> any CoordinatorNodeOwner {
    unsafeDowncast(presentable as AnyObject, to: Owner.self)
  }
}

/// Presentable types asked about, each as a coordinator type (an
/// existential metatype, which carries the conformance), or `nil` when it
/// is none: the first 16, each new one then replacing the oldest kept. A
/// type's conformance never changes. (On the main actor, as
/// the protocol is.)
@MainActor
private let ownerTypes = TypeMemo<(any CoordinatorNodeOwner.Type)?>(capacity: 16) {
  $0 as? any CoordinatorNodeOwner.Type
}

/// A coordinator with child bookkeeping.
@MainActor
protocol CoordinatorNodeOwner: AnyObject {
  var coordinatorNode: CoordinatorNode { get }
  /// What references to the coordinator that do not keep it alive hold.
  var presentableHandle: PresentableHandle { get }
}
