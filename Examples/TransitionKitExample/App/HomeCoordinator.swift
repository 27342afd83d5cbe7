import TransitionKitCore

/// The routes of the home tabs.
public enum HomeRoute: Hashable, Sendable {
  /// The home itself, as a link expects it: whatever is presented over the
  /// tabs is dismissed, and every tab is back at its first screen. The first
  /// route of every link, so that a link yields the same tree from any state.
  case home
  /// The news tab.
  case news
  /// The users tab.
  case users
  /// The settings tab.
  case settings
}

/// The home: three tabs, each a coordinator of its own.
public final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
  private let news: NewsCoordinator
  private let users: UsersCoordinator
  private let settings: SettingsCoordinator

  /// Creates the home with its tabs, the news tab selected.
  /// - Parameter app: The app, which the settings tab asks to sign out.
  public init(app: UnownedRouter<AppRoute>) {
    news = NewsCoordinator()
    users = UsersCoordinator()
    settings = SettingsCoordinator(app: app)
    super.init(rootViewController: TabBarController(title: "Home"), initialTabs: [news, users, settings])
  }

  /// The transition for each route.
  public override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
    switch route {
    case .home:
      homeAsALinkExpectsIt()
    case .news: .select(news)
    case .users: .select(users)
    case .settings: .select(settings)
    }
  }

  /// Dismisses what is presented over the tabs and pops each tab that went
  /// deeper back to its first screen; nothing when all is as it should be.
  private func homeAsALinkExpectsIt() -> TabBarTransition {
    var steps: [TabBarTransition] = rootViewController.presentedViewController == nil ? [] : [.dismissToRoot()]
    for stack in [news.rootViewController, users.rootViewController, settings.rootViewController]
    where stack.viewControllers.count > 1 {
      steps.append(.perform(.popToRoot(), on: stack))
    }
    return steps.isEmpty ? .none() : .multiple(steps)
  }
}
