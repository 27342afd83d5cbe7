import Foundation
import Testing
import TransitionKitCore
import TransitionKitTesting
import XCTest

/// An untitled navigation controller showing [Home, Detail], in no window.
@MainActor
private func homeNavigation() throws -> NavigationController {
  let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
  try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
  return navigation
}

/// A visible window "Main" showing ``homeNavigation()``.
@MainActor
private func homeWindow() throws -> (Window, NavigationController) {
  let navigation = try homeNavigation()
  let window = Window(name: "Main")
  try window.setRootViewController(navigation)
  window.makeKeyAndVisible()
  return (window, navigation)
}

/// The window of ``homeWindow()`` as it prints.
private let homeTree = """
  Window "Main" (key, visible)
  └─ root: NavigationController · visible
     ├─ [0]: ViewController "Home"
     └─ [1]: ViewController "Detail" · visible
  """

/// The diff between ``homeTree`` with "Detail" and the same tree with "Article" instead.
private let detailToArticleDiff = """
  Expected (-) vs actual (+):
    Window "Main" (key, visible)
    └─ root: NavigationController · visible
       ├─ [0]: ViewController "Home"
  -    └─ [1]: ViewController "Detail" · visible
  +    └─ [1]: ViewController "Article" · visible
  """

/// The issues a known-issue matcher saw.
private final class SeenIssues: @unchecked Sendable {
  private let lock = NSLock()
  private var issues: [Issue] = []

  func append(_ issue: Issue) {
    lock.withLock { issues.append(issue) }
  }

  var count: Int { lock.withLock { issues.count } }
}

/// Runs `body`, which must record exactly one issue, at `line`, whose
/// comment is `comment`, and returns what `body` returns.
@MainActor
@discardableResult
private func expectOneIssue(atLine line: Int, comment: String, _ body: () -> Bool) -> Bool {
  let seen = SeenIssues()
  var result = true
  withKnownIssue {
    result = body()
  } matching: { issue in
    seen.append(issue)
    return issue.sourceLocation?.line == line && issue.comments.map(\.rawValue) == [comment]
  }
  #expect(seen.count == 1)
  return result
}

@Suite @MainActor struct HierarchyAssertionTests {
  // MARK: Passing

  @Test func matchingWindowRecordsNoIssue() throws {
    let (window, _) = try homeWindow()
    #expect(expectHierarchy(window, equals: window.snapshot))
    #expect(expectHierarchy(window, matches: "Nav[Home, Detail]"))
    #expect(expectHierarchy(window, matches: " Nav[ Home,Detail ] "))
    #expect(expectHierarchy(window, printsAs: homeTree))
    #expect(expectHierarchy(window, printsAs: "\n" + homeTree + "   \n\n"))
  }

