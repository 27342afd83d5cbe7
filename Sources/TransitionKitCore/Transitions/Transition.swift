/// A change to a hierarchy rooted at a `RootViewController`, as a value.
///
/// A transition is what a coordinator returns for a route: what to do to its
/// root controller, the animation it uses, and the presentables it puts into
/// the hierarchy. It does nothing until performed:
///
/// ```swift
/// let transition: Transition<NavigationController> = .push(detail, animation: .fade())
/// transition.perform(on: navigation) { result in
///   if case .failure(let error) = result { print(error) }
/// }
/// ```
///
/// The static constructors exist only where the root type allows them:
/// ``push(_:animation:)`` compiles on a `Transition<NavigationController>`, not
/// on a `Transition<TabBarController>`. <doc:TransitionsCatalogue> lists every
/// constructor with its roots, its animation and the errors it can fail with.
///
/// On a window, transitions take turns: while one runs (its animation is
/// under way on the window's ``AnimationDriver``), the next waits, and their
/// completions run in the order they were performed. With the default,
/// immediate driver, a transition has completed before ``perform(on:with:completion:)``
/// returns.
public struct Transition<RootViewController: ViewController>: Sendable {
  /// Receives the outcome of a transition.
  public typealias Completion = @MainActor (Result<Void, TransitionError>) -> Void
  /// What a transition does: change the hierarchy under `root`, then call the
  /// completion once, with the outcome.
  public typealias PerformClosure =
    @MainActor (_ root: RootViewController, _ options: TransitionOptions, _ completion: @escaping Completion) -> Void

  /// The presentables the transition puts into the hierarchy.
  public var presentables: [any Presentable] { presentableList.array }
  /// The storage of ``presentables``: a single presentable without a list.
  let presentableList: PresentableList
  /// What the transition does; `nil` for a transition made of one
  /// ``operation``, which the runner performs itself.
  fileprivate let body: PerformClosure?
  /// The single hierarchy operation of a transition made of one change (the
  /// library's own transitions), which can therefore run interactively.
  let operation: (@MainActor (RootViewController, Bool) throws(TransitionError) -> Void)?
  /// What the transition does, as its constructor names it (`push`, `present`,
  /// …; `custom` for the public initializer), for event logs.
  let name: String
  /// The rest, which only some transitions have; `nil` when the transition
  /// has none of it (most of the library's own, made without an animation).
  ///
  /// Five stored properties at most: a route performs transitions in code
  /// that is not specialized for their root, where a struct of more is
  /// copied and destroyed through its value witnesses, each use looking up
  /// the struct's type first (`TransitionLayoutTests` holds the count).
  private var traits: TransitionTraits?

  /// The animation the transition uses, if it names one.
  public var animation: Animation? {
    // Inlined: a call to a generic struct's getter passes the struct's type,
    // which code not specialized for the root (a route) looks up first.
    @inline(__always) get { traits?.animation }
  }
  /// Whether the transition may run user code that performs other
  /// transitions without passing its options on (a custom transition, or one
  /// that triggers a route on a router): a sequence lends it the queue.
  var isCustom: Bool { traits?.isCustom ?? false }
  /// The steps of a ``multiple(_:)`` transition; `nil` for any other transition.
  var steps: [Transition]? {
    // Boxed at this type by the initializer; setting the flow starts keeps the box.
    guard let box = traits?.steps else { return nil }
    return unsafeDowncast(box, to: TransitionSteps<RootViewController>.self).steps
  }
  /// How many levels of ``multiple(_:)`` transitions this one is: 0 for
  /// any other transition, 1 for a multiple of other transitions, and one
  /// more than its deepest step otherwise.
  var nesting: Int { traits?.nesting ?? 0 }
  /// The transition and controller a ``perform(_:on:)`` transition stands
  /// for; `nil` for any other transition.
  var bound: BoundTransition? { traits?.bound }
  /// The child flows the coordinator performing the transition starts
  /// following once it succeeded (see `startingFlow(of:completion:)`).
  var flowStarts: [FlowStart] {
    @inline(__always) get { traits?.flowStarts ?? [] }
    set {
      // `multiple` and `perform(_:on:)` pass their steps' flow starts on, most often none.
      guard !newValue.isEmpty || traits?.flowStarts.isEmpty == false else { return }
      traits = TransitionTraits.of(
        animation: animation, isCustom: isCustom, nesting: nesting, steps: traits?.steps, bound: bound,
        flowStarts: newValue)
    }
  }

