import TransitionKitCore
import TransitionKitTesting
import XCTest

/// The README's XCTest example, run as written (the class is `NewsTests`
/// there): a non-isolated `XCTestCase` whose test methods are `async` and
/// isolated to the main actor, the shape that runs on Linux too.
final class ReadmeXCTestExampleTests: XCTestCase {
  enum NewsRoute: Sendable {
    case list
    case article(Int)
  }

  final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    init() { super.init(initialRoute: .list) }

    override func prepareTransition(for route: NewsRoute) -> Transition<NavigationController> {
      switch route {
      case .list: .set([ViewController(title: "News")])
      case .article(let id): .push(ViewController(title: "Article \(id)"), animation: .fade())
      }
    }
  }

  // On Linux, a test method isolated to the main actor must be async: the
  // runner cannot call a synchronous one and the whole test process crashes.
  @MainActor func testCancellingASwipeBack() async throws {
    try await XCTAssertNoLeaks {
      let test = try TestWindow(root: NewsCoordinator())
      try await test.run { try await test.root.trigger(.article(42)) }
      try test.swipeBack(to: 0.4, then: .cancel)
      XCTAssertHierarchy(test.window, matches: "Nav[News, Article 42]")
    }
  }
}

/// The other shape that runs on Linux: the whole class isolated to the main
/// actor, its set-up and every test method `async`.
@MainActor
final class MainActorXCTestCaseShapeTests: XCTestCase {
  private var test: TestWindow<ReadmeXCTestExampleTests.NewsCoordinator>?

  override func setUp() async throws {
    test = try TestWindow(root: ReadmeXCTestExampleTests.NewsCoordinator())
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
