import Foundation
import Testing
import TransitionKitCore
import TransitionKitTesting

/// The snippets of the *Testing navigation flows* article, run as written,
/// with the article's news coordinator, and what the article says of them.
@Suite @MainActor struct TestingArticleExampleTests: PrintsToConsole {
  typealias NewsRoute = FlowsArticle.NewsRoute
  typealias NewsCoordinator = FlowsArticle.NewsCoordinator

  let console = Console()

  @Test func theClockMovesOnlyWhenTheTestMovesIt() throws {
    let news = NewsCoordinator()
    // snippet: testing-manual-clock
    let test = try TestWindow(root: news)
    news.trigger(.detail(42))
    test.advance(by: .milliseconds(150))  // half-way: look at the tree, the views, the callbacks
    test.runAll()  // to the end of every pending animation
    // end snippet: testing-manual-clock
    expectHierarchy(test.window, matches: "News[Headlines, Article 42]")
    #expect(!test.window.isTransitioning)

    let halfWay = try TestWindow(root: NewsCoordinator())
    halfWay.root.trigger(.detail(42))
    #expect(halfWay.window.isTransitioning, "nothing moves until the test says so")
    halfWay.advance(by: .milliseconds(150))
    #expect(halfWay.window.isTransitioning, "half-way, the push is still under way")
    halfWay.runAll()
    #expect(!halfWay.window.isTransitioning)
    #expect(halfWay.snapshot == test.snapshot)
  }

  // snippet: testing-screens
  final class ProfileViewController: ViewController {
    var onLogOut: (@MainActor () -> Void)?
    func logOutTapped() { onLogOut?() }
  }

  enum AccountRoute: Sendable { case profile, confirmLogout, logout }

  final class AccountCoordinator: NavigationCoordinator<AccountRoute> {
    init() {
      super.init(rootViewController: NavigationController(title: "Account"), initialRoute: .profile)
    }

    override func prepareTransition(for route: AccountRoute) -> Transition<NavigationController> {
      switch route {
      case .profile:
        let profile = ProfileViewController(title: "Profile")
        profile.onLogOut = { [weak self] in self?.trigger(.confirmLogout) }
        return .set([profile])
      case .confirmLogout:
        let alert = AlertController(title: "Log out?", message: nil)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Log out", style: .destructive) { [weak self] in self?.trigger(.logout) })
        return .present(alert)
      case .logout:
        return .set([ViewController(title: "Signed out")])
      }
    }
  }

  @Test @MainActor func loggingOutAsksFirst() throws {
    let test = try TestWindow(root: AccountCoordinator())
    try test.screen(as: ProfileViewController.self).logOutTapped()  // the screen's own button
    test.runAll()
    #expect(test.visibleAlert?.actions.map(\.title) == ["Cancel", "Log out"])

    try test.tapAlertButton("Log out")  // dismisses the alert, then runs the button's handler
    expectHierarchy(test.window, matches: "Account[Signed out]")
  }
  // end snippet: testing-screens

  @Test func aButtonTheAlertDoesNotHaveChangesNothing() throws {
    let test = try TestWindow(root: AccountCoordinator())
    try test.screen(as: ProfileViewController.self).logOutTapped()
    test.runAll()
    let before = test.snapshot
    #expect(throws: TransitionError.unknownAction("Stay", alert: "Log out?")) { try test.tapAlertButton("Stay") }
    #expect(test.snapshot == before)
  }

  // snippet: testing-awaiting-a-route
  @Test @MainActor func openingAnArticle() async throws {
    let test = try TestWindow(root: NewsCoordinator())
    try await test.run { try await test.root.trigger(.detail(42)) }
    expectHierarchy(test.window, matches: "News[Headlines, Article 42]")
  }
  // end snippet: testing-awaiting-a-route

