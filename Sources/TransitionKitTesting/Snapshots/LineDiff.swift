/// A line-by-line edit script between two texts, from a longest common
/// subsequence of their lines.
struct LineDiff {
  /// What happened to a line.
  enum Operation: Hashable {
    /// The line is in both texts.
    case common
    /// The line is only in the expected text.
    case removed
    /// The line is only in the actual text.
    case added
  }

  /// One line of the script.
  struct Entry: Hashable {
    var operation: Operation
    var text: String
  }

  /// The script, in order: lines common to both texts, and in each run of
  /// changes the removed lines before the added ones.
  let entries: [Entry]

  /// Computes the script that turns `expected` into `actual`.
  ///
  /// - Complexity: O(*n*·*m*) time and space for the *n* and *m* lines left
  ///   once the common first and last lines are set aside.
  init(expected: [String], actual: [String]) {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let removedRange = expected[prefix..<(expected.count - suffix)]
    let addedRange = actual[prefix..<(actual.count - suffix)]

    var entries = expected[..<prefix].map { Entry(operation: .common, text: $0) }
    entries += Self.middle(expected: Array(removedRange), actual: Array(addedRange))
    entries += expected[(expected.count - suffix)...].map { Entry(operation: .common, text: $0) }
    self.entries = entries
  }

  /// Whether the two texts have the same lines.
  var isEmpty: Bool { entries.allSatisfy { $0.operation == .common } }

  /// The script between two runs of lines that differ at both ends.
  private static func middle(expected: [String], actual: [String]) -> [Entry] {
    let rows = expected.count
    let columns = actual.count
    let width = columns + 1
    // lengths[i * width + j]: the length of a longest common subsequence of
    // expected[i...] and actual[j...].
    var lengths = [Int](repeating: 0, count: (rows + 1) * width)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        lengths[row * width + column] =
          expected[row] == actual[column]
          ? lengths[(row + 1) * width + column + 1] + 1
          : max(lengths[(row + 1) * width + column], lengths[row * width + column + 1])
      }
    }

    var entries: [Entry] = []
    var removed: [Entry] = []
    var added: [Entry] = []
    func flushChanges() {
      entries += removed + added
      removed.removeAll()
      added.removeAll()
    }
    var row = 0
    var column = 0
    while row < rows || column < columns {
      if row < rows, column < columns, expected[row] == actual[column] {
        flushChanges()
        entries.append(Entry(operation: .common, text: expected[row]))
        row += 1
        column += 1
      } else if column == columns
        || (row < rows && lengths[(row + 1) * width + column] >= lengths[row * width + column + 1])
      {
        removed.append(Entry(operation: .removed, text: expected[row]))
        row += 1
      } else {
        added.append(Entry(operation: .added, text: actual[column]))
        column += 1
      }
    }
    flushChanges()
    return entries
  }
}
