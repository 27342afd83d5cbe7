/// How a flow ended, before it is typed for the parent (see ``FlowResult``).
enum FlowEnd: Sendable {
  case finished(any Sendable)
  case cancelled(UserAction)
  case replaced
}

extension FlowResult {
  /// The typed result of a flow's end. A finished value is always of the
  /// child's ``FlowCoordinator/FlowValue``: ``FlowCoordinator/finish(with:)`` takes no other.
  init(_ end: FlowEnd) {
    switch end {
    case .finished(let value):
      if let value = value as? Value { self = .finished(value) } else { self = .replaced }
    case .cancelled(let action): self = .cancelled(by: action)
    case .replaced: self = .replaced
    }
  }
}

/// One parent waiting for one flow: resolved once, with the flow's end or
/// with the error of the transition that was to start it.
///
/// A completion handler belongs to the parent that started the flow (it
/// usually captures it, often unowned): once that parent is gone, it is
/// not called. A continuation (the `async` API) is always resumed, so that
/// no task waits forever.
@MainActor
final class FlowListener {
  private var deliver: (@MainActor (Result<FlowEnd, TransitionError>) -> Void)?
  private let needsParent: Bool
  private weak var parent: AnyObject?
  private var hasParent = false

  /// - Parameters:
  ///   - needsParent: Whether the delivery is dropped once the parent that
  ///     started the flow is gone.
  ///   - deliver: Receives the outcome.
  init(needsParent: Bool, _ deliver: @escaping @MainActor (Result<FlowEnd, TransitionError>) -> Void) {
    self.needsParent = needsParent
    self.deliver = deliver
  }

  /// Records the parent that started the flow.
  func belong(to parent: AnyObject?) {
    self.parent = parent
    hasParent = parent != nil
  }

  /// Hands the outcome over, once (see ``FlowDeliveries``), unless the
  /// parent it belongs to is gone and it needs it.
  func resolve(_ result: Result<FlowEnd, TransitionError>) {
    guard let deliver else { return }
    self.deliver = nil
    if needsParent, hasParent, parent == nil { return }
    FlowDeliveries.schedule { deliver(result) }
  }
}

/// A flow to start once the transition that carries it has been performed
/// by a coordinator (see ``Transition/startingFlow(of:completion:)``).
///
/// It is taken once. One that is dropped without having been taken — its
/// transition failed, was never performed, or was performed without a
/// coordinator — resolves its listener with an error, so no parent waits
/// forever.
@MainActor
final class FlowStart {
  private weak var child: (any Presentable)?
  private let childName: String
  private var listener: FlowListener?

  init(child: any Presentable, listener: FlowListener) {
    self.child = child
    childName = TypeNames.name(of: type(of: child))
    self.listener = listener
  }

  isolated deinit {
    listener?.resolve(.failure(.flowNotStarted(childName)))
  }

  /// Starts the flow on the child's node, when the child is a child
  /// coordinator now; otherwise resolves it with ``TransitionError/flowNotStarted(_:)``.
  ///
  /// - Parameter parent: The coordinator that performed the transition.
  func start(by parent: AnyObject?) {
    guard let listener else { return }
    self.listener = nil
    listener.belong(to: parent)
    guard let child, let node = CoordinatorNode.node(of: child), node.parent != nil else {
      listener.resolve(.failure(.flowNotStarted(childName)))
      return
    }
    node.follow(listener)
  }

  /// Resolves the listener with the error of the transition that was to start the flow.
  func fail(_ error: TransitionError) {
    listener?.resolve(.failure(error))
    listener = nil
  }
}

/// The flow state of one coordinator: the parents waiting for its end, and
/// a value it finished with before anyone waited.
@MainActor
final class FlowState {
  var listeners: [FlowListener] = []
  /// A value the coordinator finished with while no flow was followed.
  var pendingFinish: (any Sendable)?
  /// Whether the flow followed last has ended (a second end is ignored).
  var hasEnded = false

