/// The direction of a page change.
public enum PageDirection: String, Sendable, Hashable, Codable {
  /// To the next page.
  case forward
  /// To the previous page.
  case reverse
}

/// The axis along which a page view controller moves between pages.
public enum PageNavigationOrientation: String, Sendable, Hashable, Codable {
  /// Pages move left and right.
  case horizontal
  /// Pages move up and down.
  case vertical
}

/// Supplies the pages before and after a given page, so that a page swipe can
/// be simulated with ``PageViewController/swipe(_:animated:)``.
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or `nil` when it is the first.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerBefore viewController: ViewController
  ) -> ViewController?
  /// The page after `viewController`, or `nil` when it is the last.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerAfter viewController: ViewController
  ) -> ViewController?
}

/// A container that shows one page (two when double-sided) at a time.
///
/// The visible pages are the controller's ``ViewController/children``; all of
/// them are visible. Other pages live in your data source until they are shown.
///
/// ```swift
/// let pages = PageViewController(title: "Onboarding")
/// pages.dataSource = onboarding
/// try pages.setViewControllers([welcome], direction: .forward, animated: false)
/// try pages.swipe(.forward, animated: true)   // asks the data source for the next page
/// ```
@MainActor
open class PageViewController: ViewController {
  /// Whether two pages are shown at a time.
  public let isDoubleSided: Bool
  /// The axis along which pages move.
  public let navigationOrientation: PageNavigationOrientation
  /// The object that supplies the pages around the visible ones. Held weakly, as in UIKit.
  public weak var dataSource: (any PageViewControllerDataSource)?

  /// Creates a page view controller with no page yet.
  /// - Parameters:
  ///   - title: The controller's title.
  ///   - navigationOrientation: The axis along which pages move.
  ///   - isDoubleSided: Whether two pages are shown at a time.
  public init(
    title: String? = nil,
    navigationOrientation: PageNavigationOrientation = .horizontal,
    isDoubleSided: Bool = false
  ) {
    self.isDoubleSided = isDoubleSided
    self.navigationOrientation = navigationOrientation
    super.init(title: title)
  }

  /// Creates a page view controller showing pages, without throwing.
  ///
  /// ```swift
  /// let onboarding = PageViewController(pages: [welcome])
  /// ```
  ///
  /// When the pages cannot be shown (not exactly ``pagesPerSpread`` of
  /// them, a duplicate, a page already in a hierarchy), it stays without
  /// pages and the error is kept in ``ViewController/initializationError``:
  /// putting it into a hierarchy then fails with it.
  ///
  /// - Parameters:
  ///   - pages: The visible pages: one, or two when double-sided.
  ///   - title: The controller's title.
  ///   - navigationOrientation: The axis along which pages move.
  ///   - isDoubleSided: Whether two pages are shown at a time.
  public convenience init(
    pages: [ViewController],
    title: String? = nil,
    navigationOrientation: PageNavigationOrientation = .horizontal,
    isDoubleSided: Bool = false
  ) {
    self.init(title: title, navigationOrientation: navigationOrientation, isDoubleSided: isDoubleSided)
    do throws(TransitionError) {
      try setViewControllers(pages, direction: .forward, animated: false)
    } catch {
      recordInitializationError(error)
    }
  }

  /// The visible pages.
  public var viewControllers: [ViewController] { children }

  /// How many pages are shown at a time: two when double-sided, otherwise one.
  public var pagesPerSpread: Int { isDoubleSided ? 2 : 1 }

  override var containerKind: ContainerKind { .page }
  override var managesChildren: Bool { true }

  /// Shows other pages.
  ///
  /// Visible pages may be shown again; every other controller must be free.
  ///
  /// - Parameters:
  ///   - viewControllers: Exactly ``pagesPerSpread`` pages.
  ///   - direction: The direction of the change.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/pageCountMismatch(expected:actual:pageViewController:)``,
  ///   ``TransitionError/duplicate(_:)`` or ``TransitionError/alreadyInHierarchy(_:)``.
  public func setViewControllers(
    _ viewControllers: [ViewController],
    direction: PageDirection,
    animated: Bool
  ) throws(TransitionError) {
    guard viewControllers.count == pagesPerSpread else {
      throw .pageCountMismatch(
        expected: pagesPerSpread, actual: viewControllers.count, pageViewController: displayName)
    }
    try validateChildren(viewControllers, reusing: children)
    let old = children
    HierarchyChange.perform(.setPages, animated: animated, in: window, scope: self) { transaction in
      transaction.apply(.setChildren(self, from: old, to: viewControllers))
    }
  }

  /// Simulates the user swiping to the next or previous page(s), asking the
  /// data source for them.
  ///
  /// At either end of the pages (the data source returns `nil`) nothing
  /// changes, as when a user swipes past the last page.
  ///
  /// - Parameters:
  ///   - direction: `.forward` for the next page(s), `.reverse` for the previous ones.
  ///   - animated: Whether the change is animated.
  /// - Returns: Whether the pages changed.
  /// - Throws: ``TransitionError/noDataSource(_:)``; or, when the data source
  ///   returns controllers that cannot be shown, the error of
  ///   ``setViewControllers(_:direction:animated:)``.
  @discardableResult
  public func swipe(_ direction: PageDirection, animated: Bool) throws(TransitionError) -> Bool {
    guard let dataSource else { throw .noDataSource(displayName) }
    var pages: [ViewController] = []
    var anchor = direction == .forward ? children.last : children.first
    while pages.count < pagesPerSpread, let current = anchor {
      let next =
        switch direction {
        case .forward: dataSource.pageViewController(self, viewControllerAfter: current)
        case .reverse: dataSource.pageViewController(self, viewControllerBefore: current)
        }
      guard let next else { return false }
      pages.append(next)
      anchor = next
    }
    guard pages.count == pagesPerSpread else { return false }
    if direction == .reverse { pages.reverse() }
    try HierarchyChange.performing(.pageSwipe) { () throws(TransitionError) in
      try setViewControllers(pages, direction: direction, animated: animated)
    }
    return true
  }
}
