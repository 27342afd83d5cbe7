import TransitionKitCore

/// The routes of a parent coordinator whose every push is a child coordinator.
public enum ParentRoute: Sendable {
  case pushChild
  case pushController
  case pop
  case popToRoot
}

/// The routes of the child coordinators (they take none of the parent's).
public enum LeafRoute: Sendable {
  case stay
}

/// A child coordinator: a view coordinator with its own controller.
@MainActor
public final class LeafCoordinator: ViewCoordinator<LeafRoute> {
  /// Creates a leaf.
  public init() {
    super.init(rootViewController: ViewController(), initialRoute: nil)
  }

  public override func prepareTransition(for route: LeafRoute) -> Transition<ViewController> {
    .none()
  }
}

/// A navigation coordinator that pushes child coordinators or controllers.
@MainActor
public final class ParentCoordinator: NavigationCoordinator<ParentRoute> {
  /// Creates the coordinator with a root controller on its stack.
  public init() {
    super.init(rootViewController: NavigationController(), initialRoute: nil)
    performTransition(.set([ViewController(title: "Root")]), with: TransitionOptions(animated: false))
  }

  public override func prepareTransition(for route: ParentRoute) -> Transition<NavigationController> {
    switch route {
    case .pushChild: .push(LeafCoordinator())
    case .pushController: .push(ViewController())
    case .pop: .pop()
    case .popToRoot: .popToRoot()
    }
  }
}

/// The P2 operations, each on `count` elements.
@MainActor
public enum Scaling {
  static let immediate = TransitionOptions(animated: false)

  /// Pushes `count` controllers directly on the model, then pops to the root.
  public static func pushThenPopToRoot(_ navigation: NavigationController, count: Int) throws(TransitionError) {
    for _ in 0..<count {
      try navigation.pushViewController(ViewController(), animated: false)
    }
    navigation.popToRootViewController(animated: false)
  }

  /// Triggers `count` push routes, each pushing a child coordinator, then the
  /// pop-to-root route.
  ///
  /// - Returns: The number of failed triggers.
  public static func pushChildrenThenPopToRoot(_ coordinator: ParentCoordinator, count: Int) -> Int {
    var failures = 0
    for _ in 0..<count {
      coordinator.trigger(.pushChild, with: immediate) { if case .failure = $0 { failures += 1 } }
    }
    coordinator.trigger(.popToRoot, with: immediate) { if case .failure = $0 { failures += 1 } }
    return failures
  }

  /// Presents a chain of `count` controllers, each from the previous one,
  /// then dismisses everything the root presents.
  public static func presentChainThenDismissToRoot(_ root: ViewController, count: Int) throws(TransitionError) {
    var top = root
    for _ in 0..<count {
      let next = ViewController()
      next.modalPresentationStyle = .fullScreen
      try top.present(next, animated: false)
      top = next
    }
    try root.dismiss(animated: false)
  }

  /// Builds a modal chain of `count` controllers above `root`, for the
  /// snapshot and validation rows.
  public static func buildChain(on root: ViewController, count: Int) throws(TransitionError) {
    var top = root
    for index in 0..<count {
      let next = ViewController(title: "Modal \(index)")
      next.modalPresentationStyle = index.isMultiple(of: 2) ? .fullScreen : .pageSheet
      try top.present(next, animated: false)
      top = next
    }
  }

  /// Builds a stack of `count` controllers above the root of `navigation`.
  public static func buildStack(on navigation: NavigationController, count: Int) throws(TransitionError) {
    var stack = navigation.viewControllers
    for index in 0..<count { stack.append(ViewController(title: "Item \(index)")) }
    try navigation.setViewControllers(stack, animated: false)
  }

  /// A deep link of `count` routes, each pushing a child coordinator.
  ///
  /// - Returns: Whether the deep link succeeded.
  public static func deepLink(_ coordinator: ParentCoordinator, count: Int) -> Bool {
    var succeeded = false
    coordinator.deepLink(
      .pushChild, following: Array(repeating: ParentRoute.pushChild, count: count - 1), with: immediate
    ) { result in
      if case .success = result { succeeded = true }
    }
    return succeeded
  }

  /// Makes `count` fresh controllers for the tab rows.
  public static func makeTabs(count: Int) -> [ViewController] {
    (0..<count).map { ViewController(title: "Tab \($0)") }
  }
}

