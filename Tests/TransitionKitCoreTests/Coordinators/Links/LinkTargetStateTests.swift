import Testing

@testable import TransitionKitCore

/// A link is a target state: from any state it yields the same tree, what
/// already stands stays, and applying it again changes nothing.
@Suite @MainActor struct LinkTargetStateTests {
  @Test func aColdStartBuildsTheBackStackTheRouteNames() throws {
    let market = try MarketFixture()

    // AisleRoute.item names its parents: the market, then the aisle tab.
    #expect(market.open("market:///items/7") == .applied(kept: 0, performed: 3))

    let tabs = try #require(market.app.tabs)
    #expect(market.window.rootViewController === tabs.rootViewController)
    #expect(tabs.rootViewController.selectedViewController === tabs.aisle.rootViewController)
    #expect(tabs.aisle.rootViewController.viewControllers.map(\.title) == ["Shelf", "Item 7"])
    #expect(market.window.snapshot.visibleTitles.contains("Item 7"))
  }

  @Test func applyingTheSameLinkAgainChangesNothing() throws {
    let market = try MarketFixture()
    market.open("market:///items/7/pages/2")
    let tree = market.window.snapshot
    let tabs = try #require(market.app.tabs)
    let top = tabs.aisle.rootViewController.topViewController
    market.events.reset()

    #expect(market.open("market:///items/7/pages/2") == .alreadyShown)

    #expect(market.window.snapshot == tree)
    #expect(market.app.tabs === tabs)
    #expect(tabs.aisle.rootViewController.topViewController === top)
    // No transition and no lifecycle callback: only the link's own report.
    #expect(market.events.all == [.link(LinkRecord(url: "market:///items/7/pages/2", outcome: "already shown"))])
  }

  @Test func whatStandsStaysAndOnlyTheRestIsPerformed() throws {
    let market = try MarketFixture()
    market.open("market:///items/7")
    let tabs = try #require(market.app.tabs)
    // The user goes back: the tree is as the aisle tab left it.
    _ = try tabs.aisle.rootViewController.popViewController(animated: false)

    #expect(market.open("market:///items/8") == .applied(kept: 2, performed: 1))

    #expect(market.app.tabs === tabs)
    #expect(tabs.aisle.rootViewController.viewControllers.map(\.title) == ["Shelf", "Item 8"])
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/8")))
  }

  @Test func aLinkDeeperThanTheLastOneKeepsItsRoutes() throws {
    let market = try MarketFixture()
    market.open("market:///items/7")
    let item = try #require(market.app.tabs?.aisle.rootViewController.topViewController)

    #expect(market.open("market:///items/7/pages/3") == .applied(kept: 3, performed: 2))

    #expect(market.app.tabs?.aisle.rootViewController.topViewController === item)
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7/pages/3")))
  }

  /// Each starting state is reached by its own moves; the link then yields
  /// the tree it yields from a fresh start. Only the market the user opened
  /// by hand is a first part of the link's chain (market, aisle, item 7,
  /// leaflet, page 2): the aisle is the tab a fresh market selects, but
  /// nobody took its route, so it is performed.
  @Test(arguments: [
    ("welcome", 0), ("signIn", 0), ("market", 1), ("basketLine", 0), ("leafletOpen", 0), ("otherLink", 0),
    ("sameLinkThenMoreOnTop", 0),
  ])
  func aLinkYieldsTheSameTreeFromAnyState(start: String, kept: Int) throws {
    let market = try MarketFixture()
    try reach(start, in: market)

    let outcome = market.open("market:///items/7/pages/2")

    #expect(outcome == .applied(kept: kept, performed: 5 - kept))
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7/pages/2")))
    #expect(market.open("market:///items/7/pages/2") == .alreadyShown)
  }

  @Test func aFailingRouteUndoesTheWholeLink() throws {
    let market = try MarketFixture()
    market.open("market:///basket/4")
    let before = market.window.snapshot
    let tabs = market.app.tabs

    let outcome = market.open("market:///broken")

    #expect(outcome == .failed(.notInStack("Nowhere", navigation: "Aisle")))
    #expect(market.window.snapshot == before)
    #expect(market.app.tabs === tabs)
    // The link applied before still stands.
    #expect(market.open("market:///basket/4") == .alreadyShown)
  }

