import TransitionKitCore

/// The animation a generated transition names.
enum AnimationChoice: UInt8, Sendable, Hashable, CaseIterable {
  /// No animation named: the remembered one or the system one.
  case unnamed
  case fade
  case scale
  /// `Animation.default`: resets the remembered animation.
  case systemDefault
  /// An animation of zero duration.
  case instant
}

/// A transition, as a value that both the library and the model can act on.
///
/// Every controller and coordinator is named by its id. A step that does not
/// fit the kind of its root (a push on a tab bar controller) is never made
/// for a transition performed directly; a coordinator given such a step as
/// its route returns a transition that fails with `unhandledRoute`.
indirect enum FuzzStep: Sendable, Hashable {
  // Any root.
  case present(Int, AnimationChoice)
  case presentOnRoot(Int)
  case dismiss(AnimationChoice)
  case dismissToRoot
  case embed(Int, in: Int, replacing: Bool)
  case show(Int)
  case showDetail(Int)
  case none
  case multiple([FuzzStep])
  case perform(FuzzStep, on: Int)
  case route(FuzzStep, coordinator: Int)
  case triggerWeak(FuzzStep, coordinator: Int)
  // Navigation controller roots.
  case push(Int, AnimationChoice)
  case pop(AnimationChoice)
  case popTo(Int)
  case popToRoot
  case setStack([Int], AnimationChoice)
  // Tab bar controller roots.
  case setTabs([Int])
  case selectTab(Int)
  case selectIndex(Int)
  // Page view controller roots.
  case setPages(Int, Int?)
  // Split view controller roots.
  case setColumns(Int?, Int?)
  case setColumn(Int, secondary: Bool)

  /// Whether the step can be built for a root of a kind.
  func fits(_ kind: ReferenceModel.Kind) -> Bool {
    switch self {
    case .present, .presentOnRoot, .dismiss, .dismissToRoot, .embed, .show, .showDetail, .none, .perform, .route,
      .triggerWeak:
      true
    case .multiple(let steps): steps.allSatisfy { $0.fits(kind) }
    case .push, .pop, .popTo, .popToRoot, .setStack: kind == .navigation
    case .setTabs, .selectTab, .selectIndex: kind == .tabBar
    case .setPages: if case .page = kind { true } else { false }
    case .setColumns, .setColumn: kind == .split
    }
  }

  /// Whether the library's transition for the step is one hierarchy
  /// operation, which can run interactively.
  var isSingleOperation: Bool {
    switch self {
    case .multiple, .route, .triggerWeak: false
    case .perform(let inner, _): inner.isSingleOperation
    default: true
    }
  }

  /// Whether the step acts on a controller other than the root it is
  /// performed on (a controller it names, an embedding's container, or a coordinator's root), nested
  /// steps included: performed outside the window, such a step may act in
  /// the window, and then waits for its turn there.
  var actsElsewhere: Bool {
    switch self {
    case .perform, .route, .triggerWeak, .embed: true
    case .multiple(let steps): steps.contains(where: \.actsElsewhere)
    default: false
    }
  }

  /// Every id the step names, nested steps included.
  var referencedIDs: [Int] {
    switch self {
    case .present(let id, _), .presentOnRoot(let id), .show(let id), .showDetail(let id), .push(let id, _),
      .popTo(let id), .selectTab(let id), .setColumn(let id, _):
      [id]
    case .embed(let id, let container, _): [id, container]
    case .dismiss, .dismissToRoot, .none, .pop, .popToRoot, .selectIndex: []
    case .multiple(let steps): steps.flatMap(\.referencedIDs)
    case .perform(let inner, let id), .route(let inner, let id), .triggerWeak(let inner, let id):
      [id] + inner.referencedIDs
    case .setStack(let ids, _), .setTabs(let ids): ids
    case .setPages(let first, let second): [first] + (second.map { [$0] } ?? [])
    case .setColumns(let primary, let secondary): [primary, secondary].compactMap { $0 }
    }
  }
}

/// A route of a deep link after the first.
enum DeepLinkRoute: Sendable, Hashable {
  /// A route every generated coordinator takes.
  case route(FuzzStep)
  /// A route of a type no coordinator takes.
  case unroutable
}

