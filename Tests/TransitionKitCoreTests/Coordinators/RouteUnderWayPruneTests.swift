import Testing

@testable import TransitionKitCore

// While a coordinator's route runs, the prunes its tree's window asks for
// wait for the refresh the route's end makes (`CoordinatorNode.RouteUnderWay`):
// these tests pin that a coordinator whose screen left is still let go of,
// whenever the screen left.

private enum PruneLeafRoute: Sendable { case stay }

@MainActor
private final class PruneLeaf: ViewCoordinator<PruneLeafRoute> {
  init(_ title: String) {
    super.init(rootViewController: ViewController(title: title))
  }
  override func prepareTransition(for route: PruneLeafRoute) -> Transition<ViewController> {
    .none()
  }
}

private enum PruneRoute: Sendable {
  case push(any Presentable)
  case none
}

@MainActor
private final class PruneParent: NavigationCoordinator<PruneRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Stack"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Root")]), with: TransitionOptions(animated: false))
  }
  override func prepareTransition(for route: PruneRoute) -> Transition<NavigationController> {
    switch route {
    case .push(let presentable): .push(presentable)
    case .none: .none()
    }
  }
}

@Suite @MainActor struct RouteUnderWayPruneTests {
  private let immediate = TransitionOptions(animated: false)

  private func titles(_ children: [any Presentable]) -> [String?] {
    children.map { $0.viewController.title }
  }

  /// A parent in a visible window, with two leaves pushed.
  private func parentWithTwoLeaves() throws -> (PruneParent, Window) {
    let parent = PruneParent()
    let window = Window()
    try parent.setRoot(for: window)
    window.makeKeyAndVisible()
    parent.trigger(.push(PruneLeaf("First")), with: immediate)
    parent.trigger(.push(PruneLeaf("Second")), with: immediate)
    return (parent, window)
  }

  /// A route whose change takes a coordinator's screen out is followed by
  /// the refresh its end makes, and leaves no prune waiting for the window.
  @Test func aRouteThatTakesAScreenOutLeavesNoPruneWaiting() throws {
    let (parent, window) = try parentWithTwoLeaves()
    let node = parent.coordinatorNode
    var pruneWaitedInCompletion: Bool?
    var childrenInCompletion: [String?] = []
    // The stack set by the parent's own transition takes the second leaf's screen out.
    parent.performTransition(
      .set([parent.rootViewController.viewControllers[0], parent.children[0].viewController]),
      with: immediate
    ) { _ in
      pruneWaitedInCompletion = node.isPruneScheduled
      childrenInCompletion = titles(parent.children)
    }

    #expect(pruneWaitedInCompletion == false)
    #expect(childrenInCompletion == ["First"])
    #expect(titles(parent.children) == ["First"])
    #expect(node.isTreeRefreshed)
    // The window was alive throughout: the tree was in it.
    #expect(parent.rootViewController.window === window)
  }

  /// A screen taken out by the route's completion, after the route's end
  /// refreshed the tree, still has its coordinator let go of as the window settles.
  @Test func aScreenTakenOutByTheCompletionIsStillNoticed() throws {
    let (parent, window) = try parentWithTwoLeaves()
    var childrenInCompletion: [String?] = []

    parent.trigger(.push(ViewController(title: "Plain")), with: immediate) { _ in
      childrenInCompletion = titles(parent.children)
      // Directly on the model: the plain screen and the second leaf's go.
      _ = try? parent.rootViewController.popToViewController(
        parent.rootViewController.viewControllers[1], animated: false)
    }

    #expect(childrenInCompletion == ["First", "Second"])
    #expect(titles(parent.children) == ["First"])
    #expect(parent.coordinatorNode.isTreeRefreshed)
    // The window was alive throughout: the tree was in it.
    #expect(parent.rootViewController.window === window)
  }

  /// A change the route's end does not follow by a refresh of the tree it
  /// started in has its prune scheduled as the route ends.
  @Test func aPruneLeftToARouteWhoseEndDidNotRefreshIsScheduledAsItEnds() throws {
    let (parent, window) = try parentWithTwoLeaves()
    let node = parent.coordinatorNode

    let outer = CoordinatorNode.beginRoute(of: node)
    _ = try parent.rootViewController.popViewController(animated: false)
    // Left to the route: not pruned yet, and not waiting for the window either.
    #expect(titles(parent.children) == ["First", "Second"])
    #expect(!node.isPruneScheduled)
    #expect(!node.isTreeRefreshed)
    CoordinatorNode.endRoute(restoring: outer)

    #expect(titles(parent.children) == ["First"])
    #expect(node.isTreeRefreshed)
    #expect(node.observedWindow === window)
    // The window was alive throughout: the tree was in it.
    #expect(parent.rootViewController.window === window)
  }

