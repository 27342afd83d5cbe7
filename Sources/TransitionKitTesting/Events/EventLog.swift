import TransitionKitCore

/// Records what happens in a window, in order: transitions started,
/// completed and failed (with their route when a router triggered them),
/// changes made directly on the model, and lifecycle callbacks.
///
/// Read ``events`` in synchronous tests, or iterate ``stream`` in async code.
///
/// ```swift
/// let log = EventLog(window: window)
/// navigation.trigger(.article(42))
/// #expect(log.transitions == [
///   .transitionStarted(TransitionRecord(route: "article(42)", router: "NewsCoordinator", transition: "push",
///                                       kind: .push, from: "News", to: "Article 42", animated: true)),
///   …
/// ])
/// ```
///
/// The log holds a bounded number of events (``capacity``): past it, the
/// oldest go, and ``droppedCount`` counts them. Its ``stream`` buffers the
/// events nobody has read yet up to a bound of its own, keeping the newest.
/// So a log left attached over a long run holds a bounded amount of memory.
@MainActor
public final class EventLog {
  /// The most events the log holds; past it, the oldest are dropped.
  public let capacity: Int
  /// How many events were dropped to keep within ``capacity``, since the
  /// log began (saturating).
  public private(set) var droppedCount = 0
  /// How many events the ``stream`` dropped because its buffer of events
  /// nobody had read yet was full (saturating).
  public private(set) var streamDroppedCount = 0
  /// The events as they happen, for async code. It finishes when the log
  /// stops (``stop()``, or when the log is released). Events that nobody
  /// reads wait in a buffer of at most the `streamBuffer` given to
  /// ``init(window:includesLifecycle:capacity:streamBuffer:)``; past it,
  /// the oldest waiting events are dropped.
  public let stream: AsyncStream<NavigationEvent>
  private let continuation: AsyncStream<NavigationEvent>.Continuation
  private var observation: EventObservation?
  /// The events held, a ring once full: the oldest is at `oldest`.
  private var storage: [NavigationEvent] = []
  private var oldest = 0

  /// Starts recording a window's events.
  /// - Parameters:
  ///   - window: The window to record.
  ///   - includesLifecycle: Whether lifecycle callbacks are recorded too.
  ///   - capacity: The most events the log holds (at least 1); the oldest
  ///     are dropped past it.
  ///   - streamBuffer: The most events the ``stream`` keeps for a reader
  ///     that has not read them yet (at least 1); the oldest are dropped past it.
  public init(
    window: Window, includesLifecycle: Bool = true, capacity: Int = 10_000, streamBuffer: Int = 10_000
  ) {
    self.capacity = Swift.max(capacity, 1)
    (stream, continuation) = AsyncStream.makeStream(
      of: NavigationEvent.self, bufferingPolicy: .bufferingNewest(Swift.max(streamBuffer, 1)))
    observation = window.observeEvents { [weak self] event in
      guard let self else { return }
      if !includesLifecycle, case .lifecycle = event { return }
      self.record(event)
    }
  }

  /// Every event held, oldest first: the latest ``capacity`` ones recorded
  /// since the log began or was last cleared.
  public var events: [NavigationEvent] {
    guard oldest > 0 else { return storage }
    return Array(storage[oldest...] + storage[..<oldest])
  }

  private func record(_ event: NavigationEvent) {
    if storage.count < capacity {
      storage.append(event)
    } else {
      storage[oldest] = event
      oldest = oldest == capacity - 1 ? 0 : oldest + 1
      droppedCount = droppedCount == .max ? .max : droppedCount + 1
    }
    if case .dropped = continuation.yield(event) {
      streamDroppedCount = streamDroppedCount == .max ? .max : streamDroppedCount + 1
    }
  }

  isolated deinit {
    continuation.finish()
  }

  /// The events other than lifecycle callbacks: transitions and model changes.
  public var transitions: [NavigationEvent] {
    events.filter { event in
      if case .lifecycle = event { return false }
      return true
    }
  }

  /// The records of the transitions that completed, in order.
  public var completedTransitions: [TransitionRecord] {
    events.compactMap { event in
      guard case .transitionCompleted(let record) = event else { return nil }
      return record
    }
  }

  /// The lifecycle callbacks of one controller, in order.
  public func lifecycle(of controller: String) -> [LifecycleCallback] {
    events.compactMap { event in
      guard case .lifecycle(controller, let callback, _) = event else { return nil }
      return callback
    }
  }

  /// Forgets the events held, and frees their memory. The stream keeps
  /// the events waiting for its reader; the counts of dropped events stay.
  public func clear() {
    storage = []
    oldest = 0
  }

  /// Stops recording and finishes the stream.
  public func stop() {
    observation?.cancel()
    observation = nil
    continuation.finish()
  }
}
