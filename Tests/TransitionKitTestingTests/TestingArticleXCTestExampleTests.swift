// snippet: testing-xctest
import TransitionKitCore
import TransitionKitTesting
import XCTest

final class NewsFlowTests: XCTestCase {
  @MainActor func testSwipingBackFromAnArticle() async throws {
    try await XCTAssertNoLeaks {
      let test = try TestWindow(root: NewsCoordinator())
      try await test.run { try await test.root.trigger(.detail(42)) }
      try test.swipeBack(to: 0.4, then: .finish)
      XCTAssertHierarchy(test.window, matches: "News[Headlines]")
    }
  }
}
// end snippet: testing-xctest

extension NewsFlowTests {
  /// The article's news coordinator (the README's has other routes).
  typealias NewsCoordinator = FlowsArticle.NewsCoordinator
}
