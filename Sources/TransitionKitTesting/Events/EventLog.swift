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
@MainActor
public final class EventLog {
  /// Every event recorded so far, oldest first.
  public private(set) var events: [NavigationEvent] = []
  /// The events as they happen, for async code. It finishes when the log
  /// stops (``stop()``, or when the log is released).
  public let stream: AsyncStream<NavigationEvent>
  private let continuation: AsyncStream<NavigationEvent>.Continuation
  private var observation: EventObservation?

  /// Starts recording a window's events.
  /// - Parameters:
  ///   - window: The window to record.
  ///   - includesLifecycle: Whether lifecycle callbacks are recorded too.
  public init(window: Window, includesLifecycle: Bool = true) {
    (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent.self)
    observation = window.observeEvents { [weak self] event in
      guard let self else { return }
      if !includesLifecycle, case .lifecycle = event { return }
      self.events.append(event)
      self.continuation.yield(event)
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

  /// Forgets the events recorded so far (the stream keeps what it delivered).
  public func clear() {
    events.removeAll()
  }

  /// Stops recording and finishes the stream.
  public func stop() {
    observation?.cancel()
    observation = nil
    continuation.finish()
  }
}
