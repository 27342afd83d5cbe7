/// What documentation snippets print, kept so that a test can compare it
/// with what the documentation says they print.
@MainActor final class Console {
  /// The printed lines, oldest first: one for each call of `print`.
  private(set) var lines: [String] = []

  func write(_ line: String) { lines.append(line) }
}

/// A suite whose tests, and the documentation snippets inside them, print
/// to its ``Console`` rather than to the standard output: its `print` hides
/// the standard library's inside the suite.
@MainActor protocol PrintsToConsole {
  var console: Console { get }
}

extension PrintsToConsole {
  /// Prints as the standard library's `print` does, to the suite's console.
  func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    console.write(items.map { "\($0)" }.joined(separator: separator))
  }
}