  /// Creates a custom transition.
  ///
  /// The closure runs when the transition is performed, with the root, the
  /// options and the completion to call once. It may change the hierarchy
  /// directly or perform other transitions; to make those part of this one
  /// (so that they do not wait behind it, and so that ``multiple(_:)`` can
  /// undo them), perform them with the options it received.
  ///
  /// - Parameters:
  ///   - presentables: The presentables the transition puts into the hierarchy.
  ///   - animation: The animation it uses, if any.
  ///   - perform: What the transition does.
  public init(presentables: [any Presentable], animation: Animation?, perform: @escaping PerformClosure) {
    self.presentableList = PresentableList(presentables)
    self.operation = nil
    self.name = "custom"
    self.traits = TransitionTraits.of(animation: animation, isCustom: true)
    self.body = { root, options, completion in
      // The custom code takes its turn in the window's queue like any
      // transition; while it runs, the queue is lent to it, so the transitions
      // it performs (with or without its options, from its completion
      // handlers or from tasks it starts) run at once instead of waiting
      // behind it forever. Transitions performed by anyone else still wait.
      let completion = TransitionQueue.carryingLoan(completion)
      TransitionRunner.run(in: root.window, options: options, completion: completion) { _, finish in
        let loan = root.window?.transitionQueue.lend()
        var isDone = false
        let end: Completion = { result in
          guard !isDone else { return }
          isDone = true
          loan?.giveBack()
          finish(result)
        }
        // What the custom code changes directly on the model is the app's doing, not the user's.
        HierarchyChange.runningTransitionCode {
          if let loan {
            loan.perform { perform(root, options, end) }
          } else {
            perform(root, options, end)
          }
        }
      }
    }
  }

  /// A transition made of one hierarchy operation, run in the window's queue
  /// and animated on its driver.
  init(
    name: String,
    presentables: PresentableList,
    animation: Animation?,
    operation: @escaping @MainActor (RootViewController, Bool) throws(TransitionError) -> Void
  ) {
    self.presentableList = presentables
    self.operation = operation
    self.name = name
    self.body = nil
    self.traits = TransitionTraits.of(animation: animation)
  }

  /// A transition made of one hierarchy operation, without animation, that
  /// acts at a controller other than the root (an embedding names its
  /// container): it takes its turn in that controller's window, found when
  /// the transition is performed, and its change is logged there.
  init(
    name: String,
    presentables: PresentableList,
    actingAt place: @escaping @MainActor (RootViewController) -> ViewController,
    operation: @escaping @MainActor (RootViewController, Bool) throws(TransitionError) -> Void
  ) {
    self.init(name: name, presentables: presentables, animation: nil, operation: operation) {
      root, options, completion in
      TransitionRunner.performOperation(
        on: place(root), named: name, options: options, animation: nil,
        operation: { _, animated throws(TransitionError) in try operation(root, animated) }, completion: completion)
    }
  }

  /// A transition whose body is given as is (for transitions made of others).
  init(
    name: String,
    presentables: PresentableList,
    animation: Animation?,
    operation: (@MainActor (RootViewController, Bool) throws(TransitionError) -> Void)? = nil,
    mayRunCustomCode: Bool = false,
    nesting: Int = 0,
    steps: [Transition]? = nil,
    bound: BoundTransition? = nil,
    body: @escaping PerformClosure
  ) {
    self.presentableList = presentables
    self.body = body
    self.operation = operation
    self.name = name
    self.traits = TransitionTraits.of(
      animation: animation, isCustom: mayRunCustomCode, nesting: nesting, steps: steps.map(TransitionSteps.init),
      bound: bound)
  }

  /// Performs the transition.
  ///
  /// - Parameters:
  ///   - root: The controller the transition acts on.
  ///   - options: How to perform it.
  ///   - completion: Called once with the outcome: success, or the
  ///     ``TransitionError`` (a refused transition changed nothing).
  @MainActor
  public func perform(
    on root: RootViewController,
    with options: TransitionOptions = .default,
    completion: Completion? = nil
  ) {
    TransitionRunner.perform(self, on: root, with: options, completion: completion)
  }
}

