import Foundation
import Testing
import TransitionKitTesting

/// Golden files of text, such as a wireframe's SVG.
@Suite struct GoldenTextTests {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("GoldenText-\(UUID().uuidString)")

  @Test func aMissingFileIsRecordedThenMatchedAndADifferentTextShowsTheLines() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("picture.svg").path
    let golden = GoldenFile(path: path)
    let recording = GoldenFile.isRecordingRequested
    #expect(
      try golden.verify(text: "<svg>\n<rect/>\n</svg>\n")
        == .recorded(recording ? .recordingRequested : .fileWasMissing))
    // Written as given, with one final line break.
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg>\n<rect/>\n</svg>\n")
    guard !recording else { return }
    // Line breaks at the end do not count.
    #expect(try golden.verify(text: "<svg>\n<rect/>\n</svg>") == .matched)
    let outcome = try golden.verify(text: "<svg>\n<circle/>\n</svg>")
    #expect(
      outcome == .mismatched(HierarchyDiff(expected: "<svg>\n<rect/>\n</svg>", actual: "<svg>\n<circle/>\n</svg>")))
    // A mismatch changes nothing.
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg>\n<rect/>\n</svg>\n")
  }
}
