/// Receives every controller and coordinator made while it is installed
/// (the seam the testing module's leak checks use).
@MainActor
package protocol InstanceTracker: AnyObject, Sendable {
  /// Called once for each controller or coordinator made.
  func didCreate(_ instance: AnyObject, name: @autoclosure () -> String)
}

/// Where the library reports the controllers and coordinators it makes.
package enum InstanceTracking {
  /// The tracker of the current task, if any: each test can install its own.
  @TaskLocal package static var tracker: (any InstanceTracker)?
}
