import TransitionKitCore

/// The library's side of a flow: the objects the operations name, found by
/// id, and the transitions built from steps.
///
/// The world holds every object it made until the harness lets it go (once
/// the model shows, at a quiet moment, that nothing should hold it any more):
/// so nothing is released half-way through a change, which would clear weak
/// links (a `parent`, a `presenter`) at moments that depend on the library's
/// internals; and an object let go must then be released at once.
@MainActor
final class FuzzWorld {
  private final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private var objects: [Int: WeakObject] = [:]
  private var held: [Int: AnyObject] = [:]
  private var idsByObject: [ObjectIdentifier: Int] = [:]
  private(set) var weakRouters: [Int: WeakRouter<FuzzRoute>] = [:]
  /// Problems met while building (an id whose object is gone), reported by the harness.
  var problems: [String] = []

  // MARK: Registry

  func register(_ object: AnyObject, id: Int) {
    objects[id] = WeakObject(object)
    held[id] = object
    idsByObject[ObjectIdentifier(object)] = id
  }

  /// Lets go of objects.
  func release(_ ids: some Sequence<Int>) {
    for id in ids { held[id] = nil }
  }

  /// Lets go of everything.
  func releaseAll() {
    held.removeAll()
  }

  /// The id of a live object.
  func id(of object: AnyObject) -> Int? {
    idsByObject[ObjectIdentifier(object)].flatMap { id in objects[id]?.object === object ? id : nil }
  }

  func object(_ id: Int) -> AnyObject? { objects[id]?.object }

  func isAlive(_ id: Int) -> Bool { objects[id]?.object != nil }

  var allIDs: [Int] { Array(objects.keys) }

  func controller(_ id: Int) -> ViewController {
    if let controller = object(id) as? ViewController { return controller }
    if let coordinator = object(id), let presentable = coordinator as? any Presentable {
      return presentable.viewController
    }
    problems.append("c\(id) was needed but is gone")
    return ViewController(title: "gone c\(id)")
  }

  func presentable(_ id: Int) -> any Presentable {
    if let presentable = object(id) as? any Presentable { return presentable }
    problems.append("\(id) was needed but is gone")
    return ViewController(title: "gone \(id)")
  }

  // MARK: Making trees

  func make(_ blueprint: Blueprint) throws(TransitionError) -> ViewController {
    let controller: ViewController
    switch blueprint {
    case .plain(let id, _, let defines, let embedded):
      controller = ViewController(title: ReferenceModel.title(id))
      controller.definesPresentationContext = defines
      for child in embedded { try controller.embed(make(child)) }
    case .navigation(let id, _, let stack):
      let navigation = NavigationController(title: ReferenceModel.title(id))
      try navigation.setViewControllers(makeAll(stack), animated: false)
      controller = navigation
    case .tabBar(let id, _, let tabs, let selected):
      let tabBar = TabBarController(title: ReferenceModel.title(id))
      try tabBar.setViewControllers(makeAll(tabs), animated: false)
      if !tabs.isEmpty { try tabBar.select(index: selected, animated: false) }
      controller = tabBar
    case .page(let id, _, let doubleSided, let pages):
      let page = PageViewController(title: ReferenceModel.title(id), isDoubleSided: doubleSided)
      if !pages.isEmpty { try page.setViewControllers(makeAll(pages), direction: .forward, animated: false) }
      controller = page
    case .split(let id, _, let primary, let secondary, let collapsed):
      let split = SplitViewController(title: ReferenceModel.title(id))
      split.preferredTopColumnForCollapsing = ReferenceModel.prefersPrimaryOnTop(id) ? .primary : .secondary
      try split.setViewControllers(primary: primary.map(make), secondary: secondary.map(make), animated: false)
      split.setCollapsed(collapsed, animated: false)
      controller = split
    }
    controller.modalPresentationStyle = blueprint.style
    register(controller, id: blueprint.id)
    return controller
  }

  private func makeAll(_ blueprints: [Blueprint]) throws(TransitionError) -> [ViewController] {
    var controllers: [ViewController] = []
    for blueprint in blueprints { controllers.append(try make(blueprint)) }
    return controllers
  }

