import Testing
import TransitionKitCore

/// An untitled container has one name everywhere TransitionKit names it:
/// error messages, event logs, visible titles, its view and its snapshot.
@Suite @MainActor struct ControllerNamingTests {
  private final class NamingBadgeScreen: ViewController {}

  /// An untitled container of a kind showing an untitled screen.
  private func untitledContainer(_ kind: ContainerKind) throws -> ViewController {
    let screen = NamingBadgeScreen()
    switch kind {
    case .navigation: return try NavigationController(rootViewController: screen)
    case .tabBar: return try TabBarController(viewControllers: [screen])
    case .page:
      let pages = PageViewController()
      try pages.setViewControllers([screen], direction: .forward, animated: false)
      return pages
    case .split:
      let split = SplitViewController()
      try split.setViewControllers(primary: screen, secondary: nil, animated: false)
      return split
    case .viewController, .alert:
      let host = kind == .alert ? AlertController(title: nil, message: nil) : ViewController()
      try host.embed(screen)
      return host
    }
  }

  @Test(
    arguments: zip(
      ContainerKind.allCases, ["ViewController", "Nav", "Tabs", "Pages", "Split", "AlertController"]))
  func anUntitledControllerHasOneNameInErrorsEventsTitlesViewsAndSnapshots(kind: ContainerKind, name: String) throws {
    let container = try untitledContainer(kind)
    #expect(container.displayName == name)
    #expect(container.snapshot.root?.displayName == name)
    #expect(container.view.name == name)
    #expect(throws: TransitionError.nothingToDismiss(name)) { try container.dismiss(animated: false) }

    let window = Window(name: "Main")
    try window.setRootViewController(container)
    var events: [NavigationEvent] = []
    let observation = window.observeEvents { events.append($0) }
    window.makeKeyAndVisible()
    observation.cancel()

    #expect(window.snapshot.visibleTitles == [name, "NamingBadgeScreen"])
    #expect(events.contains(.lifecycle(controller: name, callback: .viewWillAppear, animated: false)))
  }

  @Test func aTitleNamesAContainerEverywhere() throws {
    let navigation = try untitledContainer(.navigation)
    navigation.title = "Home"
    #expect(navigation.displayName == "Home")
    #expect(throws: TransitionError.nothingToDismiss("Home")) { try navigation.dismiss(animated: false) }
    #expect(navigation.snapshot.root?.displayName == "Home")
  }

  @Test func theNamingRuleIsTheTitleThenTheKindThenTheTypeName() {
    #expect(ContainerKind.navigation.displayName(title: nil, typeName: "NavigationController") == "Nav")
    #expect(ContainerKind.navigation.displayName(title: "Home", typeName: "NavigationController") == "Home")
    #expect(ContainerKind.viewController.displayName(title: nil, typeName: "ProfileScreen") == "ProfileScreen")
    #expect(ContainerKind.allCases.map(\.untitledName) == [nil, "Nav", "Tabs", "Pages", "Split", nil])
  }
}