  /// Once the route's end refreshed the tree, a change asks for its prune
  /// as it would with no route under way.
  @Test func aChangeAfterTheRouteEndRefreshedIsPrunedAsUsual() throws {
    let (parent, window) = try parentWithTwoLeaves()
    let node = parent.coordinatorNode

    let outer = CoordinatorNode.beginRoute(of: node)
    CoordinatorNode.noteRouteEndRefreshed(node)
    _ = try parent.rootViewController.popViewController(animated: false)
    // The window is idle: the prune ran at once.
    #expect(titles(parent.children) == ["First"])
    CoordinatorNode.endRoute(restoring: outer)

    #expect(titles(parent.children) == ["First"])
    #expect(node.isTreeRefreshed)
    // The window was alive throughout: the tree was in it.
    #expect(parent.rootViewController.window === window)
  }

  /// A route inside another keeps its own account: the inner one's end
  /// schedules what it was left, and the outer one is as it was.
  @Test func anInnerRouteEndsWithItsOwnPrunes() throws {
    let (parent, window) = try parentWithTwoLeaves()
    let node = parent.coordinatorNode

    let outer = CoordinatorNode.beginRoute(of: node)
    let inner = CoordinatorNode.beginRoute(of: node)
    _ = try parent.rootViewController.popViewController(animated: false)
    #expect(titles(parent.children) == ["First", "Second"])
    CoordinatorNode.endRoute(restoring: inner)
    #expect(titles(parent.children) == ["First"])

    // The outer route takes over the next change's prune, and schedules it as it ends.
    _ = try parent.rootViewController.popViewController(animated: false)
    #expect(titles(parent.children) == ["First"])
    CoordinatorNode.endRoute(restoring: outer)

    #expect(titles(parent.children) == [])
    #expect(node.isTreeRefreshed)
    // The window was alive throughout: the tree was in it.
    #expect(parent.rootViewController.window === window)
  }

  /// A route of another tree takes over nothing of this one's.
  @Test func aRouteOfAnotherTreeLeavesThisTreesPrunesAlone() throws {
    let (parent, window) = try parentWithTwoLeaves()
    let other = PruneParent()

    let outer = CoordinatorNode.beginRoute(of: other.coordinatorNode)
    _ = try parent.rootViewController.popViewController(animated: false)
    #expect(titles(parent.children) == ["First"])
    CoordinatorNode.endRoute(restoring: outer)

    #expect(titles(parent.children) == ["First"])
    // The window was alive throughout: the tree was in it.
    #expect(parent.rootViewController.window === window)
  }
  /// A route run by a node below the top takes over its top's prunes too:
  /// the top is looked for as the change asks, not as the route starts.
  @Test func aRouteOfANodeBelowTheTopTakesOverTheTopsPrune() throws {
    let (parent, window) = try parentWithTwoLeaves()
    let node = parent.coordinatorNode
    let leaf = try #require(parent.children.first as? PruneLeaf)
    #expect(leaf.coordinatorNode.topmost === node)

    let outer = CoordinatorNode.beginRoute(of: leaf.coordinatorNode)
    _ = try parent.rootViewController.popViewController(animated: false)
    #expect(titles(parent.children) == ["First", "Second"])
    #expect(!node.isPruneScheduled)
    CoordinatorNode.endRoute(restoring: outer)

    #expect(titles(parent.children) == ["First"])
    #expect(node.isTreeRefreshed)
    #expect(parent.rootViewController.window === window)
  }

  /// A route takes over the prune of one top only: another tree whose
  /// window asks while the first one's prune waits for the route prunes as
  /// it would with no route under way.
  @Test func aSecondTopAskingDuringARoutePrunesAsUsual() throws {
    let (parent, window) = try parentWithTwoLeaves()
    let (other, otherWindow) = try parentWithTwoLeaves()

    let outer = CoordinatorNode.beginRoute(of: parent.coordinatorNode)
    _ = try parent.rootViewController.popViewController(animated: false)
    _ = try other.rootViewController.popViewController(animated: false)
    // The other window is idle: its prune ran at once; the first waits.
    #expect(titles(other.children) == ["First"])
    #expect(titles(parent.children) == ["First", "Second"])
    CoordinatorNode.endRoute(restoring: outer)

    #expect(titles(parent.children) == ["First"])
    #expect(parent.rootViewController.window === window)
    #expect(other.rootViewController.window === otherWindow)
  }

