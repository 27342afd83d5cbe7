import Testing
import TransitionKitCore

/// The code of the README and the Getting Started article, run as written, so
/// the documentation cannot drift from the library.
@Suite @MainActor struct DocumentationExamplesTests {
  @Test func readmeExamplePrintsTheTreeShownInTheReadme() throws {
    let home = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "Home")
    let tabs = try TabBarController(viewControllers: [home, ViewController(title: "Profile")], title: "Tabs")
    let window = Window(name: "Main")
    try window.setRootViewController(tabs)
    window.makeKeyAndVisible()

    try home.pushViewController(ViewController(title: "Story"), animated: true)

    #expect(
      window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: NavigationController "Home" · visible
           │  ├─ [0]: ViewController "Feed"
           │  └─ [1]: ViewController "Story" · visible
           └─ tab 1: ViewController "Profile"
        """)
    #expect(window.validate() == [])
  }

  @Test func gettingStartedWalkthroughEndsWithTheTreeShownInTheArticle() throws {
    let feed = ViewController(title: "Feed")
    let home = try NavigationController(rootViewController: feed, title: "Home")
    let profile = ViewController(title: "Profile")
    let tabs = try TabBarController(viewControllers: [home, profile], title: "Tabs")

    let window = Window(name: "Main")
    try window.setRootViewController(tabs)
    window.makeKeyAndVisible()

    try home.pushViewController(ViewController(title: "Story"), animated: true)
    try tabs.select(index: 1, animated: false)

    let settings = ViewController(title: "Settings")
    settings.modalPresentationStyle = .pageSheet
    try feed.present(settings, animated: true)
    #expect(settings.presentingViewController === tabs)
    try settings.dismiss(animated: true)

    #expect(throws: TransitionError.notInStack("Elsewhere", navigation: "Home")) {
      try home.popToViewController(ViewController(title: "Elsewhere"), animated: true)
    }
    #expect(
      TransitionError.notInStack("Elsewhere", navigation: "Home").description
        == "'Elsewhere' is not in the stack of 'Home'.")

    #expect(
      window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: NavigationController "Home"
           │  ├─ [0]: ViewController "Feed"
           │  └─ [1]: ViewController "Story"
           └─ tab 1 *: ViewController "Profile" · visible
        """)
    #expect(window.validate() == [])
  }

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

  @Test func readmeCoordinatorExampleEndsWithTheArticleOnTop() async throws {
    let news = NewsCoordinator()
    try await news.trigger(.article(42))

    #expect(
      news.rootViewController.snapshot.description == """
        root: NavigationController
        ├─ [0]: ViewController "News"
        └─ [1]: ViewController "Article 42"
        """)
    #expect(news.rootViewController.topViewController?.transitionAnimation != nil)
  }
}
