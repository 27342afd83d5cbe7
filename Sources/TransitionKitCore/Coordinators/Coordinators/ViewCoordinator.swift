/// A coordinator whose root is a plain ``ViewController``: its routes present,
/// embed and dismiss.
@MainActor
open class ViewCoordinator<Route: Sendable>: Coordinator<Route, ViewController> {
  /// Creates a view coordinator.
  /// - Parameters:
  ///   - rootViewController: The root controller (a new one by default).
  ///   - initialRoute: A route performed at once, without animation.
  public override init(rootViewController: ViewController = ViewController(), initialRoute: Route? = nil) {
    super.init(rootViewController: rootViewController, initialRoute: initialRoute)
  }
}