  /// Makes a coordinator over a new tree; its routes are steps.
  func makeCoordinator(_ id: Int, root blueprint: Blueprint) throws(TransitionError) -> any Presentable {
    let root = try make(blueprint)
    let coordinator: any Presentable
    switch root {
    case let navigation as NavigationController:
      let made = BasicCoordinator<FuzzRoute, NavigationController>(rootViewController: navigation) {
        [weak self] route in
        self?.routeTransition(route, coordinator: id) { self?.navigationTransition($0) } ?? .none()
      }
      weakRouters[id] = made.weakRouter
      coordinator = made
    case let tabBar as TabBarController:
      let made = BasicCoordinator<FuzzRoute, TabBarController>(rootViewController: tabBar) {
        [weak self] route in
        self?.routeTransition(route, coordinator: id) { self?.tabBarTransition($0) } ?? .none()
      }
      weakRouters[id] = made.weakRouter
      coordinator = made
    case let page as PageViewController:
      let made = BasicCoordinator<FuzzRoute, PageViewController>(rootViewController: page) {
        [weak self] route in
        self?.routeTransition(route, coordinator: id) { self?.pageTransition($0) } ?? .none()
      }
      weakRouters[id] = made.weakRouter
      coordinator = made
    case let split as SplitViewController:
      let made = BasicCoordinator<FuzzRoute, SplitViewController>(rootViewController: split) {
        [weak self] route in
        self?.routeTransition(route, coordinator: id) { self?.splitTransition($0) } ?? .none()
      }
      weakRouters[id] = made.weakRouter
      coordinator = made
    default:
      let made = BasicCoordinator<FuzzRoute, ViewController>(rootViewController: root) {
        [weak self] route in
        self?.routeTransition(route, coordinator: id) { self?.plainTransition($0) } ?? .none()
      }
      weakRouters[id] = made.weakRouter
      coordinator = made
    }
    register(coordinator, id: id)
    return coordinator
  }

  /// The transition a generated coordinator returns for a route: the step,
  /// or, when the step does not fit its root, a transition failing with `unhandledRoute`.
  private func routeTransition<Root: ViewController>(
    _ route: FuzzRoute,
    coordinator id: Int,
    build: (FuzzStep) -> Transition<Root>?
  ) -> Transition<Root> {
    if let transition = build(route.step) { return transition }
    let error = TransitionError.unhandledRoute(
      String(describing: route), coordinator: ReferenceModel.coordinatorName(id))
    return Transition(presentables: [], animation: nil) { _, _, completion in completion(.failure(error)) }
  }

  // MARK: Coordinator access

  /// A coordinator's typed operations, whatever its root type.
  struct CoordinatorHandle {
    let trigger: @MainActor (FuzzStep, TransitionOptions, @escaping Transition<ViewController>.Completion) -> Void
    let deepLink:
      @MainActor (FuzzStep, [any Sendable], TransitionOptions, @escaping Transition<ViewController>.Completion) -> Void
    let beginInteractive:
      @MainActor (FuzzStep, @escaping Transition<ViewController>.Completion) throws(TransitionError) ->
        InteractiveTransition
    let children: [any Presentable]
  }

  func coordinator(_ id: Int) -> CoordinatorHandle? {
    switch object(id) {
    case let coordinator as BasicCoordinator<FuzzRoute, NavigationController>: handle(coordinator)
    case let coordinator as BasicCoordinator<FuzzRoute, TabBarController>: handle(coordinator)
    case let coordinator as BasicCoordinator<FuzzRoute, PageViewController>: handle(coordinator)
    case let coordinator as BasicCoordinator<FuzzRoute, SplitViewController>: handle(coordinator)
    case let coordinator as BasicCoordinator<FuzzRoute, ViewController>: handle(coordinator)
    default: nil
    }
  }

  private func handle<Root: ViewController>(_ coordinator: BasicCoordinator<FuzzRoute, Root>) -> CoordinatorHandle {
    CoordinatorHandle(
      trigger: { step, options, completion in
        coordinator.trigger(FuzzRoute(step: step), with: options, completion: completion)
      },
      deepLink: { first, rest, options, completion in
        coordinator.deepLink(FuzzRoute(step: first), following: rest, with: options, completion: completion)
      },
      beginInteractive: { step, completion throws(TransitionError) in
        try coordinator.beginInteractiveTransition(for: FuzzRoute(step: step), completion: completion)
      },
      children: coordinator.children)
  }

  // MARK: Transitions

  func animation(_ choice: AnimationChoice) -> Animation? {
    switch choice {
    case .unnamed: nil
    case .fade: .fade()
    case .scale: .scale(duration: .milliseconds(120))
    case .systemDefault: .default
    case .instant:
      Animation(
        presentation: TransitionAnimation(duration: .zero) { _, _ in },
        dismissal: TransitionAnimation(duration: .zero) { _, _ in })
    }
  }

