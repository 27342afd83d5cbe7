extension FuzzProgram {
  /// What a refused operation must leave as it was: every window, and the
  /// trees of the controllers it was given (appearance states included).
  struct World: Equatable {
    /// The snapshot of each window alive.
    var windows: [HierarchySnapshot]
    /// The snapshot of the whole tree of each controller given.
    var trees: [HierarchySnapshot]
  }

  /// The world as a refused operation on `controllers` must leave it.
  func world(around controllers: [ViewController]) -> World {
    World(windows: allWindows.map(\.snapshot), trees: controllers.map { $0.root.snapshot })
  }

  /// A completion that counts its calls and traps on the second one; the end
  /// of the input traps when it never ran.
  func completion(_ label: String) -> @MainActor (Result<Void, TransitionError>) -> Void {
    let index = nextCompletion
    nextCompletion += 1
    completionCounts[index] = 0
    completionLabels[index] = label
    return { [weak self] _ in
      guard let self else { return }
      completionCounts[index, default: 0] += 1
      if completionCounts[index]! > 1 { violation("the completion of \(label) ran twice") }
    }
  }

  /// A completion that receives a context, as ``completion(_:)``.
  func contextCompletion(_ label: String) -> @MainActor (Result<TransitionContext, TransitionError>) -> Void {
    let done = completion(label)
    return { done($0.map { _ in () }) }
  }

  /// Runs a direct operation; when it throws, nothing may have changed in
  /// any window or in the trees of `controllers`.
  func refusable(_ what: String, on controllers: [ViewController], _ body: () throws(TransitionError) -> Void) {
    let before = world(around: controllers)
    do throws(TransitionError) {
      try body()
    } catch {
      trace("\(what) refused: \(error)")
      if world(around: controllers) != before {
        violation("\(what) was refused with \(error) but changed the tree\n\(allWindows.map(\.snapshot))")
      }
    }
  }

  /// Starts an interactive transition on `target` and keeps its handle.
  ///
  /// A refused start must change nothing (in any window, nor in `target`'s
  /// tree) and call no completion. A start on a tree outside every window
  /// must be refused, with ``TransitionError/notInWindow(_:)`` — or with
  /// ``TransitionError/interactionUnsupported`` when `mayBeUnsupported`
  /// (a coordinator's route may be no single change).
  func begin(
    _ label: String,
    on target: ViewController,
    mayBeUnsupported: Bool = false,
    _ start: (@escaping @MainActor (Result<Void, TransitionError>) -> Void) throws(TransitionError) ->
      InteractiveTransition
  ) {
    let index = nextCompletion
    let done = completion(label)
    let wasOutside = target.window == nil
    let before = world(around: [target])
    do throws(TransitionError) {
      let handle = try start(done)
      if wasOutside { violation("\(label) began on '\(target.displayName)', outside every window") }
      if handles.count >= 4 { drop(at: 0) }
      handles.append(handle)
    } catch {
      trace("\(label) refused: \(error)")
      if completionCounts[index] != 0 { violation("\(label) was refused with \(error) but ran its completion") }
      completionCounts[index] = nil
      if world(around: [target]) != before { violation("\(label) was refused with \(error) but changed the tree") }
      if wasOutside {
        let expected =
          error == .notInWindow(target.displayName) || (mayBeUnsupported && error == .interactionUnsupported)
        if !expected { violation("\(label) outside every window was refused with \(error), not notInWindow") }
      }
    }
  }

  /// Checks every window, and every tree outside a window that holds a
  /// controller the program made: `validate()` must report nothing.
  ///
  /// A controller taken out of a window while a change there is under way (an
  /// animation, an interactive transition) stays appearing or disappearing
  /// until that change ends. `validate()` on a tree outside every window
  /// cannot know of that change: while any window has a change under way, a
  /// controller outside every window may be appearing or disappearing, but
  /// an appeared one must not be.
  func check(_ what: String) {
    releasedWindows.removeAll { $0.window == nil }
    let windows = allWindows
    for window in windows {
      expectValid(window.validate(), of: window.snapshot, tolerating: false, "after \(what), in \(window.name)")
    }
    let changeIsUnderWay = windows.contains { $0.openChangeCount > 0 }
    weakObjects.removeAll { $0.object == nil }
    var checkedRoots = Set<ObjectIdentifier>()
    for entry in weakObjects {
      guard let controller = entry.object as? ViewController else { continue }
      let root = controller.root
      guard root.window == nil, checkedRoots.insert(ObjectIdentifier(root)).inserted else { continue }
      expectValid(root.validate(), of: root.snapshot, tolerating: changeIsUnderWay, "after \(what), outside a window")
    }
  }

  /// Traps on violations of a tree; when `tolerating` a change under way
  /// elsewhere (see ``check(_:)``), on appearance states only when an
  /// appeared controller is not visible or a disappeared one is.
  private func expectValid(
    _ violations: [HierarchyViolation], of tree: HierarchySnapshot, tolerating: Bool, _ place: String
  ) {
    var violations = violations
    if tolerating, violations.contains(where: { $0.kind == .appearance }) {
      violations.removeAll { $0.kind == .appearance }
      for controller in tree.allControllers {
        let state = controller.appearanceState
        if (state == .appeared && !controller.isVisible) || (state == .disappeared && controller.isVisible) {
          violations.append(HierarchyViolation(.appearance, "'\(controller.displayName)' is \(state.rawValue)"))
        }
      }
    }
    if !violations.isEmpty { violation("\(place): \(violations)\n\(tree)") }
  }

  /// Prints every window, the trees outside every window that hold more than
  /// one controller, and the controllers the program holds, when tracing.
  func traceState() {
    guard isTracing else { return }
    for window in allWindows { trace("\(window.snapshot)") }
    var tracedRoots = Set<ObjectIdentifier>()
    for controller in controllers {
      let root = controller.root
      guard root.window == nil, tracedRoots.insert(ObjectIdentifier(root)).inserted else { continue }
      if !root.children.isEmpty || root.presentedViewController != nil {
        trace("outside every window: \(root.snapshot)")
      }
    }
    trace(
      controllers.map {
        "\($0.displayName): \($0.appearanceState) in \($0.parent?.displayName ?? "-") "
          + "(\($0.window?.name ?? "no window"))"
      }
      .joined(separator: ", "))
  }
}