  @Test func aRouteNoRouterTakesFailsAndChangesNothing() throws {
    let market = try MarketFixture()
    let before = market.window.snapshot

    #expect(market.open("market:///nowhere") == .failed(.noRouter(for: "page(1)")))

    #expect(market.window.snapshot == before)
  }

  @Test func aTreeChangedByTheUserIsRebuiltFromTheFirstRoute() throws {
    let market = try MarketFixture()
    market.open("market:///items/7")
    let tabs = try #require(market.app.tabs)
    tabs.trigger(.basket, with: TransitionOptions(animated: false))

    #expect(market.open("market:///items/7") == .applied(kept: 0, performed: 3))

    #expect(market.app.tabs !== tabs)
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7")))
  }

  @Test func routesTheUserTookByHandStandLikeALinksOwn() throws {
    let market = try MarketFixture()
    let tabs = try openItem7ByHand(in: market)
    let item = try #require(tabs.aisle.rootViewController.topViewController)
    let tree = market.window.snapshot

    #expect(market.open("market:///items/7") == .alreadyShown)

    #expect(market.window.snapshot == tree)
    #expect(tabs.aisle.rootViewController.topViewController === item)
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7")))
  }

  @Test func aRouteTakenOnTheTreeAnEarlierOneLeftContinuesItsPath() throws {
    let market = try MarketFixture()
    let tabs = try openItem7ByHand(in: market)
    // Back by hand, then another item by hand: the item follows the aisle, not item 7.
    _ = try tabs.aisle.rootViewController.popViewController(animated: false)
    tabs.aisle.trigger(.item(8), with: TransitionOptions(animated: false))

    #expect(market.open("market:///items/8") == .alreadyShown)
    #expect(market.open("market:///items/8/pages/1") == .applied(kept: 3, performed: 2))
    #expect(market.app.tabs === tabs)
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/8/pages/1")))

    // The link's own routes follow the ones that stood: opening it again changes nothing.
    let tree = market.window.snapshot
    #expect(market.open("market:///items/8/pages/1") == .alreadyShown)
    #expect(market.window.snapshot == tree)
  }

  @Test func aRouteTheUserTookOnAnotherRouterDoesNotStand() async throws {
    let window = Window(name: "Stand")
    let stand = StandCoordinator()
    try window.setRootViewController(stand.viewController)
    window.makeKeyAndVisible()
    let links = LinkNavigator(table: try marketTable(), root: stand, in: window, chain: { _ in LinkChain() })
    let still = TransitionOptions(animated: false)
    // The same routes as the chain, but page 2 is turned in the first leaflet, not the newest.
    try await stand.trigger(.leaflets, with: still)
    let first = try #require(stand.children(of: LeafletCoordinator.self).first)
    try await stand.trigger(.leaflet, with: still)
    try await first.trigger(.page(2), with: still)
    let chain = LinkChain(StandRoute.leaflets, StandRoute.leaflet, LeafletRoute.page(2))

    #expect(await links.apply(chain, with: still) == .applied(kept: 0, performed: 3))

    // Now the newest leaflet shows page 2, as the chain leads: it stands.
    #expect(await links.apply(chain, with: still) == .alreadyShown)
  }

  @Test func aLinkArrivingDuringAnAnimationIsWeighedWhenItsTurnComes() throws {
    let market = try MarketFixture()
    let clock = ManualAnimationDriver()
    market.window.animationDriver = clock
    var outcomes: [LinkOutcome] = []

    market.links.open("market:///items/7") { outcomes.append($0) }
    market.links.open("market:///items/7") { outcomes.append($0) }
    #expect(outcomes.isEmpty)
    clock.runUntilIdle()

    // The second link waited for the first one's turn, then found it all standing.
    #expect(outcomes == [.applied(kept: 0, performed: 3), .alreadyShown])
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7")))
  }