  /// Only a change that takes screens out asks for a prune: one that might
  /// but takes none out (a stack set that keeps every screen) during a
  /// route leaves nothing for the route's end to schedule, even in a tree
  /// waiting to be checked.
  @Test func aChangeThatTakesNothingOutLeavesNoPruneToTheRoute() throws {
    let (parent, window) = try parentWithTwoLeaves()
    let node = parent.coordinatorNode
    // Waits for the next transition to be checked (see `addChild`).
    parent.addChild(PruneLeaf("Stray"))
    #expect(!node.isTreeRefreshed)

    let outer = CoordinatorNode.beginRoute(of: node)
    let stack = parent.rootViewController
    try stack.setViewControllers(stack.viewControllers + [ViewController(title: "Plain")], animated: false)
    CoordinatorNode.endRoute(restoring: outer)

    // No prune ran: the stray child is still there, until the next transition.
    #expect(titles(parent.children) == ["First", "Second", "Stray"])
    #expect(!node.isPruneScheduled)
    parent.trigger(.none, with: immediate)
    #expect(titles(parent.children) == ["First", "Second"])
    #expect(parent.rootViewController.window === window)
  }

  /// An outer route keeps what it was asked for while a route inside it
  /// runs, and schedules it as it ends.
  @Test func anOuterRouteKeepsItsPruneThroughAnInnerOne() throws {
    let (parent, window) = try parentWithTwoLeaves()
    let node = parent.coordinatorNode

    let outer = CoordinatorNode.beginRoute(of: node)
    _ = try parent.rootViewController.popViewController(animated: false)
    let inner = CoordinatorNode.beginRoute(of: node)
    CoordinatorNode.endRoute(restoring: inner)
    // The inner route was asked for nothing: the outer one's prune still waits.
    #expect(titles(parent.children) == ["First", "Second"])
    CoordinatorNode.endRoute(restoring: outer)

    #expect(titles(parent.children) == ["First"])
    #expect(parent.rootViewController.window === window)
  }

  /// The top that asked a route for a prune is not kept alive by the route,
  /// as the window's observation does not keep it: released meanwhile, it
  /// is gone before the route ends, which then schedules nothing. The
  /// route holds the top's handle until it ends, and lets go of it then.
  @Test func aRouteDoesNotKeepTheTopThatAskedAlive() throws {
    let window = Window()
    var leaf: PruneLeaf? = PruneLeaf("First")
    weak var weakTop: CoordinatorNode?
    weak var weakHandle: LifetimeHandle<CoordinatorNode>?
    do {
      let parent = PruneParent()
      try parent.setRoot(for: window)
      window.makeKeyAndVisible()
      parent.trigger(.push(try #require(leaf)), with: immediate)
      weakTop = parent.coordinatorNode
      weakHandle = parent.coordinatorNode.lifetimeHandle
    }
    do {
      let routeNode = try #require(leaf?.coordinatorNode)
      #expect(routeNode.topmost === weakTop)
      let navigation = try #require(window.rootViewController as? NavigationController)

      let outer = CoordinatorNode.beginRoute(of: routeNode)
      // The leaf's screen leaves: the top asks, and the route takes the prune over.
      _ = try navigation.popViewController(animated: false)
      #expect(weakTop?.isPruneScheduled == false)
      // The window lets go of the tree's coordinator, which was kept with its root.
      try window.setRootViewController(ViewController(title: "Other"))
      #expect(weakTop == nil)
      CoordinatorNode.endRoute(restoring: outer)
      #expect(weakTop == nil)
    }

    // The leaf's node kept the handle as its former parent's; with the leaf
    // gone, nothing holds it.
    leaf = nil
    #expect(weakHandle == nil)
    #expect(window.rootViewController?.title == "Other")
  }

  /// A child added outside a transition whose screen is in no tree is let
  /// go of at the end of the tree's next transition.
  @Test func aChildAddedOutsideATransitionIsCheckedAtTheNextTransitionsEnd() throws {
    let (parent, window) = try parentWithTwoLeaves()

    parent.addChild(PruneLeaf("Stray"))
    #expect(titles(parent.children) == ["First", "Second", "Stray"])
    parent.trigger(.none, with: immediate)

    #expect(titles(parent.children) == ["First", "Second"])
    #expect(parent.rootViewController.window === window)
  }

  /// The same for a child added by the completion of a route that took a
  /// screen out: the route's end refreshed the tree before the completion
  /// ran, and the child waits for the next transition, as any other.
  @Test func aChildAddedByARoutesCompletionIsCheckedAtTheNextTransitionsEnd() throws {
    let (parent, window) = try parentWithTwoLeaves()

    parent.performTransition(
      .set([parent.rootViewController.viewControllers[0], parent.children[0].viewController]),
      with: immediate
    ) { _ in
      parent.addChild(PruneLeaf("Stray"))
    }
    #expect(titles(parent.children) == ["First", "Stray"])
    parent.trigger(.none, with: immediate)

    #expect(titles(parent.children) == ["First"])
    #expect(parent.rootViewController.window === window)
  }
}
