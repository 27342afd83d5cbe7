import Testing

@testable import TransitionKitTesting

/// The line diff: a shortest edit script in linear space, bounded in time.
@Suite struct LineDiffTests {
  /// The length of a longest common subsequence, by the textbook table (small inputs only).
  private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  /// Applies a script: its common and removed lines must be `expected`, its common and added lines `actual`.
  private func expectScript(_ diff: LineDiff, turns expected: [String], into actual: [String]) {
    #expect(diff.entries.filter { $0.operation != .added }.map(\.text) == expected)
    #expect(diff.entries.filter { $0.operation != .removed }.map(\.text) == actual)
  }

  /// A small deterministic generator, so that a failure is reproducible.
  private struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  @Test func randomTextsGetAShortestValidScript() {
    var random = Generator(state: 42)
    for _ in 0..<3_000 {
      let alphabet = 1 + random.next(5)
      let expected = (0..<random.next(30)).map { _ in "l\(random.next(alphabet))" }
      let actual = (0..<random.next(30)).map { _ in "l\(random.next(alphabet))" }
      let diff = LineDiff(expected: expected, actual: actual)
      expectScript(diff, turns: expected, into: actual)
      let common = diff.entries.filter { $0.operation == .common }.count
      #expect(common == longestCommonSubsequence(expected, actual), "\(expected) → \(actual)")
    }
  }

  @Test func eachRunOfChangesListsItsRemovedLinesFirst() {
    let diff = LineDiff(expected: ["a", "b", "c", "d"], actual: ["a", "x", "y", "d"])
    #expect(diff.entries.map(\.operation) == [.common, .removed, .removed, .added, .added, .common])
  }

  @Test func twoLargeTreesDifferingInOneLineAreDiffedQuickly() {
    let expected = (0..<100_000).map { "│  ├─ [\($0)]: ViewController \"Screen \($0)\"" }
    var actual = expected
    actual[50_000] = "│  ├─ [50000]: ViewController \"Changed\""
    let diff = LineDiff(expected: expected, actual: actual)
    #expect(diff.entries.filter { $0.operation != .common }.map(\.text) == [expected[50_000], actual[50_000]])
  }

  @Test func twoLargeTextsWithNothingInCommonAreReportedWhole() {
    // 10⁵ lines against 10⁵ others: the table of a textbook diff would take
    // 80 GB; this one takes linear space and stops at its work limit.
    let expected = (0..<100_000).map { "old \($0)" }
    let actual = (0..<100_000).map { "new \($0)" }
    let diff = LineDiff(expected: expected, actual: actual)
    expectScript(diff, turns: expected, into: actual)
    #expect(diff.entries.count == 200_000)
  }

  @Test func interleavedLargeTextsStayValidPastTheWorkLimit() {
    // Every other line differs: the shortest script is long, and the search
    // runs out of steps part of the way; what is left is reported coarsely.
    let expected = (0..<60_000).map { $0.isMultiple(of: 2) ? "same \($0)" : "old \($0)" }
    let actual = (0..<60_000).map { $0.isMultiple(of: 2) ? "same \($0)" : "new \($0)" }
    let diff = LineDiff(expected: expected, actual: actual)
    expectScript(diff, turns: expected, into: actual)
  }
}
