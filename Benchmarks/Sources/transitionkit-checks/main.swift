// The pass/fail checks of P3 (memory) and P4 (a generated test suite), each
// measured once and printed as `key=value` lines for Benchmarks/run.sh.
//
//   transitionkit-checks memory [CYCLES]
//   transitionkit-checks memory-log [CYCLES]
//   transitionkit-checks flows [FLOWS] [LENGTH]
import BenchmarkScenarios
import Foundation
import TransitionKitCore
import TransitionKitTesting

/// The resident memory of this process, in bytes (Linux: /proc/self/statm).
func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

@MainActor
func memory(cycles: Int) -> Bool {
  let coordinator = CountingCoordinator()
  let window = makeVisibleWindow(root: coordinator)
  // Warm up, so that the allocator's pools and the runtime's caches are in place.
  var failures = MemoryCycles.run(coordinator, count: 10_000)
  let liveBefore = CountedViewController.live
  let residentBefore = residentBytes()
  let clock = ContinuousClock()
  let start = clock.now
  failures += MemoryCycles.run(coordinator, count: cycles)
  let elapsed = clock.now - start
  let liveAfter = CountedViewController.live
  let residentAfter = residentBytes()
  let growth = residentAfter - residentBefore
  let passed = failures == 0 && liveAfter == liveBefore && growth <= 1 << 20
  print("P3 cycles=\(cycles)")
  print("P3 failures=\(failures)")
  print("P3 live_before=\(liveBefore)")
  print("P3 live_after=\(liveAfter)")
  print("P3 rss_before_bytes=\(residentBefore)")
  print("P3 rss_after_bytes=\(residentAfter)")
  print("P3 rss_growth_bytes=\(growth)")
  print("P3 seconds=\(seconds(elapsed))")
  print("P3 passed=\(passed)")
  withExtendedLifetime(window) {}
  return passed
}

/// P3 with an event log attached (lifecycle callbacks included): the log
/// holds a bounded number of events, and its stream, which nobody reads,
/// buffers a bounded number; `clear()` lets go of what the log held.
@MainActor
func memoryWithLog(cycles: Int) -> Bool {
  let coordinator = CountingCoordinator()
  let window = makeVisibleWindow(root: coordinator)
  let log = EventLog(window: window)
  // Warm up until the log and its stream are full, so that what follows
  // measures what the log keeps, not how it fills.
  var failures = MemoryCycles.run(coordinator, count: 10_000)
  let residentBefore = residentBytes()
  let clock = ContinuousClock()
  let start = clock.now
  failures += MemoryCycles.run(coordinator, count: cycles)
  let elapsed = clock.now - start
  let residentAfter = residentBytes()
  let held = log.events.count
  log.clear()
  let residentCleared = residentBytes()
  let growth = residentAfter - residentBefore
  let passed = failures == 0 && growth <= 8 << 20 && held == log.capacity
  print("P3L cycles=\(cycles)")
  print("P3L failures=\(failures)")
  print("P3L events_held=\(held)")
  print("P3L events_dropped=\(log.droppedCount)")
  print("P3L stream_dropped=\(log.streamDroppedCount)")
  print("P3L rss_before_bytes=\(residentBefore)")
  print("P3L rss_after_bytes=\(residentAfter)")
  print("P3L rss_growth_bytes=\(growth)")
  print("P3L rss_after_clear_bytes=\(residentCleared)")
  print("P3L seconds=\(seconds(elapsed))")
  print("P3L passed=\(passed)")
  withExtendedLifetime(window) {}
  return passed
}

@MainActor
func flows(count: Int, length: Int) -> Bool {
  let clock = ContinuousClock()
  let start = clock.now
  let outcome = Flows.run(count: count, length: length, seed: 2024)
  let elapsed = clock.now - start
  let passed = outcome.failures == 0 && outcome.mismatches == 0
  print("P4 flows=\(count)")
  print("P4 transitions=\(outcome.transitions)")
  print("P4 failures=\(outcome.failures)")
  print("P4 mismatches=\(outcome.mismatches)")
  print("P4 seconds=\(seconds(elapsed))")
  print("P4 passed=\(passed)")
  return passed
}

let arguments = CommandLine.arguments
let passed = MainActor.assumeIsolated { () -> Bool in
  switch arguments.count > 1 ? arguments[1] : "" {
  case "memory":
    return memory(cycles: arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000)
  case "memory-log":
    return memoryWithLog(cycles: arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000)
  case "flows":
    return flows(
      count: arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000,
      length: arguments.count > 3 ? Int(arguments[3]) ?? 20 : 20)
  default:
    print("usage: transitionkit-checks memory [CYCLES] | memory-log [CYCLES] | flows [FLOWS] [LENGTH]")
    return false
  }
}
exit(passed ? 0 : 1)