/// The routes of a coordinator that builds chains of modals and of nested
/// coordinators.
public enum ChainRoute: Sendable {
  /// Presents a fresh controller on top of the chain.
  case presentController
  /// Presents a fresh chain coordinator on top of the chain.
  case presentCoordinator
}

/// A coordinator whose routes present, on top of whatever its root's chain
/// presents, a controller or another coordinator like it.
@MainActor
public final class ChainCoordinator: ViewCoordinator<ChainRoute> {
  /// Creates the coordinator with a controller of its own.
  public init() {
    super.init(rootViewController: ViewController(), initialRoute: nil)
  }

  public override func prepareTransition(for route: ChainRoute) -> Transition<ViewController> {
    switch route {
    case .presentController:
      let next = ViewController()
      next.modalPresentationStyle = .fullScreen
      return .present(next)
    case .presentCoordinator:
      let next = ChainCoordinator()
      next.rootViewController.modalPresentationStyle = .fullScreen
      return .present(next)
    }
  }
}

extension Scaling {
  /// Triggers `count` push routes, each pushing a child coordinator, then
  /// pops them one route at a time.
  ///
  /// - Returns: The number of failed triggers.
  public static func pushChildrenThenPopEach(_ coordinator: ParentCoordinator, count: Int) -> Int {
    var failures = 0
    for _ in 0..<count {
      coordinator.trigger(.pushChild, with: immediate) { if case .failure = $0 { failures += 1 } }
    }
    for _ in 0..<count {
      coordinator.trigger(.pop, with: immediate) { if case .failure = $0 { failures += 1 } }
    }
    return failures
  }

  /// Builds a modal chain of `count` controllers through a coordinator's
  /// present route, then dismisses it.
  ///
  /// - Returns: The number of failed triggers.
  public static func presentChainThroughRoutes(_ coordinator: ChainCoordinator, count: Int) -> Int {
    var failures = 0
    for _ in 0..<count {
      coordinator.trigger(.presentController, with: immediate) { if case .failure = $0 { failures += 1 } }
    }
    do { try coordinator.rootViewController.dismiss(animated: false) } catch { failures += 1 }
    return failures
  }

  /// Makes `count` coordinator trees in no window, each pushing a child
  /// coordinator by a route, then has each pop its child.
  ///
  /// - Returns: The number of failed triggers, and of trees left with a child.
  public static func pushAndPopAChildInFreeTrees(count: Int) -> Int {
    var failures = 0
    var trees: [ParentCoordinator] = []
    for _ in 0..<count {
      let tree = ParentCoordinator()
      tree.trigger(.pushChild, with: immediate) { if case .failure = $0 { failures += 1 } }
      trees.append(tree)
    }
    for tree in trees {
      tree.trigger(.pop, with: immediate) { if case .failure = $0 { failures += 1 } }
      if !tree.children.isEmpty { failures += 1 }
    }
    return failures
  }

  /// Builds a chain of `count` nested coordinators one route at a time, each
  /// presented by the route of the one before, then dismisses the chain.
  ///
  /// - Returns: The number of failed triggers.
  public static func presentNestedCoordinatorsThroughRoutes(_ coordinator: ChainCoordinator, count: Int) -> Int {
    var failures = 0
    var top = coordinator
    for _ in 0..<count {
      top.trigger(.presentCoordinator, with: immediate) { if case .failure = $0 { failures += 1 } }
      guard let next = top.children.last as? ChainCoordinator else { return failures + 1 }
      top = next
    }
    do { try coordinator.rootViewController.dismiss(animated: false) } catch { failures += 1 }
    return failures
  }

  /// A deep link of `count` routes, each presenting a chain coordinator
  /// that the next route runs on; then the chain is dismissed.
  ///
  /// - Returns: Whether the deep link succeeded.
  public static func deepLinkNestedCoordinators(_ coordinator: ChainCoordinator, count: Int) -> Bool {
    var succeeded = false
    coordinator.deepLink(
      .presentCoordinator, following: Array(repeating: ChainRoute.presentCoordinator, count: count - 1),
      with: immediate
    ) { result in
      if case .success = result { succeeded = true }
    }
    do { try coordinator.rootViewController.dismiss(animated: false) } catch { succeeded = false }
    return succeeded
  }
}
