import Testing

@testable import TransitionKitCore

enum NewsRoute: Sendable {
  case list
  case article(Int)
  case close
}
enum HomeRoute: Sendable { case news, users }
enum AppRoute: Sendable { case home, settings }

@MainActor
final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
  init() { super.init(initialRoute: .list) }
  override func prepareTransition(for route: NewsRoute) -> Transition<NavigationController> {
    switch route {
    case .list: .set([ViewController(title: "News")])
    case .article(let id): .push(ViewController(title: "Article \(id)"))
    case .close: .dismiss()
    }
  }
}

@MainActor
final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
  let news = NewsCoordinator()
  let users = ViewController(title: "Users")
  init() throws(TransitionError) {
    try super.init(tabs: [])
    try performSynchronously(.set([news, users]))
  }
  override func prepareTransition(for route: HomeRoute) -> Transition<TabBarController> {
    switch route {
    case .news: .select(news)
    case .users: .select(users)
    }
  }
}

@Suite @MainActor struct CoordinatorSmokeTests {
  @Test func deepLinkThroughTabs() throws {
    let home = try HomeCoordinator()
    let window = Window(name: "Main")
    try home.setRoot(for: window)
    window.makeKeyAndVisible()
    try home.rootViewController.select(index: 1, animated: false)
    var result: Result<Void, TransitionError>?
    home.deepLink(.news, NewsRoute.article(42)) { result = $0 }
    try #require(result).get()
    print(window.snapshot)
    #expect(home.children.count == 1)
    let before = window.snapshot
    home.deepLink(.news, NewsRoute.article(7), AppRoute.settings) { result = $0 }
    #expect(throws: TransitionError.noRouter(for: "settings")) { try result?.get() }
    #expect(window.snapshot == before)
    weak let article = home.news.rootViewController.topViewController
    try home.news.rootViewController.popViewController(animated: false)
    #expect(article == nil)
    #expect(window.validate() == [])
  }

  @Test func deepLinkTakesTheFollowingRoutesAsAnArray() throws {
    let home = try HomeCoordinator()
    try home.rootViewController.select(index: 1, animated: false)
    var result: Result<Void, TransitionError>?

    home.deepLink(.news, following: [NewsRoute.article(1), NewsRoute.article(2)]) { result = $0 }

    try #require(result).get()
    #expect(home.news.rootViewController.viewControllers.map(\.displayName) == ["News", "Article 1", "Article 2"])
    #expect(home.rootViewController.selectedViewController === home.news.rootViewController)
  }

  @Test func childRemovedAfterUserDismissal() throws {
    let app = BasicCoordinator<AppRoute, ViewController>(rootViewController: ViewController(title: "Root")) { route in
      switch route {
      case .settings: .present(NewsCoordinator())
      case .home: .none()
      }
    }
    let window = Window()
    try app.setRoot(for: window)
    window.makeKeyAndVisible()
    app.trigger(.settings)
    #expect(app.children.count == 1)
    weak let news = app.children.first
    try app.rootViewController.presentedViewController?.dismiss(animated: true)
    #expect(app.children.isEmpty)
    #expect(news == nil)
  }
}
