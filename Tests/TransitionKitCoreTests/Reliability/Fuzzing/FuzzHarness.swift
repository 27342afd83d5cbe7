import TransitionKitCore
import TransitionKitTesting

/// A difference between the library and the reference model.
struct FuzzFailure: Error, Sendable, CustomStringConvertible {
  enum Category: String, Sendable {
    /// An outcome (success or error) differs.
    case result
    /// Completions came out of order, or twice.
    case order
    /// The tree differs.
    case snapshot
    /// `validate()` reported violations.
    case invariant
    /// A refused operation changed something.
    case refusal
    /// Something nothing should hold is still alive.
    case leak
    /// Something still in use was released.
    case release
    /// A controller's appearance callbacks broke UIKit's order or balance.
    case appearance
    /// A transition never completed, or the window stayed busy.
    case wedge
    /// Child coordinators differ.
    case coordinators
    /// The window's mount stream did not rebuild its tree.
    case mount
    /// The test could not build what an operation names.
    case harness
  }

  var category: Category
  var message: String
  var operation = -1

  var description: String { "[\(category.rawValue)] at operation \(operation): \(message)" }
}

/// Runs operations on the library and on the reference model side by side
/// and compares them after each operation (see ``FuzzHarness/step(_:)``).
///
/// Transitions performed on a root in the window wait in the window's queue;
/// the model keeps the same queue as a list and applies each item when the
/// library reports that the one before it completed. Operations that act at
/// once (direct changes, transitions outside the window, interactive starts)
/// are only made when the model knows what has started: when nothing waits,
/// or when the only thing under way is an interactive transition waiting for
/// its hand. An operation the model cannot predict (after shrinking removed
/// what it relied on) is skipped on both sides.
@MainActor
final class FuzzHarness {
  /// What a queued or immediate item does, in the model's terms.
  enum Work {
    case step(FuzzStep, root: Int)
    case trigger(FuzzStep, coordinator: Int)
    case deepLink(coordinator: Int, first: FuzzStep, rest: [DeepLinkRoute])
    case deallocatedRouter
    case interactive(InteractiveRecord)
  }

  /// An interactive transition under way.
  struct InteractiveRecord {
    enum Ending { case finish, cancel }
    var ending: Ending?
    /// The controllers the change modified, as they were before it and after it.
    let savedControllers: [Int: (before: ReferenceModel.Controller, after: ReferenceModel.Controller)]
    /// The controllers it changed or moved.
    let touched: Set<Int>
    let coordinator: Int?
    let presentables: [Int]
  }

  struct QueuedItem {
    let index: Int
    var work: Work
    var speculation: Speculation?
  }

  /// What the model expects a running item to show on its way, and where it ends.
  struct Speculation {
    let final: ReferenceModel
    let checkpoints: [ReferenceModel]
  }

  let world = FuzzWorld()
  /// Every appearance callback the window logs, checked against UIKit's
  /// automaton after every operation. A view loaded while its controller is
  /// in no window has no log to go to: a first `viewWillAppear` may follow
  /// an unlogged `viewDidLoad`.
  let ledger: AppearanceCallbackLedger = {
    let ledger = AppearanceCallbackLedger()
    ledger.toleratesUnloggedViewDidLoad = true
    return ledger
  }()
  var model = ReferenceModel()
  var window: Window?
  /// A replica of the window's tree, rebuilt from its mount stream alone.
  var replica: (replica: MountReplica, observation: MountObservation)?
  var clock: ManualAnimationDriver?
  var rootCoordinatorID = -1
  var rootCoordinator: (any Presentable)?
  var handle: InteractiveTransition?
  var queue: [QueuedItem] = []
  /// Items that act at once: their expected outcome.
  var immediate: [Int: Result<Void, TransitionError>] = [:]
  var completions: [(index: Int, result: Result<Void, TransitionError>)] = []
  var completionCounts: [Int: Int] = [:]
  var nextItem = 0
  /// Whether a direct change may be animating on the manual clock, holding the queue.
  var directAnimationMayRun = false
  /// The ids not yet known to be released.
  var unretired = Set<Int>()
  var operationIndex = 0
  /// Prints each operation and the trees after it (for studying a reproduction).
  var isTracing = false
  /// What the flow exercised.
  var statistics = FuzzStatistics()
  /// Whether the current operation reached the library.
  var didPerform = false