/// A route of a type that no coordinator takes.
struct UnroutableRoute: Sendable, CustomStringConvertible {
  var description: String { "unroutable" }
}

/// The route type of every generated coordinator: the route is the step.
struct FuzzRoute: Sendable, CustomStringConvertible {
  let step: FuzzStep
  var description: String { "route(\(step))" }
}

/// A free controller tree to make, with its ids.
indirect enum Blueprint: Sendable, Hashable {
  case plain(Int, ModalPresentationStyle, definesContext: Bool, embedded: [Blueprint])
  case navigation(Int, ModalPresentationStyle, stack: [Blueprint])
  case tabBar(Int, ModalPresentationStyle, tabs: [Blueprint], selected: Int)
  case page(Int, ModalPresentationStyle, doubleSided: Bool, pages: [Blueprint])
  case split(Int, ModalPresentationStyle, primary: Blueprint?, secondary: Blueprint?, collapsed: Bool)

  var id: Int {
    switch self {
    case .plain(let id, _, _, _), .navigation(let id, _, _), .tabBar(let id, _, _, _), .page(let id, _, _, _),
      .split(let id, _, _, _, _):
      id
    }
  }

  var kind: ReferenceModel.Kind {
    switch self {
    case .plain: .plain
    case .navigation: .navigation
    case .tabBar: .tabBar
    case .page(_, _, let doubleSided, _): .page(doubleSided: doubleSided)
    case .split: .split
    }
  }

  var style: ModalPresentationStyle {
    switch self {
    case .plain(_, let style, _, _), .navigation(_, let style, _), .tabBar(_, let style, _, _),
      .page(_, let style, _, _), .split(_, let style, _, _, _):
      style
    }
  }

  var definesContext: Bool {
    if case .plain(_, _, let defines, _) = self { return defines }
    return false
  }

  /// The blueprints directly below this one.
  var children: [Blueprint] {
    switch self {
    case .plain(_, _, _, let embedded): embedded
    case .navigation(_, _, let stack): stack
    case .tabBar(_, _, let tabs, _): tabs
    case .page(_, _, _, let pages): pages
    case .split(_, _, let primary, let secondary, _): [primary, secondary].compactMap { $0 }
    }
  }

  /// Every id of the tree.
  var allIDs: [Int] { [id] + children.flatMap(\.allIDs) }
}

/// How a window's animations are driven in a flow.
enum DriverChoice: Sendable, Hashable {
  /// The window's default driver.
  case implicitImmediate
  /// An immediate driver set explicitly (which also animates direct changes).
  case explicitImmediate
  /// A manual clock at a frame rate.
  case manual(framesPerSecond: Int)

  var isManual: Bool {
    if case .manual = self { return true }
    return false
  }
}

/// An operation made directly on the model's controllers (no transition).
enum DirectOperation: Sendable, Hashable {
  case push(Int, on: Int)
  case pop(Int)
  case popTo(Int, on: Int)
  case popToRoot(Int)
  case setStack([Int], on: Int)
  case setTabs([Int], on: Int)
  case selectIndex(Int, on: Int)
  case selectTab(Int, on: Int)
  case setPages([Int], on: Int)
  case setColumns(Int?, Int?, on: Int)
  case setColumn(Int?, secondary: Bool, on: Int)
  case setCollapsed(Bool, on: Int)
  case present(Int, from: Int)
  case dismiss(Int)
  case embed(Int, in: Int, replacing: Bool)
  case removeFromParent(Int)
  case show(Int, from: Int)
  case showDetail(Int, from: Int)
  /// A user's tap on the tab at an index (the selected one pops its stack).
  case userTapTab(Int, on: Int)
  /// The user's choice of a controller in a stack's back-button menu.
  case popFromBackButtonMenu(Int, on: Int)
  /// Sets a controller's `isModalInPresentation`.
  case setModalInPresentation(Int, Bool)

  /// The controller the operation acts on.
  var target: Int {
    switch self {
    case .push(_, let target), .popTo(_, let target), .setStack(_, let target), .setTabs(_, let target),
      .selectIndex(_, let target), .selectTab(_, let target), .setPages(_, let target),
      .setColumns(_, _, let target), .setColumn(_, _, let target), .setCollapsed(_, let target),
      .present(_, let target), .embed(_, let target, _), .show(_, let target), .showDetail(_, let target),
      .userTapTab(_, let target), .popFromBackButtonMenu(_, let target), .setModalInPresentation(let target, _):
      target
    case .pop(let target), .popToRoot(let target), .dismiss(let target), .removeFromParent(let target): target
    }
  }

