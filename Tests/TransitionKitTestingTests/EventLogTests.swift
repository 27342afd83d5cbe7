import Testing
import TransitionKitCore
import TransitionKitTesting

@Suite @MainActor struct EventLogTests {
  @Test func aPushIsRecordedWithItsKindControllersAndCallbacks() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Nav")
    let window = Window(name: "Main")
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    let log = EventLog(window: window)

    Transition<NavigationController>.push(ViewController(title: "Detail")).perform(on: navigation)

    let record = TransitionRecord(transition: "push", kind: .push, from: "Home", to: "Detail", animated: true)
    #expect(
      log.events == [
        .lifecycle(controller: "Detail", callback: .viewDidLoad, animated: false),
        .lifecycle(controller: "Home", callback: .viewWillDisappear, animated: true),
        .lifecycle(controller: "Detail", callback: .viewWillAppear, animated: true),
        .lifecycle(controller: "Detail", callback: .viewIsAppearing, animated: true),
        .transitionStarted(record),
        .lifecycle(controller: "Home", callback: .viewDidDisappear, animated: true),
        .lifecycle(controller: "Detail", callback: .viewDidAppear, animated: true),
        .transitionCompleted(record),
      ])
  }
}
