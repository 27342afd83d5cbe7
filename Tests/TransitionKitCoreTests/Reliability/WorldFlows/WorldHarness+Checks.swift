import TransitionKitTesting

@testable import TransitionKitCore

/// What a refused operation must leave as it was: every window's tree, every
/// free tree, and every coordinator's children.
struct WorldState: Equatable {
  var windows: [String: HierarchySnapshot] = [:]
  var freeTrees: [String: HierarchySnapshot] = [:]
  var children: [String: [String]] = [:]
}

extension WorldHarness {
  // MARK: Free trees

  /// The roots of the trees outside every window that hold a controller the flow made.
  func freeRoots() -> [ViewController] {
    var seen = Set<ObjectIdentifier>()
    var roots: [ViewController] = []
    for controller in registry.liveControllers {
      var top = controller
      while let next = top.parent ?? top.presentingViewController { top = next }
      guard top.isFree, seen.insert(ObjectIdentifier(top)).inserted else { continue }
      roots.append(top)
    }
    return roots
  }

  // MARK: Refusals

  /// Everything a refused operation must leave as it was.
  func captureState() -> WorldState {
    var state = WorldState()
    for (slot, window) in liveWindows { state.windows["w\(slot)"] = window.snapshot }
    for root in freeRoots() { state.freeTrees[root.displayName] = root.snapshot }
    for id in registry.aliveIDs {
      guard let coordinator = registry.coordinator(id) else { continue }
      state.children["k\(id)"] = coordinator.worldChildren.map { child in
        registry.id(of: child).flatMap { registry.entries[$0]?.name } ?? "(\(child.viewController.displayName))"
      }
    }
    return state
  }

  /// Everything a refused operation must leave as it was, before it is made.
  ///
  /// A refused route still removes the children whose screens left (its
  /// coordinator tree's refresh runs after failures too): every coordinator
  /// tree catches up first, so that a refresh a window's animation holds
  /// back does not count as a change. A tree in a place where a sequence
  /// has started and is under way is left as it is: the sequence may still
  /// bring screens back, and a route's refresh there waits for it.
  func captureBefore() -> WorldState {
    for id in registry.aliveIDs {
      guard let coordinator = registry.coordinator(id),
        let node = (coordinator as? any Presentable).flatMap(CoordinatorNode.node(of:))
      else { continue }
      if let root = node.topmost.treeRoot(), SequencesUnderWay.isSequenceUnderWay(at: .of(root)) { continue }
      coordinator.removeChildrenIfNeeded()
    }
    return captureState()
  }

  /// Makes an operation that may be refused with a thrown error, and
  /// expects a refusal to change nothing.
  func refusable(_ what: String, _ body: () -> TransitionError?) throws(WorldFailure) {
    let before = captureBefore()
    didPerform = true
    let error = body()
    statistics.count(error)
    if let error { try expectUnchanged(before, "\(what), refused with \(error)") }
  }

  /// Fails when anything differs from the state before a refused operation.
  func expectUnchanged(_ before: WorldState, _ what: String) throws(WorldFailure) {
    let after = captureState()
    guard after != before else { return }
    var differences: [String] = []
    for key in Set(before.windows.keys).union(after.windows.keys).sorted()
    where before.windows[key] != after.windows[key] {
      differences.append(
        "window \(key) before:\n\(describe(before.windows[key]))\nafter:\n\(describe(after.windows[key]))")
    }
    for key in Set(before.freeTrees.keys).union(after.freeTrees.keys).sorted()
    where before.freeTrees[key] != after.freeTrees[key] {
      differences.append(
        "free tree \(key) before:\n\(describe(before.freeTrees[key]))\nafter:\n\(describe(after.freeTrees[key]))")
    }
    for key in Set(before.children.keys).union(after.children.keys).sorted()
    where before.children[key] != after.children[key] {
      differences.append("children of \(key): before \(before.children[key] ?? []), after \(after.children[key] ?? [])")
    }
    throw WorldFailure(
      category: .refusal, message: "\(what), but it changed:\n\(differences.joined(separator: "\n"))")
  }

