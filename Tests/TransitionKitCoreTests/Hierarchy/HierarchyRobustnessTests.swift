import Testing

@testable import TransitionKitCore

/// Misuse that must neither break an invariant nor unbalance a callback.
@Suite @MainActor struct HierarchyRobustnessTests {
  @Test func aViewHoldingAnEmbeddedChildCannotBeRemovedFromItsContainer() throws {
    let container = ViewController(title: "Container")
    let window = try visibleWindow(root: container)
    let holder = View(name: "Holder")
    try container.view.addSubview(holder)
    try container.embed(ViewController(title: "Child"), in: holder)

    expectRefusal(.viewOwnedByController(view: "Child", controller: "Child"), in: window) {
      () throws(TransitionError) in try holder.removeFromSuperview()
    }
    #expect(holder.superview === container.view)
  }

  @Test func aViewHoldingAnEmbeddedChildCannotBeMovedToAnotherView() throws {
    let container = ViewController(title: "Container")
    let window = try visibleWindow(root: container)
    let holder = View(name: "Holder")
    try container.view.addSubview(holder)
    try container.embed(ViewController(title: "Child"), in: holder)
    let elsewhere = View(name: "Elsewhere")

    expectRefusal(.viewOwnedByController(view: "Child", controller: "Child"), in: window) {
      () throws(TransitionError) in try elsewhere.addSubview(holder)
    }
    #expect(holder.superview === container.view)
    #expect(elsewhere.subviews.isEmpty)
  }

  @Test func embeddingThatReplacesManyChildrenKeepsTheOthersAndTheViewOrder() throws {
    let container = ViewController(title: "Container")
    let window = try visibleWindow(root: container)
    let slot = View(name: "Slot")
    let decoration = View(name: "Decoration")
    try container.view.addSubview(slot)
    try container.embed(ViewController(title: "Header"))  // in the root view: kept
    for index in 0..<5 { try container.embed(ViewController(title: "Card \(index)"), in: slot) }
    try slot.addSubview(decoration)

    try container.embed(ViewController(title: "Summary"), in: slot, replacingExisting: true)

    #expect(container.children.map(\.displayName) == ["Header", "Summary"])
    #expect(slot.subviews.map(\.name) == ["Decoration", "Summary"])
    #expect(window.validate() == [])
  }

  /// Two visible windows: the first's stack shows "Moving" over "Below";
  /// the second's stack holds "Second Root".
  private func movingBetweenWindows(
    log: CallbackLog
  ) throws -> (
    moving: RecordingViewController, below: MovingOnAppear, firstWindow: Window, second: NavigationController,
    secondWindow: Window
  ) {
    let moving = RecordingViewController("Moving", log: log)
    let below = MovingOnAppear("Below", log: log)
    let first = try NavigationController(rootViewController: below)
    try first.pushViewController(moving, animated: false)
    let firstWindow = try visibleWindow(root: first)
    let second = try NavigationController(rootViewController: ViewController(title: "Second Root"))
    return (moving, below, firstWindow, second, try visibleWindow(root: second))
  }

  @Test func aControllerLeavingAWindowIsRefusedByAnotherFromACallbackAndEndsBalanced() throws {
    let log = CallbackLog()
    let (moving, below, firstWindow, second, secondWindow) = try movingBetweenWindows(log: log)
    var refusal: TransitionError?
    below.onWillAppear = {
      do throws(TransitionError) { try second.pushViewController(moving, animated: false) } catch { refusal = error }
    }
    _ = log.take()

    // Popping "Moving" reveals "Below", whose viewWillAppear pushes "Moving"
    // onto the other window while the pop is still taking it out of sight:
    // refused, and it ends the pop as it would have.
    try #require(firstWindow.rootViewController as? NavigationController).popViewController(animated: false)

    #expect(refusal == .transitionInProgress(window: firstWindow.name))
    #expect(second.viewControllers.map(\.title) == ["Second Root"])
    #expect(moving.isFree)
    #expect(moving.appearanceState == .disappeared)
    #expect(firstWindow.validate() == [])
    #expect(secondWindow.validate() == [])
    #expect(balanceProblems(in: log.entries, startingFrom: ["Moving": .appeared]) == [])
  }

  @Test func aControllerMovedToAnotherWindowOnceItLeftEndsBalancedThere() throws {
    let log = CallbackLog()
    let (moving, below, firstWindow, second, secondWindow) = try movingBetweenWindows(log: log)
    below.onDidAppear = { try? second.pushViewController(moving, animated: false) }
    _ = log.take()

    // By "Below"'s viewDidAppear, "Moving" has disappeared: it may go anywhere.
    try #require(firstWindow.rootViewController as? NavigationController).popViewController(animated: false)

    #expect(second.viewControllers.map(\.title) == ["Second Root", "Moving"])
    #expect(moving.appearanceState == .appeared)
    #expect(firstWindow.validate() == [])
    #expect(secondWindow.validate() == [])
    #expect(balanceProblems(in: log.entries, startingFrom: ["Moving": .appeared]) == [])
  }

  @Test func aWindowReleasedWhileVisibleMakesItsControllersDisappear() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    do {
      let window = try visibleWindow(root: root, log: log)
      #expect(window.isKeyWindow)
    }

    #expect(log.take() == ["Root.viewWillDisappear(false)", "Root.viewDidDisappear(false)"])
    #expect(root.appearanceState == .disappeared)
    #expect(root.isFree)
    #expect(root.validate() == [])
  }
}

/// A controller that runs some code from its `viewWillAppear`.
@MainActor
private final class MovingOnAppear: ViewController, Recording {
  let log: CallbackLog
  var onWillAppear: () -> Void = {}
  var onDidAppear: () -> Void = {}
  init(_ title: String, log: CallbackLog) {
    self.log = log
    super.init(title: title)
  }
  override func viewWillAppear(_ animated: Bool) {
    record("viewWillAppear", animated)
    onWillAppear()
  }
  override func viewDidAppear(_ animated: Bool) {
    record("viewDidAppear", animated)
    onDidAppear()
  }
  override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear", animated) }
  override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear", animated) }
}

/// The controllers whose will/did callbacks in `log` do not follow UIKit's
/// appearance cycle (each name once), from the given starting states
/// (`disappeared` for the others).
@MainActor
private func balanceProblems(in log: [String], startingFrom initial: [String: AppearanceState]) -> [String] {
  var states = initial
  var problems: [String] = []
  for entry in log {
    guard let dot = entry.firstIndex(of: ".") else { continue }
    let name = String(entry[..<dot])
    let callback = entry[entry.index(after: dot)...].prefix { $0 != "(" }
    let state = states[name] ?? .disappeared
    let next: AppearanceState? =
      switch (callback, state) {
      case ("viewWillAppear", .disappeared), ("viewWillAppear", .disappearing): .appearing
      case ("viewDidAppear", .appearing): .appeared
      case ("viewWillDisappear", .appeared), ("viewWillDisappear", .appearing): .disappearing
      case ("viewDidDisappear", .disappearing): .disappeared
      case ("viewDidLoad", _), ("viewIsAppearing", _): state
      default: nil
      }
    if let next { states[name] = next } else if !problems.contains(name) { problems.append(name) }
  }
  return problems
}
