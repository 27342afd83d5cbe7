import Testing

@testable import TransitionKitCore

/// A pending link is tried again by itself once a change in its window has
/// ended and the window's transitions have settled.
@Suite @MainActor struct LinkAutomaticResumeTests {
  /// The outcomes a navigator reports for links it resumed by itself.
  @MainActor
  final class Resumed {
    var outcomes: [String] = []

    init(_ links: LinkNavigator<MarketDestination>) {
      links.onAutomaticResume = { [weak self] url, outcome in self?.outcomes.append("\(url): \(outcome)") }
    }
  }

  @Test func aHeldLinkOpensByItselfAfterTheChangeThatLetsTheGateProceed() throws {
    let market = try MarketFixture()
    let resumed = Resumed(market.links)
    market.session.isLaunching = true
    #expect(market.open("market:///items/7") == .held)

    // The launch ends: the app shows the market, by hand.
    market.session.isLaunching = false
    market.app.trigger(.market, with: TransitionOptions(animated: false))

    // The market the app showed stands: only the tab and the item are performed.
    #expect(resumed.outcomes == ["market:///items/7: applied (1 kept, 2 performed)"])
    #expect(market.links.pending == nil)
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7")))
    #expect(market.events.links.map(\.outcome) == ["held", "applied (1 kept, 2 performed)"])
  }

  @Test func aLinkTheGateStillHoldsStaysPendingAndIsNotReportedAgain() throws {
    let market = try MarketFixture()
    let resumed = Resumed(market.links)
    market.session.isLaunching = true
    market.open("market:///items/7")

    market.app.trigger(.signIn, with: TransitionOptions(animated: false))

    #expect(resumed.outcomes.isEmpty)
    #expect(market.links.pending?.url == "market:///items/7")
    #expect(market.window.rootViewController?.title == "Sign In")
    #expect(market.events.links.map(\.outcome) == ["held"])
  }

  @Test func aRedirectedLinkResumesOnceTheSignInLetsItThrough() throws {
    let market = try MarketFixture(redirectsToSignIn: true)
    let resumed = Resumed(market.links)
    market.session.isSignedIn = false
    #expect(market.open("market:///items/7/pages/2") == .redirected(to: LinkChain(MarketRoute.signIn)))

    // The user signs in: the app shows the market.
    market.session.isSignedIn = true
    market.app.trigger(.market, with: TransitionOptions(animated: false))

    #expect(resumed.outcomes == ["market:///items/7/pages/2: applied (1 kept, 4 performed)"])
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7/pages/2")))
  }

  @Test func aLinkResumesOnlyOnceTheWindowsTransitionsHaveSettled() throws {
    let market = try MarketFixture()
    let clock = ManualAnimationDriver()
    market.window.animationDriver = clock
    market.app.trigger(.market, with: TransitionOptions(animated: false))
    let tabs = try #require(market.app.tabs)
    let resumed = Resumed(market.links)
    market.session.isLaunching = true
    market.links.open("market:///items/7", with: TransitionOptions(animated: false))
    market.session.isLaunching = false

    // An animated push, and a tab selection waiting behind it.
    tabs.aisle.trigger(.item(9))
    tabs.trigger(.basket)
    clock.advance(by: .milliseconds(100))
    #expect(resumed.outcomes.isEmpty)
    clock.runUntilIdle()

    // The link was tried once, when both were done: nothing of its chain stood then.
    #expect(resumed.outcomes == ["market:///items/7: applied (0 kept, 3 performed)"])
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7")))
  }

  @Test func aLinkPastItsTimeToLiveIsDroppedAtTheNextChange() throws {
    let market = try MarketFixture(timeToLive: 30)
    let clock = ManualAnimationDriver()
    market.window.animationDriver = clock
    let resumed = Resumed(market.links)
    market.session.isLaunching = true
    market.links.open("market:///items/7", with: TransitionOptions(animated: false))
    clock.advance(by: .seconds(31))
    market.session.isLaunching = false

    market.app.trigger(.signIn, with: TransitionOptions(animated: false))

    #expect(resumed.outcomes == ["market:///items/7: expired after 31.0 s"])
    #expect(market.links.pending == nil)
    #expect(market.window.rootViewController?.title == "Sign In")
  }

  @Test func aRejectedLinkIsDroppedAtTheNextChange() throws {
    let market = try MarketFixture()
    let resumed = Resumed(market.links)
    market.session.isLaunching = true
    market.open("market:///items/7")
    market.session.isLaunching = false
    market.session.blocked = [.item(7)]

    market.app.trigger(.signIn, with: TransitionOptions(animated: false))

    #expect(resumed.outcomes == ["market:///items/7: rejected: blocked"])
    #expect(market.links.pending == nil)
    #expect(market.window.rootViewController?.title == "Sign In")
  }

  @Test func aNavigatorThatDoesNotResumeByItselfWaitsToBeAsked() throws {
    let market = try MarketFixture(resumesAutomatically: false)
    let resumed = Resumed(market.links)
    market.session.isLaunching = true
    market.open("market:///items/7")
    market.session.isLaunching = false
    let tree = { market.window.snapshot }

    market.app.trigger(.signIn, with: TransitionOptions(animated: false))
    let signIn = tree()

    #expect(resumed.outcomes.isEmpty)
    #expect(market.links.pending?.url == "market:///items/7")
    #expect(signIn.visibleTitles.contains("Sign In"))
    #expect(market.resume() == .applied(kept: 0, performed: 3))
  }
}
