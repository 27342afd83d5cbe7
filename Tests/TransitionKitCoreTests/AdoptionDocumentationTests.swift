import Testing
import TransitionKitCore

/// The types of the snippets added to *Writing coordinators* and to the
/// comments of the coordinators, written as there.
enum CoordinatorDocs {
  enum NewsRoute: Sendable {
    case list
    case article(Int)
  }

  /// `NavigationTransition`'s example.
  final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    init() { super.init(initialRoute: .list) }

    override func prepareTransition(for route: NewsRoute) -> NavigationTransition {
      switch route {
      case .list: .set([ViewController(title: "News")])
      case .article(let id): .push(ViewController(title: "Article \(id)"))
      }
    }
  }

  enum UsersRoute: Sendable { case people }

  final class UsersCoordinator: NavigationCoordinator<UsersRoute> {
    init() { super.init(initialRoot: ViewController(title: "Users")) }
  }

  enum HomeRoute: Sendable {
    case news
    case users
  }

  /// The article's home, and `TabBarCoordinator(initialTabs:select:)`'s example.
  final class HomeCoordinator: TabBarCoordinator<HomeRoute> {
    let news = NewsCoordinator()
    let users = UsersCoordinator()

    init() {
      super.init(initialTabs: [news, users], select: users)
    }

    override func prepareTransition(for route: HomeRoute) -> TabBarTransition {
      switch route {
      case .news: .select(news)
      case .users: .select(users)
      }
    }
  }

  /// `SplitCoordinator(master:detail:)`'s example.
  final class HomeSplitCoordinator: SplitCoordinator<HomeRoute> {
    init() {
      super.init(master: UsersCoordinator(), detail: NewsCoordinator())
    }
  }

  enum OnboardingRoute: Sendable { case next }

  /// `PageCoordinator(initialPages:)`'s example.
  final class OnboardingCoordinator: PageCoordinator<OnboardingRoute> {
    init() {
      super.init(initialPages: ["Welcome", "Privacy"].map { ViewController(title: $0) })
    }
  }

  enum UserRoute: Sendable { case profile }

  /// `NavigationCoordinator(initialRoot:)`'s example.
  final class UserCoordinator: NavigationCoordinator<UserRoute> {
    init(user: String) {
      super.init(initialRoot: ViewController(title: user))
    }
  }

  // The article's coordinator that closes itself.
  // snippet: writing-coordinators-closing
  enum AccountRoute: Sendable {
    case done
  }

  final class AccountCoordinator: ViewCoordinator<AccountRoute> {
    init() {
      super.init(rootViewController: ViewController(title: "Account"))
    }

    override func prepareTransition(for route: AccountRoute) -> ViewTransition {
      switch route {
      case .done: .close(self)
      }
    }
  }
  // end snippet: writing-coordinators-closing

  enum ProfileRoute: Sendable { case close }

  /// `Transition.close(_:animation:)`'s example.
  final class ProfileCoordinator: ViewCoordinator<ProfileRoute> {
    init() { super.init(rootViewController: ViewController(title: "Profile")) }

    override func prepareTransition(for route: ProfileRoute) -> ViewTransition {
      switch route {
      case .close: .close(self)  // pushed: popped; presented: dismissed
      }
    }
  }

  // The article's login flow (`FlowCoordinator`'s example too), and its parent.
  // snippet: writing-coordinators-flow-result
  enum LoginRoute: Sendable {
    case form
    case submit(user: String)
  }

  final class LoginCoordinator: NavigationCoordinator<LoginRoute>, FlowCoordinator {
    typealias FlowValue = String

    init() {
      super.init(initialRoute: .form)
    }

    override func prepareTransition(for route: LoginRoute) -> NavigationTransition {
      switch route {
      case .form:
        return .set([ViewController(title: "Sign in")])
      case .submit(let user):
        finish(with: user)
        return .none()
      }
    }
  }

  enum StartRoute: Sendable {
    case login
    case welcome(String)
  }

  final class StartCoordinator: NavigationCoordinator<StartRoute> {
    init() {
      super.init(initialRoot: ViewController(title: "Start"))
    }

    override func prepareTransition(for route: StartRoute) -> NavigationTransition {
      switch route {
      case .login:
        let login = LoginCoordinator()
        return .present(login).startingFlow(of: login) { [unowned self] result in
          switch result {
          case .success(.finished(let user)): trigger(.welcome(user))
          case .success(.cancelled), .success(.replaced), .failure: break
          }
        }
      case .welcome(let user):
        return .multiple(.dismissAll(), .push(ViewController(title: "Welcome, \(user)")))
      }
    }
  }
  // end snippet: writing-coordinators-flow-result

  enum AppRoute: Sendable {
    case login
    case home(String)
  }

  /// `Transition.startingFlow(of:completion:)`'s example, and the app of
  /// `setRoot(for:)`'s.
  final class AppCoordinator: NavigationCoordinator<AppRoute> {
    init() { super.init(initialRoot: ViewController(title: "Launch")) }

    override func prepareTransition(for route: AppRoute) -> NavigationTransition {
      switch route {
      case .login:
        let login = LoginCoordinator()
        return .present(login).startingFlow(of: login) { [unowned self] result in
          if case .success(.finished(let user)) = result { trigger(.home(user)) }
        }
      case .home(let user):
        return .multiple(.dismissAll(), .set([ViewController(title: user)]))
      }
    }
  }

  /// `WindowTransition.startingFlow(of:completion:)`'s example.
  final class WindowAppCoordinator: WindowCoordinator<AppRoute> {
    override func prepareTransition(for route: AppRoute) -> WindowTransition {
      switch route {
      case .login:
        let login = LoginCoordinator()
        return .setRoot(login).startingFlow(of: login) { [unowned self] result in
          if case .success(.finished(let user)) = result { trigger(.home(user)) }
        }
      case .home(let user):
        return .setRoot(ViewController(title: user))
      }
    }
  }
}

