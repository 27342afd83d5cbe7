import TransitionKitCore

/// A controller that counts its live instances, so that a run can tell
/// whether every controller it made was freed.
public final class CountedViewController: ViewController {
  /// The number of instances alive now.
  nonisolated(unsafe) public private(set) static var live = 0

  /// Creates a counted controller.
  public override init(title: String? = nil) {
    super.init(title: title)
    Self.live += 1
  }

  deinit {
    Self.live -= 1
  }
}

/// A navigation coordinator whose push route pushes a counted controller.
@MainActor
public final class CountingCoordinator: NavigationCoordinator<StepRoute> {
  /// Creates the coordinator with a (plain) root controller on its stack.
  public init() {
    super.init(rootViewController: NavigationController(), initialRoute: nil)
    performTransition(.set([ViewController(title: "Root")]), with: TransitionOptions(animated: false))
  }

  public override func prepareTransition(for route: StepRoute) -> Transition<NavigationController> {
    switch route {
    case .push: .push(CountedViewController())
    case .pop: .pop()
    case .popToRoot: .popToRoot()
    }
  }
}

/// P3: push and pop cycles through a coordinator, to check that nothing stays behind.
@MainActor
public enum MemoryCycles {
  /// Performs `count` push + pop cycles through the coordinator, not animated.
  ///
  /// - Returns: The number of failed triggers.
  public static func run(_ coordinator: CountingCoordinator, count: Int) -> Int {
    let options = TransitionOptions(animated: false)
    var failures = 0
    for _ in 0..<count {
      coordinator.trigger(.push, with: options) { if case .failure = $0 { failures += 1 } }
      coordinator.trigger(.pop, with: options) { if case .failure = $0 { failures += 1 } }
    }
    return failures
  }
}
