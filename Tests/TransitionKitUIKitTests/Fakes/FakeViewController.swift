import TransitionKitCore
import TransitionKitUIKit

/// A stand-in for `UIViewController` that behaves as UIKit does where the
/// adaptor can tell: presentations that end after their animation,
/// `presentedViewController` answered through the parents, a coordinator
/// while a transition runs.
@MainActor
class FakeViewController: ViewControllerHost {
  let uikit: FakeUIKit
  let name: String
  var title: String? {
    // A new host's first title is not a call worth logging.
    didSet { if title != oldValue, oldValue != nil { uikit.log("\(name).title = \(title ?? "nil")") } }
  }
  var hostNavigationTitle: String?
  var hostBackButtonTitle: String?
  var hostModalPresentationStyle = ModalPresentationStyle.automatic
  /// The tab bar item, as last set, and how many times it was set.
  private(set) var tabBarItem = MountTabBarItem()
  private(set) var tabBarItemSets = 0

  func hostSetTabBarItem(_ item: MountTabBarItem) {
    tabBarItem = item
    tabBarItemSets += 1
  }
  /// What presents this host's presentations (its parent, when it is the presentation context).
  private(set) var presented: FakeViewController?
  private(set) weak var presenting: FakeViewController?
  private(set) weak var parent: FakeViewController?
  var children: [FakeViewController] = []
  /// The transition under way in this host, if any.
  var coordinator: FakeTransitionCoordinator?
  /// Told of pull-downs once the host is presented (the presentation controller's delegate).
  weak var presentationEvents: (any HostEvents)?
  /// Whether the host refuses to present (as UIKit does for a presenter
  /// whose view is not in the window).
  var refusesPresentations = false
  /// Whether a pull-down is refused (`isModalInPresentation`).
  var isModalInPresentation = false

  init(_ uikit: FakeUIKit, name: String) {
    self.uikit = uikit
    self.name = name
  }

  var hostPresentedViewController: (any ViewControllerHost)? {
    // As UIKit: a child answers with what its ancestors present.
    var current: FakeViewController? = self
    while let next = current {
      if let presented = next.presented { return presented }
      current = next.parent
    }
    return nil
  }

  var hostPresentingViewController: (any ViewControllerHost)? { presenting }
  var hostChildren: [any ViewControllerHost] { children }

  var hostTransitionCoordinator: (any TransitionCoordinatorHost)? {
    var current: FakeViewController? = self
    while let next = current {
      if let coordinator = next.coordinator { return coordinator }
      current = next.parent
    }
    return nil
  }

  /// Logs a call, and notes it when a transition of this host runs.
  func record(_ call: String) {
    uikit.log(call)
    if coordinator != nil { uikit.callsDuringTransition.append(call) }
  }

  func hostPresent(_ host: any ViewControllerHost, animated: Bool, completion: (@MainActor () -> Void)?) {
    guard let host = host as? FakeViewController else { return }
    record("\(name).present(\(host.name), \(host.hostModalPresentationStyle), animated: \(animated))")
    // UIKit: "already presenting", or "not in the window hierarchy": nothing
    // happens, and the completion is never called.
    guard presented == nil, !refusesPresentations else { return }
    presented = host
    host.presenting = self
    guard animated else {
      completion?()
      return
    }
    let transition = FakeTransitionCoordinator(isInteractive: false)
    host.coordinator = transition
    uikit.schedule {
      host.coordinator = nil
      transition.complete()
      completion?()
    }
  }

  func hostDismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
    record("\(name).dismiss(animated: \(animated))")
    // As UIKit: a host that presents nothing asks its presenter.
    guard let presenter = presented != nil ? self : presenting, let shown = presenter.presented else {
      completion?()
      return
    }
    let end: @MainActor () -> Void = {
      presenter.presented = nil
      shown.presenting = nil
      completion?()
    }
    guard animated else { return end() }
    uikit.schedule(end)
  }

  func hostAddChild(_ child: any ViewControllerHost) {
    guard let child = child as? FakeViewController else { return }
    record("\(name).addChild(\(child.name))")
    child.detach()
    children.append(child)
    child.parent = self
  }

  func hostRemoveFromParent() {
    record("\(name).removeFromParent()")
    detach()
  }

  /// Takes this host out of its parent's children.
  func detach() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// Makes a host a child (as containers do when given their children).
  func adopt(_ hosts: [FakeViewController]) {
    for host in hosts where host.parent !== self { host.detach() }
    for old in children where !hosts.contains(where: { $0 === old }) { old.parent = nil }
    children = hosts
    for host in hosts { host.parent = self }
  }

  /// The sheet goes away by a path without a transition coordinator: the
  /// presentation controller's delegate hears will-dismiss, then did-dismiss.
  func userDismissWithoutCoordinator() {
    guard let presenter = presenting else { return }
    presentationEvents?.presentationControllerWillDismiss(self)
    presenter.presented = nil
    presenting = nil
    presentationEvents?.presentationControllerDidDismiss(self)
  }

  /// The user pulls this presented sheet down: refused by a sheet that stays
  /// modal (the attempt is told), else an interactive dismissal the test
  /// then releases.
  @discardableResult
  func userPullDown() -> FakeInteraction? {
    guard let presenter = presenting else { return nil }
    if isModalInPresentation {
      presentationEvents?.presentationControllerDidAttemptToDismiss(self)
      return nil
    }
    let transition = FakeTransitionCoordinator(isInteractive: true)
    coordinator = transition
    presentationEvents?.presentationControllerWillDismiss(self)
    return FakeInteraction(transition: transition) { [weak self] cancelled in
      guard let self else { return }
      uikit.schedule {
        self.coordinator = nil
        if !cancelled {
          presenter.presented = nil
          self.presenting = nil
        }
        transition.complete()
        if !cancelled { self.presentationEvents?.presentationControllerDidDismiss(self) }
      }
    }
  }
}

/// A gesture under way: the test lets go of it.
@MainActor
struct FakeInteraction {
  let transition: FakeTransitionCoordinator
  let onRelease: @MainActor (_ cancelled: Bool) -> Void

  /// The finger lifts at a progress; the transition finishes or is cancelled.
  func release(at progress: Double = 0.6, cancelled: Bool, velocity: Double = 0) {
    transition.release(at: progress, cancelled: cancelled, velocity: velocity)
    onRelease(cancelled)
  }
}
