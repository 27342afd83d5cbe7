/// What a triggered route did: the presentables its transition put into the
/// hierarchy, and the animation it used.
public struct TransitionContext: Sendable {
  /// The presentables the transition put into the hierarchy.
  public let presentables: [any Presentable]
  /// The animation the transition named, if any.
  public let animation: Animation?

  /// Creates a context.
  public init(presentables: [any Presentable], animation: Animation?) {
    self.presentables = presentables
    self.animation = animation
  }
}

/// Something that navigates when given a route: a coordinator, a type-erased
/// view of one, or a redirection to a parent.
///
/// ```swift
/// enum AppRoute: Sendable {
///   case home
///   case detail(Int)
/// }
///
/// router.trigger(.detail(42))                  // fire and forget
/// router.contextTrigger(.home, with: .default) { result in
///   print(result.map(\.presentables.count))    // with the presentables and animation
/// }
/// try await router.trigger(.detail(42))        // in async code: returns when the transition completed
/// ```
@MainActor
public protocol Router<Route>: Presentable {
  /// The type of the routes this router takes.
  associatedtype Route: Sendable

  /// Triggers a route; the completion receives what the transition did.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - options: How the transition is performed.
  ///   - completion: Called once: the context, or the error (a refused
  ///     transition changed nothing).
  func contextTrigger(
    _ route: Route,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  )
}

extension Router {
  /// Triggers a route.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - options: How the transition is performed.
  ///   - completion: Called once with the outcome.
  public func trigger(
    _ route: Route,
    with options: TransitionOptions = .default,
    completion: (@MainActor (Result<Void, TransitionError>) -> Void)? = nil
  ) {
    guard let completion else { return contextTrigger(route, with: options, completion: nil) }
    // A switch, not `Result.map`: a closure handed to the standard library
    // would check the actor on every call.
    let context: ContextCompletion = { result in
      switch result {
      case .success: completion(.success(()))
      case .failure(let error): completion(.failure(error))
      }
    }
    contextTrigger(route, with: options, completion: completionOnce(context, calledBy: self))
  }

  /// Triggers a route and returns when its transition has completed.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - options: How the transition is performed.
  /// - Throws: The transition's ``TransitionError``.
  public func trigger(_ route: Route, with options: TransitionOptions = .default) async throws(TransitionError) {
    _ = try await contextTrigger(route, with: options)
  }

  /// Triggers a route and returns what its transition did once it has completed.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - options: How the transition is performed.
  /// - Returns: The presentables and the animation of the transition.
  /// - Throws: The transition's ``TransitionError``.
  @discardableResult
  public func contextTrigger(
    _ route: Route,
    with options: TransitionOptions = .default
  ) async throws(TransitionError) -> TransitionContext {
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<TransitionContext, TransitionError>, Never>) in
      let resume: @MainActor (Result<TransitionContext, TransitionError>) -> Void = {
        continuation.resume(returning: $0)
      }
      contextTrigger(route, with: options, completion: completionOnce(resume, calledBy: self))
    }
    return try result.get()
  }

  /// A router of the same route type that holds this one strongly.
  public var strongRouter: StrongRouter<Route> { StrongRouter(self) }
  /// A router of the same route type that holds this one weakly.
  public var weakRouter: WeakRouter<Route> { WeakRouter(self) }
  /// A router of the same route type that does not keep this one alive.
  public var unownedRouter: UnownedRouter<Route> { UnownedRouter(self) }
}
