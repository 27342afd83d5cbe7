import TransitionKitCore

/// A router that records the routes triggered on it, then passes them to the
/// router it wraps.
///
/// Give it to the code under test (or trigger on it yourself) in place of the
/// router it wraps; its ``recording`` holds the routes whose transitions did
/// not fail, in the order they were triggered. Routes a coordinator triggers
/// on itself or on other routers are not seen.
///
/// ```swift
/// let shop = RecordingRouter(try ShopCoordinator())
/// let app = try TestWindow(root: shop)
/// shop.trigger(.account)
/// shop.trigger(.closeCart)   // fails: nothing is presented
/// shop.trigger(.orders)
/// app.runAll()
/// #expect(shop.recording.routes == [.account, .orders])
/// ```
@MainActor
public final class RecordingRouter<Route: Sendable & Codable>: Router {
  /// The router the routes are passed to, held strongly.
  public let base: any Router<Route>
  /// The routes triggered so far, each with the number it was triggered under.
  private var entries: [(number: Int, route: Route)] = []
  private var triggerCount = 0

  /// Wraps a router, recording nothing yet.
  /// - Parameter router: The router the routes are passed to.
  public init(_ router: any Router<Route>) {
    base = router
  }

  /// The routes triggered so far, in order, without those whose transition
  /// failed: a failed transition changed nothing, so a replay leaves it out
  /// too. A route is recorded as soon as it is triggered, before its
  /// transition completes.
  public var recording: RouteRecording<Route> {
    RouteRecording(entries.map(\.route))
  }

  /// Forgets the routes recorded so far.
  public func clear() {
    entries.removeAll()
  }

  /// The wrapped router's controller.
  public var viewController: ViewController { base.viewController }

  /// Makes the wrapped router the root of a window.
  public func setRoot(for window: Window) throws(TransitionError) {
    try base.setRoot(for: window)
  }

  /// Records the route, then triggers it on the wrapped router; the route is
  /// dropped from the recording when its transition fails.
  public func contextTrigger(
    _ route: Route,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    triggerCount += 1
    let number = triggerCount
    entries.append((number, route))
    base.contextTrigger(route, with: options) { [weak self] result in
      if case .failure = result { self?.entries.removeAll { $0.number == number } }
      completion?(result)
    }
  }
}
