extension CoordinatorNode {
  /// Whether a coordinator's transition may change the children of its tree
  /// itself, and so needs a journal to undo them should it fail: it runs code
  /// of its own (a custom transition, a sequence, a route on another router),
  /// puts a coordinator in, or starts following a flow.
  ///
  /// A single change of the library's that puts no coordinator in changes no
  /// child, and, unless a hand drives it (which keeps a journal of its own),
  /// fails only when refused, before it changes anything: it keeps no journal.
  /// Should a sequence it is a step of fail later, the child changes that
  /// other code made in its tree while it ran are put back only when another
  /// journal of that tree recorded them (that of a coordinator's route the
  /// step is part of).
  @inline(__always) static func mayChangeChildren(
    runningCode: Bool, presentables: PresentableList, flowStarts: [FlowStart]
  ) -> Bool {
    if runningCode || !flowStarts.isEmpty { return true }
    // Controllers alone, the usual case, have no coordinator to look for
    // (told inline: every route asks).
    return presentables.holdsOtherThanControllers && holdsCoordinator(presentables)
  }

  /// Whether a coordinator is among the presentables.
  private static func holdsCoordinator(_ presentables: PresentableList) -> Bool {
    // A plain loop: a closure handed to the standard library would check the actor.
    for presentable in presentables where node(of: presentable) != nil { return true }
    return false
  }

  /// Opens a journal of the child changes of this coordinator tree; it
  /// records once started (when its transition starts, after the
  /// transitions queued before it have completed and made their own changes).
  func beginJournal(startsNow: Bool = false) -> ChildJournal {
    let journal = ChildJournal(host: topmost)
    journal.host?.journals.append(journal)
    if startsNow { journal.isStarted = true }
    return journal
  }

  /// Options that start a journal when their transition starts.
  ///
  /// The journal then moves to the top of the tree the coordinator is in at
  /// that moment: a transition that waited in the queue may start after its
  /// coordinator left the tree it was in when it was asked for (popped by a
  /// transition queued before it), and must not record, nor undo on failure,
  /// the child changes of a tree it is no longer part of.
  func options(_ options: TransitionOptions, starting journal: ChildJournal) -> TransitionOptions {
    var options = options
    journal.startingNode = WeakNode(node: self)
    if let outer = options.onStart {
      // Nested in another transition's start: both run, the outer first.
      // The pair is held by the options alone, as the outer handler must
      // not outlive them through a journal that never ends.
      options.onStart = ClosureStartHandler {
        outer.transitionWillStart()
        journal.transitionWillStart()
      }
    } else {
      // The usual route: the journal itself, an object already, is the handler.
      options.onStart = journal
    }
    return options
  }

  /// Takes a journal out of this node's list (it is the journal's host),
  /// keeping the list's storage when it was the only one, for the next
  /// trigger's journal: a list emptied by `removeAll(where:)` lets go of it.
  func unregister(_ journal: ChildJournal) {
    if journals.count == 1, journals[0] === journal {
      // (`removeLast()` keeps the room too, and costs less than `removeAll(keepingCapacity:)`.)
      journals.removeLast()
    } else {
      journals.removeAll { $0 === journal }
    }
  }

  /// Stops recording into a journal.
  func endJournal(_ journal: ChildJournal) {
    journal.isEnded = true
    journal.host?.unregister(journal)
  }

  /// Undoes the child changes of journals that had ended (kept by a
  /// sequence that was undone), the newest journal first; the flows they
  /// started hear the sequence's error.
  static func revert(_ journals: [ChildJournal], because error: TransitionError) {
    FlowDeliveries.batch {
      for journal in journals.reversed() {
        journal.host?.endJournal(journal)
        undo(journal, because: error)
      }
    }
  }

  /// Undoes the child changes a journal recorded, newest first; the flows
  /// it started hear the error.
  func revert(_ journal: ChildJournal, because error: TransitionError = .cancelled) {
    endJournal(journal)
    Self.undo(journal, because: error)
  }

