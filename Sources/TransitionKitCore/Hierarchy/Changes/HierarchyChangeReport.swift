/// What one finished change did to a window's tree, as its observers see it.
///
/// Every change to a window's tree is reported once it has ended — the ones
/// made by transitions and the ones made directly on the model (a back button
/// tap, a finished swipe, a sheet pulled down) alike. A cancelled interactive
/// change is not reported: it changed nothing.
///
/// ```swift
/// let observation = window.observeChanges { report in
///   if report.kind == .pop { print("popped", report.removedControllers.map(\.displayName)) }
/// }
/// ```
public struct HierarchyChangeReport: Sendable {
  /// The kind of change.
  public let kind: HierarchyChangeKind
  /// Whether the change was animated.
  public let animated: Bool
  /// The controllers the change took out of the hierarchy: the children it
  /// removed, the controllers it dismissed (each presented controller of a
  /// dismissed chain), a replaced window root. Their own children left with
  /// them and are not listed.
  public let removedControllers: [ViewController]
  /// The controllers the change put into the hierarchy.
  public let insertedControllers: [ViewController]
  /// The user's gesture that made the change, or `nil` when a transition
  /// (the app's code) made it. A change made directly on the model outside
  /// a transition is the user's: ``UserAction/backButton`` for a pop,
  /// ``UserAction/directChange`` for any other without a named gesture.
  public let userAction: UserAction?

  /// How many reports were made: the tests check with it that what only
  /// needs one answer about a change (the coordinator trees' observations)
  /// does not make a report for each observer.
  @MainActor @exclusivity(unchecked) static var madeCount = 0

  @MainActor
  init(_ change: HierarchyChange) {
    Self.madeCount &+= 1
    kind = change.kind
    animated = change.animated
    userAction = change.userAction
    var removed: [ViewController] = []
    var inserted: [ViewController] = []
    for edit in change.transaction.edits {
      switch edit {
      case .setChildren(_, let from, let to):
        Self.add(from, to: &removed)
        Self.add(to, to: &inserted)
      case .insertChild(_, let controller, _):
        inserted.append(controller)
      case .removeChild(_, let controller, _):
        removed.append(controller)
      case .setColumns(_, let from, let to):
        Self.add(from.controllers, to: &removed)
        Self.add(to.controllers, to: &inserted)
      case .setPresentation(_, let from, let to):
        if let old = from?.controller, old !== to?.controller { removed.append(old) }
        if let new = to?.controller, new !== from?.controller { inserted.append(new) }
      case .setRoot(_, let from, let to):
        if let from { removed.append(from) }
        if let to { inserted.append(to) }
      case .setSelectedIndex, .setCollapsed, .setWindowVisibility, .moveView, .setSubviews:
        break
      }
    }
    // A pop takes its controllers out top first: listed bottom first, as the stack had them.
    if change.transaction.removesChildrenOnly { removed.reverse() }
    // A controller taken out and put back in the same change (reordered) did not move in or out.
    removedControllers = removed.removingObjects(in: inserted)
    insertedControllers = inserted.removingObjects(in: removed)
  }

  /// Appends `controllers` to `list`; the first list added is shared, not
  /// copied (most changes have one edit, which names all their controllers).
  private static func add(_ controllers: [ViewController], to list: inout [ViewController]) {
    if list.isEmpty {
      list = controllers
    } else {
      list += controllers
    }
  }
}

/// An observation of a window's changes; it lasts while you keep a reference
/// to it, or until ``cancel()``.
@MainActor
public final class HierarchyObservation {
  /// What the observation is handed; `nil` once it has ended. Read on
  /// every change; only read and assigned, and let go of outside the
  /// assignment (see ``cancel()``): it skips the exclusivity checks.
  @exclusivity(unchecked) fileprivate var delivery: Delivery?
  /// For an observation of a window made inside the library, what to do when
  /// the window is released (which makes no report).
  fileprivate let whenWindowReleased: (@MainActor (_ mayHaveDetached: Bool) -> Void)?
  /// For an observation of a window made inside the library, what to do
  /// after a change in the window was undone (which makes no report).
  fileprivate let whenChangeReverted: (@MainActor () -> Void)?

  /// What the lists of observations hold of it (see ``LifetimeHandle``): a
  /// weak reference would give it a side table, and those lists are read
  /// on every change.
  fileprivate let lifetimeHandle = LifetimeHandle<HierarchyObservation>()

