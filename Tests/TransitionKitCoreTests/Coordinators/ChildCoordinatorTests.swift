import Testing

@testable import TransitionKitCore

// MARK: - Coordinators

private enum LeafRoute: Sendable { case close }

/// A coordinator of one screen, the usual child.
@MainActor
private final class LeafCoordinator: ViewCoordinator<LeafRoute> {
  init(_ title: String) {
    super.init(rootViewController: ViewController(title: title))
  }
  override func prepareTransition(for route: LeafRoute) -> Transition<ViewController> {
    switch route {
    case .close: .dismiss()
    }
  }
}

private enum ShellRoute: Sendable {
  case present(any Presentable)
  case dismiss
}

/// A coordinator of a plain screen that presents other coordinators.
@MainActor
private final class ShellCoordinator: ViewCoordinator<ShellRoute> {
  init(_ title: String = "Shell") {
    super.init(rootViewController: ViewController(title: title))
  }
  override func prepareTransition(for route: ShellRoute) -> Transition<ViewController> {
    switch route {
    case .present(let presentable): .present(presentable)
    case .dismiss: .dismiss()
    }
  }
}

private enum FlowRoute: Sendable {
  case push(any Presentable)
  case pop
  case set([any Presentable])
  /// Pops twice, then pops to a controller that is not in the stack: fails
  /// after its first two steps succeeded.
  case popTwiceThenPopTo(ViewController)
}

/// A navigation coordinator that pushes and pops other coordinators.
@MainActor
private final class FlowCoordinator: NavigationCoordinator<FlowRoute> {
  init(_ title: String, stack: [any Presentable]) {
    super.init(rootViewController: NavigationController(title: title), initialRoute: .set(stack))
  }
  override func prepareTransition(for route: FlowRoute) -> Transition<NavigationController> {
    switch route {
    case .push(let presentable): .push(presentable)
    case .pop: .pop()
    case .set(let stack): .set(stack)
    case .popTwiceThenPopTo(let stranger): .multiple(.pop(), .pop(), .pop(to: stranger))
    }
  }
}

private enum SessionRoute: Sendable { case login, home, unavailable }

/// A window coordinator switching the window's root between two coordinators.
@MainActor
private final class SessionCoordinator: WindowCoordinator<SessionRoute> {
  override func prepareTransition(for route: SessionRoute) -> WindowTransition {
    switch route {
    case .login: .setRoot(LeafCoordinator("Login"))
    case .home: .setRoot(FlowCoordinator("Home", stack: [ViewController(title: "Feed")]))
    case .unavailable: .fail(.unhandledRoute("unavailable", coordinator: "Session"))
    }
  }
}

// MARK: - Helpers

/// Triggers a route and returns what its completion received, or `nil` when
/// the completion has not run (yet).
@MainActor
private func outcome<R: Router>(
  of route: R.Route,
  on router: R,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Result<Void, TransitionError>? {
  var results: [Result<Void, TransitionError>] = []
  router.trigger(route) { results.append($0) }
  #expect(results.count <= 1, "the completion ran more than once", sourceLocation: sourceLocation)
  return results.first
}

/// Triggers a route and expects it to have completed with success before
/// `trigger` returned (the window's driver is the immediate one).
@MainActor
private func trigger<R: Router>(
  _ route: R.Route,
  on router: R,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let result = try #require(
    outcome(of: route, on: router, sourceLocation: sourceLocation), "the completion has not run",
    sourceLocation: sourceLocation)
  try result.get()
}

/// A key and visible window "Main" whose root is the coordinator's controller
/// (the window keeps the coordinator alive).
@MainActor
private func mainWindow(showing coordinator: some Presentable) throws -> Window {
  let window = Window(name: "Main")
  try coordinator.setRoot(for: window)
  window.makeKeyAndVisible()
  return window
}

/// The titles of the children's controllers, in order.
@MainActor
private func childTitles(_ children: [any Presentable]) -> [String?] {
  children.map(\.viewController.title)
}

