import Testing
import TransitionKitCore
import TransitionKitTesting

private enum AccountRoute: Sendable { case profile, confirmLogout, logout }

/// An account screen whose logout asks first, in an alert whose buttons
/// trigger the coordinator's routes, as a `UIAlertController`'s actions would.
@MainActor
private final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Account"), initialRoute: .profile)
  }

  override func prepareTransition(for route: AccountRoute) -> Transition<NavigationController> {
    switch route {
    case .profile:
      return .set([ViewController(title: "Profile")])
    case .confirmLogout:
      let alert = AlertController(title: "Log out?", message: "You will need your password again.")
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "Log out", style: .destructive) { [weak self] in self?.trigger(.logout) })
      return .present(alert)
    case .logout:
      return .set([ViewController(title: "Signed out")])
    }
  }
}

/// An account window showing its logout alert.
@MainActor
private func accountWithAlert() throws -> TestWindow<AccountCoordinator> {
  let app = try TestWindow(root: AccountCoordinator())
  app.root.trigger(.confirmLogout)
  app.runAll()
  return app
}

/// Alerts in a test window: the one on top, and its buttons tapped as a user would.
@Suite @MainActor struct TestWindowAlertTests {
  @Test func theAlertOnTopShowsItsButtons() throws {
    let app = try accountWithAlert()

    let alert = try #require(app.visibleAlert)
    #expect(alert.title == "Log out?")
    #expect(alert.message == "You will need your password again.")
    #expect(alert.actions.map(\.title) == ["Cancel", "Log out"])
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
    #expect(app.visibleViewController === alert)
    expectHierarchy(app.window, matches: "Account[Profile] ▸ overFullScreen Log out?")
  }

  @Test func tappingAButtonDismissesTheAlertThenRunsItsHandlerToTheEnd() throws {
    let app = try accountWithAlert()
    let start = app.clock.elapsed

    try app.tapAlertButton("Log out")

    expectHierarchy(app.window, matches: "Account[Signed out]")
    #expect(app.visibleAlert == nil)
    #expect(app.clock.elapsed > start, "the dismissal was animated, on the window's clock")
    #expect(!app.window.isTransitioning)
  }

  @Test func tappingCancelOnlyDismissesTheAlert() throws {
    let app = try accountWithAlert()

    try app.tapAlertButton("Cancel")

    expectHierarchy(app.window, matches: "Account[Profile]")
  }

  @Test func tappingAButtonTheAlertDoesNotHaveIsRefused() throws {
    let app = try accountWithAlert()
    let before = app.snapshot

    #expect(throws: TransitionError.unknownAction("Delete", alert: "Log out?")) { try app.tapAlertButton("Delete") }
    #expect(app.snapshot == before)
    #expect(app.clock.hasRunningAnimations == false)
  }

  @Test func tappingAnAlertButtonWithNoAlertOnTopIsRefusedNamingWhatIsShown() throws {
    let app = try TestWindow(root: AccountCoordinator())
    let before = app.snapshot

    #expect(throws: TransitionError.unknownAction("Log out", alert: "Profile")) { try app.tapAlertButton("Log out") }
    #expect(app.snapshot == before)
  }

  @Test func anAlertUnderASheetCannotBeTapped() throws {
    let app = try TestWindow(root: AccountCoordinator())
    let alert = AlertController(title: "Saved", message: nil)
    var tapped = false
    alert.addAction(AlertAction(title: "OK") { tapped = true })
    try app.root.rootViewController.present(alert, animated: false)
    try alert.present(ViewController(title: "Details"), animated: false)
    let before = app.snapshot

    #expect(throws: TransitionError.unknownAction("OK", alert: "Details")) { try app.tapAlertButton("OK") }
    #expect(app.snapshot == before)
    #expect(!tapped)
  }

  @Test func aDismissalThatFailsIsThrownAndTheHandlerDoesNotRun() throws {
    let app = try accountWithAlert()
    let navigation = app.root.rootViewController
    // A push under way closes the alert itself when it ends, before the tap's dismissal has its turn.
    Transition<NavigationController>.push(ViewController(title: "Help")).perform(on: navigation) { _ in
      try? navigation.dismiss(animated: false)
    }

    #expect(throws: TransitionError.nothingToDismiss("Log out?")) { try app.tapAlertButton("Log out") }
    expectHierarchy(app.window, matches: "Account[Profile, Help]")
  }
}
