/// A line-by-line edit script between two texts: a shortest one, or, for
/// texts too different to search in bounded time, a coarser one.
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
  /// The script is a shortest one (Myers' algorithm, in its linear-space
  /// form) unless the texts differ so much that finding it would take more
  /// than ``workLimit`` steps; the parts left then are reported coarsely, as
  /// their expected lines removed and their actual lines added.
  ///
  /// - Complexity: O((*n* + *m*)·*d*) time, bounded by ``workLimit``, and
  ///   O(*n* + *m*) space, for *n* and *m* lines and *d* lines that differ.
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

  /// The most steps spent looking for a shortest script (a fraction of a
  /// second); past it, what is left is reported coarsely.
  static let workLimit = 5_000_000

  /// The script between two runs of lines that differ at both ends.
  private static func middle(expected: [String], actual: [String]) -> [Entry] {
    // Lines become numbers, so that comparing two is cheap.
    var numbers: [String: Int] = [:]
    let a = expected.map { line in
      numbers[line]
        ?? {
          numbers[line] = numbers.count
          return numbers.count - 1
        }()
    }
    let b = actual.map { line in
      numbers[line]
        ?? {
          numbers[line] = numbers.count
          return numbers.count - 1
        }()
    }
    var search = MyersSearch(a: a, b: b, workLimit: workLimit)
    let operations = search.operations()

    // Each run of changes lists its removed lines before its added ones.
    var entries: [Entry] = []
    entries.reserveCapacity(operations.count)
    var removed: [Entry] = []
    var added: [Entry] = []
    var row = 0
    var column = 0
    for operation in operations {
      switch operation {
      case .common:
        entries += removed + added
        removed.removeAll()
        added.removeAll()
        entries.append(Entry(operation: .common, text: expected[row]))
        row += 1
        column += 1
      case .removed:
        removed.append(Entry(operation: .removed, text: expected[row]))
        row += 1
      case .added:
        added.append(Entry(operation: .added, text: actual[column]))
        column += 1
      }
    }
    return entries + removed + added
  }
}

/// Myers' shortest edit script in linear space: the middle snake of each
/// range splits it in two, until the ranges are trivial. Ranges wait on an
/// explicit stack, so no recursion grows with the input.
private struct MyersSearch {
  let a: [Int]
  let b: [Int]
  /// Steps left before the search gives up and reports the rest coarsely.
  var workLeft: Int
  private var forward: [Int] = []
  private var backward: [Int] = []

  init(a: [Int], b: [Int], workLimit: Int) {
    self.a = a
    self.b = b
    workLeft = workLimit
  }

  /// A piece of the script still to write.
  private enum Task {
    /// Lines `a[aStart..<aEnd]` against `b[bStart..<bEnd]`.
    case range(aStart: Int, aEnd: Int, bStart: Int, bEnd: Int)
    /// Lines common to both, this many.
    case common(Int)
  }

  mutating func operations() -> [LineDiff.Operation] {
    var result: [LineDiff.Operation] = []
    var pending: [Task] = [.range(aStart: 0, aEnd: a.count, bStart: 0, bEnd: b.count)]
    while let task = pending.popLast() {
      switch task {
      case .common(let count):
        result += repeatElement(.common, count: count)
      case .range(let aStart, let aEnd, let bStart, let bEnd):
        let n = aEnd - aStart
        let m = bEnd - bStart
        if n == 0 || m == 0 || workLeft <= 0 {
          result += repeatElement(.removed, count: n)
          result += repeatElement(.added, count: m)
          continue
        }
        guard let snake = middleSnake(aStart: aStart, aEnd: aEnd, bStart: bStart, bEnd: bEnd) else {
          // Out of steps: this range, coarsely.
          result += repeatElement(.removed, count: n)
          result += repeatElement(.added, count: m)
          continue
        }
        if snake.distance <= 1 {
          result += Self.oneEditApart(a[aStart..<aEnd], b[bStart..<bEnd])
          continue
        }
        // Last pushed, first written: the part before the snake, the snake, the part after it.
        pending.append(.range(aStart: snake.endX, aEnd: aEnd, bStart: snake.endY, bEnd: bEnd))
        pending.append(.common(snake.endX - snake.startX))
        pending.append(.range(aStart: aStart, aEnd: snake.startX, bStart: bStart, bEnd: snake.startY))
      }
    }
    return result
  }

