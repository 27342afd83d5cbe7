import TransitionKitCore

/// The routes of the onboarding.
public enum OnboardingRoute: Sendable {
  /// The Next button: the next page turns in.
  case next
  /// The Done button on the last page: the onboarding goes away.
  case finish
}

/// The onboarding: pages over the full screen that the user swipes through
/// or turns with a Next button; Done dismisses the whole onboarding.
public final class OnboardingCoordinator: PageCoordinator<OnboardingRoute> {
  /// The titles of the pages, in order.
  public static let pageTitles = ["Welcome", "Privacy", "All Set"]

  /// Creates the onboarding on its first page.
  public init() {
    let pages = Self.pageTitles.map { title in
      let page = ViewController(title: title)
      // A page swiped in by hand turns like a page turned with Next.
      page.transitionAnimation = Motion.page
      return page
    }
    super.init(rootViewController: PageViewController(title: "Onboarding"), initialPages: pages)
  }

  /// The transition for each route.
  public override func prepareTransition(for route: OnboardingRoute) -> PageTransition {
    switch route {
    case .next:
      guard let current = rootViewController.viewControllers.first,
        let next = dataSource.pageViewController(rootViewController, viewControllerAfter: current)
      else { return .none() }
      return .set(next, direction: .forward, animation: Motion.page)
    case .finish:
      return .dismiss()
    }
  }
}
