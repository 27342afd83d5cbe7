import Testing

@testable import TransitionKitCore

// A small app for links: a window shows a welcome screen, a sign-in screen,
// or a market (two tabs: an aisle stack that presents a leaflet stack, and
// a basket stack). Its URLs lead to items, leaflet pages and basket lines.

enum MarketRoute: Hashable, Sendable { case welcome, signIn, market }

enum MarketTabRoute: Hashable, Sendable { case aisle, basket }

enum LeafletRoute: Hashable, Sendable { case page(Int) }

enum BasketRoute: Hashable, Sendable { case line(Int) }

/// The market's URL table: `market:///items/7`, `market:///items/7/pages/2`, …
func marketTable() throws -> LinkTable<MarketDestination> {
  func fixed(_ template: String, _ destination: MarketDestination) -> LinkPattern<MarketDestination> {
    LinkPattern(template, schemes: ["market"], make: { _ in destination }, values: { $0 == destination ? [:] : nil })
  }
  return try LinkTable([
    fixed("/", .market),
    fixed("/broken", .broken),
    fixed("/nowhere", .nowhere),
    LinkPattern(
      "/items/{id}", schemes: ["market"], parameters: ["id": .int],
      make: { $0.int("id").map(MarketDestination.item) },
      values: { if case .item(let id) = $0 { ["id": id] } else { nil } }),
    LinkPattern(
      "/items/{id}/pages/{page}", schemes: ["market"], parameters: ["id": .int, "page": .int],
      make: { values in
        guard let id = values.int("id"), let page = values.int("page") else { return nil }
        return .page(item: id, page: page)
      },
      values: { if case .page(let id, let page) = $0 { ["id": id, "page": page] } else { nil } }),
    LinkPattern(
      "/basket/{line}", schemes: ["market"], parameters: ["line": .int],
      make: { $0.int("line").map(MarketDestination.line) },
      values: { if case .line(let line) = $0 { ["line": line] } else { nil } }),
  ])
}

@MainActor
final class MarketApp: WindowCoordinator<MarketRoute> {
  init(window: Window) {
    super.init(window: window, initialRoute: .welcome)
  }

  override func prepareTransition(for route: MarketRoute) -> WindowTransition {
    switch route {
    case .welcome: .setRoot(ViewController(title: "Welcome"))
    case .signIn: .setRoot(ViewController(title: "Sign In"))
    case .market: .setRoot(MarketTabs())
    }
  }

  var tabs: MarketTabs? { children(of: MarketTabs.self).first }
}

@MainActor
final class MarketTabs: TabBarCoordinator<MarketTabRoute> {
  let aisle: AisleCoordinator
  let basket: BasketCoordinator

  init() {
    aisle = AisleCoordinator()
    basket = BasketCoordinator()
    super.init(rootViewController: TabBarController(title: "Market"), initialTabs: [aisle, basket])
  }

  override func prepareTransition(for route: MarketTabRoute) -> TabBarTransition {
    switch route {
    case .aisle: .select(aisle)
    case .basket: .select(basket)
    }
  }
}

@MainActor
final class AisleCoordinator: NavigationCoordinator<AisleRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Aisle"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Shelf")]), with: TransitionOptions(animated: false))
  }

  override func prepareTransition(for route: AisleRoute) -> Transition<NavigationController> {
    switch route {
    case .item(let id): .push(ViewController(title: "Item \(id)"))
    case .leaflet: .present(LeafletCoordinator())
    case .refused: .pop(to: ViewController(title: "Nowhere"))
    }
  }
}

@MainActor
final class LeafletCoordinator: NavigationCoordinator<LeafletRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Leaflet"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Cover")]), with: TransitionOptions(animated: false))
  }

  override func prepareTransition(for route: LeafletRoute) -> Transition<NavigationController> {
    switch route {
    case .page(let number): .push(ViewController(title: "Page \(number)"))
    }
  }
}

@MainActor
final class BasketCoordinator: NavigationCoordinator<BasketRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Basket"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Lines")]), with: TransitionOptions(animated: false))
  }

  override func prepareTransition(for route: BasketRoute) -> Transition<NavigationController> {
    switch route {
    case .line(let number): .push(ViewController(title: "Line \(number)"))
    }
  }
}

/// What the market's gate looks at.
@MainActor
final class MarketSession {
  var isSignedIn = true
  var isLaunching = false
  var blocked: Set<MarketDestination> = []
}

/// A fresh market in a fresh, visible window, with its link navigator.
@MainActor
struct MarketFixture {
  let window: Window
  let app: MarketApp
  let session: MarketSession
  let links: LinkNavigator<MarketDestination>
  /// Every link event of the window, in order.
  let events: LinkEvents

  init(timeToLive: Double = 300, redirectsToSignIn: Bool = false, resumesAutomatically: Bool = true) throws {
    window = Window(name: "Market")
    app = MarketApp(window: window)
    window.makeKeyAndVisible()
    let session = MarketSession()
    self.session = session
    links = LinkNavigator(
      table: try marketTable(), root: app, in: window, timeToLive: timeToLive,
      resumesAutomatically: resumesAutomatically, chain: \.chain,
      gate: { destination in
        if session.blocked.contains(destination) { return .reject("blocked") }
        if session.isLaunching { return .hold }
        if !session.isSignedIn { return redirectsToSignIn ? .redirect(LinkChain(MarketRoute.signIn)) : .hold }
        return .proceed
      })
    events = LinkEvents(window: window)
  }

  /// Opens a URL without animation and returns its outcome (the immediate
  /// driver completes it before returning).
  @discardableResult
  func open(_ url: String) -> LinkOutcome? {
    var outcome: LinkOutcome?
    links.open(url, with: TransitionOptions(animated: false)) { outcome = $0 }
    return outcome
  }

  /// Resumes the pending link without animation and returns its outcome.
  @discardableResult
  func resume() -> LinkOutcome? {
    var outcome: LinkOutcome?
    links.resumePending(with: TransitionOptions(animated: false)) { outcome = $0 }
    return outcome
  }
}

/// The events of a window, kept while the value lives.
@MainActor
final class LinkEvents {
  private(set) var all: [NavigationEvent] = []
  private var observation: EventObservation?

  init(window: Window) {
    observation = window.observeEvents { [weak self] in self?.all.append($0) }
  }

  /// The link records, in order.
  var links: [LinkRecord] {
    all.compactMap { if case .link(let record) = $0 { record } else { nil } }
  }

  func reset() { all.removeAll() }
}

/// The window's tree after a URL is opened in a fresh market.
@MainActor
func freshMarketSnapshot(after url: String) throws -> HierarchySnapshot {
  let fixture = try MarketFixture()
  fixture.open(url)
  return fixture.window.snapshot
}
