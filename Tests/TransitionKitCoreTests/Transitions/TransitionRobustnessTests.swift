import Testing

@testable import TransitionKitCore

/// Misuse and corner cases that must neither wedge a window's queue nor trap
/// nor keep a removed controller alive.
@Suite @MainActor struct TransitionRobustnessTests {
  private enum StackRoute: Sendable {
    case push(Int)
    case custom, child
  }

  private final class StackCoordinator: NavigationCoordinator<StackRoute> {
    override func prepareTransition(for route: StackRoute) -> Transition<NavigationController> {
      switch route {
      case .push(let number): .push(ViewController(title: "P\(number)"))
      case .child: .push(ViewCoordinator<StackRoute>(rootViewController: ViewController(title: "Child")))
      case .custom:
        // Performs another transition without passing its options on.
        Transition(presentables: [], animation: nil) { root, _, completion in
          Transition<NavigationController>.push(ViewController(title: "Custom")).perform(
            on: root, completion: completion)
        }
      }
    }
  }

  private func stackInWindow() throws -> (StackCoordinator, Window) {
    let coordinator = try StackCoordinator(root: ViewController(title: "P0"))
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    return (coordinator, window)
  }

  @Test func aCustomTransitionReachedThroughARouteInsideMultipleDoesNotWedgeTheQueue() throws {
    let (coordinator, window) = try stackInWindow()
    var result: Result<Void, TransitionError>?

    Transition<NavigationController>.multiple(.route(.custom, on: coordinator), .none())
      .perform(on: coordinator.rootViewController) { result = $0 }

    try #require(result).get()
    #expect(!window.isTransitioning)
    #expect(coordinator.rootViewController.viewControllers.map(\.displayName) == ["P0", "Custom"])
  }

  @Test func aDeepLinkThroughACustomRouteDoesNotWedgeTheQueue() throws {
    let (coordinator, window) = try stackInWindow()
    var result: Result<Void, TransitionError>?

    coordinator.deepLink(.push(1), StackRoute.custom) { result = $0 }

    try #require(result).get()
    #expect(!window.isTransitioning)
    #expect(coordinator.rootViewController.viewControllers.map(\.displayName) == ["P0", "P1", "Custom"])
  }

  @Test func aCustomTransitionWaitsForTheTransitionBeforeIt() throws {
    let (coordinator, window) = try stackInWindow()
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    var completions: [String] = []

    coordinator.trigger(.push(1)) { _ in completions.append("push") }
    Transition<NavigationController>(presentables: [], animation: nil) { root, options, completion in
      Transition<NavigationController>.pop().perform(on: root, with: options, completion: completion)
    }.perform(on: coordinator.rootViewController) { _ in completions.append("custom pop") }
    #expect(coordinator.rootViewController.viewControllers.map(\.displayName) == ["P0", "P1"])
    clock.runUntilIdle()

    #expect(completions == ["push", "custom pop"])
    #expect(coordinator.rootViewController.viewControllers.map(\.displayName) == ["P0"])
    #expect(window.validate() == [])
  }

  @Test func aFailedMultipleKeepsTheChildCoordinatorItsFirstStepPopped() throws {
    let (coordinator, window) = try stackInWindow()
    coordinator.trigger(.child)
    let child = try #require(coordinator.children.first)

    var result: Result<Void, TransitionError>?
    Transition<NavigationController>.multiple(.pop(), .pop(to: ViewController(title: "Ghost")))
      .perform(on: coordinator.rootViewController) { result = $0 }

    #expect(throws: TransitionError.notInStack("Ghost", navigation: "Nav")) { try result?.get() }
    #expect(coordinator.children.count == 1)
    #expect(coordinator.children.first === child)
    #expect(window.validate() == [])
  }

  @Test func aDroppedInteractiveHandleCancelsItsTransition() throws {
    let (coordinator, window) = try stackInWindow()
    coordinator.trigger(.push(1))
    let before = window.snapshot

    do {
      let swipe = try coordinator.rootViewController.beginInteractivePop()
      swipe.update(0.5)
    }

    #expect(!window.isTransitioning)
    #expect(window.snapshot == before)
    coordinator.trigger(.push(2))
    #expect(coordinator.rootViewController.viewControllers.map(\.displayName) == ["P0", "P1", "P2"])
  }

  @Test func changingTheDriverMidAnimationFinishesTheAnimation() throws {
    let (coordinator, window) = try stackInWindow()
    window.animationDriver = ManualAnimationDriver()
    var completed = false
    coordinator.trigger(.push(1)) { _ in completed = true }

    let newClock = ManualAnimationDriver()
    window.animationDriver = newClock
    newClock.runUntilIdle()

    #expect(completed)
    #expect(!window.isTransitioning)
    #expect(window.validate() == [])
  }

  @Test func notANumberAndHugeDurationsDoNotTrap() throws {
    let (coordinator, window) = try stackInWindow()
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    coordinator.trigger(.push(1))
    clock.runUntilIdle()

    let swipe = try coordinator.rootViewController.beginInteractivePop()
    swipe.update(.nan)
    #expect(swipe.progress == 0)
    swipe.finish(velocity: .nan)
    clock.advance(by: .seconds(10_000_000_000))

    #expect(swipe.state == .finished)
    #expect(coordinator.rootViewController.viewControllers.map(\.displayName) == ["P0"])
    #expect(window.validate() == [])
  }

  @Test func aSwipeFinishedAtItsEndReleasesThePoppedController() throws {
    let (coordinator, window) = try stackInWindow()
    do {
      let pushed = ViewController(title: "Pushed")
      try coordinator.rootViewController.pushViewController(pushed, animated: false)
    }
    weak let popped = coordinator.rootViewController.topViewController

    let swipe = try coordinator.rootViewController.beginInteractivePop()
    swipe.update(1)
    swipe.finish()

    #expect(swipe.state == .finished)
    #expect(popped == nil)
    #expect(window.validate() == [])
  }

  @Test func aCancelledInteractivePushDoesNotRememberItsAnimation() throws {
    let (coordinator, window) = try stackInWindow()
    let pushed = ViewController(title: "Pushed")

    let handle = try Transition<NavigationController>.push(pushed, animation: .fade().withBackButton(title: "Custom"))
      .performInteractively(on: coordinator.rootViewController)
    handle.cancel()

    #expect(pushed.isFree)
    #expect(pushed.transitionAnimation == nil)
    #expect(pushed.navigationItem.customBackButton == nil)
    #expect(window.validate() == [])
  }

  @Test func aLongDeepLinkCompletes() throws {
    let (coordinator, window) = try stackInWindow()
    var result: Result<Void, TransitionError>?

    coordinator.deepLink(.push(1), following: (2...2000).map { StackRoute.push($0) }) { result = $0 }

    try #require(result).get()
    #expect(coordinator.rootViewController.viewControllers.count == 2001)
    #expect(window.validate() == [])
  }
}
