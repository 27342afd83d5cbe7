import Testing
import TransitionKitTesting

@testable import TransitionKitCore

/// One thing a random flow of the market does before a link arrives.
private enum MarketOperation: CustomStringConvertible {
  case app(MarketRoute)
  case tab(MarketTabRoute)
  case aisle(AisleRoute)
  case leaflet(LeafletRoute)
  case basket(BasketRoute)
  case link(String)
  case tapBack
  case pullDown
  case tapTab(Int)

  var description: String {
    switch self {
    case .app(let route): "app.\(route)"
    case .tab(let route): "tab.\(route)"
    case .aisle(let route): "aisle.\(route)"
    case .leaflet(let route): "leaflet.\(route)"
    case .basket(let route): "basket.\(route)"
    case .link(let url): "link(\(url))"
    case .tapBack: "tapBack"
    case .pullDown: "pullDown"
    case .tapTab(let index): "tapTab(\(index))"
    }
  }
}

/// The URLs links are drawn from: every pattern of the market's table that
/// leads somewhere, with small numbers so that links meet what stands.
private func randomURL(using random: inout SeededRandom) -> String {
  let number = Int.random(in: 1...3, using: &random)
  let other = Int.random(in: 1...3, using: &random)
  return random.weighted([
    ("market:///", 1), ("market:///items/\(number)", 3), ("market:///items/\(number)/pages/\(other)", 3),
    ("market:///basket/\(number)", 2),
  ])
}

/// Draws a flow of routes, links (some failing and undone) and gestures.
private func flow(seed: UInt64, length: Int) -> [MarketOperation] {
  var random = SeededRandom(seed: seed)
  var operations: [MarketOperation] = []
  for _ in 0..<length {
    let number = Int.random(in: 1...3, using: &random)
    operations.append(
      random.weighted([
        (.app(.market), 2), (.app(.signIn), 1), (.app(.welcome), 1), (.tab(number % 2 == 0 ? .aisle : .basket), 1),
        (.aisle(.item(number)), 3), (.aisle(.leaflet), 2), (.leaflet(.page(number)), 2), (.basket(.line(number)), 2),
        (.link(randomURL(using: &random)), 4), (.link("market:///broken"), 1), (.tapBack, 3), (.pullDown, 1),
        (.tapTab(number % 2), 1),
      ]))
  }
  return operations
}

/// A market on a test window (a manual clock, animated routes run to their end).
@MainActor
private final class MarketRun {
  let test = TestWindow(name: "Market") { window in MarketApp(window: window) }
  let links: LinkNavigator<MarketDestination>

  init() throws {
    links = LinkNavigator(table: try marketTable(), root: test.root, in: test.window, chain: \.chain)
  }

  /// Plays a flow; an operation that does not apply is skipped.
  func play(_ operations: [MarketOperation], seed: UInt64) {
    var random = SeededRandom(seed: seed ^ 0x5EED)
    for operation in operations {
      let options = TransitionOptions(animated: random.chance(0.5))
      let tabs = test.root.tabs
      switch operation {
      case .app(let route): test.root.trigger(route, with: options)
      case .tab(let route): tabs?.trigger(route, with: options)
      case .aisle(let route): tabs?.aisle.trigger(route, with: options)
      case .leaflet(let route): tabs?.aisle.children(of: LeafletCoordinator.self).first?.trigger(route, with: options)
      case .basket(let route): tabs?.basket.trigger(route, with: options)
      case .link(let url): links.open(url, with: options)
      case .tapBack: try? test.tapBackButton()
      case .pullDown: try? test.pullDownSheet()
      case .tapTab(let index): _ = try? test.tapTab(index)
      }
      test.clock.runUntilIdle()
    }
  }

  /// Opens a URL, runs the clock to the end, and returns the outcome.
  func open(_ url: String, animated: Bool) -> LinkOutcome? {
    var outcome: LinkOutcome?
    links.open(url, with: TransitionOptions(animated: animated)) { outcome = $0 }
    test.clock.runUntilIdle()
    return outcome
  }
}

/// Over random starting states: a link yields the tree it yields from a
/// fresh start, and opening it again changes nothing.
@Suite @MainActor struct LinkPropertyTests {
  /// Fixed seeds, and more from a random start; a few hundred cases in all.
  private static let seeds: [UInt64] = {
    let start = UInt64.random(in: 0..<(1 << 40))
    return [1, 2, 3, 42, 2_026] + (0..<195).map { start + $0 }
  }()

  @Test func aLinkYieldsTheSameTreeFromAnyStateAndOpeningItAgainChangesNothing() throws {
    var kept = 0
    for seed in Self.seeds {
      let operations = flow(seed: seed, length: 12)
      let run = try MarketRun()
      run.play(operations, seed: seed)
      var random = SeededRandom(seed: seed ^ 0x11A4)
      let url = randomURL(using: &random)
      let animated = random.chance(0.5)

      let outcome = run.open(url, animated: animated)
      let fresh = try MarketRun()
      _ = fresh.open(url, animated: false)
      let context = "seed \(seed): \(operations) then \(url)"
      guard case .applied(let standing, _)? = outcome else {
        #expect(outcome == .alreadyShown, "\(context)")
        #expect(run.test.window.snapshot == fresh.test.window.snapshot, "\(context)")
        continue
      }
      kept += standing > 0 ? 1 : 0
      guard run.test.window.snapshot == fresh.test.window.snapshot else {
        Issue.record(
          """
          \(context)
          yields:
          \(run.test.window.snapshot)
          from a fresh start:
          \(fresh.test.window.snapshot)
          """)
        continue
      }
      #expect(run.test.window.validate().isEmpty, "\(context)")

      // Again: no transition, no callback, the same tree.
      let tree = run.test.window.snapshot
      let events = LinkEvents(window: run.test.window)
      #expect(run.open(url, animated: animated) == .alreadyShown, "\(context)")
      #expect(run.test.window.snapshot == tree, "\(context)")
      #expect(events.all == [.link(LinkRecord(url: url, outcome: "already shown"))], "\(context)")
    }
    // Flows open links and go back, so some links find part of their chain standing.
    #expect(kept > 0)
  }
}
