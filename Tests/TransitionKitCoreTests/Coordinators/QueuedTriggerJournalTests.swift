import Testing

@testable import TransitionKitCore

private enum JournalAppRoute: Sendable {
  case push(any Presentable)
  case present(any Presentable)
  case pop
}
private enum JournalFlowRoute: Sendable { case present(any Presentable) }
private enum JournalSheetRoute: Sendable { case fail }

/// A trigger that waited in the window's queue starts in the tree its
/// coordinator is in by then: when that coordinator was popped meanwhile,
/// its failure must not undo the child changes of the tree it left.
@Suite @MainActor struct QueuedTriggerJournalTests {
  @Test func aQueuedTriggerOfACoordinatorThatLeftItsTreeDoesNotUndoThatTreesChildChanges() throws {
    let clock = ManualAnimationDriver()
    let window = Window(name: "Main")
    window.animationDriver = clock
    let app = BasicCoordinator<JournalAppRoute, NavigationController>(
      rootViewController: try NavigationController(rootViewController: ViewController(title: "Home"))
    ) { route in
      switch route {
      case .push(let presentable): .push(presentable)
      case .present(let presentable): .present(presentable)
      case .pop: .pop()
      }
    }
    try app.setRoot(for: window)
    window.makeKeyAndVisible()
    let flow = BasicCoordinator<JournalFlowRoute, ViewController>(rootViewController: ViewController(title: "Flow")) {
      route in
      switch route {
      case .present(let presentable): .present(presentable)
      }
    }
    let sheet = BasicCoordinator<JournalSheetRoute, ViewController>(rootViewController: ViewController(title: "Sheet"))
    {
      _ in .fail(.unhandledRoute("fail", coordinator: "Sheet"))
    }
    let still = TransitionOptions(animated: false)
    app.trigger(.push(flow), with: still)
    // Flow presents Sheet: the navigation controller presents it, so Sheet
    // stays in the app's tree when Flow leaves it.
    flow.trigger(.present(sheet), with: still)
    #expect(sheet.viewController.presenter === app.rootViewController)
    #expect(flow.children.map(\.viewController.title) == ["Sheet"])

    // A custom transition holds the queue while the next three wait behind
    // it: the pop takes Flow out of the tree (the app adopts Sheet), the
    // dismissal (made without any coordinator) frees Sheet, and Flow's deep
    // link, asked for while Flow was still the app's child, presents Sheet
    // from the popped Flow and fails in Sheet.
    var release: (() -> Void)?
    Transition<NavigationController>(presentables: [], animation: nil) { _, _, completion in
      release = { completion(.success(())) }
    }.perform(on: app.rootViewController)
    var childrenAfterThePop: [String?] = []
    app.trigger(.pop) { _ in childrenAfterThePop = app.children.map(\.viewController.title) }
    Transition<NavigationController>.dismiss().perform(on: app.rootViewController)
    var childrenWhenTheLinkEnded: [String?] = []
    var outcome: Result<Void, TransitionError>?
    flow.deepLink(.present(sheet), JournalSheetRoute.fail) { result in
      outcome = result
      childrenWhenTheLinkEnded = app.children.map(\.viewController.title)
    }
    release?()
    clock.runUntilIdle()

    #expect(childrenAfterThePop == ["Sheet"])
    var error: TransitionError?
    if case .failure(let failure) = outcome { error = failure }
    #expect(error == .unhandledRoute("fail", coordinator: "Sheet"))
    #expect(sheet.viewController.presenter == nil)
    #expect(childrenWhenTheLinkEnded == [])
    #expect(app.children.isEmpty)
    #expect(flow.children.isEmpty)
    #expect(window.validate() == [])
  }
}
