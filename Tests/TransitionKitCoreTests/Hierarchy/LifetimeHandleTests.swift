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
