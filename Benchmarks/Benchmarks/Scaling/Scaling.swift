import Benchmark
import BenchmarkScenarios
import TransitionKitCore

/// P2: how the cost of an operation on N elements grows with N. Each row is
/// one operation on N elements per iteration; the report divides by N.
let benchmarks: @Sendable () -> Void = {
  let sizes = [100, 1_000, 10_000, 100_000]
  func configuration(_ size: Int, setup: @escaping @Sendable () async -> Void) -> Benchmark.Configuration {
    .init(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
      tags: ["N": "\(size)"],
      warmupIterations: size >= 100_000 ? 1 : 3,
      scalingFactor: .one,
      maxDuration: .seconds(2),
      maxIterations: size >= 100_000 ? 15 : 200,
      setup: setup
    )
  }

  for size in sizes {
    Benchmark("P2 push N + popToRoot (model)", configuration: configuration(size) { await Fixture.navigation() }) {
      @MainActor benchmark async in
      benchmark.startMeasurement()
      do {
        try Scaling.pushThenPopToRoot(Fixture.stack!, count: size)
      } catch {
        benchmark.error("\(error)")
      }
      benchmark.stopMeasurement()
    }

    Benchmark(
      "P2 push N child coordinators + popToRoot",
      configuration: configuration(size) { await Fixture.parent() }
    ) { @MainActor benchmark async in
      benchmark.startMeasurement()
      let failures = Scaling.pushChildrenThenPopToRoot(Fixture.coordinator!, count: size)
      if failures > 0 { benchmark.error("\(failures) triggers failed") }
      benchmark.stopMeasurement()
    }

    Benchmark(
      "P2 present modal chain of N + dismissToRoot",
      configuration: configuration(size) { await Fixture.plainRoot() }
    ) { @MainActor benchmark async in
      benchmark.startMeasurement()
      do {
        try Scaling.presentChainThenDismissToRoot(Fixture.root!, count: size)
      } catch {
        benchmark.error("\(error)")
      }
      benchmark.stopMeasurement()
    }

    Benchmark("P2 deep link of N routes", configuration: configuration(size) { await Fixture.parent() }) {
      @MainActor benchmark async in
      let coordinator = Fixture.coordinator!
      benchmark.startMeasurement()
      let succeeded = Scaling.deepLink(coordinator, count: size)
      benchmark.stopMeasurement()
      if !succeeded { benchmark.error("the deep link failed") }
      coordinator.trigger(.popToRoot, with: TransitionOptions(animated: false)) { _ in }
    }

    Benchmark(
      "P2 snapshot of N-node stack",
      configuration: configuration(size) { await Fixture.stackTree(size) }
    ) { @MainActor benchmark async in
      benchmark.startMeasurement()
      let snapshot = Fixture.window!.snapshot
      blackHole(snapshot)
      benchmark.stopMeasurement()
    }

    Benchmark(
      "P2 snapshot of N-node modal chain",
      configuration: configuration(size) { await Fixture.chainTree(size) }
    ) { @MainActor benchmark async in
      benchmark.startMeasurement()
      let snapshot = Fixture.window!.snapshot
      blackHole(snapshot)
      benchmark.stopMeasurement()
    }

    Benchmark(
      "P2 validate() of N-node stack",
      configuration: configuration(size) { await Fixture.stackTree(size) }
    ) { @MainActor benchmark async in
      benchmark.startMeasurement()
      let violations = Fixture.window!.validate()
      if !violations.isEmpty { benchmark.error("\(violations.count) violations") }
      benchmark.stopMeasurement()
    }

    Benchmark(
      "P2 validate() of N-node modal chain",
      configuration: configuration(size) { await Fixture.chainTree(size) }
    ) { @MainActor benchmark async in
      benchmark.startMeasurement()
      let violations = Fixture.window!.validate()
      if !violations.isEmpty { benchmark.error("\(violations.count) violations") }
      benchmark.stopMeasurement()
    }

    Benchmark("P2 set N tabs", configuration: configuration(size) { await Fixture.tabs() }) {
      @MainActor benchmark async in
      let tabs = Fixture.tabBar!
      let controllers = Scaling.makeTabs(count: size)
      benchmark.startMeasurement()
      do {
        try tabs.setViewControllers(controllers, animated: false)
      } catch {
        benchmark.error("\(error)")
      }
      benchmark.stopMeasurement()
      try? tabs.setViewControllers([], animated: false)
    }
  }
}

/// The window and the controllers a row works on, made once in its setup.
@MainActor
enum Fixture {
  static var window: Window?
  static var stack: NavigationController?
  static var coordinator: ParentCoordinator?
  static var root: ViewController?
  static var tabBar: TabBarController?

  static func navigation() {
    let navigation = NavigationController()
    try! navigation.setViewControllers([ViewController(title: "Root")], animated: false)
    window = makeVisibleWindow(root: navigation)
    stack = navigation
  }

  static func parent() {
    let parent = ParentCoordinator()
    window = makeVisibleWindow(root: parent)
    coordinator = parent
  }

  static func plainRoot() {
    let controller = ViewController(title: "Root")
    window = makeVisibleWindow(root: controller)
    root = controller
  }

  static func tabs() {
    let controller = TabBarController()
    window = makeVisibleWindow(root: controller)
    tabBar = controller
  }

  /// A window whose tree has `size` controllers: a navigation controller
  /// with a stack of `size - 1`.
  static func stackTree(_ size: Int) {
    navigation()
    try! Scaling.buildStack(on: stack!, count: size - 2)
  }

  /// A window whose tree has `size` controllers: a root presenting a chain of `size - 1`.
  static func chainTree(_ size: Int) {
    plainRoot()
    try! Scaling.buildChain(on: root!, count: size - 1)
  }
}
