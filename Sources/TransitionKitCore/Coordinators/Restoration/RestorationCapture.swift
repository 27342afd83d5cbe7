/// Computes a window's restoration state from its live tree: the steps
/// whose effects still stand, in the order they were taken.
@MainActor
enum RestorationCapture {
  /// The state of the tree rooted at `treeRoot`, addressed from the
  /// coordinator of `rootNode`.
  ///
  /// A step stands when a controller it put into the tree is still in it,
  /// every one of them still in the tree still carries that step (no later
  /// route put it there again), and its coordinator can be reached from the
  /// root coordinator through coordinators that are all in the tree. The
  /// ones that left (popped or dismissed since) are saved as
  /// ``RestorationStep/closed``: the replay closes them again.
  static func state(
    rootNode: CoordinatorNode,
    treeRoot: ViewController?,
    windowName: String,
    fingerprint: HierarchySnapshot
  ) -> WindowRestorationState {
    let inTree = controllers(from: treeRoot)
    var candidates: Set<ObjectIdentifier> = []
    var ordered: [(step: RecordedStep, closed: [Int])] = []
    for controller in inTree.ordered {
      guard let step = controller.restorationMark, candidates.insert(ObjectIdentifier(step)).inserted else { continue }
      if let closed = closedControllers(of: step, inTree: inTree) { ordered.append((step, closed)) }
    }
    ordered.sort { $0.step.number < $1.step.number }
    var steps: [RestorationStep] = []
    var indexes: [ObjectIdentifier: Int] = [:]
    var paths = CoordinatorPaths(rootNode: rootNode, inTree: inTree)
    for (recorded, closed) in ordered {
      guard let node = recorded.node, let path = paths.path(of: node) else { continue }
      let dependsOn = dependency(of: node, below: rootNode, indexes: indexes)
      indexes[ObjectIdentifier(recorded)] = steps.count
      steps.append(
        RestorationStep(
          coordinator: path, routeType: recorded.routeType, tag: recorded.tag, version: recorded.version,
          payload: recorded.payload, dependsOn: dependsOn, closed: closed.isEmpty ? nil : closed))
    }
    return WindowRestorationState(window: windowName, steps: steps, fingerprint: fingerprint)
  }

  /// The indexes of the controllers a step put that have left the tree
  /// since, when the step still stands (see ``state(rootNode:treeRoot:windowName:fingerprint:)``);
  /// `nil` when it does not.
  private static func closedControllers(of step: RecordedStep, inTree: ControllerSet) -> [Int]? {
    var closed: [Int] = []
    for (index, weak) in step.controllers.enumerated() {
      guard let controller = weak.controller, inTree.contains(controller) else {
        closed.append(index)
        continue
      }
      guard controller.restorationMark === step else { return nil }
    }
    return closed.count < step.controllers.count ? closed : nil
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

/// The paths of coordinators from a root coordinator, each level worked out
/// once: a parent's children get their ranks in one pass over them, so
/// saving costs what the paths it writes do, however wide the tree.
@MainActor
struct CoordinatorPaths {
  private let rootNode: CoordinatorNode
  private let inTree: ControllerSet
  /// The path of each coordinator met so far (`nil`: it has none).
  private var paths: [ObjectIdentifier: CoordinatorPath?] = [:]
  /// The component of each child of the parents ranked so far.
  private var components: [ObjectIdentifier: CoordinatorPath.Component] = [:]
  /// The parents whose children are ranked.
  private var rankedParents: Set<ObjectIdentifier> = []

  init(rootNode: CoordinatorNode, inTree: ControllerSet) {
    self.rootNode = rootNode
    self.inTree = inTree
  }

  /// The path of a coordinator from the root coordinator, when every
  /// coordinator on the way lives by a controller in the tree.
  mutating func path(of node: CoordinatorNode) -> CoordinatorPath? {
    // Up to the root, or to a coordinator whose path is known.
    var chain: [CoordinatorNode] = []
    var current = node
    var base: CoordinatorPath? = .root
    while current !== rootNode {
      if let known = paths[ObjectIdentifier(current)] {
        base = known
        break
      }
      guard let parent = current.parent, current.owner != nil, inTree.contains(current.lifetimeController) else {
        base = nil
        break
      }
      chain.append(current)
      current = parent
    }
    // Back down, noting each path on the way.
    for link in chain.reversed() {
      if var path = base, let parent = link.parent, let component = component(of: link, below: parent) {
        path.components.append(component)
        base = path
      } else {
        base = nil
      }
      paths[ObjectIdentifier(link)] = .some(base)
    }
    return base
  }

  /// A child's level of a path: its name, and its rank among the children
  /// of its parent of that name that are in the tree.
  private mutating func component(
    of node: CoordinatorNode, below parent: CoordinatorNode
  ) -> CoordinatorPath.Component? {
    if rankedParents.insert(ObjectIdentifier(parent)).inserted {
      var counts: [String: Int] = [:]
      for sibling in parent.children {
        guard let siblingNode = CoordinatorNode.node(of: sibling), inTree.contains(siblingNode.lifetimeController)
        else { continue }
        let name = CoordinatorPath.name(of: sibling)
        let index = counts[name, default: 0]
        counts[name] = index + 1
        components[ObjectIdentifier(siblingNode)] = CoordinatorPath.Component(name: name, index: index)
      }
    }
    return components[ObjectIdentifier(node)]
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
