import Testing

@testable import TransitionKitCore

// Child bookkeeping after a trigger checks only what may have changed since
// the coordinator tree was last refreshed as a whole; these tests pin that
// the outcome is still that of refreshing the whole tree.

@MainActor
@Suite struct ChildRefreshTests {
  private let immediate = TransitionOptions(animated: false)

  private func titles(_ children: [any Presentable]) -> [String?] {
    children.map(\.viewController.title)
  }

  @Test func pushedChildCoordinatorsStayInOrderAndPopToRootReleasesThemAll() {
    let parent = RefreshParent()
    let window = Window()
    try? parent.setRoot(for: window)
    window.makeKeyAndVisible()
    for index in 0..<50 { parent.trigger(.push(RefreshLeaf("Leaf \(index)")), with: immediate) }
    #expect(titles(parent.children) == (0..<50).map { "Leaf \($0)" })
    parent.trigger(.popToRoot, with: immediate)
    #expect(parent.children.isEmpty)
  }

  @Test func aChildAddedByHandOutsideTheTreeIsRemovedByTheNextTrigger() {
    let parent = RefreshParent()
    let stray = RefreshLeaf("Stray")
    parent.trigger(.none, with: immediate)
    parent.addChild(stray)
    #expect(titles(parent.children) == ["Stray"])
    let kept = RefreshLeaf("Kept")
    parent.trigger(.push(kept), with: immediate)
    #expect(titles(parent.children) == ["Kept"])
  }

  @Test func aChildPoppedOnTheModelOutsideAnyWindowIsRemovedAtOnce() throws {
    let parent = RefreshParent()
    weak var weakLeaf: RefreshLeaf?
    do {
      let leaf = RefreshLeaf("Leaf")
      weakLeaf = leaf
      parent.trigger(.push(leaf), with: immediate)
    }
    #expect(titles(parent.children) == ["Leaf"])
    // No window: the coordinator tree observes the changes made outside windows.
    try parent.rootViewController.popViewController(animated: false)
    #expect(parent.children.isEmpty)
    #expect(weakLeaf == nil)
  }

  @Test func aTreeShownInAWindowByHandObservesItAfterTheNextTrigger() throws {
    let parent = RefreshParent()
    let outer = RefreshLeaf("Outer")
    parent.trigger(.push(outer), with: immediate)
    let window = Window()
    try window.setRootViewController(parent.viewController)
    window.makeKeyAndVisible()
    let inner = RefreshLeaf("Inner")
    parent.trigger(.push(inner), with: immediate)
    #expect(titles(parent.children) == ["Outer", "Inner"])
    // A pop made on the model, as the back button does, is noticed through the window.
    try parent.rootViewController.popViewController(animated: false)
    #expect(titles(parent.children) == ["Outer"])
  }

  /// A tree observes the changes of free trees only while it is in no
  /// window: in one, that window's changes tell it what leaves; out of it
  /// again, the free trees' reports do.
  @Test func aTreeObservesFreeTreesOnlyWhileItIsInNoWindow() throws {
    let parent = RefreshParent()
    parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
    #expect(parent.coordinatorNode.freeObservation != nil)
    let window = Window()
    try window.setRootViewController(parent.viewController)
    window.makeKeyAndVisible()
    parent.trigger(.push(RefreshLeaf("Inner")), with: immediate)
    #expect(parent.coordinatorNode.freeObservation == nil)
    #expect(titles(parent.children) == ["Outer", "Inner"])

    try window.setRootViewController(ViewController(title: "Elsewhere"))

    #expect(parent.coordinatorNode.freeObservation != nil)
    // A pop made on the model of the tree, free again, is noticed.
    try parent.rootViewController.popViewController(animated: false)
    #expect(titles(parent.children) == ["Outer"])
  }

  /// A direct change in the tree's window prunes the tree when it took a
  /// controller out, not when it could have and did not: a stack set to
  /// itself plus a screen keeps a child added by hand whose screen is not
  /// shown yet; a pop, which takes one out, prunes it.
  @Test func aDirectChangeThatTakesNoControllerOutPrunesNothing() throws {
    let parent = RefreshParent()
    let window = Window()
    try parent.setRoot(for: window)
    // A child pushed through a route: the tree observes its window from then on.
    parent.trigger(.push(RefreshLeaf("Shown")), with: immediate)
    parent.addChild(RefreshLeaf("Not shown yet"))
    let stack = parent.rootViewController

    try stack.setViewControllers(stack.viewControllers + [ViewController(title: "Detail")], animated: false)

    #expect(titles(parent.children) == ["Shown", "Not shown yet"])

    try stack.popViewController(animated: false)

    #expect(titles(parent.children) == ["Shown"])
    #expect(stack.viewControllers.map(\.title) == ["Root", "Shown"])
  }

