// Runs one scenario, for profiling under valgrind's callgrind (which counts
// instructions, so its figures do not depend on what else the machine does).
//
//   transitionkit-profile SCENARIO COUNT [REPEAT]
//
// Scenarios: floor, model, full-stack, push, push-children, modal-chain,
// deep-link, snapshot-stack, snapshot-chain, validate-stack, validate-chain,
// set-tabs, flows, pop-children (N child coordinators pushed by routes, then
// popped one route at a time), route-modal-chain (a chain of N presented by a
// coordinator's route), route-nested-chain (N nested coordinators, each
// presented by a route of the one before), free-trees (N coordinator trees
// in no window, each pushing a child coordinator by a route, then popping
// it), deep-link-nested (a deep link presenting N nested coordinators), diff (the diff of two N-line trees differing in one line); model-mounted and full-stack-mounted are model and
// full-stack with a mount replica attached to the window; links-100 and
// links-10000 parse COUNT URLs with a table of 100 or 10 000 patterns;
// push-route is full-stack with its push route in a function of its own
// (`StepCost.pushRoute`), which callgrind.sh counts alone.
import BenchmarkScenarios
import TransitionKitCore
import TransitionKitTesting

@MainActor
func run(_ scenario: String, count: Int) throws(TransitionError) {
  switch scenario {
  case "floor":
    var stack: [AnyObject] = []
    StepCost.floor(&stack, count: count)
  case "model":
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = makeVisibleWindow(root: navigation)
    try StepCost.model(navigation, count: count)
    withExtendedLifetime(window) {}
  case "full-stack":
    let coordinator = StepCoordinator()
    let window = makeVisibleWindow(root: coordinator)
    precondition(StepCost.fullStack(coordinator, count: count) == 0)
    withExtendedLifetime(window) {}
  case "push-route":
    let coordinator = StepCoordinator()
    let window = makeVisibleWindow(root: coordinator)
    precondition(StepCost.pushRoutes(coordinator, count: count) == 0)
    withExtendedLifetime(window) {}
  case "model-mounted":
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = makeVisibleWindow(root: navigation)
    let replica = MountReplica()
    let observation = window.observeMounts { replica.apply($0) }
    try StepCost.model(navigation, count: count)
    precondition(replica.problems.isEmpty && replica.nodeCount == 2)
    withExtendedLifetime((window, observation)) {}
  case "full-stack-mounted":
    let coordinator = StepCoordinator()
    let window = makeVisibleWindow(root: coordinator)
    let replica = MountReplica()
    let observation = window.observeMounts { replica.apply($0) }
    precondition(StepCost.fullStack(coordinator, count: count) == 0)
    precondition(replica.problems.isEmpty && replica.nodeCount == 2)
    withExtendedLifetime((window, observation)) {}
  case "push":
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = makeVisibleWindow(root: navigation)
    try Scaling.pushThenPopToRoot(navigation, count: count)
    withExtendedLifetime(window) {}
  case "push-children":
    let coordinator = ParentCoordinator()
    let window = makeVisibleWindow(root: coordinator)
    precondition(Scaling.pushChildrenThenPopToRoot(coordinator, count: count) == 0)
    withExtendedLifetime(window) {}
  case "modal-chain":
    let root = ViewController(title: "Root")
    let window = makeVisibleWindow(root: root)
    try Scaling.presentChainThenDismissToRoot(root, count: count)
    withExtendedLifetime(window) {}
  case "deep-link":
    let coordinator = ParentCoordinator()
    let window = makeVisibleWindow(root: coordinator)
    precondition(Scaling.deepLink(coordinator, count: count))
    withExtendedLifetime(window) {}
  case "snapshot-stack", "validate-stack":
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = makeVisibleWindow(root: navigation)
    try Scaling.buildStack(on: navigation, count: count - 2)
    if scenario == "snapshot-stack" {
      precondition(window.snapshot.allControllers.count == count)
    } else {
      precondition(window.validate().isEmpty)
    }
  case "snapshot-chain", "validate-chain":
    let root = ViewController(title: "Root")
    let window = makeVisibleWindow(root: root)
    try Scaling.buildChain(on: root, count: count - 1)
    if scenario == "snapshot-chain" {
      precondition(window.snapshot.allControllers.count == count)
    } else {
      precondition(window.validate().isEmpty)
    }
  case "set-tabs":
    let tabs = TabBarController()
    let window = makeVisibleWindow(root: tabs)
    try tabs.setViewControllers(Scaling.makeTabs(count: count), animated: false)
    try tabs.setViewControllers([], animated: false)
    withExtendedLifetime(window) {}
  case "pop-children":
    let coordinator = ParentCoordinator()
    let window = makeVisibleWindow(root: coordinator)
    precondition(Scaling.pushChildrenThenPopEach(coordinator, count: count) == 0)
    precondition(coordinator.children.isEmpty)
    withExtendedLifetime(window) {}
  case "route-modal-chain":
    let coordinator = ChainCoordinator()
    let window = makeVisibleWindow(root: coordinator)
    precondition(Scaling.presentChainThroughRoutes(coordinator, count: count) == 0)
    withExtendedLifetime(window) {}
  case "route-nested-chain":
    let coordinator = ChainCoordinator()
    let window = makeVisibleWindow(root: coordinator)
    precondition(Scaling.presentNestedCoordinatorsThroughRoutes(coordinator, count: count) == 0)
    precondition(coordinator.children.isEmpty)
    withExtendedLifetime(window) {}
  case "free-trees":
    // N coordinator trees outside every window, each with a child pushed by
    // a route, then popped: each change is handed to its own tree alone.
    precondition(Scaling.pushAndPopAChildInFreeTrees(count: count) == 0)
  case "deep-link-nested":
    let coordinator = ChainCoordinator()
    let window = makeVisibleWindow(root: coordinator)
    precondition(Scaling.deepLinkNestedCoordinators(coordinator, count: count))
    withExtendedLifetime(window) {}
  case "diff":
    precondition(diffOfTreesDifferingInOneLine(count: count) == 2)
  case "links-100", "links-10000":
    let table = LinkScenario.table(patterns: scenario == "links-100" ? 100 : 10_000)
    precondition(LinkScenario.parse(table, count: count) == count)
  case "flows":
    let outcome = Flows.run(count: count, length: 20, seed: 7)
    precondition(outcome.mismatches == 0, "\(outcome.mismatches) flows ended in an unexpected hierarchy")
  default:
    fatalError("unknown scenario \(scenario)")
  }
}

/// Diffs the compact forms of two stacks of `count` screens whose middle
/// screens have different titles; returns the number of changed lines.
@MainActor
func diffOfTreesDifferingInOneLine(count: Int) -> Int {
  func stack(changing: Bool) -> HierarchySnapshot {
    let navigation = NavigationController(root: ViewController(title: "Root"))
    let titles = (0..<count).map { $0 == count / 2 && changing ? "Changed" : "Item \($0)" }
    try? navigation.setViewControllers(titles.map { ViewController(title: $0) }, animated: false)
    return navigation.snapshot
  }
  let diff = HierarchyDiff(expected: stack(changing: false), actual: stack(changing: true))
  return diff.lines.filter { $0.kind == .removed || $0.kind == .added }.count
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let count = Int(arguments[2]) else {
  fatalError("usage: transitionkit-profile SCENARIO COUNT [REPEAT]")
}
let repetitions = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
MainActor.assumeIsolated {
  do {
    for _ in 0..<repetitions { try run(arguments[1], count: count) }
  } catch {
    fatalError("\(error)")
  }
}
