/// The routes a link leads through, from the root coordinator down: the
/// target state a ``LinkNavigator`` brings the window to.
///
/// The first route is taken by the root coordinator; each next one by the
/// router the routes before it presented for its type, the most recent
/// first (as in a deep link). Routes are compared as `Hashable` values, so
/// that a chain can tell which of its routes already stand.
///
/// ```swift
/// let chain = LinkChain(AppRoute.home, HomeRoute.news, NewsRoute.article(42))
/// ```
public struct LinkChain: Sendable, Hashable, CustomStringConvertible {
  /// The routes, the root coordinator's first.
  public let routes: [any Hashable & Sendable]

  /// Creates a chain of routes.
  /// - Parameter routes: The routes, the root coordinator's first.
  public init(_ routes: [any Hashable & Sendable]) {
    self.routes = routes
  }

  /// Creates a chain of routes.
  /// - Parameter routes: The routes, the root coordinator's first.
  public init(_ routes: any Hashable & Sendable...) {
    self.routes = routes
  }

  /// Creates the chain that leads to a route: the parents it names, then the route.
  ///
  /// A cold start — nothing of the route's place stands yet — builds its
  /// back stack this way:
  ///
  /// ```swift
  /// let chain = LinkChain(to: NewsRoute.article(42))   // home, news, then the article
  /// ```
  ///
  /// - Parameter route: The route the chain ends with.
  public init(to route: some LinkRoute) {
    routes = route.parentRoutes + [route]
  }

  /// Whether two chains have the same routes, in the same order.
  public static func == (lhs: LinkChain, rhs: LinkChain) -> Bool {
    lhs.routes.count == rhs.routes.count && zip(lhs.routes, rhs.routes).allSatisfy { Self.same($0, $1) }
  }

  /// Hashes the routes.
  public func hash(into hasher: inout Hasher) {
    for route in routes { hasher.combine(AnyHashable(route)) }
  }

  /// The routes, separated by arrows: `AppRoute.home → HomeRoute.news`.
  public var description: String {
    routes.map { "\(type(of: $0)).\($0)" }.joined(separator: " → ")
  }

  /// Whether two routes of unknown types are the same route.
  static func same(_ lhs: any Hashable & Sendable, _ rhs: any Hashable & Sendable) -> Bool {
    AnyHashable(lhs) == AnyHashable(rhs)
  }
}

/// A route that names the routes its router needs in place before it: the
/// parents a link to it builds when they do not stand yet.
///
/// ```swift
/// extension NewsRoute: LinkRoute {
///   var parentRoutes: [any Hashable & Sendable] { [AppRoute.home, HomeRoute.news] }
/// }
/// ```
public protocol LinkRoute: Hashable, Sendable {
  /// The routes from the root coordinator down to this route's router, in
  /// the order they are taken.
  var parentRoutes: [any Hashable & Sendable] { get }
}
