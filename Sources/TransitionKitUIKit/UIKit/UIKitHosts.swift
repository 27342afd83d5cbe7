// UIKit's classes on the adaptor's seam: one member of UIKit behind each
// requirement. Built on Apple platforms only; continuous integration on
// Linux type-checks this file against the signature shim of the
// TransitionKitUIKitShimCheck target (Tests/UIKitShimCheck).
#if (canImport(UIKit) && !os(watchOS) && !TRANSITIONKIT_UIKIT_SHIM) || (TRANSITIONKIT_UIKIT_SHIM && !canImport(UIKit))
  #if TRANSITIONKIT_UIKIT_SHIM
    import TransitionKitUIKit
  #else
    import UIKit
  #endif
  import TransitionKitCore

  extension UIViewController: ViewControllerHost {
    /// `navigationItem.title`.
    public var hostNavigationTitle: String? {
      get { navigationItem.title }
      set { navigationItem.title = newValue }
    }

    /// `navigationItem.backButtonTitle`.
    public var hostBackButtonTitle: String? {
      get { navigationItem.backButtonTitle }
      set { navigationItem.backButtonTitle = newValue }
    }

    /// `tabBarItem`: its title (the controller's when the item has none),
    /// its image by name (`UIImage(named:)`) and its badge.
    public func hostSetTabBarItem(_ item: MountTabBarItem) {
      tabBarItem.title = item.title ?? title
      tabBarItem.image = item.imageName.flatMap { UIImage(named: $0) }
      tabBarItem.badgeValue = item.badgeValue
    }

    /// `modalPresentationStyle`, in the model's names (a style the model
    /// does not know reads as `automatic`).
    public var hostModalPresentationStyle: ModalPresentationStyle {
      get {
        switch modalPresentationStyle {
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .currentContext: .currentContext
        case .overFullScreen: .overFullScreen
        case .overCurrentContext: .overCurrentContext
        case .popover: .popover
        default: .automatic
        }
      }
      set {
        switch newValue {
        case .automatic: modalPresentationStyle = .automatic
        case .fullScreen: modalPresentationStyle = .fullScreen
        case .pageSheet: modalPresentationStyle = .pageSheet
        case .formSheet: modalPresentationStyle = .formSheet
        case .currentContext: modalPresentationStyle = .currentContext
        case .overFullScreen: modalPresentationStyle = .overFullScreen
        case .overCurrentContext: modalPresentationStyle = .overCurrentContext
        case .popover: modalPresentationStyle = .popover
        }
      }
    }

    /// `presentedViewController`.
    public var hostPresentedViewController: (any ViewControllerHost)? { presentedViewController }

    /// `presentingViewController`.
    public var hostPresentingViewController: (any ViewControllerHost)? { presentingViewController }

    /// `children`.
    public var hostChildren: [any ViewControllerHost] { children }

    /// `transitionCoordinator`.
    public var hostTransitionCoordinator: (any TransitionCoordinatorHost)? {
      transitionCoordinator.map(UIKitTransitionCoordinator.init)
    }

    /// `present(_:animated:completion:)`.
    public func hostPresent(_ host: any ViewControllerHost, animated: Bool, completion: (@MainActor () -> Void)?) {
      guard let controller = host as? UIViewController else { return }
      present(controller, animated: animated) { completion?() }
    }

    /// `dismiss(animated:completion:)`.
    public func hostDismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
      dismiss(animated: animated) { completion?() }
    }

    /// `addChild(_:)`, the child's view added over the whole view, then `didMove(toParent:)`.
    public func hostAddChild(_ child: any ViewControllerHost) {
      guard let child = child as? UIViewController else { return }
      addChild(child)
      child.view.frame = view.bounds
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }

    /// `willMove(toParent: nil)`, the view removed, then `removeFromParent()`.
    public func hostRemoveFromParent() {
      willMove(toParent: nil)
      view.removeFromSuperview()
      removeFromParent()
    }
  }

  extension UINavigationController: NavigationHost {
    /// `viewControllers`.
    public var hostViewControllers: [any ViewControllerHost] { viewControllers }

    /// `setViewControllers(_:animated:)`.
    public func hostSetViewControllers(_ hosts: [any ViewControllerHost], animated: Bool) {
      setViewControllers(hosts.compactMap { $0 as? UIViewController }, animated: animated)
    }
  }

  extension UITabBarController: TabBarHost {
    /// `viewControllers`.
    public var hostViewControllers: [any ViewControllerHost] { viewControllers ?? [] }

    /// `setViewControllers(_:animated:)`.
    public func hostSetViewControllers(_ hosts: [any ViewControllerHost], animated: Bool) {
      setViewControllers(hosts.compactMap { $0 as? UIViewController }, animated: animated)
    }

    /// `selectedIndex` (`nil` without tabs).
    public var hostSelectedIndex: Int? {
      get { (viewControllers ?? []).isEmpty ? nil : selectedIndex }
      set { if let newValue { selectedIndex = newValue } }
    }
  }

  extension UIPageViewController: PageHost {
    /// `viewControllers`.
    public var hostViewControllers: [any ViewControllerHost] { viewControllers ?? [] }

    /// `setViewControllers(_:direction:animated:completion:)`.
    public func hostSetViewControllers(
      _ hosts: [any ViewControllerHost], direction: PageDirection, animated: Bool,
      completion: (@MainActor (Bool) -> Void)?
    ) {
      setViewControllers(
        hosts.compactMap { $0 as? UIViewController }, direction: direction == .forward ? .forward : .reverse,
        animated: animated
      ) { finished in completion?(finished) }
    }
  }

  extension UISplitViewController: SplitHost {
    /// `viewController(for:)`.
    public func hostViewController(for column: SplitColumn) -> (any ViewControllerHost)? {
      viewController(for: column == .primary ? .primary : .secondary)
    }

    /// `setViewController(_:for:)`.
    public func hostSetViewController(_ host: (any ViewControllerHost)?, for column: SplitColumn) {
      setViewController(host as? UIViewController, for: column == .primary ? .primary : .secondary)
    }

    /// `isCollapsed`.
    public var hostIsCollapsed: Bool { isCollapsed }
  }

  extension UIWindow: WindowHost {
    /// `rootViewController`.
    public var hostRootViewController: (any ViewControllerHost)? {
      get { rootViewController }
      set { rootViewController = newValue as? UIViewController }
    }

    /// `isHidden`.
    public var hostIsHidden: Bool {
      get { isHidden }
      set { isHidden = newValue }
    }

    /// `makeKeyAndVisible()`.
    public func hostMakeKeyAndVisible() {
      makeKeyAndVisible()
    }
  }

  /// A UIKit transition coordinator on the seam.
  @MainActor
  final class UIKitTransitionCoordinator: TransitionCoordinatorHost {
    let coordinator: any UIViewControllerTransitionCoordinator

    init(_ coordinator: any UIViewControllerTransitionCoordinator) {
      self.coordinator = coordinator
    }

    var hostIsInteractive: Bool { coordinator.isInteractive }
    var hostIsCancelled: Bool { coordinator.isCancelled }

    func hostAnimateAlongside(completion: @escaping @MainActor (any TransitionContextHost) -> Void) {
      coordinator.animate(alongsideTransition: nil) { context in completion(UIKitTransitionContext(context)) }
    }

    func hostNotifyWhenInteractionChanges(_ handler: @escaping @MainActor (any TransitionContextHost) -> Void) {
      coordinator.notifyWhenInteractionChanges { context in handler(UIKitTransitionContext(context)) }
    }
  }

  /// A UIKit transition context on the seam.
  @MainActor
  final class UIKitTransitionContext: TransitionContextHost {
    let context: any UIViewControllerTransitionCoordinatorContext

    init(_ context: any UIViewControllerTransitionCoordinatorContext) {
      self.context = context
    }

    var hostIsCancelled: Bool { context.isCancelled }
    var hostPercentComplete: Double { Double(context.percentComplete) }
    var hostCompletionVelocity: Double { Double(context.completionVelocity) }
  }
#endif
