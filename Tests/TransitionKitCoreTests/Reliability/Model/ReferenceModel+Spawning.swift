import TransitionKitCore

/// Making free trees and coordinators in the model, as the test makes them in the library.
extension ReferenceModel {
  /// Adds a free tree built from a blueprint.
  mutating func spawn(_ blueprint: Blueprint) {
    var controller = Controller(kind: blueprint.kind, style: blueprint.style, definesContext: blueprint.definesContext)
    for child in blueprint.children { spawn(child) }
    controller.children = blueprint.children.map(\.id)
    switch blueprint {
    case .tabBar(_, _, let tabs, let selected):
      controller.selected = tabs.isEmpty ? nil : selected
    case .split(_, _, let primary, let secondary, _):
      controller.primary = primary?.id
      controller.secondary = secondary?.id
    case .plain, .navigation, .page:
      break
    }
    controllers[blueprint.id] = controller
    for child in controller.children { self[child].parent = blueprint.id }
    // Made expanded, then collapsed, as the test makes it.
    if case .split(_, _, _, _, true) = blueprint { _ = setCollapsed(true, on: blueprint.id) }
  }

  /// Adds a coordinator over a new free tree.
  mutating func spawnCoordinator(_ id: Int, root blueprint: Blueprint) {
    spawn(blueprint)
    coordinators[id] = Coordinator(root: blueprint.id)
  }

  /// Forgets released controllers and coordinators; their ids are never used again.
  ///
  /// What still lives loses its weak links to them (a `parent`, a
  /// `presenter`, a parent coordinator), as in the library.
  mutating func retire(_ ids: Set<Int>) {
    retired.formUnion(ids)
    for id in ids {
      if coordinators[id] != nil { retiredCoordinators.insert(id) }
      controllers[id] = nil
      coordinators[id] = nil
    }
    for id in controllers.keys {
      if let parent = controllers[id]!.parent, ids.contains(parent) { controllers[id]!.parent = nil }
      if let presenter = controllers[id]!.presenter, ids.contains(presenter) { controllers[id]!.presenter = nil }
    }
    for id in coordinators.keys {
      if let parent = coordinators[id]!.parent, ids.contains(parent) { coordinators[id]!.parent = nil }
    }
  }
}
