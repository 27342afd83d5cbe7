import Testing
import TransitionKitCore
import TransitionKitTesting

/// The README's testing examples, run as written.
@Suite @MainActor struct ReadmeTestingExampleTests {
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

  @Test func cancellingASwipeBack() throws {
    try expectNoLeaks {
      let news = NewsCoordinator()
      let test = try TestWindow(root: news)
      news.trigger(.article(42))
      test.runAll()
      try test.swipeBack(to: 0.4, then: .cancel)
      expectHierarchy(test.window, matches: "Nav[News, Article 42]")
    }
  }

  @Test func awaitingAnArticle() async throws {
    let test = try TestWindow(root: NewsCoordinator())
    try await test.run { try await test.root.trigger(.article(42)) }
    expectHierarchy(test.window, matches: "Nav[News, Article 42]")
  }
}
