import Testing

@testable import TransitionKitCore

// Several coordinators can live by one controller (each made with it as its
// root). Each leaves a mark on it, and a change that takes the controller out
// lets go of every coordinator still marked there, however many came and went.

private enum SharedRoute: Sendable { case none }

/// A coordinator of a screen it shares with others.
@MainActor
private final class SharingCoordinator: ViewCoordinator<SharedRoute> {
  override func prepareTransition(for route: SharedRoute) -> Transition<ViewController> { .none() }
}

private enum MarkedHomeRoute: Sendable {
  case push(any Presentable)
  case nothing
}

@MainActor
private final class MarkedHomeCoordinator: NavigationCoordinator<MarkedHomeRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Stack"), initialRoot: ViewController(title: "Home"))
  }
  override func prepareTransition(for route: MarkedHomeRoute) -> Transition<NavigationController> {
    switch route {
    case .push(let presentable): .push(presentable)
    case .nothing: .none()
    }
  }
}

/// Triggers a route and expects it to have succeeded before `trigger` returned.
@MainActor
private func trigger(_ route: MarkedHomeRoute, on home: MarkedHomeCoordinator) throws {
  var results: [Result<Void, TransitionError>] = []
  home.trigger(route, with: TransitionOptions(animated: false)) { results.append($0) }
  try #require(results.count == 1)
  try results[0].get()
}

/// A home coordinator whose stack is the root of a visible window, with
/// the screen its children share (not pushed yet).
@MainActor
private func homeShowingItsStack() throws -> (MarkedHomeCoordinator, Window, ViewController) {
  let home = MarkedHomeCoordinator()
  let window = Window(name: "Main")
  try home.setRoot(for: window)
  window.makeKeyAndVisible()
  return (home, window, ViewController(title: "Shared"))
}

/// Pushes the shared screen with a coordinator of it, which only the home
/// coordinator holds from then on.
@MainActor
private func pushSharingCoordinator(
  of shared: ViewController, on home: MarkedHomeCoordinator
) throws -> SharingCoordinator {
  let coordinator = SharingCoordinator(rootViewController: shared)
  try trigger(.push(coordinator), on: home)
  return coordinator
}

@Suite @MainActor struct LifetimeMarksTests {
  /// A coordinator pushed the shared screen; a second and then a third were
  /// added on it, after the first was removed and released (its mark lapsed).
  /// A route refreshes the tree; then a pop made on the model takes the
  /// screen out, and both live coordinators go with it (found by their
  /// marks, with no walk of the whole tree), not only the first one marked.
  @Test func aScreenTakenOutLetsGoOfEveryLiveCoordinatorMarkedOnIt() throws {
    let (home, window, shared) = try homeShowingItsStack()
    weak let first = try pushSharingCoordinator(of: shared, on: home)
    let second = SharingCoordinator(rootViewController: shared)
    home.addChild(second)
    home.removeChild(try #require(first))
    #expect(first == nil, "the removed coordinator is released: its mark lapsed")
    weak var third: SharingCoordinator?
    do {
      let coordinator = SharingCoordinator(rootViewController: shared)
      third = coordinator
      home.addChild(coordinator)
    }
    weak let weakSecond = second
    let thirdIdentity = ObjectIdentifier(try #require(third))
    #expect(home.children.map(ObjectIdentifier.init) == [ObjectIdentifier(second), thirdIdentity])

    // Added from outside: the next route's end checks the whole tree.
    try trigger(.nothing, on: home)
    #expect(home.children.count == 2)

    // Nothing else holds the second coordinator from here on.
    _ = consume second
    let walks = CoordinatorNode.wholeTreeWalkCount
    #expect(try home.rootViewController.popViewController(animated: false) === shared)

    #expect(home.children.isEmpty)
    #expect(weakSecond == nil)
    #expect(third == nil)
    #expect(CoordinatorNode.wholeTreeWalkCount == walks, "the prune read the marks, not the whole tree")
    #expect(home.rootViewController.viewControllers.map(\.title) == ["Home"])
    #expect(window.rootViewController === home.rootViewController)
  }

  /// The first coordinator of the shared screen was removed and released
  /// before any other marked it: its mark, alone on the screen, lapsed. A
  /// second coordinator's mark takes its place, and a third's joins it; a
  /// pop made on the model then lets go of both, found by their marks.
  @Test func aMarkLeftAloneByAReleasedCoordinatorGivesWayToTheNextOnes() throws {
    let (home, window, shared) = try homeShowingItsStack()
    weak let first = try pushSharingCoordinator(of: shared, on: home)
    home.removeChild(try #require(first))
    #expect(first == nil, "the removed coordinator is released: its mark lapsed")

    weak var second: SharingCoordinator?
    weak var third: SharingCoordinator?
    do {
      let coordinator = SharingCoordinator(rootViewController: shared)
      second = coordinator
      home.addChild(coordinator)
    }
    do {
      let coordinator = SharingCoordinator(rootViewController: shared)
      third = coordinator
      home.addChild(coordinator)
    }
    let expected = [ObjectIdentifier(try #require(second)), ObjectIdentifier(try #require(third))]
    #expect(home.children.map(ObjectIdentifier.init) == expected)

    // Added from outside: the next route's end checks the whole tree.
    try trigger(.nothing, on: home)
    #expect(home.children.count == 2)

    let walks = CoordinatorNode.wholeTreeWalkCount
    #expect(try home.rootViewController.popViewController(animated: false) === shared)

    #expect(home.children.isEmpty)
    #expect(second == nil)
    #expect(third == nil)
    #expect(CoordinatorNode.wholeTreeWalkCount == walks, "the prune read the marks, not the whole tree")
    #expect(window.rootViewController === home.rootViewController)
  }
}
