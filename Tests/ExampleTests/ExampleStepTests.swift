import Testing
import TransitionKitCore
import TransitionKitExample

/// Steps of the example's scenario that show a rule of the library, checked
/// one by one.
@Suite @MainActor struct ExampleStepTests {
  /// What each step did, as `step: transition from → to`.
  @Test func everyTransitionOfTheSession() async {
    let trace = await Scenario.play(.manualClock)
    let moves = trace.steps.flatMap { step in
      step.transitions.map { "\(step.number): \($0.name) \($0.from ?? "–") → \($0.to ?? "–")" }
    }
    #expect(
      moves == [
        "1: setRoot – → Launch", "2: setRoot Launch → Login", "4: setRoot Login → Home", "5: none – → –",
        "5: select – → –", "5: push Headlines → Article 7", "6: select News → Users", "7: push People → User 3",
        "8: present Home → Block User 3?", "9: dismiss Block User 3? → Home", "10: select Users → Settings",
        "11: present Home → Onboarding", "12: setPages Welcome → Privacy", "13: set Privacy → All Set",
        "14: dismiss Onboarding → Home", "15: present Home → Notifications", "16: dismiss Notifications → Home",
        "17: select Settings → News", "18: pop Article 7 → Headlines", "19: pop Article 7 → Headlines",
        "20: select News → Users", "21: present Home → Invite Friends", "22: dismissToRoot Invite Friends → Home",
        "22: select Users → News", "22: push Headlines → Article 42", "23: none – → –", "23: select News → Users",
        "23: push User 3 → User 12", "23: pop User 12 → –", "23: selectTab – → –", "24: select News → Settings",
        "25: setRoot Home → Login",
      ])
  }

  /// The coordinators a route presented are children until their screens
  /// go, whoever makes them go: a route (the onboarding's Done) or the user
  /// (the sheet pulled down).
  @Test func childCoordinatorsComeAndGo() async {
    let trace = await Scenario.play(.manualClock)
    let coordinators = trace.steps.map(\.coordinators)
    let home = "App[Home[News, Users, Settings]]"
    #expect(coordinators[0] == "App")
    #expect(coordinators[1...2] == ["App[Login]", "App[Login]"])
    #expect(coordinators[3] == home)
    #expect(coordinators[10...12] == Array(repeating: "App[Home[News, Users, Settings[Onboarding]]]", count: 3)[...])
    #expect(coordinators[13] == home)
    #expect(coordinators[14] == "App[Home[News, Users, Settings[Notifications]]]")
    #expect(coordinators[15...23] == Array(repeating: home, count: 9)[...])
    #expect(coordinators[24] == "App[Login]")
  }

  /// A swipe back let go at 40 % is cancelled: the article stays, and the
  /// callbacks are UIKit's for a cancelled pop (Headlines started to appear,
  /// then disappeared; the article disappeared, then appeared again). The
  /// next swipe, flicked, pops it.
  @Test func theSwipeBackIsCancelledThenFinished() async throws {
    let trace = await Scenario.play(.manualClock)
    let before = try #require(trace.steps.first { $0.number == 17 })
    let cancelled = try #require(trace.steps.first { $0.number == 18 })
    let finished = try #require(trace.steps.first { $0.number == 19 })
    #expect(cancelled.transitions.map(\.outcome) == [.cancelled])
    #expect(cancelled.snapshot == before.snapshot)
    #expect(cancelled.didAppear == ["Article 7"])
    #expect(cancelled.didDisappear == ["Headlines"])
    #expect(cancelled.notes == ["the swipe is cancelled"])
    #expect(finished.transitions.map(\.outcome) == [.completed])
    #expect(finished.notes == ["the swipe is finished"])
    #expect(finished.snapshot.visibleTitles.contains("Headlines"))
    #expect(!finished.tree.contains("Article 7"))
  }

  /// The link that arrives while the invitation sheet is open dismisses the
  /// sheet, selects the news tab and pushes article 42, each with its own
  /// animation, one after another.
  @Test func aDeepLinkArrivesWhileASheetIsOpen() async throws {
    let trace = await Scenario.play(.manualClock)
    let sheet = try #require(trace.steps.first { $0.number == 21 })
    let link = try #require(trace.steps.first { $0.number == 22 })
    #expect(sheet.tree.contains(#"presented (pageSheet): ViewController "Invite Friends" · visible"#))
    #expect(link.error == nil)
    #expect(link.notes == ["link applied (0 kept, 3 performed)"])
    #expect(link.transitions.map(\.animation) == ["sheet down", nil, "fade in"])
    #expect(
      link.tree == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Home" (selected 0) · visible
           ├─ tab 0 *: NavigationController "News" · visible
           │  ├─ [0]: ViewController "Headlines"
           │  └─ [1]: ViewController "Article 42" · visible
           ├─ tab 1: NavigationController "Users"
           │  ├─ [0]: ViewController "People"
           │  └─ [1]: ViewController "User 3"
           └─ tab 2: NavigationController "Settings"
              └─ [0]: ViewController "Preferences"
        """)
  }

  /// A link that arrives before sign-in is held by the gate: nothing
  /// happens, and it waits. Once the home is shown, the app resumes it: it
  /// uncovers the home (nothing is presented), selects the news tab (already
  /// selected) and pushes article 7 over the headlines.
  @Test func aLinkBeforeSignInIsHeldThenResumed() async throws {
    let trace = await Scenario.play(.manualClock)
    let signInForm = try #require(trace.steps.first { $0.number == 2 })
    let held = try #require(trace.steps.first { $0.number == 3 })
    let resumed = try #require(trace.steps.first { $0.number == 5 })
    #expect(held.transitions.isEmpty)
    #expect(held.snapshot == signInForm.snapshot)
    #expect(held.notes == ["link held"])
    #expect(resumed.error == nil)
    #expect(resumed.notes == ["link applied (0 kept, 3 performed)"])
    #expect(
      resumed.transitions.map(\.route) == [
        "home on HomeCoordinator", "news on HomeCoordinator", "detail(7) on NewsCoordinator",
      ])
    #expect(resumed.snapshot.visibleTitles.contains("Article 7"))
  }

  /// The printed trace has a header, one block a step and the summary.
  @Test func thePrintedTrace() async {
    let trace = await Scenario.play(.manualClock)
    let lines = trace.lines
    #expect(
      lines.first == "TransitionKit demo: an app's navigation played headless, on a manual clock the demo advances.")
    #expect(lines.filter { $0.hasPrefix("── ") }.count == 25)
    #expect(
      lines.contains(
        "   ✓ push          Headlines → Article 7 · fade in 300 ms · detail(7) on NewsCoordinator"))
    #expect(lines.contains { $0.hasPrefix("══ 25 steps, 32 transitions and changes (31 completed, 1 cancelled") })
    #expect(!lines.contains { $0.contains("LEAK") || $0.contains("BROKEN") || $0.contains("NOT UNDONE") })
  }
}
