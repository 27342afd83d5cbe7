import TransitionKitCore
import TransitionKitUIKit

/// A stand-in for `UINavigationController`: its delegate is told will-show
/// as a stack change begins and did-show once its animation is over; a
/// swipe back changes the stack at once and puts it back when cancelled.
@MainActor
class FakeNavigationController: FakeViewController, NavigationHost {
  weak var events: (any HostEvents)?

  var hostViewControllers: [any ViewControllerHost] { children }

  func hostSetViewControllers(_ hosts: [any ViewControllerHost], animated: Bool) {
    let hosts = hosts.compactMap { $0 as? FakeViewController }
    record("\(name).setViewControllers([\(hosts.map(\.name).joined(separator: ", "))], animated: \(animated))")
    change(to: hosts, animated: animated)
  }

  /// Changes the stack as UIKit does, telling the delegate.
  @discardableResult
  func change(to hosts: [FakeViewController], animated: Bool, interactive: Bool = false) -> FakeTransitionCoordinator? {
    let old = children
    adopt(hosts)
    guard let top = hosts.last, old.last !== top else { return nil }
    guard animated else {
      events?.navigationController(self, willShow: top, animated: false)
      events?.navigationController(self, didShow: top, animated: false)
      return nil
    }
    let transition = FakeTransitionCoordinator(isInteractive: interactive)
    coordinator = transition
    events?.navigationController(self, willShow: top, animated: true)
    if !interactive { scheduleEnd(of: transition, showing: top, restoring: nil) }
    return transition
  }

  /// Schedules the end of a transition: the coordinator's completion, then did-show.
  func scheduleEnd(
    of transition: FakeTransitionCoordinator, showing top: FakeViewController, restoring old: [FakeViewController]?
  ) {
    uikit.schedule { [weak self] in
      guard let self else { return }
      if let old { adopt(old) }
      transition.complete()
      // As UIKit: did-show once the transition is over; a cancelled one still answers `isCancelled`.
      coordinator = transition.hostIsCancelled ? transition : nil
      events?.navigationController(self, didShow: old?.last ?? top, animated: true)
      coordinator = nil
    }
  }

  /// The user taps the back button: an animated pop.
  func userTapBack() {
    guard children.count > 1 else { return }
    _ = change(to: Array(children.dropLast()), animated: true)
  }

  /// The user chooses a controller in the back button's menu: an animated pop to it.
  func userChooseInBackMenu(_ index: Int) {
    guard children.indices.contains(index), index < children.count - 1 else { return }
    _ = change(to: Array(children.prefix(index + 1)), animated: true)
  }

  /// The user swipes back: an interactive pop the test then releases.
  func userSwipeBack() -> FakeInteraction? {
    guard children.count > 1 else { return nil }
    let old = children
    guard let transition = change(to: Array(children.dropLast()), animated: true, interactive: true),
      let top = children.last
    else { return nil }
    return FakeInteraction(transition: transition) { [weak self] cancelled in
      self?.scheduleEnd(of: transition, showing: top, restoring: cancelled ? old : nil)
    }
  }
}

/// A stand-in for `UITabBarController`: its delegate hears of the user's taps only.
@MainActor
final class FakeTabBarController: FakeViewController, TabBarHost {
  weak var events: (any HostEvents)?
  private var selected: Int?

  var hostViewControllers: [any ViewControllerHost] { children }

  func hostSetViewControllers(_ hosts: [any ViewControllerHost], animated: Bool) {
    let hosts = hosts.compactMap { $0 as? FakeViewController }
    record("\(name).setViewControllers([\(hosts.map(\.name).joined(separator: ", "))], animated: \(animated))")
    adopt(hosts)
    if hosts.isEmpty { selected = nil } else if selected.map({ $0 >= hosts.count }) ?? true { selected = 0 }
  }

  var hostSelectedIndex: Int? {
    get { selected }
    set {
      record("\(name).selectedIndex = \(newValue.map(String.init) ?? "nil")")
      if let newValue, children.indices.contains(newValue) { selected = newValue }
    }
  }

  /// The user taps a tab: the delegate may refuse; then the tab is selected
  /// and the delegate told. Tapping the selected tab pops its navigation
  /// controller to its root, animated, as UIKit does.
  func userTap(_ index: Int) {
    guard children.indices.contains(index) else { return }
    let tab = children[index]
    let wasSelected = selected == index
    guard events?.tabBarController(self, shouldSelect: tab) ?? true else { return }
    selected = index
    let popToRoot = {
      if wasSelected, let navigation = tab as? FakeNavigationController, navigation.coordinator == nil,
        let root = navigation.children.first, navigation.children.count > 1
      {
        navigation.change(to: [root], animated: true)
      }
    }
    if popsToRootBeforeDidSelect { popToRoot() }
    events?.tabBarController(self, didSelect: tab)
    if !popsToRootBeforeDidSelect { popToRoot() }
  }

  /// Whether a tap on the selected tab pops its stack before the delegate
  /// hears did-select (the order UIKit keeps is not documented: both are tested).
  var popsToRootBeforeDidSelect = false
}

/// A stand-in for `UIPageViewController`: a swipe asks the data source for
/// the next page and tells the delegate when its animation is over.
@MainActor
final class FakePageViewController: FakeViewController, PageHost {
  weak var events: (any HostEvents)?
  var directions: [PageDirection] = []

