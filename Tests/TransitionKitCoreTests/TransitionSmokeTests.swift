import Testing

@testable import TransitionKitCore

@Suite @MainActor struct TransitionSmokeTests {
  @Test func fadePushHalfWay() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let detail = RecordingViewController("Detail", log: log)
    var results: [String] = []
    Transition<NavigationController>.push(detail, animation: .fade()).perform(on: nav) { results.append("push \($0)") }
    Transition<NavigationController>.pop().perform(on: nav) { results.append("pop \($0)") }
    #expect(window.isTransitioning)
    #expect(detail.appearanceState == .appearing)
    clock.advance(by: .milliseconds(150))
    #expect(detail.view.alpha == 0.5)
    print(log.take())
    clock.advance(by: .milliseconds(150))
    #expect(results == ["push success()"])
    // The queued pop started on the frame the push ended.
    #expect(detail.appearanceState == .disappearing)
    #expect(detail.view.alpha == 1)
    clock.advance(by: .milliseconds(150))
    #expect(detail.view.alpha == 0.5)
    clock.runUntilIdle()
    #expect(results.count == 2)
    #expect(!window.isTransitioning)
    #expect(window.validate() == [])
    print(log.take())
  }

  @Test func interactivePopCancelRestoresEverything() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let detail = RecordingViewController("Detail", log: log)
    let nav = RecordingNavigationController("Nav", log: log)
    try nav.setViewControllers([home, detail], animated: false)
    let window = try visibleWindow(root: nav, log: log)
    let before = window.snapshot
    let swipe = try nav.beginInteractivePop()
    swipe.update(0.4)
    #expect(detail.view.frame.origin.x > 0)
    swipe.cancel()
    #expect(window.snapshot == before)
    #expect(detail.view.frame == .zero)
    print(log.take())
    #expect(window.validate() == [])
  }

  @Test func multipleRollsBack() throws {
    let nav = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = try visibleWindow(root: nav)
    let before = window.snapshot
    var result: Result<Void, TransitionError>?
    Transition<NavigationController>.multiple(
      .push(ViewController(title: "A")), .push(ViewController(title: "B")), .pop(to: ViewController(title: "X"))
    ).perform(on: nav) { result = $0 }
    #expect(throws: TransitionError.notInStack("X", navigation: "Nav")) { try result?.get() }
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }
}
