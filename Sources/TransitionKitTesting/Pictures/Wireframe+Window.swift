import TransitionKitCore

extension Wireframe {
  /// Creates the wireframe of a window as the model shows it now.
  ///
  /// Navigation bars show their top controller's navigation item title (its
  /// title when the item has none) and the back button title the navigation
  /// controller computes (`NavigationController/backButtonTitle`: a custom
  /// back button, the title the controller below asks for, its title, or
  /// `Back`). A page view controller with a data source shows as many dots as
  /// pages the data source gives before and after the visible one, up to
  /// ``PageIndicator/maximumCount`` in all; without one, a dot per visible page.
  ///
  /// - Parameters:
  ///   - window: The window to draw.
  ///   - slide: An interactive transition under way, if any.
  @MainActor
  public init(window: Window, slide: Slide? = nil) {
    self.init(window.snapshot)
    self.slide = slide
    guard let root = window.rootViewController, let rootSnapshot = snapshot.root else { return }
    // The same walk as `HierarchySnapshot.allControllers`, with the controllers.
    var pending = [(controller: root, snapshot: rootSnapshot)]
    var index = 0
    while let next = pending.popLast() {
      defer { index += 1 }
      if let navigation = next.controller as? NavigationController, let top = navigation.topViewController {
        navigationBars[index] = NavigationBar(
          title: top.navigationItem.title ?? top.displayName, backButtonTitle: navigation.backButtonTitle)
      }
      if let pages = next.controller as? PageViewController {
        pageIndicators[index] = Self.pageIndicator(of: pages)
      }
      if let presentedSnapshot = next.snapshot.presented, let presented = next.controller.presentedViewController,
        presented.presentingViewController === next.controller
      {
        pending.append((presented, presentedSnapshot))
      } else if next.snapshot.presented != nil {
        // The snapshot and the live tree disagree: keep the derived pictures.
        return
      }
      guard next.controller.children.count == next.snapshot.children.count else { return }
      for pair in zip(next.controller.children, next.snapshot.children).reversed() {
        pending.append((pair.0, pair.1))
      }
    }
  }

  /// The dots of a page view controller: the pages its data source gives
  /// before and after the first visible page, asked at most up to the
  /// maximum count.
  @MainActor
  private static func pageIndicator(of pages: PageViewController) -> PageIndicator {
    let visible = pages.viewControllers
    guard let dataSource = pages.dataSource, let first = visible.first, let last = visible.last else {
      return PageIndicator(count: visible.count, current: 0)
    }
    var before = 0
    var current = first
    while visible.count + before < PageIndicator.maximumCount,
      let previous = dataSource.pageViewController(pages, viewControllerBefore: current)
    {
      before += 1
      current = previous
    }
    var after = 0
    current = last
    while visible.count + before + after < PageIndicator.maximumCount,
      let next = dataSource.pageViewController(pages, viewControllerAfter: current)
    {
      after += 1
      current = next
    }
    return PageIndicator(count: before + visible.count + after, current: before)
  }
}