  /// A tree taken out of one window and shown in another lost nothing on
  /// the way: the refreshes that notice each move read the tree's log
  /// (every edit logs what it takes out, in a window or not) rather than
  /// check the whole tree, and the tree observes the window it is in.
  @Test func aTreeMovedFromWindowToWindowReadsItsLog() throws {
    let parent = RefreshParent()
    let first = Window()
    try parent.setRoot(for: first)
    first.makeKeyAndVisible()
    for index in 0..<3 { parent.trigger(.push(RefreshLeaf("Leaf \(index)")), with: immediate) }
    parent.trigger(.popToRoot, with: immediate)
    for index in 0..<3 { parent.trigger(.push(RefreshLeaf("Leaf \(index)")), with: immediate) }
    #expect(parent.coordinatorNode.isTreeRefreshed)
    let walks = CoordinatorNode.wholeTreeWalkCount
    let refreshes = CoordinatorNode.treeRefreshCount

    try first.setRootViewController(nil)
    let second = Window()
    try second.setRootViewController(parent.viewController)
    second.makeKeyAndVisible()

    #expect(titles(parent.children) == (0..<3).map { "Leaf \($0)" })
    #expect(parent.coordinatorNode.observedWindow === second)
    #expect(parent.coordinatorNode.isTreeRefreshed)
    #expect(CoordinatorNode.treeRefreshCount == refreshes + 2)
    #expect(CoordinatorNode.wholeTreeWalkCount == walks)
  }

  /// A tree that loses a coordinator's screen as it leaves one window (a
  /// screen that pops itself as it disappears) lets that coordinator go,
  /// and keeps the others, once it is shown in another window.
  @Test func aCoordinatorLostAsItsTreeLeavesAWindowIsLetGoInTheNext() throws {
    let parent = RefreshParent()
    let first = Window()
    try parent.setRoot(for: first)
    first.makeKeyAndVisible()
    parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
    let screen = PopsItself(title: "Inner")
    parent.trigger(.push(RefreshLeaf(showing: screen)), with: immediate)
    #expect(screen.appearanceState == .appeared)
    screen.armed = .didDisappear
    let walks = CoordinatorNode.wholeTreeWalkCount

    try first.setRootViewController(nil)
    let second = Window()
    try second.setRootViewController(parent.viewController)
    second.makeKeyAndVisible()

    #expect(parent.rootViewController.viewControllers.map(\.title) == ["Root", "Outer"])
    #expect(titles(parent.children) == ["Outer"])
    #expect(parent.coordinatorNode.observedWindow === second)
    // Found from the log, as a whole walk would have found it.
    #expect(CoordinatorNode.wholeTreeWalkCount == walks)
  }

  /// A tree out of its window only while the sheet it is in is pulled down
  /// (the sheet is a root of its own then) goes on observing the window
  /// through a route of its own that ends meanwhile: once the pull-down is
  /// cancelled and the sheet is back, a child coordinator's screen popped
  /// in the window is noticed (the cancel is no change a free tree is told
  /// of, only the window's observers of undone changes are).
  @Test func aTreeOutOfItsWindowDuringACancelledPullDownStillObservesIt() throws {
    let (home, window) = try homeInAWindow()
    let parent = RefreshParent()
    parent.trigger(.push(RefreshLeaf("First")), with: immediate)
    parent.trigger(.push(RefreshLeaf("Second")), with: immediate)
    try home.present(parent.viewController, animated: false)
    #expect(parent.coordinatorNode.observedWindow === window)

    let pullDown = try parent.viewController.beginInteractiveDismissal()
    #expect(parent.viewController.window == nil)
    parent.trigger(.none, with: immediate)
    pullDown.cancel()
    #expect(parent.viewController.window === window)

    try parent.rootViewController.popViewController(animated: false)
    #expect(parent.rootViewController.viewControllers.map(\.title) == ["Root", "First"])
    #expect(titles(parent.children) == ["First"])
  }

  /// A screen at the root of a key, visible window, to present trees from
  /// (with the window, which the caller keeps).
  private func homeInAWindow() throws -> (ViewController, Window) {
    let home = ViewController(title: "Home")
    let window = Window()
    try window.setRootViewController(home)
    window.makeKeyAndVisible()
    return (home, window)
  }

