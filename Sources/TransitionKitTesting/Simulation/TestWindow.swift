import TransitionKitCore

/// A key, visible window whose time moves only when the test says so, with
/// gestures that act on what is visible, as a user's fingers would.
///
/// The window's animations run on a `ManualAnimationDriver` (``clock``):
/// an animated change stays half-way until ``advance(by:)`` or ``runAll()``
/// moves time. The gestures (``tapBackButton()``, ``swipeBack(to:then:velocity:)``,
/// ``pullDownSheet(to:then:velocity:)``, ``tapTab(_:)``, ``swipePage(_:)``,
/// ``tapAlertButton(_:)``) go through the model, as a user's touches do, and
/// run their animations to the end before returning.
///
/// The test window is generic over its root, so ``root`` has the type the
/// test gave it: a coordinator's routes can be triggered on it directly.
///
/// ```swift
/// let app = try TestWindow(root: DetailCoordinator())   // Nav[Home]
/// app.root.trigger(.detail)                             // animated: waits for the clock
/// app.runAll()                                          // Nav[Home, Detail]
/// try app.swipeBack(to: 0.3, then: .cancel)             // Detail stays
/// try app.tapBackButton()                               // Nav[Home]
/// ```
///
/// ## What a gesture acts on
///
/// Each gesture acts on what a user can touch: the topmost presentation layer
/// of the window (the topmost presented controller's tree, or the root's tree
/// when nothing is presented). A back button or a tab bar under a sheet cannot
/// be reached, so a gesture refuses it rather than act on it. Within that
/// layer, the gesture acts on the deepest visible container of its kind (the
/// last one, when two are as deep, such as a split view's columns).
/// ``visibleViewController`` and ``screen(as:)`` look at the same layer.
///
/// A gesture with nothing to act on throws the closest `TransitionError`,
/// naming the frontmost visible controller (the window when nothing is
/// visible), and changes nothing.
///
/// ## Awaiting routes
///
/// An animated transition completes only when the test moves time, so
/// `try await router.trigger(route)` on its own waits for ever. Await it
/// through ``run(clockLimit:idleLimit:_:)``, which moves the clock while the
/// route waits, and throws a ``TestWindowError`` instead of hanging when the
/// route cannot finish:
///
/// ```swift
/// try await app.run { try await app.root.trigger(.detail) }
/// ```
///
/// Triggering without awaiting, then calling ``runAll()``, does the same for
/// a synchronous test.
@MainActor
public final class TestWindow<Root: Presentable> {
  /// The window: key and visible, its root set.
  public let window: Window
  /// The clock of the window's animations.
  public let clock: ManualAnimationDriver
  /// What the window shows: a controller, or a coordinator, which the test
  /// window keeps alive; typed as the test made it.
  public let root: Root

  /// Makes a key and visible window on a manual clock, showing a presentable.
  ///
  /// ```swift
  /// let app = try TestWindow(root: NewsCoordinator())
  /// app.root.trigger(.article(42))               // app.root is a NewsCoordinator
  /// ```
  ///
  /// - Parameters:
  ///   - root: The window's root: a controller, or a coordinator (kept alive
  ///     as long as this test window).
  ///   - name: The window's name, shown in snapshots.
  ///   - framesPerSecond: The clock's frame rate.
  /// - Throws: `TransitionError/alreadyInHierarchy(_:)` when the root's
  ///   controller is already in a hierarchy.
  public init(root: Root, name: String = "Main", framesPerSecond: Int = 60) throws(TransitionError) {
    let window = Window(name: name)
    let clock = ManualAnimationDriver(framesPerSecond: framesPerSecond)
    window.animationDriver = clock
    try root.setRoot(for: window)
    window.makeKeyAndVisible()
    self.window = window
    self.clock = clock
    self.root = root
  }

  /// Makes a key and visible window on a manual clock, and a presentable
  /// that acts on that window itself — typically a `WindowCoordinator`,
  /// which sets the window's root from its routes.
  ///
  /// ```swift
  /// let app = TestWindow { window in AppCoordinator(window: window, initialRoute: .login) }
  /// app.root.trigger(.home)                      // app.root is an AppCoordinator
  /// ```
  ///
  /// - Parameters:
  ///   - name: The window's name, shown in snapshots.
  ///   - framesPerSecond: The clock's frame rate.
  ///   - makeRoot: Makes the presentable for the new window (kept alive as
  ///     long as this test window). It runs after the window has its clock.
  public init(
    name: String = "Main",
    framesPerSecond: Int = 60,
    makeRoot: (Window) -> Root
  ) {
    let window = Window(name: name)
    let clock = ManualAnimationDriver(framesPerSecond: framesPerSecond)
    window.animationDriver = clock
    window.makeKeyAndVisible()
    self.window = window
    self.clock = clock
    self.root = makeRoot(window)
  }

  /// A snapshot of the window and its whole tree, as it is now.
  public var snapshot: HierarchySnapshot { window.snapshot }

  /// Moves time until no animation runs: every pending transition completes
  /// (an interactive transition still held by hand stays where it is).
  public func runAll() {
    clock.runUntilIdle()
  }

  /// Moves time forward, frame by frame, running the animations on the way.
  /// - Parameter duration: How far to move; a negative duration does nothing.
  public func advance(by duration: Duration) {
    clock.advance(by: duration)
  }
}

/// How a gesture driven by hand ends: the finger lifts toward the end or
/// back toward the start.
///
/// ```swift
/// try app.swipeBack(to: 0.4, then: .cancel)      // the pop is undone
/// ```
public enum GestureEnding: Sendable, Hashable {
  /// The change completes.
  case finish
  /// The change is undone; the hierarchy is exactly as before the gesture.
  case cancel
}
