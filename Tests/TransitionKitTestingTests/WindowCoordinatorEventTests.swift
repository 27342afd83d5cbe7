import Testing
import TransitionKitCore
import TransitionKitTesting

@Suite @MainActor struct WindowCoordinatorEventTests {
  private enum Scene: Sendable { case login, home }

  private final class SceneCoordinator: WindowCoordinator<Scene> {
    override func prepareTransition(for route: Scene) -> WindowTransition {
      switch route {
      case .login: .setRoot(ViewController(title: "Login"))
      case .home: .setRoot(ViewController(title: "Home"))
      }
    }
  }

  @Test func aWindowCoordinatorsRootSwapIsLoggedAsATransitionWithItsRoute() throws {
    let window = Window(name: "Main")
    let app = SceneCoordinator(window: window, initialRoute: .login)
    let log = EventLog(window: window, includesLifecycle: false)

    app.trigger(.home)

    let record = TransitionRecord(
      route: "home", router: "SceneCoordinator", transition: "setRoot", kind: .setRoot, from: "Login", to: "Home",
      animated: true)
    #expect(log.events == [.transitionStarted(record), .transitionCompleted(record)])
  }
}

@Suite @MainActor struct TestWindowWithWindowCoordinatorTests {
  private enum Scene: Sendable { case login, home }

  private final class SceneCoordinator: WindowCoordinator<Scene> {
    override func prepareTransition(for route: Scene) -> WindowTransition {
      switch route {
      case .login: .setRoot(ViewController(title: "Login"))
      case .home: .setRoot(ViewController(title: "Home"))
      }
    }
  }

  @Test func aTestWindowHostsAWindowCoordinatorMadeForItsWindow() throws {
    let app = TestWindow { window in SceneCoordinator(window: window, initialRoute: .login) }

    app.root.trigger(.home)
    app.runAll()

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: ViewController "Home" · visible
        """)
    #expect(app.window.validate() == [])
  }
}
