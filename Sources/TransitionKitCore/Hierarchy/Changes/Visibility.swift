/// A visible controller and the presentation layer it sits in (0 for the
/// window root's tree, 1 for what the root's context presents, and so on).
@MainActor
struct VisibleEntry {
  let controller: ViewController
  let layer: Int
}

@MainActor
enum Visibility {
  /// The controllers visible in a window, parents before children, each
  /// presentation layer after the layer that presents it.
  ///
  /// The rules, as in UIKit: a window shows nothing unless it is visible; a
  /// visible controller shows its `visibleChildren` (the top of a stack, the
  /// selected tab, the pages, the split columns, embedded children); a
  /// presented controller is visible, and hides its presentation context
  /// (with its whole subtree) unless its style keeps the presenter visible.
  static func entries(in window: Window?) -> [VisibleEntry] {
    guard let window, window.visibility.isVisible, let root = window.storedRoot else { return [] }
    var entries: [VisibleEntry] = []
    collect(root, layer: 0, into: &entries)
    return entries
  }

  /// The identities of the controllers visible in a window.
  static func visibleSet(in window: Window?) -> Set<ObjectIdentifier> {
    Set(entries(in: window).map { ObjectIdentifier($0.controller) })
  }

  private static func collect(_ controller: ViewController, layer: Int, into entries: inout [VisibleEntry]) {
    let presentation = controller.presentation
    if presentation?.style.keepsPresenterVisible ?? true {
      entries.append(VisibleEntry(controller: controller, layer: layer))
      for child in controller.visibleChildren {
        collect(child, layer: layer, into: &entries)
      }
    }
    if let presentation {
      collect(presentation.controller, layer: layer + 1, into: &entries)
    }
  }
}
