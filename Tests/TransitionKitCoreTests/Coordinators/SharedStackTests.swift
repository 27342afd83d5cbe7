import Testing

@testable import TransitionKitCore

// `NavigationCoordinator(rootViewController:root:)` pushes its root, as
// XCoordinator's initializer does: on a stack that already holds its
// parent's screens, the coordinator shares the stack, and lives as long as
// the screen it pushed.

private enum UsersRoute: Sendable {
  case about
  case push(ViewController)
  case pop
  case popToRoot
}

/// The users' stack, which shares itself with an About flow.
@MainActor
private final class UsersCoordinator: NavigationCoordinator<UsersRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Users"), initialRoute: nil)
    performTransition(.set([ViewController(title: "List")]), with: TransitionOptions(animated: false))
  }
  override func prepareTransition(for route: UsersRoute) -> Transition<NavigationController> {
    switch route {
    case .about:
      do {
        let about = try AboutCoordinator(rootViewController: rootViewController, root: ViewController(title: "About"))
        addChild(about)
        return .none()
      } catch {
        return Transition(presentables: [], animation: nil) { _, _, completion in completion(.failure(error)) }
      }
    case .push(let controller): return .push(controller)
    case .pop: return .pop()
    case .popToRoot: return .popToRoot()
    }
  }
}

private enum AboutRoute: Sendable {
  case licenses
  case close
}

/// A flow that shares the stack it is made with.
@MainActor
private final class AboutCoordinator: NavigationCoordinator<AboutRoute> {
  override func prepareTransition(for route: AboutRoute) -> Transition<NavigationController> {
    switch route {
    case .licenses: .push(ViewController(title: "Licenses"))
    case .close: .pop()
    }
  }
}

@MainActor
private func trigger<R: Router>(_ route: R.Route, on router: R, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  var results: [Result<Void, TransitionError>] = []
  router.trigger(route, with: TransitionOptions(animated: false)) { results.append($0) }
  #expect(results.count == 1, sourceLocation: sourceLocation)
  try #require(results.first, sourceLocation: sourceLocation).get()
}

/// SPEC §3: the navigation coordinator's initializer with a root pushes it;
/// a coordinator sharing its parent's stack lives by the screens it pushed.
@Suite @MainActor struct SharedStackTests {
  private func usersWindow() throws -> (UsersCoordinator, Window) {
    let users = UsersCoordinator()
    let window = Window(name: "Main")
    try users.setRoot(for: window)
    window.makeKeyAndVisible()
    try trigger(.push(ViewController(title: "Profile")), on: users)
    return (users, window)
  }

