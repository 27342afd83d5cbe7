/// Emptied lists kept for reuse, so that the lists every change makes and
/// drops (its edits, its touches, its appearing and disappearing controllers,
/// the visible entries it compares) keep their storage from one change to the
/// next instead of allocating and freeing it each time.
///
/// A list given back while someone else still shares its storage costs an
/// allocation instead of saving one (emptying it makes it a copy of its own);
/// nothing else changes. Large lists are not kept, nor more than a few.
struct SpareLists<Element> {
  private var lists: [[Element]] = []

  /// An empty list, with room from an earlier use when one was given back.
  mutating func take() -> [Element] {
    lists.popLast() ?? []
  }

  /// Keeps a list, emptied, for a later ``take()``, unless a large change
  /// made it large or enough lists are kept already. The list is left empty.
  mutating func giveBack(_ list: inout [Element]) {
    guard list.capacity > 0, list.capacity <= 64, lists.count < 4 else {
      list = []
      return
    }
    // Emptied from the end: for a few elements, cheaper than `removeAll(keepingCapacity:)`.
    while !list.isEmpty { list.removeLast() }
    lists.append(list)
    list = []
  }
}

extension HierarchyChange {
  /// Storage for the edits of changes to come; `nonisolated(unsafe)`, as a
  /// change's `deinit` gives its own back (changes live on the main actor).
  @exclusivity(unchecked) nonisolated(unsafe) static var spareEdits = SpareLists<HierarchyEdit>()
  /// Storage for the touches of changes to come.
  @exclusivity(unchecked) nonisolated(unsafe) static var spareTouches = SpareLists<Touch>()
  /// Storage for the appearing and disappearing controllers of changes to come.
  @exclusivity(unchecked) nonisolated(unsafe) static var spareControllers = SpareLists<ViewController>()
}
