import TransitionKitCore

/// A readable, line-by-line difference between an expected and an actual
/// hierarchy, showing only the branches that differ.
///
/// The diff compares the printed trees (`HierarchySnapshot/description`)
/// line by line, through a longest common subsequence of their lines. Each
/// line reads like a unified diff: `- ` for a line only in the expected tree,
/// `+ ` for a line only in the actual tree, and two spaces for a line of
/// context. Around every changed line it shows its ancestors (the lines above
/// it with less indentation) and one sibling (the previous one, or the next
/// one for a first child); `⋮` stands for the lines left out between them.
///
/// ```swift
/// let diff = HierarchyDiff(expected: expected, actual: window.snapshot)
/// print(diff)
/// // Expected (-) vs actual (+):
/// //   Window "Main" (key, visible)
/// //   └─ root: NavigationController "Nav" · visible
/// //      ├─ [0]: ViewController "Home"
/// // -    ├─ [1]: ViewController "List"
/// // -    └─ [2]: ViewController "Detail" · visible
/// // +    └─ [1]: ViewController "List" · visible
/// ```
///
/// Two snapshots that differ only where the printed tree does not show it
/// (such as `isCollapsed` being `false` rather than `nil`) are compared in
/// their JSON encoding instead, and the header says so.
public struct HierarchyDiff: Sendable, Hashable, CustomStringConvertible {
  /// One line of a diff.
  public struct Line: Sendable, Hashable, CustomStringConvertible {
    /// Which side of the comparison a line comes from.
    public enum Kind: Sendable, Hashable {
      /// A line of both trees, shown for context.
      case context
      /// A line only in the expected tree.
      case removed
      /// A line only in the actual tree.
      case added
      /// Lines of both trees left out of the diff, shown as `⋮`.
      case omission
    }

    /// Which side the line comes from.
    public var kind: Kind
    /// The line of the tree, without the diff's prefix.
    public var text: String

    /// The line with its prefix: `- `, `+ `, or two spaces.
    public var description: String {
      switch kind {
      case .context, .omission: "  " + text
      case .removed: "- " + text
      case .added: "+ " + text
      }
    }
  }

  /// The first line of ``description``: `Expected (-) vs actual (+):`.
  public let header: String
  /// The lines of the diff, in order; empty when the two sides are equal.
  public let lines: [Line]

  /// Compares an expected snapshot with an actual one.
  ///
  /// The printed trees are compared; when they are the same but the
  /// snapshots are not, their JSON encodings are compared instead.
  ///
  /// - Parameters:
  ///   - expected: The snapshot the test expects.
  ///   - actual: The snapshot the test got.
  public init(expected: HierarchySnapshot, actual: HierarchySnapshot) {
    guard expected != actual else {
      self.init(header: Self.standardHeader, script: LineDiff(expected: [], actual: []))
      return
    }
    let expectedTree = expected.description
    let actualTree = actual.description
    guard expectedTree == actualTree else {
      self.init(expected: expectedTree, actual: actualTree)
      return
    }
    self.init(
      header: "Expected (-) vs actual (+), as JSON (their printed trees are the same):",
      script: LineDiff(
        expected: Self.lines(of: Self.encodedText(of: expected)),
        actual: Self.lines(of: Self.encodedText(of: actual))
      )
    )
  }

  /// Compares an expected printed tree with an actual one, line by line.
  ///
  /// Any indented text works, such as JSON: lines are related by their
  /// indentation, where spaces and the tree's branch characters (`│ ├ └ ─`)
  /// count as indentation. Blank lines, and lines that only close a block
  /// (such as `},`), are not used as context.
  ///
  /// - Parameters:
  ///   - expected: The tree the test expects, one line a controller.
  ///   - actual: The tree the test got.
  public init(expected: String, actual: String) {
    self.init(
      header: Self.standardHeader,
      script: LineDiff(expected: Self.lines(of: expected), actual: Self.lines(of: actual))
    )
  }

  private init(header: String, script: LineDiff) {
    self.header = header
    self.lines = Self.selectLines(of: script.entries)
  }

  /// Whether the two sides are equal.
  public var isEmpty: Bool { lines.isEmpty }

  /// The header, then one line of the diff a line; for equal sides, the
  /// header followed by `no differences`.
  public var description: String {
    guard !isEmpty else { return header + " no differences" }
    return ([header] + lines.map(\.description)).joined(separator: "\n")
  }

  private static let standardHeader = "Expected (-) vs actual (+):"

  private static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  private static func encodedText(of snapshot: HierarchySnapshot) -> String {
    if let text = try? GoldenFile.encodedText(of: snapshot) { return text }
    var text = ""
    // Bounded: a deep tree would otherwise be dumped one call deeper per level.
    dump(snapshot, to: &text, maxDepth: 64)
    return text
  }
}

extension HierarchyDiff {
  /// How deep a line is: its leading spaces and tree branch characters.
  static func indentation(of line: String) -> Int {
    line.prefix { " \t│├└─".contains($0) }.count
  }

  /// Keeps the changed lines with their ancestors and one sibling each, and
  /// replaces every run of two or more other lines between them with `⋮`.
  ///
  /// Blank lines are never ancestors or siblings, and neither are lines that
  /// only close a block (such as `},` in JSON).
  private static func selectLines(of script: [LineDiff.Entry]) -> [Line] {
    let indents = script.map { indentation(of: $0.text) }
    var isShown = [Bool](repeating: false, count: script.count)
    for (index, entry) in script.enumerated() where entry.operation != .common {
      isShown[index] = true
      // Lines of the same tree as this one (common lines and same-side
      // changes) that are not blank.
      let sameSide = { (other: Int) in
        (script[other].operation == .common || script[other].operation == entry.operation)
          && !script[other].text.allSatisfy(\.isWhitespace)
      }
      let ownIndent = indents[index]
      var depth = ownIndent
      var hasPreviousSibling = false
      for earlier in stride(from: index - 1, through: 0, by: -1) where sameSide(earlier) {
        if indents[earlier] < depth {
          isShown[earlier] = true
          depth = indents[earlier]
        } else if depth == ownIndent, indents[earlier] == ownIndent, !hasPreviousSibling,
          !isClosing(script[earlier].text)
        {
          isShown[earlier] = true
          hasPreviousSibling = true
        }
        // At the top level, with no sibling left to find: done.
        if depth == 0, hasPreviousSibling || ownIndent > 0 { break }
      }
      if !hasPreviousSibling {
        for later in (index + 1)..<script.count where sameSide(later) {
          if indents[later] < ownIndent { break }
          if indents[later] == ownIndent, !isClosing(script[later].text) {
            isShown[later] = true
            break
          }
        }
      }
    }

    var lines: [Line] = []
    var previous: Int?
    for index in script.indices where isShown[index] {
      if let previous, index - previous == 2 {
        lines.append(line(for: script[previous + 1]))
      } else if let previous, index - previous > 2 {
        lines.append(Line(kind: .omission, text: "⋮"))
      }
      lines.append(line(for: script[index]))
      previous = index
    }
    return lines
  }

  /// Whether a line only closes a block, such as `},` in JSON: no use as context.
  private static func isClosing(_ line: String) -> Bool {
    line.allSatisfy { " \t}]),;".contains($0) }
  }

  private static func line(for entry: LineDiff.Entry) -> Line {
    switch entry.operation {
    case .common: Line(kind: .context, text: entry.text)
    case .removed: Line(kind: .removed, text: entry.text)
    case .added: Line(kind: .added, text: entry.text)
    }
  }
}
