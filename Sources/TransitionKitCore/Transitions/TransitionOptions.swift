/// How a transition is performed.
public struct TransitionOptions: Sendable {
  /// Whether the transition animates (on the window's ``AnimationDriver``).
  public var animated: Bool
  /// Set while the transition runs as part of another one (a step of
  /// ``Transition/multiple(_:)``, or ``Transition/perform(_:on:)``): it then
  /// runs at once where the enclosing transition holds the window's turn
  /// (see ``TransitionRunner/run(in:options:completion:work:)``), and
  /// records the changes it makes so the enclosing transition can undo them.
  var execution: TransitionExecution?
  /// Told when the transition starts: at once, or when its turn in the
  /// window's queue comes (a coordinator starts recording its child changes
  /// then). An object rather than a closure: every route sets one, and the
  /// coordinator's journal, an object already, can be it. A class rather
  /// than a protocol: an existential takes two words, and options of more
  /// than four words are copied through their fields' value witnesses
  /// rather than retained, on every copy along a route.
  var onStart: TransitionStartHandler?
  /// The route the transition runs for, when a router that records its
  /// routes triggered it (passed on to the transitions it runs); its label
  /// names the route and the router for event logs. A reference: options
  /// are copied many times along a route, and a copy of a route label would
  /// copy an existential.
  var routeFrame: RouteFrame?

  /// Creates options.
  /// - Parameter animated: Whether the transition animates.
  public init(animated: Bool = true) {
    self.animated = animated
  }

  /// Animated.
  public static let `default` = TransitionOptions()
}

/// The changes made by the steps of an enclosing transition, for undoing them.
@MainActor
final class TransitionExecution {
  /// The execution of the transition this one's transition is a step of.
  private let enclosing: TransitionExecution?
  /// The window queues whose turns this execution's transition holds: the
  /// one its sequence started in, and the one each of its steps took while
  /// that step runs.
  private var heldQueues: [HeldQueue] = []

  /// - Parameters:
  ///   - enclosing: The execution of the transition this one's transition is a step of.
  ///   - queue: The window queue whose turn the transition holds, if any.
  init(enclosing: TransitionExecution? = nil, holding queue: TransitionQueue? = nil) {
    self.enclosing = enclosing
    if let queue { heldQueues.append(HeldQueue(queue: queue)) }
  }

  /// Whether this execution's transition, or one it is a step of, holds a queue's turn.
  func holdsTurn(of queue: TransitionQueue) -> Bool {
    var execution: TransitionExecution? = self
    while let current = execution {
      if current.heldQueues.contains(where: { $0.queue === queue }) { return true }
      execution = current.enclosing
    }
    return false
  }

  /// Whether this execution's transition, or one it is a step of, holds the turn of any queue.
  var holdsAnyTurn: Bool {
    var execution: TransitionExecution? = self
    while let current = execution {
      if current.heldQueues.contains(where: { $0.queue != nil }) { return true }
      execution = current.enclosing
    }
    return false
  }

  /// Counts a queue's turn, taken by one of the steps, as held until given back.
  ///
  /// - Returns: Gives the turn back, once.
  func hold(_ queue: TransitionQueue) -> @MainActor () -> Void {
    let held = HeldQueue(queue: queue)
    heldQueues.append(held)
    return { [self] in
      heldQueues.removeAll { $0 === held }
    }
  }

  private(set) var changes: [HierarchyChange] = []
  /// Every change this execution accounts for: its own, those of nested
  /// transitions, and the changes that undid a nested transition's changes.
  private var accounted: [HierarchyChange] = []
  /// The changes that undid this execution's changes.
  private var undoChanges: [HierarchyChange] = []
  /// What to do once the enclosing transition has ended (completed or been undone).
  private var endActions: [@MainActor () -> Void] = []
  private var hasEnded = false
  /// The child journals of the coordinator triggers that completed inside
  /// this execution (and the executions it absorbed), oldest first: undone
  /// with its changes.
  private(set) var childJournals: [ChildJournal] = []

  /// Keeps the child journal of a coordinator trigger that completed inside
  /// this execution, so that undoing the execution puts its children back too.
  func keep(_ journal: ChildJournal) {
    childJournals.append(journal)
  }

  /// Told of every change recorded here (the sequence this execution
  /// belongs to counts itself as under way in the change's window).
  var didRecord: (@MainActor (HierarchyChange) -> Void)?

  func record(_ newChanges: [HierarchyChange]) {
    changes += newChanges
    accounted += newChanges
    if let didRecord {
      for change in newChanges { didRecord(change) }
    }
  }

  /// Takes over the changes of a nested transition that completed (the
  /// sequence this execution belongs to counts itself as under way where
  /// they were made, before the nested sequence stops counting there).
  func absorb(_ nested: TransitionExecution) {
    changes += nested.changes
    accounted += nested.accounted
    childJournals += nested.childJournals
    if let didRecord {
      for change in nested.changes { didRecord(change) }
    }
  }

  /// Records the changes that undid this execution's changes.
  func recordUndo(_ undoChanges: [HierarchyChange]) {
    self.undoChanges += undoChanges
  }

  /// Accounts for a nested transition that undid its changes: what it
  /// touched is back as it was, so its changes and their undoing are not
  /// changes made by anyone else.
  func noteUndone(_ nested: TransitionExecution) {
    accounted += nested.accounted + nested.undoChanges
  }

  /// Whether nothing this execution does not account for changed what its
  /// changes touched, so that undoing them undoes nothing else (see
  /// ``HierarchyChange/isLatest(_:)``).
  var isLatest: Bool {
    HierarchyChange.isLatest(accounted)
  }

  /// Runs an action once the transition this execution belongs to has
  /// ended, or, when that transition is itself a step of another, once the
  /// outermost one has.
  func whenEnded(_ action: @escaping @MainActor () -> Void) {
    if hasEnded {
      action()
    } else {
      endActions.append(action)
    }
  }

  /// Hands the end actions to the enclosing execution, or runs them when there is none.
  func end(enclosing: TransitionExecution?) {
    hasEnded = true
    // Absorbed by the enclosing execution, or undone, or kept for good.
    childJournals.removeAll()
    let actions = endActions
    endActions.removeAll()
    if let enclosing {
      enclosing.endActions += actions
    } else {
      for action in actions { action() }
    }
  }
}

/// A window queue whose turn an execution holds, without keeping the queue alive.
@MainActor
private final class HeldQueue {
  weak var queue: TransitionQueue?

  init(queue: TransitionQueue) {
    self.queue = queue
  }
}
