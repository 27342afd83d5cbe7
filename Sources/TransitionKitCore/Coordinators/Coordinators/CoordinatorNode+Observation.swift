extension CoordinatorNode {
  /// Observes the window the tree is in (or the changes outside every
  /// window, for a tree in none), to refresh the tree when controllers leave it.
  func observeWindow() {
    guard !children.isEmpty else { return }
    guard let window = treeRoot()?.window else { return observeFreeTrees() }
    guard window !== observedWindow else { return }
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

  /// Observes the changes made outside every window, for a tree in no window:
  /// a controller taken out of it without its coordinators (a dismissal made
  /// on the controllers directly) is noticed as it is in a window. A tree
  /// put into a window by such a change (presented there directly) observes
  /// that window from then on.
  private func observeFreeTrees() {
    guard freeObservation == nil else { return }
    freeObservation = FreeTreeChanges.observe { [weak self] report in
      guard let self, parent == nil, !isPruneScheduled else { return }
      if treeRoot()?.window != nil { return observeWindow() }
      guard !report.removedControllers.isEmpty else { return }
      // A change inside a sequence may still be undone: wait for those under
      // way in this tree to end.
      isPruneScheduled = true
      whenNoSequenceChangesTree { [weak self] in
        self?.isPruneScheduled = false
        self?.refreshTree()
      }
    }
  }

  /// Runs an action once no sequence is under way in the place this tree is
  /// in (which may change while it waits).
  private func whenNoSequenceChangesTree(_ action: @escaping @MainActor () -> Void) {
    guard let root = treeRoot() else { return action() }
    let place = SequencesUnderWay.Place.of(root)
    guard SequencesUnderWay.isUnderWay(at: place) else { return action() }
    SequencesUnderWay.whenNoneUnderWay(at: place) { [weak self] in
      guard let self else { return }
      whenNoSequenceChangesTree(action)
    }
  }

  /// Refreshes the tree once the window's transitions have settled and no
  /// sequence that started in the window or changed its tree is under way (a
  /// change inside a sequence may still be undone), when the tree is final.
  ///
  /// Only the top of a tree acts on its window's reports: it refreshes the
  /// whole tree from the top down, so that a coordinator whose controllers
  /// left hands its descendants still in the tree to the nearest ancestor
  /// that stays (pruning from a node that itself left would let them go).
  /// The other nodes' observations serve once they become the top of a
  /// tree of their own.
  private func schedulePrune(in window: Window) {
    guard parent == nil, !isPruneScheduled else { return }
    isPruneScheduled = true
    Self.whenSettled(window) { [weak self] in
      guard let self else { return }
      isPruneScheduled = false
      // A transition of the tree's coordinators that ended meanwhile may
      // have refreshed it already: with no controller detached since, a
      // refresh would find nothing to do.
      if !isTreeRefreshed { refreshTree() }
    }
  }

  /// Runs an action once no transition runs or waits on a window and no
  /// sequence of transitions is under way in it (see ``SequencesUnderWay``).
  private static func whenSettled(_ window: Window, _ action: @escaping @MainActor () -> Void) {
    window.whenTransitionsSettle { [weak window] in
      guard let window, SequencesUnderWay.isUnderWay(at: .window(window)) else { return action() }
      SequencesUnderWay.whenNoneUnderWay(at: .window(window)) { whenSettled(window, action) }
    }
  }
}
