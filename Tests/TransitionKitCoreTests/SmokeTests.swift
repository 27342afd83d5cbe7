import Testing

@testable import TransitionKitCore

@Suite @MainActor struct SmokeTests {
  @Test func pushShowsNewTopAndPrintsTree() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let detail = RecordingViewController("Detail", log: log)
    try nav.pushViewController(detail, animated: true)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    print(window.snapshot)
    #expect(window.validate() == [])
  }
}