  /// The script between two runs of which one is the other with at most one line more.
  private static func oneEditApart(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> [LineDiff.Operation] {
    var result: [LineDiff.Operation] = []
    var i = a.startIndex
    var j = b.startIndex
    while i < a.endIndex || j < b.endIndex {
      if i < a.endIndex, j < b.endIndex, a[i] == b[j] {
        result.append(.common)
        i += 1
        j += 1
      } else if a.count > b.count {
        result.append(.removed)
        i += 1
      } else {
        result.append(.added)
        j += 1
      }
    }
    return result
  }

  /// A snake of a shortest script of a range: diagonal moves from
  /// (`startX`, `startY`) to (`endX`, `endY`), in absolute line indices, and
  /// the length of that script.
  private struct Snake {
    var startX: Int
    var startY: Int
    var endX: Int
    var endY: Int
    var distance: Int
  }

  /// The middle snake of a range (both sides non-empty), or `nil` when the
  /// steps ran out.
  private mutating func middleSnake(aStart: Int, aEnd: Int, bStart: Int, bEnd: Int) -> Snake? {
    let n = aEnd - aStart
    let m = bEnd - bStart
    let delta = n - m
    let isOdd = delta & 1 != 0
    let limit = (n + m + 1) / 2
    // Diagonal k (x − y) of the forward search is at index k + offset; the
    // backward search's diagonals are centred on delta.
    let offset = limit + 1
    let size = 2 * limit + 3
    forward = Array(repeating: 0, count: size)
    backward = Array(repeating: 0, count: size)
    forward[1 + offset] = 0
    backward[1 + offset] = n + 1  // backward diagonal delta + 1
    for d in 0...limit {
      // Forward: the furthest x reached on each diagonal.
      for k in stride(from: -d, through: d, by: 2) {
        workLeft -= 1
        var x =
          k == -d || (k != d && forward[k - 1 + offset] < forward[k + 1 + offset])
          ? forward[k + 1 + offset] : forward[k - 1 + offset] + 1
        var y = x - k
        let startX = x
        let startY = y
        while x < n, y < m, a[aStart + x] == b[bStart + y] {
          x += 1
          y += 1
        }
        workLeft -= x - startX
        forward[k + offset] = x
        let backwardIndex = k - delta + offset
        if isOdd, k >= delta - (d - 1), k <= delta + (d - 1), x >= backward[backwardIndex] {
          return Snake(
            startX: aStart + startX, startY: bStart + startY, endX: aStart + x, endY: bStart + y,
            distance: 2 * d - 1)
        }
      }
      // Backward: the smallest x reached on each diagonal, from the end.
      for j in stride(from: -d, through: d, by: 2) {
        workLeft -= 1
        let k = j + delta
        let index = j + offset
        var x =
          j == -d || (j != d && backward[index + 1] - 1 < backward[index - 1])
          ? backward[index + 1] - 1 : backward[index - 1]
        var y = x - k
        let endX = x
        let endY = y
        while x > 0, y > 0, a[aStart + x - 1] == b[bStart + y - 1] {
          x -= 1
          y -= 1
        }
        workLeft -= endX - x
        backward[index] = x
        if !isOdd, k >= -d, k <= d, x <= forward[k + offset] {
          return Snake(
            startX: aStart + x, startY: bStart + y, endX: aStart + endX, endY: bStart + endY, distance: 2 * d)
        }
      }
      if workLeft <= 0 { return nil }
    }
    return nil
  }
}
