import Foundation
import Testing
import TransitionKitCore
import TransitionKitTesting

private enum LogRoute: Sendable {
  case article(Int)
}

/// A coordinator of the news stack: an article is pushed on the headlines.
@MainActor
private final class LogNewsCoordinator: NavigationCoordinator<LogRoute> {
  override func prepareTransition(for route: LogRoute) -> Transition<NavigationController> {
    switch route {
    case .article(let id): .push(ViewController(title: "Article \(id)"))
    }
  }
}

/// A visible window showing a navigation stack "Nav" with "Home" at its root.
@MainActor
private struct LogStage {
  let window = Window(name: "Main")
  let navigation: NavigationController

  init(clock: ManualAnimationDriver? = nil) throws {
    navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Nav")
    if let clock { window.animationDriver = clock }
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
  }

  /// Pushes a controller with a transition and returns its outcome.
  @discardableResult
  func push(_ title: String) -> Result<Void, TransitionError>? {
    var outcome: Result<Void, TransitionError>?
    Transition<NavigationController>.push(ViewController(title: title)).perform(on: navigation) { outcome = $0 }
    return outcome
  }

  /// Pops with a transition and returns its outcome.
  @discardableResult
  func pop() -> Result<Void, TransitionError>? {
    var outcome: Result<Void, TransitionError>?
    Transition<NavigationController>.pop().perform(on: navigation) { outcome = $0 }
    return outcome
  }
}

private let pushRecord = TransitionRecord(transition: "push", kind: .push, from: "Home", to: "Detail", animated: true)
private let popRecord = TransitionRecord(transition: "pop", kind: .pop, from: "Detail", to: "Home", animated: true)