  @Test func aFreeTreePresentedInAWindowByHandObservesItAtOnce() throws {
    let parent = RefreshParent()
    weak var weakLeaf: RefreshLeaf?
    do {
      let leaf = RefreshLeaf("Leaf")
      weakLeaf = leaf
      parent.trigger(.push(leaf), with: immediate)
    }
    let (home, window) = try homeInAWindow()
    // The tree comes into the window by a presentation made on the model,
    // with no trigger of its coordinator after it.
    try home.present(parent.viewController, animated: false)
    #expect(parent.viewController.window === window)
    #expect(titles(parent.children) == ["Leaf"])

    // Dismissing it in the window releases the child whose screen left.
    try parent.rootViewController.popViewController(animated: false)
    #expect(parent.children.isEmpty)
    #expect(weakLeaf == nil)
  }

  /// The screen pops itself while the presentation that brings its tree
  /// into the window is still calling back: the pop is made in the window
  /// before the tree observes it, and is still noticed.
  @Test func aPopMadeAsAFreeTreeComesIntoAWindowIsNoticed() throws {
    let parent = RefreshParent()
    let screen = PopsItself(title: "Leaf")
    weak var weakLeaf: RefreshLeaf?
    do {
      let leaf = RefreshLeaf(showing: screen)
      weakLeaf = leaf
      parent.trigger(.push(leaf), with: immediate)
    }
    let (home, window) = try homeInAWindow()
    screen.armed = .didAppear

    try home.present(parent.viewController, animated: false)
    #expect(parent.viewController.window === window)

    #expect(parent.rootViewController.viewControllers.map(\.title) == ["Root"])
    #expect(parent.children.isEmpty)
    #expect(weakLeaf == nil)
  }

  /// A tree that lost its children while free has nothing to refresh for:
  /// it stops observing as a free tree as its last child goes (the changes
  /// made to it would otherwise each refresh it), and observes nothing in
  /// the window it is then presented in.
  @Test func aTreeWithoutChildrenObservesNothing() throws {
    let parent = RefreshParent()
    parent.trigger(.push(RefreshLeaf("Leaf")), with: immediate)
    #expect(parent.coordinatorNode.freeObservation != nil)
    parent.trigger(.popToRoot, with: immediate)
    #expect(parent.children.isEmpty)
    #expect(parent.coordinatorNode.freeObservation == nil)
    let (home, window) = try homeInAWindow()

    try home.present(parent.viewController, animated: false)
    #expect(parent.viewController.window === window)
    #expect(parent.coordinatorNode.freeObservation == nil && parent.coordinatorNode.observation == nil)

    // Changes of free trees no longer refresh it.
    let refreshes = CoordinatorNode.treeRefreshCount
    let free = NavigationController(title: "Free")
    try free.setViewControllers([ViewController(title: "A"), ViewController(title: "B")], animated: false)
    try free.popViewController(animated: false)
    let other = Window()
    try other.setRootViewController(free)
    #expect(CoordinatorNode.treeRefreshCount == refreshes)
  }

  /// A route that adds a child checks it at once, when nothing else can
  /// have changed since the tree's last refresh, and the top lets go of
  /// what adding it logged: routes that only add keep nothing logged, so a
  /// refresh after many of them reads only what left (a log that grew with
  /// every route would be checked whole at last, the whole tree with it).
  @Test func routesThatOnlyAddChildrenKeepNothingLogged() throws {
    let parent = RefreshParent()
    let window = Window()
    try parent.setRoot(for: window)
    for index in 0..<5 { parent.trigger(.push(RefreshLeaf("Leaf \(index)")), with: immediate) }
    #expect(titles(parent.children) == (0..<5).map { "Leaf \($0)" })
    #expect(parent.coordinatorNode.loggedCount == 0)

    try parent.rootViewController.popViewController(animated: false)
    #expect(titles(parent.children) == (0..<4).map { "Leaf \($0)" })
    #expect(parent.coordinatorNode.loggedCount == 0)
  }

