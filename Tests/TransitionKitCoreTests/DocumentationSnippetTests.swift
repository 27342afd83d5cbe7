import Foundation
import Testing

/// Every Swift snippet of the README and of the DocC articles has a compiled
/// twin: the same code, in a test file, inside a test that runs it and checks
/// what the prose around the snippet says.
///
/// In Markdown, an HTML comment on the line before a fenced block names it:
///
///     <!-- snippet: writing-coordinators-news -->
///     ```swift
///     enum NewsRoute: Sendable { … }
///     ```
///
/// In a test file, two line comments around the twin give the same name
/// (`snippet: writing-coordinators-news` before the twin, and
/// `end snippet: writing-coordinators-news` after it). The twin's lines, once
/// their common indentation is removed, must be the snippet's lines, so that
/// a snippet can sit inside a test, a type or a `switch` that gives it the
/// names it uses. A block of output (`text`, or no language) may be named
/// too: its twin is a multi-line string literal, which the test compares with
/// what the code printed.
///
/// A Swift block without a name, a name without a twin, a twin without a
/// snippet, or a twin that differs from its snippet fails the tests below.
/// The one exception is the package manifest of the README's installation
/// section (names starting with `manifest-`), which no test target can
/// compile: its product and package names are checked against the
/// package's own manifest instead.
@Suite @MainActor struct DocumentationSnippetTests {
  /// The package's root folder: this file is `Tests/TransitionKitCoreTests/…`.
  nonisolated static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The documents whose snippets are checked: the README and every DocC article.
  nonisolated static let documents: [String] = {
    var paths = ["README.md"]
    let sources = root.appendingPathComponent("Sources")
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".md"), path.contains(".docc/") { paths.append("Sources/" + path) }
    }
    return paths.sorted()
  }()

  /// Every twin in the test files.
  nonisolated static let twins: [SnippetTwin] = {
    let tests = root.appendingPathComponent("Tests")
    var paths: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: tests.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") { paths.append("Tests/" + path) }
    }
    return paths.sorted().flatMap { path in
      SnippetTwin.all(
        in: (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "", path: path)
    }
  }()

  nonisolated static func snippets(in document: String) throws -> [DocumentSnippet] {
    let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
    return DocumentSnippet.all(in: text, path: document)
  }

  @Test func theDocumentsAreFound() throws {
    #expect(Self.documents.contains("README.md"))
    #expect(Self.documents.contains("Sources/TransitionKitCore/TransitionKitCore.docc/WritingCoordinators.md"))
    #expect(Self.documents.contains("Sources/TransitionKitTesting/TransitionKitTesting.docc/TestingNavigationFlows.md"))
    let swiftSnippets = try Self.documents.flatMap(Self.snippets(in:)).filter(\.isSwift)
    #expect(swiftSnippets.count > 30)
  }

  @Test(arguments: documents)
  func everySwiftSnippetIsNamed(document: String) throws {
    for snippet in try Self.snippets(in: document) where snippet.isSwift && snippet.name == nil {
      Issue.record(
        """
        \(snippet.location): a Swift snippet without a name. Put `<!-- snippet: some-name -->` on the \
        line before it, and its compiled twin in a test.
        """)
    }
  }

  @Test(arguments: documents)
  func everyNamedSnippetIsItsCompiledTwin(document: String) throws {
    for snippet in try Self.snippets(in: document) {
      guard let name = snippet.name, !name.hasPrefix("manifest-") else { continue }
      let twins = Self.twins.filter { $0.name == name }
      guard let twin = twins.first else {
        Issue.record("\(snippet.location): snippet '\(name)' has no compiled twin in Tests/.")
        continue
      }
      if twins.count > 1 {
        Issue.record("Snippet '\(name)' has \(twins.count) twins: \(twins.map(\.location).joined(separator: ", ")).")
      }
      if let problem = twin.problem {
        Issue.record("\(twin.location): twin of '\(name)': \(problem)")
        continue
      }
      let expected = snippet.isSwift ? twin.lines : twin.stringLiteral
      guard let expected else {
        Issue.record("\(twin.location): the twin of the output block '\(name)' holds no multi-line string literal.")
        continue
      }
      if let difference = firstDifference(snippet.lines, expected) {
        Issue.record(
          """
          \(snippet.location): snippet '\(name)' differs from its twin at \(twin.location), \
          line \(difference.line + 1) of the snippet:
            document: \(difference.document ?? "(no line)")
            test:     \(difference.test ?? "(no line)")
          """)
      }
    }
  }

  @Test func everyTwinHasItsSnippetAndRunsInATest() throws {
    let names = Set(try Self.documents.flatMap(Self.snippets(in:)).compactMap(\.name))
    #expect(!Self.twins.isEmpty)
    for twin in Self.twins {
      if !names.contains(twin.name) {
        Issue.record("\(twin.location): twin '\(twin.name)' has no snippet of that name in the documentation.")
      }
      if !twin.fileHasTests {
        Issue.record("\(twin.location): twin '\(twin.name)' is in a file without a test.")
      }
    }
  }

  @Test func theReadmesManifestNamesThePackagesProducts() throws {
    let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let installation = try #require(
      try Self.snippets(in: "README.md").first { $0.name?.hasPrefix("manifest-") == true })
    let text = installation.lines.joined(separator: "\n")
    let products = text.matches(of: /\.product\(name: "([A-Za-z]+)", package: "TransitionKit"\)/).map { String($0.1) }
    #expect(Set(products) == ["TransitionKitCore", "TransitionKitTesting"])
    for product in products {
      #expect(manifest.contains(".library(name: \"\(product)\""), "\(product) is not a product of Package.swift")
    }
    #expect(manifest.contains("name: \"TransitionKit\""))
    #expect(text.contains(#".package(url: "https://github.com/transitionkit/TransitionKit.git""#))
  }

  // MARK: The checker's own rules

  @Test func aSnippetIsNamedByTheCommentJustBeforeIt() {
    let text = """
      Some prose.

      <!-- snippet: first -->
      ```swift
      let a = 1
      ```

      ```swift
      let b = 2
      ```

      - A list item:

        <!-- snippet: indented -->
        ```text
          two spaces kept
        ```
      """
    let snippets = DocumentSnippet.all(in: text, path: "Doc.md")
    #expect(snippets.map(\.name) == ["first", nil, "indented"])
    #expect(snippets.map(\.isSwift) == [true, true, false])
    #expect(snippets.map(\.lines) == [["let a = 1"], ["let b = 2"], ["  two spaces kept"]])
    #expect(snippets.map(\.location) == ["Doc.md:4", "Doc.md:8", "Doc.md:15"])
  }

  @Test func aTwinIsTheCodeBetweenItsCommentsWithoutItsIndentation() {
    let marker = "// snippet: "
    let end = "// end snippet: "
    let text = """
      @Test func something() {
        \(marker)code
        if true {
          print("x")
        }

        \(end)code
        \(marker)output
        let printed = \"""
          a
            b
          \"""
        \(end)output
      }
      """
    let twins = SnippetTwin.all(in: text, path: "T.swift")
    #expect(twins.map(\.name) == ["code", "output"])
    #expect(twins.first?.lines == ["if true {", "  print(\"x\")", "}"])
    #expect(twins.last?.stringLiteral == ["a", "  b"])
    #expect(twins.allSatisfy { $0.fileHasTests && $0.problem == nil })
  }

  @Test func aTwinWithoutItsEndIsAProblem() {
    let twins = SnippetTwin.all(in: "// snippet: lost\nlet a = 1\n", path: "T.swift")
    #expect(twins.first?.problem == "no `end snippet: lost` comment after it")
  }

  @Test func theFirstDifferenceIsFound() {
    #expect(firstDifference(["a", "b"], ["a", "b"]) == nil)
    #expect(firstDifference(["a", "b"], ["a", "c"])?.line == 1)
    #expect(firstDifference(["a"], ["a", "c"])?.document == nil)
  }
}

