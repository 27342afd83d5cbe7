import Testing
import TransitionKitCore
import TransitionKitTesting

// MARK: - Things that outlive a test on purpose

/// Where the tests keep objects alive past their flow, as a leaky cache would.
@MainActor
private enum LeakyStorage {
  static var controllers: [ViewController] = []
  static var onLogout: (@MainActor () -> Void)?

  static func reset() {
    controllers.removeAll()
    onLogout = nil
  }
}

private enum LeakRoute: Sendable { case home, detail }

/// A small navigation coordinator: a home screen, and a detail pushed on it.
@MainActor
private final class LeakCoordinator: NavigationCoordinator<LeakRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Nav"), initialRoute: .home)
  }

  override func prepareTransition(for route: LeakRoute) -> Transition<NavigationController> {
    switch route {
    case .home: .set([ViewController(title: "Home")])
    case .detail: .push(ViewController(title: "Detail"))
    }
  }
}

/// Pushes a detail screen and taps back: everything made can be released.
@MainActor
private func runDetailFlow(keepingDetail: Bool = false) throws {
  let coordinator = LeakCoordinator()
  let app = try TestWindow(root: coordinator)
  coordinator.trigger(.detail)
  app.runAll()
  if keepingDetail, let detail = coordinator.rootViewController.topViewController {
    LeakyStorage.controllers.append(detail)
  }
  try app.tapBackButton()
}

// MARK: - Tests

@Suite(.serialized) @MainActor struct LeakTrackerTests {
  @Test func aCleanFlowLeavesNoSurvivors() throws {
    let ((), tracker) = try LeakTracker.tracking { try runDetailFlow() }

    #expect(tracker.trackedCount == 4)  // the coordinator, its navigation controller, Home and Detail
    #expect(tracker.survivors == [])
  }

  @Test func aCleanFlowPassesTheOneLineCheck() throws {
    try expectNoLeaks { try runDetailFlow() }
  }

  @Test func aControllerKeptInAStaticIsReportedByTitle() throws {
    defer { LeakyStorage.reset() }

    let ((), tracker) = try LeakTracker.tracking { try runDetailFlow(keepingDetail: true) }

    #expect(tracker.survivors == ["Detail"])
  }

  @Test func aCoordinatorCapturedByALongLivedClosureIsReportedWithItsScreens() throws {
    defer { LeakyStorage.reset() }

    let ((), tracker) = try LeakTracker.tracking {
      let coordinator = LeakCoordinator()
      _ = try TestWindow(root: coordinator)
      LeakyStorage.onLogout = { coordinator.trigger(.home) }
    }

    #expect(tracker.survivors == ["Nav", "LeakCoordinator", "Home"])
  }

  @Test func survivorsAreNamedByTheirCurrentTitle() {
    defer { LeakyStorage.reset() }

    let ((), tracker) = LeakTracker.tracking {
      let controller = ViewController()
      LeakyStorage.controllers.append(controller)
      controller.title = "Renamed"
    }

    #expect(tracker.survivors == ["Renamed"])
  }

  @Test func objectsTrackedByHandAreReportedByTheirName() {
    final class Model {}
    let tracker = LeakTracker()
    let model = Model()

    tracker.track(model, name: "Checkout model")

    #expect(tracker.survivors == ["Checkout model"])
    withExtendedLifetime(model) {}
  }

  @Test func aLeakIsRecordedAtTheCallersLineListingTheSurvivors() {
    defer { LeakyStorage.reset() }
    let expectedLine = #line + 3

    withKnownIssue {
      expectNoLeaks { LeakyStorage.controllers += [ViewController(title: "Cart"), ViewController(title: "Receipt")] }
    } matching: { issue in
      issue.sourceLocation?.line == expectedLine
        && issue.comments.map(\.rawValue) == ["2 of 2 tracked objects outlived the test: 'Cart', 'Receipt'"]
    }
  }

  @Test func aTrackersLeakIsRecordedAtTheCallersLine() throws {
    defer { LeakyStorage.reset() }
    let ((), tracker) = try LeakTracker.tracking { try runDetailFlow(keepingDetail: true) }
    let expectedLine = #line + 3

    withKnownIssue {
      expectNoLeaks(tracker)
    } matching: { issue in
      issue.sourceLocation?.line == expectedLine
        && issue.comments.map(\.rawValue) == ["1 of 4 tracked objects outlived the test: 'Detail'"]
    }
  }

  @Test func theAsyncCheckTracksWhatAnAsyncFlowMakes() async throws {
    try await expectNoLeaks {
      let coordinator = LeakCoordinator()
      let app = try TestWindow(root: coordinator)
      try await coordinator.trigger(.detail, with: TransitionOptions(animated: false))
      try app.swipeBack(to: 0.8, then: .finish)
    }
  }

  @Test func theAsyncCheckReportsWhatAnAsyncFlowLeaks() async throws {
    defer { LeakyStorage.reset() }
    let expectedLine = #line + 3

    try await withKnownIssue {
      try await expectNoLeaks {
        let coordinator = LeakCoordinator()
        try await coordinator.trigger(.detail, with: TransitionOptions(animated: false))
        LeakyStorage.controllers += coordinator.rootViewController.viewControllers
      }
    } matching: { issue in
      issue.sourceLocation?.line == expectedLine
        && issue.comments.map(\.rawValue) == ["2 of 4 tracked objects outlived the test: 'Home', 'Detail'"]
    }
  }

  @Test func anInnerTrackerAlsoReportsToTheOuterOne() {
    defer { LeakyStorage.reset() }

    let (inner, outer) = LeakTracker.tracking {
      LeakyStorage.controllers.append(ViewController(title: "Outer"))
      let ((), inner) = LeakTracker.tracking { LeakyStorage.controllers.append(ViewController(title: "Inner")) }
      return inner
    }

    #expect(inner.survivors == ["Inner"])
    #expect(outer.survivors == ["Outer", "Inner"])
  }

  @Test func nothingIsTrackedOutsideTheTrackingScope() {
    let ((), tracker) = LeakTracker.tracking {}
    let afterwards = ViewController(title: "Afterwards")

    #expect(tracker.trackedCount == 0)
    withExtendedLifetime(afterwards) {}
  }
}
