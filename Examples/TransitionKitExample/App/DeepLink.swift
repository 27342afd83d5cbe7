import TransitionKitCore

/// Where the app's links lead, read from URLs such as
/// `transitionkit://news/42` by ``table``.
///
/// | Link | Routes after ``HomeRoute/home`` |
/// | --- | --- |
/// | `news` | ``HomeRoute/news`` |
/// | `news/42` | ``HomeRoute/news``, ``NewsRoute/detail(_:)`` |
/// | `users` | ``HomeRoute/users`` |
/// | `users/7` | ``HomeRoute/users``, ``UsersRoute/user(_:)`` |
/// | `users/7/posts` | … then ``PostsRoute/list``, a part this build does not include |
/// | `settings` | ``HomeRoute/settings`` |
public enum AppLink: Hashable, Sendable {
  /// The news tab.
  case news
  /// An article of the news tab.
  case article(Int)
  /// The users tab.
  case users
  /// A user's profile.
  case user(Int)
  /// A user's posts.
  case posts(user: Int)
  /// The settings tab.
  case settings

  /// The routes the link triggers after uncovering the home, of several route types.
  public var routes: [any Hashable & Sendable] {
    switch self {
    case .news: [HomeRoute.news]
    case .article(let id): [HomeRoute.news, NewsRoute.detail(id)]
    case .users: [HomeRoute.users]
    case .user(let id): [HomeRoute.users, UsersRoute.user(id)]
    case .posts(let id): [HomeRoute.users, UsersRoute.user(id), PostsRoute.list]
    case .settings: [HomeRoute.settings]
    }
  }

  /// The chain the link applies on the home: uncover it, then the routes.
  public var chain: LinkChain { LinkChain([HomeRoute.home] + routes) }

  /// The app's URL table: the scheme `transitionkit`, the tab as the host;
  /// `nil` only if its patterns were wrong (a test checks they are not).
  public static let table: LinkTable<AppLink>? = try? LinkTable([
    fixed("news", .news), fixed("users", .users), fixed("settings", .settings),
    numbered("news", "/{id}", AppLink.article) { if case .article(let id) = $0 { id } else { nil } },
    numbered("users", "/{id}", AppLink.user) { if case .user(let id) = $0 { id } else { nil } },
    numbered("users", "/{id}/posts", { AppLink.posts(user: $0) }) { if case .posts(let id) = $0 { id } else { nil } },
  ])

  private static func fixed(_ host: String, _ link: AppLink) -> LinkPattern<AppLink> {
    LinkPattern(
      "/", schemes: ["transitionkit"], hosts: [host], samples: [[:]], make: { _ in link },
      values: { $0 == link ? [:] : nil })
  }

  private static func numbered(
    _ host: String, _ template: String, _ make: @escaping @Sendable (Int) -> AppLink,
    id: @escaping @Sendable (AppLink) -> Int?
  ) -> LinkPattern<AppLink> {
    LinkPattern(
      template, schemes: ["transitionkit"], hosts: [host], parameters: ["id": .int], samples: [["id": 7]],
      make: { $0.int("id").map(make) }, values: { id($0).map { ["id": $0] } })
  }
}

/// A link into the app, such as `transitionkit://news/42`, read by
/// ``AppLink/table`` into the routes that open it.
public struct DeepLink: Sendable, CustomStringConvertible {
  /// The link as text.
  public let description: String
  /// The routes the link triggers after uncovering the home, of several route types.
  public let routes: [any Sendable]

  /// Reads a link; `nil` when the app does not know its path.
  /// - Parameter text: A link such as `transitionkit://news/42`.
  public init?(_ text: String) {
    guard let link = try? AppLink.table?.destination(for: text) else { return nil }
    description = text
    routes = link.routes
  }
}

/// The routes of a user's posts: a part that this build of the app does not
/// include, so no coordinator takes them and a link to them fails.
public enum PostsRoute: Hashable, Sendable {
  /// The list of a user's posts.
  case list
}
