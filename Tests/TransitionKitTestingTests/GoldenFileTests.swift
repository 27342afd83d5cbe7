import Foundation
import Testing
import TransitionKitCore
import TransitionKitTesting

/// Golden files in a fresh temporary folder, removed after each test.
///
/// Each test starts with the environment variable `TRANSITIONKIT_RECORD`
/// unset (so that `TRANSITIONKIT_RECORD=1 swift test` does not change their
/// outcome) and restores it afterwards. Serialized, because the variable is
/// process-wide.
@Suite(.serialized) @MainActor final class GoldenFileTests {
  /// A folder of its own for each test.
  private let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("GoldenFileTests-\(UUID().uuidString)")
  /// The value of `TRANSITIONKIT_RECORD` before the test.
  private let recordingBefore: String?

  init() {
    recordingBefore = getenv(GoldenFile.recordingVariable).map { String(cString: $0) }
    unsetenv(GoldenFile.recordingVariable)
  }

  deinit {
    if let recordingBefore { setenv(GoldenFile.recordingVariable, recordingBefore, 1) }
    try? FileManager.default.removeItem(at: folder)
  }

  private func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  private func contents(of path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// A controller-only snapshot of a titled plain controller.
  private func snapshot(title: String) -> HierarchySnapshot {
    ViewController(title: title).snapshot
  }

  /// Runs `body` with an environment variable set, then restores it.
  private func withEnvironment(_ name: String, setTo value: String, _ body: () throws -> Void) rethrows {
    let previous = getenv(name).map { String(cString: $0) }
    setenv(name, value, 1)
    defer {
      if let previous { setenv(name, previous, 1) } else { unsetenv(name) }
    }
    try body()
  }

  /// Runs `body`, which must record an issue at `line` whose comment is
  /// `comment` (and no other issue), and returns what `body` returns.
  private func knownIssue<Result>(atLine line: Int, comment: String, _ body: () -> Result?) -> Result? {
    var result: Result?
    withKnownIssue {
      result = body()
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.comments.map(\.rawValue) == [comment]
    }
    return result
  }

  @Test func encodingIsStablePrettyJSON() throws {
    #expect(
      try GoldenFile.encodedText(of: snapshot(title: "Home/Feed")) == """
        {
          "root" : [
            {
              "appearanceState" : "disappeared",
              "childCount" : 0,
              "isVisible" : false,
              "kind" : "viewController",
              "presents" : false,
              "role" : {
                "root" : {

                }
              },
              "title" : "Home/Feed",
              "typeName" : "ViewController"
            }
          ]
        }
        """)
  }

  @Test func missingFileIsRecordedAndFailsTheTest() throws {
    let file = path("Snapshots/home.json")
    withKnownIssue {
      #expect(expectGolden(snapshot(title: "Home"), file: file) == .recorded(.fileWasMissing))
    } matching: { issue in
      issue.severity == .error
        && issue.comments.map(\.rawValue) == [
          "The golden file \(file) did not exist: recorded it; run the test again to compare."
        ]
    }
    #expect(try contents(of: file) == GoldenFile.encodedText(of: snapshot(title: "Home")) + "\n")
  }

  @Test func matchingFileRecordsNoIssue() throws {
    let file = path("home.json")
    #expect(try GoldenFile(path: file).verify(snapshot(title: "Home")) == .recorded(.fileWasMissing))
    #expect(expectGolden(snapshot(title: "Home"), file: file) == .matched)
    #expect(try GoldenFile(path: file).verify(snapshot(title: "Home")) == .matched)
  }

  @Test func mismatchingFileRecordsTheLineDiffAtTheCallersLine() throws {
    let file = path("home.json")
    _ = try GoldenFile(path: file).verify(snapshot(title: "Home"))
    let diff = """
      Expected (-) vs actual (+):
        {
          "root" : [
            {
        ⋮
              "role" : {
        ⋮
      -       "title" : "Home",
      +       "title" : "Start",
      """
    let comment = "The golden file \(file) does not match (set TRANSITIONKIT_RECORD=1 to record it again).\n" + diff
    let outcome = knownIssue(atLine: #line, comment: comment) { expectGolden(snapshot(title: "Start"), file: file) }
    guard case .mismatched(let mismatch) = outcome else {
      Issue.record("Expected a mismatch, got \(String(describing: outcome))")
      return
    }
    #expect(mismatch.description == diff)
    #expect(try contents(of: file).contains(#""title" : "Home""#))
  }

  @Test func environmentVariableRerecordsTheFile() throws {
    let file = path("home.json")
    _ = try GoldenFile(path: file).verify(snapshot(title: "Home"))
    try withEnvironment(GoldenFile.recordingVariable, setTo: "1") { () throws in
      #expect(GoldenFile.isRecordingRequested)
      #expect(try GoldenFile(path: file).verify(snapshot(title: "Start")) == .recorded(.recordingRequested))
      withKnownIssue {
        expectGolden(snapshot(title: "Start"), file: file)
      } matching: { issue in
        issue.severity == .warning
          && issue.comments.map(\.rawValue) == ["Recorded the golden file \(file) because TRANSITIONKIT_RECORD is 1"]
      }
    }
    #expect(!GoldenFile.isRecordingRequested)
    #expect(try GoldenFile(path: file).verify(snapshot(title: "Start")) == .matched)
  }

  @Test func otherValuesOfTheVariableDoNotRecord() throws {
    let file = path("home.json")
    _ = try GoldenFile(path: file).verify(snapshot(title: "Home"))
    try withEnvironment(GoldenFile.recordingVariable, setTo: "0") { () throws in
      #expect(!GoldenFile.isRecordingRequested)
      guard case .mismatched = try GoldenFile(path: file).verify(snapshot(title: "Start")) else {
        Issue.record("Expected a mismatch")
        return
      }
    }
  }

  @Test func eventLogRoundTripsThroughItsGoldenFile() throws {
    let file = path("events.json")
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = Window(name: "Main")
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    let log = EventLog(window: window)
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    #expect(!log.events.isEmpty)

    #expect(try GoldenFile(path: file).verify(log.events) == .recorded(.fileWasMissing))
    #expect(expectGolden(log.events, file: file) == .matched)
    let decoded = try JSONDecoder().decode([NavigationEvent].self, from: Data(contentsOf: URL(fileURLWithPath: file)))
    #expect(decoded == log.events)
  }

  @Test func unreadableFileRecordsAnError() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let directory = folder.path
    withKnownIssue {
      #expect(expectGolden(snapshot(title: "Home"), file: directory) == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Could not compare with the golden file \(directory)"]
    }
  }

  @Test func fileWithWindowsLineEndingsStillMatches() throws {
    let file = path("crlf.json")
    let text = try GoldenFile.encodedText(of: snapshot(title: "Home"))
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: file).deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data((text.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n").utf8).write(to: URL(fileURLWithPath: file))

    #expect(try GoldenFile(path: file).verify(snapshot(title: "Home")) == .matched)
  }
}
