/// How a coordinator tree is refreshed: its children whose controllers left
/// the tree are removed, and its top observes the place the tree is in.
extension CoordinatorNode {
  /// Removes, in this coordinator tree, every child whose controller left
  /// the tree (moving its descendants that are still in the tree to the
  /// nearest ancestor that stays), and has the top of each tree observe its
  /// window.
  ///
  /// A removed child that keeps children of its own becomes the top of a
  /// tree of its own: that tree is refreshed too (what changed in it while
  /// its top watched another place is noticed now), without recursion.
  ///
  /// When the tree was refreshed before from the same root (in whichever
  /// window), only the coordinators the detachment log names are checked
  /// (see ``refreshFromLog(_:in:detached:)``), and the trees split off then
  /// are refreshed from what the log told (see ``LoggedNodes``): the
  /// outcome is that of refreshing everything, at a cost that grows with
  /// what left rather than with the size of the tree.
  func refreshTree() {
    let top = topmost
    let root = top.treeRoot()
    refreshTree(top: top, treeRoot: root, window: root?.window)
  }

  /// ``refreshTree()``, given the tree's top, what it gives as its tree
  /// root and that root's window, which the end of a transition has read already.
  func refreshTree(top: CoordinatorNode, treeRoot: ViewController?, window: Window?) {
    if top.noteRefreshedIfNothingChanged(treeRoot: treeRoot, window: window) { return }
    FlowDeliveries.batch {
      Self.treeRefreshCount &+= 1
      let first = topmost
      // A top without children has nothing below it to check (as after a
      // pop in a coordinator that keeps none): only what it was refreshed at.
      guard !first.children.isEmpty else { return first.noteRefreshed(root: first.treeRoot()?.root) }
      // Nothing logged since the last refresh (in a tree that changed
      // windows, is in none, or observed free trees; the tree that stayed
      // in its window was noted above): no coordinator left the tree, and
      // the refresh from the (empty) log only has the top observe its window.
      let firstRoot = first.treeRoot()?.root
      if first.hasLostNothingSinceRefresh(root: firstRoot) {
        first.observeWindow()
        return first.noteRefreshed(root: firstRoot)
      }
      var tops = [first]
      var logged: LoggedNodes?
      while let top = tops.popLast() {
        let root = top.treeRoot()?.root
        let tree = TreeMembership(root: root)
        if top === first, let nodes = top.nodesLoggedSinceRefresh(root: root) {
          top.refreshFromLog(nodes, in: tree, detached: &tops)
          // Only the trees split off read the nodes again.
          if !tops.isEmpty { logged = LoggedNodes(nodes) }
        } else if let logged {
          top.refreshSubtree(in: tree, top: top, detached: &tops, adopting: logged.adoptionPlan(below: top, in: tree))
        } else {
          Self.wholeTreeWalkCount &+= 1
          top.refreshSubtree(in: tree, top: top, detached: &tops)
        }
        top.noteRefreshed(root: root)
      }
    }
  }

  /// For a top whose tree is in the window it was last refreshed in, when
  /// its refresh would check nothing, change no observation and end no
  /// flow: a top without children, or one whose tree lost nothing since,
  /// from the same root, that observes that window and no free trees (the
  /// usual case after a route that took out screens of no coordinator).
  /// Such a refresh only notes that it was made, which this does at once.
  ///
  /// - Parameters:
  ///   - treeRoot: What this top gives as its tree root (see ``treeRoot()``).
  ///   - window: That root's window.
  /// - Returns: Whether the refresh was noted; when not, ``refreshTree()``
  ///   takes its usual path.
  private func noteRefreshedIfNothingChanged(treeRoot: ViewController?, window: Window?) -> Bool {
    guard let treeRoot, let window, isRefreshedWindow(window) else { return false }
    let root = treeRoot.root
    if children.isEmpty {
      // As ``noteRefreshed(root:)`` does in the same window.
      if !loggedSinceRefresh.isEmpty { loggedSinceRefresh.removeAll(keepingCapacity: true) }
      refreshedRootSerial = root.serial
    } else {
      guard freeObservation == nil, window === observedWindow, hasLostNothingSinceRefresh(root: root) else {
        return false
      }
    }
    Self.treeRefreshCount &+= 1
    refreshedAtDetachmentCount = HierarchyEdit.detachmentCount
    return true
  }

