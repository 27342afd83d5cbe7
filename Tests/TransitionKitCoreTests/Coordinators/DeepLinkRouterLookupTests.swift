import Testing

@testable import TransitionKitCore

// A deep link looks up the router of each route among the routers presented
// so far; the look-up only checks the routers added since the last look-up
// of the same route type.

private enum LinkLeafRoute: Sendable { case stay }

@MainActor
private final class LinkLeaf: ViewCoordinator<LinkLeafRoute> {
  init(_ title: String) {
    super.init(rootViewController: ViewController(title: title))
  }
  override func prepareTransition(for route: LinkLeafRoute) -> Transition<ViewController> {
    .none()
  }
}

private enum LinkRoute: Sendable { case pushLeaf(String) }

@MainActor
private final class LinkParent: NavigationCoordinator<LinkRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Links"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Root")]), with: TransitionOptions(animated: false))
  }
  override func prepareTransition(for route: LinkRoute) -> Transition<NavigationController> {
    switch route {
    case .pushLeaf(let title): .push(LinkLeaf(title))
    }
  }
}

@MainActor
@Suite struct DeepLinkRouterLookupTests {
  @Test func aLongDeepLinkWhoseRoutesNoPresentedRouterTakesRunsEveryRouteHere() {
    let parent = LinkParent()
    var outcome: Result<Void, TransitionError>?
    parent.deepLink(
      .pushLeaf("Leaf 0"), following: (1..<120).map { LinkRoute.pushLeaf("Leaf \($0)") },
      with: TransitionOptions(animated: false)
    ) { outcome = $0 }
    #expect(throws: Never.self) { try outcome?.get() }
    #expect(parent.rootViewController.viewControllers.map(\.title) == ["Root"] + (0..<120).map { "Leaf \($0)" })
    // The routes after the first are triggered one by one and add their
    // children as they go; the first route's child is added when the whole
    // deep link is done.
    #expect(parent.children.map(\.viewController.title) == (1..<120).map { "Leaf \($0)" } + ["Leaf 0"])
  }

  @Test func theMostRecentRouterOfARouteTypeTakesItAfterManyOthers() {
    let parent = LinkParent()
    var outcome: Result<Void, TransitionError>?
    // Leaf routes go to the most recent leaf; each leaf's `.stay` does nothing and succeeds.
    let rest: [any Sendable] = [
      LinkRoute.pushLeaf("A"), LinkLeafRoute.stay, LinkRoute.pushLeaf("B"), LinkLeafRoute.stay,
    ]
    parent.deepLink(.pushLeaf("First"), following: rest, with: TransitionOptions(animated: false)) { outcome = $0 }
    #expect(throws: Never.self) { try outcome?.get() }
    #expect(parent.children.map(\.viewController.title) == ["A", "B", "First"])
  }

  @Test func aLongDeepLinkRefreshesTheCoordinatorTreeOnceWhenItEnds() {
    // Every route of the link is a step of the same sequence: their children
    // are checked once the sequence has ended, in one refresh of the tree,
    // not once per route (which would cost O(N²) for N routes).
    let parent = LinkParent()
    let before = CoordinatorNode.treeRefreshCount
    var outcome: Result<Void, TransitionError>?
    parent.deepLink(
      .pushLeaf("Leaf 0"), following: (1..<60).map { LinkRoute.pushLeaf("Leaf \($0)") },
      with: TransitionOptions(animated: false)
    ) { outcome = $0 }

    #expect(throws: Never.self) { try outcome?.get() }
    #expect(parent.children.count == 60)
    #expect(CoordinatorNode.treeRefreshCount - before <= 2)
  }
}
