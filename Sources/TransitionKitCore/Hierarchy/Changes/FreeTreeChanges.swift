/// The changes that matter to the trees of controllers in no window, for the
/// layers above the hierarchy that keep track of such trees: a coordinator
/// tree whose root is in no window notices its controllers leaving through
/// them, and notices when its tree is put into a window or another tree.
///
/// Each observation names the root of the tree it watches (the top reached
/// through parents and presenters), and is handed only the changes that
/// touched that tree: a change outside every window, when it edited a
/// container whose tree is rooted there now; any change, when it put that
/// root into a container, a presentation or a window. With many free trees,
/// a change costs the trees it touched, not every tree.
///
/// An observer whose tree's root changes is handed the change that changed
/// it, and observes again under its new root: a link cut below the root
/// edits a container that stays under it, and a root put somewhere is
/// inserted. A transition's changes end one after another once all were
/// applied, so a change may be handed on under a root that a later change
/// of the same transition gave its tree; that later change reaches the
/// tree under its old root, and the tree, observing again, refreshes. A
/// root released while the tree below it lives cuts links with no change:
/// the observations under it are marked (``HierarchyObservation/isUnrooted``)
/// and handed every change from the next delivery on, and the first that
/// reaches a tree has it observe under its new root and refresh (or, with a
/// refresh of the tree waiting, that refresh does).
@MainActor
enum FreeTreeChanges {
  /// The observations, by the root each named.
  @exclusivity(unchecked) private static var byRoot: [ObjectIdentifier: [WeakObservation]] = [:]
  /// The observations that named no root (a tree with no controller yet),
  /// and those under a released root: handed every change.
  @exclusivity(unchecked) private static var unrooted: [WeakObservation] = []
  /// How many entries the lists hold, including those of observations that ended.
  @exclusivity(unchecked) private static var entryCount = 0
  /// How many of the observations are live.
  private static let liveObservations = ObservationCounter()
  /// Numbers the deliveries: an observation reached twice by one change
  /// (named by two of its edits) is handed it once.
  @exclusivity(unchecked) private static var deliveryCount: UInt64 = 0
  /// The roots released since the last delivery while observations were
  /// live (see ``noteRelease(of:)``).
  @exclusivity(unchecked) nonisolated(unsafe) private static var releasedRoots: [ObjectIdentifier] = []
  /// Whether more roots were released than ``releasedRoots`` keeps: every
  /// observation is then moved to ``unrooted`` at the next delivery (once
  /// per that many releases), and observes again under its root.
  @exclusivity(unchecked) nonisolated(unsafe) private static var releasedTooMany = false
  /// Whether observations may be live (``hasObservers`` clears it once none
  /// is): until then, a release has nothing to tell.
  @exclusivity(unchecked) nonisolated(unsafe) private static var isInUse = false

  /// Calls `handler` with each change that touched the tree rooted at `root`
  /// (every change, when `root` is `nil`), once it has ended.
  /// - Returns: The observation; it ends when released or cancelled.
  static func observe(
    root: ViewController?, _ handler: @escaping @MainActor (HierarchyChange) -> Void
  ) -> HierarchyObservation {
    isInUse = true
    observationCount &+= 1
    dropEndedEntriesIfMany()
    let observation = HierarchyObservation.ofChanges(counter: liveObservations, handler)
    // Begun while a change is handed on (by an observer told of it), it is not handed that change.
    observation.freeTreeDelivery = deliveryCount
    let entry = WeakObservation(observation: observation)
    if let root {
      byRoot[ObjectIdentifier(root), default: []].append(entry)
    } else {
      unrooted.append(entry)
    }
    entryCount += 1
    return observation
  }

  /// How many observations of the free trees were begun (for tests of
  /// when a coordinator tree observes them).
  @exclusivity(unchecked) private(set) static var observationCount = 0

  /// Whether anything observes the free trees (asked at the end of every change).
  static var hasObservers: Bool {
    guard liveObservations.live > 0 else {
      if isInUse {
        isInUse = false
        releasedRoots = []
        releasedTooMany = false
      }
      return false
    }
    return true
  }

