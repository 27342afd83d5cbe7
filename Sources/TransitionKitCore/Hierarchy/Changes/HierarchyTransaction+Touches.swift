// The touches of a transaction: the controllers its edits changed, with
// their versions, for the undo checks of later changes.

extension HierarchyTransaction {
  /// The touches of every controller the edits changed, each once per
  /// way: those whose content changed (a container's children, selection or
  /// columns, what a presentation context presents, the subviews of a
  /// controller's views), then those moved in or out of a place. A
  /// controller kept in a replaced list of children is not touched: what
  /// matters to it goes through its container. Moving a container leaves its
  /// content as it was, so an undo of a change to its content stays possible
  /// after the container moved.
  ///
  /// - Parameter counting: Whether each touch counts: the controller's
  ///   version of that way goes up by one (a change counts its touches once,
  ///   when it is made).
  /// - Returns: The touches, content first, each controller once per way in
  ///   the order first touched.
  func touches(counting: Bool) -> [HierarchyChange.Touch] {
    if edits.count == 1 {
      switch edits[0] {
      case .insertChild(let container, let controller, _), .removeChild(let container, let controller, _):
        // A push or a pop of one controller, the most common change: its
        // container's content and the controller's place, two different
        // controllers, with nothing to look for twice.
        var touches = HierarchyChange.spareTouches.take()
        if touches.capacity < 2 { touches.reserveCapacity(2) }
        touches.append(HierarchyChange.Touch(container, isMove: false, counting: counting))
        touches.append(HierarchyChange.Touch(controller, isMove: true, counting: counting))
        return touches
      default:
        break
      }
    }
    var collector = TouchCollector(isMove: false, counting: counting)
    // Most edits touch one controller's content and move at most one:
    // room for both at once spares the list a second allocation as it grows.
    collector.reserveCapacity(2 * edits.count)
    if edits.count == 1 {
      // The usual change: its edit copied out once, for both ways.
      let edit = edits[0]
      collector.collect(edit)
      collector.isMove = true
      collector.collect(edit)
      return collector.touches
    }
    collectTouches(into: &collector)
    collector.isMove = true
    collectTouches(into: &collector)
    return collector.touches
  }

  /// Counts the touches of ``touches(counting:)`` without keeping them:
  /// each controller's version of each way it was touched goes up by one.
  func countTouches() {
    if edits.count == 1 {
      switch edits[0] {
      case .insertChild(let container, let controller, _), .removeChild(let container, let controller, _):
        // A push or a pop of one controller: two different controllers (see `touches(counting:)`).
        HierarchyChange.Touch.count(container, isMove: false)
        HierarchyChange.Touch.count(controller, isMove: true)
        return
      case .setPresentation(let context, let from, let to):
        // A presentation or a dismissal: the context's content, and what
        // came or went (once, when it is the same controller).
        HierarchyChange.Touch.count(context, isMove: false)
        if let old = from?.controller { HierarchyChange.Touch.count(old, isMove: true) }
        if let new = to?.controller, new !== from?.controller { HierarchyChange.Touch.count(new, isMove: true) }
        return
      case .setSelectedIndex(let tabs, _, _):
        // A tab selected: the tab bar's content alone.
        HierarchyChange.Touch.count(tabs, isMove: false)
        return
      case .setChildren(let container, let from, let to) where from.count + to.count <= Self.scannedListsLimit:
        // A stack set (a navigation coordinator's first transition, say), or
        // tabs set that keep the selection: the container's content, and each
        // controller in only one of the lists moved, once. The container is
        // in neither list (it cannot contain itself).
        HierarchyChange.Touch.count(container, isMove: false)
        Self.countMovesOfSymmetricDifference(from, to)
        return
      case .setRoot(_, let from, let to):
        // A window's root replaced: the old and the new root moved (once,
        // when they are the same controller).
        if let from { HierarchyChange.Touch.count(from, isMove: true) }
        if let to, to !== from { HierarchyChange.Touch.count(to, isMove: true) }
        return
      default:
        break
      }
    }
    countTouchesInPlace()
  }

  /// How long two lists of children may be together for ``countTouches()``
  /// to compare them by scanning.
  private static let scannedListsLimit = 16

  /// Counts a move of each controller in only one of two short lists, once
  /// each: a controller listed twice (which a container's children never
  /// are) is counted at its first place.
  private static func countMovesOfSymmetricDifference(_ lhs: [ViewController], _ rhs: [ViewController]) {
    for index in lhs.indices {
      let controller = lhs[index]
      if rhs.containsObject(controller) || lhs[..<index].containsObject(controller) { continue }
      HierarchyChange.Touch.count(controller, isMove: true)
    }
    for index in rhs.indices {
      let controller = rhs[index]
      if lhs.containsObject(controller) || rhs[..<index].containsObject(controller) { continue }
      HierarchyChange.Touch.count(controller, isMove: true)
    }
  }

  /// Counts the touches of any change, with no list: each controller's
  /// stamp tells whether this counting reached it already. Not inlined: the
  /// collector would weigh on the usual changes above, which need none.
  @inline(never)
  private func countTouchesInPlace() {
    var counter = TouchCollector(countingInPlace: ())
    collectTouches(into: &counter)
    counter.isMove = true
    collectTouches(into: &counter)
  }

