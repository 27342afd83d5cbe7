// Lists of objects compared by identity, for the paths every change takes.
//
// A closure written in main-actor code and handed to a standard-library
// method (`contains(where:)`, `filter`, `map`, …) checks on every call that
// it runs on the main actor, because the standard library is not built in
// the Swift 6 language mode; each check costs a couple of hundred
// instructions. These helpers use plain loops instead, and are
// `nonisolated`, so nothing in them checks anything.

extension Sequence where Element: AnyObject {
  /// Whether the sequence holds this very object.
  nonisolated func containsObject(_ object: Element) -> Bool {
    for element in self where element === object { return true }
    return false
  }
}

extension Array where Element: AnyObject {
  /// The elements that are not among `others`, in order; the array itself
  /// (not a copy) when there are none to leave out.
  nonisolated func removingObjects(in others: [Element]) -> [Element] {
    if others.isEmpty { return self }
    // Most changes move a handful of controllers: scanning beats building a set.
    if count * others.count <= 256 {
      var firstLeftOut = -1
      for index in indices where others.containsObject(self[index]) {
        firstLeftOut = index
        break
      }
      // Usually nothing is left out: the list is kept as it is.
      if firstLeftOut < 0 { return self }
      var kept = Array(self[..<firstLeftOut])
      for element in self[(firstLeftOut + 1)...] where !others.containsObject(element) { kept.append(element) }
      return kept
    }
    var otherIDs = Set<ObjectIdentifier>()
    otherIDs.reserveCapacity(others.count)
    for other in others { otherIDs.insert(ObjectIdentifier(other)) }
    var kept: [Element] = []
    for element in self where !otherIDs.contains(ObjectIdentifier(element)) { kept.append(element) }
    return kept
  }
}
