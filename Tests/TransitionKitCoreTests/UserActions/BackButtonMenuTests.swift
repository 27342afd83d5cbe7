import Testing

@testable import TransitionKitCore

/// The back button's menu (a long press): pop to any controller below the top in one step.
@Suite @MainActor struct BackButtonMenuTests {
  @MainActor private struct Fixture {
    let log = CallbackLog()
    let stack: [RecordingViewController]
    let navigation: RecordingNavigationController
    let window: Window

    init() throws {
      let log = self.log
      stack = ["A", "B", "C", "D"].map { RecordingViewController($0, log: log) }
      navigation = RecordingNavigationController("Nav", log: log)
      try navigation.setViewControllers(stack, animated: false)
      window = try visibleWindow(root: navigation, log: log)
    }
  }

  @Test func theMenuListsTheControllersBelowTheTopNearestFirst() throws {
    let fixture = try Fixture()

    #expect(fixture.navigation.backButtonMenuItems.map(\.displayName) == ["C", "B", "A"])
    #expect(try NavigationController(rootViewController: ViewController()).backButtonMenuItems.isEmpty)
    #expect(NavigationController().backButtonMenuItems.isEmpty)
  }

  @Test func choosingAnEntryPopsToItInOneAnimatedStep() throws {
    let fixture = try Fixture()
    var reports: [HierarchyChangeKind] = []
    let observation = fixture.window.observeChanges { reports.append($0.kind) }

    let popped = try fixture.navigation.popFromBackButtonMenu(to: fixture.stack[0])

    #expect(ids(popped) == ids(Array(fixture.stack[1...])))
    #expect(ids(fixture.navigation.viewControllers) == ids([fixture.stack[0]]))
    #expect(reports == [.popToViewController])
    #expect(
      fixture.log.take() == [
        "A.viewDidLoad",
        "D.viewWillDisappear(true)",
        "A.viewWillAppear(true)",
        "A.viewIsAppearing(true)",
        "D.viewDidDisappear(true)",
        "A.viewDidAppear(true)",
      ])
    observation.cancel()
  }

  @Test func theTopIsNotInTheMenu() throws {
    let fixture = try Fixture()

    expectRefusal(.notInBackButtonMenu("D", navigation: "Nav"), in: fixture.window, log: fixture.log) {
      () throws(TransitionError) in
      try fixture.navigation.popFromBackButtonMenu(to: fixture.stack[3])
    }
  }

  @Test func aControllerOutsideTheStackIsNotInTheMenu() throws {
    let fixture = try Fixture()

    expectRefusal(.notInBackButtonMenu("Elsewhere", navigation: "Nav"), in: fixture.window, log: fixture.log) {
      () throws(TransitionError) in
      try fixture.navigation.popFromBackButtonMenu(to: ViewController(title: "Elsewhere"))
    }
  }
}
