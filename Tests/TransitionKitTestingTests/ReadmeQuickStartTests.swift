// snippet: readme-thirty-seconds
import Testing
import TransitionKitCore
import TransitionKitTesting

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

@Test @MainActor func openingAnArticle() throws {
  let news = NewsCoordinator()
  let test = try TestWindow(root: news)  // a key, visible window on a clock the test moves
  news.trigger(.article(42))
  test.runAll()  // run the fade to its end
  expectHierarchy(test.window, matches: "Nav[News, Article 42]")
  print(test.window.snapshot)
}
// end snippet: readme-thirty-seconds

// snippet: readme-cancelling-a-swipe-back
@Test @MainActor func cancellingASwipeBack() throws {
  try expectNoLeaks {
    let news = NewsCoordinator()
    let test = try TestWindow(root: news)
    news.trigger(.article(42))
    test.runAll()
    try test.swipeBack(to: 0.4, then: .cancel)
    expectHierarchy(test.window, matches: "Nav[News, Article 42]")
  }
}
// end snippet: readme-cancelling-a-swipe-back

// snippet: readme-awaiting-an-article
@Test @MainActor func awaitingAnArticle() async throws {
  let test = try TestWindow(root: NewsCoordinator())
  try await test.run { try await test.root.trigger(.article(42)) }
  expectHierarchy(test.window, matches: "Nav[News, Article 42]")
}
// end snippet: readme-awaiting-an-article

/// What the README says of its examples beyond their own expectations: the
/// tree the first one prints, and how a failed expectation reads.
@Suite @MainActor struct ReadmeQuickStartTests: PrintsToConsole {
  let console = Console()

  @Test func openingAnArticlePrintsTheTreeTheReadmeShows() throws {
    let news = NewsCoordinator()
    let test = try TestWindow(root: news)
    news.trigger(.article(42))
    test.runAll()
    print(test.window.snapshot)
    // snippet: readme-thirty-seconds-output
    let printed = """
      Window "Main" (key, visible)
      └─ root: NavigationController · visible
         ├─ [0]: ViewController "News"
         └─ [1]: ViewController "Article 42" · visible
      """
    // end snippet: readme-thirty-seconds-output
    #expect(console.lines == [printed])
  }

  @Test func aFailedExpectationShowsWhereTheFormsDifferAsTheReadmeShows() throws {
    let news = NewsCoordinator()
    let test = try TestWindow(root: news)
    news.trigger(.article(42))
    test.runAll()
    // snippet: readme-failed-expectation-output
    let shown = """
      Expected (-) vs actual (+) compact form, one controller a line:
        Nav
          News
      -   Article 41
      +   Article 42
                   ^
      Actual compact: Nav[News, Article 42]
      """
    // end snippet: readme-failed-expectation-output

    withKnownIssue {
      expectHierarchy(test.window, matches: "Nav[News, Article 41]")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [shown]
    }
  }
}
