import Foundation
import TransitionKitCore

/// A file holding the expected JSON encoding of a value, such as a
/// `HierarchySnapshot` or an event log
/// (`[NavigationEvent]`), to compare test results with.
///
/// The encoding is stable, so the file can be checked in and reviewed: pretty
/// printed, keys sorted, slashes not escaped, and a line break at the end.
///
/// ``verify(_:)`` compares the value's encoding with the file. It writes the
/// file instead, and says so, when the file does not exist yet or when the
/// environment variable `TRANSITIONKIT_RECORD` is `1`:
///
/// ```swift
/// let golden = GoldenFile(path: "Tests/Golden/app-flow.json")
/// switch try golden.verify(window.snapshot) {
/// case .matched: break
/// case .recorded(let reason): print("Recorded \(golden.path): \(reason)")
/// case .mismatched(let diff): print(diff)
/// }
/// ```
///
/// In Swift Testing, ``expectGolden(_:file:sourceLocation:)`` does this and
/// records an issue on a mismatch.
public struct GoldenFile: Sendable, Hashable {
  /// What comparing a value with a golden file did.
  public enum Outcome: Sendable, Hashable {
    /// The file holds the value's encoding.
    case matched
    /// The file was written with the value's encoding, for a reason.
    case recorded(RecordingReason)
    /// The file holds something else: the diff from the file (expected) to
    /// the value's encoding (actual).
    case mismatched(HierarchyDiff)
  }

  /// Why a golden file was written rather than compared.
  public enum RecordingReason: Sendable, Hashable {
    /// There was no file yet.
    case fileWasMissing
    /// The environment variable ``GoldenFile/recordingVariable`` is `1`.
    case recordingRequested
  }

  /// The environment variable that re-records golden files when it is `1`:
  /// `TRANSITIONKIT_RECORD`.
  ///
  /// ```sh
  /// TRANSITIONKIT_RECORD=1 swift test
  /// ```
  public static let recordingVariable = "TRANSITIONKIT_RECORD"

  /// The file's path, absolute or relative to the current directory.
  public let path: String

  /// Creates a golden file at a path; the file need not exist.
  ///
  /// Golden files usually sit next to the test that uses them:
  ///
  /// ```swift
  /// let path = URL(filePath: #filePath).deletingLastPathComponent()
  ///   .appending(path: "Golden/app-flow.json").path
  /// ```
  ///
  /// - Parameter path: The file's path, absolute or relative to the current directory.
  public init(path: String) {
    self.path = path
  }

  /// Whether the environment asks to re-record golden files: whether
  /// ``recordingVariable`` is `1`.
  public static var isRecordingRequested: Bool {
    ProcessInfo.processInfo.environment[recordingVariable] == "1"
  }

  /// The stable JSON encoding of a value, as golden files hold it (without
  /// the final line break).
  ///
  /// - Parameter value: The value to encode, such as a snapshot or an event log.
  /// - Returns: Pretty-printed JSON with sorted keys and unescaped slashes.
  /// - Throws: The encoder's error when the value cannot be encoded.
  public static func encodedText(of value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// Compares a value's encoding with the file, or writes the file when it
  /// is missing or when ``isRecordingRequested``.
  ///
  /// Line breaks at the end of the file do not count.
  ///
  /// - Parameter value: The value to compare, such as a snapshot or an event log.
  /// - Returns: Whether the file matched, was recorded, or differs (with the diff).
  /// - Throws: The encoder's error, or the file system's when the file cannot
  ///   be read or written.
  public func verify(_ value: some Encodable) throws -> Outcome {
    try verify(text: Self.encodedText(of: value))
  }

  /// Compares a text with the file, or writes the file when it is missing or
  /// when ``isRecordingRequested``: for golden files that are not JSON, such
  /// as a ``Wireframe``'s SVG.
  ///
  /// Line breaks at the end of the file and of the text do not count.
  ///
  /// - Parameter text: The text to compare.
  /// - Returns: Whether the file matched, was recorded, or differs (with the diff).
  /// - Throws: The file system's error when the file cannot be read or written.
  public func verify(text: String) throws -> Outcome {
    let actual = String(text.reversed().drop { $0 == "\n" }.reversed())
    if Self.isRecordingRequested {
      try write(actual)
      return .recorded(.recordingRequested)
    }
    guard FileManager.default.fileExists(atPath: path) else {
      try write(actual)
      return .recorded(.fileWasMissing)
    }
    // A checkout may have turned the file's line endings into CRLF.
    let contents = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
    let expected = String(contents.reversed().drop { $0 == "\n" }.reversed())
    guard expected == actual else {
      return .mismatched(HierarchyDiff(expected: expected, actual: actual))
    }
    return .matched
  }

  /// Writes an encoding to the file, creating its folder if needed.
  private func write(_ text: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data((text + "\n").utf8).write(to: url, options: .atomic)
  }
}
