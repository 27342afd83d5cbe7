import TransitionKitCore

/// The routes of a tab's navigation coordinator in the generated flows.
public enum FlowRoute: Sendable {
  case push(String)
  case pop
  case present(String)
  case dismiss
  case set([String])
}

/// The routes of the flows' tab bar coordinator.
public enum FlowTabRoute: Sendable {
  case select(Int)
}

/// A tab of the generated flows.
@MainActor
final class FlowNavigator: NavigationCoordinator<FlowRoute> {
  init(rootTitle: String) throws(TransitionError) {
    try super.init(rootViewController: NavigationController(), root: ViewController(title: rootTitle))
  }

  override func prepareTransition(for route: FlowRoute) -> Transition<NavigationController> {
    switch route {
    case .push(let title): .push(ViewController(title: title))
    case .pop: .pop()
    case .present(let title): .present(Self.modal(title))
    case .dismiss: .dismiss()
    case .set(let titles): .set(titles.map { ViewController(title: $0) })
    }
  }

  private static func modal(_ title: String) -> ViewController {
    let controller = ViewController(title: title)
    controller.modalPresentationStyle = .fullScreen
    return controller
  }
}

/// The tab bar coordinator of the generated flows.
@MainActor
final class FlowTabs: TabBarCoordinator<FlowTabRoute> {
  init(tabs: [FlowNavigator]) throws(TransitionError) {
    try super.init(rootViewController: TabBarController(), tabs: tabs, selectIndex: 0)
  }

  override func prepareTransition(for route: FlowTabRoute) -> Transition<TabBarController> {
    switch route {
    case .select(let index): .select(index: index)
    }
  }
}

/// A small, fast, seeded random number generator (SplitMix64), so that every
/// run generates the same flows.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// What the generated flows expect the hierarchy to be: each tab's stack of
/// titles, the selected tab and the modal chain.
struct ExpectedFlowState {
  var stacks: [[String]]
  var selected = 0
  var modals: [String] = []

  /// The snapshot the window must show.
  var snapshot: HierarchySnapshot {
    let tabsVisible = modals.isEmpty
    let tabs = stacks.enumerated().map { index, stack in
      let navigationVisible = tabsVisible && index == selected
      return ControllerSnapshot(
        title: nil, typeName: "NavigationController", kind: .navigation, role: .tab(index),
        isVisible: navigationVisible, appearanceState: navigationVisible ? .appeared : .disappeared,
        children: stack.enumerated().map { position, title in
          let visible = navigationVisible && position == stack.count - 1
          return ControllerSnapshot(
            title: title, typeName: "ViewController", kind: .viewController, role: .stackItem(position),
            isVisible: visible, appearanceState: visible ? .appeared : .disappeared)
        })
    }
    var presented: ControllerSnapshot?
    for (depth, title) in modals.enumerated().reversed() {
      let visible = depth == modals.count - 1
      presented = ControllerSnapshot(
        title: title, typeName: "ViewController", kind: .viewController, role: .presented(.fullScreen),
        isVisible: visible, appearanceState: visible ? .appeared : .disappeared, presented: presented)
    }
    return HierarchySnapshot(
      window: WindowSnapshot(name: "Window", isKeyAndVisible: true),
      root: ControllerSnapshot(
        title: nil, typeName: "TabBarController", kind: .tabBar, role: .root, isVisible: tabsVisible,
        appearanceState: tabsVisible ? .appeared : .disappeared, selectedIndex: selected, children: tabs,
        presented: presented))
  }
}

/// P4: generated flows, as a test suite would run them.
@MainActor
public enum Flows {
  /// What a batch of flows found.
  public struct Outcome: Sendable {
    /// The number of transitions performed.
    public var transitions = 0
    /// The number of transitions that failed.
    public var failures = 0
    /// The number of flows whose final snapshot was not the expected one.
    public var mismatches = 0
  }

  /// Runs `count` flows of `length` transitions each — a mix of push, pop,
  /// present, dismiss, select and set, through coordinators and without
  /// animation — each in a new window, each ending with a comparison of the
  /// window's snapshot with the expected one.
  public static func run(count: Int, length: Int, seed: UInt64) -> Outcome {
    var generator = SeededGenerator(seed: seed)
    var outcome = Outcome()
    for flow in 0..<count {
      runFlow(flow, length: length, generator: &generator, outcome: &outcome)
    }
    return outcome
  }

  private static func runFlow(
    _ flow: Int,
    length: Int,
    generator: inout SeededGenerator,
    outcome: inout Outcome
  ) {
    let options = TransitionOptions(animated: false)
    let window = Window()
    let navigators: [FlowNavigator]
    let tabs: FlowTabs
    do {
      navigators = try (0..<3).map { index throws(TransitionError) in try FlowNavigator(rootTitle: "Root \(index)") }
      tabs = try FlowTabs(tabs: navigators)
      try tabs.setRoot(for: window)
    } catch {
      outcome.failures += 1
      return
    }
    window.makeKeyAndVisible()
    var expected = ExpectedFlowState(stacks: (0..<3).map { ["Root \($0)"] })
    var failures = 0
    let record: @MainActor (Result<Void, TransitionError>) -> Void = { if case .failure = $0 { failures += 1 } }
    var serial = 0
    func nextTitle() -> String {
      serial += 1
      return "\(flow).\(serial)"
    }
    for _ in 0..<length {
      let navigator = navigators[expected.selected]
      switch generator.next(upperBound: UInt64(6)) {
      case 0:
        let title = nextTitle()
        navigator.trigger(.push(title), with: options, completion: record)
        expected.stacks[expected.selected].append(title)
      case 1 where expected.stacks[expected.selected].count > 1:
        navigator.trigger(.pop, with: options, completion: record)
        expected.stacks[expected.selected].removeLast()
      case 2, 1:
        let title = nextTitle()
        navigator.trigger(.present(title), with: options, completion: record)
        expected.modals.append(title)
      case 3 where !expected.modals.isEmpty:
        navigator.trigger(.dismiss, with: options, completion: record)
        expected.modals.removeLast()
      case 4, 3:
        let index = Int(generator.next(upperBound: UInt64(3)))
        tabs.trigger(.select(index), with: options, completion: record)
        expected.selected = index
      default:
        let titles = (0...Int(generator.next(upperBound: UInt64(3)))).map { _ in nextTitle() }
        navigator.trigger(.set(titles), with: options, completion: record)
        expected.stacks[expected.selected] = titles
      }
    }
    outcome.transitions += length
    outcome.failures += failures
    if window.snapshot != expected.snapshot { outcome.mismatches += 1 }
  }
}
