import Testing
import TransitionKitCore

/// The types of the snippets added to *Deep linking*, written as there.
enum LinkDocs {
  // snippet: deep-linking-routes
  enum AppRoute: Sendable { case home }
  enum HomeRoute: Sendable { case news, users }
  enum NewsRoute: Sendable { case article(Int) }
  // end snippet: deep-linking-routes

  final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    init() { super.init(initialRoot: ViewController(title: "News")) }

    override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
      switch route {
      case .article(let id): .push(ViewController(title: "Article \(id)"))
      }
    }
  }

  final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
    let news = NewsCoordinator()
    let users = ViewController(title: "Users")

    init() { super.init(initialTabs: [users, news]) }

    override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
      switch route {
      case .news: .select(news)
      case .users: .select(users)
      }
    }
  }

  final class AppCoordinator: WindowCoordinator<AppRoute> {
    override func prepareTransition(for route: AppRoute) -> WindowTransition {
      switch route {
      case .home: .setRoot(HomeCoordinator())
      }
    }
  }

  // The article's presentable of the app's own, and `router(for:)`'s example.
  // snippet: deep-linking-article-link
  final class ArticleLink: Presentable {
    let viewController: ViewController
    let news: NewsCoordinator

    init(viewController: ViewController, news: NewsCoordinator) {
      self.viewController = viewController
      self.news = news
    }

    func router<R: Sendable>(for route: R) -> StrongRouter<R>? {
      news.router(for: route)
    }
  }
  // end snippet: deep-linking-article-link

  // snippet: deep-linking-in-a-route
  enum ShortcutRoute: Sendable {
    case home
    case openArticle(Int)
  }

  final class ShortcutCoordinator: ViewCoordinator<ShortcutRoute> {
    let homeCoordinator = HomeCoordinator()

    override func prepareTransition(for route: ShortcutRoute) -> ViewTransition {
      switch route {
      case .home: .present(homeCoordinator)
      case .openArticle(let id): deepLinkTransition(.home, [HomeRoute.news, NewsRoute.article(id)])
      }
    }
  }
  // end snippet: deep-linking-in-a-route

  enum ScreenRoute: Sendable {
    case show(any Presentable)
    case link(ArticleLink)
  }
}

/// The snippets of *Deep linking*, of the transitions catalogue and of the
/// containers' comments that the adoption work added, run as written.
@Suite @MainActor struct AdoptionDocumentationLinkTests: PrintsToConsole {
  private typealias Docs = LinkDocs
  private typealias AppRoute = LinkDocs.AppRoute
  private typealias HomeRoute = LinkDocs.HomeRoute
  private typealias NewsRoute = LinkDocs.NewsRoute
  let console = Console()

  /// A coordinator of one screen that presents what it is given.
  private func screen() -> BasicCoordinator<Docs.ScreenRoute, ViewController> {
    BasicCoordinator(rootViewController: ViewController(title: "Screen")) { route in
      switch route {
      case .show(let presentable): .present(presentable)
      case .link(let link): .present(link)
      }
    }
  }

  @Test func theAppsWindowStartsADeepLink() throws {
    let window = Window(name: "Main")
    let app = Docs.AppCoordinator(window: window)
    // snippet: deep-linking-from-the-app
    app.deepLink(AppRoute.home, HomeRoute.news, NewsRoute.article(42)) { result in
      if case .failure(let error) = result { print(error) }
    }
    // end snippet: deep-linking-from-the-app
    #expect(console.lines.isEmpty)
    let home = try #require(app.children(of: Docs.HomeCoordinator.self).first)
    #expect(home.news.rootViewController.viewControllers.map(\.title) == ["News", "Article 42"])
    #expect(home.rootViewController.selectedViewController === home.news.rootViewController)
  }

  @Test func aFailedDeepLinkFromTheAppPutsTheWindowBack() throws {
    let window = Window(name: "Main")
    let app = Docs.AppCoordinator(window: window)
    app.deepLink(AppRoute.home, HomeRoute.news, UnknownRoute.elsewhere) { result in
      if case .failure(let error) = result { print(error) }
    }
    #expect(console.lines == ["\(TransitionError.noRouter(for: "elsewhere"))"])
    #expect(window.rootViewController == nil)
    #expect(app.children.isEmpty)
  }

