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

  /// The router this presentable offers for a route, if any: what deep
  /// links ask each presentable a transition put into the hierarchy, as
  /// XCoordinator's `router(for:)`.
  ///
  /// The default implementation (see ``Presentable/router(for:)-(R)``)
  /// answers with the presentable itself when it is a router of the route's
  /// type, and, for a controller, with the coordinator whose root it is.
  /// A presentable of your own may answer otherwise — a screen that forwards
  /// a route type to a router it holds, say:
  ///
  /// ```swift
  /// final class ArticleLink: Presentable {
  ///   let viewController: ViewController
  ///   let news: NewsCoordinator
  ///
  ///   init(viewController: ViewController, news: NewsCoordinator) {
  ///     self.viewController = viewController
  ///     self.news = news
  ///   }
  ///
  ///   func router<R: Sendable>(for route: R) -> StrongRouter<R>? {
  ///     news.router(for: route)
  ///   }
  /// }
  /// ```
  ///
  /// Like the routers, this requirement belongs to the coordinator layer:
  /// transitions only carry presentables.
  ///
  /// - Parameter route: A route.
  /// - Returns: The router for the route, or `nil` when this presentable offers none.
  func router<R: Sendable>(for route: R) -> StrongRouter<R>?

  /// Makes this presentable the root of a window, and makes the window key
  /// and visible, as XCoordinator's `setRoot(for:)` does.
  ///
  /// A controller becomes the window's root controller; a coordinator also
  /// stays alive as long as it is the window's root. The default
  /// implementation is ``setRoot(for:makeKeyAndVisible:)`` with `true`.
  ///
  /// ```swift
  /// let window = Window(name: "Main")
  /// try AppCoordinator().setRoot(for: window)   // the window shows the app
  /// ```
  ///
  /// - Parameter window: The window.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when the controller
  ///   is already somewhere in a hierarchy; nothing changed then.
  func setRoot(for window: Window) throws(TransitionError)

  /// Makes this presentable the root of a window and, when
  /// `makeKeyAndVisible` is `true`, makes the window key and visible.
  ///
  /// The default implementation sets the presentable's controller as the
  /// window's root; the library's coordinators and routers also keep
  /// themselves (or what they wrap) alive as the window's root. A
  /// presentable of your own that implements only ``setRoot(for:)`` gets
  /// the default implementation here.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - makeKeyAndVisible: Whether the window is made key and visible too.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when the controller
  ///   is already somewhere in a hierarchy; nothing changed then.
  func setRoot(for window: Window, makeKeyAndVisible: Bool) throws(TransitionError)
}

extension ViewController: Presentable {
  /// The controller itself.
  public var viewController: ViewController { self }
}

extension Presentable {
  /// Makes this presentable's controller the root of a window and, when
  /// `makeKeyAndVisible` is `true`, makes the window key and visible.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - makeKeyAndVisible: Whether the window is made key and visible too.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when the controller
  ///   is already somewhere in a hierarchy; nothing changed then.
  public func setRoot(for window: Window, makeKeyAndVisible: Bool) throws(TransitionError) {
    try window.setRootViewController(try controllerToPlace())
    if makeKeyAndVisible { window.makeKeyAndVisible() }
  }

  /// Makes this presentable the root of a window, and makes the window key
  /// and visible: ``setRoot(for:makeKeyAndVisible:)`` with `true`.
  ///
  /// - Parameter window: The window.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when the controller
  ///   is already somewhere in a hierarchy; nothing changed then.
  public func setRoot(for window: Window) throws(TransitionError) {
    try setRoot(for: window, makeKeyAndVisible: true)
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
    // A controller stands for itself: no conformance to look up (a class
    // cast is far cheaper than a protocol one).
    if let controller = self as? ViewController { return controller }
    // Asked once per type: most presentables here are coordinators, whose
    // failed cast would walk their superclasses' conformances every time.
    if releasablePresentables.conforms(type(of: self)), let releasable = self as? any ReleasablePresentable,
      releasable.isReleased
    {
      throw .routerDeallocated
    }
    return viewController
  }
}

/// Whether a type is a ``ReleasablePresentable``, remembered per type.
@MainActor
private let releasablePresentables = ConformanceMemo { $0 is any ReleasablePresentable.Type }

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
