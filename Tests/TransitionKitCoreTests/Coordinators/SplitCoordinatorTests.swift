import Testing

@testable import TransitionKitCore

private enum SplitArticlesRoute: Sendable { case article(String) }

/// The detail side: a navigation stack of articles.
@MainActor
private final class SplitArticlesCoordinator: NavigationCoordinator<SplitArticlesRoute> {
  init(_ title: String) throws(TransitionError) {
    try super.init(rootViewController: NavigationController(title: title), root: ViewController(title: "Headlines"))
  }
  override func prepareTransition(for route: SplitArticlesRoute) -> Transition<NavigationController> {
    switch route {
    case .article(let title): .push(ViewController(title: title))
    }
  }
}

private enum SplitHomeRoute: Sendable { case detail(any Presentable) }

/// A split home whose routes show details, as XCoordinator's example app does.
@MainActor
private final class SplitHomeCoordinator: SplitCoordinator<SplitHomeRoute> {
  override func prepareTransition(for route: SplitHomeRoute) -> Transition<SplitViewController> {
    switch route {
    case .detail(let presentable): .showDetail(presentable)
    }
  }
}

/// SPEC §1.4 "Collapsed split views": coordinators keep their children
/// through collapse and expand.
@Suite @MainActor struct SplitCoordinatorTests {
  /// A visible split home: `Main` holding `[Home]` in the primary column and
  /// the child coordinator `News`, shown as the detail, in the secondary column.
  private func makeHome() async throws -> (SplitHomeCoordinator, SplitArticlesCoordinator, Window) {
    let main = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Main")
    let home = try SplitHomeCoordinator(rootViewController: SplitViewController(title: "Split"), primary: main)
    let window = try visibleWindow(root: home.viewController)
    let news = try SplitArticlesCoordinator("News")
    try await home.trigger(.detail(news))
    return (home, news, window)
  }

  private func childIDs(_ coordinator: SplitHomeCoordinator) -> [ObjectIdentifier] {
    coordinator.children.map { ObjectIdentifier($0) }
  }

  @Test func theDetailCoordinatorSurvivesCollapseAndExpand() async throws {
    let (home, news, window) = try await makeHome()
    let split = home.rootViewController
    #expect(childIDs(home) == [ObjectIdentifier(news)])

    split.setCollapsed(true, animated: true)

    #expect(childIDs(home) == [ObjectIdentifier(news)])
    #expect(split.secondaryViewController === news.viewController)

    split.setCollapsed(false, animated: true)

    #expect(childIDs(home) == [ObjectIdentifier(news)])
    #expect(split.secondaryViewController === news.viewController)
    #expect(window.validate() == [])
  }

  @Test func showingAnotherDetailWhileCollapsedKeepsBothCoordinators() async throws {
    let (home, news, window) = try await makeHome()
    let split = home.rootViewController
    split.setCollapsed(true, animated: false)
    let users = try SplitArticlesCoordinator("Users")

    try await home.trigger(.detail(users))

    #expect(childIDs(home) == [ObjectIdentifier(news), ObjectIdentifier(users)])
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: SplitViewController "Split" (collapsed, secondary from [1]) · visible
           └─ primary: NavigationController "Main" · visible
              ├─ [0]: ViewController "Home"
              ├─ [1]: NavigationController "News"
              │  └─ [0]: ViewController "Headlines"
              └─ [2]: NavigationController "Users" · visible
                 └─ [0]: ViewController "Headlines" · visible
        """)

    split.setCollapsed(false, animated: false)

    // The topmost becomes the secondary; the other stays on the primary stack.
    #expect(split.secondaryViewController === users.viewController)
    #expect(childIDs(home) == [ObjectIdentifier(news), ObjectIdentifier(users)])
    #expect(window.validate() == [])
  }

  @Test func theDetailCoordinatorTheUserPopsWhileCollapsedIsRemoved() async throws {
    let (home, _, window) = try await makeHome()
    let split = home.rootViewController
    split.setCollapsed(true, animated: false)
    let main = try #require(split.primaryViewController as? NavigationController)

    try main.popViewController(animated: true)

    #expect(home.children.isEmpty)
    #expect(split.secondaryViewController == nil)
    #expect(window.validate() == [])
  }
}