  /// The number of the last delivery of ``FreeTreeChanges`` that handed
  /// the observation a change, or that was under way when it began (see
  /// ``FreeTreeChanges/deliver(_:inWindow:)``): a delivery hands it on once.
  /// A delivery made inside another (by an observer's code) may have the
  /// outer one hand its change again, which an observer tolerates.
  @exclusivity(unchecked) var freeTreeDelivery: UInt64 = 0
  /// Whether ``FreeTreeChanges`` moved the observation from under the root
  /// it named, released since, to those handed every change: its observer
  /// observes again, under its new root.
  @exclusivity(unchecked) var isUnrooted = false

  /// The count of live observations of the list this one is in, if that
  /// list keeps one; `nil` once the observation has ended.
  @exclusivity(unchecked) private var counter: ObservationCounter?

  /// What an observation is handed.
  fileprivate enum Delivery {
    /// The report of every change.
    case reports(@MainActor (HierarchyChangeReport) -> Void)
    /// The changes that `filter` takes, themselves, once they have ended:
    /// for the library's own observations of a window, which need no
    /// report (a window observed by them alone makes none).
    case changes(filter: ChangeFilter, handler: @MainActor (HierarchyChange) -> Void)
  }

  fileprivate init(
    delivery: Delivery, counter: ObservationCounter? = nil,
    whenWindowReleased: (@MainActor (_ mayHaveDetached: Bool) -> Void)? = nil,
    whenChangeReverted: (@MainActor () -> Void)? = nil
  ) {
    self.delivery = delivery
    self.whenWindowReleased = whenWindowReleased
    self.whenChangeReverted = whenChangeReverted
    self.counter = counter
    counter?.live += 1
    lifetimeHandle.object = self
  }

  /// Isolated, as the lists that read its handle live on the main actor.
  isolated deinit {
    lifetimeHandle.object = nil
    counter?.live -= 1
  }

  /// Stops the observation.
  public func cancel() {
    counter?.live -= 1
    counter = nil
    // Let go of once the assignment is over: what the handler captured may
    // run code as it goes away.
    let cancelled = delivery
    delivery = nil
    _ = consume cancelled
  }

  /// Hands a report on, when the observation takes reports.
  fileprivate func hand(_ report: HierarchyChangeReport) {
    if case .reports(let handler)? = delivery { handler(report) }
  }

  /// An observation made inside the library that is handed the changes
  /// themselves (see ``hand(_:)-(HierarchyChange)``), counted by `counter`.
  static func ofChanges(
    counter: ObservationCounter, _ handler: @escaping @MainActor (HierarchyChange) -> Void
  ) -> HierarchyObservation {
    HierarchyObservation(delivery: .changes(filter: .all, handler: handler), counter: counter)
  }

  /// Whether the observation has not ended.
  var isLive: Bool { delivery != nil }

  /// Hands a change on, when the observation takes changes and accepts it.
  func hand(_ change: HierarchyChange) {
    if case .changes(let filter, let handler)? = delivery, filter.accepts(change) { handler(change) }
  }
}

/// Which changes an observation made inside the library is handed: a value
/// rather than a closure, which every delivery would copy (retaining its
/// context) and call.
enum ChangeFilter {
  /// Every change.
  case all
  /// The changes that may take a controller out of its tree, and those that
  /// set a window's root: the only ones that can leave a coordinator
  /// something to prune.
  case mayTakeControllersOutOrSetRoot

  /// Whether the filter takes `change`.
  @MainActor
  func accepts(_ change: HierarchyChange) -> Bool {
    switch self {
    case .all: true
    case .mayTakeControllersOutOrSetRoot: change.kind == .setRoot || change.mayTakeControllersOut
    }
  }
}

/// How many observations of a list are live (neither cancelled nor
/// released), kept up to date by the observations themselves: whether a list
/// has observers, asked on every change, reads one number rather than every
/// entry's weak reference and handler.
@MainActor
final class ObservationCounter {
  /// The live observations; the list holds more entries only when some ended.
  @exclusivity(unchecked) fileprivate(set) var live = 0
}

extension [WeakObservation] {
  /// Whether a list whose live observations `counter` counts has any,
  /// dropping the entries of those that ended when there are some.
  @MainActor
  fileprivate mutating func hasLive(countedBy counter: ObservationCounter) -> Bool {
    // Plain loop: a closure handed to the standard library would check the actor.
    if count != counter.live {
      var kept: [WeakObservation] = []
      kept.reserveCapacity(counter.live)
      for entry in self where entry.observation?.delivery != nil { kept.append(entry) }
      self = kept
    }
    return counter.live > 0
  }
}

