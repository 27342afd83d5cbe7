import Testing
import TransitionKitCore
import TransitionKitTesting

/// A screen of the app's own type, with a button a test presses as a user would.
@MainActor
private final class ArticleScreen: ViewController {
  private(set) var shareTaps = 0

  func shareButtonTapped() { shareTaps += 1 }
}

private enum ReaderRoute: Sendable {
  case list
  case article(Int)
}

/// A reader: a list, and articles of the app's own screen type pushed on it.
@MainActor
private final class ReaderCoordinator: NavigationCoordinator<ReaderRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Reader"), initialRoute: .list)
  }

  override func prepareTransition(for route: ReaderRoute) -> Transition<NavigationController> {
    switch route {
    case .list: .set([ViewController(title: "List")])
    case .article(let id): .push(ArticleScreen(title: "Article \(id)"))
    }
  }
}

/// A navigation stack of titled screens.
@MainActor
private func screenStack(_ name: String, _ titles: String...) throws -> NavigationController {
  let navigation = NavigationController(title: name)
  try navigation.setViewControllers(titles.map { ViewController(title: $0) }, animated: false)
  return navigation
}

/// What a test window shows: its typed root, the controller the user looks
/// at, and the screens of the app's own types.
@Suite @MainActor struct TestWindowScreenTests {
  // MARK: The typed root

  @Test func theRootHasTheTypeTheTestGaveIt() throws {
    let app = try TestWindow(root: ReaderCoordinator())

    app.root.trigger(.article(7))  // a ReaderCoordinator: its routes, without a cast
    app.runAll()

    expectHierarchy(app.window, matches: "Reader[List, Article 7]")
  }

  @Test func aRootMadeForTheWindowHasItsTypeToo() {
    let app = TestWindow { window in
      let navigation = NavigationController(title: "Made")
      _ = try? window.setRootViewController(navigation)
      return navigation
    }

    #expect(app.root.title == "Made")
    #expect(app.root.viewControllers.isEmpty)  // a NavigationController, without a cast
    #expect(app.window.rootViewController === app.root)
  }

  // MARK: The visible controller

  @Test func theVisibleControllerIsTheTopOfTheSelectedTabsStack() throws {
    let app = try TestWindow(
      root: TabBarController(viewControllers: [
        screenStack("News", "Headlines", "Article"), screenStack("Users", "People"),
      ])
    )

    #expect(app.visibleViewController?.title == "Article")
    try app.tapTab(1)
    #expect(app.visibleViewController?.title == "People")
  }

  @Test func theVisibleControllerIsOnTheSheetOnTop() throws {
    let home = try screenStack("Home", "Feed")
    let app = try TestWindow(root: home)
    try home.present(screenStack("Settings", "General", "About"), animated: false)

    #expect(app.visibleViewController?.title == "About")
  }

  @Test func theVisibleControllerOfASplitViewIsTheSecondaryColumns() throws {
    let mail = SplitViewController(title: "Mail")
    try mail.setViewControllers(
      primary: try screenStack("Mailboxes", "Inbox"), secondary: try screenStack("Reader", "Message"), animated: false)
    let app = try TestWindow(root: mail)

    #expect(app.visibleViewController?.title == "Message")
  }

  @Test func nothingIsVisibleInAWindowWithoutARoot() {
    let app = TestWindow { _ in ViewController(title: "Never shown") }

    #expect(app.visibleViewController == nil)
    #expect(app.visibleAlert == nil)
  }

  // MARK: Screens of the app's own types

  @Test func aScreenOfTheAppsTypeIsReachedToPressItsButtons() throws {
    let app = try TestWindow(root: ReaderCoordinator())
    app.root.trigger(.article(42))
    app.runAll()

    let article = try app.screen(as: ArticleScreen.self)
    article.shareButtonTapped()

    #expect(article.title == "Article 42")
    #expect(article.shareTaps == 1)
    #expect(try app.screen(as: ViewController.self) === article)
  }

  @Test func aScreenUnderASheetIsNotFound() throws {
    let app = try TestWindow(root: ReaderCoordinator())
    app.root.trigger(.article(42))
    app.runAll()
    try app.root.viewController.present(ViewController(title: "Share"), animated: false)
    let before = app.snapshot

    #expect(throws: TestWindowError.screenNotVisible("ArticleScreen", frontmost: "Share")) {
      try app.screen(as: ArticleScreen.self)
    }
    #expect(app.snapshot == before)
  }

  @Test func aScreenOfATypeNotShownIsNotFoundNamingWhatIsShown() throws {
    let app = try TestWindow(root: ReaderCoordinator())

    #expect(throws: TestWindowError.screenNotVisible("ArticleScreen", frontmost: "List")) {
      try app.screen(as: ArticleScreen.self)
    }
    let empty = TestWindow(name: "Empty") { _ in ViewController() }
    #expect(throws: TestWindowError.screenNotVisible("ViewController", frontmost: "Empty")) {
      try empty.screen(as: ViewController.self)
    }
  }

  @Test func aMissingScreenExplainsItself() {
    #expect(
      TestWindowError.screenNotVisible("ArticleScreen", frontmost: "Share").description
        == "No ArticleScreen is visible where the user can touch; the frontmost visible controller is 'Share'.")
  }
}
