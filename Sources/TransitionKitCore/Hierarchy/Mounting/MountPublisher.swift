/// Publishes a window's mount stream: after each change, what differs from
/// what its observers were last told, as one transaction.
///
/// A window has a publisher only while something observes its mounts; with
/// none anywhere, the change path pays one check of ``isAnyActive``.
@MainActor
final class MountPublisher {
  /// What the observers were told about one node.
  private struct Entry {
    var node: MountNode
    /// The children per slot, in the order of ``MountSlot/slots(of:)``.
    var slots: [[MountNodeID]]
    var selection: Int?
    var presented: MountNodeID?
    var presentationStyle: ModalPresentationStyle?
    /// Whether the node is in the window's tree (not only on its way out).
    var isInTree: Bool
    /// The revision of the transaction that last changed where the node is
    /// or what it holds: its children, selection or presentation.
    var structureRevision: UInt64
  }

  @WindowReference private var window: Window?
  private var observations: [WeakMountObservation] = []
  private var entries: [MountNodeID: Entry] = [:]
  private var root: MountNodeID?
  private var isWindowVisible = false
  /// Transactions made while others are being delivered (an observer that
  /// changes the tree from its handler), delivered after them, in order.
  private var outbox: [MountTransaction] = []
  private var isDelivering = false

  /// How many windows have a publisher.
  @exclusivity(unchecked) private static var activeCount = 0
  /// Whether this publisher still counts among them.
  private var isActive = true

  /// Whether any window has a mount observer (the change path's only cost otherwise).
  static var isAnyActive: Bool { activeCount > 0 }

  /// The transition whose changes are beginning, while it begins them (set
  /// only while some window is observed).
  @exclusivity(unchecked) static var currentTransition: MountTransitionLabel?

  /// How the transition whose changes are beginning animates a change.
  @exclusivity(unchecked) private static var currentAnimation: (@MainActor (HierarchyChange) -> MountAnimation?)?

  /// Runs the beginning of a transition's changes, labelling the
  /// transactions they publish with the transition and describing their
  /// animation (only when anything observes).
  ///
  /// - Parameters:
  ///   - label: The transition, and the route that triggered it.
  ///   - animation: How the transition animates one of its changes.
  ///   - body: Begins the changes.
  static func labelling<Value, Failure: Error>(
    _ label: MountTransitionLabel,
    animation: @escaping @MainActor (HierarchyChange) -> MountAnimation?,
    _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    guard isAnyActive else { return try body() }
    let (outerLabel, outerAnimation) = (currentTransition, currentAnimation)
    currentTransition = label
    currentAnimation = animation
    defer { (currentTransition, currentAnimation) = (outerLabel, outerAnimation) }
    return try body()
  }

  /// How a beginning change animates: as its transition says, or, for a
  /// change made directly on the model, as its window animates those.
  static func animation(of change: HierarchyChange) -> MountAnimation? {
    if let currentAnimation { return currentAnimation(change) }
    guard HierarchyChange.captures.isEmpty else { return nil }
    return change.window?.changeAnimator?.describe(change)
  }

  private init(window: Window) {
    self.window = window
    Self.activeCount += 1
  }

  isolated deinit {
    if isActive { Self.activeCount -= 1 }
  }

  /// The revision of the last transaction (kept by the window, so that it
  /// goes on increasing when the window is observed again).
  private var revision: UInt64 {
    get { window?.mountRevision ?? 0 }
    set { window?.mountRevision = newValue }
  }

  // MARK: Observers

  /// Adds an observer to a window's stream; it first receives the whole tree,
  /// then the transactions that follow it.
  static func observe(
    _ window: Window,
    _ handler: @escaping @MainActor (MountTransaction) -> Void
  ) -> MountObservation {
    let publisher: MountPublisher
    if let existing = window.mountPublisher, existing.hasObservers {
      publisher = existing
      // Brought up to date, so that the whole tree is the tree of now.
      publisher.flush(.update, isAnimated: false)
    } else {
      // What a publisher whose observers all ended was told is told to no one.
      window.mountPublisher?.deactivate()
      publisher = MountPublisher(window: window)
      window.mountPublisher = publisher
      // The first reading, told to no one but the new observer, at the
      // revision the window is at.
      _ = publisher.diff(publishing: publisher.revision)
    }
    // Transactions still waiting to be delivered (an observer that attaches
    // from another's handler) are in the whole tree already.
    let observation = MountObservation(handler: handler, after: publisher.revision)
    publisher.observations.append(WeakMountObservation(observation: observation))
    handler(publisher.wholeTree())
    return observation
  }

