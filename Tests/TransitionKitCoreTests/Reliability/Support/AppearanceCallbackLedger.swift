import TransitionKitCore

/// Checks that every controller's appearance callbacks follow UIKit's
/// automaton, from what windows log.
///
/// The ledger listens to the lifecycle events of the windows it observes and
/// keeps, per controller (named by its title, which must be unique), the
/// callbacks received since the last check. A check replays them from the
/// appearance state the controller had at the last check:
///
/// ```
/// disappeared -willAppear-> appearing -didAppear-> appeared
/// appeared -willDisappear-> disappearing -didDisappear-> disappeared
/// appearing -willDisappear-> disappearing      (a cancelled appearance)
/// disappearing -willAppear-> appearing         (a cancelled disappearance)
/// ```
///
/// `viewIsAppearing` runs once per appearing phase, between `viewWillAppear`
/// and `viewDidAppear`; `viewDidLoad` runs once, before the first
/// `viewWillAppear`; a phase's did-callback and `viewIsAppearing` carry the
/// `animated` flag of its will-callback; and the replay must end in the
/// controller's current `appearanceState`.
///
/// ```swift
/// let ledger = AppearanceCallbackLedger()
/// ledger.observe(window)
/// try navigation.pushViewController(next, animated: false)
/// #expect(ledger.check([navigation, next]) == nil)
/// ```
///
/// Callbacks that no window logs (a released window's controllers disappear
/// silently) are accepted with ``rebase(_:)``.
@MainActor
final class AppearanceCallbackLedger {
  /// What a check needs to know about a controller right now.
  struct Observation: Sendable, Hashable {
    /// The controller's unique title.
    var title: String
    /// Its current appearance state.
    var appearanceState: AppearanceState
    /// Whether its view is loaded.
    var isViewLoaded: Bool

    /// Describes a controller as it is now.
    @MainActor
    init(_ controller: ViewController) {
      self.init(
        title: controller.displayName, appearanceState: controller.appearanceState,
        isViewLoaded: controller.isViewLoaded)
    }

    /// Describes a controller by its values (for tests that feed fake events).
    init(title: String, appearanceState: AppearanceState, isViewLoaded: Bool) {
      self.title = title
      self.appearanceState = appearanceState
      self.isViewLoaded = isViewLoaded
    }
  }

  /// One lifecycle callback, as logged.
  private struct Callback {
    let callback: LifecycleCallback
    let animated: Bool
  }

  /// What the ledger knows of one controller.
  private struct Track {
    /// The state at the last check.
    var state = AppearanceState.disappeared
    /// Whether the view was loaded at the last check.
    var isViewLoaded = false
    /// Whether `viewIsAppearing` ran in the appearing phase under way at the last check.
    var hasNotifiedIsAppearing = false
    /// The `animated` flag of the phase under way at the last check, when known.
    var phaseAnimated: Bool?
    /// The callbacks logged since the last check.
    var pending: [Callback] = []
  }

  private var tracks: [String: Track] = [:]
  private var observations: [EventObservation] = []
  /// Whether a first `viewWillAppear` may follow a `viewDidLoad` that no
  /// window logged (a view loaded while its controller was in no window),
  /// as long as the view is loaded by the check. Off by default.
  var toleratesUnloggedViewDidLoad = false

  /// Creates a ledger that observes no window yet.
  init() {}

  /// Starts listening to a window's lifecycle events, for as long as the
  /// ledger lives.
  func observe(_ window: Window) {
    observations.append(window.observeEvents { [weak self] event in self?.receive(event) })
  }

  /// Takes one event: lifecycle callbacks are kept for the next check, other
  /// events are ignored. Windows the ledger observes call it; tests may feed
  /// it events of their own.
  func receive(_ event: NavigationEvent) {
    guard case .lifecycle(let title, let callback, let animated) = event else { return }
    tracks[title, default: Track()].pending.append(Callback(callback: callback, animated: animated))
  }

  /// Checks the callbacks each controller received since the last check, and
  /// takes its current state as the start of the next check.
  ///
  /// - Parameter controllers: The controllers to check; their titles must be unique.
  /// - Returns: A description of the first violation, or `nil`.
  func check(_ controllers: [ViewController]) -> String? {
    check(controllers.map(Observation.init))
  }

