import Testing
import TransitionKitCore
import TransitionKitTesting
import XCTest

/// The examples the *Testing navigation flows* article adds for screens,
/// alerts, awaiting routes and failure messages, run as written.
@Suite @MainActor struct TestingArticleExampleTests {
  typealias NewsCoordinator = TestingArticleXCTestExampleTests.NewsCoordinator

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

  @Test func loggingOutAsksFirst() throws {
    let test = try TestWindow(root: AccountCoordinator())
    try test.screen(as: ProfileViewController.self).logOutTapped()  // the screen's own button
    test.runAll()
    #expect(test.visibleAlert?.actions.map(\.title) == ["Cancel", "Log out"])

    try test.tapAlertButton("Log out")  // dismisses the alert, then runs the button's handler
    expectHierarchy(test.window, matches: "Account[Signed out]")
  }

  @Test func openingAnArticle() async throws {
    let test = try TestWindow(root: NewsCoordinator())
    try await test.run { try await test.root.trigger(.detail(42)) }
    expectHierarchy(test.window, matches: "News[Headlines, Article 42]")
  }

  @Test func aFailedCompactExpectationReadsAsTheArticleShows() throws {
    let news = try NavigationController(rootViewController: ViewController(title: "Headlines"), title: "News")
    try news.pushViewController(ViewController(title: "Article 42"), animated: false)
    let users = try NavigationController(rootViewController: ViewController(title: "People"), title: "Users")
    try users.pushViewController(ViewController(title: "User 7"), animated: false)
    let home = try TabBarController(viewControllers: [news, users], title: "Home")
    try home.present(ViewController(title: "Settings"), animated: false)
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

    withKnownIssue {
      expectHierarchy(home, matches: "Home[*News[Headlines, Article 42], Users[People]] ▸ sheet Settings")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [shown]
    }
  }
}

/// The article's XCTest example, run as written (the class is `NewsTests`
/// there), with the article's news coordinator.
final class TestingArticleXCTestExampleTests: XCTestCase {
  enum NewsRoute: Sendable, Codable {
    case list
    case detail(Int)
    case back
  }

  final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    init() {
      super.init(rootViewController: NavigationController(title: "News"), initialRoute: .list)
    }

    override func prepareTransition(for route: NewsRoute) -> Transition<NavigationController> {
      switch route {
      case .list: .set([ViewController(title: "Headlines")])
      case .detail(let id): .push(ViewController(title: "Article \(id)"))
      case .back: .pop()
      }
    }
  }

  @MainActor func testSwipingBackFromAnArticle() async throws {
    try await XCTAssertNoLeaks {
      let test = try TestWindow(root: NewsCoordinator())
      try await test.run { try await test.root.trigger(.detail(42)) }
      try test.swipeBack(to: 0.4, then: .finish)
      XCTAssertHierarchy(test.window, matches: "News[Headlines]")
    }
  }
}
