/// Shrinks a failing flow to a short reproduction: it drops operations (in
/// halves, then quarters, down to one at a time) while the flow still fails
/// the same way.
@MainActor
enum FuzzShrinker {
  /// - Parameters:
  ///   - operations: A failing flow; its first operation (the setup) is kept.
  ///   - failure: How it fails.
  ///   - budget: The most replays to try.
  /// - Returns: The shortest failing flow found, and its failure.
  static func shrink(
    _ operations: [FuzzOperation],
    failure: FuzzFailure,
    budget: Int = 2_000
  ) -> (operations: [FuzzOperation], failure: FuzzFailure) {
    var best = operations
    if failure.operation >= 0, failure.operation + 1 < best.count { best = Array(best[...failure.operation]) }
    var bestFailure = failure
    var replays = 0

    func stillFails(_ candidate: [FuzzOperation]) -> FuzzFailure? {
      replays += 1
      guard let found = FuzzHarness.run(candidate), found.category == failure.category else { return nil }
      return found
    }

    var chunk = max((best.count - 1) / 2, 1)
    while chunk >= 1, replays < budget {
      var start = 1
      var removedAny = false
      while start < best.count, replays < budget {
        let end = min(start + chunk, best.count)
        var candidate = best
        candidate.removeSubrange(start..<end)
        if let found = stillFails(candidate) {
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