  private enum UnknownRoute: Sendable { case elsewhere }

  @Test func aShortcutOpensAnArticleThroughTheHomeItPresents() throws {
    let shortcuts = Docs.ShortcutCoordinator()
    let window = Window(name: "Main")
    try shortcuts.setRoot(for: window)
    let transition = shortcuts.prepareTransition(for: .openArticle(7))
    #expect(transition.presentables.map(ObjectIdentifier.init) == [ObjectIdentifier(shortcuts.homeCoordinator)])

    shortcuts.trigger(.openArticle(7))

    let home = shortcuts.homeCoordinator
    #expect(shortcuts.rootViewController.presentedViewController === home.rootViewController)
    #expect(home.rootViewController.selectedViewController === home.news.rootViewController)
    #expect(home.news.rootViewController.viewControllers.map(\.title) == ["News", "Article 7"])
  }

  @Test func aPresentableOfTheAppsOwnHandsARouteToItsRouter() throws {
    let news = Docs.NewsCoordinator()
    let link = Docs.ArticleLink(viewController: ViewController(title: "Link"), news: news)
    let screen = screen()
    var outcome: Result<Void, TransitionError>?
    screen.deepLink(.link(link), Docs.NewsRoute.article(7)) { outcome = $0 }
    #expect(outcome?.isSuccess == true)
    #expect(news.rootViewController.topViewController?.title == "Article 7")
  }

  @Test func theContainersAreBuiltWithoutTry() {
    let news = ViewController(title: "News")
    let users = ViewController(title: "Users")
    let tabs = TabBarController(tabs: [news, users], selectedIndex: 1)
    let welcome = ViewController(title: "Welcome")
    let onboarding = PageViewController(pages: [welcome])
    let mailboxes = ViewController(title: "Mailboxes")
    let message = ViewController(title: "Message")
    let mail = SplitViewController(primary: mailboxes, secondary: message)
    #expect(tabs.selectedViewController === users)
    #expect(onboarding.viewControllers.first === welcome)
    #expect(mail.secondaryViewController === message)
  }

  @Test func aSettingsScreenIsPresentedInANewNavigationController() throws {
    func prepareTransition() -> ViewTransition {
      return .present(NavigationController(root: ViewController(title: "Settings")))
    }
    let home = ViewController(title: "Home")
    prepareTransition().perform(on: home)
    #expect((home.presentedViewController as? NavigationController)?.topViewController?.title == "Settings")
  }

  @Test func anOnboardingIsPresentedFullScreenInOneCall() throws {
    let onboarding = ViewController(title: "Onboarding")
    func prepareTransition() -> ViewTransition {
      return .present(onboarding, style: .fullScreen, animation: .fade())
    }
    let home = ViewController(title: "Home")
    prepareTransition().perform(on: home)
    #expect(onboarding.activePresentationStyle == .fullScreen)
  }

  @Test func aContainerOfAScreenShownElsewhereFailsWhereItIsShown() throws {
    let screenAlreadyShownElsewhere = ViewController(title: "Profile")
    let elsewhere = try NavigationController(rootViewController: screenAlreadyShownElsewhere)
    let router = screen()
    var printed: [String] = []

    let sheet = NavigationController(root: screenAlreadyShownElsewhere)
    // sheet.initializationError == .alreadyInHierarchy("Profile")
    router.trigger(.show(sheet)) { result in printed.append("\(result.error as Any)") }

    #expect(sheet.initializationError == .alreadyInHierarchy("Profile"))
    #expect(printed == ["\(TransitionError.alreadyInHierarchy("Profile") as TransitionError?)"])
    #expect(router.rootViewController.presentedViewController == nil)
    #expect(elsewhere.viewControllers.first === screenAlreadyShownElsewhere)
  }
}
