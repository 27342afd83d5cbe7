/// Which controllers hang, through parents and presenters, from the root of
/// one tree: the question a coordinator tree's refresh asks of every
/// coordinator in it.
///
/// A controller is in the tree when its root is the tree's root; roots are
/// kept on the controllers between edits that cut links (see
/// ``ViewController/root``), so one refresh walks each controller at most
/// once, however deep the tree: a chain of presented coordinators costs
/// time linear in its length, not quadratic.
@MainActor
struct TreeMembership {
  /// The root of the tree, or `nil` when there is no tree (nothing is in it).
  let root: ViewController?

  /// Whether a controller is in the tree; `nil` never is.
  ///
  /// - Complexity: Amortized O(1) while no link is cut.
  func contains(_ controller: ViewController?) -> Bool {
    guard let root, let controller else { return false }
    return controller.root === root
  }
}
