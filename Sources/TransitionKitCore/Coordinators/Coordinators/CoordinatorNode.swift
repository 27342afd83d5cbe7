/// The child bookkeeping of one coordinator: its children, its parent, the
/// journals that let a failed trigger put children back, and the window
/// observation that notices pops and dismissals made without it.
@MainActor
final class CoordinatorNode {
  /// The coordinator this node belongs to.
  weak var owner: (any Presentable)?
  /// The node of the coordinator this one is a child of.
  private(set) weak var parent: CoordinatorNode?
  /// The children, strongly held, in the order they were added.
  private(set) var children: [any Presentable] = []
  /// The controller whose tree the children's controllers must stay in.
  let treeRoot: @MainActor () -> ViewController?
  /// Journals of the triggers under way in this coordinator tree (kept on
  /// the topmost node).
  private var journals: [ChildJournal] = []
  private var observation: HierarchyObservation?
  private var revertObservation: HierarchyObservation?
  private weak var observedWindow: Window?

  init(treeRoot: @escaping @MainActor () -> ViewController?) {
    self.treeRoot = treeRoot
  }

  /// Lets go of the children one at a time, from a single loop however deep
  /// the coordinator tree is: released whole, each coordinator would release
  /// its children from inside its own release, as deep as the tree, and a
  /// deep tree would overflow the stack. The release of a node under way
  /// takes the children of the nodes it frees into `childrenBeingReleased`.
  isolated deinit {
    guard !children.isEmpty else { return }
    guard Self.childrenBeingReleased == nil else {
      Self.childrenBeingReleased?.append(contentsOf: children)
      return
    }
    Self.childrenBeingReleased = children
    children = []
    while let child = Self.childrenBeingReleased?.popLast() {
      // Letting go of the child frees it unless it is held elsewhere; the
      // deinit of its node adds its children to the list rather than freeing them.
      _ = consume child
    }
    Self.childrenBeingReleased = nil
  }

  /// The children still to let go of while a node is released (see `deinit`).
  private static var childrenBeingReleased: [any Presentable]?

  /// The node at the top of this coordinator tree.
  var topmost: CoordinatorNode {
    var node = self
    while let parent = node.parent { node = parent }
    return node
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
    var ancestor: CoordinatorNode? = self
    while let node = ancestor {
      if node === childNode { return }
      ancestor = node.parent
    }
    var holder = childNode.parent
    while let node = holder {
      if node === self { return }
      holder = node.parent
    }
    childNode.parent?.remove(child)
    children.append(child)
    childNode.parent = self
    record(.added(self, child))
  }

  /// Removes a child (its own children go with it).
  func remove(_ child: any Presentable) {
    guard let index = children.firstIndex(where: { $0 === child }) else { return }
    children.remove(at: index)
    Self.node(of: child)?.parent = nil
    record(.removed(self, child, index))
  }

  /// ``HierarchyEdit/detachmentCount`` when this coordinator tree was last
  /// refreshed as a whole (kept on the topmost node), or `nil` when a child
  /// was added since by other means than a transition.
  private var refreshedAtDetachmentCount: UInt64?
  /// The window of the tree when it was last refreshed as a whole (kept on the topmost node).
  private weak var refreshedWindow: Window?

  /// Removes, in this coordinator tree, every child whose controller left its
  /// parent's tree, and makes every node with children observe its window.
  func refreshTree() {
    Self.treeRefreshCount &+= 1
    let top = topmost
    top.refreshSubtree()
    top.refreshedAtDetachmentCount = HierarchyEdit.detachmentCount
    top.refreshedWindow = top.treeRoot()?.window
  }

  /// Whether this coordinator tree is as its last whole refresh left it:
  /// no controller can have left a tree since, no child was added from
  /// outside a transition, and the tree is in the same window.
  private var isTreeRefreshed: Bool {
    let top = topmost
    return top.refreshedAtDetachmentCount == HierarchyEdit.detachmentCount
      && top.treeRoot()?.window === top.refreshedWindow
  }

  /// Adds a child from outside a transition: its controller may be anywhere,
  /// so the next transition refreshes the whole tree.
  func addFromOutside(_ child: any Presentable) {
    add(child)
    topmost.refreshedAtDetachmentCount = nil
  }

