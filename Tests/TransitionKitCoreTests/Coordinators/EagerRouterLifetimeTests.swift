import Testing

@testable import TransitionKitCore

private enum EagerAppRoute: Sendable {
  case present(any Presentable)
  case presentOnHome(any Presentable)
}

private enum EagerFlowRoute: Sendable { case askTheApp }

/// An app's custom router gone wrong: it reports success at once, then
/// forwards the route to the app's coordinator, options and all.
@MainActor
private final class EagerRouter: Router {
  let base: BasicCoordinator<EagerAppRoute, NavigationController>
  var viewController: ViewController { base.viewController }
  init(_ base: BasicCoordinator<EagerAppRoute, NavigationController>) { self.base = base }

  func contextTrigger(
    _ route: EagerAppRoute,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    completion?(.success(TransitionContext(presentables: [], animation: nil)))
    base.contextTrigger(route, with: options, completion: nil)
  }
}

/// Options outlive their transition: a router that completes before it
/// forwards the route hands them to the transition it forwards to.
@Suite @MainActor struct EagerRouterLifetimeTests {
  /// A child coordinator's route asks the app, through a router that
  /// completes first, for a transition that waits in the queue behind a
  /// dismissal of the child's own screen. When the forwarded transition
  /// starts, the child's ended journal is not opened again (it would record
  /// the child's removal, and keep the child alive for good): the child is
  /// let go, and no journal is left open.
  @Test func aForwardedTransitionDoesNotReopenTheJournalOfTheTransitionThatForwardedIt() throws {
    let clock = ManualAnimationDriver(framesPerSecond: 24)
    let window = Window(name: "Main")
    window.animationDriver = clock
    let home = ViewController(title: "Home")
    let stack = try NavigationController(rootViewController: home)
    let app = BasicCoordinator<EagerAppRoute, NavigationController>(rootViewController: stack) { route in
      switch route {
      case .present(let presentable): .present(presentable)
      case .presentOnHome(let presentable): .perform(.present(presentable), on: home)
      }
    }
    try app.setRoot(for: window)
    let eager = EagerRouter(app)
    let other = ViewController(title: "Other")
    let animated = TransitionOptions(animated: true)
    weak var weakFlow: BasicCoordinator<EagerFlowRoute, NavigationController>?
    do {
      let flow = BasicCoordinator<EagerFlowRoute, NavigationController>(
        rootViewController: try NavigationController(rootViewController: ViewController(title: "Flow"))
      ) { _ in .trigger(EagerAppRoute.presentOnHome(other), on: eager) }
      weakFlow = flow
      eager.trigger(.present(flow), with: animated)
      flow.trigger(.askTheApp, with: animated)
    }
    Transition<NavigationController>.dismissToRoot().perform(on: stack, with: animated)

    clock.runUntilIdle()

    // The forwarded transition ran in the child's turn (Other over Flow);
    // the dismissal behind it took both.
    #expect(stack.presentedViewController == nil)
    #expect(other.presentingViewController == nil)
    #expect(app.children.isEmpty)
    #expect(app.coordinatorNode.journals.isEmpty)
    #expect(weakFlow == nil)
    #expect(window.validate() == [])
  }
}