  var isManual: Bool { clock != nil }

  // MARK: Running

  /// Runs a whole flow, then tears it down.
  /// - Returns: The first difference, if any.
  static func run(_ operations: [FuzzOperation], tracing: Bool = false) -> FuzzFailure? {
    let harness = FuzzHarness()
    harness.isTracing = tracing
    for operation in operations {
      if let failure = harness.step(operation) { return failure }
    }
    return harness.tearDown()
  }

  /// Runs one operation on both sides and compares them.
  func step(_ operation: FuzzOperation) -> FuzzFailure? {
    defer { operationIndex += 1 }
    didPerform = false
    do throws(FuzzFailure) {
      try execute(operation)
      statistics.count(operation, performed: didPerform)
      try drain()
      syncPool()
      if !world.problems.isEmpty {
        throw FuzzFailure(category: .release, message: world.problems.joined(separator: "; "))
      }
      if isTracing { trace(operation) }
      try check()
      let controllers = world.allIDs.sorted().compactMap { world.object($0) as? ViewController }
      if let violation = ledger.check(controllers) {
        throw FuzzFailure(category: .appearance, message: violation)
      }
      if !hasInteractive {
        model.touchedSinceMark = []
      }
      return nil
    } catch {
      var failure = error
      failure.operation = operationIndex
      return failure
    }
  }

  /// Every coordinator with children in the library, and its children (for traces).
  var libraryCoordinatorTreeDescription: String {
    model.coordinators.keys.sorted().compactMap { id in
      guard let children = world.coordinator(id)?.children, !children.isEmpty else { return nil }
      return "k\(id)→\(children.map { "k\(world.id(of: $0) ?? -1)" })"
    }.joined(separator: " ")
  }

  private func trace(_ operation: FuzzOperation) {
    print("── \(operationIndex): \(operation)  [queue \(queue.map(\.index)), model pool \(model.pool)]")
    if let window { print(window.snapshot) }
    for id in model.pool { print("pool \(id):", world.controller(model.controllerID(of: id)).snapshot) }
  }

  // MARK: State of the queue

  var hasInteractive: Bool {
    if case .interactive = queue.first?.work { return true }
    return false
  }

  /// Whether the model knows exactly what has started in the library: nothing
  /// waits, or only an interactive transition is under way at the head.
  var isAuthoritative: Bool { queue.isEmpty || hasInteractive }

  /// The running head, when it is not interactive (its effects are not in the model yet).
  func runningHead() -> Speculation? {
    guard !queue.isEmpty, !hasInteractive else { return nil }
    if queue[0].speculation == nil {
      var state = model
      state.checkpoints = []
      _ = evaluate(queue[0].work, on: &state)
      let checkpoints = state.checkpoints ?? []
      state.checkpoints = nil
      queue[0].speculation = Speculation(final: state, checkpoints: checkpoints)
    }
    return queue[0].speculation
  }

  /// Whether a controller is in the window, when that is certain whatever
  /// the running head has done so far.
  func windowCertainty(_ id: Int) -> Bool? {
    let now = model.isInWindow(id)
    guard let head = runningHead() else { return now }
    for state in head.checkpoints + [head.final] where state.controllers[id] != nil && state.isInWindow(id) != now {
      return nil
    }
    return now
  }

  /// The ids that may be named: everything made and not yet released.
  func certainlyAlive() -> Set<Int> { unretired }

  // MARK: The model's side of items

  func evaluate(_ work: Work, on state: inout ReferenceModel) -> Result<Void, TransitionError> {
    state.defersPruning = hasInteractive
    state.triggersReached = []
    defer { state.defersPruning = false }
    do throws(TransitionError) {
      switch work {
      case .step(let step, let root): try state.perform(step, on: root)
      case .trigger(let step, let coordinator): try state.trigger(step, on: coordinator)
      case .deepLink(let coordinator, let first, let rest): try state.deepLink(first, rest, on: coordinator)
      case .deallocatedRouter: throw .routerDeallocated
      case .interactive: preconditionFailure("an interactive item is evaluated when it ends")
      }
      return .success(())
    } catch {
      return .failure(error)
    }
  }

