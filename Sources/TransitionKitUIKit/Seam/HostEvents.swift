import TransitionKitCore

/// What UIKit tells the adaptor through its delegates, as the delegate
/// methods it mirrors (each named in its comment).
///
/// ``UIKitAdaptor`` implements it. A host factory connects each container it
/// builds, and each presented host, to it (see ``ContainerHostFactory``);
/// a test's hosts call it at the moments UIKit does.
@MainActor
public protocol HostEvents: AnyObject {
  /// `UINavigationControllerDelegate.navigationController(_:willShow:animated:)`.
  func navigationController(_ navigation: any NavigationHost, willShow shown: any ViewControllerHost, animated: Bool)
  /// `UINavigationControllerDelegate.navigationController(_:didShow:animated:)`.
  func navigationController(_ navigation: any NavigationHost, didShow shown: any ViewControllerHost, animated: Bool)
  /// `UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)`:
  /// a pull-down began (it may still be cancelled).
  func presentationControllerWillDismiss(_ presented: any ViewControllerHost)
  /// `UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)`:
  /// a pull-down finished.
  func presentationControllerDidDismiss(_ presented: any ViewControllerHost)
  /// `UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)`:
  /// a pull-down was refused by a sheet that stays modal.
  func presentationControllerDidAttemptToDismiss(_ presented: any ViewControllerHost)
  /// `UITabBarControllerDelegate.tabBarController(_:shouldSelect:)`: a tab was tapped.
  /// - Returns: Whether the tab bar may select it.
  func tabBarController(_ tabBar: any TabBarHost, shouldSelect selected: any ViewControllerHost) -> Bool
  /// `UITabBarControllerDelegate.tabBarController(_:didSelect:)`.
  func tabBarController(_ tabBar: any TabBarHost, didSelect selected: any ViewControllerHost)
  /// `UIPageViewControllerDataSource.pageViewController(_:viewControllerBefore:)`
  /// (`.reverse`) and `…viewControllerAfter:` (`.forward`): the page a swipe
  /// would bring in.
  func pageViewController(
    _ pages: any PageHost, viewControllerIn direction: PageDirection, of page: any ViewControllerHost
  ) -> (any ViewControllerHost)?
  /// `UIPageViewControllerDelegate.pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
  func pageViewController(
    _ pages: any PageHost, didFinishAnimating finished: Bool,
    previousViewControllers: [any ViewControllerHost], transitionCompleted completed: Bool)
  /// `UISplitViewControllerDelegate.splitViewControllerDidCollapse(_:)`.
  func splitViewControllerDidCollapse(_ split: any SplitHost)
  /// `UISplitViewControllerDelegate.splitViewControllerDidExpand(_:)`.
  func splitViewControllerDidExpand(_ split: any SplitHost)
}

/// Builds the containers the adaptor shows and connects hosts to its
/// ``HostEvents``: UIKit's classes in the app (`UIKitHostFactory`, on
/// Apple platforms), stand-ins in a test.
@MainActor
public protocol ContainerHostFactory: AnyObject {
  /// A navigation controller, its delegate connected to `events`.
  func makeNavigationController(events: any HostEvents) -> any NavigationHost
  /// A tab bar controller, its delegate connected to `events`.
  func makeTabBarController(events: any HostEvents) -> any TabBarHost
  /// A page view controller (two pages at a time when `isDoubleSided`), its
  /// delegate and data source connected to `events`.
  func makePageViewController(isDoubleSided: Bool, events: any HostEvents) -> any PageHost
  /// A split view controller with two columns, its delegate connected to `events`.
  func makeSplitViewController(events: any HostEvents) -> any SplitHost
  /// An alert or action sheet for a node of kind `alert`.
  func makeAlertController(for node: MountNode) -> any ViewControllerHost
  /// A plain controller for a node no screen factory builds, and for a page
  /// a swipe brings in before the model says which it is.
  func makePlaceholder(for node: MountNode?) -> any ViewControllerHost
  /// Connects a host about to be presented to `events` (UIKit: its
  /// presentation controller's delegate, set after its presentation style).
  func observePresentation(of presented: any ViewControllerHost, events: any HostEvents)
  /// Runs `work` once the callback UIKit is in has returned and its
  /// transition is over (UIKit: the main actor's next turn), so that a new
  /// change never starts inside the end of the last one.
  func performAfterTransition(_ work: @escaping @MainActor @Sendable () -> Void)
}
