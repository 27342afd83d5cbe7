import Testing

@testable import TransitionKitCore

/// A link that arrives before the app can take it waits behind a gate that
/// proceeds, holds, redirects then resumes, or rejects; every outcome is
/// reported, typed, and to the event log.
@Suite @MainActor struct LinkGateTests {
  @Test func aHeldLinkWaitsAndChangesNothingUntilResumed() throws {
    let market = try MarketFixture()
    market.session.isLaunching = true
    let before = market.window.snapshot

    #expect(market.open("market:///items/7") == .held)
    #expect(market.window.snapshot == before)
    #expect(market.links.pending?.url == "market:///items/7")

    // Still launching: asked again, the gate holds it again.
    #expect(market.resume() == .held)
    #expect(market.window.snapshot == before)

    market.session.isLaunching = false
    #expect(market.resume() == .applied(kept: 0, performed: 3))
    #expect(market.links.pending == nil)
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7")))
    #expect(
      market.events.links.map(\.outcome) == ["held", "held", "applied (0 kept, 3 performed)"])
  }

  @Test func aRedirectedLinkShowsTheSignInThenResumes() throws {
    let market = try MarketFixture(redirectsToSignIn: true)
    market.session.isSignedIn = false

    #expect(market.open("market:///items/7/pages/2") == .redirected(to: LinkChain(MarketRoute.signIn)))
    #expect(market.window.rootViewController?.title == "Sign In")
    #expect(market.links.pending?.url == "market:///items/7/pages/2")

    market.session.isSignedIn = true
    #expect(market.resume() == .applied(kept: 0, performed: 5))
    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///items/7/pages/2")))
    #expect(
      market.events.links
        == [
          LinkRecord(url: "market:///items/7/pages/2", outcome: "redirected to MarketRoute.signIn"),
          LinkRecord(url: "market:///items/7/pages/2", outcome: "applied (0 kept, 5 performed)"),
        ])
  }

  @Test func aRejectedLinkChangesNothingThePendingLinkIncluded() throws {
    let market = try MarketFixture()
    market.open("market:///basket/2")
    market.session.isLaunching = true
    market.open("market:///items/7")
    let before = market.window.snapshot
    market.session.blocked = [.item(8)]

    #expect(market.open("market:///items/8") == .rejected("blocked"))

    #expect(market.window.snapshot == before)
    #expect(market.links.pending?.url == "market:///items/7")
    #expect(market.events.links.last == LinkRecord(url: "market:///items/8", outcome: "rejected: blocked"))
  }

  @Test func aPendingLinkTheGateNowRejectsIsDropped() throws {
    let market = try MarketFixture()
    market.session.isLaunching = true
    market.open("market:///items/7")
    let before = market.window.snapshot
    market.session.isLaunching = false
    market.session.blocked = [.item(7)]

    #expect(market.resume() == .rejected("blocked"))

    #expect(market.window.snapshot == before)
    #expect(market.links.pending == nil)
  }

  @Test func theLatestPendingLinkWins() throws {
    let market = try MarketFixture()
    market.session.isLaunching = true

    market.open("market:///items/7")
    market.open("market:///basket/3")
    market.session.isLaunching = false
    #expect(market.resume() == .applied(kept: 0, performed: 3))

    #expect(market.window.snapshot == (try freshMarketSnapshot(after: "market:///basket/3")))
    #expect(
      market.events.links
        == [
          LinkRecord(url: "market:///items/7", outcome: "held"),
          LinkRecord(url: "market:///items/7", outcome: "superseded by market:///basket/3"),
          LinkRecord(url: "market:///basket/3", outcome: "held"),
          LinkRecord(url: "market:///basket/3", outcome: "applied (0 kept, 3 performed)"),
        ])
  }

  @Test func aLinkThatProceedsReplacesThePendingOne() throws {
    let market = try MarketFixture()
    market.session.isSignedIn = false
    market.open("market:///items/7")
    market.session.isSignedIn = true

    #expect(market.open("market:///basket/3") == .applied(kept: 0, performed: 3))

    #expect(market.links.pending == nil)
    #expect(market.events.links.map(\.outcome).contains("superseded by market:///basket/3"))
    #expect(market.resume() == nil)
  }

  @Test func aPendingLinkExpiresAfterItsTimeToLiveOnTheWindowsClock() throws {
    let market = try MarketFixture(timeToLive: 30)
    let clock = ManualAnimationDriver()
    market.window.animationDriver = clock
    market.session.isLaunching = true
    market.open("market:///items/7")
    let before = market.window.snapshot
    market.session.isLaunching = false

    clock.advance(by: .seconds(31))
    let outcome = market.resume()

    guard case .expired(let age)? = outcome else {
      Issue.record("expected the link to expire, got \(String(describing: outcome))")
      return
    }
    // The clock moves by whole frames of 1/60 s: at least 31 s, less than a frame more.
    #expect(age >= 31 && age < 31 + 1.0 / 60)
    #expect(market.window.snapshot == before)
    #expect(market.links.pending == nil)
  }

  @Test func aPendingLinkWithinItsTimeToLiveIsApplied() throws {
    let market = try MarketFixture(timeToLive: 30)
    let clock = ManualAnimationDriver()
    market.window.animationDriver = clock
    market.session.isLaunching = true
    market.open("market:///items/7")
    market.session.isLaunching = false

    clock.advance(by: .seconds(29))

    #expect(market.resume() == .applied(kept: 0, performed: 3))
  }

  @Test(arguments: [-1, Double.nan, -Double.infinity])
  func aTimeToLiveBelowZeroOrNotANumberLetsNoLinkWait(timeToLive: Double) throws {
    let market = try MarketFixture(timeToLive: timeToLive)
    market.session.isLaunching = true
    market.open("market:///items/7")
    let before = market.window.snapshot
    market.session.isLaunching = false

    // The immediate driver's clock stands still: the link is 0 s old.
    #expect(market.resume() == .expired(age: 0))
    #expect(market.window.snapshot == before)
    #expect(market.links.pending == nil)
  }

  @Test func anInfiniteTimeToLiveKeepsALinkWaiting() throws {
    let market = try MarketFixture(timeToLive: .infinity)
    let clock = ManualAnimationDriver()
    market.window.animationDriver = clock
    market.session.isLaunching = true
    market.open("market:///items/7")
    clock.advance(by: .seconds(86_400 * 365))
    market.session.isLaunching = false

    #expect(market.resume() == .applied(kept: 0, performed: 3))
  }

  @Test func aURLThatMatchesNothingIsReportedWithItsFailureAndChangesNothing() throws {
    let market = try MarketFixture()
    let before = market.window.snapshot
    let table = try marketTable()
    var expected: LinkMatchFailure?
    do throws(LinkMatchFailure) {
      _ = try table.destination(for: "market:///items/seven")
    } catch {
      expected = error
    }
    let failure = try #require(expected)

    #expect(market.open("market:///items/seven") == .unmatched(failure))

    #expect(market.window.snapshot == before)
    #expect(market.events.links == [LinkRecord(url: "market:///items/seven", outcome: "matches no link pattern")])
  }

  @Test func aFailingRedirectionIsReportedAndTheLinkDoesNotWait() throws {
    let market = try MarketFixture()
    let window = market.window
    let app = market.app
    let links = LinkNavigator(
      table: try marketTable(), root: app, in: window, chain: \.chain,
      gate: { _ in .redirect(LinkChain(LeafletRoute.page(1))) })
    let before = window.snapshot
    var outcome: LinkOutcome?

    links.open("market:///items/7", with: TransitionOptions(animated: false)) { outcome = $0 }

    #expect(outcome == .failed(.noRouter(for: "page(1)")))
    #expect(window.snapshot == before)
    #expect(links.pending == nil)
  }

  @Test func theAsyncOpenReturnsTheOutcome() async throws {
    let market = try MarketFixture()

    let outcome = await market.links.open("market:///items/7", with: TransitionOptions(animated: false))
    let again = await market.links.open("market:///items/7")
    let none = await market.links.resumePending()

    #expect(outcome == .applied(kept: 0, performed: 3))
    #expect(again == .alreadyShown)
    #expect(none == nil)
  }
}