  /// Checks the callbacks each described controller received since the last
  /// check, and takes its described state as the start of the next check.
  ///
  /// A controller the ledger never checked starts disappeared, its view not loaded.
  ///
  /// - Parameter observations: The controllers, as they are now; titles must be unique.
  /// - Returns: A description of the first violation, or `nil`.
  func check(_ observations: [Observation]) -> String? {
    var firstViolation: String?
    var seen = Set<String>()
    for observation in observations {
      guard seen.insert(observation.title).inserted else {
        firstViolation = firstViolation ?? "the title '\(observation.title)' names two controllers"
        continue
      }
      var track = tracks[observation.title] ?? Track()
      let violation = Self.replay(&track, ending: observation, toleratingUnloggedLoads: toleratesUnloggedViewDidLoad)
      if let violation, firstViolation == nil {
        firstViolation = violation
      }
      track.state = observation.appearanceState
      track.isViewLoaded = observation.isViewLoaded
      track.pending = []
      tracks[observation.title] = track
    }
    return firstViolation
  }

  /// Takes the controllers' current states as the start of the next check
  /// without checking what they received: for callbacks that no window
  /// logged, such as the silent disappearance of a released window's tree.
  ///
  /// A controller still in the phase the ledger last saw it in, with no
  /// callback since, keeps what it was told in it (an appearing one told `viewIsAppearing` is not told
  /// again before `viewDidAppear`).
  func rebase(_ controllers: [ViewController]) {
    for controller in controllers {
      let observation = Observation(controller)
      var track = tracks[observation.title] ?? Track()
      let isSamePhase = track.state == observation.appearanceState && track.pending.isEmpty
      track.state = observation.appearanceState
      track.isViewLoaded = observation.isViewLoaded
      if !isSamePhase {
        track.hasNotifiedIsAppearing = false
        track.phaseAnimated = nil
      }
      track.pending = []
      tracks[observation.title] = track
    }
  }

  /// Forgets controllers (released ones), so that their records do not pile up.
  func forget(_ titles: some Sequence<String>) {
    for title in titles { tracks[title] = nil }
  }

  /// The titles that received callbacks not yet checked.
  var uncheckedTitles: [String] {
    tracks.filter { !$0.value.pending.isEmpty }.keys.sorted()
  }

  /// Replays a track's pending callbacks through the automaton.
  /// - Returns: A description of the first violation, or `nil`.
  private static func replay(
    _ track: inout Track,
    ending observation: Observation,
    toleratingUnloggedLoads: Bool
  ) -> String? {
    let title = observation.title
    var state = track.state
    var isLoaded = track.isViewLoaded
    /// Describes a violation at a callback of the pending sequence.
    func violation(_ index: Int, _ what: String) -> String {
      let sequence = track.pending.map { "\($0.callback.rawValue)(\($0.animated))" }.joined(separator: ", ")
      return "'\(title)' (\(track.state.rawValue) at the last check): \(what) at callback \(index) of [\(sequence)]"
    }
    for (index, entry) in track.pending.enumerated() {
      switch (entry.callback, state) {
      case (.viewDidLoad, _):
        if isLoaded { return violation(index, "viewDidLoad ran again") }
        isLoaded = true
      case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing):
        if !isLoaded, !(toleratingUnloggedLoads && observation.isViewLoaded) {
          return violation(index, "viewWillAppear before viewDidLoad")
        }
        isLoaded = true
        state = .appearing
        track.hasNotifiedIsAppearing = false
        track.phaseAnimated = entry.animated
      case (.viewIsAppearing, .appearing):
        if track.hasNotifiedIsAppearing { return violation(index, "viewIsAppearing ran twice in one appearing phase") }
        if let animated = track.phaseAnimated, animated != entry.animated {
          return violation(index, "viewIsAppearing's animated flag differs from viewWillAppear's")
        }
        track.hasNotifiedIsAppearing = true
      case (.viewDidAppear, .appearing):
        if !track.hasNotifiedIsAppearing { return violation(index, "viewDidAppear without viewIsAppearing") }
        if let animated = track.phaseAnimated, animated != entry.animated {
          return violation(index, "viewDidAppear's animated flag differs from viewWillAppear's")
        }
        state = .appeared
      case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing):
        state = .disappearing
        track.phaseAnimated = entry.animated
      case (.viewDidDisappear, .disappearing):
        if let animated = track.phaseAnimated, animated != entry.animated {
          return violation(index, "viewDidDisappear's animated flag differs from viewWillDisappear's")
        }
        state = .disappeared
      case (let callback, let current):
        return violation(index, "\(callback.rawValue) while \(current.rawValue)")
      }
    }
    if state != observation.appearanceState {
      return violation(
        track.pending.count,
        "the callbacks end in \(state.rawValue) but the controller is \(observation.appearanceState.rawValue)")
    }
    if isLoaded, !observation.isViewLoaded {
      return violation(track.pending.count, "viewDidLoad ran but the view is not loaded")
    }
    return nil
  }
}
