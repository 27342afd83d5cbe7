extension CoordinatorNode {
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
    let outer = options.onStart
    options.onStart = { [weak self] in
      outer?()
      // Options outlive their transition: a router that called its
      // completion before forwarding the route passes them on, and the
      // forwarded transition's start must not open this journal again.
      guard !journal.isEnded else { return }
      if let top = self?.topmost, top !== journal.host {
        journal.host?.journals.removeAll { $0 === journal }
        journal.host = top
        top.journals.append(journal)
      }
      journal.isStarted = true
    }
    return options
  }

  /// Stops recording into a journal.
  func endJournal(_ journal: ChildJournal) {
    journal.isEnded = true
    journal.host?.journals.removeAll { $0 === journal }
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
    for entry in entries.reversed() {
      switch entry {
      case .flowStarted(let node, let listener):
        node.unfollow(listener, because: error)
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
final class ChildJournal {
  enum Entry {
    case added(CoordinatorNode, any Presentable)
    case removed(CoordinatorNode, any Presentable, Int)
    /// A parent started following the node's flow.
    case flowStarted(CoordinatorNode, FlowListener)
  }

  /// The node the journal is registered on.
  weak var host: CoordinatorNode?
  var entries: [Entry] = []
  /// Whether its transition has started: only then are changes recorded.
  var isStarted = false
  /// Whether it stopped recording (its transition ended or was undone).
  var isEnded = false

  init(host: CoordinatorNode) {
    self.host = host
  }
}
