/// A change to a window, as a value: what a ``WindowCoordinator`` returns for a route.
public struct WindowTransition: Sendable {
  /// Receives the outcome of a window transition.
  public typealias Completion = @MainActor (Result<Void, TransitionError>) -> Void

  /// The presentables the transition puts into the window.
  public let presentables: [any Presentable]
  private let body: @MainActor (Window, TransitionOptions, @escaping Completion) -> Void
  /// Whether the body calls the options' start hook itself, when its turn
  /// in the window's queue comes (custom bodies start when performed).
  private let startsItself: Bool
  /// The child flows the window coordinator starts following once the
  /// transition succeeded (see `startingFlow(of:completion:)`).
  var flowStarts: [FlowStart] = []

  /// Creates a custom window transition.
  /// - Parameters:
  ///   - presentables: What it puts into the window.
  ///   - perform: What it does; it calls the completion once.
  public init(
    presentables: [any Presentable],
    perform: @escaping @MainActor (Window, TransitionOptions, @escaping Completion) -> Void
  ) {
    self.presentables = presentables
    self.body = perform
    startsItself = false
  }

  /// A window transition whose body calls the options' start hook itself,
  /// when its turn in the window's queue comes.
  init(
    startingItselfWith presentables: [any Presentable],
    perform: @escaping @MainActor (Window, TransitionOptions, @escaping Completion) -> Void
  ) {
    self.presentables = presentables
    self.body = perform
    startsItself = true
  }

  /// Performs the transition on a window.
  @MainActor
  public func perform(on window: Window, with options: TransitionOptions = .default, completion: Completion? = nil) {
    if !startsItself { options.onStart?.transitionWillStart() }
    HierarchyChange.runningTransitionCode { body(window, options, completion ?? { _ in }) }
  }

  /// Makes a presentable the window's root, releasing the old tree, and
  /// (by default) makes the window key and visible. It waits its turn in the
  /// window's queue.
  /// - Parameters:
  ///   - presentable: The new root; its controller must be free.
  ///   - makeKeyAndVisible: Whether the window is made key and visible too.
  /// - Returns: A window transition that fails with
  ///   ``TransitionError/alreadyInHierarchy(_:)`` when the controller is not free.
  public static func setRoot(_ presentable: any Presentable, makeKeyAndVisible: Bool = true) -> WindowTransition {
    WindowTransition(
      startingItselfWith: [presentable],
      perform: { window, options, completion in
        TransitionRunner.run(in: window, options: options, completion: completion) { _, finish in
          TransitionRunner.performChange(
            in: window, named: "setRoot", options: options, animation: nil,
            operation: { () throws(TransitionError) in
              try window.setRootViewController(try presentable.controllerToPlace(), animated: options.animated)
              if makeKeyAndVisible { window.makeKeyAndVisible() }
            },
            completion: finish)
        }
      })
  }

  /// Does nothing, and completes at once: unlike ``Transition/none()``, it
  /// does not wait for the window's queue.
  public static func none() -> WindowTransition {
    WindowTransition(presentables: [], perform: { _, _, completion in completion(.success(())) })
  }

  /// Changes nothing and fails with an error: for a route that cannot be
  /// shown, such as one whose coordinator could not be created.
  ///
  /// - Parameter error: The error the transition fails with.
  public static func fail(_ error: TransitionError) -> WindowTransition {
    WindowTransition(presentables: [], perform: { _, _, completion in completion(.failure(error)) })
  }
}
