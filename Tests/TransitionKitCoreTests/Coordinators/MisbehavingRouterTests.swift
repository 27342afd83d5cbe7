import Testing

@testable import TransitionKitCore

private enum EchoRoute: Sendable { case go }

/// An app's custom router gone wrong: it calls each completion twice.
@MainActor
private final class TwiceRouter: Router {
  let viewController: ViewController = ViewController(title: "Twice")
  var triggered = 0

  func contextTrigger(
    _ route: EchoRoute,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    triggered += 1
    let context = TransitionContext(presentables: [], animation: nil)
    completion?(.success(context))
    completion?(.success(context))
  }
}

/// A plain screen coordinator.
@MainActor
private func screenCoordinator(_ title: String) -> BasicCoordinator<EchoRoute, ViewController> {
  BasicCoordinator(rootViewController: ViewController(title: title)) { _ in .none() }
}

/// Routers that misbehave, and routers that are gone, never reach the
/// caller twice and never put a stand-in into the tree.
@Suite @MainActor struct MisbehavingRouterTests {
  @Test func aCompletionCalledTwiceIsForwardedOnceByTrigger() {
    let router = TwiceRouter()
    var calls = 0

    router.trigger(.go) { _ in calls += 1 }

    #expect(router.triggered == 1)
    #expect(calls == 1)
  }

  @Test func aCompletionCalledTwiceIsForwardedOnceByEveryErasedRouter() {
    let router = TwiceRouter()
    let erased: [any Router<EchoRoute>] = [router.strongRouter, router.weakRouter, router.unownedRouter]
    for view in erased {
      var calls = 0
      view.contextTrigger(.go, with: .default) { _ in calls += 1 }
      #expect(calls == 1, "\(type(of: view))")
    }
  }

  @Test func aCompletionCalledTwiceIsForwardedOnceByTheTriggerTransition() {
    let router = TwiceRouter()
    var calls = 0

    Transition<ViewController>.trigger(EchoRoute.go, on: router).perform(on: ViewController()) { _ in calls += 1 }

    #expect(calls == 1)
  }

  @Test func aCompletionCalledTwiceIsForwardedOnceByARedirection() {
    let router = TwiceRouter()
    let redirection = RedirectionRouter<EchoRoute, EchoRoute>(
      viewController: ViewController(), parent: router, map: { $0 })
    var calls = 0

    redirection.trigger(.go) { _ in calls += 1 }

    #expect(calls == 1)
  }

  @Test func theAsyncTriggerResumesOnceWhenTheCompletionIsCalledTwice() async throws {
    let router = TwiceRouter()

    try await router.trigger(.go)
    let context = try await router.contextTrigger(.go)

    #expect(router.triggered == 2)
    #expect(context.presentables.isEmpty)
  }

  @Test(arguments: ["weak", "unowned"])
  func aReleasedRouterAsAPresentableIsRefusedAndChangesNothing(kind: String) throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Nav")
    let window = try visibleWindow(root: navigation)
    var released: (any Presentable)?
    do {
      let coordinator = screenCoordinator("Gone")
      released = kind == "weak" ? coordinator.weakRouter : coordinator.unownedRouter
    }
    let presentable = try #require(released)
    let transitions: [Transition<NavigationController>] = [
      .push(presentable), .set([presentable]), .present(presentable), .presentOnRoot(presentable),
      .show(presentable), .showDetail(presentable), .pop(to: presentable),
    ]
    for transition in transitions {
      let before = window.snapshot
      var result: Result<Void, TransitionError>?
      transition.perform(on: navigation) { result = $0 }
      var error: TransitionError?
      if case .failure(let failure) = result { error = failure }
      #expect(error == .routerDeallocated)
      #expect(window.snapshot == before)
    }
    #expect(window.validate() == [])
  }

  @Test func aLiveWeakRouterIsPlacedAsItsCoordinatorsController() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    _ = try visibleWindow(root: navigation)
    let coordinator = screenCoordinator("Here")

    var result: Result<Void, TransitionError>?
    Transition<NavigationController>.push(coordinator.weakRouter).perform(on: navigation) { result = $0 }

    #expect((try? result?.get()) != nil)
    #expect(navigation.topViewController === coordinator.rootViewController)
  }
}
