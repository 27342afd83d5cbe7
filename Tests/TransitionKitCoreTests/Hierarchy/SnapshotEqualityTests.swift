import Testing

@testable import TransitionKitCore

/// Snapshot equality compares a tree a few levels high in place, and a higher
/// one (like hashing, any tree) without recursion; both must agree with a
/// property-by-property comparison of the whole tree.
@Suite struct SnapshotEqualityTests {
  private func node(
    _ title: String?, role: HierarchyRole = .root, children: [ControllerSnapshot] = [],
    presented: ControllerSnapshot? = nil
  ) -> ControllerSnapshot {
    ControllerSnapshot(
      title: title, typeName: "ViewController", kind: .viewController, role: role, isVisible: false,
      appearanceState: .disappeared, children: children, presented: presented)
  }

  /// A chain of `depth` presentations above a root, the top named `top`.
  private func chain(depth: Int, top: String = "Top") -> ControllerSnapshot {
    var current = node(top, role: .presented(.fullScreen))
    for index in 0..<depth {
      current = node("Layer \(index)", role: index == depth - 1 ? .root : .presented(.fullScreen), presented: current)
    }
    return current
  }

  @Test func equalTreesAreEqualAndHashEqually() {
    let tree = node("Root", children: [node("A", role: .embedded), node("B", role: .embedded)], presented: node("M"))
    let same = node("Root", children: [node("A", role: .embedded), node("B", role: .embedded)], presented: node("M"))
    #expect(tree == same)
    #expect(tree.hashValue == same.hashValue)
    #expect(Set([tree, same]).count == 1)
  }

  @Test func anyDifferenceBelowTheRootMakesTreesDifferent() {
    let tree = node("Root", children: [node("A", role: .embedded)], presented: node("M"))
    #expect(tree != node("Root", children: [node("A", role: .embedded)], presented: node("N")))
    #expect(tree != node("Root", children: [node("X", role: .embedded)], presented: node("M")))
    #expect(tree != node("Root", children: [node("A", role: .embedded)]))
    #expect(
      tree != node("Root", children: [node("A", role: .embedded), node("A", role: .embedded)], presented: node("M")))
    // The same controllers, one moved from the children to the presentation.
    #expect(node("Root", children: [node("A")]) != node("Root", presented: node("A")))
  }

  /// Each property a snapshot compares, changed.
  static let changes: [(name: String, change: @Sendable (inout ControllerSnapshot) -> Void)] = [
    ("title", { $0.title = "Changed" }),
    ("typeName", { $0.typeName = "OtherController" }),
    ("kind", { $0.kind = .navigation }),
    ("role", { $0.role = .stackItem(3) }),
    ("isVisible", { $0.isVisible.toggle() }),
    ("appearanceState", { $0.appearanceState = .appearing }),
    ("selectedIndex", { $0.selectedIndex = 1 }),
    ("isCollapsed", { $0.isCollapsed = true }),
    ("collapsePoint", { $0.collapsePoint = 2 }),
    ("isDoubleSided", { $0.isDoubleSided = false }),
  ]

  /// A tree whose controller `Target` sits below a child and a presentation,
  /// above a chain of `below` presentations: trees a few levels high are
  /// compared in place, higher ones through a list of pairs.
  private func tree(below: Int, changing change: ((inout ControllerSnapshot) -> Void)? = nil) -> ControllerSnapshot {
    var target = node("Target", role: .embedded, presented: below == 0 ? nil : chain(depth: below))
    change?(&target)
    let sheet = node("Sheet", role: .presented(.pageSheet), children: [node("Header", role: .embedded), target])
    return node("Root", children: [node("Side", role: .embedded)], presented: sheet)
  }

  @Test(arguments: [0, 10, 200])
  func aChangeOfAnyPropertyDeepInATreeMakesItDifferent(below: Int) {
    #expect(tree(below: below) == tree(below: below))
    for (name, change) in Self.changes {
      #expect(tree(below: below) != tree(below: below, changing: change), "\(name)")
      #expect(tree(below: below, changing: change) != tree(below: below), "\(name)")
    }
  }

  @Test func aTreeIsDifferentFromTheSameTreeWithAChainBelowIt() {
    #expect(tree(below: 0) != tree(below: 200))
    #expect(tree(below: 200) != tree(below: 0))
    #expect(tree(below: 10) != tree(below: 200))
    #expect(tree(below: 200) != tree(below: 10))
  }

  @Test func deepChainsAreComparedAndHashedWithoutRecursion() {
    let depth = 20_000
    let chain = chain(depth: depth)
    #expect(chain == self.chain(depth: depth))
    #expect(chain.hashValue == self.chain(depth: depth).hashValue)
    #expect(chain != self.chain(depth: depth, top: "Other"))
    #expect(HierarchySnapshot(root: chain) == HierarchySnapshot(root: self.chain(depth: depth)))
  }
}
