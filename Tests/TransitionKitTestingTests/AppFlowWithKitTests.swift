import Testing
import TransitionKitCore
import TransitionKitTesting

// MARK: - The app under test
//
// The app of TransitionKitCoreTests' AppFlowTests (that one lives in another test target), written
// with the current API: login → home tabs (news, users) → news detail → swipe back → users → user →
// alert → logout. A window coordinator for the app, a navigation coordinator for the login, a tab
// bar coordinator for the home, one navigation coordinator a tab, and a coordinator for the news
// detail. The alert is an `AlertController` whose buttons the test taps, as a user would: a tap
// dismisses the alert, then runs the button's handler.

private enum KitAppRoute: Sendable { case login, home, logout }
private enum KitLoginRoute: Sendable { case form, submit }
private enum KitHomeRoute: Sendable { case news, users }
private enum KitNewsRoute: Sendable {
  case list
  case detail(Int)
  case back
}
private enum KitArticleRoute: Sendable { case share }
private enum KitUsersRoute: Sendable {
  case list
  case user(Int)
  case alert(String)
  case logout
}
/// What the users part may ask of the app: redirected to ``KitAppRoute``.
private enum KitSessionRoute: Sendable { case logout }

/// The app: its window shows the login, or the home once signed in.
@MainActor
private final class KitAppCoordinator: WindowCoordinator<KitAppRoute> {
  override func prepareTransition(for route: KitAppRoute) -> WindowTransition {
    switch route {
    case .login, .logout:
      return .setRoot(KitLoginCoordinator(app: unownedRouter))
    case .home:
      return .setRoot(KitHomeCoordinator(app: unownedRouter))
    }
  }
}

/// The login: a form; submitting it asks the app to go home.
@MainActor
private final class KitLoginCoordinator: NavigationCoordinator<KitLoginRoute> {
  private let app: UnownedRouter<KitAppRoute>

  init(app: UnownedRouter<KitAppRoute>) {
    self.app = app
    super.init(rootViewController: NavigationController(title: "Login"), initialRoute: .form)
  }

  override func prepareTransition(for route: KitLoginRoute) -> Transition<NavigationController> {
    switch route {
    case .form: .set([ViewController(title: "Sign in")])
    case .submit: .trigger(.home, on: app)
    }
  }
}

/// The home: a news tab and a users tab (exposed, so that the test can
/// trigger their routes where their screens' buttons would).
@MainActor
private final class KitHomeCoordinator: TabBarCoordinator<KitHomeRoute> {
  let news: KitNewsCoordinator
  let users: KitUsersCoordinator

  init(app: UnownedRouter<KitAppRoute>) {
    news = KitNewsCoordinator()
    users = KitUsersCoordinator(app: app)
    super.init(rootViewController: TabBarController(title: "Home"), initialTabs: [news, users])
  }

  override func prepareTransition(for route: KitHomeRoute) -> Transition<TabBarController> {
    switch route {
    case .news: .select(news)
    case .users: .select(users)
    }
  }
}

/// The news tab: headlines, and an article (a coordinator of its own) on top.
@MainActor
private final class KitNewsCoordinator: NavigationCoordinator<KitNewsRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "News"), initialRoute: .list)
  }

  override func prepareTransition(for route: KitNewsRoute) -> Transition<NavigationController> {
    switch route {
    case .list: .set([ViewController(title: "Headlines")])
    case .detail(let id): .push(KitArticleCoordinator(id: id))
    case .back: .pop()
    }
  }
}

/// The news detail: one article screen, which can present a share sheet.
@MainActor
private final class KitArticleCoordinator: ViewCoordinator<KitArticleRoute> {
  init(id: Int) {
    super.init(rootViewController: ViewController(title: "Article \(id)"))
  }

  override func prepareTransition(for route: KitArticleRoute) -> Transition<ViewController> {
    switch route {
    case .share: .present(ViewController(title: "Share"))
    }
  }
}

/// The users tab: people, a user, an alert over everything whose "Log out"
/// button logs out; logging out is redirected to the app.
@MainActor
private final class KitUsersCoordinator: NavigationCoordinator<KitUsersRoute> {
  private let session: RedirectionRouter<KitAppRoute, KitSessionRoute>

  init(app: UnownedRouter<KitAppRoute>) {
    let navigation = NavigationController(title: "Users")
    session = RedirectionRouter(viewController: navigation, parent: app) { route in
      switch route {
      case .logout: .logout
      }
    }
    super.init(rootViewController: navigation, initialRoute: .list)
  }

  override func prepareTransition(for route: KitUsersRoute) -> Transition<NavigationController> {
    switch route {
    case .list: .set([ViewController(title: "People")])
    case .user(let id): .push(ViewController(title: "User \(id)"))
    case .alert(let message): .present(alert(message))
    case .logout: .trigger(.logout, on: session)
    }
  }

  /// An alert whose "Log out" button triggers the logout; "Cancel" only closes it.
  private func alert(_ message: String) -> AlertController {
    let alert = AlertController(title: message, message: nil)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Log out", style: .destructive) { [weak self] in self?.trigger(.logout) })
    return alert
  }
}

// MARK: - Reaching the app's parts, as its screens' buttons would