  @Test func theLogRecordsAPopMadeOnTheModel() throws {
    let window = Window(name: "Main")
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()

    // snippet: testing-event-log
    let log = EventLog(window: window)
    _ = try navigation.popViewController(animated: true)  // the back button
    #expect(
      log.transitions == [
        .modelChanged(ModelChangeRecord(kind: .pop, removed: ["Detail"], inserted: [], animated: true))
      ])
    #expect(log.lifecycle(of: "Detail") == [.viewWillDisappear, .viewDidDisappear])
    // end snippet: testing-event-log
  }

  @Test func aFailedCompactExpectationReadsAsTheArticleShows() throws {
    let news = try NavigationController(rootViewController: ViewController(title: "Headlines"), title: "News")
    try news.pushViewController(ViewController(title: "Article 42"), animated: false)
    let users = try NavigationController(rootViewController: ViewController(title: "People"), title: "Users")
    try users.pushViewController(ViewController(title: "User 7"), animated: false)
    let home = try TabBarController(viewControllers: [news, users], title: "Home")
    try home.present(ViewController(title: "Settings"), animated: false)
    // snippet: testing-failed-compact-output
    let shown = """
      Expected (-) vs actual (+) compact form, one controller a line:
        Home
        ⋮
          Users
            People
      +     User 7
            ^
      Actual compact: Home[*News[Headlines, Article 42], Users[People, User 7]] ▸ sheet Settings
      """
    // end snippet: testing-failed-compact-output

    withKnownIssue {
      expectHierarchy(home, matches: "Home[*News[Headlines, Article 42], Users[People]] ▸ sheet Settings")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [shown]
    }
  }

  /// The article's table of the words the compact form gives each
  /// presentation style.
  @Test(arguments: [
    (ModalPresentationStyle.automatic, "sheet"), (.pageSheet, "sheet"), (.formSheet, "sheet"),
    (.fullScreen, "fullScreen"), (.overFullScreen, "overFullScreen"), (.currentContext, "currentContext"),
    (.overCurrentContext, "overCurrentContext"), (.popover, "popover"),
  ])
  func eachPresentationStyleReadsAsTheArticleSays(style: ModalPresentationStyle, word: String) throws {
    let home = ViewController(title: "Home")
    let settings = ViewController(title: "Settings")
    settings.modalPresentationStyle = style
    try home.present(settings, animated: false)
    #expect(home.snapshot.compact == "Home ▸ \(word) Settings")
  }

  @Test func aPresentationOfAPresentationReadsLeftToRight() throws {
    let home = ViewController(title: "Home")
    let settings = ViewController(title: "Settings")
    let player = ViewController(title: "Player")
    player.modalPresentationStyle = .fullScreen
    try home.present(settings, animated: false)
    try settings.present(player, animated: false)
    #expect(home.snapshot.compact == "Home ▸ sheet Settings ▸ fullScreen Player")
  }

  @Test func anArticleLooksAsRecorded() throws {
    // snippet: testing-golden-file
    let test = try TestWindow(root: NewsCoordinator())
    let log = EventLog(window: test.window, includesLifecycle: false)
    test.root.trigger(.detail(42))
    test.runAll()

    let golden = URL(filePath: #filePath)  // this file, in Tests/AppTests/
      .deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Golden")  // Tests/Golden: outside the test target's folder
    expectGolden(test.snapshot, file: golden.appending(path: "article.json").path)
    expectGolden(log.transitions, file: golden.appending(path: "article-events.json").path)
    // end snippet: testing-golden-file
  }

  @Test func theRoutesAloneRestoreTheArticle() async throws {
    // snippet: testing-replay
    let news = RecordingRouter(NewsCoordinator())
    let test = try TestWindow(root: news)
    try await test.run { try await news.trigger(.detail(42)) }

    let saved = try JSONEncoder().encode(news.recording)  // kept with the app's state, say
    let recording = try JSONDecoder().decode(RouteRecording<NewsRoute>.self, from: saved)
    let restored = try await recording.replayedSnapshot(on: NewsCoordinator())
    #expect(restored == test.snapshot)
    // end snippet: testing-replay
    #expect(recording.routes.map { "\($0)" } == ["detail(42)"])
    #expect(restored.matches(compact: "News[Headlines, Article 42]"))
  }

  @Test func theNewsPartOfTheFlowDrawsAsTheArticleShows() throws {
    let test = try TestWindow(root: NewsCoordinator())
    let log = EventLog(window: test.window, includesLifecycle: false)
    test.root.trigger(.detail(42))
    test.runAll()
    try test.swipeBack(to: 0.4, then: .finish)

    // snippet: testing-diagram
    print(FlowDiagram(log).mermaid)
    // end snippet: testing-diagram
    // snippet: testing-diagram-mermaid-output
    let mermaid = """
      flowchart LR
        n0["Headlines"]
        n1["Article 42"]
        n0 -->|"detail(42) · push"| n1
        n1 -->|"pop"| n0
      """
    // end snippet: testing-diagram-mermaid-output
    // snippet: testing-diagram-graphviz-output
    let graphviz = """
      digraph Flow {
        rankdir=LR;
        n0 [label="Headlines"];
        n1 [label="Article 42"];
        n0 -> n1 [label="detail(42) · push"];
        n1 -> n0 [label="pop"];
      }
      """
    // end snippet: testing-diagram-graphviz-output
    #expect(console.lines == [mermaid])
    #expect(FlowDiagram(log).graphviz == graphviz)
  }
}
