import Testing
import TransitionKitCore

enum JourneyLoginRoute: Sendable {
  case form
  case submit(String)
  case close
}

/// A login flow in a navigation controller of its own: it finishes with the
/// user's name.
@MainActor
final class JourneyLoginCoordinator: NavigationCoordinator<JourneyLoginRoute>, FlowCoordinator {
  typealias FlowValue = String

  init(style: ModalPresentationStyle = .pageSheet) {
    let navigation = NavigationController(title: "Login")
    navigation.modalPresentationStyle = style
    super.init(rootViewController: navigation, initialRoute: .form)
  }

  override func prepareTransition(for route: JourneyLoginRoute) -> NavigationTransition {
    switch route {
    case .form:
      return .set([ViewController(title: "Sign in")])
    case .submit(let user):
      finish(with: user)
      return .none()
    case .close:
      return .close(self)
    }
  }
}

enum JourneyProfileRoute: Sendable {
  case save(Int)
  case close
}

/// A profile screen pushed onto its parent's stack: it finishes with a number.
@MainActor
final class JourneyProfileCoordinator: ViewCoordinator<JourneyProfileRoute>, FlowCoordinator {
  typealias FlowValue = Int

  init() { super.init(rootViewController: ViewController(title: "Profile")) }

  override func prepareTransition(for route: JourneyProfileRoute) -> ViewTransition {
    switch route {
    case .save(let value):
      finish(with: value)
      return .close(self)
    case .close:
      return .close(self)
    }
  }
}

enum JourneyHomeRoute: Sendable {
  case login(JourneyLoginCoordinator)
  case profile(JourneyProfileCoordinator)
  case reset
  case dismiss
}

/// The parent: a stack with "Home", which starts the login and profile flows
/// from its routes and keeps what it heard.
@MainActor
final class JourneyHomeCoordinator: NavigationCoordinator<JourneyHomeRoute> {
  var logins: [Result<FlowResult<String>, TransitionError>] = []
  var profiles: [Result<FlowResult<Int>, TransitionError>] = []

  init() { super.init(initialRoot: ViewController(title: "Home")) }

  override func prepareTransition(for route: JourneyHomeRoute) -> NavigationTransition {
    switch route {
    case .login(let login):
      return .present(login).startingFlow(of: login) { [unowned self] in logins.append($0) }
    case .profile(let profile):
      return .push(profile).startingFlow(of: profile) { [unowned self] in profiles.append($0) }
    case .reset:
      return .set([ViewController(title: "Fresh")])
    case .dismiss:
      return .dismissAll()
    }
  }
}

/// A parent starts a child's flow and hears once how it ended: the value it
/// finished with, the user's gesture that cancelled it, or that the app
/// replaced it; or why it did not start.
@Suite @MainActor struct FlowResultTests {
  /// The home coordinator as a key, visible window's root.
  /// The window the tests show their home in (kept by the suite).
  private let window = Window(name: "Main")

  /// The home coordinator as the root of the suite's key, visible window.
  private func shownHome() throws -> (JourneyHomeCoordinator, Window) {
    let home = JourneyHomeCoordinator()
    try home.setRoot(for: window)
    return (home, window)
  }

  @Test func aChildThatFinishesHandsItsValueToItsParent() throws {
    let (home, window) = try shownHome()
    let login = JourneyLoginCoordinator()
    home.trigger(.login(login))
    #expect(home.logins.isEmpty)
    let presented = window.snapshot

    login.trigger(.submit("ada"))

    #expect(home.logins == [.success(.finished("ada"))])
    #expect(window.snapshot == presented, "finishing changes nothing in the hierarchy")
    #expect(home.children(of: JourneyLoginCoordinator.self).first === login)
    login.trigger(.submit("again"))
    home.trigger(.dismiss)
    #expect(home.logins.count == 1, "a flow ends once")
  }

  @Test func pullingTheSheetDownCancelsTheFlowAndFreesTheChild() throws {
    let (home, _) = try shownHome()
    weak var weakLogin: JourneyLoginCoordinator?
    do {
      let login = JourneyLoginCoordinator()
      weakLogin = login
      home.trigger(.login(login))
      try login.rootViewController.beginInteractiveDismissal().finish()
    }
    #expect(home.logins == [.success(.cancelled(by: .pullDown))])
    #expect(weakLogin == nil)
    #expect(home.children.isEmpty)
  }

  @Test func aCancelledPullDownLeavesTheFlowRunning() throws {
    let (home, _) = try shownHome()
    let login = JourneyLoginCoordinator()
    home.trigger(.login(login))
    let window = try #require(home.rootViewController.window)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let pull = try login.rootViewController.beginInteractiveDismissal()
    pull.update(0.3)
    pull.cancel()
    clock.runUntilIdle()
    #expect(home.logins.isEmpty)
    login.trigger(.submit("ada"))
    #expect(home.logins == [.success(.finished("ada"))])
  }

