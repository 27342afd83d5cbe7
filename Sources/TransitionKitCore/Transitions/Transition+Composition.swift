extension Transition {
  /// Runs transitions one after another, each when the previous one
  /// completed, and completes after the last — all or nothing.
  ///
  /// When a step fails, the steps already done are undone (without
  /// animation, newest first) so that the hierarchy ends exactly as it
  /// started, and the step's error is reported. The presentables are those of
  /// all steps.
  ///
  /// Undoing needs to know every change the steps made: the changes of the
  /// library's transitions, and those a custom transition makes while its
  /// closure runs or through transitions performed with the options it
  /// received. If anything else meanwhile changed what the steps changed (a
  /// container they edited, a controller they moved), nothing is undone
  /// (undoing would undo that change as well) and the error is reported all
  /// the same.
  ///
  /// A step that is itself a `multiple` transition runs as a sequence of
  /// its own: when one of its steps fails, it undoes its own steps first
  /// (unless something else changed what they changed), then this sequence
  /// undoes the steps before it the same way. Multiples may nest to any
  /// depth: past 32 levels, a nested multiple runs its steps as steps of the
  /// multiple 32 levels up, so that performing never nests calls deeper than
  /// that (for those levels, undoing is then decided once for all their
  /// steps together).
  ///
  /// - Parameter transitions: The steps, in order.
  public static func multiple(_ transitions: [Transition]) -> Transition {
    let flattened = transitions.flatMap { transition in
      guard let steps = transition.steps, transition.nesting >= deepestNestedMultiple else { return [transition] }
      return steps
    }
    var multiple = Transition(
      name: "multiple",
      presentables: PresentableList(transitions.flatMap(\.presentableList)),
      animation: transitions.last?.animation,
      operation: nil,
      nesting: 1 + (flattened.map(\.nesting).max() ?? 0),
      steps: flattened
    ) { root, options, completion in
      let completion = TransitionQueue.carryingLoan(completion)
      TransitionRunner.run(in: root.window, options: options, completion: completion) { turn, finish in
        // A loop, not `map`: a closure handed to the standard library would
        // check the actor on every call.
        var steps: [TransitionSequence.Step] = []
        steps.reserveCapacity(flattened.count)
        for transition in flattened {
          steps.append(
            TransitionSequence.Step(isCustom: transition.isCustom) { stepOptions, stepCompletion in
              transition.perform(on: root, with: stepOptions, completion: stepCompletion)
            })
        }
        TransitionSequence(steps: steps, root: root, holding: turn, options: options, completion: finish).start()
      }
    }
    multiple.flowStarts = transitions.flatMap(\.flowStarts)
    return multiple
  }

  /// How many levels of ``multiple(_:)`` transitions, one a step of the
  /// other, are performed as nested sequences.
  static var deepestNestedMultiple: Int { 32 }

  /// Runs transitions one after another — all or nothing (see ``multiple(_:)``).
  ///
  /// - Parameters:
  ///   - first: The first step.
  ///   - rest: The next steps, in order.
  public static func multiple(_ first: Transition, _ rest: Transition...) -> Transition {
    multiple([first] + rest)
  }

  /// Performs a transition of another root type on a given controller.
  ///
  /// A transition made this way of one made this way performs the innermost
  /// transition on its controller directly, so that wrapping to any depth
  /// never nests calls.
  ///
  /// - Parameters:
  ///   - transition: The transition.
  ///   - controller: The controller it acts on.
  /// - Returns: A transition with the inner one's presentables and animation.
  public static func perform<OtherRoot: ViewController>(
    _ transition: Transition<OtherRoot>,
    on controller: OtherRoot
  ) -> Transition {
    let bound = transition.bound ?? BoundTransition(transition, on: controller)
    var operation: (@MainActor (RootViewController, Bool) throws(TransitionError) -> Void)?
    if let inner = bound.operation {
      operation = { _, animated throws(TransitionError) in try inner(animated) }
    }
    var wrapper = Transition(
      name: "perform",
      presentables: transition.presentableList,
      animation: transition.animation,
      operation: operation,
      mayRunCustomCode: transition.isCustom,
      bound: bound
    ) { _, options, completion in
      bound.perform(options, completion)
    }
    wrapper.flowStarts = transition.flowStarts
    return wrapper
  }
}

/// A transition bound to the controller it acts on, as ``Transition/perform(_:on:)``
/// makes it: it ignores the root it is performed on.
struct BoundTransition: Sendable {
  /// Performs the transition on its controller.
  let perform: @MainActor (TransitionOptions, @escaping @MainActor (Result<Void, TransitionError>) -> Void) -> Void
  /// The single hierarchy operation of the transition, on its controller, if it is one.
  let operation: (@MainActor (Bool) throws(TransitionError) -> Void)?