  /// Refreshes this node and every node below it, without recursion (a
  /// coordinator tree may be deep).
  private func refreshSubtree() {
    var pending = [self]
    while let node = pending.popLast() {
      node.pruneChildren()
      node.observeWindow()
      for child in node.children.reversed() {
        if let childNode = Self.node(of: child) { pending.append(childNode) }
      }
    }
  }

  /// Removes the children whose controllers are no longer in this node's
  /// tree, in one pass, the last first (as removing them one by one would).
  private func pruneChildren() {
    guard !children.isEmpty else { return }
    let root = treeRoot()?.root
    var kept: [any Presentable] = []
    var removed: [(child: any Presentable, index: Int)] = []
    for (index, child) in children.enumerated() {
      if root == nil || child.viewController.root !== root {
        removed.append((child, index))
      } else {
        kept.append(child)
      }
    }
    guard !removed.isEmpty else { return }
    children = kept
    for (child, index) in removed.reversed() {
      Self.node(of: child)?.parent = nil
      record(.removed(self, child, index))
    }
  }

  private func observeWindow() {
    guard !children.isEmpty, let window = treeRoot()?.window, window !== observedWindow else { return }
    observedWindow = window
    observation = window.observeChanges { [weak self, weak window] report in
      guard let window, !report.removedControllers.isEmpty || report.kind == .setRoot else { return }
      self?.schedulePrune(in: window)
    }
    // An undone change brings back the controllers it took out, but what was
    // changed meanwhile (outside the window, while they were out) stays.
    revertObservation = window.observeReverts { [weak self, weak window] _ in
      guard let window else { return }
      self?.schedulePrune(in: window)
    }
  }

  /// Prunes the children once the window's transitions have settled and no
  /// sequence is under way (a change inside a sequence may still be undone,
  /// and one performed outside the window may still reach into it), when the tree is final.
  private func schedulePrune(in window: Window) {
    guard !isPruneScheduled else { return }
    isPruneScheduled = true
    Self.whenSettled(window) { [weak self] in
      self?.isPruneScheduled = false
      self?.pruneChildren()
    }
  }

  private var isPruneScheduled = false

  /// Runs an action once no transition runs or waits on a window and no
  /// sequence of transitions is under way anywhere.
  private static func whenSettled(_ window: Window, _ action: @escaping @MainActor () -> Void) {
    window.whenTransitionsSettle { [weak window] in
      guard TransitionSequence.isAnyUnderWay, let window else { return action() }
      TransitionSequence.whenNoneUnderWay { whenSettled(window, action) }
    }
  }

  /// The children after a transition: its presentables that are
  /// coordinators are added on success; on failure the children are put back
  /// as they were; then the tree is pruned — once the enclosing transition
  /// has ended, when this one is a step of another, and once the window's
  /// transitions have settled, when another change is still under way there
  /// (either may still be undone, putting back controllers that left meanwhile).
  ///
  /// When the tree was refreshed as a whole and no controller can have left
  /// a tree since, only the children just added can be out of place: they
  /// alone are checked, and they (with their subtrees) and this node update
  /// their window observation; the outcome is that of refreshing the whole
  /// tree, at a cost that does not grow with the number of coordinators.
  func transitionDidEnd(
    presenting presentables: [any Presentable],
    result: Result<Void, TransitionError>,
    journal: ChildJournal,
    enclosing: TransitionExecution?
  ) {
    switch result {
    case .success:
      endJournal(journal)
      for presentable in presentables { add(presentable) }
    case .failure:
      revert(journal)
    }
    if let enclosing {
      scheduleRefresh(after: enclosing) { enclosing.whenEnded($0) }
    } else if let window = topmost.treeRoot()?.window, window.openChangeCount > 0 {
      refreshTreeWhenNoChangeIsUnderWay()
    } else if case .success = result, isTreeRefreshed {
      refreshAdded(presentables)
    } else {
      refreshTree()
    }
  }

  /// Prunes the tree now, or, while a change is under way in its window (an
  /// interactive transition waiting for its hand, say), once the window's
  /// transitions have settled.
  private func refreshTreeWhenNoChangeIsUnderWay() {
    if let window = topmost.treeRoot()?.window, window.openChangeCount > 0 {
      scheduleRefresh(after: window) { window.whenTransitionsSettle($0) }
    } else {
      refreshTree()
    }
  }

