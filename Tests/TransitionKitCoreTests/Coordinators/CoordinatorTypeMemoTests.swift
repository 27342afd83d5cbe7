import Testing

@testable import TransitionKitCore

/// A coordinator type for each type it is specialized with: the library
/// tells coordinators from other presentables through a memo of a few
/// types, and these are more types than it keeps.
@MainActor
private final class ProbeCoordinator<Marker>: NavigationCoordinator<Int> {}

/// A presentable that is not a coordinator.
@MainActor
private final class PlainPresentable: Presentable {
  let viewController = ViewController(title: "Plain")
}

/// Coordinators of `count` distinct types, each nesting the last one's
/// marker in an array: `[Int]`, `[[Int]]`, …
@MainActor
private func probes<Marker>(_ count: Int, marker: Marker.Type) -> [any Presentable] {
  guard count > 0 else { return [] }
  return [ProbeCoordinator<Marker>()] + probes(count - 1, marker: [Marker].self)
}

@Suite @MainActor struct CoordinatorTypeMemoTests {
  /// Twenty coordinator types, more than the memo keeps, are each told to be
  /// coordinators, however often they are asked about and in whichever
  /// order; a presentable that is not one is told apart each time.
  @Test func coordinatorsOfMoreTypesThanTheMemoKeepsAreEachFound() throws {
    let parent = ProbeCoordinator<Void>()
    let children = probes(20, marker: Int.self)
    let plain = PlainPresentable()
    for child in children {
      parent.addChild(child)
      parent.addChild(plain)
    }
    #expect(parent.children.count == 20)
    for child in children { #expect(parent.children.contains { $0 === child }) }
    #expect(!parent.children.contains { $0 === plain })

    // Asked about again, the first types (no longer kept) included: a child
    // added twice is kept once, and each is found to be removed.
    for child in children.reversed() { parent.addChild(child) }
    #expect(parent.children.count == 20)
    for child in children.prefix(10) { parent.removeChild(child) }
    #expect(parent.children.count == 10)
    for child in children.prefix(10) {
      let coordinator = try #require(child as? NavigationCoordinator<Int>)
      #expect(coordinator.parent == nil)
    }
    for child in children.suffix(10) {
      let coordinator = try #require(child as? NavigationCoordinator<Int>)
      #expect(coordinator.parent === parent)
    }
  }
}
