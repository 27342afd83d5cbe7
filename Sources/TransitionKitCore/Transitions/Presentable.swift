/// Anything that can be shown: a view controller, or (with the coordinators)
/// anything that owns one.
///
/// Transitions take presentables and report the ones they put into the
/// hierarchy (``Transition/presentables``), which is how deep links find the
/// next router.
@MainActor
public protocol Presentable: AnyObject, Sendable {
  /// The controller that is put into the hierarchy.
  var viewController: ViewController { get }

  /// Makes this presentable the root of a window.
  ///
  /// A controller becomes the window's root controller; a coordinator also
  /// stays alive as long as it is the window's root.
  ///
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when the controller
  ///   is already somewhere in a hierarchy.
  func setRoot(for window: Window) throws(TransitionError)
}

extension ViewController: Presentable {
  /// The controller itself.
  public var viewController: ViewController { self }
}

extension Presentable {
  /// Makes this presentable's controller the root of a window.
  ///
  /// - Parameter window: The window.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when the controller
  ///   is already somewhere in a hierarchy.
  public func setRoot(for window: Window) throws(TransitionError) {
    try window.setRootViewController(viewController)
  }
}

/// A presentable that can stand for something no longer there: a weak or
/// unowned router whose coordinator was released.
@MainActor
protocol ReleasablePresentable {
  /// Whether what it stands for is gone.
  var isReleased: Bool { get }
}

extension Presentable {
  /// The controller a transition puts into a tree for this presentable.
  ///
  /// - Throws: ``TransitionError/routerDeallocated`` for a weak or unowned
  ///   router whose coordinator is gone, instead of placing a stand-in.
  func controllerToPlace() throws(TransitionError) -> ViewController {
    if let releasable = self as? any ReleasablePresentable, releasable.isReleased { throw .routerDeallocated }
    return viewController
  }
}

extension Array where Element == any Presentable {
  /// The controllers transitions put into a tree for these presentables.
  /// - Throws: ``TransitionError/routerDeallocated`` as ``Presentable/controllerToPlace()`` does.
  @MainActor
  func controllersToPlace() throws(TransitionError) -> [ViewController] {
    var controllers: [ViewController] = []
    controllers.reserveCapacity(count)
    for presentable in self { controllers.append(try presentable.controllerToPlace()) }
    return controllers
  }
}
