import TransitionKitCore

/// The routes of the home tabs.
public enum HomeRoute: Hashable, Sendable {
  /// The home itself, uncovered: whatever is presented over the tabs is
  /// dismissed. The first route of every deep link.
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
    case .home: rootViewController.presentedViewController == nil ? .none() : .dismissToRoot()
    case .news: .select(news)
    case .users: .select(users)
    case .settings: .select(settings)
    }
  }
}
