import Testing

@testable import TransitionKitCore

/// Routes of a stack: push a screen, pop it.
private enum StackRoute: Sendable {
  case push
  case pop
}

@MainActor
private final class StackCoordinator: NavigationCoordinator<StackRoute> {
  init() throws {
    try super.init(rootViewController: NavigationController(), root: ViewController(title: "Home"))
  }

  override func prepareTransition(for route: StackRoute) -> Transition<NavigationController> {
    switch route {
    case .push: .push(ViewController(title: "Detail"))
    case .pop: .pop()
    }
  }
}

/// A transition that ends before it is performed returns (one operation,
/// not animated, in an idle window) ends without a completion closure; what
/// its change took out of the tree lives until the completion has run, as
/// with any other transition, and the queue's turn ends after it.
@Suite @MainActor struct EndedAtOnceTests {
  @Test func aRoutesCompletionStillSeesTheScreenItsPopTookOut() throws {
    let coordinator = try StackCoordinator()
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    let options = TransitionOptions(animated: false)
    coordinator.trigger(.push, with: options)
    weak let detail = coordinator.rootViewController.topViewController
    try #require(detail?.title == "Detail")
    var seenInCompletion: String?
    var queueWasBusy = false
    var completions = 0

    coordinator.trigger(.pop, with: options) { result in
      #expect(throws: Never.self) { try result.get() }
      completions += 1
      seenInCompletion = detail?.title
      queueWasBusy = window.transitionQueue.isBusy
    }

    #expect(completions == 1)
    #expect(seenInCompletion == "Detail")
    #expect(queueWasBusy, "the completion runs while the route still holds the window's turn")
    #expect(detail == nil, "released once the route is over")
    #expect(!window.transitionQueue.isBusy)
    #expect(coordinator.rootViewController.viewControllers.map(\.title) == ["Home"])
  }

  @Test func aTransitionsCompletionStillSeesTheControllerItsPopTookOut() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: navigation)
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    weak let detail = navigation.topViewController
    var seenInCompletion: String?
    var completions = 0

    Transition<NavigationController>.pop().perform(on: navigation, with: TransitionOptions(animated: false)) { _ in
      completions += 1
      seenInCompletion = detail?.title
    }

    #expect(completions == 1)
    #expect(seenInCompletion == "Detail")
    #expect(detail == nil)
    #expect(window.validate() == [])
  }

  @Test func aRouteOnATreeInNoWindowEndsAtOnceToo() throws {
    let coordinator = try StackCoordinator()
    coordinator.trigger(.push, with: TransitionOptions(animated: false))
    weak let detail = coordinator.rootViewController.topViewController
    var seenInCompletion: String?
    var completions = 0

    coordinator.trigger(.pop, with: TransitionOptions(animated: false)) { _ in
      completions += 1
      seenInCompletion = detail?.title
    }

    #expect(completions == 1)
    #expect(seenInCompletion == "Detail")
    #expect(detail == nil)
  }
}
