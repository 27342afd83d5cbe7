import Foundation
import Testing
import TransitionKitCore

/// Random flows, run on the library and on an independent reference model,
/// compared after every operation: same outcome (success or which error),
/// same tree, `validate()` clean, refused operations change nothing, and
/// what nothing holds is released.
///
/// Every run starts from a fresh random seed, printed at the start and with
/// any failure (with a shrunk reproduction); `TRANSITIONKIT_FUZZ_SEED` sets
/// it instead. `TRANSITIONKIT_FUZZ_OPS` sets the number of operations
/// (100 000 by default; `Scripts/property-run.sh` runs any count). The
/// seeds of flows that once failed run every time as well.
@Suite @MainActor struct DifferentialFuzzTests {
  static let operationsPerFlow = 200

  /// Flows that once found a defect, as a first seed and a number of
  /// operations: each runs on every test run.
  nonisolated static let regressionSeeds: [(seed: UInt64, operations: Int)] = [
    // The first fixed seed, used before seeds were random.
    (0x5452_414E_5349_5431, 2_000),
    // A deep link of a coordinator popped while it waited in the queue undid
    // a child change of the tree it had left.
    (4582, 192),
    // A route on the window's coordinator that only changed free trees
    // animated on the window's clock instead of ending at once.
    (17_972_704_565_663_523_196, 62),
    // Cancelling the interactive dismissal of a sheet that presented a
    // controller of its own refused the undo, taking the presentation inside
    // the sheet for a cycle.
    (6_432_350_335_480_078_553, 125),
    // The model did not prune a coordinator tree outside the window after a
    // dismissal made on its controllers directly.
    (14_804_011_385_301_049_184, 40),
    // A coordinator tree outside the window's coordinators, presented in the
    // window directly, kept observing free trees only: a child whose screens
    // the window then dismissed was kept alive.
    (3_666_556_774_443_618_485, 81),
    // Cancelling a route's interactive dismissal undid a child that another
    // route of the same coordinator added while the hand held it.
    (9_357_937_527_372_828_545, 175),
    // A deep link outside the window whose nested `multiple` dismissed a
    // child coordinator's screen and then failed let the window's
    // coordinators prune that child once the nested sequence ended.
    (11_606_636_854_206_589_920, 33),
    // A coordinator let go of by its parent, with children of its own, kept
    // watching the window it had left: its free tree's changes went unseen
    // and a child whose screen was popped there was kept alive.
    (16_431_372_746_197_932_708, 157),
    // The same coordinator, let go of after a sequence during which a
    // child's screen left its tree: the change was missed until refreshed.
    (16_204_320_852_246_364_232, 26),
    // A trigger that went to a free tree while an interactive transition
    // held the window left its refresh waiting: the interactive
    // transition's end did not refresh the whole tree, and a child whose
    // screen was in no tree of its coordinator's was kept.
    (14_061_160_393_391_548_922, 105),
    // The model undid, with a failed trigger, the prune that a trigger
    // reached inside it had made (the library's prune stands).
    (4_164_469_020_001_518_613, 178),
    // The model pruned a coordinator let go of by its parent, with children
    // of its own, only at the next quiet moment; the library prunes its tree
    // at once, before a later step can bring a child's screen back.
    (3_536_366_784_608_554_027, 199),
    // A deep link presented a coordinator's screen, dismissed it, had it
    // present the deep link's own root, then failed: checked against the
    // tree as the steps had left it, undoing looked as if it would make a
    // cycle, and nothing was undone.
    (17_676_108_841_943_805_819, 80),
    // A sequence that swapped the columns of a collapsed split view
    // controller, then failed, undid nothing: each edit's undo was checked
    // for a cycle against the tree as the swap had left it.
    (8_276_816_379_699_997_553, 120),
    // The model undid a cancelled interactive dismissal whose undo would
    // have made a cycle: meanwhile the sheet's presenter had been dismissed
    // and shown from a controller inside the sheet. The library finishes it.
    (8_405_844_423_071_313_972, 64),
  ]

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
    let firstSeed = Self.environment("TRANSITIONKIT_FUZZ_SEED") ?? UInt64.random(in: 0...UInt64.max)
    print("Differential fuzzing from seed \(firstSeed) (TRANSITIONKIT_FUZZ_SEED=\(firstSeed) repeats this run)")
    Self.runFlows(from: firstSeed, operations: total)
  }

  @Test(arguments: Self.regressionSeeds.indices)
  func flowsThatOnceFailedStillMatchTheReferenceModel(index: Int) {
    let (seed, operations) = Self.regressionSeeds[index]
    Self.runFlows(from: seed, operations: operations)
  }

  /// Runs flows of ``operationsPerFlow`` operations, from consecutive seeds,
  /// until `total` operations ran or one fails; records the failure.
  static func runFlows(from firstSeed: UInt64, operations total: Int) {
    var done = 0
    var flow: UInt64 = 0
    var statistics = FuzzStatistics()
    defer {
      print("Differential fuzzing: \(done) operations in \(flow) flows from seed \(firstSeed)\n\(statistics.summary)")
    }
    while done < total {
      let seed = firstSeed &+ flow
      let count = min(operationsPerFlow, total - done)
      let (operations, failure) = runFlow(seed: seed, operations: max(count, 1), statistics: &statistics)
      if let failure {
        let (shrunk, shrunkFailure) = FuzzShrinker.shrink(operations, failure: failure)
        Issue.record(
          """
          Seed \(seed) fails after \(operations.count) operations: \(failure)
          Rerun: TRANSITIONKIT_FUZZ_SEED=\(seed) TRANSITIONKIT_FUZZ_OPS=\(operations.count) \
          swift test --filter randomFlowsMatchTheReferenceModel
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
