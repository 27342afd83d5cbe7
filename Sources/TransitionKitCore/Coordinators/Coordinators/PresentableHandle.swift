/// An unretained link to one of the library's coordinators, which the
/// coordinator clears as its `deinit` begins: what its node and the
/// controllers it owns hold instead of weak references, which would give the
/// coordinator a side table and make every retain and release of it slow
/// (see ``LifetimeHandle``). While a subclass's own `deinit` body runs, before
/// the library's, the link still reads the coordinator.
final class PresentableHandle: @unchecked Sendable {
  /// The coordinator, until its `deinit` begins. Written by the coordinator only.
  nonisolated(unsafe) unowned(unsafe) var presentable: (any Presentable)?

  nonisolated init() {}
}

extension CoordinatorNodeOwner where Self: Router {
  /// Makes the coordinator's handle read it and hands the handle to its
  /// node; a window coordinator's initializer calls it once its properties
  /// are set (``Coordinator`` does the same work inline, see its `didInitialize()`).
  func linkHandle() {
    presentableHandle.presentable = self
    coordinatorNode.ownerHandle = presentableHandle
  }

  /// Performs the coordinator's initial route without animation, from its
  /// initializer; its error, if it fails, goes to `recordFailure`.
  ///
  /// The completion reaches the coordinator through its handle: a weak
  /// capture would give it a side table.
  func performInitialRoute(
    _ route: Route, recordFailure: @escaping @MainActor (Self, TransitionError) -> Void
  ) {
    // Creating the coordinator again performs it again: it is not saved for restoration.
    RestorationRecording.initialRoute {
      let handle = presentableHandle
      trigger(route, with: TransitionOptions(animated: false)) { result in
        if case .failure(let error) = result, let coordinator = handle.presentable as? Self {
          recordFailure(coordinator, error)
        }
      }
    }
  }
}

extension PresentableHandle {
  /// The handle of a presentable that is one of the library's coordinators;
  /// `nil` for any other.
  @MainActor
  static func of(_ presentable: any Presentable) -> PresentableHandle? {
    CoordinatorNode.owner(of: presentable)?.presentableHandle
  }
}
