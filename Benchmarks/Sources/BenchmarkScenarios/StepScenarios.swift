import TransitionKitCore

/// A plain class instance, the unit of work of the floor row.
public final class Node {
  /// Creates a node.
  public init() {}
}

/// The routes of the full-stack rows: one push and one pop.
public enum StepRoute: Sendable {
  case push
  case pop
  case popToRoot
}

/// A navigation coordinator that pushes a fresh controller and pops it.
@MainActor
public final class StepCoordinator: NavigationCoordinator<StepRoute> {
  /// Creates the coordinator with a root controller on its stack.
  public init() {
    super.init(rootViewController: NavigationController(), initialRoute: nil)
    performTransition(.set([ViewController(title: "Root")]), with: TransitionOptions(animated: false))
  }

  public override func prepareTransition(for route: StepRoute) -> Transition<NavigationController> {
    switch route {
    case .push: .push(ViewController())
    case .pop: .pop()
    case .popToRoot: .popToRoot()
    }
  }
}

/// A visible window, for the rows that need one.
@MainActor
public func makeVisibleWindow(root: any Presentable) -> Window {
  let window = Window()
  do {
    try root.setRoot(for: window)
  } catch {
    fatalError("Setting the root of a new window failed: \(error)")
  }
  window.makeKeyAndVisible()
  return window
}

/// The three P1 rows, each doing `count` push + pop pairs.
@MainActor
public enum StepCost {
  /// The floor: a fresh class instance appended to and removed from an array.
  public static func floor(_ stack: inout [AnyObject], count: Int) {
    for _ in 0..<count {
      stack.append(Node())
      _ = stack.removeLast()
    }
  }

  /// The model: a direct push and pop of a fresh controller, not animated.
  public static func model(_ navigation: NavigationController, count: Int) throws(TransitionError) {
    for _ in 0..<count {
      try navigation.pushViewController(ViewController(), animated: false)
      try navigation.popViewController(animated: false)
    }
  }

  /// The full stack: a coordinator's push route and pop route, not animated,
  /// with a completion for each.
  ///
  /// - Returns: The number of completions that reported a failure.
  public static func fullStack(_ coordinator: StepCoordinator, count: Int) -> Int {
    let options = TransitionOptions(animated: false)
    var failures = 0
    for _ in 0..<count {
      coordinator.trigger(.push, with: options) { if case .failure = $0 { failures += 1 } }
      coordinator.trigger(.pop, with: options) { if case .failure = $0 { failures += 1 } }
    }
    return failures
  }
  /// The full stack's push route alone: `count` push routes, each inside
  /// ``pushRoute(_:options:failures:)`` (which profilers can single out by
  /// name), then one route back to the root. The pushes allocate all that
  /// the run allocates but for a constant number of objects.
  ///
  /// - Returns: The number of completions that reported a failure.
  public static func pushRoutes(_ coordinator: StepCoordinator, count: Int) -> Int {
    let options = TransitionOptions(animated: false)
    let failures = FailureCount()
    for _ in 0..<count {
      pushRoute(coordinator, options: options, failures: failures)
    }
    coordinator.trigger(.popToRoot, with: options) { if case .failure = $0 { failures.value += 1 } }
    return failures.value
  }

  /// One push route with a completion, kept out of line so that a profiler
  /// can count what it costs on its own (and not optimized itself, so that
  /// its symbol stays the one the profiler looks for; what it calls is).
  @inline(never) @_optimize(none)
  public static func pushRoute(_ coordinator: StepCoordinator, options: TransitionOptions, failures: FailureCount) {
    coordinator.trigger(.push, with: options) { if case .failure = $0 { failures.value += 1 } }
  }
}

/// A count of failed completions, shared with the completions that add to it.
@MainActor
public final class FailureCount {
  /// The failures counted so far.
  public var value = 0

  /// A count of zero.
  public init() {}
}
