/// The base class of coordinators: maps routes to transitions on its root
/// controller, and owns the coordinators those transitions present.
///
/// Subclass it (or one of the ready-made subclasses such as
/// ``NavigationCoordinator``) and override ``prepareTransition(for:)``:
///
/// ```swift
/// enum NewsRoute: Sendable { case list, article(Int), close }
///
/// final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
///   init() { super.init(initialRoute: .list) }
///
///   override func prepareTransition(for route: NewsRoute) -> Transition<NavigationController> {
///     switch route {
///     case .list: .set([ViewController(title: "News")])
///     case .article(let id): .push(ViewController(title: "Article \(id)"))
///     case .close: .dismiss()
///     }
///   }
/// }
/// ```
///
/// Child coordinators: a transition's presentables that are coordinators
/// become children once the transition has been performed, before its
/// completion runs. After every transition — and after every change the
/// window reports, such as a pop made with the back button or a sheet pulled
/// down — children whose controllers left the tree are removed and released.
/// A transition that fails leaves the children as they were.
///
/// Lifetime is decided per coordinator, by its own controllers: a
/// coordinator is never released while its controller is still in the
/// tree. When a child leaves, each coordinator below it whose controller is
/// still in the tree — a sheet it presented from an ancestor's presentation
/// context, say — moves to the nearest ancestor coordinator that stays, and
/// its routes keep working; the others go with the child. A
/// ``NavigationCoordinator`` that shares its parent's stack lives by the
/// screen it pushed (see ``NavigationCoordinator/init(rootViewController:root:)``).
@MainActor
open class Coordinator<Route: Sendable, RootViewController: ViewController>: Router, CoordinatorNodeOwner,
  CallsCompletionOnce
{
  /// The controller this coordinator's transitions act on.
  public let rootViewController: RootViewController
  let coordinatorNode: CoordinatorNode
  let presentableHandle = PresentableHandle()
  /// The error of the initial route, when it failed — or of the first
  /// screens, tabs, pages or columns given to one of the ready-made
  /// coordinators' initializers that do not throw (such as
  /// ``TabBarCoordinator/init(rootViewController:initialTabs:select:)``).
  public internal(set) var initialRouteError: TransitionError?

  /// Creates a coordinator and performs its initial route, without animation,
  /// before returning.
  ///
  /// - Parameters:
  ///   - rootViewController: The controller its transitions act on.
  ///   - initialRoute: A route to perform at once, if any. Its error, if it
  ///     fails, is in ``initialRouteError``.
  public init(rootViewController: RootViewController, initialRoute: Route? = nil) {
    self.rootViewController = rootViewController
    coordinatorNode = Self.makeNode(for: rootViewController)
    didInitialize()
    if let initialRoute { performInitialRoute(initialRoute) { $0.initialRouteError = $1 } }
  }

  /// Creates a coordinator without an initial route: the initializer the
  /// library's coordinators call, which passes no optional route (a value of
  /// a generic optional type looks its type up at run time).
  init(rootViewController: RootViewController) {
    self.rootViewController = rootViewController
    coordinatorNode = Self.makeNode(for: rootViewController)
    didInitialize()
  }

  /// The node of a coordinator whose root controller is `rootViewController`.
  private static func makeNode(for rootViewController: RootViewController) -> CoordinatorNode {
    CoordinatorNode(treeRoot: .controller(WeakController(rootViewController)))
  }

  /// What every initializer does once the stored properties are set.
  private func didInitialize() {
    // `linkHandle()`'s work, written out: as a generic call, it would look
    // up the metadata of this coordinator's generic class to pass it.
    presentableHandle.presentable = self
    coordinatorNode.ownerHandle = presentableHandle
    rootViewController.setOwningCoordinator(handle: presentableHandle)
    InstanceTracking.current?.didCreate(self, name: String(describing: type(of: self)))
  }

  deinit {
    // First of the library's: from here on, its node and the controllers it
    // owns no longer reach the coordinator.
    presentableHandle.presentable = nil
  }

  /// The transition for a route. Override it; the base implementation
  /// returns a transition that fails with ``TransitionError/unhandledRoute(_:coordinator:)``.
  open func prepareTransition(for route: Route) -> Transition<RootViewController> {
    let routeName = String(describing: route)
    let coordinatorName = String(describing: type(of: self))
    return Transition(name: "unhandled", presentables: [], animation: nil) { _, _ throws(TransitionError) in
      throw .unhandledRoute(routeName, coordinator: coordinatorName)
    }
  }

  /// The root controller.
  public var viewController: ViewController { rootViewController }

  /// The child coordinators, strongly held.
  public var children: [any Presentable] { coordinatorNode.children }

  /// The coordinator this one is a child of.
  public var parent: (any Presentable)? { coordinatorNode.parent?.owner }

  /// Triggers a route: performs the transition ``prepareTransition(for:)``
  /// returns for it.
  public func contextTrigger(
    _ route: Route,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    triggerRoute(route, with: options, completion: CoordinatorCompletion(withContext: completion))
  }

  /// Triggers a route, as ``Router/trigger(_:with:completion:)`` does.
  ///
  /// The coordinator's own version hands the completion on as it is, where
  /// the protocol's wraps it in a closure that drops the route's context.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - options: How its transition is performed.
  ///   - completion: Called once with the outcome, after the children were updated.
  public func trigger(
    _ route: Route,
    with options: TransitionOptions = .default,
    completion: (@MainActor (Result<Void, TransitionError>) -> Void)? = nil
  ) {
    triggerRoute(route, with: options, completion: CoordinatorCompletion(plain: completion))
  }

  /// Performs the transition of a route, and records the route when it succeeds.
  private func triggerRoute(_ route: Route, with options: TransitionOptions, completion: CoordinatorCompletion?) {
    let transition = prepareTransition(for: route)
    var options = options
    var record = RouteTracking.begin(
      options: &options, label: RouteLabel(route: route, routerType: type(of: self)), in: viewController.window)
    record.mayBeRestorable = coordinatorNode.routesMayBeRestorable ?? routesMayBeRestorable(route)
    // The options are consumed: a route that ended at once leaves its frame
    // to nothing else, and the next route takes it.
    run(transition, with: consume options, route: record, completion: completion)
    RouteTracking.recycle(consume record)
  }

  /// Whether a route may be restorable, as its type tells. The answer holds
  /// for every route of this coordinator, and is remembered, when the
  /// route's type is `Route` itself; a route of an existential `Route` type
  /// answers for itself alone.
  private func routesMayBeRestorable(_ route: Route) -> Bool {
    // As `Any`, an existential route gives the type of the value it holds
    // (`type(of:)` of a generic value gives the existential type itself).
    let routeType = type(of: route as Any)
    let answer = RestorationRecording.mayRecord(routesOf: routeType)
    if routeType == Route.self { coordinatorNode.routesMayBeRestorable = answer }
    return answer
  }

  /// Performs a transition on the root controller, with the coordinator's
  /// child bookkeeping.
  ///
  /// - Parameters:
  ///   - transition: The transition.
  ///   - options: How it is performed.
  ///   - completion: Called once with the outcome, after the children were updated.
  public func performTransition(
    _ transition: Transition<RootViewController>,
    with options: TransitionOptions = .default,
    completion: (@MainActor (Result<Void, TransitionError>) -> Void)? = nil
  ) {
    run(transition, with: options, route: nil, completion: CoordinatorCompletion(plain: completion))
  }

  /// Performs a transition on the root controller: its children are updated,
  /// then the route (when it is a route's transition) is recorded, then
  /// `completion` runs.
  ///
  /// A transition that succeeds and ends before `perform` returns (one
  /// operation, not animated, on a root in no window, or in a window whose
  /// queue is idle and not as a step of a sequence: most routes; see
  /// ``TransitionRunner/performOperationAtOnce(on:named:options:animation:operation:later:)``)
  /// is ended here, without a completion closure, which would be an
  /// allocation; any other ends in one closure that does all of it. It calls
  /// the completion it was given as it is, for the same reason. It keeps what
  /// it reads of the transition rather than the transition: a capture of the
  /// generic value would look up its type and copy it field by field on every
  /// route. For the same reason it reads the route from the record's label,
  /// where it is already an existential.
  private func run(
    _ transition: Transition<RootViewController>,
    with options: TransitionOptions,
    route record: RouteRecord?,
    completion: CoordinatorCompletion?
  ) {
    let presentables = transition.presentableList
    let flowStarts = transition.flowStarts
    // Two calls rather than options copied into a variable, whose every
    // reference would be retained for the copy and again for each call
    // that borrows it.
    if CoordinatorNode.mayChangeChildren(
      runningCode: transition.operation == nil, presentables: presentables, flowStarts: flowStarts)
    {
      let journal = coordinatorNode.beginJournal()
      run(
        transition, presenting: presentables, startingFlows: flowStarts,
        with: coordinatorNode.options(options, starting: journal), journal: journal, route: record,
        completion: completion)
    } else {
      run(
        transition, presenting: presentables, startingFlows: flowStarts, with: options, journal: nil, route: record,
        completion: completion)
    }
  }

  /// ``run(_:with:route:completion:)`` once it has opened the journal, if
  /// any, that the transition's options name.
  private func run(
    _ transition: Transition<RootViewController>,
    presenting presentables: PresentableList,
    startingFlows flowStarts: [FlowStart],
    with options: TransitionOptions,
    journal: ChildJournal?,
    route record: RouteRecord?,
    completion: CoordinatorCompletion?
  ) {
    // A transition of code of its own (a route on another coordinator, a
    // trigger, a custom transition) does not hold the window's queue while
    // it runs, and may change the tree from a root elsewhere: the
    // coordinators of this one's place wait for it before they refresh, so
    // that the children it adds are there when they do.
    let hold = transition.operation == nil ? SequencesUnderWay.Hold(at: .of(rootViewController)) : nil
    let animation = transition.animation
    let enclosing = options.execution
    // The prunes the tree's window asks for while the call runs wait for
    // the refresh the route's end makes, or are scheduled as the call
    // returns when the transition ends later (see `CoordinatorNode.RouteUnderWay`).
    let outerRoute = CoordinatorNode.beginRoute(of: coordinatorNode)
    // Bound as the call returns, so that the changes' list has no other
    // reference when it is recycled.
    guard
      var ended = TransitionRunner.performAtOnce(
        transition, on: rootViewController, with: options,
        later: {
          { [self] result in
            finishRun(
              result, presenting: presentables, startingFlows: flowStarts, journal: journal, enclosing: enclosing,
              hold: hold, route: record, animation: animation, completion: completion)
          }
        })
    else {
      CoordinatorNode.endRoute(restoring: outerRoute)
      return
    }
    finishRun(
      .success(()), presenting: presentables, startingFlows: flowStarts, journal: journal, enclosing: enclosing,
      hold: hold, route: record, animation: animation, completion: completion)
    CoordinatorNode.endRoute(restoring: outerRoute)
    ended.finish()
  }

  /// What follows a transition of ``run(_:with:route:completion:)``: the
  /// children are updated, the route is recorded, and the completion runs.
  private func finishRun(
    _ result: Result<Void, TransitionError>,
    presenting presentables: PresentableList,
    startingFlows flowStarts: [FlowStart],
    journal: ChildJournal?,
    enclosing: TransitionExecution?,
    hold: SequencesUnderWay.Hold?,
    route record: RouteRecord?,
    animation: Animation?,
    completion: CoordinatorCompletion?
  ) {
    // Without a journal, no presentable is a coordinator (see
    // `CoordinatorNode.mayChangeChildren`): none is looked at again.
    coordinatorNode.transitionDidEnd(
      presenting: journal == nil ? [] : presentables, startingFlows: flowStarts, result: result, journal: journal,
      enclosing: enclosing)
    hold?.end()
    // The public list, made once if either reader below asks for it.
    var list: [any Presentable]?
    if let record, record.needsEnd, let label = record.frame.label, case .success = result {
      let made = presentables.array
      list = made
      RouteTracking.end(record, route: label.route, node: coordinatorNode, presentables: made)
    }
    switch completion {
    case .withContext(let completion)?:
      // A switch, not `Result.map`: a closure handed to the standard
      // library would check the actor on every call.
      switch result {
      case .success:
        completion(.success(TransitionContext(presentables: list ?? presentables.array, animation: animation)))
      case .failure(let error): completion(.failure(error))
      }
    case .plain(let completion)?: completion(result)
    case nil: break
    }
  }

  /// Starts a route's transition driven by hand (see
  /// ``Transition/performInteractively(on:completion:)``); cancelling it leaves
  /// the hierarchy and the children exactly as before.
  ///
  /// - Parameters:
  ///   - route: The route; its transition must be a single change.
  ///   - completion: Called once at the end, after the children were updated.
  /// - Returns: The handle.
  /// - Throws: As ``Transition/performInteractively(on:completion:)`` does.
  public func beginInteractiveTransition(
    for route: Route,
    completion: (@MainActor (Result<Void, TransitionError>) -> Void)? = nil
  ) throws(TransitionError) -> InteractiveTransition {
    let transition = prepareTransition(for: route)
    let journal = coordinatorNode.beginJournal(startsNow: true)
    do {
      let handle = try transition.performInteractively(on: rootViewController) { [self] result in
        transitionDidEnd(transition, result: result, journal: journal, enclosing: nil)
        completion?(result)
      }
      // What changed while the hand holds the transition was changed by
      // others: a cancel undoes only what the route's start did.
      journal.isStarted = false
      return handle
    } catch {
      coordinatorNode.endJournal(journal)
      throw error
    }
  }

  /// Makes the root controller the root of a window and, unless asked not
  /// to, makes the window key and visible, as XCoordinator's `setRoot(for:)`
  /// does; the window keeps this coordinator alive while its controller is
  /// the window's root.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - makeKeyAndVisible: Whether the window is made key and visible too.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when the root
  ///   controller is already somewhere in a hierarchy; nothing changed then.
  public func setRoot(for window: Window, makeKeyAndVisible: Bool) throws(TransitionError) {
    try window.setRootViewController(rootViewController)
    window.keepAlive(self, whileRootIs: rootViewController)
    if makeKeyAndVisible { window.makeKeyAndVisible() }
    coordinatorNode.refreshTree()
  }

  private func transitionDidEnd(
    _ transition: Transition<RootViewController>,
    result: Result<Void, TransitionError>,
    journal: ChildJournal,
    enclosing: TransitionExecution?
  ) {
    coordinatorNode.transitionDidEnd(
      presenting: transition.presentableList, startingFlows: transition.flowStarts, result: result, journal: journal,
      enclosing: enclosing)
  }
}

/// The completion of a coordinator's transition: a route's, which receives
/// the route's context, or a plain transition's.
private enum CoordinatorCompletion {
  case withContext(@MainActor (Result<TransitionContext, TransitionError>) -> Void)
  case plain(@MainActor (Result<Void, TransitionError>) -> Void)

  // Not `Optional.map`, which would wrap the completion in one more closure
  // (its generic transform takes the completion at another abstraction).

  /// A route's completion, if there is one.
  init?(withContext completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?) {
    guard let completion else { return nil }
    self = .withContext(completion)
  }

  /// A plain transition's completion, if there is one.
  init?(plain completion: (@MainActor (Result<Void, TransitionError>) -> Void)?) {
    guard let completion else { return nil }
    self = .plain(completion)
  }
}
