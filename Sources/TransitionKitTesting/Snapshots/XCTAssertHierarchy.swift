// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The assertions are named like XCTest's own (`XCTAssertEqual`).

#if canImport(XCTest)
  import TransitionKitCore
  import XCTest

  /// Asserts that a window's hierarchy equals a snapshot, failing with the
  /// difference when it does not.
  ///
  /// The failure message is a ``HierarchyDiff`` of the printed trees: only the
  /// branches that differ, expected lines prefixed `- `, actual lines `+ `,
  /// then the path of an SVG file with the expected and actual wireframes
  /// side by side, the differences outlined (a ``WireframeComparison``,
  /// written to ``WireframeComparison/directory``).
  ///
  /// Like every assertion of the kit, it runs on the main actor. On Linux,
  /// call it from a test method that is `async` and isolated to the main
  /// actor: a synchronous test method isolated to the main actor crashes the
  /// whole test process there (see the *Testing navigation flows* article).
  ///
  /// ```swift
  /// final class NewsTests: XCTestCase {
  ///   @MainActor func testOpeningAnArticle() async throws {
  ///     XCTAssertHierarchy(window, equals: expected)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - window: The window whose snapshot is compared.
  ///   - expected: The snapshot the window should have.
  ///   - file: The file the failure is reported in; the caller's by default.
  ///   - line: The line the failure is reported at; the caller's by default.
  @MainActor
  public func XCTAssertHierarchy(
    _ window: Window,
    equals expected: HierarchySnapshot,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    guard let message = HierarchyMismatch.message(actual: window.snapshot, equals: expected) else { return }
    let comparison = WireframeComparison(expected: Wireframe(expected), actual: Wireframe(window: window))
    XCTFail(HierarchyMismatch.withPictures(message, writing: comparison), file: file, line: line)
  }

  /// Asserts that a window's hierarchy has a compact form, failing with
  /// where the forms differ when it does not.
  ///
  /// Spaces do not count (see `HierarchySnapshot/matches(compact:)`). The
  /// failure message lays both forms out one controller a line, shows the
  /// lines that differ with a `^` under the first difference, then the
  /// actual compact form (see `expectHierarchy(_:matches:sourceLocation:)`).
  ///
  /// - Parameters:
  ///   - window: The window whose snapshot is compared.
  ///   - compact: The compact form the window's snapshot should have (see
  ///     `HierarchySnapshot/compact`).
  ///   - file: The file the failure is reported in; the caller's by default.
  ///   - line: The line the failure is reported at; the caller's by default.
  @MainActor
  public func XCTAssertHierarchy(
    _ window: Window,
    matches compact: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    failOnMismatch(HierarchyMismatch.message(actual: window.snapshot, matches: compact), file: file, line: line)
  }

  /// Asserts that a window's hierarchy prints as a tree, failing with the
  /// difference when it does not.
  ///
  /// Spaces at the ends of lines and blank lines before and after the tree do
  /// not count.
  ///
  /// - Parameters:
  ///   - window: The window whose printed snapshot is compared.
  ///   - tree: The tree the window's snapshot should print as.
  ///   - file: The file the failure is reported in; the caller's by default.
  ///   - line: The line the failure is reported at; the caller's by default.
  @MainActor
  public func XCTAssertHierarchy(
    _ window: Window,
    printsAs tree: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    failOnMismatch(HierarchyMismatch.message(actual: window.snapshot, printsAs: tree), file: file, line: line)
  }

  /// Asserts that the hierarchy below a controller equals a snapshot, failing
  /// with the difference and the path of the expected and actual wireframes
  /// when it does not.
  ///
  /// - Parameters:
  ///   - root: The controller whose snapshot is compared.
  ///   - expected: The snapshot the controller should have.
  ///   - file: The file the failure is reported in; the caller's by default.
  ///   - line: The line the failure is reported at; the caller's by default.
  @MainActor
  public func XCTAssertHierarchy(
    _ root: ViewController,
    equals expected: HierarchySnapshot,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let actual = root.snapshot
    guard let message = HierarchyMismatch.message(actual: actual, equals: expected) else { return }
    let comparison = WireframeComparison(expected: Wireframe(expected), actual: Wireframe(actual))
    XCTFail(HierarchyMismatch.withPictures(message, writing: comparison), file: file, line: line)
  }

  /// Asserts that the hierarchy below a controller has a compact form, failing
  /// with where the forms differ when it does not.
  ///
  /// - Parameters:
  ///   - root: The controller whose snapshot is compared.
  ///   - compact: The compact form the controller's snapshot should have.
  ///   - file: The file the failure is reported in; the caller's by default.
  ///   - line: The line the failure is reported at; the caller's by default.
  @MainActor
  public func XCTAssertHierarchy(
    _ root: ViewController,
    matches compact: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    failOnMismatch(HierarchyMismatch.message(actual: root.snapshot, matches: compact), file: file, line: line)
  }

  /// Asserts that the hierarchy below a controller prints as a tree, failing
  /// with the difference when it does not.
  ///
  /// - Parameters:
  ///   - root: The controller whose printed snapshot is compared.
  ///   - tree: The tree the controller's snapshot should print as.
  ///   - file: The file the failure is reported in; the caller's by default.
  ///   - line: The line the failure is reported at; the caller's by default.
  @MainActor
  public func XCTAssertHierarchy(
    _ root: ViewController,
    printsAs tree: String,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    failOnMismatch(HierarchyMismatch.message(actual: root.snapshot, printsAs: tree), file: file, line: line)
  }

  /// Fails the current test with the message, if there is one.
  private func failOnMismatch(_ message: String?, file: StaticString, line: UInt) {
    guard let message else { return }
    XCTFail(message, file: file, line: line)
  }
#endif