extension TransitionRunner {
  /// ``Transition/perform(on:with:completion:)``, as a function generic over
  /// the root's type rather than a method of the transition: a caller that
  /// is not specialized (a coordinator's route) then passes the root's type,
  /// which it has, rather than looking up the transition's (a few hundred
  /// instructions).
  static func perform<Root: ViewController>(
    _ transition: borrowing Transition<Root>,
    on root: Root,
    with options: TransitionOptions,
    completion: Transition<Root>.Completion?
  ) {
    // Unwrapped without `??`, whose generic closure would wrap the completion in thunks.
    let completion: Transition<Root>.Completion = if let completion { completion } else { { _ in } }
    if let body = transition.body {
      body(root, options, completion)
    } else if let operation = transition.operation {
      TransitionRunner.performOperation(
        on: root, named: transition.name, options: options, animation: transition.animation, operation: operation,
        completion: completion)
    }
  }

  /// ``perform(_:on:with:completion:)`` without a completion handler when
  /// none is needed (see ``performOperationAtOnce(on:named:options:animation:operation:later:)``):
  /// a transition made of one operation that can run now, succeeds, and
  /// whose changes do not animate, is performed and ``EndedAtOnce`` is
  /// returned: the caller does what the completion would have done for a
  /// success, then calls its ``EndedAtOnce/finish()``. Otherwise `later`
  /// makes the completion handler, which is called as usual, and the
  /// function returns `nil`.
  static func performAtOnce<Root: ViewController>(
    _ transition: borrowing Transition<Root>,
    on root: Root,
    with options: TransitionOptions,
    later makeCompletion: () -> Transition<Root>.Completion
  ) -> EndedAtOnce? {
    if let body = transition.body {
      body(root, options, makeCompletion())
      return nil
    }
    guard let operation = transition.operation else { return nil }
    return TransitionRunner.performOperationAtOnce(
      on: root, named: transition.name, options: options, animation: transition.animation, operation: operation,
      later: makeCompletion)
  }
}

/// What only some transitions have: an animation, code of the app's own,
/// steps, a bound transition, flows to start.
///
/// Not generic over the root: a transition destroys a reference to a
/// generic class, even an optional one, through its type's value witness,
/// which code that is not specialized for the root looks up first.
final class TransitionTraits: Sendable {
  /// The animation the transition uses, if it names one.
  let animation: Animation?
  /// Whether the transition may run code of the app's own.
  let isCustom: Bool
  /// How many levels of `multiple` transitions the transition is.
  let nesting: Int
  /// The steps of a `multiple` transition, in a ``TransitionSteps`` of the
  /// transition's root type.
  let steps: (any AnyObject & Sendable)?
  /// The transition and controller a `perform(_:on:)` transition stands for.
  let bound: BoundTransition?
  /// The child flows to start following once the transition succeeded.
  let flowStarts: [FlowStart]

  /// The traits of the given values, or `nil` when none differs from what a
  /// transition has by default. A function rather than a failable
  /// initializer, which would allocate before it could fail.
  static func of(
    animation: Animation?,
    isCustom: Bool = false,
    nesting: Int = 0,
    steps: (any AnyObject & Sendable)? = nil,
    bound: BoundTransition? = nil,
    flowStarts: [FlowStart] = []
  ) -> TransitionTraits? {
    guard animation != nil || isCustom || nesting != 0 || steps != nil || bound != nil || !flowStarts.isEmpty else {
      return nil
    }
    return TransitionTraits(
      animation: animation, isCustom: isCustom, nesting: nesting, steps: steps, bound: bound, flowStarts: flowStarts)
  }

  private init(
    animation: Animation?,
    isCustom: Bool,
    nesting: Int,
    steps: (any AnyObject & Sendable)?,
    bound: BoundTransition?,
    flowStarts: [FlowStart]
  ) {
    self.animation = animation
    self.isCustom = isCustom
    self.nesting = nesting
    self.steps = steps
    self.bound = bound
    self.flowStarts = flowStarts
  }
}

/// The steps of a `multiple` transition, boxed for ``TransitionTraits``.
final class TransitionSteps<Root: ViewController>: Sendable {
  /// The steps, in order.
  let steps: [Transition<Root>]

  /// Boxes steps.
  init(_ steps: [Transition<Root>]) {
    self.steps = steps
  }
}