  /// The controller whose window decides whether a work waits in the queue.
  func effectiveRoot(of work: Work) -> Int? {
    switch work {
    case .step(let step, let root): effectiveRoot(step, root: root)
    case .trigger(let step, let coordinator): routeRoot(step, coordinator: coordinator)
    case .deepLink(let coordinator, _, _): model.coordinators[coordinator]!.root
    case .deallocatedRouter, .interactive: nil
    }
  }

  /// Whether an item may act on a controller other than its root (see
  /// ``FuzzStep/actsElsewhere``); a deep link triggers routes on other coordinators.
  func actsElsewhere(_ work: Work) -> Bool {
    switch work {
    case .step(let step, _), .trigger(let step, _): step.actsElsewhere
    case .deepLink: true
    case .deallocatedRouter, .interactive: false
    }
  }

  private func effectiveRoot(_ step: FuzzStep, root: Int) -> Int? {
    switch step {
    case .perform(let inner, let id): effectiveRoot(inner, root: model.controllerID(of: id))
    // An embedding acts in its container's window, whatever its root.
    case .embed(_, let container, _): model.controllerID(of: container)
    case .route(let inner, let coordinator): routeRoot(inner, coordinator: coordinator)
    case .triggerWeak(let inner, let coordinator):
      model.retired.contains(coordinator) ? nil : routeRoot(inner, coordinator: coordinator)
    default: root
    }
  }

  private func routeRoot(_ step: FuzzStep, coordinator: Int) -> Int? {
    let root = model.coordinators[coordinator]!.root
    return step.fits(model.kind(root)) ? effectiveRoot(step, root: root) : root
  }

  /// What an interactive item's end does to the model, and its outcome.
  func end(_ record: InteractiveRecord) -> Result<Void, TransitionError> {
    model.heldByInteractive = []
    // Undone unless a later change touched what it touched, or putting it
    // back would make a controller its own ancestor (a later change placed
    // the former presenter or parent inside what the transition took out).
    var undoneModel = model
    for (id, saved) in record.savedControllers where undoneModel.controllers[id] != nil {
      undoneModel.controllers[id]!.restoreFields(changedFrom: saved.before, to: saved.after)
    }
    let undone =
      record.ending == .cancel && model.touchedSinceMark.isDisjoint(with: record.touched)
      && !record.savedControllers.keys.contains { undoneModel.isOwnAncestor($0) }
    if undone {
      model = undoneModel
    } else if let coordinator = record.coordinator {
      for id in record.presentables { model.addChild(id, to: coordinator) }
    }
    if let coordinator = record.coordinator {
      model.defersPruning = false
      model.pruneTree(of: coordinator)
    }
    return undone ? .failure(.cancelled) : .success(())
  }

  // MARK: Completions

  func completion(for index: Int) -> Transition<ViewController>.Completion {
    { [weak self] result in
      guard let self else { return }
      completionCounts[index, default: 0] += 1
      completions.append((index, result))
    }
  }

  /// Takes the completions the library reported, in order, and moves the
  /// model's queue along with them.
  func drain() throws(FuzzFailure) {
    if let (index, count) = completionCounts.first(where: { $0.value > 1 }) {
      throw FuzzFailure(category: .order, message: "item \(index) completed \(count) times")
    }
    while !completions.isEmpty {
      let (index, result) = completions.removeFirst()
      if let expected = immediate.removeValue(forKey: index) {
        try expect(result, expected, "item \(index)")
        continue
      }
      guard let head = queue.first, head.index == index else {
        throw FuzzFailure(
          category: .order, message: "item \(index) completed while item \(queue.first?.index ?? -1) was due")
      }
      let expected: Result<Void, TransitionError>
      if case .interactive(let record) = head.work {
        guard record.ending != nil else {
          throw FuzzFailure(category: .order, message: "interactive item \(index) completed while held")
        }
        expected = end(record)
        handle = nil
      } else {
        expected = evaluate(head.work, on: &model)
        directAnimationMayRun = false
      }
      queue.removeFirst()
      if isTracing {
        print("   item \(index) done: \(result); model coordinators \(model.coordinatorTreeDescription)")
        print("   library coordinators \(libraryCoordinatorTreeDescription)")
      }
      try expect(result, expected, "item \(index)")
    }
    if let index = immediate.keys.first {
      throw FuzzFailure(category: .wedge, message: "item \(index) should have completed at once")
    }
  }

