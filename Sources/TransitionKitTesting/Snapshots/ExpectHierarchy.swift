import Testing
import TransitionKitCore

/// Expects a window's hierarchy to equal a snapshot, and records an issue
/// showing the difference when it does not.
///
/// The issue's comment is a ``HierarchyDiff`` of the printed trees: only
/// the branches that differ, expected lines prefixed `- `, actual lines `+ `.
/// The expected and actual wireframes, side by side with the differences
/// outlined (a ``WireframeComparison``), are attached to the test as
/// `hierarchy-mismatch.svg` (run `swift test --attachments-path FOLDER` to
/// keep them).
///
/// ```swift
/// expectHierarchy(window, equals: expected)
/// ```
///
/// - Parameters:
///   - window: The window whose snapshot is compared.
///   - expected: The snapshot the window should have.
///   - sourceLocation: Where the issue is reported; the caller's line by default.
/// - Returns: Whether the hierarchy is as expected.
@MainActor
@discardableResult
public func expectHierarchy(
  _ window: Window,
  equals expected: HierarchySnapshot,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let actual = window.snapshot
  return recordMismatch(
    HierarchyMismatch.message(actual: actual, equals: expected),
    pictures: WireframeComparison(expected: Wireframe(expected), actual: Wireframe(window: window)),
    at: sourceLocation)
}

/// Expects a window's hierarchy to have a compact form, and records an issue
/// showing where the forms differ when it does not.
///
/// Spaces do not count (see `HierarchySnapshot/matches(compact:)`). The
/// issue lays both forms out one controller a line and shows the lines that
/// differ, with their containers, a `^` under the first difference, and the
/// actual compact form last, ready to copy:
///
/// ```text
/// Expected (-) vs actual (+) compact form, one controller a line:
///   Nav
///     Home
/// -   Detail
/// +   Article
///     ^
/// Actual compact: Nav[Home, Article]
/// ```
///
/// ```swift
/// expectHierarchy(window, matches: "Tabs[*Nav[Home, Detail], Nav[Users]] ▸ sheet Nav[Settings]")
/// ```
///
/// - Parameters:
///   - window: The window whose snapshot is compared.
///   - compact: The compact form the window's snapshot should have (see
///     `HierarchySnapshot/compact`).
///   - sourceLocation: Where the issue is reported; the caller's line by default.
/// - Returns: Whether the hierarchy is as expected.
@MainActor
@discardableResult
public func expectHierarchy(
  _ window: Window,
  matches compact: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  recordMismatch(HierarchyMismatch.message(actual: window.snapshot, matches: compact), at: sourceLocation)
}

/// Expects a window's hierarchy to print as a tree, and records an issue
/// showing the difference when it does not.
///
/// Spaces at the ends of lines and blank lines before and after the tree do
/// not count, so the tree can be written as a multi-line string literal.
///
/// ```swift
/// expectHierarchy(
///   window,
///   printsAs: """
///     Window "Main" (key, visible)
///     └─ root: NavigationController "Nav" · visible
///        └─ [0]: ViewController "Home" · visible
///     """)
/// ```
///
/// - Parameters:
///   - window: The window whose printed snapshot is compared.
///   - tree: The tree the window's snapshot should print as (see
///     `HierarchySnapshot/description`).
///   - sourceLocation: Where the issue is reported; the caller's line by default.
/// - Returns: Whether the hierarchy is as expected.
@MainActor
@discardableResult
public func expectHierarchy(
  _ window: Window,
  printsAs tree: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  recordMismatch(HierarchyMismatch.message(actual: window.snapshot, printsAs: tree), at: sourceLocation)
}

/// Expects the hierarchy below a controller to equal a snapshot, and records
/// an issue showing the difference when it does not, with the expected and
/// actual wireframes attached as `hierarchy-mismatch.svg`.
///
/// - Parameters:
///   - root: The controller whose snapshot is compared.
///   - expected: The snapshot the controller should have.
///   - sourceLocation: Where the issue is reported; the caller's line by default.
/// - Returns: Whether the hierarchy is as expected.
@MainActor
@discardableResult
public func expectHierarchy(
  _ root: ViewController,
  equals expected: HierarchySnapshot,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let actual = root.snapshot
  return recordMismatch(
    HierarchyMismatch.message(actual: actual, equals: expected),
    pictures: WireframeComparison(expected: Wireframe(expected), actual: Wireframe(actual)), at: sourceLocation)
}

/// Expects the hierarchy below a controller to have a compact form, and
/// records an issue showing where the forms differ when it does not (see
/// `expectHierarchy(_:matches:sourceLocation:)` for a window).
///
/// - Parameters:
///   - root: The controller whose snapshot is compared.
///   - compact: The compact form the controller's snapshot should have.
///   - sourceLocation: Where the issue is reported; the caller's line by default.
/// - Returns: Whether the hierarchy is as expected.
@MainActor
@discardableResult
public func expectHierarchy(
  _ root: ViewController,
  matches compact: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  recordMismatch(HierarchyMismatch.message(actual: root.snapshot, matches: compact), at: sourceLocation)
}

/// Expects the hierarchy below a controller to print as a tree, and records
/// an issue showing the difference when it does not.
///
/// - Parameters:
///   - root: The controller whose printed snapshot is compared.
///   - tree: The tree the controller's snapshot should print as.
///   - sourceLocation: Where the issue is reported; the caller's line by default.
/// - Returns: Whether the hierarchy is as expected.
@MainActor
@discardableResult
public func expectHierarchy(
  _ root: ViewController,
  printsAs tree: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  recordMismatch(HierarchyMismatch.message(actual: root.snapshot, printsAs: tree), at: sourceLocation)
}

/// Records one issue with the message, if there is one, and attaches the
/// pictures when there are some.
private func recordMismatch(
  _ message: String?, pictures: @autoclosure () -> WireframeComparison? = nil, at sourceLocation: SourceLocation
) -> Bool {
  guard let message else { return true }
  if let comparison = pictures() {
    Attachment.record(comparison.svg, named: HierarchyMismatch.attachmentName, sourceLocation: sourceLocation)
    Issue.record(
      Comment(
        rawValue: message + "\nThe expected and actual wireframes are attached as \(HierarchyMismatch.attachmentName)."),
      sourceLocation: sourceLocation)
  } else {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
  return false
}