/// The snippets of *Writing coordinators* and of the coordinators' comments
/// that the adoption work added, run as written, and the claims around them.
@Suite @MainActor struct AdoptionDocumentationTests: PrintsToConsole {
  private typealias Docs = CoordinatorDocs
  private typealias LoginCoordinator = CoordinatorDocs.LoginCoordinator
  let console = Console()
  private let window = Window(name: "Main")

  @Test func theHomeIsBuiltFromItsTabsWithoutTry() {
    let home = Docs.HomeCoordinator()
    #expect(home.initialRouteError == nil)
    #expect(home.rootViewController.selectedViewController === home.users.rootViewController)
    home.trigger(.news)
    #expect(home.rootViewController.selectedViewController === home.news.rootViewController)
    let users = home.children(of: Docs.UsersCoordinator.self).first
    #expect(users === home.users)
  }

  @Test func theOtherReadyMadeCoordinatorsAreBuiltWithoutTry() {
    let split = Docs.HomeSplitCoordinator()
    let onboarding = Docs.OnboardingCoordinator()
    let user = Docs.UserCoordinator(user: "Ada")
    #expect(split.rootViewController.primaryViewController?.displayName == "Nav")
    #expect(split.children.count == 2)
    #expect(onboarding.rootViewController.viewControllers.map(\.title) == ["Welcome"])
    #expect(user.rootViewController.viewControllers.map(\.title) == ["Ada"])
    for error in [split.initialRouteError, onboarding.initialRouteError, user.initialRouteError] {
      #expect(error == nil)
    }
  }

  @Test func aResultIsReadWithoutASwitch() throws {
    let router = Docs.NewsCoordinator()
    var read: [String] = []
    router.trigger(.article(42)) { result in
      if result.isSuccess { read.append("shown") }
      if let error = result.error { read.append("\(error)") }
    }
    #expect(read == ["shown"])
  }