  @Test func matchingControllerRecordsNoIssue() throws {
    let navigation = try homeNavigation()
    #expect(expectHierarchy(navigation, equals: navigation.snapshot))
    #expect(expectHierarchy(navigation, matches: "Nav[Home, Detail]"))
    #expect(
      expectHierarchy(
        navigation,
        printsAs: """
          root: NavigationController
          ├─ [0]: ViewController "Home"
          └─ [1]: ViewController "Detail"
          """))
  }

  // MARK: Failing, at the caller's line

  @Test func differentSnapshotRecordsTheDiffAtTheCallersLine() throws {
    let (window, navigation) = try homeWindow()
    let expected = window.snapshot
    navigation.topViewController?.title = "Article"
    let diff = detailToArticleDiff + "\nThe expected and actual wireframes are attached as hierarchy-mismatch.svg."
    let passed = expectOneIssue(atLine: #line, comment: diff) { expectHierarchy(window, equals: expected) }
    #expect(!passed)
  }

  @Test func differentCompactFormRecordsWhereTheFormsDifferAtTheCallersLine() throws {
    let (window, _) = try homeWindow()
    let comment = """
      Expected (-) vs actual (+) compact form, one controller a line:
        Nav
          Home
      -   Article
      +   Detail
          ^
      Actual compact: Nav[Home, Detail]
      """
    let compact = "Nav[Home, Article]"
    let passed = expectOneIssue(atLine: #line, comment: comment) { expectHierarchy(window, matches: compact) }
    #expect(!passed)
  }

  @Test func differentPrintedTreeRecordsTheDiffAtTheCallersLine() throws {
    let (window, _) = try homeWindow()
    let tree = homeTree.replacingOccurrences(of: "Detail", with: "Article")
    let diff = """
      Expected (-) vs actual (+):
        Window "Main" (key, visible)
        └─ root: NavigationController · visible
           ├─ [0]: ViewController "Home"
      -    └─ [1]: ViewController "Article" · visible
      +    └─ [1]: ViewController "Detail" · visible
      """
    let passed = expectOneIssue(atLine: #line, comment: diff) { expectHierarchy(window, printsAs: tree) }
    #expect(!passed)
  }

  @Test func differentControllerHierarchyRecordsAtTheCallersLine() throws {
    let navigation = try homeNavigation()
    let expected = navigation.snapshot
    try navigation.popViewController(animated: false)
    let diff = """
      Expected (-) vs actual (+):
        root: NavigationController
      - ├─ [0]: ViewController "Home"
      - └─ [1]: ViewController "Detail"
      + └─ [0]: ViewController "Home"
      """
    let compact = """
      Expected (-) vs actual (+) compact form, one controller a line:
        Nav
          Home
      -   Detail
          ^
      Actual compact: Nav[Home]
      """
    let tree = """
      root: NavigationController
      ├─ [0]: ViewController "Home"
      └─ [1]: ViewController "Detail"
      """
    let attached = "\nThe expected and actual wireframes are attached as hierarchy-mismatch.svg."
    expectOneIssue(atLine: #line, comment: diff + attached) { expectHierarchy(navigation, equals: expected) }
    expectOneIssue(atLine: #line, comment: compact) { expectHierarchy(navigation, matches: "Nav[Home, Detail]") }
    expectOneIssue(atLine: #line, comment: diff) { expectHierarchy(navigation, printsAs: tree) }
  }
}

/// `XCTAssertHierarchy` in an XCTest case, its failures captured (on Linux)
/// to check their messages, files and lines.
final class XCTestHierarchyAssertionTests: FailureCapturingTestCase {
  @MainActor func testMatchingHierarchyReportsNoFailure() async throws {
    let (window, navigation) = try homeWindow()
    let reported = failures {
      XCTAssertHierarchy(window, equals: window.snapshot)
      XCTAssertHierarchy(window, matches: "Nav[Home, Detail]")
      XCTAssertHierarchy(window, printsAs: homeTree)
      XCTAssertHierarchy(navigation, equals: navigation.snapshot)
      XCTAssertHierarchy(navigation, matches: "Nav[Home,Detail]")
    }
    XCTAssertEqual(reported, [])
  }

  #if os(Linux)
    @MainActor func testDifferentHierarchyFailsAtTheCallersFileAndLine() async throws {
      let (window, navigation) = try homeWindow()
      let expected = window.snapshot
      navigation.topViewController?.title = "Article"
      let file = #filePath
      let (line1, failures1) = (#line, failures { XCTAssertHierarchy(window, equals: expected) })
      let (line2, failures2) = (#line, failures { XCTAssertHierarchy(window, matches: "Nav[Home, Detail]") })
      let (line3, failures3) = (#line, failures { XCTAssertHierarchy(navigation, matches: "Nav[Home, Detail]") })
      let (line4, failures4) = (#line, failures { XCTAssertHierarchy(window, printsAs: homeTree) })
      let compact = """
        Expected (-) vs actual (+) compact form, one controller a line:
          Nav
            Home
        -   Detail
        +   Article
            ^
        Actual compact: Nav[Home, Article]
        """
      let diff = detailToArticleDiff
      // The diff, then the path of the file the pictures were written to.
      let picturesMarker = "\nThe expected and actual wireframes: "
      let picturesPath = failures1.first?.description.components(separatedBy: picturesMarker).last ?? ""
      XCTAssertTrue(picturesPath.hasSuffix(".svg"), picturesPath)
      XCTAssertEqual(
        failures1, [Failure(description: "failed - " + diff + picturesMarker + picturesPath, file: file, line: line1)])
      XCTAssertEqual(failures2, [Failure(description: "failed - " + compact, file: file, line: line2)])
      XCTAssertEqual(failures3, [Failure(description: "failed - " + compact, file: file, line: line3)])
      XCTAssertEqual(failures4, [Failure(description: "failed - " + diff, file: file, line: line4)])
    }
  #endif
}