  /// Binds a transition to a controller.
  init<Root: ViewController>(_ transition: Transition<Root>, on controller: Root) {
    perform = { options, completion in transition.perform(on: controller, with: options, completion: completion) }
    if let inner = transition.operation {
      operation = { animated throws(TransitionError) in try inner(controller, animated) }
    } else {
      operation = nil
    }
  }
}

/// Runs the steps of a sequence one after another, and undoes them when one fails.
///
/// A trampoline: a step that completes at once (as every step does with the
/// immediate driver) lets the next one start from the same loop, so a
/// sequence of any length never nests calls.
@MainActor
final class TransitionSequence {
  /// One step: performs a transition with the options it is given.
  struct Step {
    /// Whether the step is a custom transition (user code).
    let isCustom: Bool
    let perform: @MainActor (TransitionOptions, @escaping @MainActor (Result<Void, TransitionError>) -> Void) -> Void
  }

  /// Makes the step at an index, once the previous step completed; `nil`
  /// when there is no such step (the sequence is complete); a failure stops
  /// the sequence and undoes it like a failing step.
  private let makeStep: @MainActor (Int) -> Result<Step, TransitionError>?
  @WindowReference private var window: Window?
  /// The sequence's root, while it is alive, through its lifetime handle:
  /// a weak reference would give it a side table, and the root of a tree is
  /// retained on every change and route (see ``LifetimeHandle``).
  private let rootHandle: LifetimeHandle<ViewController>?
  private var root: ViewController? { rootHandle?.object }
  private let options: TransitionOptions
  private let completion: @MainActor (Result<Void, TransitionError>) -> Void
  private let execution: TransitionExecution
  private var nextStep = 0
  private var isAdvancing = false
  private var shouldAdvance = false
  private var isFinished = false
  /// The number of the last step that completed (steps count from 1).
  private var completedStep = 0
  /// Whether a step's `perform` is running: its completion then waits until
  /// `perform` returns (so the step's changes are recorded first).
  private var isInsideStepCall = false
  private var earlyResult: Result<Void, TransitionError>?

  convenience init(
    steps: [Step],
    root: ViewController,
    holding turn: TransitionQueue?,
    options: TransitionOptions,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void
  ) {
    self.init(root: root, holding: turn, options: options, completion: completion) { index in
      index < steps.count ? .success(steps[index]) : nil
    }
  }

  /// - Parameters:
  ///   - root: The sequence's root.
  ///   - turn: The window queue whose turn the sequence holds, if it holds
  ///     one as a transition of its own.
  ///   - options: The sequence's options; each step gets them with the
  ///     sequence's own execution.
  ///   - completion: Called once at the end.
  ///   - makeStep: Makes each step when its turn comes (see ``makeStep``).
  init(
    root: ViewController,
    holding turn: TransitionQueue?,
    options: TransitionOptions,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void,
    makeStep: @escaping @MainActor (Int) -> Result<Step, TransitionError>?
  ) {
    self.makeStep = makeStep
    rootHandle = root.lifetimeHandle
    self.window = root.window
    self.execution = TransitionExecution(enclosing: options.execution, holding: turn)
    self.options = options
    self.completion = completion
  }

  /// A sequence of window transitions (a window coordinator's deep link),
  /// which starts in the window itself.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - turn: The window queue whose turn the sequence holds, if it holds
  ///     one as a transition of its own.
  ///   - options: The sequence's options.
  ///   - completion: Called once at the end.
  ///   - makeStep: Makes each step when its turn comes (see ``makeStep``).
  init(
    window: Window,
    holding turn: TransitionQueue?,
    options: TransitionOptions,
    completion: @escaping @MainActor (Result<Void, TransitionError>) -> Void,
    makeStep: @escaping @MainActor (Int) -> Result<Step, TransitionError>?
  ) {
    self.makeStep = makeStep
    rootHandle = nil
    self.window = window
    self.execution = TransitionExecution(enclosing: options.execution, holding: turn)
    self.options = options
    self.completion = completion
  }

  /// Starts the first step.
  func start() {
    if let root {
      enter(.of(root))
    } else if let window {
      enter(.window(window))
    }
    execution.didRecord = { [weak self] change in
      guard let self else { return }
      if let window = change.window {
        enter(.window(window))
      } else {
        // Outside windows, the trees the change touched, as they are now
        // (a controller it took out of a tree is the root of its own).
        for touch in change.touches { enter(.of(touch.controller)) }
      }
    }
    advance()
  }

  /// The places this sequence changed or started in, as ``SequencesUnderWay`` counts them.
  private var places: Set<SequencesUnderWay.Place> = []

