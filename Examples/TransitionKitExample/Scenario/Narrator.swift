import TransitionKitCore

/// Listens to the window's events and to the app's animations, and turns
/// what happened during a step into trace entries.
@MainActor
final class Narrator {
  /// Every transition and model change event so far.
  private(set) var events: [NavigationEvent] = []
  private let playback: any Playback
  private var observation: EventObservation?
  private var frameObservation: FrameObservation?
  private var transitions: [TraceTransition] = []
  private var didAppear: [String] = []
  private var didDisappear: [String] = []
  /// The app animation that drew last, since the last transition started or ended.
  private var lastDrawn: (name: String, duration: Duration)?
  /// When the transition under way started, on the playback's clock.
  private var startTime: Duration?

  init(window: Window, playback: any Playback) {
    self.playback = playback
    observation = window.observeEvents { [weak self] event in self?.record(event) }
    frameObservation = Motion.observeFrames { [weak self, weak window] frame in
      guard let window, frame.window === window else { return }
      self?.lastDrawn = (frame.name, frame.duration)
    }
  }

  /// Stops listening.
  func stop() {
    observation?.cancel()
    observation = nil
    frameObservation?.cancel()
    frameObservation = nil
  }

  /// What happened since the last call: the transitions, and the controllers
  /// that appeared and disappeared.
  func takeStepEntries() -> (transitions: [TraceTransition], didAppear: [String], didDisappear: [String]) {
    defer {
      transitions = []
      didAppear = []
      didDisappear = []
    }
    return (transitions, didAppear, didDisappear)
  }

  private func record(_ event: NavigationEvent) {
    if case .lifecycle = event {} else { events.append(event) }
    switch event {
    case .transitionStarted:
      lastDrawn = nil
      startTime = playback.now
    case .transitionCompleted(let record):
      transitions.append(entry(for: record, outcome: .completed))
    case .transitionFailed(let record, let error):
      transitions.append(entry(for: record, outcome: error == .cancelled ? .cancelled : .failed(error)))
    case .modelChanged(let record):
      transitions.append(
        TraceTransition(
          route: nil, name: record.kind.rawValue, isModelChange: true, from: record.removed.first,
          to: record.inserted.first, animation: lastDrawn?.name, duration: lastDrawn?.duration, clockTime: nil,
          outcome: .completed))
      lastDrawn = nil
    case .lifecycle(let controller, .viewDidAppear, _):
      didAppear.append(controller)
    case .lifecycle(let controller, .viewDidDisappear, _):
      didDisappear.append(controller)
    case .lifecycle, .dismissalAttempted, .restored, .link:
      break
    }
  }

  private func entry(for record: TransitionRecord, outcome: TraceTransition.Outcome) -> TraceTransition {
    defer {
      lastDrawn = nil
      startTime = nil
    }
    let route = record.route.map { route in record.router.map { "\(route) on \($0)" } ?? route }
    return TraceTransition(
      route: route, name: record.transition, isModelChange: false, from: record.from, to: record.to,
      animation: lastDrawn?.name, duration: lastDrawn?.duration, clockTime: startTime.map { playback.now - $0 },
      outcome: outcome)
  }
}