  @Test(arguments: [UserAction.swipeBack, .backButton, .backButtonMenu])
  func theUserPoppingAPushedChildCancelsItsFlow(action: UserAction) throws {
    let (home, _) = try shownHome()
    let profile = JourneyProfileCoordinator()
    home.trigger(.profile(profile))
    let navigation = home.rootViewController
    switch action {
    case .swipeBack: try navigation.beginInteractivePop().finish()
    case .backButtonMenu: try navigation.popFromBackButtonMenu(to: navigation.viewControllers[0])
    default: try navigation.popViewController(animated: true)
    }
    #expect(home.profiles == [.success(.cancelled(by: action))])
    #expect(home.children.isEmpty)
  }

  @Test func tappingTheSelectedTabCancelsTheFlowOfAPushedChild() throws {
    let home = JourneyHomeCoordinator()
    let tabs = TabBarCoordinator<Never>(initialTabs: [home, ViewController(title: "Other")])
    let window = Window(name: "Main")
    try tabs.setRoot(for: window)
    home.trigger(.profile(JourneyProfileCoordinator()))

    #expect(try tabs.rootViewController.userDidTapTab(at: 0) == .poppedToRoot)

    #expect(home.profiles == [.success(.cancelled(by: .tabTap))])
  }

  @Test func aRouteThatTakesTheChildsScreensAwayReplacesItsFlow() throws {
    let (home, _) = try shownHome()
    home.trigger(.profile(JourneyProfileCoordinator()))
    home.trigger(.reset)
    #expect(home.profiles == [.success(.replaced)])
    #expect(home.rootViewController.viewControllers.map(\.title) == ["Fresh"])
  }

  /// A window's release takes the whole tree out of it, as a new root
  /// does: the flows of its children end as replaced, at the tree's next
  /// refresh.
  @Test func aReleasedWindowEndsTheFlowsOfItsTree() throws {
    var window: Window? = Window(name: "Released")
    let home = JourneyHomeCoordinator()
    try window?.setRootViewController(home.viewController)
    window?.makeKeyAndVisible()
    home.trigger(.login(JourneyLoginCoordinator()))
    #expect(home.children.count == 1)

    window = nil
    #expect(home.logins.isEmpty)
    home.trigger(.reset)

    #expect(home.logins == [.success(.replaced)])
  }

  /// A tree built outside every window, presented in one by hand and
  /// dismissed from it by hand: the tree observes the window once in it, so
  /// its child's flow ends with the dismissal, cancelled by the direct change.
  @Test func aTreePresentedInAWindowByHandEndsItsFlowsOnceDismissedFromIt() throws {
    let home = JourneyHomeCoordinator()
    home.trigger(.login(JourneyLoginCoordinator()))
    #expect(home.children.count == 1)
    let base = ViewController(title: "Base")
    let shown = Window(name: "Shown")
    try shown.setRootViewController(base)
    shown.makeKeyAndVisible()
    try base.present(home.viewController, animated: false)
    #expect(home.logins.isEmpty)

    try base.dismiss(animated: false)
    home.trigger(.reset)

    #expect(home.logins == [.success(.cancelled(by: .directChange))])
  }

  @Test func aChildThatClosesItselfWithoutFinishingIsReplaced() throws {
    let (home, _) = try shownHome()
    let login = JourneyLoginCoordinator()
    home.trigger(.login(login))
    login.trigger(.close)
    #expect(home.logins == [.success(.replaced)])
    #expect(home.rootViewController.presentedViewController == nil)
  }

  @Test func aChildThatFinishesAndClosesItselfIsHeardOnceWithItsValue() throws {
    let (home, _) = try shownHome()
    let profile = JourneyProfileCoordinator()
    home.trigger(.profile(profile))
    profile.trigger(.save(7))
    #expect(home.profiles == [.success(.finished(7))])
    #expect(home.rootViewController.viewControllers.map(\.title) == ["Home"])
    #expect(home.children.isEmpty)
  }

  @Test func removingTheChildByHandReplacesItsFlow() throws {
    let (home, _) = try shownHome()
    let login = JourneyLoginCoordinator()
    home.trigger(.login(login))
    home.removeChild(login)
    #expect(home.logins == [.success(.replaced)])
    login.trigger(.submit("late"))
    #expect(home.logins.count == 1)
  }

  @Test func aValueFinishedWithBeforeTheFlowStartsIsHeardWhenItStarts() throws {
    let (home, _) = try shownHome()
    let login = JourneyLoginCoordinator()
    login.finish(with: "early")
    login.finish(with: "later")
    home.trigger(.login(login))
    #expect(home.logins == [.success(.finished("early"))])
  }

  @Test func aChildCanRunASecondFlowOnceTheFirstEnded() throws {
    let (home, _) = try shownHome()
    let login = JourneyLoginCoordinator()
    home.trigger(.login(login))
    login.trigger(.close)
    home.trigger(.login(login))
    login.trigger(.submit("ada"))
    #expect(home.logins == [.success(.replaced), .success(.finished("ada"))])
  }
}
