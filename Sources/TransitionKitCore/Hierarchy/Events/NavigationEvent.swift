/// One thing that happened in a window, as an event log records it.
///
/// Events are plain values — controllers are named by their display name —
/// so a log can be compared, encoded and written to a file.
public enum NavigationEvent: Sendable, Hashable, Codable {
  /// A transition started: its changes were applied and its will-callbacks ran.
  case transitionStarted(TransitionRecord)
  /// A transition completed: its animation ended and its did-callbacks ran.
  case transitionCompleted(TransitionRecord)
  /// A transition failed (refused, rolled back, or cancelled by hand).
  case transitionFailed(TransitionRecord, error: TransitionError)
  /// A change made directly on the model, outside any transition: a back
  /// button tap, a sheet dismissed by code, a page swiped by hand.
  case modelChanged(ModelChangeRecord)
  /// A controller's lifecycle method ran.
  case lifecycle(controller: String, callback: LifecycleCallback, animated: Bool)
  /// The user tried to pull down a presented controller that stays modal
  /// (its ``ViewController/isModalInPresentation``, or its presentation
  /// delegate's answer): nothing changed. UIKit tells the delegate's
  /// `presentationControllerDidAttemptToDismiss(_:)` at that moment.
  case dismissalAttempted(controller: String)
  /// A saved navigation state was restored into the window (or refused):
  /// what became of its steps, after the transitions that replayed them.
  case restored(RestorationRecord)
  /// A link arrived, or a pending one was resumed: what became of it
  /// (applied, already shown, held, redirected, rejected, expired, …),
  /// after the transitions it performed.
  case link(LinkRecord)
}

/// What a link event says: the URL and its outcome, as text.
public struct LinkRecord: Sendable, Hashable, Codable {
  /// The URL, as it arrived.
  public var url: String
  /// The outcome, in words (`applied (1 kept, 2 performed)`, `held`, `rejected: …`).
  public var outcome: String

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - outcome: The outcome, in words.
  public init(url: String, outcome: String) {
    self.url = url
    self.outcome = outcome
  }
}

/// What a restoration event says: the outcome and each step's fate, as text.
public struct RestorationRecord: Sendable, Hashable, Codable {
  /// The outcome, in words (`restored`, `partially restored`, `refused: …`).
  public var outcome: String
  /// The steps applied, each as `RouteType.tag on Coordinator/Path`.
  public var applied: [String]
  /// The steps dropped, each with its reason.
  public var dropped: [String]
  /// Whether the tree matches the saved fingerprint.
  public var matchesFingerprint: Bool

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - outcome: The outcome, in words.
  ///   - applied: The steps applied.
  ///   - dropped: The steps dropped, with their reasons.
  ///   - matchesFingerprint: Whether the tree matches the fingerprint.
  public init(outcome: String, applied: [String], dropped: [String], matchesFingerprint: Bool) {
    self.outcome = outcome
    self.applied = applied
    self.dropped = dropped
    self.matchesFingerprint = matchesFingerprint
  }
}

/// What a transition event says about its transition.
public struct TransitionRecord: Sendable, Hashable, Codable {
  /// The route that triggered the transition, when a router triggered it.
  public var route: String?
  /// The router that took the route.
  public var router: String?
  /// What the transition does, as its constructor names it: `push`, `present`,
  /// `select`, `multiple`, `custom`, …
  public var transition: String
  /// The kind of its first change, once known.
  public var kind: HierarchyChangeKind?
  /// The controller it took away, once known.
  public var from: String?
  /// The controller it showed, once known.
  public var to: String?
  /// Whether it was asked to animate.
  public var animated: Bool

  /// Creates a record.
  public init(
    route: String? = nil,
    router: String? = nil,
    transition: String,
    kind: HierarchyChangeKind? = nil,
    from: String? = nil,
    to: String? = nil,
    animated: Bool
  ) {
    self.route = route
    self.router = router
    self.transition = transition
    self.kind = kind
    self.from = from
    self.to = to
    self.animated = animated
  }
}

/// What a change made directly on the model did.
public struct ModelChangeRecord: Sendable, Hashable, Codable {
  /// The kind of change.
  public var kind: HierarchyChangeKind
  /// The controllers it took out of the hierarchy.
  public var removed: [String]
  /// The controllers it put into the hierarchy.
  public var inserted: [String]
  /// Whether it was asked to animate.
  public var animated: Bool

  /// Creates a record.
  public init(kind: HierarchyChangeKind, removed: [String], inserted: [String], animated: Bool) {
    self.kind = kind
    self.removed = removed
    self.inserted = inserted
    self.animated = animated
  }
}

/// A lifecycle method of a view controller.
public enum LifecycleCallback: String, Sendable, Hashable, Codable, CaseIterable {
  /// `viewDidLoad()`.
  case viewDidLoad
  /// `viewWillAppear(_:)`.
  case viewWillAppear
  /// `viewIsAppearing(_:)`.
  case viewIsAppearing
  /// `viewDidAppear(_:)`.
  case viewDidAppear
  /// `viewWillDisappear(_:)`.
  case viewWillDisappear
  /// `viewDidDisappear(_:)`.
  case viewDidDisappear
}

/// An observation of a window's events; it lasts while you keep a reference
/// to it, or until ``cancel()``.
@MainActor
public final class EventObservation {
  fileprivate var handler: (@MainActor (NavigationEvent) -> Void)?

  fileprivate init(handler: @escaping @MainActor (NavigationEvent) -> Void) {
    self.handler = handler
  }

  /// Stops the observation.
  public func cancel() {
    handler = nil
  }
}

/// A weak reference to an event observation, as a window keeps it.
@MainActor
struct WeakEventObservation {
  weak var observation: EventObservation?
}

extension Window {
  /// Calls `handler` with every event of this window, in order: transitions
  /// started, completed and failed, changes made directly on the model, and
  /// lifecycle callbacks.
  ///
  /// - Parameter handler: Receives each event.
  /// - Returns: The observation. Keep it: it ends when released or cancelled.
  public func observeEvents(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> EventObservation {
    let observation = EventObservation(handler: handler)
    if eventObservations.isEmpty { Self.eventObservedWindowCount += 1 }
    eventObservations.append(WeakEventObservation(observation: observation))
    return observation
  }

  /// The number of windows whose list of event observations is not empty:
  /// while it is zero, nothing anywhere has an event to make.
  @exclusivity(unchecked) static var eventObservedWindowCount = 0

  /// Whether anything observes this window's events. Asked twice by every
  /// transition: the usual answer, with an empty list, is read inline.
  @inline(__always) var hasEventObservers: Bool {
    !eventObservations.isEmpty && hasLiveEventObservations()
  }

  /// Whether a non-empty list of event observations has live ones, dropping
  /// those that ended.
  private func hasLiveEventObservations() -> Bool {
    // Compacted only when an observation ended (a plain loop: a closure would check the actor).
    var hasEnded = false
    for entry in eventObservations where entry.observation?.handler == nil {
      hasEnded = true
      break
    }
    if hasEnded {
      eventObservations.removeAll { $0.observation?.handler == nil }
      if eventObservations.isEmpty { Self.eventObservedWindowCount -= 1 }
    }
    return !eventObservations.isEmpty
  }

  /// Hands an event, made only when someone listens, to every observation.
  func emit(_ makeEvent: () -> NavigationEvent) {
    guard hasEventObservers else { return }
    let event = makeEvent()
    for entry in eventObservations { entry.observation?.handler?(event) }
  }
}
