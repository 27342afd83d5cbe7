import Testing

@testable import TransitionKitCore

private enum RootRoute: Sendable {
  case present(ViewController)
}

private final class RootCoordinator: ViewCoordinator<RootRoute> {
  init(_ title: String) {
    super.init(rootViewController: ViewController(title: title))
  }
  override func prepareTransition(for route: RootRoute) -> Transition<ViewController> {
    switch route {
    case .present(let controller): .present(controller)
    }
  }
}

/// A root coordinator whose `deinit` runs an action (to change the tree again).
private final class DepartingCoordinator: ViewCoordinator<RootRoute> {
  static var onDeinit: (@MainActor () -> Void)?
  init(_ title: String) {
    super.init(rootViewController: ViewController(title: title))
  }
  override func prepareTransition(for route: RootRoute) -> Transition<ViewController> {
    switch route {
    case .present(let controller): .present(controller)
    }
  }
  isolated deinit { Self.onDeinit?() }
}

/// A window keeps the coordinator set as its root (`setRoot(for:)`) alive
/// while the coordinator's controller is the window's root, as XCoordinator's
/// `setRoot(for:)` does, and lets it go once a change of root ends with
/// another root.
@Suite @MainActor struct RootRetentionTests {
  /// A window showing a coordinator it alone keeps, and a weak reference to it.
  private func windowKeepingACoordinator() throws -> (Window, () -> RootCoordinator?) {
    let window = Window(name: "Main")
    weak var weakCoordinator: RootCoordinator?
    do {
      let coordinator = RootCoordinator("Home")
      weakCoordinator = coordinator
      try coordinator.setRoot(for: window)
    }
    return (window, { weakCoordinator })
  }

  @Test func theWindowKeepsItsRootCoordinatorThroughOtherChanges() throws {
    let (window, coordinator) = try windowKeepingACoordinator()
    let root = try #require(coordinator())

    var presented: Result<Void, TransitionError>?
    root.trigger(.present(ViewController(title: "Sheet")), with: TransitionOptions(animated: false)) {
      presented = $0
    }
    try #require(presented).get()
    #expect(root.rootViewController.presentedViewController?.title == "Sheet")
    try root.rootViewController.dismiss(animated: false)

    #expect(coordinator() != nil)
    #expect(window.rootViewController === coordinator()?.rootViewController)
  }

  @Test func replacingTheRootLetsTheCoordinatorGo() throws {
    let (window, coordinator) = try windowKeepingACoordinator()
    let other = ViewController(title: "Other")

    try window.setRootViewController(other)

    #expect(coordinator() == nil)
    #expect(window.rootViewController === other)
  }

  @Test func anotherRootCoordinatorTakesThePlaceOfTheFirst() throws {
    let (window, first) = try windowKeepingACoordinator()
    weak var weakSecond: RootCoordinator?
    do {
      let second = RootCoordinator("Second")
      weakSecond = second
      try second.setRoot(for: window)
    }

    #expect(first() == nil)
    #expect(weakSecond != nil)
    #expect(window.rootViewController?.title == "Second")
  }

  @Test func aRefusedChangeOfRootKeepsTheCoordinator() throws {
    let (window, coordinator) = try windowKeepingACoordinator()
    let navigation = try NavigationController(rootViewController: ViewController(title: "Taken"))
    let taken = try #require(navigation.topViewController)

    #expect(throws: TransitionError.alreadyInHierarchy("Taken")) {
      try window.setRootViewController(taken)
    }

    #expect(coordinator() != nil)
    #expect(window.rootViewController === coordinator()?.rootViewController)
    #expect(taken.parent === navigation)
  }

  @Test func theCoordinatorGoesAfterTheChangeOfRootIsReported() throws {
    let window = Window(name: "Main")
    var reports: [String] = []
    let observation = window.observeChanges { report in
      reports.append("\(report.kind): \(window.rootViewController?.title ?? "none")")
    }
    defer { observation.cancel() }
    do {
      try DepartingCoordinator("First").setRoot(for: window)
    }
    reports.removeAll()
    DepartingCoordinator.onDeinit = {
      reports.append("deinit")
      try? window.setRootViewController(ViewController(title: "From deinit"))
    }
    defer { DepartingCoordinator.onDeinit = nil }

    try window.setRootViewController(ViewController(title: "Second"))

    // The first change's report, then the coordinator goes, then its change.
    #expect(reports == ["setRoot: Second", "deinit", "setRoot: From deinit"])
    #expect(window.rootViewController?.title == "From deinit")
  }

  @Test func settingTheSameRootAgainKeepsTheCoordinator() throws {
    let (window, coordinator) = try windowKeepingACoordinator()
    let root = try #require(coordinator())

    try root.setRoot(for: window)

    #expect(coordinator() != nil)
    #expect(window.rootViewController === root.rootViewController)
  }
}
