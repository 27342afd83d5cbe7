import Testing
import TransitionKitCore
import TransitionKitTesting

private enum FeedRoute: Sendable {
  case posts
  case post(Int)
  case back
}

/// A feed whose posts fade in over 300 ms: 18 frames of the test window's clock.
@MainActor
private final class FeedCoordinator: NavigationCoordinator<FeedRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Feed"), initialRoute: .posts)
  }

  override func prepareTransition(for route: FeedRoute) -> Transition<NavigationController> {
    switch route {
    case .posts: .set([ViewController(title: "Posts")])
    case .post(let id): .push(ViewController(title: "Post \(id)"), animation: .fade(duration: .milliseconds(300)))
    case .back: .pop()
    }
  }
}

/// Awaiting routes on a test window's clock: it moves while they wait, and a
/// route that cannot finish fails the test instead of hanging it.
@Suite @MainActor struct TestWindowAwaitingTests {
  @Test func awaitingAnAnimatedRouteMovesTheClockUntilItCompletes() async throws {
    let app = try TestWindow(root: FeedCoordinator())

    try await app.run { try await app.root.trigger(.post(1)) }

    expectHierarchy(app.window, matches: "Feed[Posts, Post 1]")
    #expect(!app.window.isTransitioning)
    #expect(app.clock.elapsed == .milliseconds(300), "the clock stops where the route completed")
  }

  @Test func theOperationsResultIsReturned() async throws {
    let app = try TestWindow(root: FeedCoordinator())

    let context = try await app.run { try await app.root.contextTrigger(.post(2)) }

    #expect(context.presentables.map(\.viewController.title) == ["Post 2"])
    expectHierarchy(app.window, matches: "Feed[Posts, Post 2]")
  }

  @Test func routesAwaitedOneAfterAnotherEachTakeTheirTime() async throws {
    let app = try TestWindow(root: FeedCoordinator())

    try await app.run {
      try await app.root.trigger(.post(1))
      try await app.root.trigger(.post(2))
      try await app.root.trigger(.back)  // the push's fade, backwards
    }

    expectHierarchy(app.window, matches: "Feed[Posts, Post 1]")
    #expect(app.clock.elapsed == .milliseconds(900))
  }

  @Test func aRefusedRouteThrowsItsErrorAndChangesNothing() async throws {
    let app = try TestWindow(root: FeedCoordinator())
    let before = app.snapshot

    await #expect(throws: TransitionError.cannotPopRoot(navigation: "Feed")) {
      try await app.run { try await app.root.trigger(.back) }
    }
    #expect(app.snapshot == before)
    #expect(app.clock.elapsed == .zero)
  }

  @Test func anOperationWaitingForAnotherClockFailsOnceIdleInsteadOfHanging() async throws {
    let app = try TestWindow(root: FeedCoordinator())
    let other = try TestWindow(root: FeedCoordinator(), name: "Other")

    await #expect(throws: TestWindowError.operationStalled(clockMoved: .zero, window: "Main")) {
      try await app.run(idleLimit: .milliseconds(50)) { try await other.root.trigger(.post(1)) }
    }
    expectHierarchy(other.window, matches: "Feed[Posts, Post 1]")
    #expect(other.window.isTransitioning, "the route still waits for its own clock")

    // Left behind, the route completes once its clock moves.
    other.runAll()
    #expect(!other.window.isTransitioning)
    #expect(app.snapshot.compact == "Feed[Posts]")
  }

  @Test func anOperationBehindASwipeHeldByHandFailsAtTheClockLimit() async throws {
    let app = try TestWindow(root: FeedCoordinator())
    try await app.run { try await app.root.trigger(.post(1)) }
    let swipe = try app.root.rootViewController.beginInteractivePop()
    swipe.update(0.5)
    let start = app.clock.elapsed

    await #expect(throws: TestWindowError.clockLimitReached(.seconds(2), window: "Main")) {
      try await app.run(clockLimit: .seconds(2)) { try await app.root.trigger(.post(2)) }
    }
    #expect(app.clock.elapsed - start == .seconds(2))

    // The finger lifts: the swipe is undone, then the route waiting behind it runs.
    swipe.cancel()
    app.runAll()
    expectHierarchy(app.window, matches: "Feed[Posts, Post 1, Post 2]")
  }

  @Test func cancellingTheTestsTaskCancelsTheWait() async throws {
    let app = try TestWindow(root: FeedCoordinator())
    let other = try TestWindow(root: FeedCoordinator(), name: "Other")

    let waiting = Task { @MainActor in
      try await app.run(idleLimit: .seconds(30)) { try await other.root.trigger(.post(1)) }
    }
    waiting.cancel()

    await #expect(throws: CancellationError.self) { try await waiting.value }
    other.runAll()
    expectHierarchy(other.window, matches: "Feed[Posts, Post 1]")
  }

  @Test func theLimitsExplainThemselves() {
    #expect(
      TestWindowError.clockLimitReached(.seconds(2), window: "Main").description == """
        The operation had not finished when the clock of the window 'Main' had moved 2.0 seconds with animations \
        still under way: an animation that does not end, transitions that keep starting one another, or an \
        interactive transition held by hand.
        """)
    #expect(
      TestWindowError.operationStalled(clockMoved: .zero, window: "Main").description == """
        The operation had not finished, and no animation of the window 'Main' was left to run (its clock had moved \
        0.0 seconds): it waits for something this clock does not move, such as another window's clock, a gesture \
        the test has not made yet, or a completion that is never called.
        """)
  }
}
