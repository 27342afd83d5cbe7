import Testing

@testable import TransitionKitCore

/// Records what a presentation delegate hears, and answers "should dismiss".
@MainActor
private final class DelegateSpy: PresentationControllerDelegate {
  var allowsDismissal = true
  var heard: [String] = []

  func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool {
    heard.append("should \(presented.displayName)")
    return allowsDismissal
  }
  func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {
    heard.append("attempt \(presented.displayName)")
  }
  func presentationControllerWillDismiss(_ presented: ViewController) {
    heard.append("will \(presented.displayName)")
  }
  func presentationControllerDidDismiss(_ presented: ViewController) {
    heard.append("did \(presented.displayName)")
  }
}

private let sheetStyles: [ModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .popover]
private let otherStyles: [ModalPresentationStyle] = [
  .fullScreen, .overFullScreen, .currentContext, .overCurrentContext,
]

/// Pulling a presentation down follows UIKit's rules (specification 1.8):
/// sheets only, and not while the sheet is modal in its presentation.
@Suite @MainActor struct PullDownTests {
  /// A window whose root "Root" presents "Presented" (with a style), both recorded.
  @MainActor private struct Fixture {
    let log = CallbackLog()
    let root: RecordingViewController
    let presented: RecordingViewController
    let window: Window

    init(style: ModalPresentationStyle) throws {
      root = RecordingViewController("Root", log: log)
      presented = RecordingViewController("Presented", log: log)
      presented.modalPresentationStyle = style
      window = try visibleWindow(root: root)
      try root.present(presented, animated: false)
      _ = log.take()
    }
  }

  @Test func sheetStylesAreTheOnesThatCanBePulledDown() {
    #expect(ModalPresentationStyle.allCases.filter(\.isSheet) == sheetStyles)
  }

