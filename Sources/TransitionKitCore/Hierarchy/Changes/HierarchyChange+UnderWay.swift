extension HierarchyChange {
  /// The changes under way (begun, neither ended nor undone), oldest first,
  /// unretained: a change leaves the list when it ends, is undone, or goes
  /// away. Controllers name the change that began their appearance phase by
  /// its stamp and find it here, rather than through a weak reference (which
  /// would give every change a side table and make each of its retains and
  /// releases slow).
  @exclusivity(unchecked) nonisolated(unsafe) private static var underWay =
    PlainStaticList<(stamp: UInt64, change: Unmanaged<HierarchyChange>)>()

  /// The number of changes under way.
  static var underWayCount: Int { underWay.count }

  /// The change with this stamp, if it is under way.
  static func underWay(stamp: UInt64) -> HierarchyChange? {
    guard stamp != 0 else { return nil }
    // Plain loops: a closure would check the actor on every call.
    var index = underWay.count
    while index > 0 {
      index -= 1
      if underWay[index].stamp == stamp { return underWay[index].change.takeUnretainedValue() }
    }
    return nil
  }

  /// Tells the changes under way that began in a window going away its
  /// name, which they go on reporting (see ``windowName``).
  static func noteRelease(of window: Window) {
    for index in 0..<underWay.count {
      let change = underWay[index].change.takeUnretainedValue()
      if change.windowHandle === window.lifetimeHandle { change.releasedWindowName = window.name }
    }
  }

  /// Lists a change that begins.
  @inline(__always) static func enterUnderWay(_ change: HierarchyChange) {
    underWay.append((change.stamp, Unmanaged.passUnretained(change)))
    change.isListedUnderWay = true
  }

  /// Takes a change that ended or was undone off the list.
  @inline(__always) static func leaveUnderWay(_ change: HierarchyChange) {
    guard change.isListedUnderWay else { return }
    change.isListedUnderWay = false
    removeUnderWay(stamp: change.stamp)
  }

  /// Takes the change with this stamp off the list (also from a change's
  /// `deinit`, which is not isolated).
  @inline(__always) nonisolated static func removeUnderWay(stamp: UInt64) {
    // Usually the last one begun is the first to end: told inline.
    if underWay.last?.stamp == stamp {
      underWay.removeLast()
    } else {
      removeUnderWay(notLast: stamp)
    }
  }

  /// Takes the change with this stamp off the list, when it is not the last.
  nonisolated private static func removeUnderWay(notLast stamp: UInt64) {
    var index = underWay.count
    while index > 0 {
      index -= 1
      if underWay[index].stamp == stamp {
        underWay.remove(at: index)
        return
      }
    }
  }
}
