import TransitionKitCore

/// The difference between an expected and an actual compact form, laid out
/// one controller a line, with a mark under the first difference: the
/// failure message of the `matches:` assertions.
///
/// ```text
/// Expected (-) vs actual (+) compact form, one controller a line:
///   Tabs
///     *Nav
///       Home
/// -     Detail
/// +     Article
///       ^
/// Actual compact: Tabs[*Nav[Home, Article], Nav[Users]]
/// ```
///
/// Both forms are laid out the same way, whatever their spaces: each
/// controller on a line of its own, indented two spaces below its container,
/// and a presented controller (`▸ sheet Settings`) indented below the one
/// that presents it. The lines are compared as ``HierarchyDiff`` compares
/// printed trees, showing only the branches that differ. An expected form
/// that lays out as the actual one but still differs from it (a stray
/// bracket, say) is shown on one line above the actual one instead.
struct CompactFormDiff: CustomStringConvertible {
  /// The failure message.
  let description: String

  /// Compares an expected compact form with an actual one that differs from
  /// it other than in spaces.
  init(expected: String, actual: String) {
    let expectedLines = Self.lines(of: expected)
    let actualLines = Self.lines(of: actual)
    guard expectedLines != actualLines else {
      // The same controllers in the same places: the difference is in the punctuation.
      let expectedForm = Self.canonical(expected)
      let actualForm = Self.canonical(actual)
      let column = Self.firstDifference(expectedForm, actualForm)
      description = """
        Expected compact: \(expectedForm)
        Actual compact:   \(actualForm)
        \(String(repeating: " ", count: "Actual compact:   ".count + column))^
        """
      return
    }
    let diff = HierarchyDiff(
      expected: expectedLines.joined(separator: "\n"), actual: actualLines.joined(separator: "\n"))
    var text = ["Expected (-) vs actual (+) compact form, one controller a line:"]
    var lines = diff.lines.map(\.description)
    if let mark = Self.mark(for: diff.lines) {
      lines.insert(mark.line, at: mark.index)
    }
    text += lines
    text.append("Actual compact: \(actual)")
    description = text.joined(separator: "\n")
  }

  /// The line marking the first difference, and where it goes: under the
  /// first run of changed lines, at the first character in which its first
  /// removed and its first added line differ (or, in a run of one kind, at
  /// the start of its first line's text).
  private static func mark(for lines: [HierarchyDiff.Line]) -> (line: String, index: Int)? {
    guard let start = lines.firstIndex(where: { $0.kind == .removed || $0.kind == .added }) else { return nil }
    var end = start
    while end < lines.count, lines[end].kind == .removed || lines[end].kind == .added { end += 1 }
    let run = lines[start..<end]
    let removed = run.first { $0.kind == .removed }?.text
    let added = run.first { $0.kind == .added }?.text
    let column: Int
    if let removed, let added {
      column = firstDifference(removed, added)
    } else {
      column = HierarchyDiff.indentation(of: removed ?? added ?? "")
    }
    return ("  " + String(repeating: " ", count: column) + "^", end)
  }

  /// A compact form with its spaces as the actual form has them: one after
  /// each comma, around each `▸`, before `(collapsed)`, and none elsewhere
  /// next to punctuation.
  private static func canonical(_ compact: String) -> String {
    var text = ""
    for character in HierarchySnapshot.normalizedCompact(compact) {
      switch character {
      case ",": text += ", "
      case "▸": text += " ▸ "
      default: text.append(character)
      }
      if text.hasSuffix("(collapsed)") {
        text = text.dropLast("(collapsed)".count) + " (collapsed)"
      }
    }
    return text
  }

  /// The index of the first character in which two texts differ (the
  /// shorter one's length when one begins the other).
  private static func firstDifference(_ first: String, _ second: String) -> Int {
    zip(first, second).prefix { $0 == $1 }.count
  }

  /// A compact form laid out one controller a line.
  ///
  /// Any text is laid out, whether or not it is a well-formed compact form:
  /// a closing bracket too many is ignored, and a bracket never closed
  /// leaves the lines after it indented.
  static func lines(of compact: String) -> [String] {
    var lines: [String] = []
    var item = ""
    var isPresentation = false
    var depth = 0
    // The presentations open at each bracket depth: a presented controller
    // reads one level below the controller that presents it.
    var openPresentations = [0]
    func indent() -> Int { depth + openPresentations.reduce(0, +) }
    var itemIndent = 0
    func endItem() {
      let text = displayText(of: item, isPresentation: isPresentation)
      if !text.isEmpty { lines.append(String(repeating: "  ", count: itemIndent) + text) }
      item = ""
      isPresentation = false
    }
    for character in compact {
      switch character {
      case "[":
        endItem()
        depth += 1
        openPresentations.append(0)
      case "]":
        endItem()
        guard depth > 0 else { continue }
        openPresentations.removeLast()
        depth -= 1
      case ",":
        endItem()
        openPresentations[depth] = 0
      case "▸":
        endItem()
        openPresentations[depth] += 1
        isPresentation = true
        itemIndent = indent()
      default:
        if item.isEmpty, !isPresentation { itemIndent = indent() }
        item.append(character)
      }
    }
    endItem()
    return lines
  }

  /// A controller's text on its line, its spaces made canonical: `*` before
  /// a selected tab, ` (collapsed)` after a collapsed split view, and `▸ `
  /// before a presented controller's style.
  private static func displayText(of item: String, isPresentation: Bool) -> String {
    var text = HierarchySnapshot.normalizedCompact(item)
    if text.hasSuffix("(collapsed)"), text.count > "(collapsed)".count {
      // The canonical form has no space before the parenthesis.
      text = text.dropLast("(collapsed)".count) + " (collapsed)"
    }
    guard isPresentation else { return text }
    return text.isEmpty ? "▸" : "▸ " + text
  }
}
