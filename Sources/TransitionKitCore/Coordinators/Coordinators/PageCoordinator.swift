/// A coordinator whose root is a ``PageViewController``, with a built-in data
/// source over its pages, so that a page swipe can be simulated with
/// ``PageViewController/swipe(_:animated:)``.
///
/// ```swift
/// let onboarding = try PageCoordinator<OnboardingRoute>(pages: [welcome, privacy, done], loop: false)
/// try onboarding.rootViewController.swipe(.forward, animated: true)   // shows privacy
/// ```
///
/// The data source keeps every page alive. A page that is a coordinator is
/// also a child while a transition of this coordinator has shown it; a page
/// shown by a swipe (a change made without the coordinator) is not made a
/// child, and the page it replaced stops being one.
@MainActor
open class PageCoordinator<Route: Sendable>: Coordinator<Route, PageViewController> {
  /// The data source over ``PageCoordinatorDataSource/pages``, installed on the root.
  public let dataSource: PageCoordinatorDataSource

  /// Creates a page coordinator over pages, showing one of them.
  /// - Parameters:
  ///   - rootViewController: The page view controller (a new, single-sided one by default).
  ///   - pages: The pages, in order.
  ///   - loop: Whether swiping past the last page shows the first, and back.
  ///   - set: The page to show first (the first page when `nil`); for a
  ///     double-sided controller, the left page of the first spread.
  ///   - direction: The direction of that first change.
  /// - Throws: The error of showing the first page(s).
  public init(
    rootViewController: PageViewController = PageViewController(),
    pages: [any Presentable],
    loop: Bool = false,
    set: (any Presentable)? = nil,
    direction: PageDirection = .forward
  ) throws(TransitionError) {
    dataSource = PageCoordinatorDataSource(pages: pages, loop: loop)
    super.init(rootViewController: rootViewController)
    rootViewController.dataSource = dataSource
    guard let first = set ?? pages.first else { return }
    try performSynchronously(firstSpread(from: first, direction: direction))
  }

  /// Creates a page coordinator over pages, showing one of them, without
  /// throwing: XCoordinator's `init(pages:loop:set:direction:)`.
  ///
  /// ```swift
  /// final class OnboardingCoordinator: PageCoordinator<OnboardingRoute> {
  ///   init() {
  ///     super.init(initialPages: ["Welcome", "Privacy"].map { ViewController(title: $0) })
  ///   }
  /// }
  /// ```
  ///
  /// When the first page(s) cannot be shown, the error is in
  /// ``Coordinator/initialRouteError`` and, for a page view controller shown
  /// nowhere yet, in its ``ViewController/initializationError`` — putting
  /// the coordinator into a hierarchy fails with it.
  ///
  /// - Parameters:
  ///   - rootViewController: The page view controller (a new, single-sided one by default).
  ///   - pages: The pages, in order.
  ///   - loop: Whether swiping past the last page shows the first, and back.
  ///   - set: The page to show first (the first page when `nil`); for a
  ///     double-sided controller, the left page of the first spread.
  ///   - direction: The direction of that first change.
  public init(
    rootViewController: PageViewController = PageViewController(),
    initialPages pages: [any Presentable],
    loop: Bool = false,
    set: (any Presentable)? = nil,
    direction: PageDirection = .forward
  ) {
    dataSource = PageCoordinatorDataSource(pages: pages, loop: loop)
    super.init(rootViewController: rootViewController)
    rootViewController.dataSource = dataSource
    guard let first = set ?? pages.first else { return }
    performInitially(firstSpread(from: first, direction: direction))
  }

  /// The transition that shows the first spread: `first`, and the page after
  /// it when the page view controller is double-sided.
  private func firstSpread(from first: any Presentable, direction: PageDirection) -> Transition<PageViewController> {
    var spread: [any Presentable] = [first]
    if rootViewController.isDoubleSided,
      let second = dataSource.pageViewController(rootViewController, viewControllerAfter: first.viewController)
    {
      spread.append(second)
    }
    return .set(spread[0], spread.count > 1 ? spread[1] : nil, direction: direction)
  }
}

/// Pages in order for a page view controller, optionally looping.
@MainActor
public final class PageCoordinatorDataSource: PageViewControllerDataSource {
  /// The pages, in order.
  public var pages: [any Presentable]
  /// Whether the last page is followed by the first one, and the first one
  /// preceded by the last.
  public var loop: Bool

  /// Creates a data source.
  public init(pages: [any Presentable], loop: Bool) {
    self.pages = pages
    self.loop = loop
  }

  /// The page before a page.
  public func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    page(offset: -1, from: viewController)
  }

  /// The page after a page.
  public func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    page(offset: 1, from: viewController)
  }

  private func page(offset: Int, from viewController: ViewController) -> ViewController? {
    guard let index = pages.firstIndex(where: { $0.viewController === viewController }) else { return nil }
    let next = index + offset
    if pages.indices.contains(next) { return pages[next].viewController }
    guard loop, pages.count > 1 else { return nil }
    return pages[(next + pages.count) % pages.count].viewController
  }
}
