import Testing
import TransitionKitCore
import TransitionKitExample
import TransitionKitTesting

/// The example's scenario, played on the manual clock, checked as a whole:
/// where it ends, how many steps and transitions it went through, what was
/// freed. Each expected value is reasoned out from the script in
/// `Examples/TransitionKitExample/Scenario/Scenario.swift`.
@Suite @MainActor struct ExampleScenarioTests {
  @Test func theSessionEndsOnAFreshLogin() async {
    let trace = await Scenario.play(.manualClock)
    #expect(
      trace.finalTree == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Login" · visible
           └─ [0]: ViewController "Sign in" · visible
        """)
    #expect(trace.steps.last?.coordinators == "App[Login]")
    #expect(trace.steps.allSatisfy { $0.violations.isEmpty })
  }

  /// 24 steps. Step 3 sets off none: the gate holds its link until the
  /// home is shown. Steps 1, 2, 5–20, 23 and 24 set off one transition
  /// each. Step 4 four: the sign-in's new root, then the held link, which
  /// resumes by itself once the home is there (uncover the home: nothing to
  /// dismiss or pop, so one transition that does nothing; select the news
  /// already selected; push the article). The link of step 21 four (dismiss
  /// the sheet and pop the users tab's profile, which uncover the home;
  /// select the news; push the article); the failing link of step 22 three
  /// (pop the news tab's article, select the users, push the user) and the
  /// three changes that undo them (a pop, a tab selection, the article
  /// pushed back). Four changes are made directly on the model: the page
  /// swipe of step 11 and the three undoing changes; the swipe back of step
  /// 17 is the one cancelled transition.
  @Test func stepAndTransitionCounts() async {
    let trace = await Scenario.play(.manualClock)
    #expect(trace.steps.count == 24)
    #expect(
      trace.steps.map(\.transitions.count) == [1, 1, 0, 4] + Array(repeating: 1, count: 16) + [4, 6, 1, 1])
    #expect(trace.transitions.count == 34)
    #expect(trace.transitions.filter { $0.outcome == .completed }.count == 33)
    #expect(trace.transitions.filter { $0.outcome == .cancelled }.count == 1)
    #expect(trace.transitions.filter(\.isModelChange).count == 4)
    #expect(trace.steps.compactMap(\.error) == [.noRouter(for: "list")])
  }

  /// Each of the 30 transitions is one started event and one completed (or,
  /// for the cancelled swipe, failed) event; the 4 direct changes are one
  /// model-changed event each; each of the 4 links (held at step 3, resumed
  /// at step 4, applied at step 21, failed at step 22) one link event: 68 events.
  @Test func eventCounts() async {
    let trace = await Scenario.play(.manualClock)
    var started = 0
    var completed = 0
    var failed = 0
    var modelChanged = 0
    var links: [String] = []
    for event in trace.events {
      switch event {
      case .transitionStarted: started += 1
      case .transitionCompleted: completed += 1
      case .transitionFailed(_, let error):
        failed += 1
        #expect(error == .cancelled)
      case .modelChanged: modelChanged += 1
      case .lifecycle: Issue.record("lifecycle events are left out of the trace")
      case .dismissalAttempted: Issue.record("the flow pulls down no modal sheet")
      case .restored: Issue.record("the flow restores nothing")
      case .link(let record): links.append(record.outcome)
      }
    }
    #expect(trace.events.count == 68)
    #expect([started, completed, failed, modelChanged] == [30, 29, 1, 4])
    #expect(
      links == [
        "held", "applied (0 kept, 3 performed)", "applied (0 kept, 3 performed)",
        "failed: No router takes the route 'list'.",
      ])
  }

  /// The weak references taken before each step: the launch screen, the first
  /// login (3), the home with its tabs and coordinators (11), the article,
  /// the profile and the alert (3), the onboarding with its coordinator and
  /// the three pages it showed (5), the notification sheet with its
  /// coordinator (3), the invitation sheet and the linked article (2): 28,
  /// none alive after the logout.
  @Test func everyControllerAndCoordinatorOfTheSessionIsFreed() async {
    let trace = await Scenario.play(.manualClock)
    #expect(
      trace.release.tracked.sorted() == [
        "Alerts & Sounds", "All Set", "Article 42", "Article 7", "Block User 3?", "Headlines", "Home",
        "HomeCoordinator", "Invite Friends", "Launch", "Login", "LoginCoordinator", "News", "NewsCoordinator",
        "Notifications", "NotificationsCoordinator", "Onboarding", "OnboardingCoordinator", "People",
        "Preferences", "Privacy", "Settings", "SettingsCoordinator", "Sign in", "User 3", "Users",
        "UsersCoordinator", "Welcome",
      ])
    #expect(trace.release.survivors == [])
    #expect(trace.release.isClean)
  }

  /// The failing link popped the news tab back to its headlines, selected
  /// the users tab and pushed a profile before its last route found no
  /// router; all of it was undone, last first.
  @Test func theFailedDeepLinkLeavesTheTreeUnchanged() async throws {
    let trace = await Scenario.play(.manualClock)
    let before = try #require(trace.steps.first { $0.number == 21 })
    let failed = try #require(trace.steps.first { $0.number == 22 })
    #expect(failed.error == .noRouter(for: "list"))
    #expect(failed.snapshot == before.snapshot)
    #expect(failed.coordinators == before.coordinators)
    #expect(
      failed.notes == [
        "link failed: No router takes the route 'list'.", "undone: the tree is exactly as before the link",
      ])
    #expect(failed.transitions.map(\.name) == ["popToRoot", "select", "push", "pop", "selectTab", "push"])
  }

  /// Every app animation ran on the manual clock for exactly its duration
  /// (the gestures excepted: a hand moves them), and every other transition
  /// took no time.
  @Test func animationsRunOnTheManualClock() async {
    let trace = await Scenario.play(.manualClock)
    let gestureSteps: Set<Int> = [15, 17, 18]
    var animations: [String] = []
    for step in trace.steps {
      for transition in step.transitions where !transition.isModelChange {
        if let animation = transition.animation, let duration = transition.duration {
          animations.append(animation)
          if !gestureSteps.contains(step.number) {
            #expect(transition.clockTime == duration, "step \(step.number): \(animation)")
          }
        } else {
          #expect(transition.clockTime == .zero, "step \(step.number): \(transition.name)")
        }
      }
    }
    #expect(
      animations == [
        "fade in", "slide in", "pop up", "pop down", "fade in", "page in", "fade out", "sheet up", "sheet down",
        "fade out", "fade out", "sheet up", "sheet down", "slide out", "fade in", "fade out", "slide in",
      ])
    #expect(trace.clockTime > .zero)
  }

  /// A renderer that applied the demo's mount stream would show the final
  /// tree: a replica built from the stream alone ends equal to it, with no
  /// break of the stream's rules, and every node the session made (the
  /// launch screen included) destroyed once the logout replaced the root.
  @Test func aReplicaOfTheMountStreamEndsAsTheFinalTree() async throws {
    let trace = await Scenario.play(.manualClock)
    let replica = MountReplica()
    for transaction in trace.mounts { replica.apply(transaction) }
    let last = try #require(trace.steps.last)
    #expect(replica.problems == [])
    #expect(replica.snapshot == last.snapshot.structure)
    #expect(replica.isWindowVisible)
    // Left at the end: the login's navigation controller and its sign-in screen.
    #expect(replica.nodeCount == 2)
    #expect(replica.createdCount - replica.destroyedCount == 2)
    #expect(trace.mounts.first?.cause == .attached)
    #expect(trace.mounts.map(\.revision) == Array(0..<UInt64(trace.mounts.count)))
    #expect(trace.mountLines.count == trace.mounts.count)
    #expect(trace.mountLines.last?.hasPrefix("r\(trace.mounts.count - 1) ended: destroy ") == true)
  }
}
