import Foundation
import Testing
import TransitionKitCore
import TransitionKitTesting
import XCTest

@Suite @MainActor struct WireframeComparisonTests {
  @Test func theControllersThatDifferAreOutlinedOnEachSide() throws {
    let window = try PictureFixtures.navigation()  // News[Home, Detail]
    let expected = window.snapshot
    let navigation = try #require(window.rootViewController as? NavigationController)
    try navigation.popViewController(animated: false)  // News[Home]
    let comparison = WireframeComparison(expected: Wireframe(expected), actual: Wireframe(window: window))
    // Indices in allControllers: 0 the stack, 1 Home, 2 Detail. The stack's
    // children differ in number; Home is visible only in the actual tree;
    // Detail is only in the expected one.
    #expect(comparison.differences.expected == [0, 1, 2])
    #expect(comparison.differences.actual == [0, 1])
    #expect(comparison.hasDifferences)
    let parsed = try #require(ParsedXML.parse(comparison.svg))
    #expect(parsed.texts(of: "text").prefix(2) == ["Expected", "Actual"])
    #expect(parsed.texts(of: "text").last == "Differences outlined in red.")
    // Home is not drawn on the expected side: the stack is outlined there,
    // and Detail's nearest drawn controller is itself. Both are drawn on the actual side.
    #expect(parsed.elements(where: "class", is: "difference").count == 2 + 2)
  }

  @Test func equalTreesHaveNoOutlines() throws {
    let window = try PictureFixtures.tabsWithSheet()
    let comparison = WireframeComparison(expected: Wireframe(window.snapshot), actual: Wireframe(window: window))
    #expect(!comparison.hasDifferences)
    let parsed = try #require(ParsedXML.parse(comparison.svg))
    #expect(parsed.elements(where: "class", is: "difference").isEmpty)
    #expect(parsed.texts(of: "text").prefix(2) == ["Expected", "Actual"])
    #expect(parsed.texts(of: "text").last == "No differences.")
  }

  @Test func aControllerPresentedOnOneSideOnlyIsOutlinedWithEverythingBelowIt() throws {
    let window = try PictureFixtures.tabsWithSheet()
    let actual = window.snapshot
    let tabs = try #require(window.rootViewController)
    try tabs.dismiss(animated: false)
    let comparison = WireframeComparison(expected: Wireframe(window.snapshot), actual: Wireframe(actual))
    // Actual: 0 tabs, 1 Home stack, 2 Feed, 3 People stack, 4 Users, 5 Compose (presented).
    // The tabs present on one side only; Compose exists on one side only;
    // Feed and the Home stack stay visible under a sheet, so they are equal.
    #expect(comparison.differences.actual == [0, 5])
    #expect(comparison.differences.expected == [0])
  }

  @Test func aFailedExpectationAttachesTheWireframes() throws {
    let window = try PictureFixtures.navigation()
    let expected = window.snapshot
    let navigation = try #require(window.rootViewController as? NavigationController)
    navigation.topViewController?.title = "Article"
    withKnownIssue {
      #expect(!expectHierarchy(window, equals: expected))
    } matching: { issue in
      issue.comments.contains { comment in
        comment.rawValue.hasSuffix("\nThe expected and actual wireframes are attached as hierarchy-mismatch.svg.")
          && comment.rawValue.contains("+    └─ [1]: ViewController \"Article\"")
      }
    }
  }
}

#if os(Linux)
  /// XCTest's hierarchy assertions write the pictures of a failure to a
  /// file and name it in the message.
  final class XCTestFailurePictureTests: FailureCapturingTestCase {
    @MainActor func testAFailureWritesTheWireframesAndNamesTheFile() async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let reported = try withPicturesDirectory(folder.path) {
        let window = try PictureFixtures.navigation()
        let expected = window.snapshot
        (window.rootViewController as? NavigationController)?.topViewController?.title = "Article"
        return failures { XCTAssertHierarchy(window, equals: expected) }
      }
      XCTAssertEqual(reported.count, 1)
      let message = try XCTUnwrap(reported.first?.description)
      let marker = "\nThe expected and actual wireframes: "
      let range = try XCTUnwrap(message.range(of: marker))
      let path = String(message[range.upperBound...])
      XCTAssertTrue(path.hasPrefix(folder.path + "/hierarchy-mismatch-"), path)
      XCTAssertTrue(path.hasSuffix(".svg"), path)
      let svg = try String(contentsOfFile: path, encoding: .utf8)
      let parsed = try XCTUnwrap(ParsedXML.parse(svg))
      // Detail became Article: on each side, that controller is outlined.
      XCTAssertEqual(parsed.elements(where: "class", is: "difference").count, 2)
      XCTAssertTrue(parsed.texts(of: "text").contains("Article"))
      XCTAssertTrue(parsed.texts(of: "text").contains("Detail"))
    }

    @MainActor func testAFolderThatCannotBeWrittenStillFailsWithTheDiff() async throws {
      let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("blocker-\(UUID().uuidString)")
      try Data("a file, not a folder".utf8).write(to: blocker)
      defer { try? FileManager.default.removeItem(at: blocker) }
      let reported = try withPicturesDirectory(blocker.appendingPathComponent("inside").path) {
        let window = try PictureFixtures.navigation()
        let expected = window.snapshot
        (window.rootViewController as? NavigationController)?.topViewController?.title = "Article"
        return failures { XCTAssertHierarchy(window, equals: expected) }
      }
      XCTAssertEqual(reported.count, 1)
      let message = try XCTUnwrap(reported.first?.description)
      XCTAssertTrue(message.contains("\nThe expected and actual wireframes could not be written: "), message)
      XCTAssertTrue(message.contains("+    └─ [1]: ViewController \"Article\""), message)
      XCTAssertEqual(try String(contentsOf: blocker, encoding: .utf8), "a file, not a folder")
    }

    /// Runs `body` with the pictures' folder set, then sets it back.
    @MainActor
    private func withPicturesDirectory<Result>(_ path: String, _ body: () throws -> Result) throws -> Result {
      let before = getenv(WireframeComparison.directoryVariable).map { String(cString: $0) }
      setenv(WireframeComparison.directoryVariable, path, 1)
      defer {
        if let before {
          setenv(WireframeComparison.directoryVariable, before, 1)
        } else {
          unsetenv(WireframeComparison.directoryVariable)
        }
      }
      return try body()
    }
  }
#endif
