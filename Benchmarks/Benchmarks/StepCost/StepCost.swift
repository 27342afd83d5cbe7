import Benchmark
import BenchmarkScenarios
import TransitionKitCore

/// P1: the cost of one navigation step (a push and a pop), in three rows
/// measured in the same run. Each iteration does 1 000 pairs; the figures are
/// per pair.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  Benchmark("P1 floor: [AnyObject] append + removeLast") { @MainActor benchmark async in
    var stack: [AnyObject] = []
    stack.reserveCapacity(4)
    benchmark.startMeasurement()
    StepCost.floor(&stack, count: benchmark.scaledIterations.count)
    benchmark.stopMeasurement()
    blackHole(stack)
  }

  Benchmark(
    "P1 model: NavigationController push + pop",
    configuration: .init(setup: { await Fixtures.makeModel() })
  ) { @MainActor benchmark async in
    guard let navigation = Fixtures.navigation else { return benchmark.error("no fixture") }
    benchmark.startMeasurement()
    do {
      try StepCost.model(navigation, count: benchmark.scaledIterations.count)
    } catch {
      benchmark.error("push or pop failed: \(error)")
    }
    benchmark.stopMeasurement()
  }

  Benchmark(
    "P1 full stack: NavigationCoordinator trigger push + pop",
    configuration: .init(setup: { await Fixtures.makeCoordinator() })
  ) { @MainActor benchmark async in
    guard let coordinator = Fixtures.coordinator else { return benchmark.error("no fixture") }
    benchmark.startMeasurement()
    let failures = StepCost.fullStack(coordinator, count: benchmark.scaledIterations.count)
    benchmark.stopMeasurement()
    if failures > 0 { benchmark.error("\(failures) triggers failed") }
  }
}

/// The windows and coordinators the rows work on, made once in setup.
@MainActor
enum Fixtures {
  static var window: Window?
  static var navigation: NavigationController?
  static var coordinator: StepCoordinator?

  static func makeModel() {
    let navigation = NavigationController()
    do {
      try navigation.setViewControllers([ViewController(title: "Root")], animated: false)
    } catch {
      fatalError("\(error)")
    }
    window = makeVisibleWindow(root: navigation)
    Fixtures.navigation = navigation
  }

  static func makeCoordinator() {
    let coordinator = StepCoordinator()
    window = makeVisibleWindow(root: coordinator)
    Fixtures.coordinator = coordinator
  }
}
