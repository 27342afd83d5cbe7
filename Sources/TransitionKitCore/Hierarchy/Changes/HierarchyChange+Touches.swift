extension HierarchyChange {
  /// The window the change began in, and the windows the controllers it
  /// touched are in now (each once).
  func windowsOfTouchedControllers() -> [Window] {
    // Plain loops: closures handed to the standard library would check the
    // actor on every call.
    var windows: [Window] = []
    if let window { windows.append(window) }
    touchedControllers { touch in
      guard let candidate = touch.controller.window, !windows.containsObject(candidate) else { return }
      windows.append(candidate)
    }
    return windows
  }

  /// Hands each controller the change touched, and the way it touched it,
  /// to `body`: from ``touches``, or read from the edits when the change
  /// keeps no touches (their versions are then not the change's).
  func touchedControllers(_ body: (Touch) -> Void) {
    guard !keepsTouches else {
      for touch in touches { body(touch) }
      return
    }
    var read = transaction.touches(counting: false)
    for touch in read { body(touch) }
    SpareLists.empty(&read)
    Self.spareTouches.keep(&read)
  }

  /// Whether the change only built a new tree: outside any window, it touched
  /// only controllers that no change had touched before (as setting up a
  /// new tab bar controller's tabs does).
  var isConstruction: Bool {
    assert(keepsTouches, "Only a change that keeps its touches is asked whether it built a tree")
    guard window == nil else { return false }
    for touch in touches where touch.before != 0 { return false }
    return true
  }

  /// A controller a change touched, the way it touched it, and the
  /// matching version (``ViewController/contentVersion`` or
  /// ``ViewController/placementVersion``) right before and right after.
  @MainActor
  struct Touch {
    let controller: ViewController
    let isMove: Bool
    let before: UInt64
    let after: UInt64

    /// A touch of a controller. A touch that counts is a new one: the
    /// controller's version of this way of touching goes up by one; one that
    /// does not only names the controller and the way.
    init(_ controller: ViewController, isMove: Bool, counting: Bool) {
      self.controller = controller
      self.isMove = isMove
      before = isMove ? controller.placementVersion : controller.contentVersion
      guard counting else {
        after = before
        return
      }
      Self.count(controller, isMove: isMove)
      after = before &+ 1
    }

    /// Counts a touch without making it: the controller's version of this
    /// way of touching goes up by one.
    static func count(_ controller: ViewController, isMove: Bool) {
      if isMove {
        controller.placementVersion &+= 1
      } else {
        controller.contentVersion &+= 1
      }
    }

    /// The controller's version of this way of touching, now.
    var currentVersion: UInt64 { isMove ? controller.placementVersion : controller.contentVersion }
  }

  /// Whether undoing the change would put a controller (or view) back below
  /// itself: a controller an interactive pop took out may meanwhile have come
  /// to present (or contain) the stack it would go back into.
  var undoWouldMakeACycle: Bool { transaction.revertWouldMakeACycle }

  /// Whether undoing changes one after another, newest first, would at some
  /// point put a controller (or view) back below itself (see
  /// ``HierarchyTransaction/revertingWouldMakeACycle(_:)``).
  ///
  /// - Parameter changes: The changes, in the order they began.
  static func undoWouldMakeACycle(_ changes: [HierarchyChange]) -> Bool {
    HierarchyTransaction.revertingWouldMakeACycle(changes.map(\.transaction))
  }

  /// Whether undoing changes would undo nothing else: taken in the order
  /// they began, they account for every change made since the first of them
  /// to every controller they touched, the same way (no other change touched
  /// one of those in between, or since, in the same way: a container moved
  /// elsewhere meanwhile can still get its children back).
  ///
  /// - Parameter changes: The changes, with those of nested transitions and
  ///   the changes that undid any of them.
  static func isLatest(_ changes: [HierarchyChange]) -> Bool {
    var expected: [TouchKey: (touch: Touch, version: UInt64)] = [:]
    var seen = Set<ObjectIdentifier>()
    for change in changes.sorted(by: { $0.stamp < $1.stamp }) where seen.insert(ObjectIdentifier(change)).inserted {
      assert(change.keepsTouches, "A change that keeps no touches can be neither cancelled nor undone")
      for touch in change.touches {
        let key = TouchKey(controller: ObjectIdentifier(touch.controller), isMove: touch.isMove)
        if let known = expected[key], known.version != touch.before { return false }
        expected[key] = (touch, touch.after)
      }
    }
    return expected.values.allSatisfy { $0.touch.currentVersion == $0.version }
  }

  /// A controller and a way of touching it.
  private struct TouchKey: Hashable {
    let controller: ObjectIdentifier
    let isMove: Bool
  }
}
