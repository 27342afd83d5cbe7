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
        "1: setRoot – → Launch", "2: setRoot Launch → Login", "4: setRoot Login → Home", "4: none – → –",
        "4: select – → –", "4: push Headlines → Article 7", "5: select News → Users", "6: push People → User 3",
        "7: present Home → Block User 3?", "8: dismiss Block User 3? → Home", "9: select Users → Settings",
        "10: present Home → Onboarding", "11: setPages Welcome → Privacy", "12: set Privacy → All Set",
        "13: dismiss Onboarding → Home", "14: present Home → Notifications", "15: dismiss Notifications → Home",
        "16: select Settings → News", "17: pop Article 7 → Headlines", "18: pop Article 7 → Headlines",
        "19: select News → Users", "20: present Home → Invite Friends", "21: dismissToRoot Invite Friends → Home",
        "21: popToRoot User 3 → People", "21: select Users → News", "21: push Headlines → Article 42",
        "22: popToRoot Article 42 → Headlines", "22: select News → Users", "22: push People → User 12",
        "22: pop User 12 → –", "22: selectTab – → –", "22: push – → Article 42", "23: select News → Settings",
        "24: setRoot Home → Login",
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
    #expect(coordinators[9...11] == Array(repeating: "App[Home[News, Users, Settings[Onboarding]]]", count: 3)[...])
    #expect(coordinators[12] == home)
    #expect(coordinators[13] == "App[Home[News, Users, Settings[Notifications]]]")
    #expect(coordinators[14...22] == Array(repeating: home, count: 9)[...])
    #expect(coordinators[23] == "App[Login]")
  }

  /// A swipe back let go at 40 % is cancelled: the article stays, and the
  /// callbacks are UIKit's for a cancelled pop (Headlines started to appear,
  /// then disappeared; the article disappeared, then appeared again). The
  /// next swipe, flicked, pops it.
  @Test func theSwipeBackIsCancelledThenFinished() async throws {
    let trace = await Scenario.play(.manualClock)
    let before = try #require(trace.steps.first { $0.number == 16 })
    let cancelled = try #require(trace.steps.first { $0.number == 17 })
    let finished = try #require(trace.steps.first { $0.number == 18 })
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

  /// The link that arrives while the invitation sheet is open uncovers the
  /// home as a link expects it (the sheet dismissed, the users tab popped
  /// back to its first screen), selects the news tab and pushes article 42,
  /// each with its own animation, one after another.
  @Test func aDeepLinkArrivesWhileASheetIsOpen() async throws {
    let trace = await Scenario.play(.manualClock)
    let sheet = try #require(trace.steps.first { $0.number == 20 })
    let link = try #require(trace.steps.first { $0.number == 21 })
    #expect(sheet.tree.contains(#"presented (pageSheet): ViewController "Invite Friends" · visible"#))
    #expect(link.error == nil)
    #expect(link.notes == ["link applied (0 kept, 3 performed)"])
    #expect(link.transitions.map(\.animation) == ["sheet down", "slide out", nil, "fade in"])
    #expect(
      link.tree == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Home" (selected 0) · visible
           ├─ tab 0 *: NavigationController "News" · visible
           │  ├─ [0]: ViewController "Headlines"
           │  └─ [1]: ViewController "Article 42" · visible
           ├─ tab 1: NavigationController "Users"
           │  └─ [0]: ViewController "People"
           └─ tab 2: NavigationController "Settings"
              └─ [0]: ViewController "Preferences"
        """)
  }

  /// A link that arrives before sign-in is held by the gate: nothing
  /// happens, and it waits. Once the sign-in has shown the home and the
  /// window's transitions have settled, it resumes by itself, in the same
  /// step: it uncovers the home (nothing to dismiss or pop), selects the
  /// news tab (already selected) and pushes article 7 over the headlines.
  @Test func aLinkBeforeSignInIsHeldThenResumed() async throws {
    let trace = await Scenario.play(.manualClock)
    let signInForm = try #require(trace.steps.first { $0.number == 2 })
    let held = try #require(trace.steps.first { $0.number == 3 })
    let resumed = try #require(trace.steps.first { $0.number == 4 })
    #expect(held.transitions.isEmpty)
    #expect(held.snapshot == signInForm.snapshot)
    #expect(held.notes == ["link held"])
    #expect(resumed.error == nil)
    #expect(resumed.notes == ["the held link transitionkit://news/7 resumed by itself: applied (0 kept, 3 performed)"])
    #expect(
      resumed.transitions.map(\.route) == [
        "home on AppCoordinator", "home on HomeCoordinator", "news on HomeCoordinator", "detail(7) on NewsCoordinator",
      ])
    #expect(resumed.snapshot.visibleTitles.contains("Article 7"))
  }

  /// The printed trace has a header, one block a step and the summary.
  @Test func thePrintedTrace() async {
    let trace = await Scenario.play(.manualClock)
    let lines = trace.lines
    #expect(
      lines.first == "TransitionKit demo: an app's navigation played headless, on a manual clock the demo advances.")
    #expect(lines.filter { $0.hasPrefix("── ") }.count == 24)
    #expect(
      lines.contains(
        "   ✓ push          Headlines → Article 7 · fade in 300 ms · detail(7) on NewsCoordinator"))
    #expect(lines.contains { $0.hasPrefix("══ 24 steps, 34 transitions and changes (33 completed, 1 cancelled") })
    #expect(!lines.contains { $0.contains("LEAK") || $0.contains("BROKEN") || $0.contains("NOT UNDONE") })
  }
}