  /// A change made in one tree outside every window is handed to that tree
  /// alone: a pop made on the model of one of many free trees refreshes one
  /// tree, however many there are (each refreshing would make the changes
  /// of N free trees cost N² refreshes).
  @Test(arguments: [2, 40])
  func aChangeInOneFreeTreeRefreshesThatTreeAlone(treeCount: Int) throws {
    let trees = (0..<treeCount).map { _ in RefreshParent() }
    for (index, tree) in trees.enumerated() { tree.trigger(.push(RefreshLeaf("Leaf \(index)")), with: immediate) }
    let refreshes = CoordinatorNode.treeRefreshCount

    try trees[1].rootViewController.popViewController(animated: false)

    #expect(CoordinatorNode.treeRefreshCount == refreshes + 1)
    #expect(trees[1].children.isEmpty)
    for (index, tree) in trees.enumerated() where index != 1 {
      #expect(titles(tree.children) == ["Leaf \(index)"])
    }
  }

  /// How a free tree is put into another free tree, in the tests below.
  enum FreeHost: CaseIterable { case presentation, tab }

  /// A free tree put into another one (presented from its screen, or made
  /// one of its tabs, on the model) follows the changes made there: a pop
  /// in it is noticed, as one is once it is taken out again.
  @Test(arguments: FreeHost.allCases)
  func aFreeTreePutIntoAnotherFreeTreeNoticesPopsThereAndOnceTakenOut(host: FreeHost) throws {
    let parent = RefreshParent()
    parent.trigger(.push(RefreshLeaf("First")), with: immediate)
    let hostRoot: ViewController
    switch host {
    case .presentation:
      hostRoot = ViewController(title: "Host")
      try hostRoot.present(parent.viewController, animated: false)
    case .tab:
      let tabs = TabBarController(title: "Tabs")
      try tabs.setViewControllers([ViewController(title: "Other"), parent.viewController], animated: false)
      hostRoot = tabs
    }
    #expect(parent.viewController.root === hostRoot)
    #expect(parent.coordinatorNode.freeObservedRoot == ObjectIdentifier(hostRoot))

    try parent.rootViewController.popViewController(animated: false)
    #expect(parent.children.isEmpty)

    parent.trigger(.push(RefreshLeaf("Second")), with: immediate)
    switch host {
    case .presentation: try hostRoot.dismiss(animated: false)
    case .tab: try (hostRoot as? TabBarController)?.setViewControllers([], animated: false)
    }
    #expect(parent.viewController.root === parent.viewController)
    #expect(parent.coordinatorNode.freeObservedRoot == ObjectIdentifier(parent.viewController))
    #expect(titles(parent.children) == ["Second"])

    try parent.rootViewController.popViewController(animated: false)
    #expect(parent.children.isEmpty)
  }

  /// A free tree whose root is released while the tree lives (the
  /// controller it was presented from) is rooted at its own screen from
  /// then on, with no change to tell it: a pop made in it is still noticed,
  /// as is its being made a window's root.
  @Test(arguments: [false, true])
  func aFreeTreeOutlivingItsRootNoticesWhatHappensToIt(thenShownInAWindow: Bool) throws {
    let parent = RefreshParent()
    parent.trigger(.push(RefreshLeaf("First")), with: immediate)
    weak var weakHost: ViewController?
    do {
      let host = ViewController(title: "Host")
      weakHost = host
      try host.present(parent.viewController, animated: false)
      #expect(parent.coordinatorNode.freeObservedRoot == ObjectIdentifier(host))
    }
    #expect(weakHost == nil)
    #expect(parent.viewController.root === parent.viewController)
    let window = Window()
    if thenShownInAWindow {
      try window.setRootViewController(parent.viewController)
      window.makeKeyAndVisible()
      #expect(parent.coordinatorNode.observedWindow === window)
    }

    try parent.rootViewController.popViewController(animated: false)

    #expect(parent.children.isEmpty)
  }

  /// More controllers with children released at once than are kept by
  /// identifier: every free tree is handed the next change, and observes
  /// under its own root again from then on, so that a change in one tree
  /// again refreshes that tree alone.
  @Test func freeTreesObserveUnderTheirRootsAgainAfterManyReleasesAtOnce() throws {
    let trees = (0..<2).map { _ in RefreshParent() }
    for (index, tree) in trees.enumerated() { tree.trigger(.push(RefreshLeaf("Leaf \(index)")), with: immediate) }
    var stacks: [NavigationController] = []
    for index in 0..<5_000 {
      let stack = NavigationController(title: "Stack \(index)")
      try stack.setViewControllers([ViewController(title: "Root")], animated: false)
      stacks.append(stack)
    }
    // Released together, with no change between.
    stacks = []

    try trees[0].rootViewController.popViewController(animated: false)
    #expect(trees[0].children.isEmpty)
    #expect(titles(trees[1].children) == ["Leaf 1"])

    trees[0].trigger(.push(RefreshLeaf("Again")), with: immediate)
    let refreshes = CoordinatorNode.treeRefreshCount
    try trees[0].rootViewController.popViewController(animated: false)
    #expect(CoordinatorNode.treeRefreshCount == refreshes + 1)
    #expect(trees[0].children.isEmpty)
    #expect(titles(trees[1].children) == ["Leaf 1"])
  }

