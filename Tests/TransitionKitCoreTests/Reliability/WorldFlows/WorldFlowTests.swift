import Foundation
import Testing
import TransitionKitCore

/// Random flows over several windows, coordinators held outside any tree,
/// routers of every kind (misbehaving ones included), interactive gestures
/// and releases in the middle of changes — the ground the reference model
/// does not cover — checking properties after every operation: `validate()`
/// is clean for every window and free tree, a refused operation changes
/// nothing, each completion runs at most once (and exactly once by every
/// quiet moment), appearance callbacks follow UIKit's automaton, and at the
/// end everything is released.
///
/// Each run starts from a random seed, printed at the start and with any
/// failure. `TRANSITIONKIT_WORLD_SEED` fixes the seed (flow *n* uses the
/// seed plus *n*), `TRANSITIONKIT_WORLD_OPS` sets the number of operations,
/// and `TRANSITIONKIT_WORLD_TRACE` prints the shrunk reproduction's trees.
///
/// They run one at a time, to keep their traces apart.
@Suite(.serialized) @MainActor struct WorldFlowTests {
  /// The operations of one flow (set-up included).
  static let operationsPerFlow = 300
  /// The operations of a run by default.
  static let defaultOperations = 25_000
  /// Seeds that always run, one flow each, whatever the random seed (a
  /// change to the generator changes their flows: a seed that found a bug
  /// is kept as a reproduction in ``WorldFlowRegressionTests`` instead).
  /// 2910767924912050006 refuses a route on a tree that a sequence still
  /// under way changed before the tree left its window; 5740553729053536981
  /// refuses a sequence in a tree where another route is still under way.
  nonisolated static let regressionSeeds: [UInt64] = [
    1, 2, 3, 5, 8, 13, 21, 0x5745_4C4C, 2_910_767_924_912_050_006, 5_740_553_729_053_536_981,
  ]

  /// A number from the environment, if set.
  private static func environment(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
  }

  /// Generates and runs the flow of a seed.
  /// - Returns: The operations it ran, and its failure, if any.
  static func runFlow(
    seed: UInt64,
    operations count: Int,
    statistics: inout WorldStatistics
  ) async -> (operations: [WorldOperation], failure: WorldFailure?) {
    var generator = WorldGenerator(seed: seed)
    let harness = WorldHarness()
    defer { statistics.merge(harness.statistics) }
    var operations: [WorldOperation] = []
    for operation in generator.setup() {
      operations.append(operation)
      if let failure = await harness.step(operation) { return (operations, failure) }
    }
    while operations.count < count {
      let operation = generator.next(for: harness)
      operations.append(operation)
      if let failure = await harness.step(operation) { return (operations, failure) }
    }
    return (operations, await harness.tearDown())
  }

  /// Runs flows from a first seed until a number of operations ran; records
  /// an issue with a shrunk reproduction on the first failure.
  /// - Returns: Whether every flow kept every property.
  @discardableResult
  static func runFlows(firstSeed: UInt64, operations total: Int) async -> Bool {
    var done = 0
    var flow: UInt64 = 0
    var statistics = WorldStatistics()
    let start = Date()
    defer {
      let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
      print(
        "World flows from seed \(firstSeed): \(done) operations in \(flow) flows, \(seconds) s\n\(statistics.summary)")
    }
    while done < total {
      let seed = firstSeed &+ flow
      let count = max(min(operationsPerFlow, total - done), 1)
      let (operations, failure) = await runFlow(seed: seed, operations: count, statistics: &statistics)
      if let failure {
        let (shrunk, shrunkFailure) = await WorldShrinker.shrink(operations, failure: failure)
        Issue.record(
          """
          World flow seed \(seed) (run seed \(firstSeed)) fails at operation \(failure.operation) of \(operations.count): \
          \(failure.operation >= 0 && failure.operation < operations.count ? "\(operations[failure.operation])" : "teardown")
          \(failure)
          Shrunk to \(shrunk.count) operations, failing with: \(shrunkFailure)
          \(shrunk.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n"))
          Reproduce with TRANSITIONKIT_WORLD_SEED=\(seed) TRANSITIONKIT_WORLD_OPS=\(operations.count)
          """)
        if ProcessInfo.processInfo.environment["TRANSITIONKIT_WORLD_TRACE"] != nil {
          _ = await WorldHarness.run(shrunk, tracing: true)
        }
        return false
      }
      done += count
      flow += 1
    }
    return true
  }

  /// Flows from a random seed (or `TRANSITIONKIT_WORLD_SEED`) keep every property.
  @Test func randomFlowsKeepEveryProperty() async {
    let seed = Self.environment("TRANSITIONKIT_WORLD_SEED") ?? UInt64.random(in: .min ... .max)
    let total = Int(Self.environment("TRANSITIONKIT_WORLD_OPS") ?? UInt64(Self.defaultOperations))
    print("World flows: seed \(seed), \(total) operations")
    await Self.runFlows(firstSeed: seed, operations: total)
  }

  /// The flows of a fixed seed keep every property.
  @Test(arguments: regressionSeeds)
  func regressionSeedKeepsEveryProperty(_ seed: UInt64) async {
    await Self.runFlows(firstSeed: seed, operations: Self.operationsPerFlow)
  }
}
