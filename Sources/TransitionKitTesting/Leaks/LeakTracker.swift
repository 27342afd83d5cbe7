import TransitionKitCore

/// Remembers, without keeping them alive, the controllers and coordinators
/// made while it is installed, so that a test can check that all of them were
/// released.
///
/// Most tests need only the one-line check `expectNoLeaks(sourceLocation:_:)`,
/// which installs a fresh tracker around a body and checks it once the body
/// returned:
///
/// ```swift
/// @Test func aPushedDetailIsReleasedAfterBack() throws {
///   try expectNoLeaks {
///     let coordinator = DetailCoordinator()
///     let app = try TestWindow(root: coordinator)
///     coordinator.trigger(.detail)
///     app.runAll()
///     try app.tapBackButton()
///   }
/// }
/// ```
///
/// To look at the tracker yourself, install it with
/// `tracking(_:)` and read ``survivors`` once everything the body
/// made should be gone.
///
/// The tracker is installed as a task-local value: only controllers and
/// coordinators made by the body's task (and the tasks it starts, other than
/// detached ones) are tracked, so tests running in parallel do not see each
/// other's objects. A tracker installed inside another one also reports to the
/// outer one.
@MainActor
public final class LeakTracker: InstanceTracker {
  /// One tracked object: held weakly, with the name it is reported by.
  private struct Entry {
    weak var object: AnyObject?
    let name: String
  }

  private var entries: [Entry] = []
  /// The tracker that was installed when this one was, told about every object too.
  private let enclosing: (any InstanceTracker)?

  /// Creates a tracker that tracks nothing yet.
  ///
  /// It tracks the objects you pass to ``track(_:name:)``; to track every
  /// controller and coordinator made by some code, run that code in
  /// `tracking(_:)` instead.
  public init() {
    enclosing = nil
  }

  /// Creates a tracker that also tells another tracker about every object.
  private nonisolated init(enclosing: (any InstanceTracker)?) {
    self.enclosing = enclosing
  }

  /// Tracks a controller or coordinator the library just made.
  package func didCreate(_ instance: AnyObject, name: @autoclosure () -> String) {
    let name = name()
    track(instance, name: name)
    enclosing?.didCreate(instance, name: name)
  }

  /// Tracks one more object, such as a view model or a data source.
  ///
  /// - Parameters:
  ///   - object: The object; the tracker holds it weakly.
  ///   - name: How ``survivors`` names it while it lives.
  public func track(_ object: AnyObject, name: String) {
    entries.append(Entry(object: object, name: name))
  }

  /// The number of objects tracked so far, released or not.
  public var trackedCount: Int { entries.count }

  /// The names of the tracked objects that are still alive, in the order they
  /// were made.
  ///
  /// A view controller is named by its current `ViewController/displayName`
  /// (its title, or its type name); a coordinator by its type name; an object
  /// given to ``track(_:name:)`` by the name given there.
  public var survivors: [String] {
    entries.compactMap { entry in
      guard let object = entry.object else { return nil }
      return (object as? ViewController)?.displayName ?? entry.name
    }
  }

  /// Runs a body with a fresh tracker installed, and returns the body's result
  /// with the tracker.
  ///
  /// Every controller and coordinator the body makes is tracked. Read the
  /// tracker's ``survivors`` once the objects should be gone; the body's own
  /// locals are released when it returns, but anything its result holds stays
  /// alive as long as the result does.
  ///
  /// ```swift
  /// let ((), tracker) = try LeakTracker.tracking {
  ///   try runDetailFlow()
  /// }
  /// #expect(tracker.survivors == [])
  /// ```
  ///
  /// - Parameter body: The code whose objects to track.
  /// - Returns: The body's result, and the tracker.
  /// - Throws: What the body throws.
  public static func tracking<T>(_ body: () throws -> T) rethrows -> (T, LeakTracker) {
    let tracker = LeakTracker(enclosing: InstanceTracking.tracker)
    let result = try InstanceTracking.withTracker(tracker) { try body() }
    return (result, tracker)
  }

  /// Runs an async body with a fresh tracker installed, and returns the body's
  /// result with the tracker.
  ///
  /// The async form of `tracking(_:)`: controllers and coordinators made by
  /// the body's task, and by child tasks it awaits, are tracked; those made
  /// after the body returned, by a task it started and did not await, are
  /// not. The body runs on the caller's actor.
  ///
  /// ```swift
  /// let ((), tracker) = try await LeakTracker.tracking {
  ///   try await coordinator.trigger(.detail, with: TransitionOptions(animated: false))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the body runs on; the caller's by default.
  ///   - body: The code whose objects to track.
  /// - Returns: The body's result, and the tracker.
  /// - Throws: What the body throws.
  public static func tracking<T>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> T
  ) async rethrows -> (T, LeakTracker) {
    let tracker = LeakTracker(enclosing: InstanceTracking.tracker)
    let result = try await InstanceTracking.withTracker(tracker, isolation: isolation, body)
    return (result, tracker)
  }
}

extension LeakTracker {
  /// The message of a leak failure: how many objects survived, and their
  /// names; `nil` when none did.
  var leakMessage: String? {
    let survivors = survivors
    guard !survivors.isEmpty else { return nil }
    let names = survivors.map { "'\($0)'" }.joined(separator: ", ")
    let noun = trackedCount == 1 ? "object" : "objects"
    return "\(survivors.count) of \(trackedCount) tracked \(noun) outlived the test: \(names)"
  }

  /// Lets the main actor run the work that was waiting for it (such as the
  /// deinitializers of controllers released from another task), a few
  /// times, or until nothing tracked survives.
  func waitForPendingReleases() async {
    var yields = 0
    while !survivors.isEmpty, yields < 10 {
      await Task.yield()
      yields += 1
    }
  }
}
