import TransitionKitCore

// The coordinators and screens of the tests of child bookkeeping
// (`ChildRefreshTests`, `WindowReleaseRefreshTests`).

enum RefreshLeafRoute: Sendable { case stay }

@MainActor
final class RefreshLeaf: ViewCoordinator<RefreshLeafRoute> {
  init(_ title: String) {
    super.init(rootViewController: ViewController(title: title))
  }
  init(showing controller: ViewController) {
    super.init(rootViewController: controller)
  }
  override func prepareTransition(for route: RefreshLeafRoute) -> Transition<ViewController> {
    .none()
  }
}

/// A screen that pops itself off its stack, directly on the model (app code
/// in a callback), once it has appeared or disappeared, as it was armed.
@MainActor
final class PopsItself: ViewController {
  enum Moment { case didAppear, didDisappear }
  /// When the screen pops itself next, if at all.
  var armed: Moment?
  override func viewDidAppear(_ animated: Bool) { pop(at: .didAppear) }
  override func viewDidDisappear(_ animated: Bool) { pop(at: .didDisappear) }
  private func pop(at moment: Moment) {
    guard armed == moment else { return }
    armed = nil
    _ = try? (parent as? NavigationController)?.popViewController(animated: false)
  }
}

enum RefreshRoute: Sendable {
  case push(any Presentable)
  case popToRoot
  case none
}

@MainActor
final class RefreshParent: NavigationCoordinator<RefreshRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Stack"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Root")]), with: TransitionOptions(animated: false))
  }
  override func prepareTransition(for route: RefreshRoute) -> Transition<NavigationController> {
    switch route {
    case .push(let presentable): .push(presentable)
    case .popToRoot: .popToRoot()
    case .none: .none()
    }
  }
}
