import Testing

@testable import TransitionKitCore

/// Alerts: presented over everything, closed by their buttons only.
@Suite @MainActor struct AlertControllerTests {
  @Test func anAlertKeepsItsPresenterVisibleAndShowsInSnapshots() throws {
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    let alert = AlertController(title: "Delete?", message: "It cannot be undone.")
    #expect(alert.modalPresentationStyle == .overFullScreen)

    try root.present(alert, animated: false)

    #expect(
      window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: ViewController "Root" · visible
           └─ presented (overFullScreen): AlertController "Delete?" · visible
        """)
    #expect(window.snapshot.root?.presented?.kind == .alert)
  }

  @Test func tappingAButtonDismissesTheAlertThenRunsItsHandler() throws {
    let root = ViewController(title: "Root")
    _ = try visibleWindow(root: root)
    var order: [String] = []
    let alert = AlertController(title: "Delete?", message: nil)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) {
        order.append("handler, alert presented: \(root.presentedViewController != nil)")
      })
    try root.present(alert, animated: false)

    try alert.tapAction(titled: "Delete") { result in order.append("completion, failed: \((try? result.get()) == nil)")
    }

    #expect(order == ["handler, alert presented: false", "completion, failed: false"])
    #expect(alert.isFree)
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
  }

  @Test func tappingAMissingButtonIsRefused() throws {
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    let alert = AlertController(title: "Delete?", message: nil)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    try root.present(alert, animated: false)

    expectRefusal(.unknownAction("Delete", alert: "Delete?"), in: window) { () throws(TransitionError) in
      try alert.tapAction(titled: "Delete")
    }
  }

  @Test func tappingAButtonOfAnAlertNotPresentedIsRefused() {
    var ran = false
    let alert = AlertController(title: "Delete?", message: nil)
    alert.addAction(AlertAction(title: "OK") { ran = true })

    expectRefusal(.nothingToDismiss("Delete?"), in: alert) { () throws(TransitionError) in
      try alert.tapAction(titled: "OK")
    }
    #expect(!ran)
  }

  @Test func theHandlerWaitsForTheDismissalAnimation() throws {
    let clock = ManualAnimationDriver()
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    window.animationDriver = clock
    var ran = false
    let alert = AlertController(title: "Sent", message: nil)
    alert.addAction(AlertAction(title: "OK") { ran = true })
    try root.present(alert, animated: false)

    try alert.tapAction(titled: "OK")
    #expect(!ran)
    clock.runUntilIdle()

    #expect(ran)
    #expect(alert.isFree)
  }
}
