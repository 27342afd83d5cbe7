import Testing
import TransitionKitCore
import TransitionKitTesting

@Suite @MainActor struct SnapshotDiffTests {
  /// Three tabs, the first selected: Home [Feed, Post], Search [Results,
  /// Result 3] and Profile [Me].
  @MainActor final class TabsApp {
    let window = Window(name: "Main")
    let tabs: TabBarController
    let home: NavigationController
    let post = ViewController(title: "Post")
    let result = ViewController(title: "Result 3")

    init() throws {
      home = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "Home")
      try home.pushViewController(post, animated: false)
      let search = try NavigationController(rootViewController: ViewController(title: "Results"), title: "Search")
      try search.pushViewController(result, animated: false)
      let profile = try NavigationController(rootViewController: ViewController(title: "Me"), title: "Profile")
      tabs = try TabBarController(viewControllers: [home, search, profile], title: "Tabs")
      try window.setRootViewController(tabs)
      window.makeKeyAndVisible()
    }
  }

  @Test func equalSnapshotsGiveAnEmptyDiff() throws {
    let app = try TabsApp()
    let diff = HierarchyDiff(expected: app.window.snapshot, actual: app.window.snapshot)
    #expect(diff.isEmpty)
    #expect(diff.lines.isEmpty)
    #expect(diff.description == "Expected (-) vs actual (+): no differences")
  }

  @Test func changedTitleDeepInATabShowsOnlyItsBranch() throws {
    let app = try TabsApp()
    let expected = app.window.snapshot
    app.result.title = "Result 4"
    #expect(
      HierarchyDiff(expected: expected, actual: app.window.snapshot).description == """
        Expected (-) vs actual (+):
          Window "Main" (key, visible)
          └─ root: TabBarController "Tabs" (selected 0) · visible
          ⋮
             ├─ tab 1: NavigationController "Search"
             │  ├─ [0]: ViewController "Results"
        -    │  └─ [1]: ViewController "Result 3"
        +    │  └─ [1]: ViewController "Result 4"
        """)
  }

  @Test func addedPresentedSheetShowsTheSheetAndTheBranchesItMoves() throws {
    let app = try TabsApp()
    let expected = app.window.snapshot
    try app.post.present(
      try NavigationController(rootViewController: ViewController(title: "General"), title: "Settings"),
      animated: false)
    #expect(
      HierarchyDiff(expected: expected, actual: app.window.snapshot).description == """
        Expected (-) vs actual (+):
          Window "Main" (key, visible)
          └─ root: TabBarController "Tabs" (selected 0) · visible
          ⋮
             ├─ tab 1: NavigationController "Search"
          ⋮
        -    └─ tab 2: NavigationController "Profile"
        -       └─ [0]: ViewController "Me"
        +    ├─ tab 2: NavigationController "Profile"
        +    │  └─ [0]: ViewController "Me"
        +    └─ presented (automatic): NavigationController "Settings" · visible
        +       └─ [0]: ViewController "General" · visible
        """)
  }

  @Test func removedStackItemShowsTheStackAndWhatBecameVisible() throws {
    let app = try TabsApp()
    try app.home.pushViewController(ViewController(title: "Comments"), animated: false)
    let expected = app.window.snapshot
    try app.home.popViewController(animated: false)
    #expect(
      HierarchyDiff(expected: expected, actual: app.window.snapshot).description == """
        Expected (-) vs actual (+):
          Window "Main" (key, visible)
          └─ root: TabBarController "Tabs" (selected 0) · visible
             ├─ tab 0 *: NavigationController "Home" · visible
             │  ├─ [0]: ViewController "Feed"
        -    │  ├─ [1]: ViewController "Post"
        -    │  └─ [2]: ViewController "Comments" · visible
        +    │  └─ [1]: ViewController "Post" · visible
        """)
  }

  @Test func documentationExampleIsAccurate() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Nav")
    try navigation.pushViewController(ViewController(title: "List"), animated: false)
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    let window = Window(name: "Main")
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    let expected = window.snapshot
    try navigation.popViewController(animated: false)
    #expect(
      HierarchyDiff(expected: expected, actual: window.snapshot).description == """
        Expected (-) vs actual (+):
          Window "Main" (key, visible)
          └─ root: NavigationController "Nav" · visible
             ├─ [0]: ViewController "Home"
        -    ├─ [1]: ViewController "List"
        -    └─ [2]: ViewController "Detail" · visible
        +    └─ [1]: ViewController "List" · visible
        """)
  }

  @Test func changedFirstChildShowsItsNextSiblingForContext() {
    let diff = HierarchyDiff(
      expected: """
        root: NavigationController "Nav"
        ├─ [0]: ViewController "Home"
        ├─ [1]: ViewController "List"
        └─ [2]: ViewController "Detail"
        """,
      actual: """
        root: NavigationController "Nav"
        ├─ [0]: ViewController "Start"
        ├─ [1]: ViewController "List"
        └─ [2]: ViewController "Detail"
        """)
    #expect(
      diff.description == """
        Expected (-) vs actual (+):
          root: NavigationController "Nav"
        - ├─ [0]: ViewController "Home"
        + ├─ [0]: ViewController "Start"
          ├─ [1]: ViewController "List"
        """)
    #expect(diff.lines.map(\.kind) == [.context, .removed, .added, .context])
    #expect(
      diff.lines.map(\.text) == diff.description.split(separator: "\n").dropFirst().map { String($0.dropFirst(2)) })
  }

  @Test func singleLeftOutLineIsShownRatherThanElided() {
    let diff = HierarchyDiff(
      expected: """
        root: A
        ├─ B
        │  └─ C
        └─ D
        """,
      actual: """
        root: A
        ├─ B
        │  └─ C
        └─ E
        """)
    #expect(
      diff.description == """
        Expected (-) vs actual (+):
          root: A
          ├─ B
          │  └─ C
        - └─ D
        + └─ E
        """)
  }

  @Test func changesInTwoBranchesShowBothWithLinesLeftOutBetween() {
    let diff = HierarchyDiff(
      expected: """
        root: A
        ├─ B
        │  ├─ B1
        │  ├─ B2
        │  └─ B3
        ├─ C
        │  ├─ C1
        │  ├─ C2
        │  └─ C3
        └─ D
        """,
      actual: """
        root: A
        ├─ B
        │  ├─ B1
        │  ├─ B2
        │  └─ B4
        ├─ C
        │  ├─ C1
        │  ├─ C2
        │  └─ C3
        └─ E
        """)
    #expect(
      diff.description == """
        Expected (-) vs actual (+):
          root: A
          ├─ B
          │  ├─ B1
          │  ├─ B2
        - │  └─ B3
        + │  └─ B4
          ├─ C
          ⋮
        - └─ D
        + └─ E
        """)
  }

  @Test func snapshotsThatPrintAlikeAreComparedAsJSON() {
    func split(isCollapsed: Bool?) -> HierarchySnapshot {
      HierarchySnapshot(
        root: ControllerSnapshot(
          title: "Mail", typeName: "SplitViewController", kind: .split, role: .root, isVisible: false,
          appearanceState: .disappeared, isCollapsed: isCollapsed))
    }
    let diff = HierarchyDiff(expected: split(isCollapsed: nil), actual: split(isCollapsed: false))
    #expect(split(isCollapsed: nil).description == split(isCollapsed: false).description)
    #expect(
      diff.description == """
        Expected (-) vs actual (+), as JSON (their printed trees are the same):
          {
            "root" : [
              {
                "appearanceState" : "disappeared",
                "childCount" : 0,
        +       "isCollapsed" : false,
        """)
  }
}
