// snippet: readme-xctest
import TransitionKitCore
import TransitionKitTesting
import XCTest

final class NewsTests: XCTestCase {
  @MainActor func testCancellingASwipeBack() async throws {
    try await XCTAssertNoLeaks {
      let test = try TestWindow(root: NewsCoordinator())
      try await test.run { try await test.root.trigger(.article(42)) }
      try test.swipeBack(to: 0.4, then: .cancel)
      XCTAssertHierarchy(test.window, matches: "Nav[News, Article 42]")
    }
  }
}
// end snippet: readme-xctest

// The README's XCTest example above is a non-isolated `XCTestCase` whose test
// methods are `async` and isolated to the main actor, the shape that runs on
// Linux too: there, a synchronous test method isolated to the main actor
// crashes the whole test process, as the runner cannot call it.

/// The other shape that runs on Linux: the whole class isolated to the main
/// actor, its set-up and every test method `async`.
@MainActor
final class MainActorXCTestCaseShapeTests: XCTestCase {
  private var test: TestWindow<NewsCoordinator>?

  override func setUp() async throws {
    test = try TestWindow(root: NewsCoordinator())
  }

  override func tearDown() async throws {
    test = nil
  }

  func testAnAsyncMethodOfAMainActorClassRunsWithItsSetUp() async throws {
    let test = try XCTUnwrap(test)
    try await test.run { try await test.root.trigger(.article(7)) }
    XCTAssertHierarchy(test.window, matches: "Nav[News, Article 7]")
    XCTAssertEqual(test.visibleViewController?.title, "Article 7")
  }
}
