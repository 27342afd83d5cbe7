import TransitionKitCore

/// The routes of the news tab.
public enum NewsRoute: Hashable, Sendable {
  /// The headlines.
  case headlines
  /// An article, on top of the headlines.
  case detail(Int)
}

/// The news tab: the headlines, and articles pushed on top with a fade.
public final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
  /// Creates the news tab, showing the headlines.
  public init() {
    super.init(rootViewController: NavigationController(title: "News"), initialRoute: .headlines)
  }

  /// The transition for each route.
  public override func prepareTransition(for route: NewsRoute) -> Transition<NavigationController> {
    switch route {
    case .headlines: .set([ViewController(title: "Headlines")])
    case .detail(let id): .push(ViewController(title: "Article \(id)"), animation: Motion.fade)
    }
  }
}
