import TransitionKitCore

/// The failure messages of the hierarchy assertions, shared by the Swift
/// Testing and the XCTest helpers: `nil` when the hierarchy is as expected.
enum HierarchyMismatch {
  /// The name of the pictures a failed Swift Testing expectation attaches.
  static let attachmentName = "hierarchy-mismatch.svg"

  /// A message followed by where the pictures of the failure were written,
  /// or why they could not be.
  static func withPictures(_ message: String, writing comparison: WireframeComparison) -> String {
    do {
      let path = try comparison.writeToDirectory()
      return message + "\nThe expected and actual wireframes: \(path)"
    } catch {
      return message + "\nThe expected and actual wireframes could not be written: \(error)"
    }
  }

  /// The diff between an expected snapshot and the actual one.
  static func message(actual: HierarchySnapshot, equals expected: HierarchySnapshot) -> String? {
    let diff = HierarchyDiff(expected: expected, actual: actual)
    return diff.isEmpty ? nil : diff.description
  }

  /// Where the expected and the actual compact forms differ, when they
  /// differ other than in spaces: a line diff of the two forms laid out one
  /// controller a line, with a mark under the first difference (see
  /// ``CompactFormDiff``).
  static func message(actual: HierarchySnapshot, matches compact: String) -> String? {
    guard !actual.matches(compact: compact) else { return nil }
    return CompactFormDiff(expected: compact, actual: actual.compact).description
  }

  /// The diff between an expected printed tree and the actual one, ignoring
  /// spaces at the ends of lines and blank lines around the tree.
  static func message(actual: HierarchySnapshot, printsAs tree: String) -> String? {
    let diff = HierarchyDiff(expected: trimmed(tree), actual: trimmed(actual.description))
    return diff.isEmpty ? nil : diff.description
  }

  /// A tree without trailing spaces on its lines or blank lines around it.
  private static func trimmed(_ tree: String) -> String {
    var lines = tree.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.reversed().drop(while: \.isWhitespace).reversed())
    }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
