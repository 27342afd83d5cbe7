extension HierarchyChange {
  /// The gesture the next change is made by, set by the gesture's entry
  /// point; the first change made takes it.
  @exclusivity(unchecked) private static var pendingUserAction: UserAction?
  /// How deep transition code (a custom transition's closure, an undo) is
  /// running: the changes it makes directly on the model are the app's.
  @exclusivity(unchecked) private static var transitionCodeDepth = 0

  /// Runs a gesture's operation: the change it makes is the user's, by that gesture.
  @discardableResult
  static func performing<Value, Failure: Error>(
    _ action: UserAction,
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let outer = pendingUserAction
    pendingUserAction = action
    defer { pendingUserAction = outer }
    return try body()
  }

  /// Runs transition code: the changes it makes directly on the model are
  /// not the user's.
  @discardableResult
  static func runningTransitionCode<Value>(_ body: () -> Value) -> Value {
    transitionCodeDepth += 1
    defer { transitionCodeDepth -= 1 }
    return body()
  }

  /// Takes the gesture the next change is made by, if any.
  static func takePendingUserAction() -> UserAction? {
    defer { pendingUserAction = nil }
    return pendingUserAction
  }

  /// The user action of a change made directly on the model without a
  /// named gesture: the back button for a pop, a direct change otherwise;
  /// none while transition code runs.
  static func directUserAction(for kind: HierarchyChangeKind) -> UserAction? {
    guard transitionCodeDepth == 0 else { return nil }
    return kind == .pop ? .backButton : .directChange
  }

  /// Marks the controllers a user's change took out of the tree with the
  /// gesture, until they are moved again (see ``ViewController/userDeparture``).
  /// Asked as every change ends: a change made by no user, the usual case,
  /// is told apart inline.
  @inline(__always) func markDepartures() {
    if let userAction { markDepartures(by: userAction) }
  }

  /// ``markDepartures()`` for a change a user made.
  private func markDepartures(by userAction: UserAction) {
    // The edits are read by index, and none is copied that is not marked
    // (a copy of an edit retains the controllers in it): a pop names the
    // controllers it took out without a report; only an edit that may take
    // a controller out leaves one to mark.
    var removesChildrenOnly = true
    var mayTakeControllersOut = false
    for index in transaction.edits.indices {
      if case .removeChild = transaction.edits[index] {
        mayTakeControllersOut = true
      } else {
        removesChildrenOnly = false
        if transaction.edits[index].mayDetach { mayTakeControllersOut = true }
      }
    }
    guard mayTakeControllersOut else { return }
    if removesChildrenOnly {
      for index in transaction.edits.indices {
        if case .removeChild(_, let controller, _) = transaction.edits[index] {
          markDeparture(of: controller, by: userAction)
        }
      }
      // Children removed and not put back: the change took them out.
      tookControllersOut = true
      return
    }
    let removed = HierarchyChangeReport(self).removedControllers
    for controller in removed { markDeparture(of: controller, by: userAction) }
    // The coordinator trees' observations ask the same after the change.
    tookControllersOut = !removed.isEmpty
  }

  /// Whether an edit of the change may have taken a controller out of its
  /// tree: every change whose report lists removed controllers is one.
  var mayTakeControllersOut: Bool {
    // A plain loop, by index: a closure would check the actor, and a copy of each edit retain its values.
    for index in transaction.edits.indices where transaction.edits[index].mayDetach { return true }
    return false
  }

  /// Whether the ended change took a controller out of its tree: whether
  /// its report lists a removed controller. A change of one edit (most
  /// changes) is read from its edit, without the report's lists; for any
  /// other, the report is built once and its answer kept.
  var takesControllersOut: Bool {
    guard mayTakeControllersOut else { return false }
    guard transaction.edits.count == 1 else {
      if let tookControllersOut { return tookControllersOut }
      let answer = !HierarchyChangeReport(self).removedControllers.isEmpty
      tookControllersOut = answer
      return answer
    }
    switch transaction.edits[0] {
    case .removeChild: return true
    case .setChildren(_, let from, let to): return Self.hasObject(of: from, notIn: to)
    case .setColumns(_, let from, let to): return Self.hasObject(of: from.controllers, notIn: to.controllers)
    case .setPresentation(_, let from?, let to): return from.controller !== to?.controller
    case .setRoot(_, let from?, let to): return from !== to
    default: return false
    }
  }

  /// Whether a controller of `list` is not in `others`.
  private static func hasObject(of list: [ViewController], notIn others: [ViewController]) -> Bool {
    // A plain loop: a closure would check the actor.
    for controller in list where !others.containsObject(controller) { return true }
    return false
  }

  private func markDeparture(of controller: ViewController, by userAction: UserAction) {
    controller.departure = Departure(action: userAction, placementVersion: controller.placementVersion)
  }
}

extension ViewController {
  /// The user action that last took this controller out of a tree, as long
  /// as it has not been moved since: how the user left it.
  var userDeparture: UserAction? {
    guard let departure, departure.placementVersion == placementVersion else {
      return nil
    }
    return departure.action
  }
}

/// How a user took a controller out of a tree, and its placement version then.
struct Departure {
  let action: UserAction
  let placementVersion: UInt64
}
