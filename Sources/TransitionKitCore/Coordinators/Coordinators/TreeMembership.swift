/// Which controllers hang, through parents and presenters, from the root of
/// one tree: the question a coordinator tree's refresh asks of every
/// coordinator in it.
///
/// The answers are remembered for every controller walked past, so one
/// refresh walks each controller at most once, however deep the tree: a
/// chain of presented coordinators costs time linear in its length, not
/// quadratic. The controllers walked past are held until the refresh is
/// over, so that their identities stay theirs.
@MainActor
final class TreeMembership {
  /// The root of the tree, or `nil` when there is no tree (nothing is in it).
  let root: ViewController?
  private var known: [ObjectIdentifier: Bool] = [:]
  private var walked: [ViewController] = []

  init(root: ViewController?) {
    self.root = root
  }

  /// Whether a controller is in the tree; `nil` never is.
  ///
  /// - Complexity: Amortized O(1) over the controllers of the tree, once each has been walked past.
  func contains(_ controller: ViewController?) -> Bool {
    guard let root, let controller else { return false }
    let start = walked.count
    var current = controller
    var isInTree: Bool
    while true {
      if let answer = known[ObjectIdentifier(current)] {
        isInTree = answer
        break
      }
      walked.append(current)
      guard let next = current.parent ?? current.presenter else {
        isInTree = current === root
        break
      }
      current = next
    }
    for index in start..<walked.count { known[ObjectIdentifier(walked[index])] = isInTree }
    return isInTree
  }
}
