import TransitionKitCore

/// The library's transitions for steps, built from the registry's objects.
///
/// Each builder returns `nil` when the step does not fit its root type (a
/// push on a tab bar controller). An id whose object was released becomes a
/// transition that fails, as an app's route to a screen that is gone would.
extension WorldRegistry {
  /// A shared animation of a choice (controllers remember the animations
  /// they were put in with: none of these holds anything).
  @MainActor private static let animations: [WorldAnimation: Animation] = {
    @MainActor func still(_ duration: Duration) -> Animation {
      Animation(
        presentation: TransitionAnimation(duration: duration) { _, _ in },
        dismissal: TransitionAnimation(duration: duration) { _, _ in })
    }
    return [
      .fade: .fade(), .long: still(.seconds(5)), .endless: still(.seconds(Int64.max)), .zero: still(.zero),
      .negative: still(.seconds(-3)),
    ]
  }()

  /// The animation of a choice (`nil` for none named).
  func animation(_ choice: WorldAnimation) -> Animation? {
    Self.animations[choice]
  }

  /// The presentable an id names in a transition: released ones are refused
  /// as a released router would be.
  private func placed(_ id: Int) -> (any Presentable)? {
    presentable(id)
  }

  /// A transition that fails because a step names something released.
  private func missing<Root: ViewController>(_ id: Int) -> Transition<Root> {
    .fail(.noRouter(for: "c\(id), released"))
  }

  /// The steps every root type takes; `nil` for a step of another root type.
  private func commonTransition<Root: ViewController>(
    _ step: WorldStep,
    nested: (WorldStep) -> Transition<Root>?
  ) -> Transition<Root>? {
    switch step {
    case .present(let id, let choice):
      guard let presentable = placed(id) else { return missing(id) }
      return .present(presentable, animation: animation(choice))
    case .presentOnRoot(let id):
      guard let presentable = placed(id) else { return missing(id) }
      return .presentOnRoot(presentable)
    case .dismiss(let choice): return .dismiss(animation: animation(choice))
    case .dismissToRoot: return .dismissToRoot()
    case .embed(let id, let containerID):
      guard let presentable = placed(id) else { return missing(id) }
      guard let container = placeable(containerID) else { return missing(containerID) }
      return .embed(presentable, in: container)
    case .show(let id):
      guard let presentable = placed(id) else { return missing(id) }
      return .show(presentable)
    case .showDetail(let id):
      guard let presentable = placed(id) else { return missing(id) }
      return .showDetail(presentable)
    case .none: return .none()
    case .fail: return .fail(.cancelled)
    case .multiple(let steps):
      var transitions: [Transition<Root>] = []
      for step in steps {
        guard let transition = nested(step) else { return nil }
        transitions.append(transition)
      }
      return .multiple(transitions)
    case .perform(let inner, let id):
      guard let controller = placeable(id) else { return missing(id) }
      return performTransition(inner, on: controller)
    case .route(let inner, let id):
      guard let coordinator = coordinator(id) else { return missing(id) }
      return coordinator.worldRouteTransition(inner)
    case .trigger(let inner, let id):
      guard let router = router(id) else { return missing(id) }
      return .trigger(WorldRoute(step: inner), on: router.strongRouter)
    case .push, .pop, .popTo, .popToRoot, .setStack, .setTabs, .selectIndex, .setColumns:
      return nil
    }
  }

  /// The transition of a step on a plain controller root.
  func plainTransition(_ step: WorldStep) -> Transition<ViewController>? {
    commonTransition(step, nested: plainTransition)
  }

  /// The transition of a step on a navigation controller root.
  func navigationTransition(_ step: WorldStep) -> Transition<NavigationController>? {
    switch step {
    case .push(let id, let choice):
      guard let presentable = placed(id) else { return missing(id) }
      return .push(presentable, animation: animation(choice))
    case .pop(let choice): return .pop(animation: animation(choice))
    case .popTo(let id):
      guard let presentable = placed(id) else { return missing(id) }
      return .pop(to: presentable)
    case .popToRoot: return .popToRoot()
    case .setStack(let ids):
      let presentables = ids.compactMap(placed)
      guard presentables.count == ids.count else { return missing(ids[0]) }
      return .set(presentables)
    default: return commonTransition(step, nested: navigationTransition)
    }
  }

  /// The transition of a step on a tab bar controller root.
  func tabBarTransition(_ step: WorldStep) -> Transition<TabBarController>? {
    switch step {
    case .setTabs(let ids):
      let presentables = ids.compactMap(placed)
      guard presentables.count == ids.count else { return missing(ids[0]) }
      return .set(presentables)
    case .selectIndex(let index): return .select(index: index)
    default: return commonTransition(step, nested: tabBarTransition)
    }
  }

  /// The transition of a step on a split view controller root.
  func splitTransition(_ step: WorldStep) -> Transition<SplitViewController>? {
    switch step {
    case .setColumns(let primaryID, let secondaryID):
      let primary = primaryID.flatMap(placed)
      let secondary = secondaryID.flatMap(placed)
      if let primaryID, primary == nil { return missing(primaryID) }
      if let secondaryID, secondary == nil { return missing(secondaryID) }
      return .set(primary: primary, secondary: secondary)
    default: return commonTransition(step, nested: splitTransition)
    }
  }

  /// `Transition.perform(_:on:)` of a step on a controller, by the controller's kind.
  private func performTransition<Root: ViewController>(_ inner: WorldStep, on controller: ViewController)
    -> Transition<Root>?
  {
    switch controller {
    case let navigation as NavigationController: navigationTransition(inner).map { .perform($0, on: navigation) }
    case let tabBar as TabBarController: tabBarTransition(inner).map { .perform($0, on: tabBar) }
    case let split as SplitViewController: splitTransition(inner).map { .perform($0, on: split) }
    default: plainTransition(inner).map { .perform($0, on: controller) }
    }
  }

  /// Performs a step on a controller of a fitting kind.
  ///
  /// - Returns: Whether the step fits the controller (else nothing was performed).
  func perform(
    _ step: WorldStep,
    on controller: ViewController,
    options: TransitionOptions,
    completion: @escaping Transition<ViewController>.Completion
  ) -> Bool {
    switch controller {
    case let navigation as NavigationController:
      guard let transition = navigationTransition(step) else { return false }
      transition.perform(on: navigation, with: options, completion: completion)
    case let tabBar as TabBarController:
      guard let transition = tabBarTransition(step) else { return false }
      transition.perform(on: tabBar, with: options, completion: completion)
    case let split as SplitViewController:
      guard let transition = splitTransition(step) else { return false }
      transition.perform(on: split, with: options, completion: completion)
    default:
      guard let transition = plainTransition(step) else { return false }
      transition.perform(on: controller, with: options, completion: completion)
    }
    return true
  }
}
