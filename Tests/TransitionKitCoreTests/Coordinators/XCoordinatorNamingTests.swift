import Testing
import TransitionKitCore

private enum NamingRoute: Sendable {
  case show(String)
  case other
}

private enum NamingArticleRoute: Sendable { case article(Int) }

/// A screen of the app's own that hands one route type to a coordinator it
/// holds: `router(for:)` customized, as XCoordinator allows.
@MainActor
private final class NamingArticleLink: Presentable {
  let viewController = ViewController(title: "Link")
  let articles: BasicCoordinator<NamingArticleRoute, NavigationController>

  init(articles: BasicCoordinator<NamingArticleRoute, NavigationController>) {
    self.articles = articles
  }

  func router<R: Sendable>(for route: R) -> StrongRouter<R>? {
    articles.router(for: route)
  }
}

/// A redirection that maps routes itself, in a subclass.
@MainActor
private final class NamingRedirection: RedirectionRouter<NamingRoute, Int> {
  override func mapToParentRoute(_ route: Int) -> NamingRoute { .show("number \(route)") }
}

/// A basic coordinator subclass that takes one route itself.
@MainActor
private final class NamingBasicCoordinator: BasicCoordinator<NamingRoute, NavigationController> {
  override func prepareTransition(for route: NamingRoute) -> NavigationTransition {
    if case .other = route { return .push(ViewController(title: "Subclass")) }
    return super.prepareTransition(for: route)
  }
}

/// XCoordinator's names and customization points: `setRoot(for:)` shows the
/// window, `router(for:)` can be overridden, `RedirectionRouter` and
/// `BasicCoordinator` can be subclassed, children are typed.
@Suite @MainActor struct XCoordinatorNamingTests {
  private func stack() -> BasicCoordinator<NamingRoute, NavigationController> {
    BasicCoordinator(rootViewController: NavigationController(root: ViewController(title: "Home"))) { route in
      switch route {
      case .show(let title): .push(ViewController(title: title))
      case .other: .none()
      }
    }
  }

  @Test func setRootMakesTheWindowKeyAndVisibleForEveryPresentable() throws {
    let strong = stack()
    let weak = stack()
    let presentables: [any Presentable] = [
      ViewController(title: "Plain"), strong.strongRouter, weak.weakRouter, stack(),
    ]
    for presentable in presentables {
      let window = Window(name: "Main")
      try presentable.setRoot(for: window)
      #expect(window.isKeyWindow)
      #expect(window.rootViewController === presentable.viewController)
      #expect(presentable.viewController.appearanceState == .appeared)
    }
  }

  @Test func setRootCanLeaveTheWindowHidden() throws {
    let window = Window(name: "Main")
    let coordinator = stack()
    try coordinator.setRoot(for: window, makeKeyAndVisible: false)
    #expect(window.isHidden)
    #expect(coordinator.rootViewController.appearanceState == .disappeared)
    #expect(
      window.snapshot.description == """
        Window "Main" (hidden)
        └─ root: NavigationController
           └─ [0]: ViewController "Home"
        """)
  }

  @Test func aRefusedSetRootLeavesTheWindowHidden() throws {
    let window = Window(name: "Main")
    let placed = ViewController(title: "Placed")
    let elsewhere = ViewController(title: "Elsewhere")
    try elsewhere.embed(placed)
    #expect(throws: TransitionError.alreadyInHierarchy("Placed")) { try placed.setRoot(for: window) }
    #expect(window.isHidden)
    #expect(window.rootViewController == nil)
  }

  @Test func aDeepLinkAsksACustomPresentableForItsRouter() throws {
    let articles = BasicCoordinator<NamingArticleRoute, NavigationController>(
      rootViewController: NavigationController(root: ViewController(title: "Articles"))
    ) { route in
      switch route {
      case .article(let id): .push(ViewController(title: "Article \(id)"))
      }
    }
    let link = NamingArticleLink(articles: articles)
    let frame = ViewController(title: "Frame")
    let embedding = BasicCoordinator<NamingRoute, ViewController>(rootViewController: frame) { _ in
      .embed(link, in: frame)
    }
    var result: Result<Void, TransitionError>?
    embedding.deepLink(.other, NamingArticleRoute.article(7)) { result = $0 }
    #expect(result?.isSuccess == true)
    #expect(articles.rootViewController.topViewController?.title == "Article 7")
  }

  @Test func aRedirectionSubclassMapsRoutesItself() throws {
    let parent = stack()
    let redirection = NamingRedirection(viewController: ViewController(), parent: parent) { _ in .other }
    redirection.trigger(3)
    #expect(parent.rootViewController.topViewController?.title == "number 3")
  }

  @Test func aBasicCoordinatorSubclassTakesSomeRoutesAndHandsOthersToItsClosure() throws {
    let coordinator = NamingBasicCoordinator(rootViewController: NavigationController(root: ViewController())) {
      route in
      if case .show(let title) = route { return .push(ViewController(title: title)) }
      return .fail(.cancelled)
    }
    coordinator.trigger(.other)
    coordinator.trigger(.show("Closure"))
    #expect(coordinator.rootViewController.viewControllers.map(\.title) == [nil, "Subclass", "Closure"])
  }

  @Test func childrenOfATypeNeedNoCasts() throws {
    let news = stack()
    let profile = BasicCoordinator<NamingArticleRoute, ViewController>(rootViewController: ViewController()) { _ in
      .none()
    }
    let tabs = TabBarCoordinator<NamingRoute>(initialTabs: [news, profile, ViewController(title: "Plain")])
    #expect(tabs.children(of: BasicCoordinator<NamingRoute, NavigationController>.self).first === news)
    #expect(tabs.children(of: BasicCoordinator<NamingArticleRoute, ViewController>.self).first === profile)
    #expect(tabs.children(of: (any Router<NamingArticleRoute>).self).count == 1)
    #expect(tabs.children(of: ViewController.self).isEmpty)
  }
}