extension KitAppCoordinator {
  /// The login, while it is shown.
  fileprivate var login: KitLoginCoordinator? { children(of: KitLoginCoordinator.self).first }
  /// The home, while it is shown.
  fileprivate var home: KitHomeCoordinator? { children(of: KitHomeCoordinator.self).first }
}

// MARK: - Tests

@Suite @MainActor struct AppFlowWithKitTests {
  @Test func signInReadAnArticleAndLogOut() throws {
    try expectNoLeaks {
      let test = TestWindow { window in KitAppCoordinator(window: window, initialRoute: .login) }
      let app = test.root
      let log = EventLog(window: test.window, includesLifecycle: false)
      expectHierarchy(test.window, matches: "Login[Sign in]")

      // Everything made from the sign-in on is freed at logout, but the fresh login.
      let ((), signedIn) = try LeakTracker.tracking {
        app.login?.trigger(.submit)
        test.runAll()
        expectHierarchy(test.window, matches: "Home[*News[Headlines], Users[People]]")
        let staleUsers = try #require(app.home?.users.weakRouter)

        // A headline opens its article; a swipe back lets the article and its coordinator go.
        try expectNoLeaks {
          app.home?.news.trigger(.detail(42))
          test.runAll()
          expectHierarchy(test.window, matches: "Home[*News[Headlines, Article 42], Users[People]]")
          try test.swipeBack(to: 0.4, then: .finish)
        }
        expectHierarchy(test.window, matches: "Home[*News[Headlines], Users[People]]")
        #expect(app.home?.news.children.isEmpty == true)

        // The users tab, a user, and an alert over the whole window, the tab bar still visible under it.
        app.home?.trigger(.users)
        test.runAll()
        expectHierarchy(test.window, matches: "Home[News[Headlines], *Users[People]]")
        app.home?.users.trigger(.user(7))
        test.runAll()
        expectHierarchy(test.window, matches: "Home[News[Headlines], *Users[People, User 7]]")
        app.home?.users.trigger(.alert("Log out?"))
        test.runAll()
        expectHierarchy(test.window, matches: "Home[News[Headlines], *Users[People, User 7]] ▸ overFullScreen Log out?")
        #expect(test.snapshot.root?.isVisible == true)

        // Logging out from the alert: redirected to the app, which shows a fresh login.
        try test.tapAlertButton("Log out")
        expectHierarchy(test.window, matches: "Login[Sign in]")

        // A button of the old users tab that still holds its router does nothing.
        var stale: Result<Void, TransitionError>?
        staleUsers.trigger(.user(1)) { stale = $0 }
        #expect(throws: TransitionError.routerDeallocated) { try stale?.get() }
      }
      #expect(signedIn.survivors == ["Login", "KitLoginCoordinator", "Sign in"])
      expectHierarchy(test.window, matches: "Login[Sign in]")
      #expect(test.window.validate() == [])
      #expect(test.clock.elapsed > .zero, "the flow's animations ran on the test window's clock")

      let completed = log.completedTransitions
      #expect(
        completed.map(\.route) == ["home", "detail(42)", nil, "users", "user(7)", #"alert("Log out?")"#, nil, "logout"])
      #expect(
        completed.map(\.router) == [
          "KitAppCoordinator", "KitNewsCoordinator", nil, "KitHomeCoordinator", "KitUsersCoordinator",
          "KitUsersCoordinator", nil, "KitAppCoordinator",
        ])
      #expect(
        FlowDiagram(log).mermaid == """
          flowchart LR
            n0["Login"]
            n1["Home"]
            n2["Headlines"]
            n3["Article 42"]
            n4["News"]
            n5["Users"]
            n6["People"]
            n7["User 7"]
            n8["Log out?"]
            n0 -->|"home · setRoot"| n1
            n2 -->|"detail(42) · push"| n3
            n3 -->|"pop"| n2
            n4 -->|"users · select"| n5
            n6 -->|"user(7) · push"| n7
            n1 -->|"alert(#quot;Log out?#quot;) · present"| n8
            n8 -->|"dismiss"| n1
            n1 -->|"logout · setRoot"| n0
          """)
    }
  }

  @Test func cancellingTheAlertKeepsTheUser() throws {
    try expectNoLeaks {
      let test = TestWindow { window in KitAppCoordinator(window: window, initialRoute: .login) }
      let app = test.root
      app.login?.trigger(.submit)
      test.runAll()
      app.home?.trigger(.users)
      app.home?.users.trigger(.user(7))
      test.runAll()
      expectHierarchy(test.window, matches: "Home[News[Headlines], *Users[People, User 7]]")

      // The cancelled alert is freed; the user stays.
      try expectNoLeaks {
        app.home?.users.trigger(.alert("Log out?"))
        test.runAll()
        expectHierarchy(test.window, matches: "Home[News[Headlines], *Users[People, User 7]] ▸ overFullScreen Log out?")
        try test.tapAlertButton("Cancel")
      }
      expectHierarchy(test.window, matches: "Home[News[Headlines], *Users[People, User 7]]")

      app.home?.users.trigger(.alert("Log out?"))
      test.runAll()
      try test.tapAlertButton("Log out")
      expectHierarchy(test.window, matches: "Login[Sign in]")
      #expect(test.window.validate() == [])
    }
  }
}
