import Testing
import TransitionKitCore

/// Expects a value's JSON encoding to match a golden file, and records an
/// issue with the line diff when it does not.
///
/// When the environment variable `TRANSITIONKIT_RECORD` is `1`, the file is
/// written instead and a warning says so (a warning does not fail the test).
/// When the file does not exist, it is written too, but the test fails: a
/// golden file missing in CI (deleted, or never committed) must not pass
/// unnoticed; run the test again to compare with what was recorded. An error
/// reading, writing or encoding is recorded as an issue. See ``GoldenFile``.
///
/// ```swift
/// let golden = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Golden")
/// expectGolden(window.snapshot, file: golden.appending(path: "app-flow.json").path)
/// expectGolden(log.events, file: golden.appending(path: "app-flow-events.json").path)
/// ```
///
/// - Parameters:
///   - value: The value to compare, such as a snapshot or an event log.
///   - path: The golden file's path, absolute or relative to the current directory.
///   - sourceLocation: Where issues are reported; the caller's line by default.
/// - Returns: What the comparison did, or `nil` after an error.
@discardableResult
public func expectGolden(
  _ value: some Encodable,
  file path: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> GoldenFile.Outcome? {
  recordGoldenOutcome(path: path, sourceLocation: sourceLocation) { try GoldenFile(path: path).verify(value) }
}

/// Expects a text to match a golden file, and records an issue with the line
/// diff when it does not: for golden files that are not JSON, such as a
/// ``Wireframe``'s SVG.
///
/// It records, fails and warns as ``expectGolden(_:file:sourceLocation:)``
/// does; line breaks at the end of the file and of the text do not count.
///
/// ```swift
/// expectGolden(text: Wireframe(window: window).svg, file: golden.appending(path: "home.svg").path)
/// ```
///
/// - Parameters:
///   - text: The text to compare.
///   - path: The golden file's path, absolute or relative to the current directory.
///   - sourceLocation: Where issues are reported; the caller's line by default.
/// - Returns: What the comparison did, or `nil` after an error.
@discardableResult
public func expectGolden(
  text: String,
  file path: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> GoldenFile.Outcome? {
  recordGoldenOutcome(path: path, sourceLocation: sourceLocation) { try GoldenFile(path: path).verify(text: text) }
}

/// Records what a golden file comparison calls for: nothing when it matched.
private func recordGoldenOutcome(
  path: String, sourceLocation: SourceLocation, _ verify: () throws -> GoldenFile.Outcome
) -> GoldenFile.Outcome? {
  let outcome: GoldenFile.Outcome
  do {
    outcome = try verify()
  } catch {
    Issue.record(
      error, Comment(rawValue: "Could not compare with the golden file \(path)"), sourceLocation: sourceLocation)
    return nil
  }
  switch outcome {
  case .matched:
    break
  case .recorded(.fileWasMissing):
    Issue.record(
      Comment(rawValue: "The golden file \(path) did not exist: recorded it; run the test again to compare."),
      sourceLocation: sourceLocation)
  case .recorded(.recordingRequested):
    Issue.record(
      Comment(rawValue: "Recorded the golden file \(path) because \(GoldenFile.recordingVariable) is 1"),
      severity: .warning, sourceLocation: sourceLocation)
  case .mismatched(let diff):
    Issue.record(
      Comment(
        rawValue: """
          The golden file \(path) does not match (set \(GoldenFile.recordingVariable)=1 to record it again).
          \(diff)
          """),
      sourceLocation: sourceLocation)
  }
  return outcome
}