  /// Ends the followed flow, telling every parent waiting.
  func end(_ end: FlowEnd) {
    let waiting = listeners
    listeners = []
    hasEnded = true
    for listener in waiting { listener.resolve(.success(end)) }
  }
}

/// Hands flow outcomes to the parents at safe points: after a refresh of the
/// coordinator tree or the end of a transition has put everything in place,
/// never from the middle of one. Outside those, at once.
@MainActor
enum FlowDeliveries {
  // Only read, assigned, appended to and taken from the front (every access
  // is instantaneous, so none can overlap another): no exclusivity checks.
  @exclusivity(unchecked) private static var depth = 0
  @exclusivity(unchecked) private static var pending = StaticList<@MainActor () -> Void>()

  /// Runs bookkeeping whose flow outcomes are delivered once it is over.
  static func batch<Value>(_ body: () -> Value) -> Value {
    depth += 1
    let value = body()
    depth -= 1
    // Told inline: almost always, nothing waits.
    if depth == 0, !pending.isEmpty { flush() }
    return value
  }

  /// Delivers an outcome now, or at the end of the batch under way.
  static func schedule(_ delivery: @escaping @MainActor () -> Void) {
    if depth == 0 {
      delivery()
    } else {
      pending.append(delivery)
    }
  }

  private static func flush() {
    while !pending.isEmpty {
      let delivery = pending.modify { $0.removeFirst() }
      delivery()
    }
  }
}

extension CoordinatorNode {
  private var flowState: FlowState {
    if let flow { return flow }
    let state = FlowState()
    flow = state
    return state
  }

  /// Starts following this coordinator's flow for a parent (journaled, so a
  /// failed enclosing transition unstarts it with its error).
  func follow(_ listener: FlowListener) {
    let state = flowState
    if let value = state.pendingFinish {
      state.pendingFinish = nil
      state.hasEnded = true
      listener.resolve(.success(.finished(value)))
      return
    }
    state.hasEnded = false
    state.listeners.append(listener)
    record(.flowStarted(self, listener))
  }

  /// Undoes a flow's start: the parent hears the error of the transition.
  func unfollow(_ listener: FlowListener, because error: TransitionError) {
    guard let state = flow, let index = state.listeners.firstIndex(where: { $0 === listener }) else { return }
    state.listeners.remove(at: index)
    listener.resolve(.failure(error))
  }

  /// The coordinator finished its flow with a value.
  func finishFlow(with value: any Sendable) {
    let state = flowState
    if !state.listeners.isEmpty {
      state.end(.finished(value))
    } else if !state.hasEnded, state.pendingFinish == nil {
      state.pendingFinish = value
    }
  }

  /// The coordinator's screens left the tree (it was let go by its parent):
  /// its flow ends, cancelled by the user or replaced by the app, as the
  /// controllers it lived by left.
  func flowLeftTree() {
    guard let state = flow else { return }
    state.pendingFinish = nil
    guard !state.listeners.isEmpty else { return }
    state.end(Self.flowEnd(leaving: lifetimeController))
  }

  /// The coordinator stopped being followed for a reason of the app's: it
  /// was removed from its parent by hand, or released.
  func flowReplaced() {
    guard let state = flow, !state.listeners.isEmpty else { return }
    state.end(.replaced)
  }

  /// Ends the flows of every coordinator below this one (this one is the
  /// top of a tree that left its window).
  func treeLeftWindow() {
    var pending = children.compactMap { Self.node(of: $0) }
    while let node = pending.popLast() {
      node.flowLeftTree()
      pending.append(contentsOf: node.children.compactMap { Self.node(of: $0) })
    }
  }

  /// How a flow ends whose screens left the tree: cancelled when a user's
  /// gesture took them (or a controller above them) out, replaced otherwise.
  static func flowEnd(leaving controller: ViewController?) -> FlowEnd {
    var current = controller
    while let screen = current {
      if let action = screen.userDeparture { return .cancelled(action) }
      current = screen.parent ?? screen.presenter
    }
    return .replaced
  }
}