/// A fenced code block of a Markdown document.
struct DocumentSnippet {
  /// The name from the comment on the line before the block, if any.
  var name: String?
  /// Whether the block is marked as Swift.
  var isSwift: Bool
  /// The block's lines, without the fence's indentation or trailing spaces.
  var lines: [String]
  /// Where the block starts: `path:line` of its first line.
  var location: String

  static func all(in text: String, path: String) -> [DocumentSnippet] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var snippets: [DocumentSnippet] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let indentation = line.prefix { $0 == " " }.count
      let trimmed = line.dropFirst(indentation)
      guard trimmed.hasPrefix("```") else {
        index += 1
        continue
      }
      let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
      var name: String?
      if index > 0, let match = lines[index - 1].firstMatch(of: /^\s*<!-- snippet: ([a-z0-9-]+) -->\s*$/) {
        name = String(match.1)
      }
      var body: [String] = []
      index += 1
      while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        body.append(
          trimmingEnd(String(lines[index].dropFirst(min(indentation, lines[index].prefix { $0 == " " }.count)))))
        index += 1
      }
      snippets.append(
        DocumentSnippet(
          name: name, isSwift: language == "swift", lines: body, location: "\(path):\(index - body.count)"))
      index += 1
    }
    return snippets
  }
}

/// A snippet's compiled twin: the lines between its two comments in a test file.
struct SnippetTwin {
  var name: String
  /// The twin's lines without their common indentation or trailing spaces.
  var lines: [String]
  /// Where the twin starts: `path:line` of its opening comment.
  var location: String
  /// Whether the file declares a test (Swift Testing or XCTest).
  var fileHasTests: Bool
  /// What is wrong with the twin's comments, if anything.
  var problem: String?

