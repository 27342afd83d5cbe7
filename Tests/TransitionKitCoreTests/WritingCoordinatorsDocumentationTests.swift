import Testing
import TransitionKitCore

/// The types of the *Writing coordinators* article (and of the migration
/// article, which opens with the same coordinator), written as there.
enum CoordinatorArticle {
  // snippet: news-coordinator
  enum NewsRoute: Sendable {
    case list
    case article(Int)
    case close
  }

  final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    init() {
      super.init(initialRoute: .list)
    }

    override func prepareTransition(for route: NewsRoute) -> Transition<NavigationController> {
      switch route {
      case .list: .set([ViewController(title: "News")])
      case .article(let id): .push(ViewController(title: "Article \(id)"), animation: .fade())
      case .close: .dismiss()
      }
    }
  }
  // end snippet: news-coordinator

  enum UsersRoute: Sendable { case people }

  /// The users tab the article's home names, left out of the article.
  final class UsersCoordinator: NavigationCoordinator<UsersRoute> {
    init() { super.init(initialRoot: ViewController(title: "Users")) }
  }

  // snippet: writing-coordinators-home
  enum HomeRoute: Sendable {
    case news
    case users
  }

  final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
    let news = NewsCoordinator()
    let users = UsersCoordinator()

    init() {
      super.init(initialTabs: [news, users], select: users)
    }

    override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
      switch route {
      case .news: .select(news)
      case .users: .select(users)
      }
    }
  }
  // end snippet: writing-coordinators-home

  // snippet: writing-coordinators-asking-the-parent
  enum AppRoute: Sendable {
    case home
    case profile
    case login
  }

  final class AppCoordinator: NavigationCoordinator<AppRoute> {
    init() {
      super.init(initialRoute: .home)
    }

    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
      switch route {
      case .home: .set([ViewController(title: "Home")])
      case .profile: .present(ProfileCoordinator(app: unownedRouter))
      case .login: .multiple(.dismissAll(), .set([ViewController(title: "Sign in")]))
      }
    }
  }

  enum ProfileRoute: Sendable {
    case profile
    case logOut
  }

  final class ProfileCoordinator: NavigationCoordinator<ProfileRoute> {
    private let app: UnownedRouter<AppRoute>  // the parent, not kept alive by its child

    init(app: UnownedRouter<AppRoute>) {
      self.app = app
      super.init(initialRoute: .profile)
    }

    override func prepareTransition(for route: ProfileRoute) -> NavigationTransition {
      switch route {
      case .profile: .set([ViewController(title: "Profile")])
      case .logOut: .trigger(.login, on: app)  // the app decides what logging out shows
      }
    }
  }
  // end snippet: writing-coordinators-asking-the-parent
}

/// The snippets of *Writing coordinators*, run as written, and what the
/// article says they do.
@Suite @MainActor struct WritingCoordinatorsDocumentationTests: PrintsToConsole {
  typealias NewsCoordinator = CoordinatorArticle.NewsCoordinator

  let console = Console()
  let window = Window(name: "Main")
  let router = NewsCoordinator()

  @Test func theNewsCoordinatorShowsItsListAtOnceThenArticlesAndCloses() throws {
    let news = NewsCoordinator()
    #expect(news.initialRouteError == nil)
    #expect(news.rootViewController.viewControllers.map(\.title) == ["News"])

    let home = ViewController(title: "Home")
    try home.present(news.rootViewController, animated: false)
    news.trigger(.article(42))
    #expect(news.rootViewController.viewControllers.map(\.title) == ["News", "Article 42"])
    #expect(news.rootViewController.topViewController?.transitionAnimation != nil, "pushed with a fade")
    news.trigger(.close)
    #expect(home.presentedViewController == nil)
  }

  @Test func theHomeIsBuiltFromItsTabsWithoutTryAndSelectsTheUsers() {
    let home = CoordinatorArticle.HomeCoordinator()
    #expect(home.initialRouteError == nil)
    #expect(home.rootViewController.selectedViewController === home.users.rootViewController)
    #expect(
      Set(home.children.map(ObjectIdentifier.init)) == [ObjectIdentifier(home.news), ObjectIdentifier(home.users)])
    home.trigger(.news)
    #expect(home.rootViewController.selectedViewController === home.news.rootViewController)
  }

  // snippet: writing-coordinators-triggering
  func articleTapped() {
    router.trigger(.article(42))  // fire and forget
    router.contextTrigger(.article(42), with: .default) { result in  // with the presentables and animation
      print(result.map(\.presentables.count))  // success(1)
    }
  }

  func openArticle() async throws {
    try await router.trigger(.article(42))  // returns once the transition completed
  }
  // end snippet: writing-coordinators-triggering

  @Test func theThreeWaysToTriggerARoute() async throws {
    articleTapped()
    #expect(console.lines == ["success(1)"])
    try await openArticle()
    #expect(
      router.rootViewController.viewControllers.map(\.title) == ["News", "Article 42", "Article 42", "Article 42"])
  }

  @Test func aCompletionRunsOnceTheTransitionCompleted() async throws {
    try router.setRoot(for: window)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    articleTapped()
    #expect(console.lines.isEmpty, "the fade has not run yet")
    clock.runUntilIdle()
    #expect(console.lines == ["success(1)"])
  }

  @Test func aChildAsksItsParentToLogOut() throws {
    let app = CoordinatorArticle.AppCoordinator()
    try app.setRoot(for: window)
    weak var weakProfile: CoordinatorArticle.ProfileCoordinator?
    do {
      app.trigger(.profile)
      let profile = try #require(app.children(of: CoordinatorArticle.ProfileCoordinator.self).first)
      weakProfile = profile
      #expect(app.rootViewController.presentedViewController === profile.rootViewController)
      profile.trigger(.logOut)
    }
    #expect(weakProfile == nil, "the profile went with its sheet")
    #expect(app.children.isEmpty)
    #expect(
      window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController · visible
           └─ [0]: ViewController "Sign in" · visible
        """)
  }
}