  /// How many times a whole coordinator tree was refreshed (for tests of
  /// how often that happens).
  private(set) static var treeRefreshCount = 0

  /// The sequences and windows a refresh of this (topmost) node's tree
  /// waits for (weakly: one that is gone waits for nothing).
  private var refreshesScheduled: [WeakKey] = []

  private struct WeakKey {
    weak var object: AnyObject?
  }

  /// Refreshes the whole tree once something ends, at most once per thing it
  /// waits for: the steps of a deep link of N routes wait for the same
  /// sequence, and one refresh after it serves them all (one each would cost
  /// O(N²)).
  private func scheduleRefresh(
    after key: AnyObject,
    _ schedule: (@escaping @MainActor () -> Void) -> Void
  ) {
    let top = topmost
    guard !top.refreshesScheduled.contains(where: { $0.object === key }) else { return }
    top.refreshesScheduled.append(WeakKey(object: key))
    schedule { [weak top, weak key] in
      top?.refreshesScheduled.removeAll { $0.object == nil || $0.object === key }
      top?.refreshTreeWhenNoChangeIsUnderWay()
    }
  }

  /// Refreshes the children a transition just added, when nothing else in
  /// the tree can have changed since its last refresh; the whole tree when
  /// one of them is out of place.
  private func refreshAdded(_ presentables: [any Presentable]) {
    let added = presentables.compactMap { presentable -> CoordinatorNode? in
      guard let node = Self.node(of: presentable), node.parent === self else { return nil }
      return node
    }
    let root = treeRoot()?.root
    guard added.allSatisfy({ root != nil && $0.owner?.viewController.root === root }) else {
      refreshTree()
      return
    }
    observeWindow()
    for node in added { node.refreshSubtree() }
  }

  // MARK: Journals

  /// Opens a journal of the child changes of this coordinator tree; it
  /// records once started (when its transition starts, after the
  /// transitions queued before it have completed and made their own changes).
  func beginJournal(startsNow: Bool = false) -> ChildJournal {
    let journal = ChildJournal(host: topmost)
    journal.isStarted = startsNow
    journal.host?.journals.append(journal)
    return journal
  }

  /// Options that start a journal when their transition starts.
  static func options(_ options: TransitionOptions, starting journal: ChildJournal) -> TransitionOptions {
    var options = options
    let outer = options.onStart
    options.onStart = {
      outer?()
      journal.isStarted = true
    }
    return options
  }

  /// Stops recording into a journal.
  func endJournal(_ journal: ChildJournal) {
    journal.host?.journals.removeAll { $0 === journal }
  }

  /// Undoes the child changes a journal recorded, newest first.
  func revert(_ journal: ChildJournal) {
    endJournal(journal)
    for entry in journal.entries.reversed() {
      switch entry {
      case .added(let node, let child):
        guard let index = node.children.firstIndex(where: { $0 === child }) else { continue }
        node.children.remove(at: index)
        if Self.node(of: child)?.parent === node { Self.node(of: child)?.parent = nil }
      case .removed(let node, let child, let index):
        guard !node.children.contains(where: { $0 === child }) else { continue }
        node.children.insert(child, at: Swift.min(index, node.children.count))
        Self.node(of: child)?.parent = node
      }
    }
  }

  private func record(_ entry: ChildJournal.Entry) {
    for journal in topmost.journals where journal.isStarted { journal.entries.append(entry) }
  }

  /// The node of a presentable that is a coordinator.
  static func node(of presentable: any Presentable) -> CoordinatorNode? {
    (presentable as? any CoordinatorNodeOwner)?.coordinatorNode
  }
}

/// A coordinator with child bookkeeping.
@MainActor
protocol CoordinatorNodeOwner: AnyObject {
  var coordinatorNode: CoordinatorNode { get }
}

/// The child changes made while a trigger was under way, to put them back
/// if it fails. Holding the removed children keeps them alive until then.
@MainActor
final class ChildJournal {
  enum Entry {
    case added(CoordinatorNode, any Presentable)
    case removed(CoordinatorNode, any Presentable, Int)
  }

  /// The node the journal is registered on.
  weak var host: CoordinatorNode?
  var entries: [Entry] = []
  /// Whether its transition has started: only then are changes recorded.
  var isStarted = false

  init(host: CoordinatorNode) {
    self.host = host
  }
}
