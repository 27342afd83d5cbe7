// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The assertions are named like XCTest's own (`XCTAssertEqual`).

#if canImport(XCTest)
  import TransitionKitCore
  import XCTest

  /// Asserts that no object a tracker tracks is still alive, failing with
  /// the survivors' names when one is: the XCTest form of
  /// `expectNoLeaks(_:sourceLocation:)`.
  ///
  /// Call it once the objects should be gone: after the code that made them
  /// returned, and after the test released its own references.
  ///
  /// ```swift
  /// let ((), tracker) = try LeakTracker.tracking { try runDetailFlow() }
  /// XCTAssertNoLeaks(tracker)
  /// ```
  ///
  /// - Parameters:
  ///   - tracker: The tracker to check.
  ///   - file: The file the failure is reported in; the caller's by default.
  ///   - line: The line the failure is reported at; the caller's by default.
  @MainActor
  public func XCTAssertNoLeaks(_ tracker: LeakTracker, file: StaticString = #filePath, line: UInt = #line) {
    guard let message = tracker.leakMessage else { return }
    XCTFail(message, file: file, line: line)
  }

  /// Runs a body with a fresh ``LeakTracker`` installed, then fails when
  /// anything the body made outlived it: the one-line leak check of XCTest.
  ///
  /// The check runs after the body returned, once its locals are gone. The
  /// failure lists the survivors by title (a coordinator by its type name),
  /// in the order they were made.
  ///
  /// ```swift
  /// @MainActor func testACleanFlowLeavesNothingBehind() async throws {
  ///   try XCTAssertNoLeaks { try runDetailFlow() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - file: The file the failure is reported in; the caller's by default.
  ///   - line: The line the failure is reported at; the caller's by default.
  ///   - body: The code whose controllers and coordinators must all be released.
  /// - Throws: What the body throws (then nothing is checked).
  @MainActor
  public func XCTAssertNoLeaks(
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () throws -> Void
  ) rethrows {
    let ((), tracker) = try LeakTracker.tracking(body)
    XCTAssertNoLeaks(tracker, file: file, line: line)
  }

  /// Runs an async body with a fresh ``LeakTracker`` installed, then fails
  /// when anything the body made outlived it.
  ///
  /// The async form of `XCTAssertNoLeaks(file:line:_:)`, for a body that
  /// awaits routes (through `TestWindow/run(clockLimit:idleLimit:_:)`, say).
  /// Before checking, it lets the main actor run the work that was waiting
  /// for it (such as the deinitializers of controllers released from another
  /// task), a few times.
  ///
  /// ```swift
  /// @MainActor func testAnArticleIsFreedAfterBack() async throws {
  ///   try await XCTAssertNoLeaks {
  ///     let app = try TestWindow(root: NewsCoordinator())
  ///     try await app.run { try await app.root.trigger(.article(42)) }
  ///     try app.tapBackButton()
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - file: The file the failure is reported in; the caller's by default.
  ///   - line: The line the failure is reported at; the caller's by default.
  ///   - body: The code whose controllers and coordinators must all be released.
  /// - Throws: What the body throws (then nothing is checked).
  @MainActor
  public func XCTAssertNoLeaks(
    file: StaticString = #filePath,
    line: UInt = #line,
    _ body: () async throws -> Void
  ) async rethrows {
    let ((), tracker) = try await LeakTracker.tracking(body)
    await tracker.waitForPendingReleases()
    XCTAssertNoLeaks(tracker, file: file, line: line)
  }
#endif
