import Testing
import TransitionKitCore
import TransitionKitTesting

/// The README's 30-second example, run as written, with the tree it prints.
@Suite @MainActor struct ReadmeQuickStartTests {
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

  @Test func openingAnArticle() throws {
    let news = NewsCoordinator()
    let test = try TestWindow(root: news)
    news.trigger(.article(42))
    test.runAll()
    expectHierarchy(test.window, matches: "Nav[News, Article 42]")
    print(test.window.snapshot)
    // What the README shows that line printing.
    #expect(
      test.window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController · visible
           ├─ [0]: ViewController "News"
           └─ [1]: ViewController "Article 42" · visible
        """
    )
  }

  @Test func aFailedExpectationShowsWhereTheFormsDifferAsTheReadmeShows() throws {
    let news = NewsCoordinator()
    let test = try TestWindow(root: news)
    news.trigger(.article(42))
    test.runAll()
    // What the README shows for an expectation of "Nav[News, Article 41]".
    let shown = """
      Expected (-) vs actual (+) compact form, one controller a line:
        Nav
          News
      -   Article 41
      +   Article 42
                   ^
      Actual compact: Nav[News, Article 42]
      """

    withKnownIssue {
      expectHierarchy(test.window, matches: "Nav[News, Article 41]")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [shown]
    }
  }
}
