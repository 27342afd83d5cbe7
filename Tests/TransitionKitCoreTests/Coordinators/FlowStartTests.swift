import Testing
import TransitionKitCore

/// What a flow's completion heard, kept outside the coordinators so that
/// they can be released while it is read.
@MainActor
private final class JourneyHearing<Value: Sendable> {
  var results: [Result<FlowResult<Value>, TransitionError>] = []
}

private enum JourneyAppRoute: Sendable {
  case login
  case home
}

/// A window coordinator that shows the login flow, then a home screen.
@MainActor
private final class JourneyAppCoordinator: WindowCoordinator<JourneyAppRoute> {
  var logins: [Result<FlowResult<String>, TransitionError>] = []
  private(set) weak var login: JourneyLoginCoordinator?

  override func prepareTransition(for route: JourneyAppRoute) -> WindowTransition {
    switch route {
    case .login:
      let login = JourneyLoginCoordinator()
      self.login = login
      return .setRoot(login).startingFlow(of: login) { [unowned self] result in
        logins.append(result)
        if case .success(.finished) = result { trigger(.home) }
      }
    case .home:
      return .setRoot(ViewController(title: "Home"))
    }
  }
}

/// Flows started in every way — from a route, by hand, awaited, in a deep
/// link, behind the queue — and the flows that do not start.
@Suite @MainActor struct FlowStartTests {
  /// The window the tests show their home in (kept by the suite).
  private let window = Window(name: "Main")

  /// The home coordinator as the root of the suite's key, visible window.
  private func shownHome() throws -> (JourneyHomeCoordinator, Window) {
    let home = JourneyHomeCoordinator()
    try home.setRoot(for: window)
    return (home, window)
  }

  @Test func aFlowWhoseTransitionIsRefusedHearsTheErrorAndNothingChanges() throws {
    let (home, window) = try shownHome()
    home.trigger(.login(JourneyLoginCoordinator()))
    let before = window.snapshot
    let second = JourneyLoginCoordinator()
    let hearing = JourneyHearing<String>()
    home.startFlow(second, with: .presentOnRoot(second)) { hearing.results.append($0) }
    #expect(hearing.results == [.failure(.alreadyPresenting("Nav", presented: "Login"))])
    #expect(window.snapshot == before)
    #expect(home.children.count == 1)
    #expect(second.parent == nil)
  }

  @Test func aTransitionThatDoesNotShowTheChildDoesNotStartItsFlow() throws {
    let (home, window) = try shownHome()
    let before = window.snapshot
    let login = JourneyLoginCoordinator()
    let hearing = JourneyHearing<String>()
    home.startFlow(login, with: .none()) { hearing.results.append($0) }
    #expect(hearing.results == [.failure(.flowNotStarted("JourneyLoginCoordinator"))])
    #expect(window.snapshot == before)
    #expect(home.children.isEmpty)
  }

  @Test func aFlowTransitionPerformedWithoutACoordinatorDoesNotStartItsFlow() throws {
    let host = ViewController(title: "Host")
    let login = JourneyLoginCoordinator()
    let hearing = JourneyHearing<String>()
    do {
      Transition<ViewController>.present(login).startingFlow(of: login) { hearing.results.append($0) }
        .perform(on: host)
    }
    #expect(hearing.results == [.failure(.flowNotStarted("JourneyLoginCoordinator"))])
    #expect(host.presentedViewController === login.rootViewController, "the transition itself ran")
  }

  @Test func aFlowStartedByHandIsFollowedLikeOneStartedFromARoute() throws {
    let (home, _) = try shownHome()
    let login = JourneyLoginCoordinator()
    let hearing = JourneyHearing<String>()
    home.startFlow(login, with: .present(login, style: .formSheet)) { hearing.results.append($0) }
    #expect(login.rootViewController.activePresentationStyle == .formSheet)
    try login.rootViewController.beginInteractiveDismissal().finish()
    #expect(hearing.results == [.success(.cancelled(by: .pullDown))])
  }

  @Test func awaitingAFlowReturnsTheValueItFinishedWith() async throws {
    let (home, _) = try shownHome()
    let login = JourneyLoginCoordinator()
    let flow = Task { try await home.startFlow(login, with: .present(login)) }
    var turns = 0
    while login.parent == nil, turns < 1_000 {
      await Task.yield()
      turns += 1
    }
    try await login.trigger(.submit("ada"))
    #expect(try await flow.value == .finished("ada"))
  }

