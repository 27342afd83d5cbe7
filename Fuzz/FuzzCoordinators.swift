// Coordinator subclasses, as an app writes them: each overrides
// `prepareTransition(for:)` and asks the program (held weakly) for the
// transition, so that the input decides what a route does.

/// A navigation coordinator subclass; it may share a parent's stack.
@MainActor
final class FuzzNavigationCoordinator: NavigationCoordinator<UInt8> {
  /// The program that decides what happens (held weakly).
  private weak var program: FuzzProgram?

  /// A coordinator on its own navigation controller; the initial route, if
  /// any, is already asked of the program.
  init(program: FuzzProgram, rootViewController: NavigationController, initialRoute: UInt8?) {
    self.program = program
    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
  }

  /// A coordinator whose first screen is `root`, pushed onto `stack` (it
  /// shares the stack when `stack` has screens already).
  init(program: FuzzProgram, stack: NavigationController, root: any Presentable) throws(TransitionError) {
    self.program = program
    try super.init(rootViewController: stack, root: root)
  }

  /// The program's transition for the route.
  override func prepareTransition(for route: UInt8) -> Transition<NavigationController> {
    program?.navigationRoute(route) ?? .none()
  }
}

/// A subclass of the base `Coordinator` on a plain controller.
@MainActor
final class FuzzScreenCoordinator: Coordinator<UInt8, ViewController> {
  /// The program that decides what happens (held weakly).
  private weak var program: FuzzProgram?

  /// A coordinator on `rootViewController`, with an initial route if any.
  init(program: FuzzProgram, rootViewController: ViewController, initialRoute: UInt8?) {
    self.program = program
    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
  }

  /// The program's transition for the route.
  override func prepareTransition(for route: UInt8) -> Transition<ViewController> {
    program?.screenRoute(route) ?? .none()
  }
}

/// A tab bar coordinator subclass, made with its tabs.
@MainActor
final class FuzzTabCoordinator: TabBarCoordinator<UInt8> {
  /// The program that decides what happens (held weakly).
  private weak var program: FuzzProgram?

  /// A coordinator with tabs (coordinators among them become children),
  /// selecting one by index (maybe out of range: the init then throws).
  init(program: FuzzProgram, tabs: [any Presentable], selectIndex index: Int) throws(TransitionError) {
    self.program = program
    try super.init(rootViewController: TabBarController(), tabs: tabs, selectIndex: index)
  }

  /// The program's transition for the route.
  override func prepareTransition(for route: UInt8) -> Transition<TabBarController> {
    program?.tabRoute(route) ?? .none()
  }
}

/// A window coordinator subclass: its routes set its window's root. It
/// holds its window, so a window it coordinates outlives the program's
/// letting go of it.
@MainActor
final class FuzzWindowCoordinator: WindowCoordinator<UInt8> {
  /// The program that decides what happens (held weakly).
  private weak var program: FuzzProgram?

  /// A coordinator of `window`, with an initial route if any.
  init(program: FuzzProgram, window: Window, initialRoute: UInt8?) {
    self.program = program
    super.init(window: window, initialRoute: initialRoute)
  }

  /// The program's window transition for the route.
  override func prepareTransition(for route: UInt8) -> WindowTransition {
    program?.windowRoute(route) ?? .none()
  }
}
