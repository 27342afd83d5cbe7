// Stand-ins for the members of UIKit and Foundation that
// Sources/TransitionKitUIKit/UIKit/ uses, declared with Apple's signatures
// (types, labels, optionality, actor isolation), so that those files — linked
// into this target — type-check on Linux. Nothing here runs: the bodies do
// nothing. The delegate methods UIKit declares `optional` are required here,
// so that a misspelt witness fails to compile instead of being skipped.
// Kept to exactly what the conformances use.
#if TRANSITIONKIT_UIKIT_SHIM && !canImport(UIKit)
  import TransitionKitUIKit

  public typealias CGFloat = Double

  public struct CGRect {
    public init() {}
  }

  open class NSObject {
    public init() {}
  }

  @MainActor
  open class UIView: NSObject {
    open var frame = CGRect()
    open var bounds = CGRect()
    open var isHidden = false
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
  }

  @MainActor
  open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
  }

  @MainActor
  open class UINavigationItem: NSObject {
    open var title: String?
    open var backButtonTitle: String?
  }

  open class UIImage: NSObject {
    public init?(named name: String) {}
  }

  @MainActor
  open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var badgeValue: String?
  }

  public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
  }

  @MainActor
  public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
  }

  @MainActor
  public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
  }

  @MainActor
  open class UIPresentationController: NSObject {
    open var presentedViewController: UIViewController { UIViewController() }
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  }

  @MainActor
  open class UIViewController: NSObject {
    open var title: String?
    open var navigationItem = UINavigationItem()
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var children: [UIViewController] { [] }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open var presentationController: UIPresentationController? { nil }
    open var view: UIView! = UIView()
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func addChild(_ childController: UIViewController) {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func removeFromParent() {}
  }

  @MainActor
  open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    weak open var delegate: (any UINavigationControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  }

  @MainActor
  open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    weak open var delegate: (any UITabBarControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
  }

  @MainActor
  open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
      case pageCurl = 0
      case scroll
    }
    public enum NavigationOrientation: Int, Sendable {
      case horizontal = 0
      case vertical
    }
    public enum NavigationDirection: Int, Sendable {
      case forward = 0
      case reverse
    }
    public struct OptionsKey: Hashable, Sendable {}

    open var viewControllers: [UIViewController]?
    open var isDoubleSided = false
    weak open var delegate: (any UIPageViewControllerDelegate)?
    weak open var dataSource: (any UIPageViewControllerDataSource)?

    public init(
      transitionStyle style: UIPageViewController.TransitionStyle,
      navigationOrientation: UIPageViewController.NavigationOrientation,
      options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {}

    open func setViewControllers(
      _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
      completion: ((Bool) -> Void)? = nil
    ) {}
  }

  @MainActor
  open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
      case unspecified = 0
      case doubleColumn, tripleColumn
    }
    public enum Column: Int, Sendable {
      case primary = 0
      case supplementary, secondary, compact
    }

    open var isCollapsed: Bool { false }
    weak open var delegate: (any UISplitViewControllerDelegate)?

    public init(style: UISplitViewController.Style) {}

    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}
  }

  @MainActor
  open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
      case actionSheet = 0
      case alert
    }
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
      self.init()
    }
  }

  @MainActor
  public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  }

  @MainActor
  public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
      -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  }

  @MainActor
  public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
  }

  @MainActor
  public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  }

  @MainActor
  public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
  }

  @MainActor
  public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  }
#endif
