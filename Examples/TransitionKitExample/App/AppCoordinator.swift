import TransitionKitCore

/// The app's top-level routes: what its window shows.
public enum AppRoute: Sendable {
  /// The launch screen, while the app starts.
  case launch
  /// The sign-in form.
  case login
  /// The home tabs, once signed in.
  case home
  /// Back to a fresh sign-in form: everything of the session is released.
  case logout
}

/// What the parts of the home may ask of the app (redirected to ``AppRoute``).
public enum SessionRoute: Sendable {
  /// The user signs out.
  case signOut
}

/// The app: its window shows the launch screen, the login, or the home.
///
/// Every part below it reaches up only through the routers it was given: the
/// login through an unowned router of this coordinator, the settings tab
/// through a redirection router that turns ``SessionRoute/signOut`` into
/// ``AppRoute/logout``.
public final class AppCoordinator: WindowCoordinator<AppRoute> {
  /// Creates the app in its window and shows the launch screen.
  /// - Parameter window: The app's window.
  public init(window: Window) {
    super.init(window: window, initialRoute: .launch)
  }

  /// The transition for each route: a new root for the window.
  public override func prepareTransition(for route: AppRoute) -> WindowTransition {
    switch route {
    case .launch:
      return .setRoot(ViewController(title: "Launch"))
    case .login, .logout:
      return .setRoot(LoginCoordinator(app: unownedRouter))
    case .home:
      return .setRoot(HomeCoordinator(app: unownedRouter))
    }
  }

  /// The home, while it is shown.
  public var home: HomeCoordinator? { children(of: HomeCoordinator.self).first }

  /// Opens URLs as links on the home: a link that arrives while nobody is
  /// signed in is held by the gate, and waits (ten minutes at most); it
  /// opens by itself once the home is shown, as the window's transitions
  /// settle after the sign-in. `nil` only if the app's URL table were wrong.
  public private(set) lazy var links: LinkNavigator<AppLink>? = AppLink.table.map { table in
    LinkNavigator(
      table: table, in: window, timeToLive: 600, root: { [weak self] in self?.home }, chain: \.chain,
      gate: { [weak self] _ in self?.home == nil ? .hold : .proceed })
  }

  /// Opens a link, all or nothing: the home is uncovered (whatever is
  /// presented over it is dismissed), then the link's routes run one after
  /// another. When a route fails, everything the link did is undone.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - completion: Called once with the outcome; a link that arrives while
  ///     signed out fails with ``TransitionError/noRouter(for:)``.
  public func open(_ link: DeepLink, completion: (@MainActor (Result<Void, TransitionError>) -> Void)? = nil) {
    guard let home else {
      completion?(.failure(.noRouter(for: link.description)))
      return
    }
    home.deepLink(.home, following: link.routes, completion: completion)
  }
}
