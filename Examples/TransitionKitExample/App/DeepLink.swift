import TransitionKitCore

/// A link into the app, such as `transitionkit://news/42`, read into the
/// routes that open it.
///
/// | Link | Routes after ``HomeRoute/home`` |
/// | --- | --- |
/// | `news` | ``HomeRoute/news`` |
/// | `news/42` | ``HomeRoute/news``, ``NewsRoute/detail(_:)`` |
/// | `users` | ``HomeRoute/users`` |
/// | `users/7` | ``HomeRoute/users``, ``UsersRoute/user(_:)`` |
/// | `users/7/posts` | … then ``PostsRoute/list``, a part this build does not include |
/// | `settings` | ``HomeRoute/settings`` |
public struct DeepLink: Sendable, CustomStringConvertible {
  /// The link as text.
  public let description: String
  /// The routes the link triggers after uncovering the home, of several route types.
  public let routes: [any Sendable]

  /// Reads a link; `nil` when the app does not know its path.
  /// - Parameter text: A link such as `transitionkit://news/42`.
  public init?(_ text: String) {
    let scheme = "transitionkit://"
    guard text.hasPrefix(scheme),
      let routes = Self.routes(for: text.dropFirst(scheme.count).split(separator: "/").map(String.init))
    else { return nil }
    description = text
    self.routes = routes
  }

  private static func routes(for path: [String]) -> [any Sendable]? {
    let id = path.count > 1 ? Int(path[1]) : nil
    switch (path.first, path.count, id) {
    case ("news", 1, _): return [HomeRoute.news]
    case ("news", 2, let id?): return [HomeRoute.news, NewsRoute.detail(id)]
    case ("users", 1, _): return [HomeRoute.users]
    case ("users", 2, let id?): return [HomeRoute.users, UsersRoute.user(id)]
    case ("users", 3, let id?) where path[2] == "posts": return [HomeRoute.users, UsersRoute.user(id), PostsRoute.list]
    case ("settings", 1, _): return [HomeRoute.settings]
    default: return nil
    }
  }
}

/// The routes of a user's posts: a part that this build of the app does not
/// include, so no coordinator takes them and a link to them fails.
public enum PostsRoute: Sendable {
  /// The list of a user's posts.
  case list
}
