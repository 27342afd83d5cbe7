/// The node whose lifetime controller a controller is, when it is the
/// only one (most are): its handle, which costs no list.
private enum LifetimeMark: ObjectAttachmentKey {
  typealias Object = LifetimeHandle<CoordinatorNode>
}

/// The nodes whose lifetime controller a controller is (weakly), once a
/// second one left its mark: a controller carries this or ``LifetimeMark``.
private enum LifetimeMarks: ObjectAttachmentKey {
  typealias Object = LifetimeMarkList
}

/// The marks coordinator nodes left on a controller (see
/// ``CoordinatorNode/markLifetime()``), in the order they were left, kept on
/// the controller as they are and added to in place.
@MainActor
private final class LifetimeMarkList {
  /// The first mark, kept apart from the others.
  private var first: CoordinatorNode.WeakNode
  /// The marks left after the first.
  private var others: [CoordinatorNode.WeakNode] = []

  /// A list of one mark.
  init(_ mark: CoordinatorNode.WeakNode) {
    first = mark
  }

  /// Adds a mark after the others, dropping those whose node is gone.
  func add(_ mark: CoordinatorNode.WeakNode) {
    // Plain loops: most controllers carry no mark whose node is gone, and a
    // closure handed to the standard library would check the actor.
    var hasLapsedMark = first.node == nil
    for other in others where other.node == nil { hasLapsedMark = true }
    guard hasLapsedMark else { return others.append(mark) }
    var live: [CoordinatorNode.WeakNode] = []
    if first.node != nil { live.append(first) }
    for other in others where other.node != nil { live.append(other) }
    live.append(mark)
    first = live.removeFirst()
    others = live
  }

  /// Logs the marked nodes still alive (see ``DetachmentLog``), in order.
  func logLiveNodes() {
    if let node = first.node { DetachmentLog.append(node) }
    for other in others {
      if let node = other.node { DetachmentLog.append(node) }
    }
  }
}

extension CoordinatorNode {
  /// Leaves a mark on the lifetime controller, so that an edit that takes it
  /// (or a controller above it) out of its tree logs this node; once per
  /// controller, a new one when the lifetime controller changes.
  func markLifetime() {
    guard let controller = lifetimeController, controller.serial != markedSerial else { return }
    markedSerial = controller.serial
    DetachmentLog.hasMarks = true
    if let marks = controller.attachments[object: LifetimeMarks.self] { return marks.add(WeakNode(node: self)) }
    // The first mark, or the first one's node is gone: this node's handle alone.
    guard let first = controller.attachments[object: LifetimeMark.self], let firstNode = first.object else {
      controller.attachments[object: LifetimeMark.self] = lifetimeHandle
      return
    }
    let marks = LifetimeMarkList(WeakNode(node: firstNode))
    marks.add(WeakNode(node: self))
    controller.attachments[object: LifetimeMark.self] = nil
    controller.attachments[object: LifetimeMarks.self] = marks
  }

  /// Logs the live nodes marked on a controller (see ``DetachmentLog``), in
  /// the order they marked it.
  static func logNodesMarked(on controller: ViewController) {
    if let mark = controller.attachments[object: LifetimeMark.self] {
      if let node = mark.object { DetachmentLog.append(node) }
    } else {
      controller.attachments[object: LifetimeMarks.self]?.logLiveNodes()
    }
  }
}
