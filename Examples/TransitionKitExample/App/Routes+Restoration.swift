import TransitionKitCore

// The routes the app saves when it goes to the background, so that a relaunch comes back where
// the user left: the window's root, the articles and the profiles. Tab selections, alerts and
// sign-outs are not saved.

extension AppRoute: RestorableRoute {
  /// `app`.
  public static var restorationName: String { "app" }

  /// The home is saved; a login or logout is saved as the login (what it leaves on screen).
  public var restorationTag: String? {
    switch self {
    case .launch: nil
    case .login, .logout: "login"
    case .home: "home"
    }
  }

  /// Rebuilds the route of a tag.
  /// - Parameters:
  ///   - tag: `login` or `home`.
  ///   - payload: Ignored.
  public init(restorationTag tag: String, payload: RestorationPayload) throws(RestorationRouteError) {
    switch tag {
    case "login": self = .login
    case "home": self = .home
    default: throw .unknownTag(tag)
    }
  }
}

extension NewsRoute: RestorableRoute {
  /// `news`.
  public static var restorationName: String { "news" }

  /// Articles are saved; the headlines are the tab's first screen.
  public var restorationTag: String? {
    switch self {
    case .headlines: "headlines"
    case .detail: "detail"
    }
  }

  /// The article's number.
  public var restorationPayload: RestorationPayload {
    if case .detail(let id) = self { ["id": .int(id)] } else { .null }
  }

  /// Rebuilds the route of a tag.
  /// - Parameters:
  ///   - tag: `headlines` or `detail`.
  ///   - payload: The article's number, for `detail`.
  public init(restorationTag tag: String, payload: RestorationPayload) throws(RestorationRouteError) {
    switch tag {
    case "headlines": self = .headlines
    case "detail": self = .detail(try payload.int("id", tag: tag))
    default: throw .unknownTag(tag)
    }
  }
}

extension UsersRoute: RestorableRoute {
  /// `users`.
  public static var restorationName: String { "users" }

  /// Profiles and the invitation sheet are saved; an alert, and what its button does, are not.
  public var restorationTag: String? {
    switch self {
    case .people: "people"
    case .user: "user"
    case .invite: "invite"
    case .block, .blocked: nil
    }
  }

  /// The user's number.
  public var restorationPayload: RestorationPayload {
    if case .user(let id) = self { ["id": .int(id)] } else { .null }
  }

  /// Rebuilds the route of a tag.
  /// - Parameters:
  ///   - tag: `people`, `user` or `invite`.
  ///   - payload: The user's number, for `user`.
  public init(restorationTag tag: String, payload: RestorationPayload) throws(RestorationRouteError) {
    switch tag {
    case "people": self = .people
    case "user": self = .user(try payload.int("id", tag: tag))
    case "invite": self = .invite
    default: throw .unknownTag(tag)
    }
  }
}

// The coordinators name themselves in saved navigation, so that renaming one of their types
// keeps the documents users have saved.

extension HomeCoordinator: RestorationIdentifiable {
  /// `home`.
  public var restorationIdentifier: String { "home" }
}

extension NewsCoordinator: RestorationIdentifiable {
  /// `news`.
  public var restorationIdentifier: String { "news" }
}

extension UsersCoordinator: RestorationIdentifiable {
  /// `users`.
  public var restorationIdentifier: String { "users" }
}

extension SettingsCoordinator: RestorationIdentifiable {
  /// `settings`.
  public var restorationIdentifier: String { "settings" }
}
