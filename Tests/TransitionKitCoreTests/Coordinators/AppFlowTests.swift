import Testing

@testable import TransitionKitCore

// MARK: - The app under test
//
// login → home tabs (news, users) → news detail → swipe back → users → user → alert → logout,
// written as an XCoordinator app would be: a window coordinator for the app, a navigation
// coordinator for the login, a tab bar coordinator for the home, one navigation coordinator a tab,
// and a coordinator for the news detail. Children only reach up through routers they were given.

enum FlowAppRoute: Sendable { case login, home, logout }
enum FlowLoginRoute: Sendable { case form, submit }
enum FlowHomeRoute: Sendable { case news, users }
enum FlowNewsRoute: Sendable {
  case list
  case detail(Int)
  case back
}
enum FlowArticleRoute: Sendable { case share }
enum FlowUsersRoute: Sendable {
  case list
  case user(Int)
  case alert(String)
  case dismissAlert, logout
}
/// What the users part may ask of the app: redirected to ``FlowAppRoute``.
enum FlowSessionRoute: Sendable { case logout }

/// The app: its window shows the login, or the home once signed in.
@MainActor
final class FlowAppCoordinator: WindowCoordinator<FlowAppRoute> {
  override func prepareTransition(for route: FlowAppRoute) -> WindowTransition {
    switch route {
    case .login, .logout:
      return .setRoot(FlowLoginCoordinator(app: unownedRouter))
    case .home:
      do {
        return .setRoot(try FlowHomeCoordinator(app: unownedRouter))
      } catch {
        return .fail(error)
      }
    }
  }
}

/// The login: a form; submitting it asks the app to go home.
@MainActor
final class FlowLoginCoordinator: NavigationCoordinator<FlowLoginRoute> {
  private let app: UnownedRouter<FlowAppRoute>

  init(app: UnownedRouter<FlowAppRoute>) {
    self.app = app
    super.init(rootViewController: NavigationController(title: "Login"), initialRoute: .form)
  }

  override func prepareTransition(for route: FlowLoginRoute) -> Transition<NavigationController> {
    switch route {
    case .form: .set([ViewController(title: "Sign in")])
    case .submit: .trigger(.home, on: app)
    }
  }
}

/// The home: a news tab and a users tab.
@MainActor
final class FlowHomeCoordinator: TabBarCoordinator<FlowHomeRoute> {
  private let news: FlowNewsCoordinator
  private let users: FlowUsersCoordinator

  init(app: UnownedRouter<FlowAppRoute>) throws(TransitionError) {
    let news = FlowNewsCoordinator()
    let users = FlowUsersCoordinator(app: app)
    self.news = news
    self.users = users
    try super.init(rootViewController: TabBarController(title: "Home"), tabs: [news, users])
  }

  override func prepareTransition(for route: FlowHomeRoute) -> Transition<TabBarController> {
    switch route {
    case .news: .select(news)
    case .users: .select(users)
    }
  }
}

/// The news tab: headlines, and an article (a coordinator of its own) on top.
@MainActor
final class FlowNewsCoordinator: NavigationCoordinator<FlowNewsRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "News"), initialRoute: .list)
  }

  override func prepareTransition(for route: FlowNewsRoute) -> Transition<NavigationController> {
    switch route {
    case .list: .set([ViewController(title: "Headlines")])
    case .detail(let id): .push(FlowArticleCoordinator(id: id))
    case .back: .pop()
    }
  }
}

/// The news detail: one article screen, which can present a share sheet.
@MainActor
final class FlowArticleCoordinator: ViewCoordinator<FlowArticleRoute> {
  init(id: Int) {
    super.init(rootViewController: ViewController(title: "Article \(id)"))
  }

  override func prepareTransition(for route: FlowArticleRoute) -> Transition<ViewController> {
    switch route {
    case .share: .present(ViewController(title: "Share"))
    }
  }
}

/// The users tab: people, a user, an alert over everything; logging out is
/// redirected to the app.
@MainActor
final class FlowUsersCoordinator: NavigationCoordinator<FlowUsersRoute> {
  private let session: RedirectionRouter<FlowAppRoute, FlowSessionRoute>

