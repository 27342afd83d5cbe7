import Testing
import TransitionKitCore

private enum EditorRoute: Sendable { case discard, confirmDiscard }

/// The editor of the ``PresentationControllerDelegate`` documentation: a
/// modal sheet whose refused pull-down asks "discard changes?".
@MainActor
private final class EditorCoordinator: NavigationCoordinator<EditorRoute>, PresentationControllerDelegate {
  var asked = 0

  init() {
    super.init(rootViewController: NavigationController(title: "Editor"))
    rootViewController.isModalInPresentation = true
    rootViewController.presentationDelegate = self
  }

  override func prepareTransition(for route: EditorRoute) -> Transition<NavigationController> {
    switch route {
    case .discard: .dismiss()
    case .confirmDiscard:
      .none()
    }
  }

  func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {
    asked += 1
    trigger(.confirmDiscard)
  }
}

/// The snippets of the user-gesture documentation (the symbols'
/// comments and the *Hierarchy rules* article), run as written.
@Suite @MainActor struct UserGestureDocumentationTests {
  @Test func theAlertSnippetDeletesAfterTheAlertIsGone() throws {
    var discarded = false
    let editor = ViewController(title: "Draft")
    _ = try NavigationController(rootViewController: editor)
    let alert = AlertController(title: "Delete draft?", message: nil)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive) { discarded = true })
    try editor.present(alert, animated: true)

    try alert.tapAction(titled: "Delete")

    #expect(discarded)
    #expect(alert.isFree)
  }

  @Test func theDelegateSnippetAsksBeforeDiscarding() throws {
    let root = ViewController(title: "Home")
    let window = Window(name: "Main")
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    let editor = EditorCoordinator()
    try root.present(editor.rootViewController, animated: false)

    #expect(throws: TransitionError.modalInPresentation("Editor")) {
      _ = try editor.rootViewController.beginInteractiveDismissal()
    }
    #expect(editor.asked == 1)

    editor.trigger(.discard)
    #expect(editor.rootViewController.isFree)
  }
}
