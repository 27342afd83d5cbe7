import TransitionKitCore

/// The routes of the settings tab.
public enum SettingsRoute: Sendable {
  /// The preferences.
  case preferences
  /// The onboarding pages, over the full screen.
  case onboarding
  /// The notification settings, in a sheet.
  case notifications
  /// The user signs out: redirected to the app.
  case signOut
}

/// The settings tab: preferences, the onboarding again, the notification
/// settings in a sheet, and signing out.
public final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
  private let session: RedirectionRouter<AppRoute, SessionRoute>

  /// Creates the settings tab, showing the preferences.
  /// - Parameter app: The app, which signing out is redirected to.
  public init(app: UnownedRouter<AppRoute>) {
    let navigation = NavigationController(title: "Settings")
    session = RedirectionRouter(viewController: navigation, parent: app) { route in
      switch route {
      case .signOut: .logout
      }
    }
    super.init(rootViewController: navigation, initialRoute: .preferences)
  }

  /// The transition for each route.
  public override func prepareTransition(for route: SettingsRoute) -> Transition<NavigationController> {
    switch route {
    case .preferences:
      return .set([ViewController(title: "Preferences")])
    case .onboarding:
      return .present(OnboardingCoordinator(), style: .fullScreen, animation: Motion.fade)
    case .notifications:
      return .present(NotificationsCoordinator(), animation: Motion.sheet)
    case .signOut:
      return .trigger(.signOut, on: session)
    }
  }
}

/// The routes of the notification settings sheet.
public enum NotificationsRoute: Sendable {
  /// The settings.
  case settings
  /// The sheet's Done button: it goes away.
  case done
}

/// The notification settings, in a page sheet over the home. The user may
/// close it with its Done button or pull it down; either way the settings tab
/// lets this coordinator go.
public final class NotificationsCoordinator: NavigationCoordinator<NotificationsRoute> {
  /// Creates the sheet's coordinator, showing the settings.
  public init() {
    let navigation = NavigationController(title: "Notifications")
    navigation.modalPresentationStyle = .pageSheet
    super.init(rootViewController: navigation, initialRoute: .settings)
  }

  /// The transition for each route.
  public override func prepareTransition(for route: NotificationsRoute) -> Transition<NavigationController> {
    switch route {
    case .settings: .set([ViewController(title: "Alerts & Sounds")])
    case .done: .dismiss()
    }
  }
}
