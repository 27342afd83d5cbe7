import Foundation
import Testing
import TransitionKitTesting

@testable import TransitionKitCore

private let goldenFolder = URL(filePath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appending(path: "Golden")

@Suite @MainActor struct RestorationTestingKitTests {
  @Test func aSessionSurvivesARelaunch() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let shelf = try #require(app.store?.catalog)
    perform(.item(1), on: shelf)
    perform(.details, on: shelf)
    perform(.page(2), on: try #require(shelf.details))
    let report = expectRestorationRoundTrip(app) { window in ShopApp(window: window) }
    #expect(report?.outcome == .restored)
    #expect(report?.appliedSteps == [0, 1, 2, 3])
  }

  @Test func aScreenThatIsNeverSavedFailsTheRoundTrip() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    perform(.promo, on: try #require(app.store?.catalog))
    withKnownIssue {
      expectRestorationRoundTrip(app) { window in ShopApp(window: window) }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("The restored window differs from the saved one.") }
    }
  }

  @Test func aStepThatFailsInTheFreshAppFailsTheRoundTrip() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    perform(.item(4), on: try #require(app.store?.catalog))
    let rules = ShopRules()
    rules.refusedItems = [4]
    withKnownIssue {
      expectRestorationRoundTrip(app) { window in ShopApp(window: window, rules: rules) }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("Not every step was restored") || $0.rawValue.contains("The restored window differs")
      }
    }
  }

  /// `restoration-v1.json` was saved when the catalog's routes were at
  /// version 1 (an item saved its number as a string): it must stay
  /// restorable, through `ShelfRoute.migrate`. Never re-record it.
  @Test func aDocumentSavedByAnOlderVersionStaysRestorable() throws {
    let report = expectGoldenRestoration(file: goldenFolder.appending(path: "restoration-v1.json").path) { window in
      ShopApp(window: window)
    }
    #expect(report?.outcome == .restored)
    #expect(report?.steps[1].status == .applied)
  }

  @Test func anOldDocumentWhoseMigrationFailsIsReported() throws {
    var document = try JSONDecoder().decode(
      RestorationDocument.self, from: Data(contentsOf: goldenFolder.appending(path: "restoration-v1.json")))
    document.windows[0].steps[1].payload = ["number": "seven"]
    let (_, app) = freshShop()
    let report = restoreReport(document, into: app)
    #expect(
      report?.steps[1].status == .dropped(.migrationFailed("the number is not an integer")))
  }

  @Test func aGoldenDocumentThatCannotBeReadIsAnIssue() {
    withKnownIssue {
      expectGoldenRestoration(file: "/nonexistent/restoration.json") { window in ShopApp(window: window) }
    }
  }
}
