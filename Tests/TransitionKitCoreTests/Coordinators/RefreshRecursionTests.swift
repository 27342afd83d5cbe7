import Testing

@testable import TransitionKitCore

private enum LoopRoute: Sendable {
  case push(any Presentable)
  case pop
}

/// A coordinator tree's refresh waits for the changes open in its window,
/// without asking again and again while one stays open outside the queue.
@Suite @MainActor struct RefreshRecursionTests {
  @Test func aTriggerWhileAChangeIsOpenOutsideTheQueueWaitsForItInsteadOfRecursing() throws {
    let coordinator = BasicCoordinator<LoopRoute, NavigationController>(
      rootViewController: try NavigationController(rootViewController: ViewController(title: "Home"))
    ) { route in
      switch route {
      case .push(let presentable): .push(presentable)
      case .pop: .popToRoot()
      }
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    weak var weakChild: BasicCoordinator<LoopRoute, ViewController>?
    do {
      let child = BasicCoordinator<LoopRoute, ViewController>(rootViewController: ViewController(title: "Child")) {
        _ in .none()
      }
      weakChild = child
      coordinator.trigger(.push(child), with: TransitionOptions(animated: false))
    }
    // A change begun and left open by its capture, outside any queued job.
    let open = try HierarchyChange.capturing(.deferEnd) { () throws(TransitionError) in
      try coordinator.rootViewController.pushViewController(ViewController(title: "Open"), animated: true)
    }
    #expect(window.openChangeCount == 1)
    #expect(!window.transitionQueue.isBusy)

    // The trigger's refresh waits for the open change: it asked the idle
    // queue again and again before, and overflowed the stack. Popping to
    // the root takes the child's screen; the window's report of the pop
    // frees the child.
    var result: Result<Void, TransitionError>?
    coordinator.trigger(.pop, with: TransitionOptions(animated: false)) { result = $0 }
    #expect((try? result?.get()) != nil)

    for change in open { change.end() }
    #expect(window.openChangeCount == 0)

    #expect(coordinator.children.isEmpty)
    #expect(weakChild == nil)
    #expect(window.validate() == [])
  }
}
