import Testing
import TransitionKitCore
import TransitionKitTesting

/// A navigation stack of titled screens.
@MainActor
private func stack(_ name: String, _ titles: String...) throws -> NavigationController {
  let navigation = NavigationController(title: name)
  try navigation.setViewControllers(titles.map { ViewController(title: $0) }, animated: false)
  return navigation
}

/// The testing kit's gestures follow UIKit's rules: only sheets pull down,
/// tapping the selected tab pops to its root, the back button has a menu.
@Suite @MainActor struct GestureRuleTests {
  @Test(arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .currentContext, .overCurrentContext])
  func pullingDownAPresentationThatIsNotASheetIsRefused(style: ModalPresentationStyle) throws {
    let home = try stack("Home", "Feed")
    let app = try TestWindow(root: home)
    let player = ViewController(title: "Player")
    player.modalPresentationStyle = style
    try home.present(player, animated: false)
    let before = app.snapshot

    #expect(throws: TransitionError.notASheet("Player", presentation: style.rawValue)) { try app.pullDownSheet() }
    #expect(app.snapshot == before)
  }

  @Test func pullingDownAModalSheetIsRefusedAndLogged() throws {
    let home = try stack("Home", "Feed")
    let app = try TestWindow(root: home)
    let editor = ViewController(title: "Editor")
    editor.isModalInPresentation = true
    try home.present(editor, animated: false)
    let log = EventLog(window: app.window, includesLifecycle: false)
    let before = app.snapshot

    #expect(throws: TransitionError.modalInPresentation("Editor")) { try app.pullDownSheet() }
    #expect(app.snapshot == before)
    #expect(log.events.contains(.dismissalAttempted(controller: "Editor")))
  }

  @Test func tappingTheSelectedTabPopsItsStackToTheRoot() throws {
    let app = try TestWindow(
      root: TabBarController(viewControllers: [stack("News", "Headlines", "Article"), stack("Users", "People")]))

    #expect(try app.tapTab(0) == .poppedToRoot)

    #expect(app.snapshot.compact == "Tabs[*News[Headlines], Users[People]]")
    #expect(try app.tapTab(0) == .unchanged)
    #expect(try app.tapTab(1) == .selected)
    #expect(app.snapshot.compact == "Tabs[News[Headlines], *Users[People]]")
  }

  @Test func theBackButtonMenuPopsToTheChosenScreen() throws {
    let app = try TestWindow(root: stack("Nav", "Inbox", "Thread", "Message", "Attachment"))

    #expect(app.backButtonMenu == ["Message", "Thread", "Inbox"])
    try app.chooseInBackButtonMenu("Thread")

    #expect(app.snapshot.compact == "Nav[Inbox, Thread]")
    #expect(app.backButtonMenu == ["Inbox"])
  }

  @Test func choosingWhatTheMenuDoesNotListIsRefused() throws {
    let app = try TestWindow(root: stack("Nav", "Inbox", "Thread"))
    let before = app.snapshot

    #expect(throws: TransitionError.notInBackButtonMenu("Thread", navigation: "Nav")) {
      try app.chooseInBackButtonMenu("Thread")
    }
    #expect(throws: TransitionError.notInBackButtonMenu("Drafts", navigation: "Nav")) {
      try app.chooseInBackButtonMenu("Drafts")
    }
    #expect(app.snapshot == before)
  }
}
