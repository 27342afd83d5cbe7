import Testing
import TransitionKitCore
import TransitionKitExample

@Suite @MainActor struct ExampleRelaunchTests {
  @Test func theRelaunchedAppComesBackWhereTheUserLeft() async throws {
    let session = await Scenario.play(.manualClock)
    let saved = try #require(session.savedHalfWay)
    let trace = Relaunch.play(from: session)
    #expect(trace.report.outcome == .restored)
    #expect(trace.report.difference.isEmpty)
    #expect(trace.restored == trace.saved)
    // Saved right after the step that pulled the sheet down, with the window as that step left it.
    let step = try #require(session.steps.first { $0.number == saved.afterStep })
    #expect(step.title.hasPrefix("Pull the sheet down"))
    #expect(trace.saved == step.snapshot)
    // By then the user had signed in, opened article 7 and profile 3; the onboarding and the
    // notification settings were closed again, and tab selections are not steps.
    #expect(
      trace.document.windows[0].steps.map { "\($0.routeType).\($0.tag) on \($0.coordinator)" } == [
        "app.home on (root)", "news.detail on home/news", "users.user on home/users",
      ])
    #expect(trace.lines.contains("  [1] news.detail(id: 7) on home/news"))
    #expect(trace.lines.contains("The restored window equals the window at step \(saved.afterStep):"))
  }

  @Test func theExampleRoutesSaveWhatTheyLeaveOnScreen() throws {
    #expect(AppRoute.logout.restorationTag == "login")
    #expect(AppRoute.launch.restorationTag == nil)
    #expect(UsersRoute.block(3).restorationTag == nil)
    #expect(try NewsRoute(restorationTag: "detail", payload: ["id": 4]).restorationPayload == ["id": 4])
    #expect(throws: RestorationRouteError.unknownTag("posts")) {
      try UsersRoute(restorationTag: "posts", payload: .null)
    }
    #expect(throws: RestorationRouteError.unknownTag("launch")) {
      try AppRoute(restorationTag: "launch", payload: .null)
    }
  }
}
