import TransitionKitCore

/// Records a window's flow as a ``Storyboard``: a step with the window's
/// wireframe each time a transition ends or fails, or the model changes.
///
/// The recorder listens to the window's events, as an ``EventLog`` does,
/// and makes a step of each:
///
/// - **completed transition**: the screen it showed, the arrow labelled with
///   its route and transition name, as a ``FlowDiagram`` labels its edges
///   (`detail(42) · push`); a route that runs several transitions (a
///   `multiple`, a deep link) makes a step of each;
/// - **change made directly on the model** (a back button, a sheet pulled
///   down): the arrow labelled with its kind (`pop`, `dismiss`);
/// - **failed transition**: marked *undone* when it was cancelled (a swipe
///   let go), or when transitions of the same route had completed before it
///   failed, which the sequence then takes back; marked *failed* otherwise
///   (refused: nothing changed). The changes that take back a failed route's
///   transitions (the controllers it had shown, removed) are not steps of
///   their own: the undone step shows the window after them.
///
/// Each step's wireframe is taken when its event arrives, with
/// ``Wireframe/init(window:slide:)``. The recorder holds at most
/// ``capacity`` steps; past it, the oldest go and ``droppedCount`` counts them.
///
/// ```swift
/// let recorder = StoryboardRecorder(window: window)
/// news.trigger(.article(42))
/// try app.tapBackButton()
/// let pictures = recorder.storyboard   // Headlines → Article 42 → Headlines
/// ```
@MainActor
public final class StoryboardRecorder {
  /// The most steps the recorder holds; past it, the oldest are dropped.
  public let capacity: Int
  /// How many steps were dropped to keep within ``capacity`` (saturating).
  public private(set) var droppedCount = 0
  /// The steps recorded, oldest first.
  public private(set) var steps: [Storyboard.Step] = []
  /// The storyboard's title.
  public var title: String
  private let window: Window
  private var observation: EventObservation?
  /// The route of the last transitions, as `router/route`, and the
  /// controllers its completed transitions showed.
  private var route: (key: String, shown: [String])?
  /// The controllers a failed route showed that are not taken back yet, and
  /// the index of its undone step (shifted when old steps are dropped).
  private var undoing: (names: Set<String>, step: Int)?

  /// Starts recording a window's flow, with a first step showing the window
  /// as it is now.
  ///
  /// - Parameters:
  ///   - window: The window to record.
  ///   - title: The storyboard's title.
  ///   - capacity: The most steps held (at least 1); the oldest are dropped past it.
  public init(window: Window, title: String = "Storyboard", capacity: Int = 1_000) {
    self.window = window
    self.title = title
    self.capacity = Swift.max(capacity, 1)
    append(
      Storyboard.Step(
        caption: Self.frontmost(of: window.snapshot) ?? window.name, wireframe: Wireframe(window: window)))
    observation = window.observeEvents { [weak self] event in
      self?.handle(event)
    }
  }

  /// The storyboard of the steps recorded so far.
  public var storyboard: Storyboard {
    Storyboard(title: title, steps: steps)
  }

  /// Adds a step of your own: the window as it is now, with a caption and
  /// the label of the arrow into it.
  ///
  /// - Parameters:
  ///   - caption: What the step is, in words.
  ///   - label: The route or gesture that led to it.
  ///   - outcome: How it ended.
  ///   - slide: An interactive transition under way, if any.
  public func addStep(
    _ caption: String, label: String? = nil, outcome: Storyboard.Outcome = .completed,
    slide: Wireframe.Slide? = nil
  ) {
    append(
      Storyboard.Step(
        caption: caption, label: label, outcome: outcome, wireframe: Wireframe(window: window, slide: slide)))
  }

  /// Stops recording; the steps stay.
  public func stop() {
    observation?.cancel()
    observation = nil
  }

  private func handle(_ event: NavigationEvent) {
    switch event {
    case .transitionCompleted(let record):
      undoing = nil
      let key = Self.routeKey(of: record)
      if key == nil || key != route?.key { route = key.map { ($0, []) } }
      if let shown = record.to { route?.shown.append(shown) }
      addStep(record.to ?? record.from ?? window.name, label: FlowDiagram.label(of: record))
    case .transitionFailed(let record, let error):
      undoing = nil
      let key = Self.routeKey(of: record)
      let shown = key != nil && key == route?.key ? route?.shown ?? [] : []
      route = nil
      let reason = "\(error)"
      let isUndone = error == .cancelled || !shown.isEmpty
      addStep(
        Self.frontmost(of: window.snapshot) ?? window.name, label: FlowDiagram.label(of: record),
        outcome: isUndone ? .undone(reason) : .failed(reason))
      if error != .cancelled, !shown.isEmpty { undoing = (Set(shown), steps.count - 1) }
    case .modelChanged(let record):
      route = nil
      if let undo = undoing, !record.removed.isEmpty, Set(record.removed).isSubset(of: undo.names),
        steps.indices.contains(undo.step)
      {
        // The failed route's sequence takes back what it showed: the undone step shows the result.
        steps[undo.step].wireframe = Wireframe(window: window)
        steps[undo.step].caption = Self.frontmost(of: window.snapshot) ?? window.name
        let left = undo.names.subtracting(record.removed)
        undoing = left.isEmpty ? nil : (left, undo.step)
        return
      }
      undoing = nil
      addStep(record.inserted.first ?? Self.frontmost(of: window.snapshot) ?? window.name, label: record.kind.rawValue)
    case .transitionStarted, .lifecycle, .dismissalAttempted, .restored, .link:
      break
    }
  }

  /// What tells a route's transitions apart from others': the router and
  /// the route; `nil` for a transition no router triggered.
  private static func routeKey(of record: TransitionRecord) -> String? {
    record.route.map { "\(record.router ?? "")/\($0)" }
  }

  private func append(_ step: Storyboard.Step) {
    if steps.count >= capacity {
      steps.removeFirst()
      undoing = undoing.flatMap { $0.step > 0 ? ($0.names, $0.step - 1) : nil }
      droppedCount = droppedCount == .max ? .max : droppedCount + 1
    }
    steps.append(step)
  }

  /// The name of the last visible controller of a snapshot.
  private static func frontmost(of snapshot: HierarchySnapshot) -> String? {
    snapshot.allControllers.last { $0.isVisible }?.displayName
  }
}