/// SPEC §3 and §1.8: the child coordinators a coordinator keeps — when they
/// are added, when they are removed (after its transitions and after what the
/// user does directly on the model), and that removed children are released.
@Suite @MainActor struct ChildCoordinatorTests {
  // MARK: Adding

  @Test func childIsAddedBeforeTheCompletionRuns() throws {
    let shell = ShellCoordinator()
    let window = try mainWindow(showing: shell)
    let leaf = LeafCoordinator("Leaf")
    var childrenInCompletion: [ObjectIdentifier]?

    #expect(shell.children.isEmpty)
    shell.trigger(.present(leaf)) { _ in childrenInCompletion = shell.children.map(ObjectIdentifier.init) }

    #expect(childrenInCompletion == [ObjectIdentifier(leaf)])
    #expect(window.validate() == [])
  }

  @Test func addingTheSameChildTwiceKeepsOne() throws {
    let shell = ShellCoordinator()
    let leaf = LeafCoordinator("Leaf")

    shell.addChild(leaf)
    shell.addChild(leaf)

    #expect(shell.children.count == 1)
    #expect(shell.children.first === leaf)
  }

  @Test func transitionNamingAnExistingChildAgainKeepsOne() throws {
    let leaf = LeafCoordinator("Leaf")
    let tabs = try TabBarCoordinator<LeafRoute>(
      rootViewController: TabBarController(title: "Tabs"), tabs: [ViewController(title: "Plain"), leaf])
    let window = try mainWindow(showing: tabs)
    #expect(tabs.children.count == 1)

    // The selection's presentables name the leaf, which is already a child.
    var result: Result<Void, TransitionError>?
    tabs.performTransition(.select(leaf)) { result = $0 }

    try #require(result).get()
    #expect(tabs.children.count == 1)
    #expect(tabs.children.first === leaf)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: ViewController "Plain"
           └─ tab 1 *: ViewController "Leaf" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func addChildOfANonCoordinatorIsIgnored() throws {
    let shell = ShellCoordinator()

    shell.addChild(ViewController(title: "Plain"))

    #expect(shell.children.isEmpty)
  }

  @Test func childAddedToAnotherParentLeavesTheFirst() throws {
    let first = ShellCoordinator("First")
    let second = ShellCoordinator("Second")
    let leaf = LeafCoordinator("Leaf")
    first.addChild(leaf)

    second.addChild(leaf)

    #expect(first.children.isEmpty)
    #expect(second.children.count == 1)
    #expect(second.children.first === leaf)
    #expect(leaf.parent === second)
  }

  @Test func parentOfAChildIsItsCoordinator() throws {
    let shell = ShellCoordinator()
    let window = try mainWindow(showing: shell)
    let leaf = LeafCoordinator("Leaf")
    #expect(leaf.parent == nil)

    try trigger(.present(leaf), on: shell)

    #expect(leaf.parent === shell)
    #expect(shell.parent == nil)
    try trigger(.dismiss, on: shell)
    #expect(leaf.parent == nil)
    #expect(window.validate() == [])
  }

  // MARK: Removing after the coordinator's own transitions

  @Test func childIsRemovedAndReleasedAfterACoordinatorDismiss() throws {
    let shell = ShellCoordinator()
    let window = try mainWindow(showing: shell)
    weak var weakLeaf: LeafCoordinator?
    weak var weakLeafController: ViewController?
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      weakLeafController = leaf.rootViewController
      try trigger(.present(leaf), on: shell)
    }
    #expect(childTitles(shell.children) == ["Leaf"])

    try trigger(.dismiss, on: shell)

    #expect(shell.children.isEmpty)
    #expect(weakLeaf == nil)
    #expect(weakLeafController == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Shell" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func childIsRemovedAndReleasedAfterItsOwnRouteDismissesIt() throws {
    let shell = ShellCoordinator()
    let window = try mainWindow(showing: shell)
    weak var weakLeaf: LeafCoordinator?
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.present(leaf), on: shell)
      try trigger(.close, on: leaf)
    }

    #expect(shell.children.isEmpty)
    #expect(weakLeaf == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Shell" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func childIsRemovedAndReleasedAfterACoordinatorPop() throws {
    let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    weak var weakLeaf: LeafCoordinator?
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.push(leaf), on: flow)
    }
    #expect(childTitles(flow.children) == ["Leaf"])

    try trigger(.pop, on: flow)

    #expect(flow.children.isEmpty)
    #expect(weakLeaf == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
           └─ [0]: ViewController "Home" · visible
        """)
    #expect(window.validate() == [])
  }

  // MARK: Removing after what the user does on the model

  @Test func childIsRemovedAndReleasedAfterTheUserPopsOnTheModel() throws {
    let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    weak var weakLeaf: LeafCoordinator?
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.push(leaf), on: flow)
    }

    try flow.rootViewController.popViewController(animated: true)

    #expect(flow.children.isEmpty)
    #expect(weakLeaf == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
           └─ [0]: ViewController "Home" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func childIsRemovedAndReleasedAfterAFinishedSwipeBack() throws {
    let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    weak var weakLeaf: LeafCoordinator?
    var results: [Bool] = []
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.push(leaf), on: flow)
      let swipe = try flow.rootViewController.beginInteractivePop { results.append((try? $0.get()) != nil) }
      swipe.update(0.6)
      swipe.finish()
    }

    #expect(results == [true])
    #expect(flow.children.isEmpty)
    #expect(weakLeaf == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
           └─ [0]: ViewController "Home" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func childIsRemovedAndReleasedAfterAFinishedPullDown() throws {
    let shell = ShellCoordinator()
    let window = try mainWindow(showing: shell)
    weak var weakLeaf: LeafCoordinator?
    var results: [Bool] = []
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.present(leaf), on: shell)
      let pullDown = try leaf.rootViewController.beginInteractiveDismissal { results.append((try? $0.get()) != nil) }
      pullDown.update(0.5)
      pullDown.finish()
    }

    #expect(results == [true])
    #expect(shell.children.isEmpty)
    #expect(weakLeaf == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Shell" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func grandchildIsReleasedWithItsParentAfterAPullDown() throws {
    let shell = ShellCoordinator()
    let window = try mainWindow(showing: shell)
    weak var weakFlow: FlowCoordinator?
    weak var weakStep: LeafCoordinator?
    weak var weakStepController: ViewController?
    do {
      let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Start")])
      let step = LeafCoordinator("Step")
      weakFlow = flow
      weakStep = step
      weakStepController = step.rootViewController
      try trigger(.present(flow), on: shell)
      try trigger(.push(step), on: flow)
      #expect(childTitles(shell.children) == ["Flow"])
      #expect(childTitles(flow.children) == ["Step"])
      #expect(
        "\(window.snapshot)" == """
          Window "Main" (key, visible)
          └─ root: ViewController "Shell" · visible
             └─ presented (automatic): NavigationController "Flow" · visible
                ├─ [0]: ViewController "Start"
                └─ [1]: ViewController "Step" · visible
          """)
      let pullDown = try step.rootViewController.beginInteractiveDismissal()
      pullDown.finish()
    }

    #expect(shell.children.isEmpty)
    #expect(weakFlow == nil)
    #expect(weakStep == nil)
    #expect(weakStepController == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Shell" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func grandchildIsRemovedAndReleasedWhenTheUserPopsItInsideAChild() throws {
    let shell = ShellCoordinator()
    let window = try mainWindow(showing: shell)
    let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Start")])
    try trigger(.present(flow), on: shell)
    weak var weakStep: LeafCoordinator?
    do {
      let step = LeafCoordinator("Step")
      weakStep = step
      try trigger(.push(step), on: flow)
    }

    try flow.rootViewController.popViewController(animated: true)

    #expect(flow.children.isEmpty)
    #expect(weakStep == nil)
    #expect(shell.children.count == 1)
    #expect(shell.children.first === flow)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Shell" · visible
           └─ presented (automatic): NavigationController "Flow" · visible
              └─ [0]: ViewController "Start" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func childIsKeptAfterACancelledSwipeBack() throws {
    let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    weak var weakLeaf: LeafCoordinator?
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.push(leaf), on: flow)
    }
    let before = window.snapshot

    let swipe = try flow.rootViewController.beginInteractivePop()
    swipe.update(0.4)
    swipe.cancel()

    #expect(swipe.state == .cancelled)
    #expect(childTitles(flow.children) == ["Leaf"])
    #expect(weakLeaf != nil)
    #expect(weakLeaf?.parent === flow)
    #expect(window.snapshot == before)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
           ├─ [0]: ViewController "Home"
           └─ [1]: ViewController "Leaf" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func childIsKeptAfterACancelledPullDown() throws {
    let shell = ShellCoordinator()
    let window = try mainWindow(showing: shell)
    weak var weakLeaf: LeafCoordinator?
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.present(leaf), on: shell)
    }
    let before = window.snapshot

    let pullDown = try #require(weakLeaf).rootViewController.beginInteractiveDismissal()
    pullDown.update(0.3)
    pullDown.cancel()

    #expect(pullDown.state == .cancelled)
    #expect(childTitles(shell.children) == ["Leaf"])
    #expect(weakLeaf != nil)
    #expect(weakLeaf?.parent === shell)
    #expect(window.snapshot == before)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Shell" · visible
           └─ presented (automatic): ViewController "Leaf" · visible
        """)
    #expect(window.validate() == [])
  }

  // MARK: Failed transitions

  @Test func failedMultipleLeavesTheChildrenExactlyAsBefore() throws {
    weak var weakFirst: LeafCoordinator?
    weak var weakSecond: LeafCoordinator?
    let flow: FlowCoordinator
    do {
      let first = LeafCoordinator("First")
      let second = LeafCoordinator("Second")
      weakFirst = first
      weakSecond = second
      flow = FlowCoordinator("Flow", stack: [ViewController(title: "Home"), first, second])
    }
    let window = try mainWindow(showing: flow)
    #expect(childTitles(flow.children) == ["First", "Second"])
    let before = window.snapshot

    // Its two pops take both children's controllers out before the third step fails.
    let result = try #require(outcome(of: .popTwiceThenPopTo(ViewController(title: "Stranger")), on: flow))

    #expect(throws: TransitionError.notInStack("Stranger", navigation: "Flow")) { try result.get() }
    #expect(childTitles(flow.children) == ["First", "Second"])
    #expect(weakFirst?.parent === flow)
    #expect(weakSecond?.parent === flow)
    #expect(window.snapshot == before)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
           ├─ [0]: ViewController "Home"
           ├─ [1]: ViewController "First"
           └─ [2]: ViewController "Second" · visible
        """)
    // The children are still tracked: a later pop removes and releases the top one.
    try trigger(.pop, on: flow)
    #expect(childTitles(flow.children) == ["First"])
    #expect(weakSecond == nil)
    #expect(window.validate() == [])
  }

  // MARK: Interactive routes

  @Test func cancelledInteractiveRouteRestoresTheHierarchyAndTheChildren() throws {
    let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    weak var weakLeaf: LeafCoordinator?
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.push(leaf), on: flow)
    }
    let before = window.snapshot
    var results: [Result<Void, TransitionError>] = []

    let pop = try flow.beginInteractiveTransition(for: .pop) { results.append($0) }
    pop.update(0.5)
    pop.cancel()

    #expect(results.count == 1)
    #expect(throws: TransitionError.cancelled) { try results.first?.get() }
    #expect(childTitles(flow.children) == ["Leaf"])
    #expect(weakLeaf?.parent === flow)
    #expect(window.snapshot == before)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
           ├─ [0]: ViewController "Home"
           └─ [1]: ViewController "Leaf" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func cancelledInteractivePushRouteAddsNoChild() throws {
    let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    let before = window.snapshot
    weak var weakLeaf: LeafCoordinator?
    var childrenInCompletion: [String?]?
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      let push = try flow.beginInteractiveTransition(for: .push(leaf)) { _ in
        childrenInCompletion = childTitles(flow.children)
      }
      push.update(0.5)
      push.cancel()
    }

    #expect(childrenInCompletion == [])
    #expect(flow.children.isEmpty)
    #expect(weakLeaf == nil)
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  @Test func finishedInteractivePushRouteAddsTheChildBeforeItsCompletion() throws {
    let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    let leaf = LeafCoordinator("Leaf")
    var childrenInCompletion: [ObjectIdentifier]?

    let push = try flow.beginInteractiveTransition(for: .push(leaf)) { result in
      if case .success = result { childrenInCompletion = flow.children.map(ObjectIdentifier.init) }
    }
    #expect(flow.children.isEmpty)
    push.update(0.5)
    push.finish()

    #expect(childrenInCompletion == [ObjectIdentifier(leaf)])
    #expect(leaf.parent === flow)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
           ├─ [0]: ViewController "Home"
           └─ [1]: ViewController "Leaf" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func finishedInteractivePopRouteRemovesAndReleasesTheChild() throws {
    let flow = FlowCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    weak var weakLeaf: LeafCoordinator?
    var results: [Bool] = []
    do {
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.push(leaf), on: flow)
      let pop = try flow.beginInteractiveTransition(for: .pop) { results.append((try? $0.get()) != nil) }
      pop.update(0.5)
      pop.finish()
    }

    #expect(results == [true])
    #expect(flow.children.isEmpty)
    #expect(weakLeaf == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
           └─ [0]: ViewController "Home" · visible
        """)
    #expect(window.validate() == [])
  }

  // MARK: Window roots

  @Test func windowKeepsARootCoordinatorAliveUntilItsRootIsReplaced() throws {
    let window = Window(name: "Main")
    weak var weakShell: ShellCoordinator?
    weak var weakLeaf: LeafCoordinator?
    do {
      let shell = ShellCoordinator()
      weakShell = shell
      try shell.setRoot(for: window)
      window.makeKeyAndVisible()
      let leaf = LeafCoordinator("Leaf")
      weakLeaf = leaf
      try trigger(.present(leaf), on: shell)
    }
    #expect(weakShell != nil)
    #expect(weakLeaf != nil)

    try window.setRootViewController(ViewController(title: "Other"))

    #expect(weakShell == nil)
    #expect(weakLeaf == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Other" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func windowCoordinatorSetRootReplacesTheRootAndReleasesTheOldCoordinator() throws {
    let window = Window(name: "Main")
    let session = SessionCoordinator(window: window, initialRoute: .login)
    #expect(session.initialRouteError == nil)
    weak let login: LeafCoordinator? = session.children.first as? LeafCoordinator
    #expect(login != nil)
    #expect(login?.parent === session)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Login" · visible
        """)

    try trigger(.home, on: session)

    #expect(login == nil)
    #expect(session.children.count == 1)
    let home = try #require(session.children.first as? FlowCoordinator)
    #expect(home.parent === session)
    #expect(window.rootViewController === home.rootViewController)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Home" · visible
           └─ [0]: ViewController "Feed" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func windowCoordinatorFailingRouteChangesNeitherTheWindowNorTheChildren() throws {
    let window = Window(name: "Main")
    let session = SessionCoordinator(window: window, initialRoute: .login)
    let login = try #require(session.children.first as? LeafCoordinator)
    let before = window.snapshot

    let result = try #require(outcome(of: .unavailable, on: session))

    #expect(throws: TransitionError.unhandledRoute("unavailable", coordinator: "Session")) { try result.get() }
    #expect(window.snapshot == before)
    #expect(session.children.count == 1)
    #expect(session.children.first === login)
    #expect(login.parent === session)
  }
}
