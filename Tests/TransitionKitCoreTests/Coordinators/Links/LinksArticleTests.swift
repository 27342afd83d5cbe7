import Testing
import TransitionKitCore

/// The code of *URLs and links*, run as written.
@Suite @MainActor struct LinksArticleTests: PrintsToConsole {
  let console = Console()

  @Test func theTableParsesPrintsAndExplainsAFailure() throws {
    // snippet: links-table
    enum Destination: Hashable, Sendable {
      case article(Int, sort: String)
      case profile(String)
    }

    let table = try LinkTable<Destination>([
      LinkPattern(
        "/news/{id}", schemes: ["myapp", "https"], hosts: ["", "example.com"],
        parameters: ["id": .int], query: ["sort": LinkQueryParameter(.string, default: "new")],
        samples: [["id": 7, "sort": "top"]],
        make: { values in values.int("id").map { .article($0, sort: values.string("sort") ?? "new") } },
        values: { destination in
          guard case .article(let id, let sort) = destination else { return nil }
          return ["id": id, "sort": sort]
        }),
      LinkPattern(
        "/users/{name}", schemes: ["myapp"],
        make: { values in values.string("name").map(Destination.profile) },
        values: { destination in
          guard case .profile(let name) = destination else { return nil }
          return ["name": name]
        }),
    ])

    print(try table.destination(for: "https://example.com/news/42?sort=top"))
    print(table.url(for: .profile("Ada Lovelace")) ?? "none")
    // end snippet: links-table

    // snippet: links-table-output
    let printed = """
      article(42, sort: "top")
      myapp:///users/Ada%20Lovelace
      """
    // end snippet: links-table-output
    #expect(console.lines.joined(separator: "\n") == printed)

    // snippet: links-failure
    do {
      _ = try table.destination(for: "myapp:///news/latest")
    } catch {
      print(error)
    }
    // end snippet: links-failure

    // snippet: links-failure-output
    let failure = """
      myapp:///news/latest matches no link pattern:
      - /news/{id}: id is "latest", not a int
      - /users/{name}: segment 1 is "news", not "users"
      """
    // end snippet: links-failure-output
    #expect(console.lines.dropFirst(2).joined(separator: "\n") == failure)
  }

  @Test func theNavigatorRedirectsResumesAndKeepsWhatStands() throws {
    let window = Window(name: "Market")
    let app = MarketApp(window: window)
    window.makeKeyAndVisible()
    let session = MarketSession()
    session.isSignedIn = false
    let table = try marketTable()

    // snippet: links-navigator
    let links = LinkNavigator(
      table: table, root: app, in: window, timeToLive: 600, chain: \.chain,
      gate: { _ in session.isSignedIn ? .proceed : .redirect(LinkChain(MarketRoute.signIn)) })

    links.open("market:///items/7") { print($0) }
    session.isSignedIn = true
    links.resumePending { print($0) }
    links.open("market:///items/7") { print($0) }
    links.open("market:///items/7/pages/2") { print($0) }
    // end snippet: links-navigator

    // snippet: links-navigator-output
    let printed = """
      redirected to MarketRoute.signIn
      applied (0 kept, 3 performed)
      already shown
      applied (3 kept, 2 performed)
      """
    // end snippet: links-navigator-output
    #expect(console.lines.joined(separator: "\n") == printed)
  }
}

// The market's routes and destinations (see LinkAppFixtures.swift), shown in the article.

// snippet: links-parent-routes
enum AisleRoute: LinkRoute {
  case item(Int)
  case leaflet
  case refused

  // The window shows the market, whose aisle tab is selected.
  var parentRoutes: [any Hashable & Sendable] { [MarketRoute.market, MarketTabRoute.aisle] }
}
// end snippet: links-parent-routes

/// Where the market's URLs lead.
enum MarketDestination: Hashable, Sendable {
  case market
  case item(Int)
  case page(item: Int, page: Int)
  case line(Int)
  case broken
  case nowhere

  /// The routes each destination leads through.
  var chain: LinkChain {
    switch self {
    case .market: LinkChain(MarketRoute.market)
    // snippet: links-chains
    case .item(let id): LinkChain(to: AisleRoute.item(id))
    case .page(let item, let page):
      LinkChain(LinkChain(to: AisleRoute.item(item)).routes + [AisleRoute.leaflet, LeafletRoute.page(page)])
    case .line(let line): LinkChain(MarketRoute.market, MarketTabRoute.basket, BasketRoute.line(line))
    // end snippet: links-chains
    case .broken: LinkChain(to: AisleRoute.refused)
    case .nowhere: LinkChain(MarketRoute.market, LeafletRoute.page(1))
    }
  }
}
