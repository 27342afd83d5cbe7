import Testing

@testable import TransitionKitCore

// A refresh after controllers left the tree checks only the coordinators
// whose controllers the edits took out; these tests pin that the outcome —
// which children go, where the ones that stay move, and the order in which
// coordinators are let go of — is that of refreshing the whole tree.

/// The coordinators let go of, in order.
@MainActor
private enum Releases {
  static var names: [String] = []
}

private enum LoggedRoute: Sendable {
  case present(any Presentable)
  case presentFrom(ViewController, any Presentable)
  case pushOn(NavigationController, any Presentable)
  case dismissToRoot
}

/// A coordinator of one screen that presents others and notes its release.
@MainActor
private final class LoggedScreen: ViewCoordinator<LoggedRoute> {
  let name: String

  init(_ name: String) {
    self.name = name
    let screen = ViewController(title: name)
    screen.modalPresentationStyle = .fullScreen
    super.init(rootViewController: screen)
  }

  isolated deinit {
    Releases.names.append(name)
  }

  override func prepareTransition(for route: LoggedRoute) -> Transition<ViewController> {
    switch route {
    case .present(let presentable): .present(presentable)
    case .presentFrom(let controller, let presentable): .perform(.present(presentable), on: controller)
    case .pushOn(let navigation, let presentable): .perform(.push(presentable), on: navigation)
    case .dismissToRoot: .dismissToRoot()
    }
  }
}

private enum LoggedStackRoute: Sendable {
  case push(any Presentable)
  case pop
  /// Pops, then pops to a controller that is not in the stack: fails after its first step.
  case popThenPopTo(ViewController)
}

/// A navigation coordinator that owns its stack and notes its release.
@MainActor
private final class LoggedStack: NavigationCoordinator<LoggedStackRoute> {
  let name: String

  init(_ name: String) {
    self.name = name
    super.init(
      rootViewController: NavigationController(title: name), initialRoot: ViewController(title: "\(name) root"))
    rootViewController.modalPresentationStyle = .fullScreen
  }

  isolated deinit {
    Releases.names.append(name)
  }

  override func prepareTransition(for route: LoggedStackRoute) -> Transition<NavigationController> {
    switch route {
    case .push(let presentable): .push(presentable)
    case .pop: .pop()
    case .popThenPopTo(let stranger): .multiple(.pop(), .pop(to: stranger))
    }
  }
}

@MainActor
@Suite(.serialized) struct RefreshFromLogTests {
  private let immediate = TransitionOptions(animated: false)

  private func names(_ children: [any Presentable]) -> [String] {
    children.map { ($0 as? LoggedScreen)?.name ?? ($0 as? LoggedStack)?.name ?? "?" }
  }

  /// Makes the next refresh of a coordinator's tree check the whole tree:
  /// adding a child it has already changes nothing else.
  private func forceWholeRefresh(_ coordinator: LoggedScreen) {
    if let child = coordinator.children.first { coordinator.addChild(child) }
  }

  @Test func poppingChildrenOneAtATimeLetsEachGoAtOnceAndKeepsTheOthersInOrder() throws {
    Releases.names = []
    let stack = LoggedStack("Stack")
    let window = Window()
    try stack.setRoot(for: window)
    window.makeKeyAndVisible()
    for index in 0..<6 { stack.trigger(.push(LoggedScreen("Leaf \(index)")), with: immediate) }
    #expect(names(stack.children) == (0..<6).map { "Leaf \($0)" })
    for remaining in (0..<6).reversed() {
      stack.trigger(.pop, with: immediate)
      #expect(names(stack.children) == (0..<remaining).map { "Leaf \($0)" })
      #expect(Releases.names.last == "Leaf \(remaining)")
    }
    #expect(Releases.names == (0..<6).reversed().map { "Leaf \($0)" })
  }

  @Test func aCoordinatorBelowAPoppedChildWhoseScreenStaysMovesToTheParent() throws {
    let stack = LoggedStack("Stack")
    let window = Window()
    try stack.setRoot(for: window)
    window.makeKeyAndVisible()
    stack.trigger(.push(LoggedScreen("Before")), with: immediate)
    let pushed = LoggedScreen("Pushed")
    stack.trigger(.push(pushed), with: immediate)
    let sheet = LoggedScreen("Sheet")
    pushed.trigger(.presentFrom(stack.rootViewController, sheet), with: immediate)
    #expect(names(pushed.children) == ["Sheet"])
    stack.trigger(.pop, with: immediate)
    #expect(names(stack.children) == ["Before", "Sheet"])
    #expect(sheet.parent === stack)
    #expect(pushed.children.isEmpty)
  }

  /// Presents a chain of coordinators from a root screen, one inside the
  /// other; a stack among them pushes a screen that presents a last one (on
  /// the stack's context); then the root's presentation is dismissed.
  ///
  /// - Returns: The releases, and the children each coordinator kept.
  /// - Returns: The coordinators let go of by the dismissal, in order.
  private func dismissNestedChain(wholeRefresh: Bool) throws -> [String] {
    let root = LoggedScreen("Root")
    let window = Window()
    try root.setRoot(for: window)
    window.makeKeyAndVisible()
    do {
      // Held by the coordinators only, from here on.
      let first = LoggedScreen("First")
      root.trigger(.present(first), with: immediate)
      let stack = LoggedStack("Stack")
      first.trigger(.present(stack), with: immediate)
      let pushed = LoggedScreen("Pushed")
      stack.trigger(.push(pushed), with: immediate)
      pushed.trigger(.present(LoggedScreen("Last")), with: immediate)
      #expect(names(pushed.children) == ["Last"])
    }
    if wholeRefresh { forceWholeRefresh(root) }
    Releases.names = []
    root.trigger(.dismissToRoot, with: immediate)
    #expect(root.children.isEmpty)
    return Releases.names
  }