  /// Every id the operation names.
  var referencedIDs: [Int] {
    switch self {
    case .push(let id, let target), .popTo(let id, let target), .selectTab(let id, let target),
      .present(let id, let target), .embed(let id, let target, _), .show(let id, let target),
      .showDetail(let id, let target), .popFromBackButtonMenu(let id, let target):
      [id, target]
    case .pop(let target), .popToRoot(let target), .dismiss(let target), .removeFromParent(let target),
      .selectIndex(_, let target), .setCollapsed(_, let target), .userTapTab(_, let target),
      .setModalInPresentation(let target, _):
      [target]
    case .setStack(let ids, let target), .setTabs(let ids, let target), .setPages(let ids, let target): ids + [target]
    case .setColumns(let primary, let secondary, let target): [primary, secondary].compactMap { $0 } + [target]
    case .setColumn(let id, _, let target): (id.map { [$0] } ?? []) + [target]
    }
  }
}

/// One step of a generated flow.
enum FuzzOperation: Sendable, Hashable {
  /// Makes the window, its root coordinator and its clock; always the first operation.
  case setup(coordinator: Int, root: Blueprint, driver: DriverChoice)
  /// Makes a free controller tree, held by the test until it is put in place.
  case spawn(Blueprint)
  /// Makes a coordinator with a new root tree, held by the test until it is put in place.
  case spawnCoordinator(Int, root: Blueprint)
  case direct(DirectOperation, animated: Bool)
  /// `Transition.perform(on:)` of a step on a controller of the step's kind.
  case perform(FuzzStep, on: Int, animated: Bool)
  /// A coordinator's `trigger` of the route carrying a step.
  case trigger(FuzzStep, coordinator: Int, animated: Bool)
  /// `trigger` through a weak router (the coordinator may be gone).
  case triggerWeak(FuzzStep, coordinator: Int)
  case deepLink(coordinator: Int, first: FuzzStep, rest: [DeepLinkRoute], animated: Bool)
  case beginPop(navigation: Int)
  case beginDismissal(Int)
  case beginRoute(FuzzStep, coordinator: Int)
  case update(Double)
  case finish(velocity: Double)
  case cancel(velocity: Double)
  /// Lets go of the interactive transition's handle.
  case dropHandle
  /// Moves the manual clock forward.
  case advance(milliseconds: Int)
  /// Runs the manual clock until nothing moves by time.
  case settle
  case setWindowVisible(Bool)
}

extension FuzzStep: CustomStringConvertible {
  var description: String {
    switch self {
    case .present(let id, let animation): "present(c\(id)\(animation.suffix))"
    case .presentOnRoot(let id): "presentOnRoot(c\(id))"
    case .dismiss(let animation): "dismiss\(animation.suffix.isEmpty ? "" : "(\(animation))")"
    case .dismissToRoot: "dismissToRoot"
    case .embed(let id, let container, let replacing):
      "embed(c\(id), in: c\(container)\(replacing ? ", replacing" : ""))"
    case .show(let id): "show(c\(id))"
    case .showDetail(let id): "showDetail(c\(id))"
    case .none: "none"
    case .multiple(let steps): "multiple[\(steps.map(\.description).joined(separator: ", "))]"
    case .perform(let inner, let id): "perform(\(inner), on: c\(id))"
    case .route(let inner, let id): "route(\(inner), on: k\(id))"
    case .triggerWeak(let inner, let id): "trigger(\(inner), on: weak k\(id))"
    case .push(let id, let animation): "push(c\(id)\(animation.suffix))"
    case .pop(let animation): "pop\(animation.suffix.isEmpty ? "" : "(\(animation))")"
    case .popTo(let id): "popTo(c\(id))"
    case .popToRoot: "popToRoot"
    case .setStack(let ids, let animation): "setStack(\(ids.names)\(animation.suffix))"
    case .setTabs(let ids): "setTabs(\(ids.names))"
    case .selectTab(let id): "select(c\(id))"
    case .selectIndex(let index): "select(index: \(index))"
    case .setPages(let first, let second): "setPages(c\(first)\(second.map { ", c\($0)" } ?? ""))"
    case .setColumns(let primary, let secondary):
      "setColumns(\(primary.map { "c\($0)" } ?? "nil"), \(secondary.map { "c\($0)" } ?? "nil"))"
    case .setColumn(let id, let secondary): "setColumn(c\(id), \(secondary ? "secondary" : "primary"))"
    }
  }
}