  @Test func awaitingAFlowThatDoesNotStartThrowsItsError() async throws {
    let (home, _) = try shownHome()
    let login = JourneyLoginCoordinator()
    await #expect(throws: TransitionError.flowNotStarted("JourneyLoginCoordinator")) {
      try await home.startFlow(login, with: .none())
    }
    try await home.trigger(.login(JourneyLoginCoordinator()))
    let refused = JourneyLoginCoordinator()
    await #expect(throws: TransitionError.alreadyPresenting("Nav", presented: "Login")) {
      try await home.startFlow(refused, with: .presentOnRoot(refused))
    }
  }

  @Test func aFlowWaitsItsTurnInTheQueue() throws {
    let (home, window) = try shownHome()
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    home.trigger(.profile(JourneyProfileCoordinator()))
    let login = JourneyLoginCoordinator()
    home.trigger(.login(login))
    #expect(login.parent == nil, "the presentation waits for the push")
    login.finish(with: "early")
    clock.runUntilIdle()
    #expect(home.logins == [.success(.finished("early"))])
    #expect(home.profiles.isEmpty)
  }

  @Test func aDeepLinkStartsTheFlowsOfItsSteps() throws {
    let (home, _) = try shownHome()
    let login = JourneyLoginCoordinator()
    var result: Result<Void, TransitionError>?
    home.deepLink(.login(login), JourneyLoginRoute.submit("ada")) { result = $0 }
    #expect(result?.isSuccess == true)
    #expect(home.logins == [.success(.finished("ada"))])
  }

  @Test func aFailedDeepLinkUndoesTheFlowsItStartedWithItsError() throws {
    let (home, window) = try shownHome()
    let before = window.snapshot
    weak var weakLogin: JourneyLoginCoordinator?
    var result: Result<Void, TransitionError>?
    do {
      let login = JourneyLoginCoordinator()
      weakLogin = login
      home.deepLink(.login(login), JourneyLoginRoute.form, 42) { result = $0 }
    }
    #expect(result?.error == .noRouter(for: "42"))
    #expect(home.logins == [.failure(.noRouter(for: "42"))])
    #expect(window.snapshot == before)
    #expect(home.children.isEmpty)
    #expect(weakLogin == nil)
  }

  @Test func aWindowCoordinatorFollowsTheFlowOfItsRoot() throws {
    let window = Window(name: "Main")
    let app = JourneyAppCoordinator(window: window, initialRoute: .login)
    try #require(app.login).trigger(.submit("ada"))
    #expect(app.logins == [.success(.finished("ada"))])
    #expect(window.rootViewController?.title == "Home")
    #expect(app.login == nil, "the login was let go with its screens")
  }

  @Test func aNewWindowRootReplacesTheFlowOfTheOldOne() throws {
    let window = Window(name: "Main")
    let app = JourneyAppCoordinator(window: window, initialRoute: .login)
    app.trigger(.home)
    #expect(app.logins == [.success(.replaced)])
  }

  @Test func aTreeTakenOutOfItsWindowByHandEndsItsFlows() throws {
    let (home, window) = try shownHome()
    home.trigger(.login(JourneyLoginCoordinator()))
    try window.setRootViewController(ViewController(title: "Elsewhere"))
    #expect(home.logins == [.success(.cancelled(by: .directChange))])
  }

  @Test func aParentReleasedWithItsTreeIsNotCalledBackAndNothingLeaks() throws {
    let hearing = JourneyHearing<String>()
    weak var weakHome: JourneyHomeCoordinator?
    weak var weakLogin: JourneyLoginCoordinator?
    do {
      let home = JourneyHomeCoordinator()
      let login = JourneyLoginCoordinator()
      weakHome = home
      weakLogin = login
      home.startFlow(login, with: .present(login)) { hearing.results.append($0) }
      home.trigger(.login(JourneyLoginCoordinator()))
      #expect(login.parent === home)
    }
    #expect(weakHome == nil)
    #expect(weakLogin == nil)
    #expect(hearing.results.isEmpty, "the completion belongs to the parent, which is gone")
  }

  @Test func anAwaitedFlowIsReleasedOnceItEnds() async throws {
    weak var weakHome: JourneyHomeCoordinator?
    weak var weakLogin: JourneyLoginCoordinator?
    let window = Window(name: "Main")
    do {
      let home = JourneyHomeCoordinator()
      weakHome = home
      try home.setRoot(for: window)
      let login = JourneyLoginCoordinator()
      weakLogin = login
      let flow = Task { try await home.startFlow(login, with: .present(login)) }
      var turns = 0
      while login.parent == nil, turns < 1_000 {
        await Task.yield()
        turns += 1
      }
      try login.rootViewController.beginInteractiveDismissal().finish()
      #expect(try await flow.value == .cancelled(by: .pullDown))
    }
    #expect(weakLogin == nil)
    try window.setRootViewController(nil)
    #expect(weakHome == nil)
  }
}