  init(app: UnownedRouter<FlowAppRoute>) {
    let navigation = NavigationController(title: "Users")
    session = RedirectionRouter(viewController: navigation, parent: app) { route in
      switch route {
      case .logout: .logout
      }
    }
    super.init(rootViewController: navigation, initialRoute: .list)
  }

  override func prepareTransition(for route: FlowUsersRoute) -> Transition<NavigationController> {
    switch route {
    case .list: .set([ViewController(title: "People")])
    case .user(let id): .push(ViewController(title: "User \(id)"))
    case .alert(let message): .present(FlowAlertController(message: message, router: unownedRouter))
    case .dismissAlert: .dismiss()
    case .logout: .trigger(.logout, on: session)
    }
  }
}

/// An alert over the whole window, whose buttons trigger routes of the
/// coordinator that showed it (as a `UIAlertController`'s actions would).
@MainActor
final class FlowAlertController: ViewController {
  private let router: UnownedRouter<FlowUsersRoute>

  init(message: String, router: UnownedRouter<FlowUsersRoute>) {
    self.router = router
    super.init(title: message)
    modalPresentationStyle = .overFullScreen
  }

  func tapLogOut(completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void) {
    router.trigger(.logout, completion: completion)
  }

  func tapCancel(completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void) {
    router.trigger(.dismissAlert, completion: completion)
  }
}

// MARK: - Walking the coordinator tree

/// A coordinator whose children can be listed (every coordinator has
/// `children`, but no public non-generic protocol names it).
@MainActor
protocol FlowCoordinating: AnyObject {
  var children: [any Presentable] { get }
}

/// A coordinator with a parent.
@MainActor
protocol FlowChildCoordinating: FlowCoordinating {
  var parent: (any Presentable)? { get }
}

extension FlowAppCoordinator: FlowCoordinating {}
extension FlowLoginCoordinator: FlowChildCoordinating {}
extension FlowHomeCoordinator: FlowChildCoordinating {}
extension FlowNewsCoordinator: FlowChildCoordinating {}
extension FlowArticleCoordinator: FlowChildCoordinating {}
extension FlowUsersCoordinator: FlowChildCoordinating {}

// MARK: - Driving the app as a user would

/// Weak references to everything that must be freed; nothing in the tests
/// holds them strongly.
@MainActor
final class FlowWeakRefs {
  weak var firstLogin: FlowLoginCoordinator?
  weak var loginNavigation: NavigationController?
  weak var loginForm: ViewController?
  weak var home: FlowHomeCoordinator?
  weak var tabs: TabBarController?
  weak var news: FlowNewsCoordinator?
  weak var newsNavigation: NavigationController?
  weak var headlines: ViewController?
  weak var article: FlowArticleCoordinator?
  weak var articleScreen: ViewController?
  weak var users: FlowUsersCoordinator?
  weak var usersNavigation: NavigationController?
  weak var people: ViewController?
  weak var user: ViewController?
  weak var alert: FlowAlertController?
}

/// The app in its window, with the steps of the flow; each step checks the
/// printed window, the coordinator tree and the invariants.
@MainActor
final class FlowHarness {
  let window: Window
  let clock: ManualAnimationDriver?
  let app: FlowAppCoordinator
  let refs = FlowWeakRefs()
  /// A router a stale button of the users tab would still hold.
  private(set) var staleUsersRouter: WeakRouter<FlowUsersRoute>?

  init(clock: ManualAnimationDriver? = nil) {
    let window = Window(name: "Main")
    if let clock { window.animationDriver = clock }
    self.window = window
    self.clock = clock
    app = FlowAppCoordinator(window: window, initialRoute: .login)
    clock?.runUntilIdle()
  }

  // MARK: Expected states

  static let loginSnapshot = """
    Window "Main" (key, visible)
    └─ root: NavigationController "Login" · visible
       └─ [0]: ViewController "Sign in" · visible
    """

  static let loginCoordinators = """
    FlowAppCoordinator
      FlowLoginCoordinator "Login"
    """

  static let homeCoordinators = """
    FlowAppCoordinator
      FlowHomeCoordinator "Home"
        FlowNewsCoordinator "News"
        FlowUsersCoordinator "Users"
    """

  static let headlinesSnapshot = """
    Window "Main" (key, visible)
    └─ root: TabBarController "Home" (selected 0) · visible
       ├─ tab 0 *: NavigationController "News" · visible
       │  └─ [0]: ViewController "Headlines" · visible
       └─ tab 1: NavigationController "Users"
          └─ [0]: ViewController "People"
    """

