/// Receives every controller and coordinator made while it is installed
/// (the seam the testing module's leak checks use).
@MainActor
package protocol InstanceTracker: AnyObject, Sendable {
  /// Called once for each controller or coordinator made.
  func didCreate(_ instance: AnyObject, name: @autoclosure () -> String)
}

/// Where the library reports the controllers and coordinators it makes.
package enum InstanceTracking {
  /// The tracker of the current task, if any: each test can install its own
  /// (with ``withTracker(_:_:)``).
  package static var tracker: (any InstanceTracker)? { installed }
  /// The storage of ``tracker``, installed only by ``withTracker(_:_:)``,
  /// which keeps ``installedCount``.
  @TaskLocal private static var installed: (any InstanceTracker)?

  /// How many trackers are installed, in any task. While none is, a new
  /// controller or coordinator does not read ``tracker``: a task-local
  /// value's lookup cost every controller's creation a few hundred
  /// instructions. Kept on the main actor, where every controller and
  /// coordinator is made, so that a scope that began is seen by what its
  /// body makes.
  @MainActor @exclusivity(unchecked) package private(set) static var installedCount = 0

  /// The tracker a new controller or coordinator reports to, if any.
  @MainActor @inline(__always) package static var current: (any InstanceTracker)? {
    installedCount > 0 ? installed : nil
  }

  /// Runs a body with a tracker installed for its task.
  @MainActor
  package static func withTracker<T>(_ tracker: any InstanceTracker, _ body: () throws -> T) rethrows -> T {
    installedCount += 1
    defer { installedCount -= 1 }
    return try $installed.withValue(tracker, operation: body)
  }

  /// Runs an async body with a tracker installed for its task and the child
  /// tasks it awaits; the body runs on `isolation`, and the count of
  /// installed trackers is kept on the main actor.
  package static func withTracker<T>(
    _ tracker: any InstanceTracker,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> T
  ) async rethrows -> T {
    await MainActor.run { installedCount += 1 }
    do {
      let result = try await $installed.withValue(tracker, operation: body, isolation: isolation)
      await MainActor.run { installedCount -= 1 }
      return result
    } catch {
      await MainActor.run { installedCount -= 1 }
      throw error
    }
  }
}
