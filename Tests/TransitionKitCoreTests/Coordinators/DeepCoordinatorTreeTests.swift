import Foundation
import Testing

@testable import TransitionKitCore

/// A chain of child coordinators far deeper than the call stack allows to
/// release by recursion is released one coordinator at a time.
@MainActor
@Suite struct DeepCoordinatorTreeTests {
  private typealias Plain = Coordinator<Int, ViewController>

  /// `Coordinator 0` to `Coordinator <depth - 1>`, each the only child of the
  /// one before, built bottom-up (adding a child walks up from its new
  /// parent, which has no parent yet).
  private static func chain(depth: Int) -> Plain {
    var top = Plain(rootViewController: ViewController(title: "Coordinator \(depth - 1)"))
    for index in stride(from: depth - 2, through: 0, by: -1) {
      let parent = Plain(rootViewController: ViewController(title: "Coordinator \(index)"))
      parent.addChild(top)
      top = parent
    }
    return top
  }

  /// The last coordinator of a chain.
  private static func bottom(of coordinator: Plain) -> Plain {
    var current = coordinator
    while let next = current.children.first as? Plain { current = next }
    return current
  }

  @Test func aChainOfAHundredThousandChildCoordinatorsIsReleasedOneAtATime() {
    let depth = 100_000
    var root: Plain? = Self.chain(depth: depth)
    weak let first = root?.children.first as? Plain
    weak let last = root.map(Self.bottom(of:))
    #expect(first?.viewController.title == "Coordinator 1")
    #expect(last?.viewController.title == "Coordinator \(depth - 1)")
    #expect(last?.parent != nil)
    root = nil
    #expect(first == nil)
    #expect(last == nil)
  }

  @Test func aChainOfChildCoordinatorsIsReleasedFromAThreadWithASmallStack() async {
    let depth = 10_000
    let holder = Holder(Self.chain(depth: depth))
    weak let last = holder.value.map(Self.bottom(of:))
    #expect(last?.viewController.title == "Coordinator \(depth - 1)")
    await DeepTrees.release(holder)
    // A node takes its children apart on the main actor, once the release
    // on the other thread reaches it.
    for _ in 0..<100 where last != nil { await Task.yield() }
    #expect(last == nil)
  }

  @Test func aChildCoordinatorHeldElsewhereKeepsItsChildren() {
    var root: Plain? = Self.chain(depth: 10)
    var middle = root?.children.first as? Plain
    for _ in 0..<4 { middle = middle?.children.first as? Plain }
    weak let first = root?.children.first as? Plain
    root = nil
    #expect(first == nil)
    #expect(middle?.viewController.title == "Coordinator 5")
    #expect(middle?.parent == nil)
    #expect(middle.map { Self.bottom(of: $0).viewController.title } == "Coordinator 9")
  }
}