  /// The steps every root type takes; `nil` for a step of another root type.
  private func commonTransition<Root: ViewController>(
    _ step: FuzzStep,
    nested: (FuzzStep) -> Transition<Root>?
  ) -> Transition<Root>? {
    switch step {
    case .present(let id, let choice): return .present(presentable(id), animation: animation(choice))
    case .presentOnRoot(let id): return .presentOnRoot(presentable(id))
    case .dismiss(let choice): return .dismiss(animation: animation(choice))
    case .dismissToRoot: return .dismissToRoot()
    case .embed(let id, let container, let replacing):
      return .embed(presentable(id), in: controller(container), replacing: replacing)
    case .show(let id): return .show(presentable(id))
    case .showDetail(let id): return .showDetail(presentable(id))
    case .none: return .none()
    case .multiple(let steps):
      var transitions: [Transition<Root>] = []
      for step in steps {
        guard let transition = nested(step) else { return nil }
        transitions.append(transition)
      }
      return .multiple(transitions)
    case .perform(let inner, let id): return performTransition(inner, on: id)
    case .route(let inner, let id): return routeStep(inner, on: id)
    case .triggerWeak(let inner, let id):
      guard let router = weakRouters[id] else { return nil }
      return .trigger(FuzzRoute(step: inner), on: router)
    case .push, .pop, .popTo, .popToRoot, .setStack, .setTabs, .selectTab, .selectIndex, .setPages, .setColumns,
      .setColumn:
      return nil
    }
  }

  func plainTransition(_ step: FuzzStep) -> Transition<ViewController>? {
    commonTransition(step, nested: plainTransition)
  }

  func navigationTransition(_ step: FuzzStep) -> Transition<NavigationController>? {
    switch step {
    case .push(let id, let choice): .push(presentable(id), animation: animation(choice))
    case .pop(let choice): .pop(animation: animation(choice))
    case .popTo(let id): .pop(to: presentable(id))
    case .popToRoot: .popToRoot()
    case .setStack(let ids, let choice): .set(ids.map(presentable), animation: animation(choice))
    default: commonTransition(step, nested: navigationTransition)
    }
  }

  func tabBarTransition(_ step: FuzzStep) -> Transition<TabBarController>? {
    switch step {
    case .setTabs(let ids): .set(ids.map(presentable))
    case .selectTab(let id): .select(presentable(id))
    case .selectIndex(let index): .select(index: index)
    default: commonTransition(step, nested: tabBarTransition)
    }
  }

  func pageTransition(_ step: FuzzStep) -> Transition<PageViewController>? {
    switch step {
    case .setPages(let first, let second): .set(presentable(first), second.map(presentable), direction: .forward)
    default: commonTransition(step, nested: pageTransition)
    }
  }

  func splitTransition(_ step: FuzzStep) -> Transition<SplitViewController>? {
    switch step {
    case .setColumns(let primary, let secondary):
      .set(primary: primary.map(presentable), secondary: secondary.map(presentable))
    case .setColumn(let id, let secondary): .set(presentable(id), for: secondary ? .secondary : .primary)
    default: commonTransition(step, nested: splitTransition)
    }
  }

  private func performTransition<Root: ViewController>(_ inner: FuzzStep, on id: Int) -> Transition<Root>? {
    switch controller(id) {
    case let navigation as NavigationController: navigationTransition(inner).map { .perform($0, on: navigation) }
    case let tabBar as TabBarController: tabBarTransition(inner).map { .perform($0, on: tabBar) }
    case let page as PageViewController: pageTransition(inner).map { .perform($0, on: page) }
    case let split as SplitViewController: splitTransition(inner).map { .perform($0, on: split) }
    case let plain: plainTransition(inner).map { .perform($0, on: plain) }
    }
  }

  private func routeStep<Root: ViewController>(_ inner: FuzzStep, on id: Int) -> Transition<Root>? {
    let route = FuzzRoute(step: inner)
    return switch object(id) {
    case let coordinator as BasicCoordinator<FuzzRoute, NavigationController>: .route(route, on: coordinator)
    case let coordinator as BasicCoordinator<FuzzRoute, TabBarController>: .route(route, on: coordinator)
    case let coordinator as BasicCoordinator<FuzzRoute, PageViewController>: .route(route, on: coordinator)
    case let coordinator as BasicCoordinator<FuzzRoute, SplitViewController>: .route(route, on: coordinator)
    case let coordinator as BasicCoordinator<FuzzRoute, ViewController>: .route(route, on: coordinator)
    default: nil
    }
  }