  func expect(
    _ actual: Result<Void, TransitionError>,
    _ expected: Result<Void, TransitionError>,
    _ what: String
  ) throws(FuzzFailure) {
    statistics.count(outcome: actual)
    switch (actual, expected) {
    case (.success, .success): return
    case (.failure(let lhs), .failure(let rhs)) where lhs == rhs: return
    default:
      throw FuzzFailure(category: .result, message: "\(what): library \(actual), model \(expected)")
    }
  }

  /// The pool keeps what is still free (what was put in place leaves it).
  func syncPool() {
    let state = model
    model.pool.removeAll { !state.isFree(state.controllerID(of: $0)) }
  }

  // MARK: Teardown

  /// Ends what is under way, lets go of everything, and expects every
  /// controller and coordinator of the flow to be released.
  func tearDown() -> FuzzFailure? {
    if handle != nil, let failure = step(.cancel(velocity: 0)) { return failure }
    if isManual, let failure = step(.settle) { return failure }
    if !queue.isEmpty {
      return FuzzFailure(category: .wedge, message: "items \(queue.map(\.index)) never completed", operation: -1)
    }
    handle = nil
    rootCoordinator = nil
    window = nil
    replica = nil
    world.releaseAll()
    let alive = world.allIDs.filter(world.isAlive).sorted()
    guard alive.isEmpty else {
      return FuzzFailure(
        category: .leak, message: "alive after the flow was torn down: \(alive.map { "\($0)" })", operation: -1)
    }
    return nil
  }
}

/// Counts of what flows exercised: operations run and skipped, by kind, and
/// outcomes, by error.
struct FuzzStatistics: Sendable {
  var performed: [String: Int] = [:]
  var skipped: [String: Int] = [:]
  var outcomes: [String: Int] = [:]

  mutating func count(_ operation: FuzzOperation, performed wasPerformed: Bool) {
    let kind = operation.kindName
    if wasPerformed { performed[kind, default: 0] += 1 } else { skipped[kind, default: 0] += 1 }
  }

  mutating func count(outcome: Result<Void, TransitionError>) {
    switch outcome {
    case .success: outcomes["success", default: 0] += 1
    case .failure(let error): outcomes[error.caseName, default: 0] += 1
    }
  }

  mutating func merge(_ other: FuzzStatistics) {
    performed.merge(other.performed, uniquingKeysWith: +)
    skipped.merge(other.skipped, uniquingKeysWith: +)
    outcomes.merge(other.outcomes, uniquingKeysWith: +)
  }

  var summary: String {
    func list(_ counts: [String: Int]) -> String {
      counts.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
    return """
      performed: \(list(performed))
      skipped: \(list(skipped))
      outcomes: \(list(outcomes))
      """
  }
}

extension TransitionError {
  /// The name of the case, without its values.
  var caseName: String {
    if let label = Mirror(reflecting: self).children.first?.label { return label }
    return switch self {
    case .cancelled: "cancelled"
    case .routerDeallocated: "routerDeallocated"
    case .interactionUnsupported: "interactionUnsupported"
    default: "\(self)"
    }
  }
}

extension FuzzOperation {
  /// The kind of operation, for statistics.
  var kindName: String {
    switch self {
    case .setup: "setup"
    case .spawn: "spawn"
    case .spawnCoordinator: "spawnCoordinator"
    case .direct(let operation, _): "direct." + String(describing: operation).prefix { $0 != "(" }
    case .perform(let step, _, _): "perform." + step.kindName
    case .trigger(let step, _, _): "trigger." + step.kindName
    case .triggerWeak: "triggerWeak"
    case .deepLink: "deepLink"
    case .beginPop: "beginPop"
    case .beginDismissal: "beginDismissal"
    case .beginRoute: "beginRoute"
    case .update: "update"
    case .finish: "finish"
    case .cancel: "cancel"
    case .dropHandle: "dropHandle"
    case .advance: "advance"
    case .settle: "settle"
    case .setWindowVisible: "window"
    }
  }
}

extension FuzzStep {
  var kindName: String { String(String(describing: self).prefix { $0 != "(" && $0 != "[" }) }
}
