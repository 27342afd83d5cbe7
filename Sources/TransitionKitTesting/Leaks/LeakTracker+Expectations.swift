import Testing
import TransitionKitCore

/// Records an issue when any object the tracker tracks is still alive,
/// listing the survivors by title.
///
/// Call it once the objects should be gone: after the code that made them
/// returned, and after the test released its own references.
///
/// ```swift
/// let ((), tracker) = try LeakTracker.tracking { try runDetailFlow() }
/// expectNoLeaks(tracker)
/// ```
///
/// - Parameters:
///   - tracker: The tracker to check.
///   - sourceLocation: Where the issue is reported; the caller's line by default.
@MainActor
public func expectNoLeaks(_ tracker: LeakTracker, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let message = tracker.leakMessage else { return }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// Runs a body with a fresh ``LeakTracker`` installed, then records an issue
/// when anything the body made outlived it: the one-line leak check.
///
/// The check runs after the body returned, once its locals are gone. The
/// issue lists the survivors by title (a coordinator by its type name), in
/// the order they were made.
///
/// ```swift
/// @Test func aCleanFlowPassesTheOneLineCheck() throws {
///   try expectNoLeaks { try runDetailFlow() }
/// }
/// ```
///
/// - Parameters:
///   - sourceLocation: Where the issue is reported; the caller's line by default.
///   - body: The code whose controllers and coordinators must all be released.
/// - Throws: What the body throws (then nothing is checked).
@MainActor
public func expectNoLeaks(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void
) rethrows {
  let ((), tracker) = try LeakTracker.tracking(body)
  expectNoLeaks(tracker, sourceLocation: sourceLocation)
}

/// Runs an async body with a fresh ``LeakTracker`` installed, then records an
/// issue when anything the body made outlived it.
///
/// The async form of `expectNoLeaks(sourceLocation:_:)`. Before checking,
/// it lets the main actor run the work that was waiting for it (such as the
/// deinitializers of controllers released from another task), a few times.
///
/// - Parameters:
///   - sourceLocation: Where the issue is reported; the caller's line by default.
///   - body: The code whose controllers and coordinators must all be released.
/// - Throws: What the body throws (then nothing is checked).
@MainActor
public func expectNoLeaks(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void
) async rethrows {
  let ((), tracker) = try await LeakTracker.tracking(body)
  await tracker.waitForPendingReleases()
  expectNoLeaks(tracker, sourceLocation: sourceLocation)
}
