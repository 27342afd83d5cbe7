/// Emptied lists kept for reuse, so that the lists every change makes and
/// drops (its edits, its touches, its appearing and disappearing controllers,
/// the visible entries it compares, a transition's captured changes) keep
/// their storage from one change to the next instead of allocating and
/// freeing it each time.
///
/// A list is given back in two steps: ``empty(_:)`` releases its elements,
/// outside any access to the spares (a released controller's or change's
/// `deinit` may give lists back in turn), then ``keep(_:)`` files the empty
/// list. A list still shared elsewhere when emptied costs an allocation
/// instead of saving one (emptying makes it a copy of its own); nothing else
/// changes. Large lists are not kept, nor more than a few.
struct SpareLists<Element> {
  // Four slots rather than a list of lists: a list moves in and out of a
  // slot, with no outer array to check for uniqueness or grow (which cost
  // about 70 instructions a take and 130 a keep). Kept lists fill the slots
  // from the first, and are taken from the last filled: the last kept is
  // the first taken.
  private var first: [Element]?
  private var second: [Element]?
  private var third: [Element]?
  private var fourth: [Element]?

  /// An empty list, with room from an earlier use when one was kept.
  mutating func take() -> [Element] {
    if let list = fourth.take() { return list }
    if let list = third.take() { return list }
    if let list = second.take() { return list }
    return first.take() ?? []
  }

  /// Empties a list, keeping its storage.
  static func empty(_ list: inout [Element]) {
    // Emptied from the end: for a few elements, cheaper than `removeAll(keepingCapacity:)`.
    while !list.isEmpty { list.removeLast() }
  }

  /// Keeps an emptied list (see ``empty(_:)``) for a later ``take()``,
  /// unless it has no storage or a large change made it large, or four
  /// lists are kept already; a list that is not empty is not kept. The list
  /// is left without storage (an emptied one has nothing left to release).
  mutating func keep(_ list: inout [Element]) {
    // Moved out and in rather than copied: a copy would retain the storage, and the reset release it.
    var moved: [Element] = []
    swap(&moved, &list)
    guard moved.isEmpty, moved.capacity > 0, moved.capacity <= 64 else { return }
    if first == nil {
      first = consume moved
    } else if second == nil {
      second = consume moved
    } else if third == nil {
      third = consume moved
    } else if fourth == nil {
      fourth = consume moved
    }
  }
}

extension HierarchyChange {
  // The spares are `nonisolated(unsafe)` because a change's `deinit`, which
  // is not isolated, gives its lists back: it does so only when it runs on
  // the main actor (see `MainQueue`). An isolated `deinit` would check the
  // executor on every change, about 900 instructions each here.

  /// Storage for the edits of changes to come.
  @exclusivity(unchecked) nonisolated(unsafe) static var spareEdits = SpareLists<HierarchyEdit>()
  /// Storage for the touches of changes to come.
  @exclusivity(unchecked) nonisolated(unsafe) static var spareTouches = SpareLists<Touch>()
  /// Storage for the appearing and disappearing controllers of changes to come.
  @exclusivity(unchecked) nonisolated(unsafe) static var spareControllers = SpareLists<ViewController>()
  /// Storage for the lists of changes of captures to come: a transition's
  /// operation gives its list back once its changes ended without animating.
  @exclusivity(unchecked) nonisolated(unsafe) static var spareChangeLists = SpareLists<HierarchyChange>()
}
