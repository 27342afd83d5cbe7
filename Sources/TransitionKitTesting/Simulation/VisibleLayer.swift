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
  /// controllers are visible, appending the visible ones to their layers.
  private static func collect(
    _ controller: ViewController,
    snapshot: ControllerSnapshot,
    layer: Int,
    depth: Int,
    into layers: inout [[VisibleController]]
  ) {
    while layers.count <= layer { layers.append([]) }
    if snapshot.isVisible { layers[layer].append(VisibleController(controller: controller, depth: depth)) }
    for (child, childSnapshot) in zip(controller.children, snapshot.children) {
      collect(child, snapshot: childSnapshot, layer: layer, depth: depth + 1, into: &layers)
    }
    if let presentedSnapshot = snapshot.presented, let presented = controller.presentedViewController,
      presented.presentingViewController === controller
    {
      collect(presented, snapshot: presentedSnapshot, layer: layer + 1, depth: 0, into: &layers)
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
