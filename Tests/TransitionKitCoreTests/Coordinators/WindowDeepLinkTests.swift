import Testing
import TransitionKitCore

private enum LinkAppRoute: Sendable {
  case login
  case home
  case refuse
}

private enum LinkHomeRoute: Sendable {
  case news
  case article(Int)
}

/// A tab of news articles, as a stack.
@MainActor
private final class LinkHomeCoordinator: NavigationCoordinator<LinkHomeRoute> {
  init() { super.init(rootViewController: NavigationController(title: "Home"), initialRoute: .news) }

  override func prepareTransition(for route: LinkHomeRoute) -> NavigationTransition {
    switch route {
    case .news: .set([ViewController(title: "News")])
    case .article(let id): .push(ViewController(title: "Article \(id)"))
    }
  }
}

/// The app's window: a login screen or the home.
@MainActor
private final class LinkAppCoordinator: WindowCoordinator<LinkAppRoute> {
  override func prepareTransition(for route: LinkAppRoute) -> WindowTransition {
    switch route {
    case .login: .setRoot(ViewController(title: "Login"))
    case .home: .setRoot(LinkHomeCoordinator())
    case .refuse: .fail(.cancelled)
    }
  }
}

/// A window coordinator deep-links like any coordinator: its own route
/// first, then the routers its transitions presented — all or nothing.
@Suite @MainActor struct WindowDeepLinkTests {
  @Test func aWindowCoordinatorStartsADeepLinkWithItsOwnRoute() throws {
    let window = Window(name: "Main")
    let app = LinkAppCoordinator(window: window, initialRoute: .login)
    var result: Result<Void, TransitionError>?

    app.deepLink(.home, LinkHomeRoute.article(42), LinkHomeRoute.article(43)) { result = $0 }

    #expect(result?.isSuccess == true)
    let home = try #require(app.children(of: LinkHomeCoordinator.self).first)
    #expect(home.rootViewController.viewControllers.map(\.title) == ["News", "Article 42", "Article 43"])
    #expect(window.rootViewController === home.rootViewController)
    #expect(window.isKeyWindow)
  }

  @Test func aFailingStepUndoesTheWholeDeepLinkWindowRootIncluded() throws {
    let window = Window(name: "Main")
    let app = LinkAppCoordinator(window: window, initialRoute: .login)
    let before = window.snapshot
    var result: Result<Void, TransitionError>?

    app.deepLink(.home, following: [LinkHomeRoute.article(42), "unknown"]) { result = $0 }

    #expect(result?.error == .noRouter(for: "unknown"))
    #expect(window.snapshot == before)
    #expect(window.rootViewController?.title == "Login")
    #expect(app.children.isEmpty)
  }

  @Test func aRefusedFirstRouteChangesNothing() throws {
    let window = Window(name: "Main")
    let app = LinkAppCoordinator(window: window, initialRoute: .login)
    let before = window.snapshot
    var result: Result<Void, TransitionError>?
    app.deepLink(.refuse, LinkHomeRoute.news) { result = $0 }
    #expect(result?.error == .cancelled)
    #expect(window.snapshot == before)
  }

  @Test func aDeepLinkReturnedForARouteWaitsItsTurnInTheQueue() throws {
    let window = Window(name: "Main")
    let app = LinkAppCoordinator(window: window, initialRoute: .login)
    window.makeKeyAndVisible()
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let login = try #require(window.rootViewController)
    Transition<ViewController>.present(ViewController(title: "Sheet")).perform(on: login)
    var result: Result<Void, TransitionError>?

    app.performTransition(app.deepLinkTransition(.home, [LinkHomeRoute.article(7)])) { result = $0 }
    #expect(result == nil)
    clock.runUntilIdle()

    #expect(result?.isSuccess == true)
    #expect(
      app.children(of: LinkHomeCoordinator.self).first?.rootViewController.topViewController?.title == "Article 7")
  }
}
