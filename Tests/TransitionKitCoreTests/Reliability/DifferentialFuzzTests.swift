import Foundation
import Testing
import TransitionKitCore

/// Random flows, run on the library and on an independent reference model,
/// compared after every operation: same outcome (success or which error),
/// same tree, `validate()` clean, refused operations change nothing, and
/// what nothing holds is released.
///
/// `TRANSITIONKIT_FUZZ_OPS` sets the number of operations (100 000 by
/// default; `1000000` for a long run); `TRANSITIONKIT_FUZZ_SEED` sets the
/// first seed. A failing seed is printed with a shrunk reproduction.
@Suite @MainActor struct DifferentialFuzzTests {
  static let operationsPerFlow = 200
  static let defaultSeed: UInt64 = 0x5452_414E_5349_5431

  private static func environment(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
  }

  /// Runs the flow of a seed.
  /// - Returns: The operations it ran, and its failure, if any.
  static func runFlow(
    seed: UInt64,
    operations count: Int,
    statistics: inout FuzzStatistics
  ) -> (operations: [FuzzOperation], failure: FuzzFailure?) {
    var generator = FuzzGenerator(seed: seed)
    let harness = FuzzHarness()
    defer { statistics.merge(harness.statistics) }
    var operations = [generator.setup()]
    if let failure = harness.step(operations[0]) { return (operations, failure) }
    while operations.count < count {
      let operation = generator.next(for: harness)
      operations.append(operation)
      if let failure = harness.step(operation) { return (operations, failure) }
    }
    return (operations, harness.tearDown())
  }

  @Test func randomFlowsMatchTheReferenceModel() {
    let total = Int(Self.environment("TRANSITIONKIT_FUZZ_OPS") ?? 100_000)
    let firstSeed = Self.environment("TRANSITIONKIT_FUZZ_SEED") ?? Self.defaultSeed
    var done = 0
    var flow: UInt64 = 0
    var statistics = FuzzStatistics()
    defer {
      print("Differential fuzzing: \(done) operations in \(flow) flows from seed \(firstSeed)\n\(statistics.summary)")
    }
    while done < total {
      let seed = firstSeed &+ flow
      let count = min(Self.operationsPerFlow, total - done)
      let (operations, failure) = Self.runFlow(seed: seed, operations: max(count, 1), statistics: &statistics)
      if let failure {
        let (shrunk, shrunkFailure) = FuzzShrinker.shrink(operations, failure: failure)
        Issue.record(
          """
          Seed \(seed) fails after \(operations.count) operations: \(failure)
          Shrunk to \(shrunk.count) operations, failing with: \(shrunkFailure)
          \(shrunk.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n"))
          """)
        if ProcessInfo.processInfo.environment["TRANSITIONKIT_FUZZ_TRACE"] != nil {
          _ = FuzzHarness.run(shrunk, tracing: true)
        }
        return
      }
      done += count
      flow += 1
    }
  }
}
