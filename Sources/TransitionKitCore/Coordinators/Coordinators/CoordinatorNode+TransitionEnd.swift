/// A coordinator's children once one of its transitions has ended.
extension CoordinatorNode {
  /// The children after a transition: its presentables that are
  /// coordinators are added on success; on failure the children are put back
  /// as they were; then the tree is pruned — once the enclosing transition
  /// has ended, when this one is a step of another, and once the window's
  /// transitions have settled, when another change is still under way there
  /// (either may still be undone, putting back controllers that left meanwhile).
  ///
  /// When the tree was refreshed as a whole and no controller can have left
  /// a tree since, only the children just added can be out of place: they
  /// alone are checked, and the tree's top updates its window observation;
  /// the outcome is that of refreshing the whole tree, at a cost that does
  /// not grow with the number of coordinators.
  func transitionDidEnd(
    presenting presentables: PresentableList,
    startingFlows flowStarts: [FlowStart] = [],
    result: Result<Void, TransitionError>,
    journal: ChildJournal?,
    enclosing: TransitionExecution?
  ) {
    FlowDeliveries.batch {
      endTransition(
        presenting: presentables, startingFlows: flowStarts, result: result, journal: journal, enclosing: enclosing)
    }
  }

  fileprivate func endTransition(
    presenting presentables: PresentableList,
    startingFlows flowStarts: [FlowStart],
    result: Result<Void, TransitionError>,
    journal: ChildJournal?,
    enclosing: TransitionExecution?
  ) {
    switch result {
    case .success:
      // A node's first children (a tab bar's tabs, say) get room for them
      // all at once, rather than growing the list one child at a time. Only
      // the first: a reservation is exact, and made again and again it
      // would copy the list at each transition.
      if children.isEmpty, presentables.count > 1 { children.reserveCapacity(presentables.count) }
      for presentable in presentables { add(presentable) }
      for start in flowStarts { start.start(by: owner) }
      if let journal {
        endJournal(journal)
        // A step of a sequence that fails later is undone: its children and flows too.
        enclosing?.keep(journal)
      }
    case .failure(let error):
      if let journal { revert(journal, because: error) }
      for start in flowStarts { start.fail(error) }
    }
    if let enclosing {
      return scheduleRefresh(after: enclosing) { enclosing.whenEnded($0) }
    }
    // The top, its tree root and the root's window, read once for both questions.
    let top = topmost
    let root = top.treeRoot()
    let window = root?.window
    if Self.mustWaitToRefresh(treeRoot: root, in: window) {
      refreshTreeWhenNoChangeIsUnderWay()
      return
    }
    if case .success = result, top.isRefreshed(treeRootIn: window) {
      refreshAdded(presentables)
    } else {
      refreshTree(top: top, treeRoot: root, window: window)
    }
    // Before any code of the route's caller runs: a change it makes asks for its prune as usual.
    Self.noteRouteEndRefreshed(top)
  }

  /// Refreshes the children a transition just added, when nothing else in
  /// the tree can have changed since its last refresh; the whole tree when
  /// one of them is out of place.
  fileprivate func refreshAdded(_ presentables: PresentableList) {
    // Plain loops: closures handed to the standard library would check the
    // actor on every call.
    var added: [CoordinatorNode] = []
    for presentable in presentables {
      if let node = Self.node(of: presentable), node.parent === self { added.append(node) }
    }
    // No coordinator came in: the tree, its children and the windows they
    // observe are as the last refresh left them.
    if added.isEmpty { return }
    let top = topmost
    let tree = TreeMembership(root: top.treeRoot()?.root)
    for node in added where !tree.contains(node.lifetimeController) {
      refreshTree()
      return
    }
    top.observeWindow()
    var detached: [CoordinatorNode] = []
    for node in added { node.refreshSubtree(in: tree, top: top, detached: &detached) }
    // Checked: the next refresh of the tree need not read them again.
    top.forgetLogged(added)
    for node in detached { node.refreshTree() }
  }
}
