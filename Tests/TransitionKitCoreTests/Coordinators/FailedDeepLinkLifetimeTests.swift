import Testing

@testable import TransitionKitCore

private enum LinkAppRoute: Sendable { case present(any Presentable) }
private enum LinkTabsRoute: Sendable { case tabs([any Presentable]) }
private enum LinkStackRoute: Sendable { case push(any Presentable) }
private enum LinkLeafRoute: Sendable { case fail }

/// A deep link through four levels of coordinators that fails at its last
/// step puts every coordinator back as it was, and frees what it made.
@Suite @MainActor struct FailedDeepLinkLifetimeTests {
  @Test func aDeepLinkFailingInItsLastCoordinatorLeavesNoChildBehind() throws {
    let app = BasicCoordinator<LinkAppRoute, ViewController>(rootViewController: ViewController(title: "App")) {
      route in
      switch route {
      case .present(let presentable): .present(presentable)
      }
    }
    let window = Window(name: "Main")
    try app.setRoot(for: window)
    window.makeKeyAndVisible()
    let before = window.snapshot
    weak var weakTabs: BasicCoordinator<LinkTabsRoute, TabBarController>?
    weak var weakStack: BasicCoordinator<LinkStackRoute, NavigationController>?
    weak var weakLeaf: BasicCoordinator<LinkLeafRoute, ViewController>?
    var result: Result<Void, TransitionError>?
    do {
      let tabs = BasicCoordinator<LinkTabsRoute, TabBarController>(rootViewController: TabBarController(title: "Tabs"))
      {
        route in
        switch route {
        case .tabs(let tabs): .set(tabs)
        }
      }
      let stack = BasicCoordinator<LinkStackRoute, NavigationController>(
        rootViewController: try NavigationController(rootViewController: ViewController(title: "Root"))
      ) { route in
        switch route {
        case .push(let presentable): .push(presentable)
        }
      }
      let leaf = BasicCoordinator<LinkLeafRoute, ViewController>(rootViewController: ViewController(title: "Leaf")) {
        _ in
        .fail(.unhandledRoute("fail", coordinator: "Leaf"))
      }
      weakTabs = tabs
      weakStack = stack
      weakLeaf = leaf
      app.deepLink(.present(tabs), LinkTabsRoute.tabs([stack]), LinkStackRoute.push(leaf), LinkLeafRoute.fail) {
        result = $0
      }
    }

    var error: TransitionError?
    if case .failure(let failure) = result { error = failure }
    #expect(error == .unhandledRoute("fail", coordinator: "Leaf"))
    #expect(window.snapshot == before)
    #expect(app.children.isEmpty)
    #expect(weakTabs == nil)
    #expect(weakStack == nil)
    #expect(weakLeaf == nil)
    #expect(window.validate() == [])
  }
}
