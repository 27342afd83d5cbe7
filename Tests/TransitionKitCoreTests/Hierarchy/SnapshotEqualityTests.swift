import Testing

@testable import TransitionKitCore

/// Snapshot equality and hashing walk the tree without recursion; they must
/// agree with a property-by-property comparison of the whole tree.
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

  @Test func deepChainsAreComparedAndHashedWithoutRecursion() {
    let depth = 20_000
    let chain = chain(depth: depth)
    #expect(chain == self.chain(depth: depth))
    #expect(chain.hashValue == self.chain(depth: depth).hashValue)
    #expect(chain != self.chain(depth: depth, top: "Other"))
    #expect(HierarchySnapshot(root: chain) == HierarchySnapshot(root: self.chain(depth: depth)))
  }
}