  /// Performs a step on a controller of a fitting kind.
  func perform(
    _ step: FuzzStep,
    on id: Int,
    options: TransitionOptions,
    completion: @escaping Transition<ViewController>.Completion
  ) -> Bool {
    switch controller(id) {
    case let navigation as NavigationController:
      guard let transition = navigationTransition(step) else { return false }
      transition.perform(on: navigation, with: options, completion: completion)
    case let tabBar as TabBarController:
      guard let transition = tabBarTransition(step) else { return false }
      transition.perform(on: tabBar, with: options, completion: completion)
    case let page as PageViewController:
      guard let transition = pageTransition(step) else { return false }
      transition.perform(on: page, with: options, completion: completion)
    case let split as SplitViewController:
      guard let transition = splitTransition(step) else { return false }
      transition.perform(on: split, with: options, completion: completion)
    case let plain:
      guard let transition = plainTransition(step) else { return false }
      transition.perform(on: plain, with: options, completion: completion)
    }
    return true
  }

  // MARK: Direct operations

  /// Performs a direct operation on the library's controllers.
  ///
  /// - Returns: The error it threw, if any.
  func apply(_ operation: DirectOperation, animated: Bool) -> TransitionError? {
    do throws(TransitionError) {
      switch operation {
      case .push(let id, let target):
        try navigation(target).pushViewController(controller(id), animated: animated)
      case .pop(let target): try navigation(target).popViewController(animated: animated)
      case .popTo(let id, let target): try navigation(target).popToViewController(controller(id), animated: animated)
      case .popToRoot(let target): navigation(target).popToRootViewController(animated: animated)
      case .setStack(let ids, let target):
        try navigation(target).setViewControllers(ids.map(controller), animated: animated)
      case .setTabs(let ids, let target): try tabBar(target).setViewControllers(ids.map(controller), animated: animated)
      case .selectIndex(let index, let target): try tabBar(target).select(index: index, animated: animated)
      case .selectTab(let id, let target): try tabBar(target).select(controller(id), animated: animated)
      case .setPages(let ids, let target):
        try page(target).setViewControllers(ids.map(controller), direction: .reverse, animated: animated)
      case .setColumns(let primary, let secondary, let target):
        try split(target).setViewControllers(
          primary: primary.map(controller), secondary: secondary.map(controller), animated: animated)
      case .setColumn(let id, let secondary, let target):
        try split(target).setViewController(
          id.map(controller), for: secondary ? .secondary : .primary, animated: animated)
      case .setCollapsed(let collapsed, let target): split(target).setCollapsed(collapsed, animated: animated)
      case .present(let id, let target): try controller(target).present(controller(id), animated: animated)
      case .dismiss(let target): try controller(target).dismiss(animated: animated)
      case .embed(let id, let target, let replacing):
        try controller(target).embed(controller(id), replacingExisting: replacing, animated: animated)
      case .removeFromParent(let id): try controller(id).removeFromParent(animated: animated)
      case .show(let id, let target): try controller(target).show(controller(id), animated: animated)
      case .showDetail(let id, let target): try controller(target).showDetail(controller(id), animated: animated)
      case .userTapTab(let index, let target): try tabBar(target).userDidTapTab(at: index)
      case .popFromBackButtonMenu(let id, let target):
        try navigation(target).popFromBackButtonMenu(to: controller(id), animated: animated)
      case .setModalInPresentation(let target, let isModal): controller(target).isModalInPresentation = isModal
      }
      return nil
    } catch {
      return error
    }
  }

  private func navigation(_ id: Int) -> NavigationController {
    controller(id) as? NavigationController ?? NavigationController(title: "not a navigation controller")
  }

  private func tabBar(_ id: Int) -> TabBarController {
    controller(id) as? TabBarController ?? TabBarController(title: "not a tab bar controller")
  }

  private func page(_ id: Int) -> PageViewController {
    controller(id) as? PageViewController ?? PageViewController(title: "not a page view controller")
  }

  private func split(_ id: Int) -> SplitViewController {
    controller(id) as? SplitViewController ?? SplitViewController(title: "not a split view controller")
  }
}
