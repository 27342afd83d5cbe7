import Foundation
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

  @Test func aDeepModalChainIsDescribedWithOneLinePerLayerIndentedDownToLevel64() throws {
    // In a window, the root (level 0) hangs from the window's line, so the
    // line of level L is indented by 3 × L spaces, down to level 64; deeper
    // lines keep the indentation of level 64 and name their level.
    let (window, _) = try chain(depth: 300)
    let lines = window.snapshot.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 302)
    #expect(lines[0] == "Window \"Window\" (key, visible)")
    #expect(lines[1] == "└─ root: ViewController \"Root\"")
    #expect(lines[2] == "   └─ presented (fullScreen): ViewController \"Modal 0\"")
    let deepest = String(repeating: " ", count: 3 * 64)
    #expect(
      lines[64] == String(repeating: " ", count: 3 * 63) + "└─ presented (fullScreen): ViewController \"Modal 62\"")
    #expect(lines[65] == deepest + "└─ presented (fullScreen): ViewController \"Modal 63\"")
    #expect(lines[66] == deepest + "└─ (level 65) presented (fullScreen): ViewController \"Modal 64\"")
    #expect(lines[301] == deepest + "└─ (level 300) presented (fullScreen): ViewController \"Modal 299\" · visible")
  }

  @Test func aChainOfAHundredThousandIsDescribedInSpaceLinearInItsLength() {
    // Outside a window, the root's line has no branch and level L ≤ 64 is
    // indented by 3 × (L - 1) spaces; every line past level 64 is indented
    // by 3 × 63 spaces and names its level.
    let depth = 100_000
    let description = HierarchySnapshot(root: DeepTrees.snapshotChain(depth: depth, linkedBy: .embedded)).description
    let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == depth + 1)
    #expect(lines[0] == "root: ViewController \"Root\" · visible")
    #expect(lines[1] == "└─ embedded: ViewController \"Level 1\" · visible")
    let deepest = String(repeating: " ", count: 3 * 63)
    #expect(lines[64] == deepest + "└─ embedded: ViewController \"Level 64\" · visible")
    #expect(lines[depth] == deepest + "└─ (level \(depth)) embedded: ViewController \"Level \(depth)\" · visible")
    #expect(lines.allSatisfy { $0.count <= deepest.count + 70 })
  }

  @Test func branchesPastLevel64KeepTheirGlyphsAndNameTheirLevels() {
    // Level 64 has two children: a leaf, then a controller presenting a sheet.
    func controller(_ title: String, _ role: HierarchyRole, children: [ControllerSnapshot] = []) -> ControllerSnapshot {
      ControllerSnapshot(
        title: title, typeName: "ViewController", kind: .viewController, role: role, isVisible: false,
        appearanceState: .disappeared, children: children)
    }
    var presenter = controller("Presenter", .embedded)
    presenter.presented = controller("Sheet", .presented(.pageSheet))
    var top = controller("Level 64", .embedded, children: [controller("Leaf", .embedded), presenter])
    for level in stride(from: 63, through: 1, by: -1) {
      top = controller("Level \(level)", .embedded, children: [top])
    }
    let root = controller("Root", .root, children: [top])
    let lines = HierarchySnapshot(root: root).description.split(separator: "\n").map(String.init)
    let deepest = String(repeating: " ", count: 3 * 63)
    let expected: [String] = [
      deepest + "└─ embedded: ViewController \"Level 64\"",
      deepest + "├─ (level 65) embedded: ViewController \"Leaf\"",
      deepest + "└─ (level 65) embedded: ViewController \"Presenter\"",
      deepest + "└─ (level 66) presented (pageSheet): ViewController \"Sheet\"",
    ]
    #expect(lines.count == 68)
    #expect(Array(lines.suffix(4)) == expected)
  }

  @Test func aModalChainNothingElseHoldsIsReleasedOnAThreadWithASmallStack() async throws {
    // Released one deinit inside the other, 5 000 controllers need far more
    // than the 256 KiB of stack the releasing thread has (it overflowed,
    // before deinit took the chain apart itself).
    let depth = 5_000
    let holder = Holder(try Self.freeChain(depth: depth))
    weak let first = holder.value?.presentedViewController
    weak var last = first
    while let next = last?.presentedViewController { last = next }
    #expect(first?.presentingViewController === holder.value)
    #expect(last?.title == "Modal \(depth - 1)")
    await DeepTrees.release(holder, onAThreadWithStack: 256 * 1024)
    #expect(first == nil)
    #expect(last == nil)
  }

  @Test func aModalChainStillHeldInPartIsReleasedUpToThePartHeld() throws {
    weak var first: ViewController?
    weak var middle: ViewController?
    let held: ViewController
    do {
      let (_, root) = try chain(depth: 10)
      var controllers: [ViewController] = []
      var top = root
      while let next = top.presentedViewController {
        controllers.append(next)
        top = next
      }
      first = controllers[0]
      middle = controllers[4]
      held = controllers[5]
    }
    #expect(first == nil)
    #expect(middle == nil)
    #expect(held.title == "Modal 5")
    #expect(held.presentedViewController?.title == "Modal 6")
    #expect(held.presentingViewController == nil)
  }

  @Test func theSnapshotOfADeepChainIsReleasedOnAThreadWithASmallStack() async throws {
    // Released one layer inside the other, 5 000 layers need far more than
    // the 256 KiB of stack the releasing thread has.
    let depth = 5_000
    let holder = Holder(try Self.snapshotOfFreeChain(depth: depth))
    #expect(holder.value?.allControllers.count == depth + 1)
    #expect(holder.value?.allControllers.last?.title == "Modal \(depth - 1)")
    await DeepTrees.release(holder, onAThreadWithStack: 256 * 1024)
    #expect(holder.value == nil)
  }

  @Test(arguments: DeepTrees.Link.allCases)
  func theSnapshotOfAChainOfAHundredThousandIsReleasedOnAThreadWithASmallStack(_ link: DeepTrees.Link) async {
    let depth = 100_000
    let holder = Holder(DeepTrees.snapshotChain(depth: depth, linkedBy: link))
    #expect(holder.value.map { HierarchySnapshot(root: $0).allControllers.count } == depth + 1)
    await DeepTrees.release(holder, onAThreadWithStack: 256 * 1024)
    #expect(holder.value == nil)
  }

  /// Trees a few levels either side of the height up to which a snapshot is
  /// released the usual way (one level inside the other) rather than one
  /// level at a time.
  @Test(arguments: DeepTrees.Link.allCases, [1, 63, 64, 65, 66, 130])
  func aSnapshotAroundTheHeightReleasedWholeIsComparedAndReleasedAsAnyOther(
    _ link: DeepTrees.Link, depth: Int
  ) async {
    let snapshot = DeepTrees.snapshotChain(depth: depth, linkedBy: link)
    let rebuilt = DeepTrees.snapshotChain(depth: depth, linkedBy: link)
    #expect(snapshot == rebuilt)
    #expect(snapshot.hashValue == rebuilt.hashValue)
    #expect(snapshot != DeepTrees.snapshotChain(depth: depth + 1, linkedBy: link))
    // A part held elsewhere keeps what it holds when the rest goes.
    let bottomHalf = HierarchySnapshot(root: snapshot).allControllers[depth / 2 + 1]
    let holder = Holder(snapshot)
    await DeepTrees.release(holder, onAThreadWithStack: 256 * 1024)
    #expect(holder.value == nil)
    #expect(HierarchySnapshot(root: bottomHalf).allControllers.count == depth - depth / 2)
    #expect(HierarchySnapshot(root: bottomHalf).allControllers.last?.title == "Level \(depth)")
  }

  @Test func aSnapshotStillHeldElsewhereKeepsItsChildren() {
    let full = DeepTrees.snapshotChain(depth: 3, linkedBy: .embedded)
    var copy: ControllerSnapshot? = full.children.first
    let child = copy?.children.first
    copy = nil
    #expect(child?.title == "Level 2")
    #expect(child?.children.first?.title == "Level 3")
    #expect(
      HierarchySnapshot(root: full).allControllers.map(\.displayName) == ["Root", "Level 1", "Level 2", "Level 3"])
  }

  @Test func aSnapshotStillHeldElsewhereKeepsItsPresentedLayers() throws {
    let full = try Self.snapshotOfFreeChain(depth: 3)
    var copy: ControllerSnapshot? = full.root?.presented
    let presented = copy?.presented
    copy = nil
    #expect(presented?.title == "Modal 1")
    #expect(presented?.presented?.title == "Modal 2")
    #expect(full.allControllers.map(\.displayName) == ["Root", "Modal 0", "Modal 1", "Modal 2"])
  }

  /// The snapshot of a root presenting a chain of `depth`, built outside any
  /// window (in a window, debug builds check each change against a walk of
  /// the whole window).
  private static func snapshotOfFreeChain(depth: Int) throws -> HierarchySnapshot {
    try freeChain(depth: depth).snapshot
  }

  /// A root presenting a chain of `depth`, outside any window.
  private static func freeChain(depth: Int) throws -> ViewController {
    let root = ViewController(title: "Root")
    var top = root
    for index in 0..<depth {
      let next = ViewController(title: "Modal \(index)")
      try top.present(next, animated: false)
      top = next
    }
    return root
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
