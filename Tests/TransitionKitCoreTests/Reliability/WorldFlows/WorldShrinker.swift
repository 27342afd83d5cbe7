import Foundation

/// Shrinks a failing flow to a short reproduction: it drops operations (in
/// halves, then quarters, down to one at a time) while the flow still fails
/// the same way (same category).
@MainActor
enum WorldShrinker {
  /// - Parameters:
  ///   - operations: A failing flow.
  ///   - failure: How it fails.
  ///   - budget: The most replays to try.
  ///   - seconds: The most time to spend.
  /// - Returns: The shortest failing flow found, and its failure.
  static func shrink(
    _ operations: [WorldOperation],
    failure: WorldFailure,
    budget: Int = 3_000,
    seconds: Double = 60
  ) async -> (operations: [WorldOperation], failure: WorldFailure) {
    let deadline = Date().addingTimeInterval(seconds)
    var best = operations
    var bestFailure = failure
    if failure.operation >= 0, failure.operation + 1 < best.count { best = Array(best[...failure.operation]) }
    var replays = 0

    /// Whether the budget allows another replay.
    func canReplay() -> Bool { replays < budget && Date() < deadline }

    var chunk = max(best.count / 2, 1)
    while chunk >= 1, canReplay() {
      var start = 0
      var removedAny = false
      while start < best.count, canReplay() {
        let end = min(start + chunk, best.count)
        var candidate = best
        candidate.removeSubrange(start..<end)
        replays += 1
        if let found = await WorldHarness.run(candidate), found.category == failure.category {
          best = candidate
          bestFailure = found
          removedAny = true
          if found.operation >= 0, found.operation + 1 < best.count { best = Array(best[...found.operation]) }
        } else {
          start = end
        }
      }
      if chunk == 1, !removedAny { break }
      chunk = chunk == 1 ? 1 : chunk / 2
    }
    return (best, bestFailure)
  }
}