  @Test func chainsStartAtTheRootCoordinatorOfTheMoment() throws {
    let market = try MarketFixture()
    market.app.trigger(.market, with: TransitionOptions(animated: false))
    let links = LinkNavigator(
      table: try marketTable(), in: market.window, root: { [app = market.app] in app.tabs },
      chain: { destination in
        guard case .line(let line) = destination else { return LinkChain(MarketRoute.welcome) }
        return LinkChain(MarketTabRoute.basket, BasketRoute.line(line))
      })
    let tabs = try #require(market.app.tabs)
    var outcome: LinkOutcome?

    links.open("market:///basket/2", with: TransitionOptions(animated: false)) { outcome = $0 }

    #expect(outcome == .applied(kept: 0, performed: 2))
    #expect(market.app.tabs === tabs)
    #expect(tabs.basket.rootViewController.viewControllers.map(\.title) == ["Lines", "Line 2"])

    // Signed out, there is no root: the chain fails and nothing changes.
    market.app.trigger(.welcome, with: TransitionOptions(animated: false))
    let before = market.window.snapshot
    links.open("market:///basket/2", with: TransitionOptions(animated: false)) { outcome = $0 }
    #expect(outcome == .failed(.noRouter(for: "basket")))
    #expect(market.window.snapshot == before)
  }

  @Test func anEmptyChainHasNothingToDoAndChangesNothing() async throws {
    let market = try MarketFixture()
    market.open("market:///items/7")
    let before = market.window.snapshot

    #expect(await market.links.apply(LinkChain([])) == .alreadyShown)

    #expect(market.window.snapshot == before)
    #expect(market.open("market:///items/7") == .alreadyShown)
  }

  @Test func chainsCompareTheirRoutesAsValues() {
    #expect(
      LinkChain(to: AisleRoute.item(7)) == LinkChain(MarketRoute.market, MarketTabRoute.aisle, AisleRoute.item(7)))
    #expect(LinkChain(AisleRoute.item(7)) != LinkChain(AisleRoute.item(8)))
    #expect(LinkChain(MarketRoute.market) != LinkChain(MarketRoute.market, MarketTabRoute.aisle))
    #expect(Set([LinkChain(AisleRoute.item(7)), LinkChain(AisleRoute.item(7))]).count == 1)
    #expect(
      LinkChain(to: AisleRoute.item(7)).description == "MarketRoute.market → MarketTabRoute.aisle → AisleRoute.item(7)")
  }

  /// Opens the market, its aisle and item 7 through the coordinators, as
  /// the user's taps would, without a link.
  private func openItem7ByHand(in market: MarketFixture) throws -> MarketTabs {
    let still = TransitionOptions(animated: false)
    market.app.trigger(.market, with: still)
    let tabs = try #require(market.app.tabs)
    tabs.trigger(.aisle, with: still)
    tabs.aisle.trigger(.item(7), with: still)
    return tabs
  }

  /// Moves a fresh market to a named starting state.
  private func reach(_ start: String, in market: MarketFixture) throws {
    let still = TransitionOptions(animated: false)
    switch start {
    case "welcome": break
    case "signIn": market.app.trigger(.signIn, with: still)
    case "market": market.app.trigger(.market, with: still)
    case "basketLine": market.open("market:///basket/3")
    case "leafletOpen":
      market.app.trigger(.market, with: still)
      let aisle = try #require(market.app.tabs?.aisle)
      aisle.trigger(.item(9), with: still)
      aisle.trigger(.leaflet, with: still)
    case "otherLink": market.open("market:///items/8/pages/1")
    case "sameLinkThenMoreOnTop":
      market.open("market:///items/7/pages/2")
      try #require(market.app.tabs?.aisle.children(of: LeafletCoordinator.self).first).trigger(.page(5), with: still)
    default: Issue.record("no starting state \(start)")
    }
  }
}

enum StandRoute: Hashable, Sendable { case leaflets, leaflet }

/// A stand that presents leaflets, one over the other.
@MainActor
final class StandCoordinator: NavigationCoordinator<StandRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Stand"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Start")]), with: TransitionOptions(animated: false))
  }

  override func prepareTransition(for route: StandRoute) -> Transition<NavigationController> {
    .present(LeafletCoordinator())
  }
}