  var hostViewControllers: [any ViewControllerHost] { children }

  func hostSetViewControllers(
    _ hosts: [any ViewControllerHost], direction: PageDirection, animated: Bool,
    completion: (@MainActor (Bool) -> Void)?
  ) {
    let hosts = hosts.compactMap { $0 as? FakeViewController }
    record(
      "\(name).setViewControllers([\(hosts.map(\.name).joined(separator: ", "))], \(direction), animated: \(animated))")
    directions.append(direction)
    adopt(hosts)
    guard animated else {
      completion?(true)
      return
    }
    uikit.schedule { completion?(true) }
  }

  /// The user swipes: the data source gives the page; once the animation is
  /// over the page shows (unless the swipe does not complete) and the delegate is told.
  func userSwipe(_ direction: PageDirection, completes: Bool = true) {
    guard let current = children.first,
      let next = events?.pageViewController(self, viewControllerIn: direction, of: current) as? FakeViewController
    else { return }
    let previous = children
    uikit.schedule { [weak self] in
      guard let self else { return }
      if completes { adopt([next]) }
      events?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: completes)
    }
  }
}

/// A stand-in for a column-style `UISplitViewController`.
@MainActor
final class FakeSplitViewController: FakeViewController, SplitHost {
  weak var events: (any HostEvents)?
  private var columns: [SplitColumn: FakeViewController] = [:]
  var hostIsCollapsed = false

  func hostViewController(for column: SplitColumn) -> (any ViewControllerHost)? { columns[column] }

  func hostSetViewController(_ host: (any ViewControllerHost)?, for column: SplitColumn) {
    let host = host as? FakeViewController
    record("\(name).setViewController(\(host?.name ?? "nil"), for: \(column))")
    columns[column] = host
    adopt([columns[.primary], columns[.secondary]].compactMap { $0 })
  }

  /// The size class changes: the split view controller collapses or expands, and tells its delegate.
  func userResize(collapsed: Bool) {
    hostIsCollapsed = collapsed
    if collapsed { events?.splitViewControllerDidCollapse(self) } else { events?.splitViewControllerDidExpand(self) }
  }
}

/// A stand-in for `UIWindow`.
@MainActor
final class FakeWindow: WindowHost {
  let uikit: FakeUIKit
  var hostRootViewController: (any ViewControllerHost)? {
    didSet {
      uikit.log("window.rootViewController = \((hostRootViewController as? FakeViewController)?.name ?? "nil")")
    }
  }
  var hostIsHidden = true {
    didSet { uikit.log("window.isHidden = \(hostIsHidden)") }
  }

  init(_ uikit: FakeUIKit) {
    self.uikit = uikit
  }

  func hostMakeKeyAndVisible() {
    uikit.log("window.makeKeyAndVisible()")
    hostIsHidden = false
  }
}

/// Builds fake containers, named after their model's title, and connects them to the adaptor.
@MainActor
final class FakeHostFactory: ContainerHostFactory {
  let uikit: FakeUIKit
  /// Navigation controllers ignore `setViewControllers` (a misbehaving host, for the drift check).
  var makesStubbornNavigationControllers = false
  private var count = 0

  init(_ uikit: FakeUIKit) {
    self.uikit = uikit
  }

  private func nextName(_ kind: String) -> String {
    count += 1
    return "\(kind)\(count)"
  }

  func makeNavigationController(events: any HostEvents) -> any NavigationHost {
    let navigation =
      makesStubbornNavigationControllers
      ? StubbornNavigationController(uikit, name: nextName("nav"))
      : FakeNavigationController(uikit, name: nextName("nav"))
    navigation.events = events
    return navigation
  }

  func makeTabBarController(events: any HostEvents) -> any TabBarHost {
    let tabBar = FakeTabBarController(uikit, name: nextName("tabs"))
    tabBar.events = events
    return tabBar
  }

  func makePageViewController(isDoubleSided: Bool, events: any HostEvents) -> any PageHost {
    let pages = FakePageViewController(uikit, name: nextName("pages"))
    pages.events = events
    return pages
  }

  func makeSplitViewController(events: any HostEvents) -> any SplitHost {
    let split = FakeSplitViewController(uikit, name: nextName("split"))
    split.events = events
    return split
  }

  func makeAlertController(for node: MountNode) -> any ViewControllerHost {
    FakeViewController(uikit, name: "alert:\(node.title ?? "")")
  }

  func makePlaceholder(for node: MountNode?) -> any ViewControllerHost {
    FakeViewController(uikit, name: node.map { "placeholder:\($0.title ?? $0.typeName)" } ?? nextName("placeholder"))
  }

  func observePresentation(of presented: any ViewControllerHost, events: any HostEvents) {
    (presented as? FakeViewController)?.presentationEvents = events
  }

  /// As the main actor's next turn: once the animations under way have ended.
  func performAfterTransition(_ work: @escaping @MainActor @Sendable () -> Void) {
    uikit.schedule(work)
  }
}

/// A navigation controller that ignores the stacks it is given: the drift check must notice.
@MainActor
final class StubbornNavigationController: FakeNavigationController {
  override func hostSetViewControllers(_ hosts: [any ViewControllerHost], animated: Bool) {
    record("\(name).setViewControllers ignored")
    if children.isEmpty, let first = hosts.first as? FakeViewController { adopt([first]) }
  }
}
