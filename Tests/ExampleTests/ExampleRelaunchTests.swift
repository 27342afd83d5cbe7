import Testing
import TransitionKitCore
import TransitionKitExample

@Suite @MainActor struct ExampleRelaunchTests {
  @Test func theRelaunchedAppComesBackWhereTheUserLeft() {
    let trace = Relaunch.play()
    #expect(trace.report.outcome == .restored)
    #expect(trace.report.difference.isEmpty)
    #expect(trace.restored == trace.saved)
    #expect(
      trace.document.windows[0].steps.map { "\($0.routeType).\($0.tag)" } == [
        "app.home", "news.detail", "users.user", "news.detail",
      ])
    #expect(trace.lines.contains("  [1] news.detail(id: 7) on HomeCoordinator/NewsCoordinator"))
    #expect(trace.lines.contains("The restored window equals the saved one:"))
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