  @Test func dismissingANestedChainLetsItGoAsARefreshOfTheWholeTreeDoes() throws {
    let fromLog = try dismissNestedChain(wholeRefresh: false)
    let whole = try dismissNestedChain(wholeRefresh: true)
    #expect(fromLog == whole)
    #expect(Set(fromLog) == ["First", "Stack", "Pushed", "Last"])
  }

  @Test func aStackDismissedWithItsScreensKeepsThemAndLetsGoOfWhatLeftIt() throws {
    let root = LoggedScreen("Root")
    let window = Window()
    try root.setRoot(for: window)
    window.makeKeyAndVisible()
    let stack = LoggedStack("Stack")
    root.trigger(.present(stack), with: immediate)
    let pushed = LoggedScreen("Pushed")
    stack.trigger(.push(pushed), with: immediate)
    weak var weakLast: LoggedScreen?
    do {
      let last = LoggedScreen("Last")
      weakLast = last
      pushed.trigger(.present(last), with: immediate)
    }
    root.trigger(.dismissToRoot, with: immediate)
    #expect(root.children.isEmpty)
    // The stack's own tree (its navigation controller and the pushed
    // screen) left whole; what the pushed screen presented did not come along.
    #expect(names(stack.children) == ["Pushed"])
    #expect(pushed.parent === stack)
    #expect(pushed.children.isEmpty)
    #expect(weakLast == nil)
  }

  /// Presents a stack from a root screen; a screen pushed there presents a
  /// coordinator that pushes one more screen onto the stack; then the root's
  /// presentation is dismissed: the stack's tree leaves whole, without the
  /// presented coordinator, whose pushed screen stays with the stack.
  ///
  /// - Returns: The releases, the children of the stack and of its pushed
  ///   screen, and the parent of the screen pushed from the presented one.
  private func dismissStackWithAScreenPushedFromAPresentedOne(
    wholeRefresh: Bool
  ) throws -> (releases: [String], stack: [String], pushed: [String], parent: String?) {
    let root = LoggedScreen("Root")
    let window = Window()
    try root.setRoot(for: window)
    window.makeKeyAndVisible()
    let stack = LoggedStack("Stack")
    root.trigger(.present(stack), with: immediate)
    let pushed = LoggedScreen("Pushed")
    stack.trigger(.push(pushed), with: immediate)
    let late = LoggedScreen("Late")
    do {
      let presented = LoggedScreen("Presented")
      pushed.trigger(.present(presented), with: immediate)
      presented.trigger(.pushOn(stack.rootViewController, late), with: immediate)
      #expect(names(presented.children) == ["Late"])
    }
    if wholeRefresh { forceWholeRefresh(root) }
    Releases.names = []
    root.trigger(.dismissToRoot, with: immediate)
    #expect(root.children.isEmpty)
    let parent = late.parent.map { names([$0]).first ?? "?" }
    return (Releases.names, names(stack.children), names(pushed.children), parent)
  }

  @Test func aScreenPushedFromACoordinatorThatLeftMovesAsARefreshOfTheWholeTreeMovesIt() throws {
    let fromLog = try dismissStackWithAScreenPushedFromAPresentedOne(wholeRefresh: false)
    let whole = try dismissStackWithAScreenPushedFromAPresentedOne(wholeRefresh: true)
    #expect(fromLog.releases == whole.releases)
    #expect(fromLog.stack == whole.stack)
    #expect(fromLog.pushed == whole.pushed)
    #expect(fromLog.parent == whole.parent)
    #expect(fromLog.releases == ["Presented"])
    #expect(fromLog.stack == ["Pushed"])
    #expect(fromLog.pushed == ["Late"])
    #expect(fromLog.parent == "Pushed")
  }

  @Test func aChildPutBackByAFailedSequenceIsLetGoByTheNextPop() throws {
    let stack = LoggedStack("Stack")
    let window = Window()
    try stack.setRoot(for: window)
    window.makeKeyAndVisible()
    stack.trigger(.push(LoggedScreen("First")), with: immediate)
    weak var weakSecond: LoggedScreen?
    do {
      let second = LoggedScreen("Second")
      weakSecond = second
      stack.trigger(.push(second), with: immediate)
    }
    var outcome: Result<Void, TransitionError>?
    stack.trigger(.popThenPopTo(ViewController(title: "Stranger")), with: immediate) { outcome = $0 }
    #expect(throws: TransitionError.self) { try outcome?.get() }
    #expect(names(stack.children) == ["First", "Second"])
    #expect(weakSecond != nil)
    stack.trigger(.pop, with: immediate)
    #expect(names(stack.children) == ["First"])
    #expect(weakSecond == nil)
  }
}