  /// Hands a change that ended to the observations of the trees it touched
  /// (see ``FreeTreeChanges``): in a window, a change can only touch a free
  /// tree by putting its root in.
  static func deliver(_ change: HierarchyChange, inWindow: Bool) {
    if !releasedRoots.isEmpty || releasedTooMany { unrootReleased() }
    deliveryCount &+= 1
    let stamp = deliveryCount
    // A plain loop, by index: a closure would check the actor, and a copy of each edit retain its values.
    let edits = change.transaction.edits
    for index in edits.indices {
      switch edits[index] {
      case .setChildren(let container, _, let to):
        if !inWindow { hand(change, rootedAt: container.root, stamp: stamp) }
        for controller in to { hand(change, rootedAt: controller, stamp: stamp) }
      case .insertChild(let container, let controller, _):
        if !inWindow { hand(change, rootedAt: container.root, stamp: stamp) }
        hand(change, rootedAt: controller, stamp: stamp)
      case .removeChild(let container, _, _):
        if !inWindow { hand(change, rootedAt: container.root, stamp: stamp) }
      case .setColumns(let split, _, let to):
        if !inWindow { hand(change, rootedAt: split.root, stamp: stamp) }
        for controller in to.controllers { hand(change, rootedAt: controller, stamp: stamp) }
      case .setPresentation(let context, _, let to):
        if !inWindow { hand(change, rootedAt: context.root, stamp: stamp) }
        if let controller = to?.controller { hand(change, rootedAt: controller, stamp: stamp) }
      case .setRoot(_, _, let to):
        if let to { hand(change, rootedAt: to, stamp: stamp) }
      case .setSelectedIndex, .setCollapsed, .setWindowVisibility, .moveView, .setSubviews:
        break
      }
    }
    // Last: an observer told of the change may have moved others here (by
    // a change of its own, whose delivery found roots released).
    if !unrooted.isEmpty { hand(change, to: unrooted, stamp: stamp) }
  }

  /// Notes that a controller with children or a presentation is being
  /// released, from its `deinit`, which is not isolated: on the main actor
  /// (see ``MainQueue``) it is noted at once, elsewhere once the main actor runs.
  /// The observations under it move to ``unrooted`` at the next delivery.
  /// Only the identifier is kept, and only until that delivery: a new
  /// controller may take it meanwhile, which at worst has the observations
  /// of its tree observe under it again.
  nonisolated static func noteRelease(of root: ViewController) {
    let identifier = ObjectIdentifier(root)
    guard MainQueue.isCurrent else {
      Task { @MainActor in noteRelease(identifier) }
      return
    }
    noteRelease(identifier)
  }

  /// Notes a released root, on the main actor.
  private nonisolated static func noteRelease(_ root: ObjectIdentifier) {
    guard isInUse, !releasedTooMany else { return }
    guard releasedRoots.count < 4096 else {
      releasedRoots = []
      releasedTooMany = true
      return
    }
    releasedRoots.append(root)
  }

  /// Moves the observations under the roots released since the last
  /// delivery (under every root, when more were released than were kept)
  /// to ``unrooted``, marked so that they observe again.
  private static func unrootReleased() {
    var moved: [WeakObservation] = []
    if releasedTooMany {
      for entries in byRoot.values { moved += entries }
      byRoot = [:]
    } else {
      for root in releasedRoots {
        if let entries = byRoot.removeValue(forKey: root) { moved += entries }
      }
    }
    releasedRoots = []
    releasedTooMany = false
    for entry in moved { entry.observation?.isUnrooted = true }
    unrooted += moved
  }

  /// Hands a change to the observations of the tree rooted at `root`.
  private static func hand(_ change: HierarchyChange, rootedAt root: ViewController, stamp: UInt64) {
    guard let entries = byRoot[ObjectIdentifier(root)] else { return }
    hand(change, to: entries, stamp: stamp)
  }

  /// Hands a change to each live observation of a list (as it is now: an
  /// observer may end or begin observations as it is told) not handed it yet.
  private static func hand(_ change: HierarchyChange, to entries: [WeakObservation], stamp: UInt64) {
    for entry in entries {
      guard let observation = entry.observation, observation.freeTreeDelivery != stamp else { continue }
      observation.freeTreeDelivery = stamp
      observation.hand(change)
    }
  }

  /// Drops the entries of the observations that ended, once they are most
  /// of the entries (so at a cost that is constant per observation made).
  private static func dropEndedEntriesIfMany() {
    guard entryCount > 2 * liveObservations.live + 16 else { return }
    var kept: [ObjectIdentifier: [WeakObservation]] = [:]
    var count = 0
    for (root, entries) in byRoot {
      var live: [WeakObservation] = []
      for entry in entries where entry.observation?.isLive == true { live.append(entry) }
      if !live.isEmpty {
        kept[root] = live
        count += live.count
      }
    }
    byRoot = kept
    var live: [WeakObservation] = []
    for entry in unrooted where entry.observation?.isLive == true { live.append(entry) }
    unrooted = live
    entryCount = count + live.count
  }
}
