import TransitionKitCore

/// The routes triggered on a router, in order: a value that can be saved and
/// replayed on a fresh coordinator tree, to check that the routes alone
/// rebuild the same screens (state restoration, for tests).
///
/// Record with a ``RecordingRouter``; encode the recording (it is `Codable`)
/// to keep it; replay it with ``replay(on:)`` or
/// ``replayedSnapshot(on:windowName:)``:
///
/// ```swift
/// let shop = RecordingRouter(try ShopCoordinator())
/// let app = try TestWindow(root: shop)
/// shop.trigger(.product(3))
/// shop.trigger(.cart)
/// app.runAll()
///
/// let saved = try JSONEncoder().encode(shop.recording)
/// let recording = try JSONDecoder().decode(RouteRecording<ShopRoute>.self, from: saved)
/// let restored = try await recording.replayedSnapshot(on: ShopCoordinator())
/// #expect(restored == app.snapshot)
/// ```
public struct RouteRecording<Route: Sendable & Codable>: Codable {
  /// The routes, oldest first.
  public var routes: [Route]

  /// Creates a recording of routes.
  /// - Parameter routes: The routes, oldest first.
  public init(_ routes: [Route] = []) {
    self.routes = routes
  }

  /// Triggers each route on a router, in order and without animation, each
  /// once the previous one's transition completed.
  ///
  /// - Parameter router: The router, usually the root coordinator of a fresh tree.
  /// - Throws: The error of the first route whose transition fails; the
  ///   routes after it are not triggered.
  @MainActor
  public func replay(on router: some Router<Route>) async throws(TransitionError) {
    for route in routes {
      try await router.trigger(route, with: TransitionOptions(animated: false))
    }
  }

  /// Replays the routes on a fresh tree shown in a fresh window, and returns
  /// the window's snapshot once every route completed.
  ///
  /// The window is key and visible, as a ``TestWindow`` is, so the snapshot
  /// can be compared with the snapshot of the recorded run when both windows
  /// have the same name.
  ///
  /// ```swift
  /// let restored = try await recording.replayedSnapshot(on: ShopCoordinator())
  /// #expect(restored == app.snapshot)
  /// ```
  ///
  /// - Parameters:
  ///   - root: The root router of a fresh tree, usually a coordinator made
  ///     for the replay; the window shows it.
  ///   - windowName: The name of the fresh window.
  /// - Returns: The snapshot of the fresh window after the replay.
  /// - Throws: `TransitionError/alreadyInHierarchy(_:)` when the root's
  ///   controller is already in a hierarchy, or the error of the first route
  ///   that fails.
  @MainActor
  public func replayedSnapshot(
    on root: some Router<Route>,
    windowName: String = "Main"
  ) async throws(TransitionError) -> HierarchySnapshot {
    let window = Window(name: windowName)
    try root.setRoot(for: window)
    window.makeKeyAndVisible()
    try await replay(on: root)
    return window.snapshot
  }
}

extension RouteRecording: Sendable {}

extension RouteRecording: Equatable where Route: Equatable {}

extension RouteRecording: Hashable where Route: Hashable {}