  /// One operation pops a child's screen off a free tree and presents the
  /// tree from another free screen. A transition ends its changes once all
  /// were made, so the pop is handed on under the tree's new root, where
  /// the tree does not observe yet: the presentation, which reaches it under
  /// its old one, has it refresh as it observes under the new root.
  @Test func aPopAndAMoveOfAFreeTreeInOneOperationAreBothNoticed() throws {
    let parent = RefreshParent()
    parent.trigger(.push(RefreshLeaf("First")), with: immediate)
    let host = ViewController(title: "Host")
    let popAndMove = Transition<ViewController>(name: "popAndMove", presentables: [], animation: nil) {
      root, animated throws(TransitionError) in
      try parent.rootViewController.popViewController(animated: animated)
      try root.present(parent.viewController, animated: animated)
    }
    var result: Result<Void, TransitionError>?
    popAndMove.perform(on: host, with: immediate) { result = $0 }

    #expect(result.map { (try? $0.get()) != nil } == true)
    #expect(parent.viewController.root === host)
    #expect(parent.rootViewController.viewControllers.map(\.title) == ["Root"])
    #expect(parent.children.isEmpty)
  }

  @Test func aChildOfAChildIsPrunedWhenItsControllerLeavesTheChildsTree() throws {
    let parent = RefreshParent()
    let window = Window()
    try parent.setRoot(for: window)
    window.makeKeyAndVisible()
    let presentingLeaf = RefreshLeaf("Presenting")
    parent.trigger(.push(presentingLeaf), with: immediate)
    let sheet = RefreshLeaf("Sheet")
    presentingLeaf.performTransition(.present(sheet), with: immediate)
    #expect(titles(presentingLeaf.children) == ["Sheet"])
    try sheet.viewController.dismiss(animated: false)
    parent.trigger(.none, with: immediate)
    #expect(presentingLeaf.children.isEmpty)
    #expect(titles(parent.children) == ["Presenting"])
  }

  /// A route adds a child whose screen goes to a tree in no window while an
  /// interactive transition holds the window, so its refresh waits. The next
  /// transition to end (the interactive one) refreshes the whole tree, as
  /// refreshing after every transition does: the child, whose screen is in
  /// no tree of the coordinator's then, is let go — before a transition
  /// that waited behind brings that screen into the window.
  @Test func aRefreshThatWaitedForAnInteractiveTransitionIsDoneWhenItEnds() throws {
    let window = Window(name: "Main")
    let app = DeferredRefreshCoordinator(ViewController(title: "Home"))
    try app.setRoot(for: window)
    let sheet = DeferredRefreshCoordinator(ViewController(title: "Sheet"))
    let still = TransitionOptions(animated: false)
    app.trigger(.present(sheet), with: still)
    let embedding = try sheet.beginInteractiveTransition(for: .embed(ViewController(title: "Badge")))
    let host = ViewController(title: "Host")
    weak var weakFlow: DeferredRefreshCoordinator?
    do {
      let flow = DeferredRefreshCoordinator(ViewController(title: "Flow"))
      weakFlow = flow
      app.trigger(.presentOn(host, flow), with: still)
    }
    #expect(host.presentedViewController?.title == "Flow")
    #expect(app.children.map(\.viewController.title) == ["Sheet", "Flow"])
    var hostPresented: Result<Void, TransitionError>?
    sheet.trigger(.present(host), with: still) { hostPresented = $0 }
    #expect(hostPresented == nil)

    embedding.finish()

    #expect(hostPresented.map { if case .success = $0 { true } else { false } } == true)
    #expect(sheet.viewController.presentedViewController === host)
    #expect(app.children.map(\.viewController.title) == ["Sheet"])
    #expect(weakFlow == nil)
    #expect(window.validate() == [])
  }

