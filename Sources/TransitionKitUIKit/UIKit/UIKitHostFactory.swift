// The factory of UIKit's containers, and the delegate that turns UIKit's
// callbacks into the adaptor's events. Built on Apple platforms only;
// continuous integration on Linux type-checks this file against the
// signature shim of the TransitionKitUIKitShimCheck target (Tests/UIKitShimCheck).
#if (canImport(UIKit) && !os(watchOS) && !TRANSITIONKIT_UIKIT_SHIM) || (TRANSITIONKIT_UIKIT_SHIM && !canImport(UIKit))
  #if TRANSITIONKIT_UIKIT_SHIM
    import TransitionKitUIKit
  #else
    import UIKit
  #endif
  import TransitionKitCore

  /// Builds UIKit's containers for the adaptor and connects their delegates
  /// (and the presentation controllers of presented screens) to it.
  ///
  /// Split view controllers use the double-column style of iOS 14, page view
  /// controllers scroll horizontally (and curl their pages when
  /// double-sided). An alert is a `UIAlertController` with the node's title
  /// unless ``makeAlert`` says otherwise (the stream does not carry an
  /// alert's buttons).
  @MainActor
  public final class UIKitHostFactory: ContainerHostFactory {
    /// Builds the alert of a node of kind `alert`.
    public var makeAlert: @MainActor (MountNode) -> UIViewController
    /// Builds a plain controller for a node no screen factory builds (`nil`
    /// for a page a swipe brings in before the model names it).
    public var makePlain: @MainActor (MountNode?) -> UIViewController
    private var delegates: [ObjectIdentifier: UIKitDelegate] = [:]

    /// Creates a factory.
    public init() {
      makeAlert = { node in UIAlertController(title: node.title, message: nil, preferredStyle: .alert) }
      makePlain = { node in
        let controller = UIViewController()
        controller.title = node?.title
        return controller
      }
    }

    /// The delegate that tells `events`, made once per adaptor and kept here
    /// (UIKit holds its delegates weakly).
    private func delegate(for events: any HostEvents) -> UIKitDelegate {
      if let delegate = delegates[ObjectIdentifier(events)] { return delegate }
      let delegate = UIKitDelegate(events: events)
      delegates[ObjectIdentifier(events)] = delegate
      return delegate
    }

    /// A `UINavigationController` whose delegate tells `events`.
    public func makeNavigationController(events: any HostEvents) -> any NavigationHost {
      let navigation = UINavigationController()
      navigation.delegate = delegate(for: events)
      return navigation
    }

    /// A `UITabBarController` whose delegate tells `events`.
    public func makeTabBarController(events: any HostEvents) -> any TabBarHost {
      let tabBar = UITabBarController()
      tabBar.delegate = delegate(for: events)
      return tabBar
    }

    /// A `UIPageViewController` whose delegate and data source tell `events`.
    public func makePageViewController(isDoubleSided: Bool, events: any HostEvents) -> any PageHost {
      let pages = UIPageViewController(
        transitionStyle: isDoubleSided ? .pageCurl : .scroll, navigationOrientation: .horizontal, options: nil)
      pages.isDoubleSided = isDoubleSided
      pages.delegate = delegate(for: events)
      pages.dataSource = delegate(for: events)
      return pages
    }

    /// A double-column `UISplitViewController` whose delegate tells `events`.
    public func makeSplitViewController(events: any HostEvents) -> any SplitHost {
      let split = UISplitViewController(style: .doubleColumn)
      split.delegate = delegate(for: events)
      return split
    }

    /// The alert ``makeAlert`` builds.
    public func makeAlertController(for node: MountNode) -> any ViewControllerHost {
      makeAlert(node)
    }

    /// The plain controller ``makePlain`` builds.
    public func makePlaceholder(for node: MountNode?) -> any ViewControllerHost {
      makePlain(node)
    }

    /// Sets the presentation controller's delegate (after the presentation
    /// style, which reading `presentationController` fixes).
    public func observePresentation(of presented: any ViewControllerHost, events: any HostEvents) {
      (presented as? UIViewController)?.presentationController?.delegate = delegate(for: events)
    }

    /// Runs `work` on the main actor's next turn.
    public func performAfterTransition(_ work: @escaping @MainActor @Sendable () -> Void) {
      Task { @MainActor in work() }
    }
  }

  /// UIKit's delegate callbacks, passed on to the adaptor's events.
  @MainActor
  final class UIKitDelegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIPageViewControllerDelegate, UIPageViewControllerDataSource, UISplitViewControllerDelegate,
    UIAdaptivePresentationControllerDelegate
  {
    weak var events: (any HostEvents)?

    init(events: any HostEvents) {
      self.events = events
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      events?.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      events?.navigationController(navigationController, didShow: viewController, animated: animated)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
      -> Bool
    {
      events?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      events?.tabBarController(tabBarController, didSelect: viewController)
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      events?.pageViewController(pageViewController, viewControllerIn: .reverse, of: viewController)
        as? UIViewController
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      events?.pageViewController(pageViewController, viewControllerIn: .forward, of: viewController)
        as? UIViewController
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      events?.pageViewController(
        pageViewController, didFinishAnimating: finished, previousViewControllers: previousViewControllers,
        transitionCompleted: completed)
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      events?.splitViewControllerDidCollapse(svc)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
      events?.splitViewControllerDidExpand(svc)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      events?.presentationControllerWillDismiss(presentationController.presentedViewController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      events?.presentationControllerDidDismiss(presentationController.presentedViewController)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      events?.presentationControllerDidAttemptToDismiss(presentationController.presentedViewController)
    }
  }
#endif
