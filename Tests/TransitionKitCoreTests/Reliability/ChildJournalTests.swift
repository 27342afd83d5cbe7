import Testing

@testable import TransitionKitCore

/// The journals of child changes that coordinators keep while their
/// transitions are under way, to put the children back when one fails.
@Suite @MainActor struct ChildJournalTests {
  /// A coordinator whose initial route waits for ever on a silent router
  /// gets a child (a coordinator sharing its stack) while that route is
  /// under way. Once the app lets go of everything, all of it is released:
  /// the journal's record of the child added to the coordinator used to hold
  /// the coordinator's node, which held the journal (fuzz finding 11).
  @Test func aChildAddedWhileATransitionWaitsForEverIsReleasedWithItsParent() throws {
    weak var weakOwner: StackCoordinator?
    weak var weakShared: NavigationCoordinator<Int>?
    weak var weakNavigation: NavigationController?
    weak var weakPushed: ViewController?
    do {
      let first = ViewController(title: "First")
      let navigation = try NavigationController(rootViewController: first)
      let window = Window(name: "Main")
      try window.setRootViewController(navigation)
      window.makeKeyAndVisible()
      let silent = SilentStepRouter()
      let pushed = ViewController(title: "Pushed")
      let owner = StackCoordinator(rootViewController: navigation, initialRoute: 0) { _ in
        .multiple(.push(pushed), .trigger(0, on: silent))
      }
      let shared = try NavigationCoordinator<Int>(rootViewController: navigation, root: silent)
      owner.addChild(shared)
      #expect(navigation.viewControllers.map(\.title) == ["First", "Pushed", "Silent"])
      #expect(owner.children.count == 1)
      (weakOwner, weakShared, weakNavigation, weakPushed) = (owner, shared, navigation, pushed)
    }
    #expect(weakOwner == nil)
    #expect(weakShared == nil)
    #expect(weakNavigation == nil)
    #expect(weakPushed == nil)
  }

  /// A deep link's second route moves a coordinator, which a route on
  /// another coordinator had just made that one's child, up to the deep
  /// link's coordinator; its third route fails. The move is recorded both in
  /// the journal of the second route and in the deep link's own: undone
  /// once, it is not undone again (the second undo used to put the child
  /// back into the coordinator it had been added to by the undone route).
  @Test func aChildMoveRecordedInTwoJournalsIsUndoneOnce() throws {
    let tabs = TabBarController()
    try tabs.setViewControllers([ViewController(title: "Tab")], animated: false)
    let leaf = BasicCoordinator<LinkRoute, TabBarController>(rootViewController: tabs) { _ in .fail(.cancelled) }
    let other = BasicCoordinator<LinkRoute, NavigationController>(
      rootViewController: try NavigationController(rootViewController: ViewController(title: "Other root"))
    ) { _ in .push(leaf) }
    let sheet = ViewController(title: "Sheet")
    let linked = BasicCoordinator<LinkRoute, NavigationController>(
      rootViewController: try NavigationController(rootViewController: ViewController(title: "Linked root"))
    ) { route in
      switch route {
      case .first: .present(sheet)
      case .second: .multiple(.route(.second, on: other), .dismiss())
      case .third: .fail(.cancelled)
      }
    }
    var result: Result<Void, TransitionError>?

    linked.deepLink(.first, LinkRoute.second, LinkRoute.third, with: TransitionOptions(animated: false)) {
      result = $0
    }

    #expect(throws: TransitionError.cancelled) { try #require(result).get() }
    #expect(other.children.isEmpty)
    #expect(linked.children.isEmpty)
    #expect(leaf.parent == nil)
    #expect(other.rootViewController.viewControllers.map(\.title) == ["Other root"])
    #expect(linked.rootViewController.presentedViewController == nil)
  }
}

extension ChildJournalTests {
  /// A route of one change of the library's that puts no coordinator in
  /// cannot change the children itself, and fails, if it does, before it
  /// changes anything: it keeps no journal. A route that puts a coordinator
  /// in, or runs code of its own (a sequence), keeps one while it runs, and
  /// ends it with the route.
  @Test func onlyARouteThatMayChangeTheChildrenKeepsAJournal() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = Window()
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let child = BasicCoordinator<LinkRoute, ViewController>(rootViewController: ViewController(title: "Child")) { _ in
      .none()
    }
    let parent = StackCoordinator(rootViewController: navigation, initialRoute: nil) { route in
      switch route {
      case 0: .push(ViewController(title: "Plain"))
      case 1: .push(child)
      case 2: .multiple(.push(ViewController(title: "Step")))
      default: .pop()
      }
    }
    let node = parent.coordinatorNode

    parent.trigger(1)
    #expect(node.journals.count == 1)
    clock.runUntilIdle()
    #expect(node.journals.isEmpty)
    #expect(parent.children.count == 1)

    parent.trigger(0)
    #expect(clock.hasRunningAnimations)
    #expect(node.journals.isEmpty)
    clock.runUntilIdle()
    #expect(navigation.viewControllers.map(\.title) == ["Root", "Child", "Plain"])
    #expect(parent.children.count == 1)

    parent.trigger(2)
    #expect(clock.hasRunningAnimations)
    #expect(node.journals.count == 1)
    clock.runUntilIdle()
    #expect(node.journals.isEmpty)
    #expect(navigation.viewControllers.map(\.title) == ["Root", "Child", "Plain", "Step"])

    // A refused route fails before it changes anything, journal or not.
    var result: Result<Void, TransitionError>?
    for _ in 0..<3 { parent.trigger(3) { _ in } }
    parent.trigger(3) { result = $0 }
    clock.runUntilIdle()
    guard case .failure(.cannotPopRoot)? = result else {
      Issue.record("The fourth pop was not refused: \(String(describing: result))")
      return
    }
    #expect(navigation.viewControllers.map(\.title) == ["Root"])
    #expect(parent.children.isEmpty)
    #expect(node.journals.isEmpty)
  }
}

/// The routes of ``ChildJournalTests/aChildMoveRecordedInTwoJournalsIsUndoneOnce()``.
private enum LinkRoute: Sendable {
  case first, second, third
}

/// A navigation coordinator whose routes a closure turns into transitions.
@MainActor
private final class StackCoordinator: NavigationCoordinator<Int> {
  private let makeTransition: @MainActor (Int) -> Transition<NavigationController>

  init(
    rootViewController: NavigationController,
    initialRoute: Int?,
    makeTransition: @escaping @MainActor (Int) -> Transition<NavigationController>
  ) {
    self.makeTransition = makeTransition
    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
  }

  override func prepareTransition(for route: Int) -> Transition<NavigationController> {
    makeTransition(route)
  }
}