  @Test(arguments: sheetStyles)
  func aSheetIsPulledDownAndItsPresenterGetsNoCallback(style: ModalPresentationStyle) throws {
    let fixture = try Fixture(style: style)

    let pull = try fixture.presented.beginInteractiveDismissal()
    pull.update(0.5)
    pull.finish()

    // A sheet keeps its presenter visible: only the sheet's callbacks run.
    #expect(
      fixture.log.take() == [
        "Presented.viewWillDisappear(true)",
        "Presented.viewDidDisappear(true)",
      ])
    #expect(fixture.presented.isFree)
    #expect(fixture.window.validate() == [])
  }

  @Test(arguments: otherStyles)
  func aPresentationThatIsNotASheetRefusesThePullDown(style: ModalPresentationStyle) throws {
    let fixture = try Fixture(style: style)

    expectRefusal(.notASheet("Presented", presentation: style.rawValue), in: fixture.window, log: fixture.log) {
      () throws(TransitionError) in
      _ = try fixture.presented.beginInteractiveDismissal()
    }
    #expect(fixture.root.presentedViewController === fixture.presented)
    #expect(fixture.window.isTransitioning == false)
  }

  @Test func anAlertRefusesThePullDown() throws {
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    let alert = AlertController(title: "Delete?", message: "It cannot be undone.")
    try root.present(alert, animated: false)

    expectRefusal(.notASheet("Delete?", presentation: "alert"), in: window) { () throws(TransitionError) in
      _ = try alert.beginInteractiveDismissal()
    }
  }

  @Test func anAlertPresentedAsASheetStillRefuses() throws {
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
    alert.modalPresentationStyle = .pageSheet
    try root.present(alert, animated: false)

    expectRefusal(.notASheet("Delete?", presentation: "alert"), in: window) { () throws(TransitionError) in
      _ = try alert.beginInteractiveDismissal()
    }
  }

  /// The delegate is held weakly, as UIKit holds a delegate: released
  /// elsewhere, it reads `nil`; a new one replaces it, and `nil` clears it.
  @Test func theDelegateIsHeldWeakly() {
    let controller = ViewController(title: "Presented")
    #expect(controller.presentationDelegate == nil)
    var spy: DelegateSpy? = DelegateSpy()
    controller.presentationDelegate = spy
    #expect(controller.presentationDelegate === spy)
    spy = nil
    #expect(controller.presentationDelegate == nil)

    let kept = DelegateSpy()
    let replacement = DelegateSpy()
    controller.presentationDelegate = kept
    controller.presentationDelegate = replacement
    #expect(controller.presentationDelegate === replacement)
    controller.presentationDelegate = nil
    #expect(controller.presentationDelegate == nil)
    withExtendedLifetime((kept, replacement)) {}
  }

  @Test func aModalSheetRefusesAndTheAttemptIsReported() throws {
    let fixture = try Fixture(style: .pageSheet)
    let spy = DelegateSpy()
    fixture.presented.presentationDelegate = spy
    fixture.presented.isModalInPresentation = true
    var events: [NavigationEvent] = []
    let observation = fixture.window.observeEvents { events.append($0) }

    expectRefusal(.modalInPresentation("Presented"), in: fixture.window, log: fixture.log) {
      () throws(TransitionError) in
      _ = try fixture.presented.beginInteractiveDismissal()
    }

    // UIKit does not ask a modal sheet's delegate whether it should dismiss.
    #expect(spy.heard == ["attempt Presented"])
    #expect(
      events == [
        .dismissalAttempted(controller: "Presented"),
        .transitionFailed(
          TransitionRecord(transition: "dismiss", animated: true), error: .modalInPresentation("Presented")),
      ])
    observation.cancel()
  }

  @Test func aControllerShownInsideTheSheetMakesItModal() throws {
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    let editor = ViewController(title: "Editor")
    let sheet = try NavigationController(rootViewController: ViewController(title: "List"), title: "Sheet")
    try sheet.pushViewController(editor, animated: false)
    try root.present(sheet, animated: false)
    editor.isModalInPresentation = true

    // Pulled from anywhere in the sheet, the sheet as a whole is refused.
    expectRefusal(.modalInPresentation("Sheet"), in: window) { () throws(TransitionError) in
      _ = try editor.beginInteractiveDismissal()
    }

    // Once the editor is popped (hidden), the sheet can be pulled down again.
    try sheet.popViewController(animated: false)
    let pull = try sheet.beginInteractiveDismissal()
    pull.finish()
    #expect(sheet.isFree)
  }

  @Test func aHiddenModalControllerDoesNotHoldTheSheet() throws {
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    let hidden = ViewController(title: "Hidden tab")
    hidden.isModalInPresentation = true
    let sheet = try TabBarController(viewControllers: [ViewController(title: "Shown tab"), hidden], title: "Sheet")
    try root.present(sheet, animated: false)

    let pull = try sheet.beginInteractiveDismissal()
    pull.finish()

    #expect(sheet.isFree)
    #expect(window.validate() == [])
  }

  @Test func theDelegateCanRefuseLikeIsModalInPresentation() throws {
    let fixture = try Fixture(style: .formSheet)
    let spy = DelegateSpy()
    spy.allowsDismissal = false
    fixture.presented.presentationDelegate = spy

    expectRefusal(.modalInPresentation("Presented"), in: fixture.window, log: fixture.log) {
      () throws(TransitionError) in
      _ = try fixture.presented.beginInteractiveDismissal()
    }
    #expect(spy.heard == ["should Presented", "attempt Presented"])
  }

  @Test func theDelegateHearsWillAtTheStartAndDidOnlyWhenFinished() throws {
    let fixture = try Fixture(style: .pageSheet)
    let spy = DelegateSpy()
    fixture.presented.presentationDelegate = spy

    let cancelled = try fixture.presented.beginInteractiveDismissal()
    #expect(spy.heard == ["should Presented", "will Presented"])
    cancelled.cancel()
    #expect(spy.heard == ["should Presented", "will Presented"])
    #expect(fixture.root.presentedViewController === fixture.presented)

    spy.heard = []
    let finished = try fixture.presented.beginInteractiveDismissal()
    finished.finish()
    #expect(spy.heard == ["should Presented", "will Presented", "did Presented"])
    #expect(fixture.presented.isFree)
  }

  @Test func dismissingInCodeIgnoresTheGestureRules() throws {
    let fixture = try Fixture(style: .fullScreen)
    let spy = DelegateSpy()
    fixture.presented.presentationDelegate = spy
    fixture.presented.isModalInPresentation = true

    try fixture.presented.dismiss(animated: false)

    #expect(fixture.presented.isFree)
    #expect(spy.heard == [])
  }

  @Test func onlyThePulledSheetsStyleCounts() throws {
    // A full-screen cover over a sheet: the sheet below can still be pulled
    // (from a controller inside it), taking the cover with it.
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    let sheet = ViewController(title: "Sheet")
    try root.present(sheet, animated: false)
    let cover = ViewController(title: "Cover")
    cover.modalPresentationStyle = .fullScreen
    try sheet.present(cover, animated: false)

    expectRefusal(.notASheet("Cover", presentation: "fullScreen"), in: window) { () throws(TransitionError) in
      _ = try cover.beginInteractiveDismissal()
    }
    let pull = try sheet.beginInteractiveDismissal()
    pull.finish()
    #expect(sheet.isFree)
    #expect(cover.isFree)
    #expect(window.validate() == [])
  }

  @Test func aPullDownOutsideAWindowIsRefusedBeforeItsRules() throws {
    let root = ViewController(title: "Root")
    let sheet = ViewController(title: "Sheet")
    sheet.isModalInPresentation = true
    let spy = DelegateSpy()
    sheet.presentationDelegate = spy
    try root.present(sheet, animated: false)

    // No gesture happens off screen: no attempt is reported either.
    expectRefusal(.notInWindow("Sheet"), in: root) { () throws(TransitionError) in
      _ = try sheet.beginInteractiveDismissal()
    }
    #expect(spy.heard == [])
  }
}
