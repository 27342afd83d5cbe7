import Testing
import TransitionKitCore

// XCoordinator's example app, its coordinators ported one for one with the
// core API alone: no `try`, `try!` or `do` in any of them.

enum PortAppRoute: Sendable {
  case login
  case home
}

enum PortHomeRoute: Sendable {
  case news
  case userList
}

enum PortNewsRoute: Sendable {
  case news
  case newsDetail(String)
  case close
}

enum PortUserListRoute: Sendable {
  case home
  case users
  case user(String)
  case logout
}

enum PortUserRoute: Sendable {
  case user(String)
  case alert(title: String, message: String)
  case users
}

/// The app: the login screen, then the home presented over it.
@MainActor
final class PortAppCoordinator: NavigationCoordinator<PortAppRoute> {
  init() {
    super.init(initialRoute: .login)
  }

  override func prepareTransition(for route: PortAppRoute) -> NavigationTransition {
    switch route {
    case .login:
      return .push(ViewController(title: "Login"))
    case .home:
      return .present(PortHomeTabCoordinator(), style: .fullScreen, animation: .fade())
    }
  }
}

/// The home as tabs: news and the user list, the user list selected.
@MainActor
final class PortHomeTabCoordinator: TabBarCoordinator<PortHomeRoute> {
  let newsCoordinator = PortNewsCoordinator()
  let userListCoordinator = PortUserListCoordinator()

  init() {
    super.init(initialTabs: [newsCoordinator, userListCoordinator], select: userListCoordinator)
  }

  override func prepareTransition(for route: PortHomeRoute) -> TabBarTransition {
    switch route {
    case .news: .select(newsCoordinator)
    case .userList: .select(userListCoordinator)
    }
  }
}

/// The home as a split view: the user list beside the news.
@MainActor
final class PortHomeSplitCoordinator: SplitCoordinator<PortHomeRoute> {
  let newsCoordinator = PortNewsCoordinator()
  let userListCoordinator = PortUserListCoordinator()

  init() {
    super.init(master: userListCoordinator, detail: newsCoordinator)
  }
}

/// The home as pages: the news, then the user list.
@MainActor
final class PortHomePageCoordinator: PageCoordinator<PortHomeRoute> {
  let newsCoordinator = PortNewsCoordinator()
  let userListCoordinator = PortUserListCoordinator()

  init() {
    super.init(initialPages: [newsCoordinator, userListCoordinator], direction: .forward)
  }

  override func prepareTransition(for route: PortHomeRoute) -> PageTransition {
    switch route {
    case .news: .set(newsCoordinator, direction: .reverse)
    case .userList: .set(userListCoordinator, direction: .forward)
    }
  }
}

/// The news: a list, and a detail pushed onto it.
@MainActor
final class PortNewsCoordinator: NavigationCoordinator<PortNewsRoute> {
  init() {
    super.init(initialRoute: .news)
  }

  override func prepareTransition(for route: PortNewsRoute) -> NavigationTransition {
    switch route {
    case .news: .push(ViewController(title: "News"))
    case .newsDetail(let title): .push(ViewController(title: title))
    case .close: .dismissToRoot()
    }
  }
}

/// The user list: home, the users, a user presented, and logging out.
@MainActor
final class PortUserListCoordinator: NavigationCoordinator<PortUserListRoute> {
  init() {
    super.init(initialRoute: .home)
  }

  override func prepareTransition(for route: PortUserListRoute) -> NavigationTransition {
    switch route {
    case .home: .push(ViewController(title: "Home"))
    case .users: .push(ViewController(title: "Users"), animation: .fade())
    case .user(let username): .present(PortUserCoordinator(user: username))
    case .logout: .dismiss()
    }
  }
}

/// A user: their screen, an alert, and back to the users.
@MainActor
final class PortUserCoordinator: NavigationCoordinator<PortUserRoute> {
  init(user: String) {
    super.init(initialRoute: .user(user))
  }

  override func prepareTransition(for route: PortUserRoute) -> NavigationTransition {
    switch route {
    case .user(let username):
      return .push(ViewController(title: username))
    case .alert(let title, let message):
      let alert = AlertController(title: title, message: message, preferredStyle: .alert)
      alert.addAction(AlertAction(title: "Ok", style: .default))
      return .present(alert)
    case .users:
      return .dismiss()
    }
  }
}

/// The port runs: the example's flow from login to logout, each home kind
/// built at once, and the user coordinator freed once dismissed.
@Suite @MainActor struct XCoordinatorExamplePortTests {
  @Test func theExampleFlowRunsFromLoginToLogout() throws {
    let window = Window(name: "Main")
    weak var weakUser: PortUserCoordinator?
    let app = PortAppCoordinator()
    try app.setRoot(for: window)
    app.trigger(.home)
    let home = try #require(app.children(of: PortHomeTabCoordinator.self).first)
    #expect(home.rootViewController.selectedViewController === home.userListCoordinator.rootViewController)

    home.userListCoordinator.trigger(.users)
    home.userListCoordinator.trigger(.user("Ada"))
    do {
      let user = try #require(home.userListCoordinator.children(of: PortUserCoordinator.self).first)
      weakUser = user
      user.trigger(.alert(title: "Hello", message: "Ada"))
      let alert = try #require(user.rootViewController.presentedViewController as? AlertController)
      try alert.tapAction(titled: "Ok")
      user.trigger(.users)
    }
    #expect(weakUser == nil)
    #expect(home.userListCoordinator.children.isEmpty)
    home.trigger(.news)
    home.newsCoordinator.trigger(.newsDetail("Headline"))
    #expect(home.newsCoordinator.rootViewController.viewControllers.map(\.title) == ["News", "Headline"])

    home.userListCoordinator.trigger(.logout)

    #expect(app.children.isEmpty)
    #expect(window.rootViewController?.presentedViewController == nil)
    #expect(app.rootViewController.viewControllers.map(\.title) == ["Login"])
    #expect(window.validate() == [])
  }

  @Test func everyHomeKindIsBuiltAtOnceWithoutAnError() {
    let tabs = PortHomeTabCoordinator()
    let split = PortHomeSplitCoordinator()
    let pages = PortHomePageCoordinator()
    #expect(tabs.initialRouteError == nil)
    #expect(split.initialRouteError == nil)
    #expect(pages.initialRouteError == nil)
    #expect(tabs.children.count == 2)
    #expect(split.rootViewController.primaryViewController === split.userListCoordinator.rootViewController)
    #expect(pages.rootViewController.viewControllers.first === pages.newsCoordinator.rootViewController)
    pages.trigger(.userList)
    #expect(pages.rootViewController.viewControllers.first === pages.userListCoordinator.rootViewController)
  }
}
