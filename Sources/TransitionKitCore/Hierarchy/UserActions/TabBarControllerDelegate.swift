/// What an app says about the user's taps on a tab bar, as UIKit's
/// `UITabBarControllerDelegate`.
///
/// Set it as the tab bar controller's ``TabBarController/delegate``. It is
/// asked about the user's taps only (``TabBarController/userDidTapTab(at:)``):
/// selecting in code asks nothing, as in UIKit. Both methods have defaults
/// (allow, do nothing).
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Asked before a tap on a tab takes effect, the selected tab included;
  /// `false` refuses it and nothing changes.
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab.
  /// - Returns: Whether the tap takes effect.
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
  /// Told after a tap took effect: another tab was selected, or the selected
  /// tab was tapped again.
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab.
  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  /// Allows the tap.
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab.
  /// - Returns: `true`.
  public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
    -> Bool
  { true }
  /// Does nothing.
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The tapped tab.
  public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
