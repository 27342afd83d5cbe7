import TransitionKitCore

/// The members of `UIViewController` the adaptor uses: a host shows one node
/// of the model's tree.
///
/// Each requirement mirrors one UIKit member (named in its comment), so that
/// UIKit's class conforms in a few lines and a test can stand in for it.
@MainActor
public protocol ViewControllerHost: AnyObject {
  /// `UIViewController.title`.
  var title: String? { get set }
  /// `UIViewController.navigationItem.title`.
  var hostNavigationTitle: String? { get set }
  /// `UIViewController.navigationItem.backButtonTitle`.
  var hostBackButtonTitle: String? { get set }
  /// `UIViewController.tabBarItem`: its `title` (the controller's title
  /// when the item has none), its `image` (by name) and its `badgeValue`.
  func hostSetTabBarItem(_ item: MountTabBarItem)
  /// `UIViewController.modalPresentationStyle`, as the model names its styles.
  var hostModalPresentationStyle: ModalPresentationStyle { get set }
  /// `UIViewController.presentedViewController`: what this host presents,
  /// or, as UIKit answers, what the ancestor that presents for it presents.
  var hostPresentedViewController: (any ViewControllerHost)? { get }
  /// `UIViewController.presentingViewController`: the host that presents this one, if any.
  var hostPresentingViewController: (any ViewControllerHost)? { get }
  /// `UIViewController.children`: the hosts embedded in this one.
  var hostChildren: [any ViewControllerHost] { get }
  /// `UIViewController.transitionCoordinator`: the transition under way, if any.
  var hostTransitionCoordinator: (any TransitionCoordinatorHost)? { get }
  /// `UIViewController.present(_:animated:completion:)`.
  func hostPresent(_ host: any ViewControllerHost, animated: Bool, completion: (@MainActor () -> Void)?)
  /// `UIViewController.dismiss(animated:completion:)`: ends the presentation
  /// this host makes (and those above it).
  func hostDismiss(animated: Bool, completion: (@MainActor () -> Void)?)
  /// `UIViewController.addChild(_:)`, the child's view added, then
  /// `didMove(toParent:)`: embeds a host.
  func hostAddChild(_ child: any ViewControllerHost)
  /// `willMove(toParent: nil)`, the view removed, then
  /// `UIViewController.removeFromParent()`: takes this host out of its parent.
  func hostRemoveFromParent()
}

/// The members of `UINavigationController` the adaptor uses.
@MainActor
public protocol NavigationHost: ViewControllerHost {
  /// `UINavigationController.viewControllers`: the stack, bottom first.
  var hostViewControllers: [any ViewControllerHost] { get }
  /// `UINavigationController.setViewControllers(_:animated:)`.
  func hostSetViewControllers(_ hosts: [any ViewControllerHost], animated: Bool)
}

/// The members of `UITabBarController` the adaptor uses.
@MainActor
public protocol TabBarHost: ViewControllerHost {
  /// `UITabBarController.viewControllers`: the tabs, in order.
  var hostViewControllers: [any ViewControllerHost] { get }
  /// `UITabBarController.setViewControllers(_:animated:)`.
  func hostSetViewControllers(_ hosts: [any ViewControllerHost], animated: Bool)
  /// `UITabBarController.selectedIndex` (`nil` when there are no tabs).
  var hostSelectedIndex: Int? { get set }
}

/// The members of `UIPageViewController` the adaptor uses.
@MainActor
public protocol PageHost: ViewControllerHost {
  /// `UIPageViewController.viewControllers`: the pages shown.
  var hostViewControllers: [any ViewControllerHost] { get }
  /// `UIPageViewController.setViewControllers(_:direction:animated:completion:)`.
  func hostSetViewControllers(
    _ hosts: [any ViewControllerHost], direction: PageDirection, animated: Bool,
    completion: (@MainActor (Bool) -> Void)?)
}

/// The members of `UISplitViewController` the adaptor uses (the column API of iOS 14).
@MainActor
public protocol SplitHost: ViewControllerHost {
  /// `UISplitViewController.viewController(for:)` for the primary or secondary column.
  func hostViewController(for column: SplitColumn) -> (any ViewControllerHost)?
  /// `UISplitViewController.setViewController(_:for:)`.
  func hostSetViewController(_ host: (any ViewControllerHost)?, for column: SplitColumn)
  /// `UISplitViewController.isCollapsed`.
  var hostIsCollapsed: Bool { get }
}

/// The members of `UIWindow` the adaptor uses.
@MainActor
public protocol WindowHost: AnyObject {
  /// `UIWindow.rootViewController`.
  var hostRootViewController: (any ViewControllerHost)? { get set }
  /// `UIWindow.isHidden`.
  var hostIsHidden: Bool { get set }
  /// `UIWindow.makeKeyAndVisible()`.
  func hostMakeKeyAndVisible()
}

/// The members of `UIViewControllerTransitionCoordinator` the adaptor uses.
@MainActor
public protocol TransitionCoordinatorHost: AnyObject {
  /// `isInteractive`: whether a finger drives the transition.
  var hostIsInteractive: Bool { get }
  /// `isCancelled`: whether the transition was cancelled (the user let go
  /// before its end).
  var hostIsCancelled: Bool { get }
  /// `animate(alongsideTransition: nil, completion:)`: runs a closure when
  /// the transition ends, finished or cancelled.
  func hostAnimateAlongside(completion: @escaping @MainActor (any TransitionContextHost) -> Void)
  /// `notifyWhenInteractionChanges(_:)`: runs a closure when the finger
  /// lifts and the transition goes on by itself.
  func hostNotifyWhenInteractionChanges(_ handler: @escaping @MainActor (any TransitionContextHost) -> Void)
}

/// The members of `UIViewControllerTransitionCoordinatorContext` the adaptor uses.
@MainActor
public protocol TransitionContextHost: AnyObject {
  /// `isCancelled`.
  var hostIsCancelled: Bool { get }
  /// `percentComplete`: how far the transition went, from 0 to 1.
  var hostPercentComplete: Double { get }
  /// `completionVelocity`: the speed at which it goes on.
  var hostCompletionVelocity: Double { get }
}
