/// Computes a window's restoration state from its live tree: the steps
/// whose effects still stand, in the order they were taken.
@MainActor
enum RestorationCapture {
  /// The state of the tree rooted at `treeRoot`, addressed from the
  /// coordinator of `rootNode`.
  ///
  /// A step stands when every controller it put into the tree is still in
  /// it, still carries that step (no later route put it there again), and
  /// its coordinator can be reached from the root coordinator through
  /// coordinators that are all in the tree.
  static func state(
    rootNode: CoordinatorNode,
    treeRoot: ViewController?,
    windowName: String,
    fingerprint: HierarchySnapshot
  ) -> WindowRestorationState {
    let inTree = controllers(from: treeRoot)
    var candidates: [ObjectIdentifier: RecordedStep] = [:]
    var ordered: [RecordedStep] = []
    for controller in inTree.ordered {
      guard let step = controller.restorationMark, candidates[ObjectIdentifier(step)] == nil else { continue }
      candidates[ObjectIdentifier(step)] = step
      let stands = step.controllers.allSatisfy { weak in
        guard let controller = weak.controller else { return false }
        return inTree.contains(controller) && controller.restorationMark === step
      }
      if stands { ordered.append(step) }
    }
    ordered.sort { $0.number < $1.number }
    var steps: [RestorationStep] = []
    var indexes: [ObjectIdentifier: Int] = [:]
    for recorded in ordered {
      guard let node = recorded.node, let path = path(of: node, from: rootNode, inTree: inTree) else { continue }
      let dependsOn = dependency(of: node, below: rootNode, indexes: indexes)
      indexes[ObjectIdentifier(recorded)] = steps.count
      steps.append(
        RestorationStep(
          coordinator: path, routeType: recorded.routeType, tag: recorded.tag, version: recorded.version,
          payload: recorded.payload, dependsOn: dependsOn))
    }
    return WindowRestorationState(window: windowName, steps: steps, fingerprint: fingerprint)
  }

  /// The controllers of a tree, walked without recursion: parents before
  /// children, presenters before what they present.
  static func controllers(from root: ViewController?) -> ControllerSet {
    var set = ControllerSet()
    var pending = root.map { [$0] } ?? []
    while let controller = pending.popLast() {
      set.insert(controller)
      if let presented = controller.presentation?.controller { pending.append(presented) }
      pending.append(contentsOf: controller.children.reversed())
    }
    return set
  }

  /// The path of a coordinator from the root coordinator, when every
  /// coordinator on the way lives by a controller in the tree.
  static func path(of node: CoordinatorNode, from rootNode: CoordinatorNode, inTree: ControllerSet) -> CoordinatorPath?
  {
    var components: [CoordinatorPath.Component] = []
    var current = node
    while current !== rootNode {
      guard let parent = current.parent, let owner = current.owner, inTree.contains(current.lifetimeController)
      else { return nil }
      let name = TypeNames.name(of: type(of: owner))
      var index = 0
      for sibling in parent.children {
        if sibling === owner { break }
        guard TypeNames.name(of: type(of: sibling)) == name,
          let siblingNode = CoordinatorNode.node(of: sibling),
          inTree.contains(siblingNode.lifetimeController)
        else { continue }
        index += 1
      }
      components.append(CoordinatorPath.Component(name: name, index: index))
      current = parent
    }
    return CoordinatorPath(components.reversed())
  }

  /// The index of the step that put the coordinator, or its nearest
  /// ancestor below the root that a step put, into the tree.
  private static func dependency(
    of node: CoordinatorNode, below rootNode: CoordinatorNode, indexes: [ObjectIdentifier: Int]
  ) -> Int? {
    var current: CoordinatorNode? = node
    while let node = current, node !== rootNode {
      if let mark = node.lifetimeController?.restorationMark, let index = indexes[ObjectIdentifier(mark)] {
        return index
      }
      current = node.parent
    }
    return nil
  }
}

/// The controllers of a tree, in the order they were walked.
@MainActor
struct ControllerSet {
  private(set) var ordered: [ViewController] = []
  private var members: Set<ObjectIdentifier> = []

  mutating func insert(_ controller: ViewController) {
    if members.insert(ObjectIdentifier(controller)).inserted { ordered.append(controller) }
  }

  func contains(_ controller: ViewController?) -> Bool {
    guard let controller else { return false }
    return members.contains(ObjectIdentifier(controller))
  }
}