@Suite @MainActor struct EventLogMoreTests {
  @Test func aRefusedTransitionIsLoggedAsFailedWithItsErrorAndNeverStarted() throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window)

    let outcome = stage.pop()

    #expect(throws: TransitionError.cannotPopRoot(navigation: "Nav")) { try outcome?.get() }
    #expect(
      log.events == [
        .transitionFailed(
          TransitionRecord(transition: "pop", animated: true), error: .cannotPopRoot(navigation: "Nav"))
      ])
  }

  @Test func aRouteTriggeredOnACoordinatorIsNamedInTheRecord() throws {
    let window = Window(name: "Main")
    let news = LogNewsCoordinator(
      rootViewController: try NavigationController(
        rootViewController: ViewController(title: "Headlines"), title: "News"))
    try news.setRoot(for: window)
    window.makeKeyAndVisible()
    let log = EventLog(window: window, includesLifecycle: false)

    news.trigger(.article(42))

    let record = TransitionRecord(
      route: "article(42)", router: "LogNewsCoordinator", transition: "push", kind: .push, from: "Headlines",
      to: "Article 42", animated: true)
    #expect(log.events == [.transitionStarted(record), .transitionCompleted(record)])
  }

  @Test func aRouteStillUnderWayIsNamedAsItselfAfterOtherRoutesRanAndEnded() throws {
    let clock = ManualAnimationDriver()
    let slowWindow = Window(name: "Slow")
    slowWindow.animationDriver = clock
    let slow = LogNewsCoordinator(
      rootViewController: try NavigationController(
        rootViewController: ViewController(title: "Headlines"), title: "News"))
    try slow.setRoot(for: slowWindow)
    slowWindow.makeKeyAndVisible()
    let fastWindow = Window(name: "Fast")
    let fast = LogNewsCoordinator(
      rootViewController: try NavigationController(rootViewController: ViewController(title: "Briefs"), title: "Other"))
    try fast.setRoot(for: fastWindow)
    fastWindow.makeKeyAndVisible()

    slow.trigger(.article(1))
    // Attached once the route started: its end describes it from what the route holds.
    let log = EventLog(window: slowWindow, includesLifecycle: false)
    fast.trigger(.article(2), with: TransitionOptions(animated: false))
    fast.trigger(.article(3), with: TransitionOptions(animated: false))
    clock.runUntilIdle()

    let record = TransitionRecord(
      route: "article(1)", router: "LogNewsCoordinator", transition: "push", kind: .push, from: "Headlines",
      to: "Article 1", animated: true)
    #expect(log.events == [.transitionCompleted(record)])
    #expect(fast.rootViewController.viewControllers.map(\.title) == ["Briefs", "Article 2", "Article 3"])
  }

  @Test func aCancelledSwipeBackIsLoggedAsStartedThenCancelled() throws {
    let clock = ManualAnimationDriver()
    let stage = try LogStage(clock: clock)
    stage.push("Detail")
    clock.runUntilIdle()
    let log = EventLog(window: stage.window, includesLifecycle: false)

    let swipe = try stage.navigation.beginInteractivePop()
    swipe.update(0.3)
    swipe.cancel()
    clock.runUntilIdle()

    #expect(swipe.state == .cancelled)
    #expect(log.events == [.transitionStarted(popRecord), .transitionFailed(popRecord, error: .cancelled)])
  }

  @Test func aPopMadeDirectlyOnTheModelIsLoggedAsAModelChange() throws {
    let stage = try LogStage()
    stage.push("Detail")
    let log = EventLog(window: stage.window, includesLifecycle: false)

    _ = try stage.navigation.popViewController(animated: true)

    #expect(
      log.events == [.modelChanged(ModelChangeRecord(kind: .pop, removed: ["Detail"], inserted: [], animated: true))])
  }

  @Test func aLogWithoutLifecycleRecordsOnlyTransitionsAndModelChanges() throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window, includesLifecycle: false)

    stage.push("Detail")
    stage.pop()

    let expected: [NavigationEvent] = [
      .transitionStarted(pushRecord), .transitionCompleted(pushRecord),
      .transitionStarted(popRecord), .transitionCompleted(popRecord),
    ]
    #expect(log.events == expected)
    #expect(log.transitions == expected)
  }

  @Test func lifecycleOfAControllerListsItsCallbacksInOrder() throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window)

    stage.push("Detail")
    stage.pop()

    #expect(
      log.lifecycle(of: "Detail") == [
        .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
      ])
    #expect(
      log.lifecycle(of: "Home") == [
        .viewWillDisappear, .viewDidDisappear, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
      ])
    #expect(log.lifecycle(of: "Nowhere") == [])
  }

  @Test func clearForgetsWhatWasRecordedAndKeepsRecording() throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window, includesLifecycle: false)
    stage.push("Detail")

    log.clear()
    #expect(log.events == [])

    stage.pop()
    #expect(log.events == [.transitionStarted(popRecord), .transitionCompleted(popRecord)])
  }

  @Test func theStreamDeliversTheSameEventsInOrder() async throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window)
    stage.push("Detail")
    stage.pop()
    let count = log.events.count
    #expect(count > 4)

    var delivered: [NavigationEvent] = []
    for await event in log.stream {
      delivered.append(event)
      if delivered.count == count { break }
    }

    #expect(delivered == log.events)
  }

  @Test func stopFinishesTheStreamAndEndsTheRecording() async throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window, includesLifecycle: false)
    stage.push("Detail")

    log.stop()
    stage.pop()

    var delivered: [NavigationEvent] = []
    for await event in log.stream { delivered.append(event) }
    #expect(delivered == [.transitionStarted(pushRecord), .transitionCompleted(pushRecord)])
    #expect(log.events == delivered)
  }

  @Test func pastItsCapacityTheLogKeepsTheNewestAndCountsTheRest() throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window, includesLifecycle: false, capacity: 3)
    stage.push("Detail")
    stage.pop()
    // push started, push completed, pop started, pop completed: the first is dropped.
    #expect(
      log.events == [.transitionCompleted(pushRecord), .transitionStarted(popRecord), .transitionCompleted(popRecord)])
    #expect(log.droppedCount == 1)
    stage.push("Detail")
    #expect(
      log.events == [.transitionCompleted(popRecord), .transitionStarted(pushRecord), .transitionCompleted(pushRecord)])
    #expect(log.droppedCount == 3)
    log.clear()
    #expect(log.events == [])
    #expect(log.droppedCount == 3)
    stage.pop()
    #expect(log.events == [.transitionStarted(popRecord), .transitionCompleted(popRecord)])
  }

  @Test func aCapacityBelowOneKeepsOneEvent() throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window, includesLifecycle: false, capacity: -5, streamBuffer: 0)
    stage.push("Detail")
    #expect(log.capacity == 1)
    #expect(log.events == [.transitionCompleted(pushRecord)])
    #expect(log.droppedCount == 1)
    #expect(log.streamDroppedCount == 1)
  }

  @Test func theStreamKeepsTheNewestEventsNobodyReadYet() async throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window, includesLifecycle: false, streamBuffer: 2)
    stage.push("Detail")
    stage.pop()
    log.stop()
    var delivered: [NavigationEvent] = []
    for await event in log.stream { delivered.append(event) }
    #expect(delivered == [.transitionStarted(popRecord), .transitionCompleted(popRecord)])
    #expect(log.streamDroppedCount == 2)
    #expect(log.events.count == 4)
  }

  @Test func eventsSurviveAJSONRoundTrip() throws {
    let stage = try LogStage()
    let log = EventLog(window: stage.window)
    stage.push("Detail")
    _ = try stage.navigation.popViewController(animated: false)
    stage.pop()
    let events = log.events
    #expect(events.contains { if case .modelChanged = $0 { true } else { false } })
    #expect(events.contains { if case .transitionFailed = $0 { true } else { false } })

    let data = try JSONEncoder().encode(events)
    let decoded = try JSONDecoder().decode([NavigationEvent].self, from: data)

    #expect(decoded == events)
  }

  @Test func eventsAreEqualWhenEveryFieldIsEqual() {
    #expect(NavigationEvent.transitionStarted(pushRecord) == .transitionStarted(pushRecord))
    #expect(NavigationEvent.transitionStarted(pushRecord) != .transitionCompleted(pushRecord))
    var animatedless = pushRecord
    animatedless.animated = false
    #expect(NavigationEvent.transitionStarted(pushRecord) != .transitionStarted(animatedless))
    #expect(
      NavigationEvent.transitionFailed(popRecord, error: .cancelled)
        != .transitionFailed(popRecord, error: .cannotPopRoot(navigation: "Nav")))
    #expect(
      NavigationEvent.lifecycle(controller: "Home", callback: .viewDidAppear, animated: true)
        != .lifecycle(controller: "Home", callback: .viewDidAppear, animated: false))
  }
}
