import Testing

@testable import TransitionKitCore

/// Snapshots of deep trees are captured and described without recursion;
/// their content is the same as for any tree.
@MainActor
@Suite struct DeepTreeSnapshotTests {
  private func chain(depth: Int) throws -> (Window, ViewController) {
    let root = ViewController(title: "Root")
    let window = Window()
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    var top = root
    for index in 0..<depth {
      let next = ViewController(title: "Modal \(index)")
      next.modalPresentationStyle = .fullScreen
      try top.present(next, animated: false)
      top = next
    }
    return (window, root)
  }

  @Test func aDeepModalChainIsCapturedLayerByLayer() throws {
    let (window, _) = try chain(depth: 1_500)
    let snapshot = window.snapshot
    let controllers = snapshot.allControllers
    #expect(controllers.count == 1_501)
    #expect(controllers.map(\.displayName) == ["Root"] + (0..<1_500).map { "Modal \($0)" })
    #expect(controllers.map(\.isVisible) == Array(repeating: false, count: 1_500) + [true])
    #expect(controllers.dropFirst().allSatisfy { $0.role == .presented(.fullScreen) })
    #expect(snapshot.visibleTitles == ["Modal 1499"])
  }

  @Test func aDeepModalChainIsDescribedWithOneIndentedLinePerLayer() throws {
    let (window, _) = try chain(depth: 300)
    let lines = window.snapshot.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 302)
    #expect(lines[0] == "Window \"Window\" (key, visible)")
    #expect(lines[1] == "└─ root: ViewController \"Root\"")
    #expect(lines[2] == "   └─ presented (fullScreen): ViewController \"Modal 0\"")
    let indent = String(repeating: " ", count: 3 * 300)
    #expect(lines[301] == indent + "└─ presented (fullScreen): ViewController \"Modal 299\" · visible")
  }

  @Test func aTreeWithChildrenAndPresentationsIsDescribedInOrder() throws {
    let tabs = try TabBarController(viewControllers: [
      try NavigationController(rootViewController: ViewController(title: "Feed")),
      ViewController(title: "Profile"),
    ])
    let window = Window()
    try window.setRootViewController(tabs)
    window.makeKeyAndVisible()
    let sheet = ViewController(title: "Sheet")
    sheet.modalPresentationStyle = .pageSheet
    try tabs.present(sheet, animated: false)
    #expect(
      window.snapshot.description == """
        Window "Window" (key, visible)
        └─ root: TabBarController (selected 0) · visible
           ├─ tab 0 *: NavigationController · visible
           │  └─ [0]: ViewController "Feed" · visible
           ├─ tab 1: ViewController "Profile"
           └─ presented (pageSheet): ViewController "Sheet" · visible
        """)
  }
}
