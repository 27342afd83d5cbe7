import Testing

@testable import TransitionKitCore

/// An interactive transition follows a gesture on screen: it begins only in
/// a window, and a tree moved while one waits keeps its appearance states
/// balanced whichever way it ends.
@Suite @MainActor struct InteractiveWindowRuleTests {
  /// A stack Home → Detail.
  private func stack(log: CallbackLog) throws -> (NavigationController, ViewController, ViewController) {
    let home = RecordingViewController("Home", log: log)
    let detail = RecordingViewController("Detail", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([home, detail], animated: false)
    return (navigation, home, detail)
  }

  @Test func anInteractivePopOutsideAWindowIsRefused() throws {
    let log = CallbackLog()
    let (navigation, _, _) = try stack(log: log)

    expectRefusal(.notInWindow("Nav"), in: navigation, log: log) { () throws(TransitionError) in
      _ = try navigation.beginInteractivePop()
    }
  }

  @Test func anInteractiveTransitionOutsideAWindowIsRefused() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Nav")

    expectRefusal(.notInWindow("Nav"), in: navigation) { () throws(TransitionError) in
      _ = try Transition<NavigationController>.push(ViewController(title: "Detail")).performInteractively(
        on: navigation)
    }
  }

  @Test func aRefusedBeginInAHiddenWindowIsNotNeeded() throws {
    // A hidden window still orders its transitions: the pop begins there.
    let log = CallbackLog()
    let (navigation, _, detail) = try stack(log: log)
    let window = Window(name: "Hidden")
    try window.setRootViewController(navigation)

    let swipe = try navigation.beginInteractivePop()
    swipe.cancel()

    #expect(navigation.topViewController === detail)
    #expect(log.take() == [])
    #expect(window.validate() == [])
  }

  @Test(arguments: [true, false])
  func aTreeMovedToAnotherWindowWhileAPopWaitsStaysBalanced(finishing: Bool) throws {
    let log = CallbackLog()
    let (navigation, home, detail) = try stack(log: log)
    let first = try visibleWindow(root: navigation, log: log)
    let second = try visibleWindow(root: ViewController(title: "Placeholder"))

    let swipe = try navigation.beginInteractivePop()
    swipe.update(0.5)
    try first.setRootViewController(ViewController(title: "Other"))
    try second.setRootViewController(navigation)
    if finishing { swipe.finish() } else { swipe.cancel() }

    #expect(swipe.state == (finishing ? .finished : .cancelled))
    #expect(first.validate() == [])
    #expect(second.validate() == [])
    let top = finishing ? home : detail
    #expect(navigation.topViewController === top)
    #expect(top.appearanceState == .appeared)
    #expect(navigation.appearanceState == .appeared)
    let hidden = finishing ? detail : home
    #expect(hidden.appearanceState == .disappeared)
  }

  @Test(arguments: [true, false])
  func aTreeTakenOutOfItsWindowWhileAPopWaitsStaysBalanced(finishing: Bool) throws {
    let log = CallbackLog()
    let (navigation, home, detail) = try stack(log: log)
    let window = try visibleWindow(root: navigation, log: log)

    let swipe = try navigation.beginInteractivePop()
    swipe.update(0.5)
    try window.setRootViewController(ViewController(title: "Other"))
    if finishing { swipe.finish() } else { swipe.cancel() }

    #expect(window.validate() == [])
    #expect(navigation.validate() == [])
    for controller in [navigation, home, detail] {
      #expect(controller.appearanceState == .disappeared, "\(controller.displayName)")
    }
  }
}
