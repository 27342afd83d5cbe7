import XCTest

/// An XCTest case that can capture the failures its assertions report,
/// instead of failing, to check their messages, files and lines.
///
/// swift-corelibs-xctest has no `XCTExpectFailure`, so on Linux the case
/// overrides `recordFailure(withDescription:inFile:atLine:expected:)`, which
/// `XCTFail` reports through. Elsewhere nothing is captured.
class FailureCapturingTestCase: XCTestCase {
  /// A failure an assertion reported.
  struct Failure: Equatable {
    var description: String
    var file: String
    var line: Int
  }

  private var capturedFailures: [Failure]?

  /// Runs `body` and returns the failures it reported, instead of failing the test.
  @MainActor
  func failures(_ body: () -> Void) -> [Failure] {
    capturedFailures = []
    defer { capturedFailures = nil }
    body()
    return capturedFailures ?? []
  }

  /// Runs an async `body` and returns the failures it reported, instead of failing the test.
  @MainActor
  func asyncFailures(_ body: () async -> Void) async -> [Failure] {
    capturedFailures = []
    defer { capturedFailures = nil }
    await body()
    return capturedFailures ?? []
  }

  #if os(Linux)
    override func recordFailure(
      withDescription description: String,
      inFile filePath: String,
      atLine lineNumber: Int,
      expected: Bool
    ) {
      if capturedFailures != nil {
        capturedFailures?.append(Failure(description: description, file: filePath, line: lineNumber))
      } else {
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif
}