  /// Notes that this top's tree was refreshed, from `root`, now.
  private func noteRefreshed(root: ViewController?) {
    refreshedAtDetachmentCount = HierarchyEdit.detachmentCount
    if !loggedSinceRefresh.isEmpty { loggedSinceRefresh.removeAll(keepingCapacity: true) }
    refreshedRootSerial = root?.serial
    let window = treeRoot()?.window
    // The whole tree left the window it was in (a new root, or the window was
    // released: its handle stays while its object reads `nil`): its flows are over.
    if refreshedWindowHandle != nil, window == nil { treeLeftWindow() }
    refreshedWindowHandle = window?.lifetimeHandle
  }

  /// The nodes logged with this top since its last refresh, when they are
  /// all the tree can have lost: the tree was refreshed as a whole and has
  /// not been marked for a whole refresh since (``log(_:)`` marks it when it
  /// keeps too many), from the same root.
  private func nodesLoggedSinceRefresh(root: ViewController?) -> [WeakNode]? {
    guard wasRefreshed(from: root) else { return nil }
    return loggedSinceRefresh
  }

  /// Whether ``nodesLoggedSinceRefresh(root:)`` would give no node: nothing
  /// was logged since the last refresh (asked first), which was made from
  /// the same root.
  func hasLostNothingSinceRefresh(root: ViewController?) -> Bool {
    loggedSinceRefresh.isEmpty && wasRefreshed(from: root)
  }

  /// Whether the tree was refreshed as a whole, from `root`.
  ///
  /// In whichever window it was then: every edit that takes controllers
  /// out logs the nodes marked below them, in a window or in none (see
  /// ``DetachmentLog``), so the log holds all the tree lost while it moved
  /// from one window to another. A move still makes the tree unrefreshed
  /// (``isTreeRefreshed``): the refresh it takes observes the new window and
  /// ends the flows of a tree that left its window, from the log.
  private func wasRefreshed(from root: ViewController?) -> Bool {
    guard refreshedAtDetachmentCount != nil, let root else { return false }
    return root.serial == refreshedRootSerial
  }

  /// Whether this coordinator tree is as its last whole refresh left it:
  /// no controller can have left a tree since, no child was added from
  /// outside a transition, and the tree is in the same window.
  var isTreeRefreshed: Bool {
    let top = topmost
    return top.isRefreshed(treeRoot: top.treeRoot())
  }

  /// ``isTreeRefreshed`` for the top of a tree, given what it gives as its tree root.
  func isRefreshed(treeRoot root: ViewController?) -> Bool {
    isRefreshed(treeRootIn: root?.window)
  }

  /// ``isTreeRefreshed`` for the top of a tree, given the window of what it
  /// gives as its tree root.
  func isRefreshed(treeRootIn window: Window?) -> Bool {
    refreshedAtDetachmentCount == HierarchyEdit.detachmentCount && isRefreshedWindow(window)
  }

  /// Whether the tree's window now is the one it was last refreshed in, by
  /// handle: a tree refreshed in a window that was released since is no
  /// longer in it, though both read `nil`.
  private func isRefreshedWindow(_ window: Window?) -> Bool {
    window?.lifetimeHandle === refreshedWindowHandle
  }

  /// How many times a whole coordinator tree was refreshed (for tests of
  /// how often that happens).
  @exclusivity(unchecked) private(set) static var treeRefreshCount = 0
  /// How many times a refresh checked a whole tree, with nothing read from
  /// a log (for tests of when a refresh can read its log).
  @exclusivity(unchecked) private(set) static var wholeTreeWalkCount = 0
}
