import Benchmark
import BenchmarkScenarios
import TransitionKitCore

/// P4: a test suite's cost — 10 000 generated flows of 20 transitions each,
/// every flow ending with a snapshot comparison, in one iteration.
let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "P4 10000 flows x 20 transitions + snapshot comparison",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
      warmupIterations: 1,
      scalingFactor: .one,
      maxDuration: .seconds(20),
      maxIterations: 7
    )
  ) { @MainActor benchmark async in
    benchmark.startMeasurement()
    let outcome = Flows.run(count: 10_000, length: 20, seed: 2024)
    benchmark.stopMeasurement()
    if outcome.failures > 0 || outcome.mismatches > 0 {
      benchmark.error("\(outcome.failures) failed transitions, \(outcome.mismatches) unexpected hierarchies")
    }
  }
}