  /// Every live window's replica, rebuilt from its mount stream alone,
  /// equals its tree, and the stream broke no rule; once no change is open
  /// in the window, the replica holds no node outside the tree.
  func checkMounts() throws(WorldFailure) {
    for (slot, window) in liveWindows {
      guard let replica = replicas[slot]?.replica else { continue }
      let problems = replica.differences(from: window, allChangesEnded: window.openChangeCount == 0)
      guard problems.isEmpty else {
        throw WorldFailure(category: .mount, message: "window w\(slot): \(problems.joined(separator: "\n"))")
      }
    }
  }

  /// A snapshot's printed tree, or `(none)`.
  private func describe(_ snapshot: HierarchySnapshot?) -> String {
    snapshot.map { "\($0)" } ?? "(none)"
  }

  // MARK: After every operation

  /// The properties that hold after every operation.
  func checkAfterStep() throws(WorldFailure) {
    if let overcalled = tickets.overcalled {
      throw WorldFailure(category: .completion, message: overcalled)
    }
    let quiet = isQuiet
    for (slot, window) in liveWindows {
      let violations = window.validate()
      guard violations.isEmpty else {
        throw WorldFailure(category: .invariant, message: "window w\(slot): \(violations)\n\(window.snapshot)")
      }
    }
    try checkMounts()
    for root in freeRoots() {
      var violations = root.validate()
      // While a change is under way, a tree it took out of a window may
      // still be disappearing (and one it put in, appearing).
      if !quiet { removeTransitional(from: &violations, in: root.snapshot) }
      guard violations.isEmpty else {
        throw WorldFailure(
          category: .invariant, message: "free tree \(root.displayName): \(violations)\n\(root.snapshot)")
      }
    }
    let ended = endingSilently.compactMap(\.controller).filter { !$0.isMidAppearance }
    ledger.rebase(ended)
    endingSilently.removeAll { $0.controller?.isMidAppearance != true }
    if let violation = ledger.check(registry.liveControllers) {
      throw WorldFailure(category: .appearance, message: violation)
    }
    ledger.forget(registry.pruneReleased())
    handles.removeAll { $0.handle.state == .finished || $0.handle.state == .cancelled }
  }

  /// Removes the appearance violations of controllers that are appearing or
  /// disappearing (allowed while a change is under way somewhere).
  private func removeTransitional(from violations: inout [HierarchyViolation], in snapshot: HierarchySnapshot) {
    guard violations.contains(where: { $0.kind == .appearance }) else { return }
    let transitional = Set(
      snapshot.allControllers.filter { $0.appearanceState == .appearing || $0.appearanceState == .disappearing }
        .map { "'\($0.displayName)' " })
    violations.removeAll { violation in
      violation.kind == .appearance && transitional.contains { violation.message.hasPrefix($0) }
    }
  }

  /// The properties of a quiet moment (after ``settle()``): no window is
  /// transitioning, no task waits, and every completion due ran once.
  /// Skipped while an interactive transition waits for its hand.
  func checkQuiet(teardown: Bool = false) throws(WorldFailure) {
    guard !hasInteractingHandle else { return }
    let busy = liveWindows.filter { $0.window.isTransitioning }.map { "w\($0.slot)" }
    guard busy.isEmpty else {
      throw WorldFailure(category: .wedge, message: "nothing moves, but \(busy) still transition")
    }
    guard tickets.runningTasks.isEmpty else {
      let labels = tickets.runningTasks.sorted { $0.key < $1.key }.map(\.value)
      let busy = windowsMade.filter { $0.window?.isTransitioning == true }.map(\.name)
      throw WorldFailure(
        category: .wedge,
        message: "these trigger tasks never finished: \(labels) (transitioning: \(busy), handles: "
          + "\(handles.map(\.handle.state)), late completions waiting: \(!registry.late.isEmpty))")
    }
    let missing = tickets.missing
    guard missing.isEmpty else {
      throw WorldFailure(
        category: .completion,
        message: "nothing moves, but these completions never ran: \(missing.map(\.label))"
          + (teardown ? " (at teardown)" : ""))
    }
  }
}

/// The places a flow's sequences may be under way in (other tests run
/// sequences of their own meanwhile).
@MainActor
final class WorldPlaces {
  private var places: Set<SequencesUnderWay.Place> = []

  func add(_ place: SequencesUnderWay.Place) {
    places.insert(place)
  }

  /// Whether a sequence is under way in one of them.
  var isAnyUnderWay: Bool {
    places.contains { SequencesUnderWay.isUnderWay(at: $0) }
  }
}