  /// The content of the multi-line string literal in the twin, with the
  /// closing delimiter's indentation removed, as Swift removes it.
  var stringLiteral: [String]? {
    guard let open = lines.firstIndex(where: { $0.hasSuffix("\"\"\"") && !$0.hasPrefix("\"\"\"") }),
      let close = lines[(open + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") }
      )
    else { return nil }
    let indentation = lines[close].prefix { $0 == " " }.count
    return lines[(open + 1)..<close].map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count))) }
  }

  static func all(in text: String, path: String) -> [SnippetTwin] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let fileHasTests = text.contains("@Test") || text.contains("XCTestCase")
    var twins: [SnippetTwin] = []
    for (index, line) in lines.enumerated() {
      guard let match = line.firstMatch(of: /^\s*\/\/ snippet: ([a-z0-9-]+)\s*$/) else { continue }
      let name = String(match.1)
      let end = lines[(index + 1)...].firstIndex {
        $0.trimmingCharacters(in: .whitespaces) == "// end snippet: \(name)"
      }
      let body = end.map { Array(lines[(index + 1)..<$0]) } ?? []
      twins.append(
        SnippetTwin(
          name: name, lines: withoutCommonIndentation(body), location: "\(path):\(index + 1)",
          fileHasTests: fileHasTests,
          problem: end == nil ? "no `end snippet: \(name)` comment after it" : nil))
    }
    return twins
  }
}

/// Lines without their common indentation (blank lines do not count), trailing spaces, or
/// blank lines at either end.
private func withoutCommonIndentation(_ lines: [String]) -> [String] {
  let indentation =
    lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
  let dedented = lines.map { trimmingEnd(String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count)))) }
  return Array(dedented.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
}

private func trimmingEnd(_ line: String) -> String {
  String(line.reversed().drop { $0 == " " }.reversed())
}

/// The first line where a snippet and its twin differ.
func firstDifference(_ document: [String], _ test: [String]) -> (line: Int, document: String?, test: String?)? {
  for line in 0..<max(document.count, test.count) {
    let documentLine = line < document.count ? document[line] : nil
    let testLine = line < test.count ? test[line] : nil
    if documentLine != testLine { return (line, documentLine, testLine) }
  }
  return nil
}
