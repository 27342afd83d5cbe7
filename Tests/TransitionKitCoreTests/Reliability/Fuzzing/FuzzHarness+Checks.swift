import TransitionKitTesting

@testable import TransitionKitCore

extension FuzzHarness {
  /// Whether nothing is under way: no item waits, and (on the manual clock)
  /// nothing moves by time. Appearance states, child coordinators and
  /// releases are compared only then.
  var isQuiet: Bool { queue.isEmpty && !(clock?.hasRunningAnimations ?? false) }

  /// The replica rebuilt from the window's mount stream equals its tree, and
  /// the stream broke no rule; once no change is open in the window, the
  /// replica holds no node outside the tree.
  func checkMounts(of window: Window) throws(FuzzFailure) {
    guard let replica = replica?.replica else { return }
    let problems = replica.differences(from: window, allChangesEnded: window.openChangeCount == 0)
    guard problems.isEmpty else {
      throw FuzzFailure(category: .mount, message: problems.joined(separator: "\n"))
    }
  }

  /// Compares the library with the model after an operation.
  func check() throws(FuzzFailure) {
    guard let window else { return }
    let violations = window.validate()
    guard violations.isEmpty else {
      throw FuzzFailure(category: .invariant, message: "\(violations)\n\(window.snapshot)")
    }
    try checkMounts(of: window)
    // A tree that just left the window may still be disappearing while the
    // change that took it out animates: free trees are checked when quiet.
    for id in model.pool where isQuiet {
      let tree = world.controller(model.controllerID(of: id))
      let violations = tree.validate()
      guard violations.isEmpty else {
        throw FuzzFailure(category: .invariant, message: "free tree \(id): \(violations)\n\(tree.snapshot)")
      }
    }

    let library = window.snapshot
    if isQuiet {
      guard !window.isTransitioning else {
        throw FuzzFailure(category: .wedge, message: "nothing is under way but the window is still transitioning")
      }
      model.pruneTree(of: rootCoordinatorID)
      // Coordinator trees outside the window prune after the changes of
      // their own trees too.
      for (id, coordinator) in model.coordinators.sorted(by: { $0.key < $1.key })
      where coordinator.parent == nil && id != rootCoordinatorID && !model.retiredCoordinators.contains(id) {
        model.pruneTree(of: id)
      }
      try compare(library, model.windowSnapshot(settled: true), "the window")
      try checkPool(settled: true)
      try checkCoordinators()
      try checkReleases()
    } else if isAuthoritative {
      try compare(library.withoutAppearance, model.windowSnapshot(settled: false), "the window")
      try checkPool(settled: false)
    } else if let head = runningHead() {
      let observed = library.withoutAppearance
      let candidates = [model] + head.checkpoints + [head.final]
      guard candidates.contains(where: { $0.windowSnapshot(settled: false) == observed }) else {
        throw FuzzFailure(
          category: .snapshot,
          message: """
            the window shows none of the states item \(queue[0].index) passes through:
            library:
            \(observed)
            model before:
            \(model.windowSnapshot(settled: false))
            model after:
            \(head.final.windowSnapshot(settled: false))
            """)
      }
    }
  }

  private func compare(_ library: HierarchySnapshot, _ expected: HierarchySnapshot, _ what: String) throws(FuzzFailure)
  {
    guard library != expected else { return }
    throw FuzzFailure(category: .snapshot, message: "\(what) differs.\nlibrary:\n\(library)\nmodel:\n\(expected)")
  }

  private func checkPool(settled: Bool) throws(FuzzFailure) {
    for id in model.pool {
      let controller = model.controllerID(of: id)
      let snapshot = world.controller(controller).snapshot
      try compare(
        settled ? snapshot : snapshot.withoutAppearance, model.treeSnapshot(controller), "the free tree \(id)")
    }
  }

  /// The child coordinators of every coordinator in the window's coordinator tree.
  private func checkCoordinators() throws(FuzzFailure) {
    var pending = [rootCoordinatorID]
    while let next = pending.popLast() {
      guard let handle = world.coordinator(next) else {
        throw FuzzFailure(category: .release, message: "k\(next) was released while in the coordinator tree")
      }
      let library = handle.children.map { world.id(of: $0) ?? -1 }
      let expected = model.coordinators[next]!.children
      guard library == expected else {
        throw FuzzFailure(
          category: .coordinators,
          message: "children of k\(next): library \(library.map { "k\($0)" }), model \(expected.map { "k\($0)" })")
      }
      pending.append(contentsOf: expected)
    }
  }

  /// Everything nothing holds any more must be released as soon as the
  /// test lets go of it; everything held must still be in use.
  private func checkReleases() throws(FuzzFailure) {
    let coordinators = model.heldCoordinators(roots: [rootCoordinatorID] + model.pool.filter(model.isCoordinator))
    let controllers = model.heldControllers(
      roots: model.pool.filter { !model.isCoordinator($0) }, coordinators: coordinators)
    let released = unretired.filter { id in
      !(model.isCoordinator(id) ? coordinators.contains(id) : controllers.contains(id))
    }
    guard !released.isEmpty else { return }
    world.release(released)
    if let alive = released.sorted().first(where: world.isAlive) {
      throw FuzzFailure(category: .leak, message: "\(describe(alive)) is alive, but nothing should hold it")
    }
    model.retire(released)
    unretired.subtract(released)
  }

  private func describe(_ id: Int) -> String {
    model.isCoordinator(id) ? ReferenceModel.coordinatorName(id) : ReferenceModel.title(id)
  }
}
