import TransitionKitCore

/// Records a window's flow as a ``Storyboard``: a step with the window's
/// wireframe each time a transition ends, fails, or the model changes.
///
/// The recorder listens to the window's events, as an ``EventLog`` does,
/// and makes a step of each:
///
/// - **completed transition** (the outermost one, when a transition runs
///   others, such as a `multiple` or a coordinator's route): the screen it
///   showed, the arrow labelled with its route and transition name, as a
///   ``FlowDiagram`` labels its edges (`detail(42) · push`);
/// - **change made directly on the model** (a back button, a tab tapped, a
///   sheet pulled down): the arrow labelled with its kind (`pop`, `dismiss`);
/// - **failed transition**: marked *undone* when it was cancelled (a swipe
///   let go) or when transitions inside it had completed before it failed
///   (a sequence rolled back); marked *failed* otherwise.
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
  /// How many transitions are under way, outermost included.
  private var depth = 0
  /// How many transitions completed inside the outermost one under way.
  private var completedInside = 0

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
    case .transitionStarted:
      if depth == 0 { completedInside = 0 }
      depth = depth == .max ? .max : depth + 1
    case .transitionCompleted(let record):
      depth = Swift.max(depth - 1, 0)
      guard depth == 0 else {
        completedInside += 1
        return
      }
      addStep(record.to ?? record.from ?? window.name, label: FlowDiagram.label(of: record))
    case .transitionFailed(let record, let error):
      depth = Swift.max(depth - 1, 0)
      guard depth == 0 else { return }
      let reason = "\(error)"
      let isUndone = error == .cancelled || completedInside > 0
      completedInside = 0
      addStep(
        Self.frontmost(of: window.snapshot) ?? window.name, label: FlowDiagram.label(of: record),
        outcome: isUndone ? .undone(reason) : .failed(reason))
    case .modelChanged(let record):
      guard depth == 0 else { return }
      addStep(record.inserted.first ?? Self.frontmost(of: window.snapshot) ?? window.name, label: record.kind.rawValue)
    case .lifecycle, .dismissalAttempted, .restored:
      break
    }
  }

  private func append(_ step: Storyboard.Step) {
    if steps.count >= capacity {
      steps.removeFirst()
      droppedCount = droppedCount == .max ? .max : droppedCount + 1
    }
    steps.append(step)
  }

  /// The name of the last visible controller of a snapshot.
  private static func frontmost(of snapshot: HierarchySnapshot) -> String? {
    snapshot.allControllers.last { $0.isVisible }?.displayName
  }
}