  /// A transaction that builds everything the stream knows: the tree, and
  /// the nodes on their way out (their destruction follows).
  private func wholeTree() -> MountTransaction {
    var creates: [MountStep] = []
    var structure: [MountStep] = []
    if isWindowVisible { structure.append(.setWindowVisible(true)) }
    if let root { structure.append(.setRoot(root)) }
    for id in entries.keys.sorted() {
      guard let entry = entries[id] else { continue }
      creates.append(.create(entry.node))
      let slots = MountSlot.slots(of: entry.node.kind)
      for (index, children) in entry.slots.enumerated() where !children.isEmpty {
        structure.append(.setChildren(id, slot: slots[index], children: children))
      }
      if let selection = entry.selection { structure.append(.select(id, index: selection)) }
      if let presented = entry.presented, let style = entry.presentationStyle {
        structure.append(.present(id, presented: presented, style: style))
      }
    }
    return MountTransaction(revision: revision, cause: .attached, isAnimated: false, steps: creates + structure)
  }

  /// Whether an observer is still listening; the publisher lets go of the
  /// window once none is.
  fileprivate var hasObservers: Bool {
    // A loop, not `removeAll(where:)`: a closure handed to the standard
    // library would check the actor on every call.
    var index = observations.count
    while index > 0 {
      index -= 1
      if observations[index].observation?.handler == nil { observations.remove(at: index) }
    }
    return !observations.isEmpty
  }

  fileprivate func deactivate() {
    guard isActive else { return }
    isActive = false
    Self.activeCount -= 1
    if window?.mountPublisher === self { window?.mountPublisher = nil }
  }

  // MARK: Publishing

  /// Publishes, for each of the windows that has observers, what changed
  /// since its last transaction.
  static func publish(
    _ cause: MountCause, isAnimated: Bool, animation: MountAnimation? = nil, in windows: [Window]
  ) {
    for window in windows {
      window.mountPublisher?.flush(cause, isAnimated: isAnimated, animation: animation)
    }
  }

  private func flush(_ cause: MountCause, isAnimated: Bool, animation: MountAnimation? = nil) {
    guard let window, hasObservers else { return deactivate() }
    // A restoration defers the window's appearance callbacks while it replays.
    var cause = cause
    if case .change(let kind, _) = cause, window.appearanceDeferrals > 0 { cause = .restoration(kind) }
    let steps = diff(publishing: revision &+ 1)
    guard !steps.isEmpty else { return }
    revision &+= 1
    let transition: MountTransitionLabel? =
      switch cause {
      case .change, .restoration: Self.currentTransition
      case .attached, .undo, .ended, .update: nil
      }
    outbox.append(
      MountTransaction(
        revision: revision, cause: cause, isAnimated: isAnimated, animation: animation, transition: transition,
        steps: steps))
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    var next = 0
    while next < outbox.count {
      let transaction = outbox[next]
      next += 1
      for entry in observations {
        guard let observation = entry.observation, transaction.revision > observation.startRevision else { continue }
        observation.handler?(transaction)
      }
    }
    outbox.removeAll()
  }

  /// Reads the window's tree (without recursion) and records what differs
  /// from the last reading: nodes made, their properties, where they are;
  /// and, once no change is open in the window, the nodes that left.
  ///
  /// - Parameter nextRevision: The revision the steps are published with.
  private func diff(publishing nextRevision: UInt64) -> [MountStep] {
    guard let window else { return [] }
    var creates: [MountStep] = []
    var updates: [MountStep] = []
    var structure: [MountStep] = []
    let visible = window.visibility.isVisible
    if visible != isWindowVisible {
      isWindowVisible = visible
      structure.append(.setWindowVisible(visible))
    }
    // (No closures handed to the standard library on this path: each would
    // check the actor on every call.)
    var rootID: MountNodeID?
    if let storedRoot = window.storedRoot { rootID = Self.id(storedRoot) }
    if rootID != root {
      root = rootID
      structure.append(.setRoot(rootID))
    }
    var seen = Set<MountNodeID>()
    var pending: [ViewController] = []
    if let storedRoot = window.storedRoot { pending.append(storedRoot) }
    while let controller = pending.popLast() {
      let id = Self.id(controller)
      seen.insert(id)
      let node = Self.node(controller, id: id)
      let slots = Self.slots(of: controller)
      let selection = (controller as? TabBarController)?.selectedIndex
      var presentation: (presented: MountNodeID, style: ModalPresentationStyle)?
      if let link = controller.presentation { presentation = (Self.id(link.controller), link.style) }
      let presented = presentation?.presented
      let kindSlots = MountSlot.slots(of: node.kind)
      if let index = entries.index(forKey: id) {
        // In place: an entry is not copied out and back.
        Self.reconcile(
          &entries.values[index], id: id, with: node, slots: slots, kindSlots: kindSlots, selection: selection,
          presentation: presentation, at: nextRevision,
          updates: &updates, structure: &structure)
      } else {
        creates.append(.create(node))
        for index in kindSlots.indices where !slots[index].isEmpty {
          structure.append(.setChildren(id, slot: kindSlots[index], children: slots[index]))
        }
        if let selection { structure.append(.select(id, index: selection)) }
        if let presented, let style = presentation?.style {
          structure.append(.present(id, presented: presented, style: style))
        }
        entries[id] = Entry(
          node: node, slots: slots, selection: selection, presented: presented,
          presentationStyle: presentation?.style, isInTree: true, structureRevision: nextRevision)
      }
      if let next = controller.presentation?.controller { pending.append(next) }
      pending.append(contentsOf: controller.children.reversed())
    }
    var gone: [MountNodeID] = []
    let changesEnded = window.openChangeCount == 0
    for (id, entry) in entries where !seen.contains(id) {
      if changesEnded {
        gone.append(id)
      } else if entry.isInTree {
        entries[id]?.isInTree = false
      }
    }
    gone.sort()
    for id in gone { entries[id] = nil }
    return creates + updates + structure + gone.map(MountStep.destroy)
  }