  @Test(arguments: [true, false])
  func aCoordinatorClosesItselfWhicheverWayItWasShown(pushed: Bool) throws {
    let stack = NavigationController(root: ViewController(title: "Home"))
    try window.setRootViewController(stack)
    let account = Docs.AccountCoordinator()
    let profile = Docs.ProfileCoordinator()
    if pushed {
      try stack.pushViewController(account.rootViewController, animated: false)
      try stack.pushViewController(profile.rootViewController, animated: false)
    } else {
      try stack.present(account.rootViewController, animated: false)
      try account.rootViewController.present(profile.rootViewController, animated: false)
    }
    profile.trigger(.close)
    #expect(profile.rootViewController.isFree)
    #expect(!account.rootViewController.isFree)
    account.trigger(.done)
    #expect(account.rootViewController.isFree)
    #expect(stack.viewControllers.map(\.title) == ["Home"])
    #expect(stack.presentedViewController == nil)
  }

  @Test func theLoginFlowWelcomesTheUserItFinishedWith() throws {
    let start = Docs.StartCoordinator()
    try start.setRoot(for: window)
    start.trigger(.login)
    let login = try #require(start.children(of: Docs.LoginCoordinator.self).first)
    login.trigger(.submit(user: "ada"))
    #expect(start.rootViewController.viewControllers.map(\.title) == ["Start", "Welcome, ada"])
    #expect(start.rootViewController.presentedViewController == nil)
  }

  @Test func aLoginPulledDownWelcomesNoOne() throws {
    let start = Docs.StartCoordinator()
    try start.setRoot(for: window)
    start.trigger(.login)
    let sheet = try #require(start.rootViewController.presentedViewController)
    try sheet.beginInteractiveDismissal().finish()
    #expect(start.rootViewController.viewControllers.map(\.title) == ["Start"])
    #expect(start.children.isEmpty)
  }

  @Test func theAwaitedLoginFlowEndsWithTheUser() async throws {
    let start = Docs.StartCoordinator()
    try start.setRoot(for: window)
    let app = start
    let flows = Task {
      // snippet: writing-coordinators-awaited-flow
      let login = LoginCoordinator()
      switch try await start.startFlow(login, with: .present(login)) {
      case .finished(let user): print("signed in as", user)
      case .cancelled(let action): print("closed by", action)
      case .replaced: print("replaced")
      }
      // end snippet: writing-coordinators-awaited-flow
      // `FlowResult`'s example, on a second login.
      let second = LoginCoordinator()
      switch try await app.startFlow(second, with: .present(second)) {
      case .finished(let user): print("signed in as", user)
      case .cancelled(by: .pullDown): print("the sheet was pulled down")
      case .cancelled, .replaced: print("no user")
      }
    }
    let login = try await child(LoginCoordinator.self, number: 1, of: start)
    try await login.trigger(.submit(user: "ada"))
    let second = try await child(LoginCoordinator.self, number: 2, of: start)
    try second.rootViewController.beginInteractiveDismissal().finish()
    try await flows.value
    #expect(console.lines == ["signed in as ada", "the sheet was pulled down"])
    #expect(start.children.count == 1, "the first login, finished, is still shown: its parent decides what follows")
  }

  /// The parent's child of a type, once it has that many, after letting
  /// other tasks run.
  private func child<Child: Presentable>(
    _ type: Child.Type, number: Int, of parent: Docs.StartCoordinator
  ) async throws -> Child {
    var turns = 0
    while parent.children(of: type).count < number, turns < 1_000 {
      await Task.yield()
      turns += 1
    }
    return try #require(parent.children(of: type).dropFirst(number - 1).first)
  }

  @Test func aRouteStartsTheLoginFlowAndGoesHomeWithTheUser() throws {
    try Docs.AppCoordinator().setRoot(for: window)
    #expect(window.isKeyWindow)
    let app = Docs.AppCoordinator()
    app.trigger(.login)
    try #require(app.children(of: Docs.LoginCoordinator.self).first).trigger(.submit(user: "ada"))
    #expect(app.rootViewController.viewControllers.map(\.title) == ["ada"])
    #expect(app.children.isEmpty)
  }

  @Test func aWindowRouteStartsTheLoginFlowAndGoesHomeWithTheUser() throws {
    let app = Docs.WindowAppCoordinator(window: window, initialRoute: .login)
    try #require(app.children(of: Docs.LoginCoordinator.self).first).trigger(.submit(user: "ada"))
    #expect(window.rootViewController?.title == "ada")
    #expect(app.children.isEmpty)
  }
}
