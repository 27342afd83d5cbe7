// snippet: testing-whole-flow
import Testing
import TransitionKitCore
import TransitionKitTesting

@MainActor
@Test func signInReadAnArticleAndLogOut() throws {
  try expectNoLeaks {
    let test = TestWindow { window in AppCoordinator(window: window, initialRoute: .login) }
    let app = test.root  // an AppCoordinator: the test window is typed by its root
    let log = EventLog(window: test.window, includesLifecycle: false)
    expectHierarchy(test.window, matches: "Login[Sign in]")

    // Signing in: the login asks the app to go home.
    app.login?.trigger(.submit)
    test.runAll()
    expectHierarchy(test.window, matches: "Home[*News[Headlines], Users[People]]")

    // A headline opens its article; a swipe back lets it go.
    app.home?.news.trigger(.detail(42))
    test.runAll()
    expectHierarchy(test.window, matches: "Home[*News[Headlines, Article 42], Users[People]]")
    try test.swipeBack(to: 0.4, then: .finish)
    expectHierarchy(test.window, matches: "Home[*News[Headlines], Users[People]]")

    // The users tab, a user, and an alert over the whole window.
    try test.tapTab(1)
    app.home?.users.trigger(.user(7))
    app.home?.users.trigger(.alert("Log out?"))
    test.runAll()
    expectHierarchy(
      test.window, matches: "Home[News[Headlines], *Users[People, User 7]] ▸ overFullScreen Log out?")

    // Logging out: a fresh login, and the whole home part is released.
    app.home?.users.trigger(.logout)
    test.runAll()
    expectHierarchy(test.window, matches: "Login[Sign in]")

    let detail = TransitionRecord(
      route: "detail(42)", router: "NewsCoordinator", transition: "push",
      kind: .push, from: "Headlines", to: "Article 42", animated: true)
    #expect(log.transitions.contains(.transitionCompleted(detail)))
  }
}
// end snippet: testing-whole-flow

/// The app coordinator of the article, for the flow above.
private typealias AppCoordinator = FlowsArticle.AppCoordinator

/// The app of the *Testing navigation flows* article: its routes and its news
/// coordinator as the article shows them, and the other coordinators that
/// "follow the same pattern".
enum FlowsArticle {
  // snippet: testing-app-under-test
  enum AppRoute: Sendable, Codable { case login, home, logout }
  enum LoginRoute: Sendable, Codable { case form, submit }
  enum HomeRoute: Sendable, Codable { case news, users }
  enum NewsRoute: Sendable, Codable {
    case list
    case detail(Int)
    case back
  }
  enum UsersRoute: Sendable, Codable {
    case list
    case user(Int)
    case alert(String)
    case dismissAlert, logout
  }

  final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    init() {
      super.init(rootViewController: NavigationController(title: "News"), initialRoute: .list)
    }

    override func prepareTransition(for route: NewsRoute) -> Transition<NavigationController> {
      switch route {
      case .list: .set([ViewController(title: "Headlines")])
      case .detail(let id): .push(ViewController(title: "Article \(id)"))
      case .back: .pop()
      }
    }
  }
  // end snippet: testing-app-under-test

  /// The app: the login, or the home once signed in.
  final class AppCoordinator: WindowCoordinator<AppRoute> {
    /// The login, while it is shown.
    var login: LoginCoordinator? { children(of: LoginCoordinator.self).first }
    /// The home, while it is shown.
    var home: HomeCoordinator? { children(of: HomeCoordinator.self).first }

    override func prepareTransition(for route: AppRoute) -> WindowTransition {
      switch route {
      case .login, .logout: .setRoot(LoginCoordinator(app: unownedRouter))
      case .home: .setRoot(HomeCoordinator(app: unownedRouter))
      }
    }
  }

  /// The login: a form; submitting it asks the app to go home.
  final class LoginCoordinator: NavigationCoordinator<LoginRoute> {
    private let app: UnownedRouter<AppRoute>

    init(app: UnownedRouter<AppRoute>) {
      self.app = app
      super.init(rootViewController: NavigationController(title: "Login"), initialRoute: .form)
    }

    override func prepareTransition(for route: LoginRoute) -> Transition<NavigationController> {
      switch route {
      case .form: .set([ViewController(title: "Sign in")])
      case .submit: .trigger(.home, on: app)
      }
    }
  }

  /// The home: the news and users tabs.
  final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
    let news = NewsCoordinator()
    let users: UsersCoordinator

    init(app: UnownedRouter<AppRoute>) {
      users = UsersCoordinator(app: app)
      super.init(rootViewController: TabBarController(title: "Home"), initialTabs: [news, users])
    }

    override func prepareTransition(for route: HomeRoute) -> Transition<TabBarController> {
      switch route {
      case .news: .select(news)
      case .users: .select(users)
      }
    }
  }

  /// The users tab: people, a user, and an alert whose "Log out" button asks
  /// the app for the login again.
  final class UsersCoordinator: NavigationCoordinator<UsersRoute> {
    private let app: UnownedRouter<AppRoute>

    init(app: UnownedRouter<AppRoute>) {
      self.app = app
      super.init(rootViewController: NavigationController(title: "Users"), initialRoute: .list)
    }

    override func prepareTransition(for route: UsersRoute) -> Transition<NavigationController> {
      switch route {
      case .list:
        return .set([ViewController(title: "People")])
      case .user(let id):
        return .push(ViewController(title: "User \(id)"))
      case .alert(let message):
        let alert = AlertController(title: message, message: nil)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Log out", style: .destructive) { [weak self] in self?.trigger(.logout) })
        return .present(alert)
      case .dismissAlert:
        return .dismiss()
      case .logout:
        return .trigger(.logout, on: app)
      }
    }
  }
}