  /// Records what differs between what the observers were told of a node
  /// and what it is now, and brings the entry up to date.
  private static func reconcile(
    _ entry: inout Entry,
    id: MountNodeID,
    with node: MountNode,
    slots: [[MountNodeID]],
    kindSlots: [MountSlot],
    selection: Int?,
    presentation: (presented: MountNodeID, style: ModalPresentationStyle)?,
    at nextRevision: UInt64,
    updates: inout [MountStep],
    structure: inout [MountStep]
  ) {
    if entry.node != node {
      updates.append(.update(node))
      entry.node = node
    }
    let structureCount = structure.count
    for index in kindSlots.indices where entry.slots[index] != slots[index] {
      structure.append(.setChildren(id, slot: kindSlots[index], children: slots[index]))
      entry.slots[index] = slots[index]
    }
    if entry.selection != selection {
      structure.append(.select(id, index: selection))
      entry.selection = selection
    }
    if entry.presented != presentation?.presented || entry.presentationStyle != presentation?.style {
      if entry.presented != nil { structure.append(.dismiss(id)) }
      if let presentation {
        structure.append(.present(id, presented: presentation.presented, style: presentation.style))
      }
      entry.presented = presentation?.presented
      entry.presentationStyle = presentation?.style
    }
    if structure.count != structureCount { entry.structureRevision = nextRevision }
    entry.isInTree = true
  }

  /// The revision of the transaction that last changed where a node is or
  /// what it holds, as the window's observers were told; `nil` when nobody
  /// observes the window or the stream does not know the node.
  static func structureRevision(of id: MountNodeID, in window: Window) -> UInt64? {
    guard let publisher = window.mountPublisher, publisher.hasObservers else { return nil }
    return publisher.entries[id]?.structureRevision
  }
}

/// A weak reference to a mount observation, as a publisher keeps it.
@MainActor
private struct WeakMountObservation {
  weak var observation: MountObservation?
}

/// An observation of a window's mount stream; it lasts while you keep a
/// reference to it, or until ``cancel()``.
@MainActor
public final class MountObservation {
  fileprivate var handler: (@MainActor (MountTransaction) -> Void)?
  /// The revision of the whole tree the observer got first: it gets only later transactions.
  fileprivate let startRevision: UInt64

  fileprivate init(handler: @escaping @MainActor (MountTransaction) -> Void, after startRevision: UInt64) {
    self.handler = handler
    self.startRevision = startRevision
  }

  /// Stops the observation.
  public func cancel() {
    handler = nil
  }
}

extension ViewController {
  /// The identity of this controller's node in every window's mount stream.
  public var mountNodeID: MountNodeID { MountNodeID(rawValue: serial) }
}

extension Window {
  /// Publishes this window's tree to a renderer as a stream of mount
  /// transactions: first the whole tree (cause ``MountCause/attached``),
  /// then, as each change begins, what it changed; nodes a change took out
  /// are destroyed once the window's changes have ended.
  ///
  /// A window nobody observes builds no transactions.
  ///
  /// - Parameter handler: Receives each transaction, in order.
  /// - Returns: The observation. Keep it: the stream ends when it is
  ///   released or cancelled.
  public func observeMounts(_ handler: @escaping @MainActor (MountTransaction) -> Void) -> MountObservation {
    MountPublisher.observe(self, handler)
  }
}