  /// Hands every touch of the edits to the collector, which keeps those of its way.
  @inline(__always)
  private func collectTouches(into collector: inout TouchCollector) {
    // By index: a loop over the elements copied each edit twice (the
    // element, then its case's values), retaining every reference in it.
    for index in edits.indices {
      collector.collect(edits[index])
    }
  }
}

/// Collects the touches of one way (content or move) after those of the
/// other, each controller once. A change usually touches a handful: those
/// are compared by scanning, and a set takes over past a few dozen so that
/// large changes stay linear.
@MainActor
private struct TouchCollector {
  /// The way collected now; touches of the other way are ignored.
  var isMove: Bool {
    didSet {
      start = touches.count
      seen = []
    }
  }
  /// Whether each touch counts (see ``HierarchyTransaction/touches(counting:)``).
  let counting: Bool
  /// The stamp of a counting in place, which lists nothing (see ``init(countingInPlace:)``).
  private let stamp: UInt64?
  private(set) var touches: [HierarchyChange.Touch]
  /// Where the touches of the way collected now begin.
  private var start = 0
  /// Filled only once this way's touches outgrow ``scanLimit`` (an empty set allocates nothing).
  private var seen = Set<ObjectIdentifier>()
  private static let scanLimit = 32

  init(isMove: Bool, counting: Bool) {
    self.isMove = isMove
    self.counting = counting
    stamp = nil
    touches = HierarchyChange.spareTouches.take()
  }

  /// A collector that counts each touch as it comes, content first, and
  /// keeps none: a controller touched twice the same way is told by the
  /// stamp it got the first time (see ``ViewController/touchCountStamps``),
  /// rather than found in a list.
  init(countingInPlace: Void) {
    isMove = false
    counting = true
    Self.lastStamp &+= 1
    stamp = Self.lastStamp
    touches = []
  }

  /// The stamp of the last counting in place.
  @exclusivity(unchecked) private static var lastStamp: UInt64 = 0

  /// Makes room for `count` touches.
  mutating func reserveCapacity(_ count: Int) {
    // Asked only when the list (usually a spare one) has too little room:
    // the reservation would check its uniqueness first.
    if touches.capacity < count { touches.reserveCapacity(count) }
  }

  mutating func content(_ controller: ViewController?) {
    if !isMove { add(controller) }
  }

  mutating func move(_ controller: ViewController?) {
    if isMove { add(controller) }
  }

  private mutating func add(_ controller: ViewController?) {
    guard let controller else { return }
    if let stamp {
      if isMove {
        guard controller.touchCountStamps.placement != stamp else { return }
        controller.touchCountStamps.placement = stamp
      } else {
        guard controller.touchCountStamps.content != stamp else { return }
        controller.touchCountStamps.content = stamp
      }
      HierarchyChange.Touch.count(controller, isMove: isMove)
      return
    }
    let count = touches.count - start
    if count <= Self.scanLimit {
      for index in start..<touches.count where touches[index].controller === controller { return }
      touches.append(HierarchyChange.Touch(controller, isMove: isMove, counting: counting))
      if count + 1 > Self.scanLimit {
        for index in start..<touches.count { seen.insert(ObjectIdentifier(touches[index].controller)) }
      }
    } else if seen.insert(ObjectIdentifier(controller)).inserted {
      touches.append(HierarchyChange.Touch(controller, isMove: isMove, counting: counting))
    }
  }

  /// Hands every touch of an edit to ``content(_:)`` or ``move(_:)``.
  /// Inlined into its loop: called, it copied the edit it was handed.
  @inline(__always)
  mutating func collect(_ edit: HierarchyEdit) {
    switch edit {
    case .setChildren(let container, let from, let to):
      content(container)
      if isMove { moveSymmetricDifference(from, to) }
    case .insertChild(let container, let controller, _), .removeChild(let container, let controller, _):
      content(container)
      move(controller)
    case .setSelectedIndex(let tabs, _, _): content(tabs)
    case .setColumns(let split, let from, let to):
      content(split)
      if isMove { moveSymmetricDifference(from.controllers, to.controllers) }
    case .setCollapsed(let split, _, _): content(split)
    case .setPresentation(let context, let from, let to):
      content(context)
      move(from?.controller)
      move(to?.controller)
    case .setRoot(_, let from, let to):
      move(from)
      move(to)
    case .setWindowVisibility: break
    case .moveView(let view, let from, let to):
      move(view.viewController)
      content(from?.superview.owningViewController)
      content(to?.superview.owningViewController)
    case .setSubviews(let view, _, _): content(view.owningViewController)
    }
  }

  /// Moves the controllers in only one of two lists.
  mutating func moveSymmetricDifference(_ lhs: [ViewController], _ rhs: [ViewController]) {
    if lhs.count + rhs.count <= Self.scanLimit {
      for controller in lhs where !rhs.containsObject(controller) { move(controller) }
      for controller in rhs where !lhs.containsObject(controller) { move(controller) }
      return
    }
    let left = Set(lhs.map(ObjectIdentifier.init))
    let right = Set(rhs.map(ObjectIdentifier.init))
    for controller in lhs where !right.contains(ObjectIdentifier(controller)) { move(controller) }
    for controller in rhs where !left.contains(ObjectIdentifier(controller)) { move(controller) }
  }
}
