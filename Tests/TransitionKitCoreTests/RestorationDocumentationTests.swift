import Foundation
import Testing
import TransitionKitTesting

@testable import TransitionKitCore

// snippet: restoration-route
enum JournalRoute: RestorableRoute {
  case shelf
  case article(Int)
  case share(Int)

  static var restorationName: String { "reader" }
  static var restorationVersion: Int { 2 }

  var restorationTag: String? {
    switch self {
    case .shelf: "shelf"
    case .article: "article"
    case .share: nil  // a share sheet is not worth coming back to
    }
  }

  var restorationPayload: RestorationPayload {
    if case .article(let id) = self { ["id": .int(id)] } else { .null }
  }

  init(restorationTag tag: String, payload: RestorationPayload) throws(RestorationRouteError) {
    switch tag {
    case "shelf": self = .shelf
    case "article": self = .article(try payload.int("id", tag: tag))
    default: throw .unknownTag(tag)
    }
  }

  // Version 1 saved an article's id as a string.
  static func migrate(
    tag: String, payload: RestorationPayload, fromVersion version: Int
  ) throws(RestorationRouteError) -> RestorationPayload {
    guard tag == "article", version == 1 else { return payload }
    guard let id = Int(try payload.string("id", tag: tag)) else {
      throw .migrationFailed(tag: tag, fromVersion: version, reason: "the id is not a number")
    }
    return ["id": .int(id)]
  }
}
// end snippet: restoration-route

// snippet: restoration-identifier
final class JournalCoordinator: NavigationCoordinator<JournalRoute>, RestorationIdentifiable {
  var restorationIdentifier: String { "journal" }
}
// end snippet: restoration-identifier

@Suite @MainActor struct RestorationDocumentationTests: PrintsToConsole {
  let console = Console()

  @Test func theArticlesRouteSavesAndMigrates() throws {
    #expect(JournalRoute.share(1).restorationTag == nil)
    #expect(JournalRoute.article(7).restorationPayload == ["id": 7])
    let migrated = try JournalRoute.restore(tag: "article", payload: ["id": "7"], version: 1)
    #expect(migrated.restorationPayload == ["id": 7])
    #expect(throws: RestorationRouteError.unknownTag("settings")) {
      try JournalRoute.restore(tag: "settings", payload: .null, version: 2)
    }
  }

  @Test func theArticlesCoordinatorIsNamedByItsIdentifier() {
    let journal = JournalCoordinator(rootViewController: NavigationController(title: "Journal"), initialRoute: .shelf)
    #expect(CoordinatorPath.name(of: journal) == "journal")
    let plain = NavigationCoordinator<JournalRoute>(rootViewController: NavigationController(title: "Other"))
    #expect(CoordinatorPath.name(of: plain) == "NavigationCoordinator<JournalRoute>")
  }

  @Test func theArticlesSaveAndRestoreRun() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    perform(.item(7), on: try #require(app.store?.catalog))

    // snippet: restoration-save
    let document = RestorationDocument(
      appBuild: "2.4 (118)", savedAt: 1_700_000_000, windows: [app.restorationState()])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(document)
    // end snippet: restoration-save

    let (_, relaunched) = freshShop()
    let isSignedIn = true
    // snippet: restoration-restore
    let saved = try JSONDecoder().decode(RestorationDocument.self, from: data)
    var options = RestorationOptions(policy: .skipFailedAndDependents)
    options.maximumAge = 14 * 24 * 3600
    options.now = 1_700_000_600
    options.gate = { _ in isSignedIn ? .proceed : .refuse("signed out") }
    relaunched.restore(saved, options: options) { report in
      print(report)
    }
    // end snippet: restoration-restore

    // snippet: restoration-report
    let printed = """
      restoration restored (skipFailedAndDependents): 2 of 2 steps applied
        [0] shop.store on (root): applied
        [1] catalog.item on StoreCoordinator/ShelfCoordinator: applied
        the tree matches the fingerprint
      """
    // end snippet: restoration-report
    #expect(console.lines.joined(separator: "\n") == printed)
  }

  @Test func theArticlesFailedReportReads() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    perform(.item(7), on: try #require(app.store?.catalog))
    var saved = document(of: app)
    saved.windows[0].steps[1].tag = "aisle"
    let (_, relaunched) = freshShop()
    relaunched.restore(saved) { report in print(report) }
    // snippet: restoration-report-dropped
    let printed = """
      restoration partially restored (stopAtFirstFailure): 1 of 2 steps applied
        [0] shop.store on (root): applied
        [1] catalog.aisle on StoreCoordinator/ShelfCoordinator: dropped: unknown tag "aisle"
        - │  ├─ [0]: ViewController "Shelf"
        - │  └─ [1]: ViewController "Item 7"
        + │  └─ [0]: ViewController "Shelf"
      """
    // end snippet: restoration-report-dropped
    #expect(console.lines.joined(separator: "\n") == printed)
  }

  @Test func theArticlesRoundTripRuns() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    perform(.item(7), on: try #require(app.store?.catalog))
    // snippet: restoration-round-trip
    expectRestorationRoundTrip(app) { window in ShopApp(window: window) }
    // end snippet: restoration-round-trip
  }
}
