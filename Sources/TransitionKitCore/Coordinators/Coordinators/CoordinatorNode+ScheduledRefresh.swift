extension CoordinatorNode {
  /// Whether a refresh of this tree must wait: a sequence that has started
  /// is under way in the place the tree is in (what left the tree may still
  /// come back with its undo, so the children whose screens left stay until
  /// it ends), or a change is open in the tree's window.
  ///
  /// - Parameters:
  ///   - root: What the tree's top gives as its tree root (see ``treeRoot()``).
  ///   - window: The root's window, read once by the caller for this and
  ///     for ``isRefreshed(treeRootIn:)``.
  @inline(__always) static func mustWaitToRefresh(treeRoot root: ViewController?, in window: Window?) -> Bool {
    // The usual answers first, with nothing bound: a binding retains the
    // root and the window for as long as it lasts.
    if root == nil { return false }
    if (window?.openChangeCount ?? 0) > 0 { return true }
    guard SequencesUnderWay.isAnySequenceUnderWay, let root else { return false }
    if let window { return SequencesUnderWay.isSequenceUnderWay(at: .window(window)) }
    return SequencesUnderWay.isSequenceUnderWay(at: .of(root))
  }

  /// Prunes the tree now, or, while a sequence that has started is under way
  /// in the place the tree is in, once none is; or, while a change is under
  /// way in its window (an interactive transition waiting for its hand, say),
  /// once the window's transitions have settled, or, when no transition
  /// holds the queue, once no change is open.
  func refreshTreeWhenNoChangeIsUnderWay() {
    if let root = topmost.treeRoot(), case let place = SequencesUnderWay.Place.of(root),
      SequencesUnderWay.isSequenceUnderWay(at: place)
    {
      // The sequence may still bring back the screens that left: their
      // children stay until it has ended.
      topmost.refreshedAtDetachmentCount = nil
      scheduleRefresh(after: SequencesUnderWay.key(for: place)) {
        SequencesUnderWay.whenNoSequenceUnderWay(at: place, $0)
      }
      return
    }
    guard let window = topmost.treeRoot()?.window, window.openChangeCount > 0 else { return refreshTree() }
    // Until then, the next transition to end refreshes the whole tree: a
    // child added meanwhile may not be in it (its screen went to a free tree).
    topmost.refreshedAtDetachmentCount = nil
    // Waiting on an idle queue would come back at once with the change still
    // open, again and again: a change open outside any queued job is waited
    // for by itself.
    if window.transitionQueue.isBusy {
      scheduleRefresh(after: window.lifetimeHandle) { window.whenTransitionsSettle($0) }
    } else {
      scheduleRefresh(after: window.lifetimeHandle) { window.whenNoChangeIsOpen($0) }
    }
  }

  /// Refreshes the whole tree once something ends, at most once per thing it
  /// waits for: the steps of a deep link of N routes wait for the same
  /// sequence, and one refresh after it serves them all (one each would cost
  /// O(N²)). A node whose transition asked for it and that has left the tree
  /// by then (a coordinator dismissed by a later step, that the app still
  /// holds) gets its own tree refreshed as well.
  func scheduleRefresh(
    after key: AnyObject,
    _ schedule: (@escaping @MainActor () -> Void) -> Void
  ) {
    let top = topmost
    if let scheduled = top.refreshesScheduled.first(where: { $0.key === key }) {
      if self !== top { scheduled.add(self) }
      return
    }
    let scheduled = ScheduledRefresh(key: key)
    if self !== top { scheduled.add(self) }
    top.refreshesScheduled.append(scheduled)
    schedule { [weak top] in
      top?.refreshesScheduled.removeAll { $0 === scheduled || $0.key == nil }
      top?.refreshTreeWhenNoChangeIsUnderWay()
      Self.refreshTrees(of: scheduled.nodes.compactMap(\.node), besides: top)
    }
  }

  /// A refresh waiting for something to end, and the other nodes whose
  /// transitions asked for it.
  @MainActor
  final class ScheduledRefresh {
    weak var key: AnyObject?
    /// The nodes, besides the top, whose transitions ended while it waited
    /// (weakly; each once): by the time it runs one may have left this tree,
    /// and its own tree is refreshed too.
    private(set) var nodes: [WeakNode] = []
    private var known = Set<ObjectIdentifier>()

    init(key: AnyObject) {
      self.key = key
    }

    func add(_ node: CoordinatorNode) {
      guard known.insert(ObjectIdentifier(node)).inserted else { return }
      nodes.append(WeakNode(node: node))
    }
  }

  @MainActor
  struct WeakNode {
    @Unretained var node: CoordinatorNode?

    init(node: CoordinatorNode?) {
      _node = Unretained(wrappedValue: node)
    }
  }

  /// Refreshes the trees the nodes are in now, each once, other than the
  /// tree of `top` (refreshed already). Tops are found with a memo, so that
  /// many nodes of one deep tree cost one walk up it.
  static func refreshTrees(of nodes: [CoordinatorNode], besides top: CoordinatorNode?) {
    guard !nodes.isEmpty else { return }
    var topOf: [ObjectIdentifier: CoordinatorNode] = [:]
    if let top { topOf[ObjectIdentifier(top)] = top }
    var refreshed = Set<ObjectIdentifier>(top.map { [ObjectIdentifier($0)] } ?? [])
    for node in nodes {
      var path: [CoordinatorNode] = []
      var current = node
      var found: CoordinatorNode?
      while found == nil {
        if let known = topOf[ObjectIdentifier(current)] {
          found = known
        } else if let parent = current.parent {
          path.append(current)
          current = parent
        } else {
          found = current
          topOf[ObjectIdentifier(current)] = current
        }
      }
      guard let nodeTop = found else { continue }
      for passed in path { topOf[ObjectIdentifier(passed)] = nodeTop }
      if refreshed.insert(ObjectIdentifier(nodeTop)).inserted {
        nodeTop.refreshTreeWhenNoChangeIsUnderWay()
      }
    }
  }
}
