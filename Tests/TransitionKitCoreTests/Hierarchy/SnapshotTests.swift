import Foundation
import Testing

@testable import TransitionKitCore

@Suite @MainActor struct SnapshotTests {
  /// A realistic app: three tabs (a navigation stack two deep whose top embeds
  /// a child, a navigation stack one deep, and a collapsed split view whose
  /// secondary column is a double-sided page controller), the first tab
  /// selected, and a page sheet holding a navigation controller presented from
  /// the top of the first stack (so over the tab bar, its presentation context).
  @MainActor final class RealisticApp {
    let window: Window
    let tabs: TabBarController
    let home: NavigationController
    let feed = ViewController(title: "Feed")
    let post = ViewController(title: "Post")
    let comments = ViewController(title: "Comments")
    let compose: NavigationController

    init() throws {
      try post.embed(comments)
      home = try NavigationController(rootViewController: feed, title: "Home")
      try home.pushViewController(post, animated: false)
      let search = try NavigationController(rootViewController: ViewController(title: "Results"), title: "Search")
      let gallery = PageViewController(title: "Gallery", isDoubleSided: true)
      try gallery.setViewControllers(
        [ViewController(title: "Left"), ViewController(title: "Right")], direction: .forward, animated: false)
      let mail = SplitViewController(title: "Mail")
      try mail.setViewControllers(primary: ViewController(title: "Mailboxes"), secondary: gallery, animated: false)
      mail.setCollapsed(true, animated: false)
      tabs = try TabBarController(viewControllers: [home, search, mail], title: "Tabs")
      window = try visibleWindow(root: tabs)
      compose = try NavigationController(rootViewController: ViewController(title: "Draft"), title: "Compose")
      compose.modalPresentationStyle = .pageSheet
      try post.present(compose, animated: true)
    }
  }

  /// A visible window showing a navigation stack [Feed, Post].
  private func homeStackWindow() throws -> (Window, NavigationController, ViewController, ViewController) {
    let feed = ViewController(title: "Feed")
    let post = ViewController(title: "Post")
    let home = try NavigationController(rootViewController: feed, title: "Home")
    try home.pushViewController(post, animated: false)
    return (try visibleWindow(root: home), home, feed, post)
  }

  /// The name of a role's case, without its associated value.
  private static func caseName(of role: HierarchyRole) -> String {
    switch role {
    case .root: "root"
    case .stackItem: "stackItem"
    case .tab: "tab"
    case .page: "page"
    case .column: "column"
    case .embedded: "embedded"
    case .presented: "presented"
    }
  }

  /// One role of each case, with every column and every presentation style.
  nonisolated static let everyRole: [HierarchyRole] =
    [.root, .stackItem(0), .stackItem(3), .tab(0), .tab(2), .page(0), .page(1)]
    + SplitColumn.allCases.map { .column($0) }
    + [.embedded]
    + ModalPresentationStyle.allCases.map { .presented($0) }

  // MARK: Printing