/// A reference to an observation that does not keep it alive, as a window
/// keeps it: it reads `nil` once the observation is going away.
@MainActor
struct WeakObservation {
  private let handle: LifetimeHandle<HierarchyObservation>

  init(observation: HierarchyObservation) {
    handle = observation.lifetimeHandle
  }

  /// The observation, while it is alive.
  var observation: HierarchyObservation? { handle.object }
}

extension Window {
  /// Calls `handler` after every change to this window's tree has ended.
  ///
  /// - Parameter handler: Receives the report of each change, in order.
  /// - Returns: The observation. Keep it: the observation ends when it is
  ///   released or cancelled.
  public func observeChanges(
    _ handler: @escaping @MainActor (HierarchyChangeReport) -> Void
  ) -> HierarchyObservation {
    let observation = HierarchyObservation(delivery: .reports(handler), counter: liveObservations)
    observations.append(WeakObservation(observation: observation))
    return observation
  }

  /// Calls `handler` with each change to this window's tree that `filter`
  /// takes, once it has ended: for the library's own observations, which
  /// need only some changes and no report, so that a window observed by them
  /// alone makes no report. Neither of the other two events is a change, and
  /// each runs its action while the observation is live: `whenReleased`, when
  /// the window is released (the window reads `nil` by then, its visible
  /// controllers disappeared and it let go of its root; it let go of the
  /// object kept with its root too, which may have released the observer,
  /// unless a controller was taken out of a tree meanwhile, which the
  /// argument tells); `whenReverted`, after a change in
  /// the window was undone (a cancelled interactive transition: the tree
  /// may differ from what it was before it, as changes made meanwhile stay).
  func observeChanges(
    accepting filter: ChangeFilter,
    handler: @escaping @MainActor (HierarchyChange) -> Void,
    whenReleased: @escaping @MainActor (_ mayHaveDetached: Bool) -> Void,
    whenReverted: (@MainActor () -> Void)? = nil
  ) -> HierarchyObservation {
    let observation = HierarchyObservation(
      delivery: .changes(filter: filter, handler: handler), counter: liveObservations,
      whenWindowReleased: whenReleased, whenChangeReverted: whenReverted)
    observations.append(WeakObservation(observation: observation))
    return observation
  }

  /// Tells the live observations that asked for it that a change in this
  /// window was undone, in the order they began.
  func reportRevert() {
    tellLiveObservations(.changeReverted)
  }

  /// Whether anything observes this window's changes (compacting the
  /// observations that ended, when some did).
  var hasObservers: Bool {
    observations.hasLive(countedBy: liveObservations)
  }

  /// Hands a change that ended to every live observation, in the order
  /// they began: its report to those that take reports (made only when one
  /// does), the change itself to the library's that accept it.
  func deliver(_ change: HierarchyChange) {
    // A plain loop: a closure handed to the standard library would check the
    // actor. The report is made for the first observation that takes one
    // (it reads only what the change holds, its kind and edits, which no
    // handler can change).
    var report: HierarchyChangeReport?
    for entry in observations {
      switch entry.observation?.delivery {
      case .reports(let handler)?:
        let made = report ?? HierarchyChangeReport(change)
        report = made
        handler(made)
      case .changes(let filter, let handler)?: if filter.accepts(change) { handler(change) }
      case nil: break
      }
    }
  }

  /// Tells the live observations that asked for it that the window was
  /// released (from its `deinit`, once its controllers disappeared), in the
  /// order they began.
  ///
  /// - Parameter mayHaveDetached: Whether a controller was taken out of a
  ///   tree (any tree) by the disappearance callbacks or what the window let
  ///   go of after them, its root aside.
  func reportRelease(mayHaveDetached: Bool) {
    tellLiveObservations(.windowReleased(mayHaveDetached: mayHaveDetached))
  }

  /// What the window tells its observations that is not a change.
  private enum WindowEvent {
    case windowReleased(mayHaveDetached: Bool)
    case changeReverted
  }

  /// Runs each live observation's action for an event, in the order they began.
  private func tellLiveObservations(_ event: WindowEvent) {
    // The list as it is now: an observer may end or begin observations as it is told.
    for entry in observations {
      guard let observation = entry.observation, observation.delivery != nil else { continue }
      switch event {
      case .windowReleased(let mayHaveDetached): observation.whenWindowReleased?(mayHaveDetached)
      case .changeReverted: observation.whenChangeReverted?()
      }
    }
  }
}