  /// Only the top of a coordinator tree acts on its window's changes, and
  /// only it observes them: every change in the window used to call each
  /// level of a chain of nested coordinators, which made building the chain
  /// one route at a time quadratic. A coordinator that becomes the top of a
  /// tree again observes from then on.
  @Test(arguments: [false, true])
  func onlyTheTopOfATreeObservesItsWindow(byDeepLink: Bool) throws {
    let app = DeferredRefreshCoordinator(ViewController(title: "App"))
    let window = Window()
    try app.setRoot(for: window)
    window.makeKeyAndVisible()
    let levels = (0..<20).map { DeferredRefreshCoordinator(ViewController(title: "Level \($0)")) }
    if byDeepLink {
      app.deepLink(
        .present(levels[0]), following: levels.dropFirst().map { DeferredRefreshRoute.present($0) }, with: immediate)
    } else {
      var top = app
      for level in levels {
        top.trigger(.present(level), with: immediate)
        top = level
      }
    }
    #expect(levels.last?.viewController.window === window)
    #expect(levels.dropLast().allSatisfy { $0.children.count == 1 })
    #expect(window.observations.compactMap(\.observation).count == 1)
    #expect(app.coordinatorNode.observation != nil)
    #expect(levels.allSatisfy { $0.coordinatorNode.observation == nil && $0.coordinatorNode.freeObservation == nil })

    // A dismissal made on the model takes the whole chain out, each
    // presentation with it: every coordinator of the chain is the top of a
    // free tree of its own, without children, so none observes anything.
    try app.rootViewController.dismiss(animated: false)

    #expect(app.children.isEmpty)
    #expect(levels.allSatisfy { $0.parent == nil && $0.children.isEmpty })
    #expect(levels.allSatisfy { $0.coordinatorNode.observation == nil && $0.coordinatorNode.freeObservation == nil })
  }

  /// A coordinator whose parent is released while something else holds it
  /// is the top of its tree from then on, and observes the tree's window: a
  /// dismissal made on the model below it is noticed.
  @Test func aChildThatOutlivesItsParentObservesItsWindow() throws {
    var app: DeferredRefreshCoordinator? = DeferredRefreshCoordinator(ViewController(title: "App"))
    let window = Window()
    try window.setRootViewController(try #require(app).viewController)
    window.makeKeyAndVisible()
    let outer = DeferredRefreshCoordinator(ViewController(title: "Outer"))
    let inner = DeferredRefreshCoordinator(ViewController(title: "Inner"))
    app?.trigger(.present(outer), with: immediate)
    outer.trigger(.present(inner), with: immediate)
    #expect(outer.parent === app && outer.children.count == 1)
    #expect(outer.coordinatorNode.observation == nil)

    app = nil

    #expect(outer.parent == nil)
    #expect(outer.coordinatorNode.observation != nil)
    try outer.rootViewController.dismiss(animated: false)
    #expect(outer.children.isEmpty)
    #expect(window.rootViewController?.presentedViewController === outer.rootViewController)
  }

  /// Dismissing a chain of nested coordinators at once makes one report of
  /// the change however deep the chain is, to mark the departures of the
  /// user's change; the coordinators of the chain, cut off from each other,
  /// have no child left, so none observes the free trees, whose observers
  /// would take a report too. Each level of the chain used to make one more,
  /// which made the dismissal quadratic.
  @Test func aChainOfNestedCoordinatorsDismissedAtOnceMakesOneReportAtAnyDepth() throws {
    for depth in [3, 40] {
      let app = DeferredRefreshCoordinator(ViewController(title: "App"))
      let window = Window()
      try app.setRoot(for: window)
      window.makeKeyAndVisible()
      let levels = (0..<depth).map { DeferredRefreshCoordinator(ViewController(title: "Level \($0)")) }
      app.deepLink(
        .present(levels[0]), following: levels.dropFirst().map { DeferredRefreshRoute.present($0) }, with: immediate)
      #expect(levels.last?.viewController.window === window)
      let made = HierarchyChangeReport.madeCount

      try app.rootViewController.dismiss(animated: false)

      #expect(HierarchyChangeReport.madeCount - made == 1, "depth \(depth)")
      #expect(app.children.isEmpty)
    }
  }
}

private enum DeferredRefreshRoute: Sendable {
  case present(any Presentable)
  case presentOn(ViewController, any Presentable)
  case embed(ViewController)
}

@MainActor
private final class DeferredRefreshCoordinator: ViewCoordinator<DeferredRefreshRoute> {
  init(_ root: ViewController) {
    super.init(rootViewController: root)
  }
  override func prepareTransition(for route: DeferredRefreshRoute) -> Transition<ViewController> {
    switch route {
    case .present(let presentable): .present(presentable)
    case .presentOn(let host, let presentable): .perform(.present(presentable), on: host)
    case .embed(let child): .embed(child, in: rootViewController)
    }
  }
}
