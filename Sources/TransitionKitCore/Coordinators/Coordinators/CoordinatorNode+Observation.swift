extension CoordinatorNode {
  /// Observes the window the tree is in (or the changes made to its
  /// controllers, for a tree in no window), to refresh the tree when
  /// controllers leave it; the top of a tree only, which refreshes the whole tree.
  ///
  /// In a window, the tree does not observe as a free tree: the window's
  /// changes tell it what leaves, and the window's release (which is no
  /// change) has the tree observe as a free tree again. Out of every window,
  /// it observes as a free tree and goes on observing the window it left:
  /// it may come back by a cancelled transition (a pull-down), which no
  /// free tree is told of, only the window's observers of undone changes.
  func observeWindow() {
    // Only a tree's top observes (see ``parent``): a node observes once it
    // becomes one.
    guard parent == nil else { return }
    // Nothing to observe for: the next route that adds a child observes.
    guard !children.isEmpty else { return stopObserving() }
    guard let window = treeRoot()?.window else {
      observeFreeTrees()
      return
    }
    freeObservation = nil
    freeObservedRoot = nil
    guard window !== observedWindow else { return }
    observedWindow = window
    // References through lifetime handles rather than weak captures, which
    // would give the window and the node side tables (see ``LifetimeHandle``).
    let node = WeakNode(node: self)
    let reference = WindowReference(wrappedValue: window)
    // Only a change that may take a controller out, or that sets the root,
    // can leave something to prune: the window hands over those changes
    // alone, with no report, and a prune follows those that took one out.
    // Whether one did is asked last, by a node that would prune: the answer
    // may take a walk of what the change took out.
    observation = window.observeChanges(
      accepting: .mayTakeControllersOutOrSetRoot,
      handler: { change in
        guard let self = node.node, self.parent == nil, !self.isPruneScheduled,
          let window = reference.wrappedValue, change.kind == .setRoot || change.takesControllersOut
        else { return }
        // A route of this tree under way refreshes it as it ends (see ``RouteUnderWay``).
        if self.leavesPruneToRouteUnderWay() { return }
        self.schedulePrune(in: window)
      },
      whenReleased: { node.node?.windowWasReleased(mayHaveDetached: $0) },
      // An undone change brings back the controllers it took out, but what
      // was changed meanwhile (outside the window, while they were out) stays.
      whenReverted: {
        guard let window = reference.wrappedValue else { return }
        node.node?.schedulePrune(in: window)
      })
  }

  /// Ends the node's observations, of its window and of the free trees.
  func stopObserving() {
    observation = nil
    freeObservation = nil
    freeObservedRoot = nil
    observedWindow = nil
  }

  /// The window the tree observed was released: the tree is free now,
  /// unless a disappearance callback put it in another window.
  ///
  /// The window tells it once its controllers disappeared, and, when
  /// nothing was taken out of a tree meanwhile, once it let go of the tree:
  /// a tree that goes away with its window observes nothing on its way out.
  /// Nothing observed the tree while the callbacks ran: when something was
  /// taken out of a tree (`mayHaveDetached`), what this one lost is in its
  /// log (see ``DetachmentLog``), and it refreshes when the log names a
  /// coordinator or cannot tell (the tree was not refreshed as a whole from
  /// its root). Otherwise it lost nothing, and its refresh waits, as its
  /// observation of the free trees would have had it wait.
  private func windowWasReleased(mayHaveDetached: Bool) {
    observation = nil
    observeWindow()
    guard parent == nil, !isPruneScheduled else { return }
    let root = treeRoot()
    // Brought into another window: refreshed there once it settles.
    if let window = root?.window { return schedulePrune(in: window) }
    guard mayHaveDetached, !hasLostNothingSinceRefresh(root: root?.root) else { return }
    refreshWhenNoSequenceChangesTree()
  }

  /// Observes the changes made to the tree, for a tree in no window: a
  /// controller taken out of it without its coordinators (a dismissal made
  /// on the controllers directly) is noticed as it is in a window. A tree
  /// put into a window by such a change (presented there directly) observes
  /// that window from then on, and is refreshed there once it settles.
  ///
  /// The observation names the root of the tree's controllers (see
  /// ``FreeTreeChanges``): a change made in another free tree does not call
  /// this one. When the root changes (the tree was put into another, or cut
  /// from the one it was in), the tree observes again under its new root.
  ///
  /// - Returns: Whether the tree began observing under a root it did not
  ///   observe under before.
  @discardableResult
  private func observeFreeTrees() -> Bool {
    let root = treeRoot()?.root
    let key = root.map(ObjectIdentifier.init)
    // Observed already under that root, unless that was a root released
    // since (another controller may have the same identifier now).
    if let freeObservation, key == freeObservedRoot, !freeObservation.isUnrooted { return false }
    freeObservedRoot = key
    let node = WeakNode(node: self)
    freeObservation = FreeTreeChanges.observe(root: root) { change in
      guard let self = node.node, self.parent == nil, !self.isPruneScheduled else { return }
      if let window = self.treeRoot()?.window {
        self.observeWindow()
        // The change that brought the tree in may have called back into code
        // that took controllers out of it, in the window, before the tree
        // observed it: the refresh in its new window notices them.
        return self.schedulePrune(in: window)
      }
      // Under its root as it is now. A change that gave the tree a new root
      // may follow another, of the same transition, that took controllers
      // out of it and was handed on under the new root (see
      // ``FreeTreeChanges``): the tree refreshes then too.
      guard self.observeFreeTrees() || change.takesControllersOut else { return }
      self.refreshWhenNoSequenceChangesTree()
    }
    return true
  }

  /// Refreshes a free tree once no sequence changes it: a change inside one
  /// may still be undone, so the refresh waits for those under way in this
  /// tree to end.
  private func refreshWhenNoSequenceChangesTree() {
    isPruneScheduled = true
    let node = WeakNode(node: self)
    whenNoSequenceChangesTree {
      node.node?.isPruneScheduled = false
      node.node?.refreshTree()
    }
  }

  /// Runs an action once no sequence is under way in the place this tree is
  /// in (which may change while it waits).
  private func whenNoSequenceChangesTree(_ action: @escaping @MainActor () -> Void) {
    guard let root = treeRoot() else { return action() }
    let place = SequencesUnderWay.Place.of(root)
    guard SequencesUnderWay.isUnderWay(at: place) else { return action() }
    let node = WeakNode(node: self)
    SequencesUnderWay.whenNoneUnderWay(at: place) {
      node.node?.whenNoSequenceChangesTree(action)
    }
  }

  /// Refreshes the tree once the window's transitions have settled and no
  /// sequence that started in the window or changed its tree is under way (a
  /// change inside a sequence may still be undone), when the tree is final.
  ///
  /// Only the top of a tree acts on its window's changes: it refreshes the
  /// whole tree from the top down, so that a coordinator whose controllers
  /// left hands its descendants still in the tree to the nearest ancestor
  /// that stays (pruning from a node that itself left would let them go).
  /// The other nodes do not observe (see ``parent``).
  func schedulePrune(in window: Window) {
    guard parent == nil, !isPruneScheduled else { return }
    // Settled already: the refresh runs now, as waiting would run it.
    if Self.isSettled(window) {
      if !isTreeRefreshed { refreshTree() }
      return
    }
    isPruneScheduled = true
    Self.pruneWhenSettled(WeakNode(node: self), in: window)
  }

  /// Whether no transition runs or waits on a window and no sequence of
  /// transitions is under way in it.
  private static func isSettled(_ window: Window) -> Bool {
    !window.transitionQueue.isBusy && !SequencesUnderWay.isUnderWay(at: .window(window))
  }

  /// Prunes the tree of a node whose prune is scheduled once no transition
  /// runs or waits on a window and no sequence of transitions is under way
  /// in it (see ``SequencesUnderWay``). One closure waits on the queue,
  /// holding the node and the window through references that do not keep
  /// them alive; while a sequence is under way, the closure that waits for
  /// it holds the window.
  private static func pruneWhenSettled(_ node: WeakNode, in window: Window) {
    let reference = WindowReference(wrappedValue: window)
    window.whenTransitionsSettle {
      if let window = reference.wrappedValue, SequencesUnderWay.isUnderWay(at: .window(window)) {
        return SequencesUnderWay.whenNoneUnderWay(at: .window(window)) { pruneWhenSettled(node, in: window) }
      }
      guard let self = node.node else { return }
      self.isPruneScheduled = false
      // A transition of the tree's coordinators that ended meanwhile may
      // have refreshed it already: with no controller detached since, a
      // refresh would find nothing to do.
      if !self.isTreeRefreshed { self.refreshTree() }
    }
  }
}