  @Test func realisticWindowPrintsItsWholeTree() throws {
    let app = try RealisticApp()
    #expect(
      app.window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: NavigationController "Home" · visible
           │  ├─ [0]: ViewController "Feed"
           │  └─ [1]: ViewController "Post" · visible
           │     └─ embedded: ViewController "Comments" · visible
           ├─ tab 1: NavigationController "Search"
           │  └─ [0]: ViewController "Results"
           ├─ tab 2: SplitViewController "Mail" (collapsed)
           │  ├─ primary: ViewController "Mailboxes"
           │  └─ secondary: PageViewController "Gallery" (double-sided)
           │     ├─ page 0: ViewController "Left"
           │     └─ page 1: ViewController "Right"
           └─ presented (pageSheet): NavigationController "Compose" · visible
              └─ [0]: ViewController "Draft" · visible
        """)
  }

  @Test func selectionStarMovesWithTheSelectedTab() throws {
    let app = try RealisticApp()
    try app.compose.dismiss(animated: false)
    try app.tabs.select(index: 1, animated: false)
    #expect(
      app.window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 1) · visible
           ├─ tab 0: NavigationController "Home"
           │  ├─ [0]: ViewController "Feed"
           │  └─ [1]: ViewController "Post"
           │     └─ embedded: ViewController "Comments"
           ├─ tab 1 *: NavigationController "Search" · visible
           │  └─ [0]: ViewController "Results" · visible
           └─ tab 2: SplitViewController "Mail" (collapsed)
              ├─ primary: ViewController "Mailboxes"
              └─ secondary: PageViewController "Gallery" (double-sided)
                 ├─ page 0: ViewController "Left"
                 └─ page 1: ViewController "Right"
        """)
  }

  @Test func expandedSplitAndSinglePagePrintNoDetails() throws {
    let mailboxes = try NavigationController(rootViewController: ViewController(title: "Inbox"), title: "Mailboxes")
    let reader = PageViewController(title: "Reader")
    try reader.setViewControllers([ViewController(title: "Message")], direction: .forward, animated: false)
    let mail = SplitViewController(title: "Mail")
    try mail.setViewControllers(primary: mailboxes, secondary: reader, animated: false)
    let window = try visibleWindow(root: mail)
    #expect(
      window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: SplitViewController "Mail" · visible
           ├─ primary: NavigationController "Mailboxes" · visible
           │  └─ [0]: ViewController "Inbox" · visible
           └─ secondary: PageViewController "Reader" · visible
              └─ page 0: ViewController "Message" · visible
        """)
  }

  @Test func fullScreenPresentationPrintsItsPresenterAsNotVisible() throws {
    let (window, home, feed, _) = try homeStackWindow()
    try home.popViewController(animated: false)
    let player = ViewController(title: "Player")
    player.modalPresentationStyle = .fullScreen
    try feed.present(player, animated: false)
    #expect(
      window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Home"
           ├─ [0]: ViewController "Feed"
           └─ presented (fullScreen): ViewController "Player" · visible
        """)
  }

  @Test func hiddenWindowPrintsHiddenAndNothingVisible() throws {
    let (window, _, _, _) = try homeStackWindow()
    window.hide()
    let snapshot = window.snapshot
    #expect(
      snapshot.description == """
        Window "Main" (hidden)
        └─ root: NavigationController "Home"
           ├─ [0]: ViewController "Feed"
           └─ [1]: ViewController "Post"
        """)
    #expect(snapshot.visibleTitles == [])
  }

  @Test func windowNeverShownPrintsHidden() throws {
    let window = Window(name: "Spare")
    try window.setRootViewController(ViewController(title: "Splash"))
    #expect(
      window.snapshot.description == """
        Window "Spare" (hidden)
        └─ root: ViewController "Splash"
        """)
  }

  @Test func windowWithoutRootPrintsNoRootLine() {
    let window = Window(name: "Empty")
    window.makeKeyAndVisible()
    let snapshot = window.snapshot
    #expect(snapshot.root == nil)
    #expect(snapshot.allControllers.isEmpty)
    #expect(
      snapshot.description == """
        Window "Empty" (key, visible)
        └─ (no root view controller)
        """)
  }

  @Test func snapshotWithoutWindowOrRootPrintsEmpty() {
    #expect(HierarchySnapshot(root: nil).description == "(empty)")
  }

  @Test func controllerOutsideWindowPrintsUnindentedTreeWithoutWindowLine() throws {
    let post = ViewController(title: "Post")
    try post.embed(ViewController(title: "Comments"))
    let home = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "Home")
    try home.pushViewController(post, animated: false)
    let snapshot = home.snapshot
    #expect(snapshot.window == nil)
    #expect(
      snapshot.description == """
        root: NavigationController "Home"
        ├─ [0]: ViewController "Feed"
        └─ [1]: ViewController "Post"
           └─ embedded: ViewController "Comments"
        """)
  }

  @Test func controllerInsideVisibleWindowPrintsItsSubtreeWithWindowVisibility() throws {
    let app = try RealisticApp()
    #expect(
      app.home.snapshot.description == """
        root: NavigationController "Home" · visible
        ├─ [0]: ViewController "Feed"
        └─ [1]: ViewController "Post" · visible
           └─ embedded: ViewController "Comments" · visible
        """)
  }

  @Test func controllerSnapshotDescriptionIsItsOwnLineOnly() throws {
    let app = try RealisticApp()
    let root = try #require(app.window.snapshot.root)
    #expect(root.description == #"root: TabBarController "Tabs" (selected 0) · visible"#)
  }

  @Test func tabBarWithoutTabsPrintsNoSelection() {
    #expect(TabBarController(title: "Tabs").snapshot.description == #"root: TabBarController "Tabs" (no selection)"#)
  }

  @Test func untitledControllerPrintsItsTypeName() throws {
    final class SnapshotProfileScreen: ViewController {}
    let home = try NavigationController(rootViewController: ViewController())
    try home.pushViewController(SnapshotProfileScreen(title: "Me"), animated: false)
    let window = try visibleWindow(root: home)
    #expect(
      window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController · visible
           ├─ [0]: ViewController
           └─ [1]: SnapshotProfileScreen "Me" · visible
        """)
  }

  @Test func appearanceStateThatDiffersFromVisibilityIsPrinted() throws {
    let (window, _, feed, post) = try homeStackWindow()
    feed.appearanceState = .appearing
    post.appearanceState = .disappearing
    defer {
      feed.appearanceState = .disappeared
      post.appearanceState = .appeared
    }
    #expect(
      window.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Home" · visible
           ├─ [0]: ViewController "Feed" · appearing
           └─ [1]: ViewController "Post" · visible · disappearing
        """)
  }

  @Test func restoredAppearanceStateIsNoLongerPrinted() throws {
    let (window, _, feed, _) = try homeStackWindow()
    let before = window.snapshot
    feed.appearanceState = .appeared
    #expect(window.snapshot != before)
    feed.appearanceState = .disappeared
    #expect(window.snapshot == before)
    #expect(!window.snapshot.description.contains("appeared"))
    #expect(window.validate() == [])
  }

  // MARK: Equality

  @Test func identicallyBuiltTreesHaveEqualSnapshots() throws {
    #expect(try RealisticApp().window.snapshot == RealisticApp().window.snapshot)
  }

  @Test func differentSelectionMakesSnapshotsDiffer() throws {
    let first = try RealisticApp()
    let second = try RealisticApp()
    try second.tabs.select(index: 1, animated: false)
    #expect(first.window.snapshot != second.window.snapshot)
  }

  @Test func differentTitleMakesSnapshotsDiffer() throws {
    let first = try RealisticApp()
    let second = try RealisticApp()
    second.feed.title = "News"
    #expect(first.window.snapshot != second.window.snapshot)
  }

  @Test func hidingTheWindowMakesSnapshotsDiffer() throws {
    let first = try RealisticApp()
    let second = try RealisticApp()
    second.window.hide()
    #expect(first.window.snapshot != second.window.snapshot)
  }

  // MARK: Codable

  @Test func realisticSnapshotSurvivesJSONRoundTrip() throws {
    let snapshot = try RealisticApp().window.snapshot
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(HierarchySnapshot.self, from: data)
    #expect(decoded == snapshot)
    #expect(decoded.description == snapshot.description)
    #expect(decoded.root?.presented?.title == "Compose")
  }

  @Test func realisticSnapshotHasEveryRoleCase() throws {
    let snapshot = try RealisticApp().window.snapshot
    let roleCases = Set(snapshot.allControllers.map { Self.caseName(of: $0.role) })
    #expect(roleCases == Set(Self.everyRole.map(Self.caseName(of:))))
  }

  @Test(arguments: everyRole)
  func roleSurvivesJSONRoundTrip(_ role: HierarchyRole) throws {
    let presented = ControllerSnapshot(
      title: nil, typeName: "ViewController", kind: .viewController, role: .presented(.popover),
      isVisible: true, appearanceState: .appearing)
    let snapshot = HierarchySnapshot(
      window: WindowSnapshot(name: "Main", isKeyAndVisible: true),
      root: ControllerSnapshot(
        title: "Tabs", typeName: "TabBarController", kind: .tabBar, role: .root, isVisible: true,
        appearanceState: .appeared, selectedIndex: 0,
        children: [
          ControllerSnapshot(
            title: "Child", typeName: "ViewController", kind: .viewController, role: role,
            isVisible: false, appearanceState: .disappearing, isCollapsed: true, isDoubleSided: false)
        ],
        presented: presented))
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(HierarchySnapshot.self, from: data)
    #expect(decoded == snapshot)
    #expect(decoded.root?.children.first?.role == role)
    #expect(decoded.root?.presented == presented)
  }

  // MARK: Traversal

  @Test func allControllersListsParentsBeforeChildrenAndPresentersBeforePresented() throws {
    let snapshot = try RealisticApp().window.snapshot
    #expect(
      snapshot.allControllers.map(\.displayName) == [
        "Tabs", "Home", "Feed", "Post", "Comments", "Search", "Results",
        "Mail", "Mailboxes", "Gallery", "Left", "Right", "Compose", "Draft",
      ])
  }

  @Test func visibleTitlesListsVisibleControllersInTreeOrder() throws {
    let snapshot = try RealisticApp().window.snapshot
    #expect(snapshot.visibleTitles == ["Tabs", "Home", "Post", "Comments", "Compose", "Draft"])
  }

  @Test func visibleTitlesNameUntitledControllersAsEverywhereElse() throws {
    final class SnapshotBadgeScreen: ViewController {}
    let window = try visibleWindow(root: NavigationController(rootViewController: SnapshotBadgeScreen()))
    #expect(window.snapshot.visibleTitles == ["Nav", "SnapshotBadgeScreen"])
  }
}
