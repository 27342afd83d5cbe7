import Testing

@testable import TransitionKitCore

/// References that do not keep their object alive, kept through the
/// object's lifetime handle rather than as weak references: each reads its
/// object while it lives and `nil` once it is gone, and none keeps it alive.
@MainActor
@Suite struct LifetimeHandleTests {
  @Test func aControllerForgetsItsWindowsOnceTheWindowIsGone() throws {
    let root = NavigationController()
    try root.setViewControllers([ViewController(title: "Top")], animated: false)
    weak var released: Window?
    do {
      let window = Window()
      released = window
      try window.setRootViewController(root)
      window.makeKeyAndVisible()
      #expect(root.hostingWindow === window)
      #expect(root.visibleWindow === window)
      #expect(root.window === window)
    }
    // Nothing the controller holds kept the window alive.
    #expect(released == nil)
    #expect(root.hostingWindow == nil)
    #expect(root.visibleWindow == nil)
    #expect(root.appearancePhaseWindow == nil)
    #expect(root.window == nil)
    // The tree left a window that went away: it disappeared with it.
    #expect(root.appearanceState == .disappeared)
  }

  @Test func aWindowReferenceFollowsAssignmentsAndReadsNilOnceItsWindowIsGone() {
    let kept = Window(name: "Kept")
    var reference = WindowReference(wrappedValue: nil)
    #expect(reference.wrappedValue == nil)
    do {
      let passing = Window(name: "Passing")
      reference.wrappedValue = passing
      #expect(reference.wrappedValue === passing)
    }
    #expect(reference.wrappedValue == nil)
    reference.wrappedValue = kept
    #expect(reference.wrappedValue === kept)
    reference.wrappedValue = nil
    #expect(reference.wrappedValue == nil)
  }

  @Test func aLinkNavigatorForgetsItsWindowOnceItIsGone() throws {
    let table = try LinkTable<String>([])
    var navigator: LinkNavigator<String>?
    weak var released: Window?
    do {
      let window = Window()
      released = window
      navigator = LinkNavigator(table: table, in: window, root: { nil }, chain: { _ in LinkChain([]) })
      #expect(navigator?.window === window)
    }
    #expect(released == nil)
    #expect(navigator?.window == nil)
  }

  @Test func aHeldControllerReadsNilOnceItIsGone() {
    var held: WeakController?
    do {
      let controller = ViewController(title: "Passing")
      held = WeakController(controller)
      #expect(held?.controller === controller)
      // Asked again, the controller hands out the same handle.
      #expect(controller.lifetimeHandle === controller.lifetimeHandle)
    }
    #expect(held?.controller == nil)
  }

  @Test func aChildNodeForgetsItsParentNodeOnceItIsGone() {
    let child = CoordinatorNode(treeRoot: .window(WindowReference(wrappedValue: nil)))
    do {
      let parent = CoordinatorNode(treeRoot: .window(WindowReference(wrappedValue: nil)))
      child.parent = parent
      #expect(child.parent === parent)
      #expect(child.topmost === parent)
    }
    #expect(child.parent == nil)
    #expect(child.topmost === child)
  }

  @Test func aControllerAndANodeForgetTheirCoordinatorOnceItIsGone() throws {
    let root = NavigationController()
    var node: CoordinatorNode?
    do {
      // Popping an empty stack fails: the initial route's error reaches the
      // coordinator through its handle.
      let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: root, initialRoute: "pop") {
        _ in .pop()
      }
      #expect(coordinator.initialRouteError != nil)
      #expect(root.owningCoordinator === coordinator)
      node = coordinator.coordinatorNode
      #expect(node?.owner === coordinator)
    }
    #expect(root.owningCoordinator == nil)
    #expect(node?.owner == nil)
  }

  @Test func aPresentableThatIsNoCoordinatorIsHeldWeakly() {
    var held: WeakPresentable?
    do {
      let controller = ViewController(title: "Passing")
      held = WeakPresentable(value: controller)
      #expect(held?.value === controller)
    }
    #expect(held?.value == nil)
    #expect(WeakPresentable(value: nil).value == nil)
  }

  /// A controller's owner that is not one of the library's coordinators is
  /// held weakly; one that is, through its handle; setting `nil` clears it.
  @Test func aControllersOwnerIsHeldWithoutKeepingItAliveAndCanBeCleared() {
    let screen = ViewController(title: "Screen")
    do {
      let owner = ViewController(title: "Owner")
      screen.owningCoordinator = owner
      #expect(screen.owningCoordinator === owner)
    }
    #expect(screen.owningCoordinator == nil)
    do {
      let coordinator = BasicCoordinator<String, ViewController>(rootViewController: ViewController()) { _ in .none() }
      screen.owningCoordinator = coordinator
      #expect(screen.owningCoordinator === coordinator)
      screen.owningCoordinator = nil
      #expect(screen.owningCoordinator == nil)
      screen.owningCoordinator = coordinator
    }
    #expect(screen.owningCoordinator == nil)
  }

  /// Each coordinator's first push onto a stack it shares reports its own
  /// outcome, whatever those of the coordinators made before it were: one
  /// that fails, one that succeeds, and one that waits for a busy window,
  /// which has no outcome yet when the initializer returns.
  @Test func eachFirstPushOntoASharedStackReportsItsOwnOutcome() throws {
    let shared = NavigationController(title: "Shared")
    try shared.setViewControllers([ViewController(title: "Home")], animated: false)
    let elsewhere = NavigationController(title: "Elsewhere")
    let taken = ViewController(title: "Taken")
    try elsewhere.setViewControllers([taken], animated: false)
    func coordinator(pushing root: ViewController, onto stack: NavigationController) -> NavigationCoordinator<String> {
      NavigationCoordinator<String>(rootViewController: stack, initialRoot: root)
    }
    #expect(coordinator(pushing: taken, onto: shared).initialRouteError == .alreadyInHierarchy("Taken"))
    #expect(coordinator(pushing: ViewController(title: "Pushed"), onto: shared).initialRouteError == nil)
    #expect(shared.viewControllers.map(\.title) == ["Home", "Pushed"])

    let clock = ManualAnimationDriver()
    let busy = NavigationController(title: "Busy")
    try busy.setViewControllers([ViewController(title: "Home")], animated: false)
    let window = try visibleWindow(root: busy)
    window.animationDriver = clock
    Transition<NavigationController>.push(ViewController(title: "Animated")).perform(on: busy)
    #expect(window.isTransitioning)
    #expect(coordinator(pushing: taken, onto: shared).initialRouteError == .alreadyInHierarchy("Taken"))
    let waiting = coordinator(pushing: ViewController(title: "Waiting"), onto: busy)
    #expect(waiting.initialRouteError == nil)
    clock.runUntilIdle()
    #expect(busy.viewControllers.map(\.title) == ["Home", "Animated", "Waiting"])
    withExtendedLifetime((elsewhere, waiting)) {}
  }

  @Test func aWindowCoordinatorsInitialRouteErrorReachesItThroughItsHandle() {
    let window = Window()
    var node: CoordinatorNode?
    do {
      let coordinator = FailingWindowCoordinator(window: window, initialRoute: "start")
      #expect(coordinator.initialRouteError == .cancelled)
      node = coordinator.coordinatorNode
      #expect(node?.owner === coordinator)
    }
    #expect(node?.owner == nil)
  }
}

/// A window coordinator whose every route fails.
private final class FailingWindowCoordinator: WindowCoordinator<String> {
  override func prepareTransition(for route: String) -> WindowTransition {
    .fail(.cancelled)
  }
}