  @Test func theInitializerPushesOntoAStackThatHasScreensAndKeepsThem() throws {
    let navigation = NavigationController(title: "Stack")
    try navigation.setViewControllers([ViewController(title: "Parent")], animated: false)

    let about = try NavigationCoordinator<AboutRoute>(
      rootViewController: navigation, root: ViewController(title: "About"))

    #expect(about.rootViewController === navigation)
    #expect(
      "\(navigation.snapshot)" == """
        root: NavigationController "Stack"
        ├─ [0]: ViewController "Parent"
        └─ [1]: ViewController "About"
        """)
  }

  @Test func theInitializerSetsAnEmptyStack() throws {
    let navigation = NavigationController(title: "Stack")

    let about = try NavigationCoordinator<AboutRoute>(
      rootViewController: navigation, root: ViewController(title: "About"))

    #expect(about.rootViewController === navigation)
    #expect(
      "\(navigation.snapshot)" == """
        root: NavigationController "Stack"
        └─ [0]: ViewController "About"
        """)
  }

  @Test func aSharingCoordinatorKeepsItsParentsScreensAndRoutesOnTheSharedStack() throws {
    let (users, window) = try usersWindow()

    try trigger(.about, on: users)
    let about = try #require(users.children.first as? AboutCoordinator)
    try trigger(.licenses, on: about)

    #expect(users.children.count == 1)
    #expect(about.parent === users)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Users" · visible
           ├─ [0]: ViewController "List"
           ├─ [1]: ViewController "Profile"
           ├─ [2]: ViewController "About"
           └─ [3]: ViewController "Licenses" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func aSharingCoordinatorStaysWhileItsOwnScreensArePoppedAboveItsRoot() throws {
    let (users, window) = try usersWindow()
    try trigger(.about, on: users)
    weak let about = users.children.first as? AboutCoordinator
    try trigger(.licenses, on: try #require(about))

    try users.rootViewController.popViewController(animated: true)

    #expect(about != nil)
    #expect(about?.parent === users)
    #expect(users.children.count == 1)
    #expect(window.validate() == [])
  }

  @Test func aSharingCoordinatorIsReleasedWhenTheUserPopsBelowItsRoot() throws {
    let (users, window) = try usersWindow()
    try trigger(.about, on: users)
    weak let about = users.children.first as? AboutCoordinator
    weak let aboutScreen = users.rootViewController.topViewController
    #expect(about != nil)

    // The back button, on the model: the shared stack stays on screen.
    try users.rootViewController.popViewController(animated: true)

    #expect(about == nil)
    #expect(aboutScreen == nil)
    #expect(users.children.isEmpty)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Users" · visible
           ├─ [0]: ViewController "List"
           └─ [1]: ViewController "Profile" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func aSharingCoordinatorIsReleasedWhenItsParentPopsToTheRoot() throws {
    let (users, window) = try usersWindow()
    try trigger(.about, on: users)
    weak let about = users.children.first as? AboutCoordinator
    try trigger(.licenses, on: try #require(about))

    try trigger(.popToRoot, on: users)

    #expect(about == nil)
    #expect(users.children.isEmpty)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Users" · visible
           └─ [0]: ViewController "List" · visible
        """)
  }

  @Test func aSharingCoordinatorClosingItselfIsReleasedAndLeavesItsParentsScreens() throws {
    let (users, window) = try usersWindow()
    try trigger(.about, on: users)
    weak let about = users.children.first as? AboutCoordinator

    try trigger(.close, on: try #require(about))

    #expect(about == nil)
    #expect(users.children.isEmpty)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Users" · visible
           ├─ [0]: ViewController "List"
           └─ [1]: ViewController "Profile" · visible
        """)
  }

  @Test func theParentStaysTheStacksCoordinatorAndTheSharedRootScreenLeadsToTheSharingOne() throws {
    let (users, _) = try usersWindow()
    try trigger(.about, on: users)
    let about = try #require(users.children.first as? AboutCoordinator)
    let aboutScreen = try #require(users.rootViewController.topViewController)

    #expect(users.rootViewController.nearestRouter(for: UsersRoute.self) != nil)
    #expect(users.rootViewController.nearestRouter(for: AboutRoute.self) == nil)
    #expect(aboutScreen.nearestRouter(for: AboutRoute.self) != nil)
    try trigger(.licenses, on: try #require(aboutScreen.nearestRouter(for: AboutRoute.self)))
    #expect(users.rootViewController.topViewController?.title == "Licenses")
    #expect(about.parent === users)
  }

  @Test func aCoordinatorThatOwnsItsStackIsNotReleasedWhenItsRootScreenIsReplaced() throws {
    // Made on an empty stack, the coordinator owns it: its lifetime follows
    // the navigation controller, not its first screen.
    let users = UsersCoordinator()
    let window = Window(name: "Main")
    try users.setRoot(for: window)
    window.makeKeyAndVisible()
    weak var weakOwner: NavigationCoordinator<AboutRoute>?
    do {
      let owner = try NavigationCoordinator<AboutRoute>(root: ViewController(title: "About"))
      weakOwner = owner
      try trigger(.push(ViewController(title: "Host")), on: users)
      try users.rootViewController.topViewController?.embed(owner.rootViewController)
      users.addChild(owner)
      try trigger(.push(ViewController(title: "Detail")), on: users)
      try trigger(.pop, on: users)
      #expect(weakOwner?.parent === users)
    }

    // Its first screen leaves its stack, noticed through the window.
    try weakOwner?.rootViewController.setViewControllers([ViewController(title: "Other")], animated: false)

    #expect(weakOwner != nil)
    #expect(weakOwner?.parent === users)
  }
}
