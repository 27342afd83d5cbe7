import Foundation
import Testing

@testable import TransitionKitCore

/// Builders and helpers for trees deeper than any call stack allows to walk
/// by recursion.
///
/// Each tree is built bottom-up and outside any window: every step then
/// works on a controller with nothing above it, so building costs O(*n*)
/// (built top-down, each step would walk up the whole tree; in a window,
/// debug builds also check each change against a walk of the whole window).
@MainActor
enum DeepTrees {
  /// A root presenting a chain of `depth` controllers, `Modal 0` to
  /// `Modal <depth - 1>`, outside any window.
  static func modalChain(depth: Int) throws -> ViewController {
    var top = ViewController(title: depth == 0 ? "Root" : "Modal \(depth - 1)")
    for index in stride(from: depth - 1, through: 0, by: -1) {
      let below = ViewController(title: index == 0 ? "Root" : "Modal \(index - 1)")
      try below.present(top, animated: false)
      top = below
    }
    return top
  }

  /// A root embedding a chain of `depth` controllers, each embedded in the
  /// one above it: `Root`, then `Child 0` to `Child <depth - 1>`, outside
  /// any window.
  static func embeddingChain(depth: Int) throws -> ViewController {
    var top = ViewController(title: depth == 0 ? "Root" : "Child \(depth - 1)")
    for index in stride(from: depth - 1, through: 0, by: -1) {
      let container = ViewController(title: index == 0 ? "Root" : "Child \(index - 1)")
      try container.embed(top)
      top = container
    }
    return top
  }

  /// How each controller of a snapshot chain holds the next.
  enum Link: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The next one is what it presents, full screen.
    case presented
    /// The next one is its only child, embedded.
    case embedded
    /// Each level at an even depth embeds the next, each at an odd depth
    /// presents it: both kinds of link along one chain.
    case alternating

    var testDescription: String { rawValue }

    /// Whether the controller at `depth` holds the next as its child.
    func embeds(at depth: Int) -> Bool {
      switch self {
      case .presented: false
      case .embedded: true
      case .alternating: depth.isMultiple(of: 2)
      }
    }
  }

  /// The snapshot of a root holding a chain of `depth` controllers, built as
  /// a value: `Root`, then `Level 1` to `Level <depth>`, the last one visible.
  nonisolated static func snapshotChain(depth: Int, linkedBy link: Link) -> ControllerSnapshot {
    func level(_ index: Int, holding next: ControllerSnapshot?) -> ControllerSnapshot {
      let role: HierarchyRole =
        index == 0 ? .root : link.embeds(at: index - 1) ? .embedded : .presented(.fullScreen)
      let isVisible = link == .embedded || index == depth
      let embeds = link.embeds(at: index)
      return ControllerSnapshot(
        title: index == 0 ? "Root" : "Level \(index)", typeName: "ViewController", kind: .viewController,
        role: role, isVisible: isVisible, appearanceState: isVisible ? .appeared : .disappeared,
        children: embeds ? next.map { [$0] } ?? [] : [],
        presented: embeds ? nil : next)
    }
    var top = level(depth, holding: nil)
    for index in stride(from: depth - 1, through: 0, by: -1) {
      top = level(index, holding: top)
    }
    return top
  }

  /// The last controller of a chain: down the children and presentations,
  /// always taking the last child, then what the controller presents.
  static func bottom(of root: ViewController) -> ViewController {
    var current = root
    while let next = current.presentation?.controller ?? current.children.last { current = next }
    return current
  }

  /// Lets go of what a holder holds on a new thread with a small stack.
  nonisolated static func release<Value: Sendable>(
    _ holder: Holder<Value>,
    onAThreadWithStack size: Int = 256 * 1024
  ) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let thread = Thread {
        holder.value = nil
        done.resume()
      }
      thread.stackSize = size
      thread.start()
    }
  }
}

/// Hands a value to another thread as its only holder.
final class Holder<Value: Sendable>: @unchecked Sendable {
  var value: Value?

  init(_ value: Value) {
    self.value = value
  }
}
