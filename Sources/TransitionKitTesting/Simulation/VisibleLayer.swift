import TransitionKitCore

/// The visible controllers of one presentation layer of a window: what a
/// test window's gestures look through.
///
/// Layer 0 is the root's tree; layer 1 what a controller of layer 0
/// presents, and so on. A presented controller that hides its presenter
/// leaves the layers below it without visible controllers.
@MainActor
struct VisibleLayer {
  /// 0 for the root's tree, 1 for what it presents, and so on.
  let index: Int
  /// The visible controllers, parents before children.
  let controllers: [VisibleController]

  /// The topmost layer of a window that shows anything: the one a user can
  /// touch. Empty when nothing is visible.
  static func topmost(in window: Window) -> VisibleLayer {
    guard let root = window.rootViewController, let rootSnapshot = window.snapshot.root else {
      return VisibleLayer(index: 0, controllers: [])
    }
    var layers: [[VisibleController]] = []
    collect(root, snapshot: rootSnapshot, layer: 0, depth: 0, into: &layers)
    guard let index = layers.lastIndex(where: { !$0.isEmpty }) else { return VisibleLayer(index: 0, controllers: []) }
    return VisibleLayer(index: index, controllers: layers[index])
  }

  /// The deepest visible controller of a kind; the last of the deepest ones.
  func deepest<Container: ViewController>() -> Container? {
    var found: (container: Container, depth: Int)?
    for entry in controllers {
      guard let container = entry.controller as? Container else { continue }
      if found.map({ entry.depth >= $0.depth }) ?? true { found = (container, entry.depth) }
    }
    return found?.container
  }

  /// The name of the controller a user looks at: the last visible controller
  /// of the layer; `nil` when nothing is visible.
  var frontmostName: String? {
    controllers.last?.controller.displayName
  }

  /// Walks a controller's tree with its snapshot, which tells which
  /// controllers are visible, appending the visible ones to their layers:
  /// parents before children, children before what their parent presents.
  /// It walks without recursion (a modal chain may be arbitrarily deep).
  private static func collect(
    _ controller: ViewController,
    snapshot: ControllerSnapshot,
    layer: Int,
    depth: Int,
    into layers: inout [[VisibleController]]
  ) {
    var pending = [(controller: controller, snapshot: snapshot, layer: layer, depth: depth)]
    while let next = pending.popLast() {
      while layers.count <= next.layer { layers.append([]) }
      if next.snapshot.isVisible {
        layers[next.layer].append(VisibleController(controller: next.controller, depth: next.depth))
      }
      // Last pushed, first walked: the children in order, then what it presents.
      if let presentedSnapshot = next.snapshot.presented, let presented = next.controller.presentedViewController,
        presented.presentingViewController === next.controller
      {
        pending.append((presented, presentedSnapshot, next.layer + 1, 0))
      }
      for (child, childSnapshot) in zip(next.controller.children, next.snapshot.children).reversed() {
        pending.append((child, childSnapshot, next.layer, next.depth + 1))
      }
    }
  }
}

/// A visible controller, with its depth in its presentation layer.
@MainActor
struct VisibleController {
  /// The controller.
  let controller: ViewController
  /// How deep the controller is below its layer's top (the root, or the
  /// presented controller).
  let depth: Int
}
