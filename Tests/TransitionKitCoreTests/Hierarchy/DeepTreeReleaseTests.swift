import Foundation
import Testing

@testable import TransitionKitCore

/// Deep trees of controllers and views are released one node at a time,
/// whatever their depth and whichever thread lets them go.
///
/// Released one deinit inside the other, a chain of thousands of nodes needs
/// far more than the 256 KiB of stack the releasing threads here have.
@MainActor
@Suite struct DeepTreeReleaseTests {
  @Test func aChainOfEmbeddedChildrenNothingElseHoldsIsReleasedOnAThreadWithASmallStack() async throws {
    let depth = 100_000
    let holder = Holder(try DeepTrees.embeddingChain(depth: depth))
    weak let first = holder.value?.children.first
    weak let last = holder.value.map(DeepTrees.bottom(of:))
    #expect(first?.title == "Child 0")
    #expect(last?.title == "Child \(depth - 1)")
    #expect(last?.children.isEmpty == true)
    await DeepTrees.release(holder)
    #expect(first == nil)
    #expect(last == nil)
  }

  @Test func theViewsOfAChainOfEmbeddedChildrenAreReleasedOnAThreadWithASmallStack() async throws {
    // Each child's view is a subview of its container's view, so the views
    // nest as deep as the controllers. The controllers hold their own views
    // only: with the root view held, the controllers go and the views stay.
    let depth = 100_000
    let controllers = Holder(try DeepTrees.embeddingChain(depth: depth))
    let views = Holder(try #require(controllers.value?.view))
    weak let lastController = controllers.value.map(DeepTrees.bottom(of:))
    weak let lastView = lastController?.view
    #expect(lastView?.superview?.viewController?.title == "Child \(depth - 2)")
    await DeepTrees.release(controllers)
    #expect(lastController == nil)
    #expect(lastView?.name == "Child \(depth - 1)")
    #expect(lastView?.viewController == nil)
    await DeepTrees.release(views)
    #expect(lastView == nil)
  }

  @Test func aTreeOfEmbeddedAndPresentedControllersIsReleasedOnAThreadWithASmallStack() async throws {
    // Going down, each controller alternately embeds and presents the next.
    let depth = 20_000
    let holder = Holder(try Self.alternatingChain(depth: depth))
    weak let embedded = holder.value?.children.first
    weak let presented = embedded?.presentation?.controller
    weak let last = holder.value.map(DeepTrees.bottom(of:))
    #expect(presented?.title == "Level 2")
    #expect(presented?.presentingViewController === embedded)
    #expect(last?.title == "Level \(depth)")
    await DeepTrees.release(holder)
    #expect(embedded == nil)
    #expect(presented == nil)
    #expect(last == nil)
  }

  @Test func aChainOfEmbeddedChildrenStillHeldInPartIsReleasedUpToThePartHeld() throws {
    weak var first: ViewController?
    weak var middle: ViewController?
    let held: ViewController
    do {
      let root = try DeepTrees.embeddingChain(depth: 10)
      var controllers: [ViewController] = []
      var current = root
      while let next = current.children.first {
        controllers.append(next)
        current = next
      }
      first = controllers[0]
      middle = controllers[4]
      held = controllers[5]
    }
    #expect(first == nil)
    #expect(middle == nil)
    #expect(held.title == "Child 5")
    #expect(held.parent == nil)
    #expect(held.children.first?.title == "Child 6")
    #expect(DeepTrees.bottom(of: held).title == "Child 9")
  }

  @Test func aDeepViewTreeNothingElseHoldsIsReleasedOnAThreadWithASmallStack() async throws {
    // Adding a view walks up from its new superview (to refuse a cycle), so
    // this chain costs O(depth²) to build: deep enough, and quick.
    let depth = 4_000
    let holder = Holder(try Self.viewChain(depth: depth))
    weak var last = holder.value
    while let next = last?.subviews.first { last = next }
    #expect(holder.value?.allViews.count == depth)
    #expect(last?.superview?.name == "View \(depth - 2)")
    await DeepTrees.release(holder)
    #expect(last == nil)
  }

  /// `Level 0` to `Level <depth>`, each embedding the next when its level is
  /// even and presenting it when it is odd.
  private static func alternatingChain(depth: Int) throws -> ViewController {
    var top = ViewController(title: "Level \(depth)")
    for level in stride(from: depth - 1, through: 0, by: -1) {
      let above = ViewController(title: "Level \(level)")
      if level.isMultiple(of: 2) { try above.embed(top) } else { try above.present(top, animated: false) }
      top = above
    }
    return top
  }

  /// `View 0` to `View <depth - 1>`, each the only subview of the one before.
  private static func viewChain(depth: Int) throws -> View {
    let root = View(name: "View 0")
    var bottom = root
    for index in 1..<depth {
      let view = View(name: "View \(index)")
      try bottom.addSubview(view)
      bottom = view
    }
    return root
  }
}