extension AnimationChoice {
  fileprivate var suffix: String { self == .unnamed ? "" : ", \(self)" }
}

extension [Int] {
  fileprivate var names: String { "[" + map { "c\($0)" }.joined(separator: ", ") + "]" }
}

extension FuzzOperation: CustomStringConvertible {
  var description: String {
    switch self {
    case .setup(let coordinator, let root, let driver): "setup(k\(coordinator), root: \(root), \(driver))"
    case .spawn(let blueprint): "spawn \(blueprint)"
    case .spawnCoordinator(let id, let root): "spawn k\(id) root: \(root)"
    case .direct(let operation, let animated): "direct \(operation)\(animated ? " animated" : "")"
    case .perform(let step, let id, let animated): "perform \(step) on c\(id)\(animated ? " animated" : "")"
    case .trigger(let step, let id, let animated): "trigger \(step) on k\(id)\(animated ? " animated" : "")"
    case .triggerWeak(let step, let id): "trigger \(step) on weak k\(id)"
    case .deepLink(let id, let first, let rest, let animated):
      "deepLink k\(id): \(first) -> \(rest.map { if case .route(let step) = $0 { "\(step)" } else { "unroutable" } })"
        + (animated ? " animated" : "")
    case .beginPop(let id): "beginInteractivePop c\(id)"
    case .beginDismissal(let id): "beginInteractiveDismissal c\(id)"
    case .beginRoute(let step, let id): "beginInteractiveTransition \(step) on k\(id)"
    case .update(let progress): "update(\(progress))"
    case .finish(let velocity): "finish(velocity: \(velocity))"
    case .cancel(let velocity): "cancel(velocity: \(velocity))"
    case .dropHandle: "drop handle"
    case .advance(let milliseconds): "advance \(milliseconds) ms"
    case .settle: "settle"
    case .setWindowVisible(let visible): visible ? "show window" : "hide window"
    }
  }

  /// Every id the operation names (the ids it makes excluded).
  var referencedIDs: [Int] {
    switch self {
    case .setup, .spawn, .spawnCoordinator, .update, .finish, .cancel, .dropHandle, .advance, .settle,
      .setWindowVisible:
      []
    case .direct(let operation, _): operation.referencedIDs
    case .perform(let step, let id, _): [id] + step.referencedIDs
    case .trigger(let step, let id, _), .triggerWeak(let step, let id), .beginRoute(let step, let id):
      [id] + step.referencedIDs
    case .deepLink(let id, let first, let rest, _):
      [id] + first.referencedIDs
        + rest.flatMap { route -> [Int] in
          if case .route(let step) = route { return step.referencedIDs }
          return []
        }
    case .beginPop(let id), .beginDismissal(let id): [id]
    }
  }
}

extension Blueprint: CustomStringConvertible {
  var description: String {
    let children = self.children.isEmpty ? "" : "[" + self.children.map(\.description).joined(separator: ", ") + "]"
    switch self {
    case .plain(let id, let style, let defines, _): return "c\(id)(\(style)\(defines ? ", context" : ""))\(children)"
    case .navigation(let id, let style, _): return "nav c\(id)(\(style))\(children)"
    case .tabBar(let id, let style, _, let selected): return "tabs c\(id)(\(style), selected \(selected))\(children)"
    case .page(let id, let style, let doubleSided, _):
      return "pages c\(id)(\(style)\(doubleSided ? ", double" : ""))\(children)"
    case .split(let id, let style, let primary, _, let collapsed):
      return "split c\(id)(\(style)\(collapsed ? ", collapsed" : "")\(primary == nil ? ", no primary" : ""))\(children)"
    }
  }
}