  // MARK: Helpers

  /// Lets the clock run until no animation is under way (nothing to do with
  /// the immediate driver).
  func settle() {
    clock?.runUntilIdle()
  }

  /// The screen on top: what is presented over everything, else the selected
  /// tab's, else the top of the stack.
  var topScreen: ViewController? {
    var current = window.rootViewController
    while let controller = current {
      if let presented = controller.presentedViewController, presented !== controller {
        current = presented
      } else if let tabs = controller as? TabBarController, let selected = tabs.selectedViewController {
        current = selected
      } else if let navigation = controller as? NavigationController, let top = navigation.topViewController {
        current = top
      } else {
        return controller
      }
    }
    return nil
  }

  /// Triggers a route from the screen on top, through the nearest router for
  /// its type (as a button of that screen would), and waits for it.
  func trigger<R: Sendable>(_ route: R, sourceLocation: SourceLocation = #_sourceLocation) throws {
    var outcome: Result<Void, TransitionError>?
    do {
      let screen = try #require(topScreen, sourceLocation: sourceLocation)
      let router = try #require(
        screen.nearestRouter(for: R.self), "no \(R.self) router above \(screen.displayName)",
        sourceLocation: sourceLocation)
      router.trigger(route) { outcome = $0 }
    }
    settle()
    try #require(outcome, "\(route) did not complete", sourceLocation: sourceLocation).get()
  }

  /// The coordinator tree, one coordinator a line, indented by depth: its
  /// type and its controller's title; a child whose `parent` is not the
  /// coordinator above it is marked.
  var coordinatorTree: String {
    var lines = ["\(type(of: app))"]
    func walk(_ owner: any FlowCoordinating, depth: Int) {
      for child in owner.children {
        var line = String(repeating: "  ", count: depth) + "\(type(of: child)) \"\(child.viewController.title ?? "")\""
        guard let child = child as? any FlowChildCoordinating else {
          lines.append(line + " (not a flow coordinator)")
          continue
        }
        if child.parent !== owner { line += " (wrong parent)" }
        lines.append(line)
        walk(child, depth: depth + 1)
      }
    }
    walk(app, depth: 1)
    return lines.joined(separator: "\n")
  }

  /// Checks the printed window, the coordinator tree and the invariants.
  func expectCheckpoint(
    _ snapshot: String,
    coordinators: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(window.snapshot.description == snapshot, sourceLocation: sourceLocation)
    #expect(coordinatorTree == coordinators, sourceLocation: sourceLocation)
    #expect(window.validate() == [], sourceLocation: sourceLocation)
    #expect(!window.isTransitioning, sourceLocation: sourceLocation)
  }

  // MARK: Steps

  /// 1. Launch: the app shows the login form.
  func launch() {
    #expect(app.initialRouteError == nil)
    expectCheckpoint(Self.loginSnapshot, coordinators: Self.loginCoordinators)
    refs.firstLogin = app.children.first as? FlowLoginCoordinator
    refs.loginNavigation = window.rootViewController as? NavigationController
    refs.loginForm = topScreen
    #expect(refs.firstLogin != nil)
    #expect(refs.loginForm?.title == "Sign in")
  }

  /// 2. Submitting the form: the login asks the app to go home; the login
  /// part is released.
  func submitLogin() throws {
    try trigger(FlowLoginRoute.submit)
    expectCheckpoint(Self.headlinesSnapshot, coordinators: Self.homeCoordinators)
    #expect(refs.firstLogin == nil)
    #expect(refs.loginNavigation == nil)
    #expect(refs.loginForm == nil)

    refs.home = app.children.first as? FlowHomeCoordinator
    refs.news = refs.home?.children.first as? FlowNewsCoordinator
    refs.users = refs.home?.children.last as? FlowUsersCoordinator
    refs.tabs = window.rootViewController as? TabBarController
    refs.newsNavigation = refs.tabs?.viewControllers.first as? NavigationController
    refs.usersNavigation = refs.tabs?.viewControllers.last as? NavigationController
    refs.headlines = refs.newsNavigation?.viewControllers.first
    refs.people = refs.usersNavigation?.viewControllers.first
    #expect(refs.home != nil && refs.news != nil && refs.users != nil)
    #expect(refs.tabs != nil && refs.newsNavigation != nil && refs.usersNavigation != nil)
    #expect(refs.home?.rootViewController === refs.tabs)
    #expect(refs.news?.rootViewController === refs.newsNavigation)
    #expect(refs.users?.rootViewController === refs.usersNavigation)
    #expect(refs.headlines?.title == "Headlines")
    #expect(refs.people?.title == "People")
    staleUsersRouter = refs.users?.weakRouter
    #expect(staleUsersRouter?.base != nil)
  }

  /// 3. A headline opens its article, a child coordinator of the news tab.
  func openArticle() throws {
    try trigger(FlowNewsRoute.detail(42))
    expectCheckpoint(
      """
      Window "Main" (key, visible)
      └─ root: TabBarController "Home" (selected 0) · visible
         ├─ tab 0 *: NavigationController "News" · visible
         │  ├─ [0]: ViewController "Headlines"
         │  └─ [1]: ViewController "Article 42" · visible
         └─ tab 1: NavigationController "Users"
            └─ [0]: ViewController "People"
      """,
      coordinators: """
        FlowAppCoordinator
          FlowHomeCoordinator "Home"
            FlowNewsCoordinator "News"
              FlowArticleCoordinator "Article 42"
            FlowUsersCoordinator "Users"
        """)
    refs.article = refs.news?.children.first as? FlowArticleCoordinator
    refs.articleScreen = topScreen
    #expect(refs.article != nil)
    #expect(refs.article?.rootViewController === refs.articleScreen)
    #expect(refs.articleScreen?.title == "Article 42")
  }

  /// 4. Swiping back, without any coordinator: the news coordinator notices
  /// and lets the article coordinator and its screen go.
  func swipeBack() throws {
    do {
      let swipe = try #require(refs.newsNavigation).beginInteractivePop()
      swipe.update(0.4)
      #expect(swipe.state == .interacting)
      // Half-way: the stack already shows its end state; Headlines is appearing.
      // Nothing was reported yet, so the article is still a child.
      #expect(
        window.snapshot.description == """
          Window "Main" (key, visible)
          └─ root: TabBarController "Home" (selected 0) · visible
             ├─ tab 0 *: NavigationController "News" · visible
             │  └─ [0]: ViewController "Headlines" · visible · appearing
             └─ tab 1: NavigationController "Users"
                └─ [0]: ViewController "People"
          """)
      #expect(
        coordinatorTree == """
          FlowAppCoordinator
            FlowHomeCoordinator "Home"
              FlowNewsCoordinator "News"
                FlowArticleCoordinator "Article 42"
              FlowUsersCoordinator "Users"
          """)
      #expect(window.validate() == [])
      swipe.finish(velocity: 1)
      settle()
      #expect(swipe.state == .finished)
    }
    expectCheckpoint(Self.headlinesSnapshot, coordinators: Self.homeCoordinators)
    #expect(refs.article == nil)
    #expect(refs.articleScreen == nil)
  }

  /// 5. The users tab.
  func showUsers() throws {
    try trigger(FlowHomeRoute.users)
    expectCheckpoint(
      """
      Window "Main" (key, visible)
      └─ root: TabBarController "Home" (selected 1) · visible
         ├─ tab 0: NavigationController "News"
         │  └─ [0]: ViewController "Headlines"
         └─ tab 1 *: NavigationController "Users" · visible
            └─ [0]: ViewController "People" · visible
      """,
      coordinators: Self.homeCoordinators)
  }

  /// 6. A user.
  func openUser() throws {
    try trigger(FlowUsersRoute.user(7))
    expectCheckpoint(
      """
      Window "Main" (key, visible)
      └─ root: TabBarController "Home" (selected 1) · visible
         ├─ tab 0: NavigationController "News"
         │  └─ [0]: ViewController "Headlines"
         └─ tab 1 *: NavigationController "Users" · visible
            ├─ [0]: ViewController "People"
            └─ [1]: ViewController "User 7" · visible
      """,
      coordinators: Self.homeCoordinators)
    refs.user = topScreen
    #expect(refs.user?.title == "User 7")
  }

  /// 7. An alert over the whole window: presented by the root-most ancestor
  /// (the tab bar), which stays visible under `.overFullScreen`.
  func showAlert() throws {
    try trigger(FlowUsersRoute.alert("Log out?"))
    expectCheckpoint(
      """
      Window "Main" (key, visible)
      └─ root: TabBarController "Home" (selected 1) · visible
         ├─ tab 0: NavigationController "News"
         │  └─ [0]: ViewController "Headlines"
         ├─ tab 1 *: NavigationController "Users" · visible
         │  ├─ [0]: ViewController "People"
         │  └─ [1]: ViewController "User 7" · visible
         └─ presented (overFullScreen): FlowAlertController "Log out?" · visible
      """,
      coordinators: Self.homeCoordinators)
    refs.alert = topScreen as? FlowAlertController
    #expect(refs.alert != nil)
    #expect(refs.alert?.presentingViewController === refs.tabs)
    #expect(refs.usersNavigation?.presentedViewController === refs.alert)
  }

  /// 7b. Cancelling the alert: back on the user.
  func cancelAlert() throws {
    var outcome: Result<Void, TransitionError>?
    try #require(refs.alert).tapCancel { outcome = $0 }
    settle()
    try #require(outcome).get()
    expectCheckpoint(
      """
      Window "Main" (key, visible)
      └─ root: TabBarController "Home" (selected 1) · visible
         ├─ tab 0: NavigationController "News"
         │  └─ [0]: ViewController "Headlines"
         └─ tab 1 *: NavigationController "Users" · visible
            ├─ [0]: ViewController "People"
            └─ [1]: ViewController "User 7" · visible
      """,
      coordinators: Self.homeCoordinators)
    #expect(refs.alert == nil)
  }

  /// 8. Logging out from the alert: redirected to the app, which sets a new
  /// login as the root; the whole home part is released.
  func logOut() throws {
    var outcome: Result<Void, TransitionError>?
    try #require(refs.alert).tapLogOut { outcome = $0 }
    settle()
    try #require(outcome).get()
    expectCheckpoint(Self.loginSnapshot, coordinators: Self.loginCoordinators)
    #expect(refs.home == nil)
    #expect(refs.tabs == nil)
    #expect(refs.news == nil)
    #expect(refs.newsNavigation == nil)
    #expect(refs.headlines == nil)
    #expect(refs.article == nil)
    #expect(refs.articleScreen == nil)
    #expect(refs.users == nil)
    #expect(refs.usersNavigation == nil)
    #expect(refs.people == nil)
    #expect(refs.user == nil)
    #expect(refs.alert == nil)
    #expect(refs.firstLogin == nil)

    // A button of the old users tab that still holds its router does nothing.
    var stale: Result<Void, TransitionError>?
    try #require(staleUsersRouter).trigger(.user(1)) { stale = $0 }
    settle()
    #expect(throws: TransitionError.routerDeallocated) { try stale?.get() }
    #expect(window.snapshot.description == Self.loginSnapshot)
  }

  /// The whole flow, checked at every step.
  func runWholeFlow() throws {
    launch()
    try submitLogin()
    try openArticle()
    try swipeBack()
    try showUsers()
    try openUser()
    try showAlert()
    try logOut()
  }
}

// MARK: - Tests

@Suite @MainActor struct AppFlowTests {
  @Test func appFlowWithImmediateDriver() throws {
    let harness = FlowHarness()
    try harness.runWholeFlow()
  }

  @Test func appFlowWithManualDriverEndsInTheSameState() throws {
    let immediate = FlowHarness()
    try immediate.runWholeFlow()

    let clock = ManualAnimationDriver()
    let manual = FlowHarness(clock: clock)
    try manual.runWholeFlow()

    #expect(clock.elapsed > .zero, "the flow's animations ran on the manual clock")
    #expect(!clock.hasRunningAnimations)
    #expect(manual.window.snapshot == immediate.window.snapshot)
    #expect(manual.window.snapshot.description == FlowHarness.loginSnapshot)
  }

  @Test func cancellingTheAlertKeepsTheUser() throws {
    let harness = FlowHarness()
    harness.launch()
    try harness.submitLogin()
    try harness.showUsers()
    try harness.openUser()
    try harness.showAlert()
    try harness.cancelAlert()
    try harness.showAlert()
    try harness.logOut()
  }
}