  /// A sequence released before it finished can never finish (no step's
  /// completion is held anywhere any more): it stops counting as under way.
  isolated deinit {
    // As `finish` does: over everywhere before anything waiting on one place runs.
    for place in places { SequencesUnderWay.endSequence(place) }
    for place in places { SequencesUnderWay.leave(place) }
  }

  /// Counts this sequence as under way in a place, once.
  private func enter(_ place: SequencesUnderWay.Place) {
    guard !isFinished, places.insert(place).inserted else { return }
    SequencesUnderWay.enterSequence(place)
  }

  private func advance() {
    shouldAdvance = true
    guard !isAdvancing else { return }
    isAdvancing = true
    while shouldAdvance, !isFinished {
      shouldAdvance = false
      runNextStep()
    }
    isAdvancing = false
  }

  private func runNextStep() {
    let step: Step
    switch makeStep(nextStep) {
    case nil:
      finish(.success(()))
      return
    case .failure(let error)?:
      handle(.failure(error))
      return
    case .success(let next)?:
      step = next
    }
    nextStep += 1
    var stepOptions = options
    stepOptions.execution = execution
    // A custom step may perform transitions without passing its options on:
    // the queue is lent to it until it completes, so they do not wait behind
    // this sequence forever.
    let loan = step.isCustom ? window?.transitionQueue.lend() : nil
    let stepIndex = nextStep
    isInsideStepCall = true
    earlyResult = nil
    let stepCompletion: @MainActor (Result<Void, TransitionError>) -> Void = { [self] result in
      // Each step completes once; a late second call is ignored.
      guard completedStep < stepIndex else { return }
      completedStep = stepIndex
      loan?.giveBack()
      if isInsideStepCall { earlyResult = result } else { handle(result) }
    }
    if step.isCustom {
      let changes =
        (try? HierarchyChange.capturing(.record) {
          if let loan {
            loan.perform { step.perform(stepOptions, stepCompletion) }
          } else {
            step.perform(stepOptions, stepCompletion)
          }
        }) ?? []
      // A nested sequence of the step may have undone some of them already;
      // and new trees the step built (while preparing a route's transition,
      // say) stay built: only what it changed in existing trees is undone.
      execution.record(changes.filter { !$0.isUndone && !$0.isConstruction })
    } else {
      step.perform(stepOptions, stepCompletion)
    }
    isInsideStepCall = false
    if let result = earlyResult {
      earlyResult = nil
      handle(result)
    }
  }

  private func handle(_ result: Result<Void, TransitionError>) {
    switch result {
    case .success:
      advance()
    case .failure(let error):
      if rollBack(because: error) { options.execution?.noteUndone(execution) }
      finish(.failure(error))
    }
  }

  private func finish(_ result: Result<Void, TransitionError>) {
    guard !isFinished else { return }
    isFinished = true
    if case .success = result { options.execution?.absorb(execution) }
    execution.end(enclosing: options.execution)
    let left = places
    places = []
    // Done: nothing is left to undo, though the places wait for the
    // completion before they count the sequence as over.
    for place in left { SequencesUnderWay.endSequence(place) }
    completion(result)
    for place in left { SequencesUnderWay.leave(place) }
  }

  /// Undoes every recorded change, newest first, unless the tree was changed
  /// by anything else since (a nested sequence that undid itself does not
  /// count: the tree is back as it was before it).
  ///
  /// - Returns: Whether the changes were undone.
  private func rollBack(because error: TransitionError) -> Bool {
    // A nested sequence that failed after its changes were recorded here has
    // undone them already.
    // Changes may be recorded out of order (a custom step's are recorded when
    // it returns): they are undone newest first by the order they began.
    var seen = Set<ObjectIdentifier>()
    let changes = execution.changes.filter { !$0.isUndone && seen.insert(ObjectIdentifier($0)).inserted }
      .sorted { $0.stamp < $1.stamp }
    guard !changes.isEmpty else {
      CoordinatorNode.revert(execution.childJournals, because: error)
      return true
    }
    guard execution.isLatest else { return false }
    // What others changed meanwhile in other ways (a controller the sequence
    // took out of a container has come to present that container, say) may
    // make an undo put a controller below itself: then nothing is undone.
    // Each undo is checked against the tree the newer undos leave.
    guard !HierarchyChange.undoWouldMakeACycle(changes) else { return false }
    var undoChanges: [HierarchyChange] = []
    HierarchyChange.withoutCaptures {
      for change in changes.reversed() {
        // The newer undos may change what lies above what is put back: each
        // is checked again, and the undo stops short rather than loop.
        if change.undoWouldMakeACycle { break }
        change.end()
        if let undo = change.undo() { undoChanges.append(undo) }
      }
    }
    execution.recordUndo(undoChanges)
    CoordinatorNode.revert(execution.childJournals, because: error)
    return true
  }
}