  private static func undo(_ journal: ChildJournal, because error: TransitionError) {
    let entries = journal.entries
    journal.entries.removeAll()
    for entry in entries.reversed() where !entry.isUndone {
      entry.isUndone = true
      // A node let go of meanwhile has nothing left to put back.
      guard let node = entry.node else { continue }
      switch entry.change {
      case .flowStarted(let listener):
        node.unfollow(listener, because: error)
      case .added(let child):
        guard let index = node.children.firstIndex(where: { $0 === child }) else { continue }
        node.children.remove(at: index)
        if let childNode = Self.node(of: child), childNode.parent === node {
          childNode.parent = nil
          childNode.observeWindow()
        }
      case .removed(let child, let index):
        guard !node.children.contains(where: { $0 === child }) else { continue }
        let childNode = Self.node(of: child)
        if let childNode {
          // Back under `node`, it would be its own ancestor (code that ran
          // meanwhile put this tree under it): it stays where it is. Only a
          // node of the same tree can be an ancestor, so the walk is made
          // only then (a child put back is usually the top of its own tree).
          if childNode.topmost === node.topmost, childNode.isSelfOrAncestor(of: node) { continue }
          // Taken from where code that ran meanwhile put it: a node is
          // listed by its parent alone. Not journaled: undoing records nothing.
          if let current = childNode.parent, let at = current.children.firstIndex(where: { $0 === child }) {
            current.children.remove(at: at)
          }
        }
        node.children.insert(child, at: Swift.min(index, node.children.count))
        // (The assignment clears what the child was refreshed at, as any new parent does.)
        childNode?.parent = node
        // The child may be back without its screens: the next refresh checks the whole tree.
        node.topmost.refreshedAtDetachmentCount = nil
      }
    }
  }

  /// Whether this node is `node` or one of its ancestors.
  func isSelfOrAncestor(of node: CoordinatorNode) -> Bool {
    var current: CoordinatorNode? = node
    while let walked = current {
      if walked === self { return true }
      current = walked.parent
    }
    return false
  }

  func record(_ entry: ChildJournal.Entry) {
    record(entry, top: topmost)
  }

  /// Records a child change in the started journals of the tree whose top is `top`.
  func record(_ entry: ChildJournal.Entry, top: CoordinatorNode) {
    for journal in top.journals where journal.isStarted { journal.entries.append(entry) }
  }
}

/// The child changes made while a trigger was under way, to put them back
/// if it fails. Holding the removed children keeps them alive until then.
@MainActor
final class ChildJournal: TransitionStartHandler {
  /// A child change of a node, recorded in every journal open in its tree
  /// (an outer transition's and a nested one's): it is undone once, by the
  /// first journal undone, and skipped by the others.
  ///
  /// The node is held weakly: a journal whose transition never ends
  /// (released unfinished) is kept by its host node, and must not keep that
  /// node, or the children it recorded, alive in turn.
  @MainActor
  final class Entry {
    enum Change {
      case added(any Presentable)
      case removed(any Presentable, Int)
      /// A parent started following the node's flow.
      case flowStarted(FlowListener)
    }

    @Unretained var node: CoordinatorNode?
    let change: Change
    /// Whether a journal undid it already.
    var isUndone = false

    private init(node: CoordinatorNode, change: Change) {
      self.node = node
      self.change = change
    }

    /// A child added to a node.
    static func added(_ node: CoordinatorNode, _ child: any Presentable) -> Entry {
      Entry(node: node, change: .added(child))
    }

    /// A child removed from a node, at an index.
    static func removed(_ node: CoordinatorNode, _ child: any Presentable, _ index: Int) -> Entry {
      Entry(node: node, change: .removed(child, index))
    }

    /// A parent started following a node's flow.
    static func flowStarted(_ node: CoordinatorNode, _ listener: FlowListener) -> Entry {
      Entry(node: node, change: .flowStarted(listener))
    }
  }

  /// The node the journal is registered on.
  var host: CoordinatorNode? {
    get { hostHandle?.object }
    set { hostHandle = newValue?.lifetimeHandle }
  }
  /// The storage of ``host``: its handle (see ``LifetimeHandle``), only read
  /// and assigned, so it skips the exclusivity checks.
  @exclusivity(unchecked) private var hostHandle: LifetimeHandle<CoordinatorNode>?
  /// The child changes recorded, in order. Appended to and read by the
  /// library alone, which runs no code while it does: it skips the
  /// exclusivity checks.
  @exclusivity(unchecked) var entries: [Entry] = []
  /// Whether its transition has started: only then are changes recorded.
  ///
  /// Only read and assigned (every access is instantaneous, so none can
  /// overlap another): it skips the exclusivity checks.
  @exclusivity(unchecked) var isStarted = false
  /// Whether it stopped recording (its transition ended or was undone).
  ///
  /// Only read and assigned, like ``isStarted``.
  @exclusivity(unchecked) var isEnded = false

  /// The coordinator whose transition starts the journal.
  @exclusivity(unchecked) var startingNode: CoordinatorNode.WeakNode?

  init(host: CoordinatorNode) {
    hostHandle = host.lifetimeHandle
  }

  /// Starts recording, on the top of the tree the coordinator is in now.
  override func transitionWillStart() {
    // Options outlive their transition: a router that called its
    // completion before forwarding the route passes them on, and the
    // forwarded transition's start must not open this journal again.
    guard !isEnded else { return }
    if let top = startingNode?.node?.topmost, top !== host {
      host?.unregister(self)
      host = top
      top.journals.append(self)
    }
    isStarted = true
  }
}
