import Testing
import TransitionKitCore
import TransitionKitTesting

/// The example of the TransitionKitTesting landing page, run as written, on
/// a window that shows a news coordinator.
@Suite @MainActor struct TestingLandingPageTests {
  enum NewsRoute: Sendable { case article(Int) }

  final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    init() { super.init(initialRoot: ViewController(title: "Headlines")) }

    override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
      switch route {
      case .article(let id): .push(ViewController(title: "Article \(id)"))
      }
    }
  }

  let window = Window(name: "Main")
  let news = NewsCoordinator()

  init() throws {
    try news.setRoot(for: window)
  }

  // snippet: testing-overview
  @Test func openingAnArticle() throws {
    let log = EventLog(window: window, includesLifecycle: false)
    news.trigger(.article(42))
    #expect(
      FlowDiagram(log).mermaid == """
        flowchart LR
          n0["Headlines"]
          n1["Article 42"]
          n0 -->|"article(42) · push"| n1
        """)
  }
  // end snippet: testing-overview
}
