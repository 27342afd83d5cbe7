import TransitionKitCore

/// A whole flow as pictures: each step's wireframe in order, joined by
/// arrows labelled with the route or gesture that led to it, failed and
/// undone steps marked.
///
/// Record one from a window with ``StoryboardRecorder``, or make one from
/// steps of your own. Print it as one SVG (``svg``), or as a single HTML
/// page (``html``) that shows one step at a time and steps through the flow
/// with the arrow keys. Both are the same bytes for the same steps.
///
/// ```swift
/// let recorder = StoryboardRecorder(window: window)
/// news.trigger(.article(42))
/// try recorder.storyboard.html.write(toFile: "flow.html", atomically: true, encoding: .utf8)
/// ```
public struct Storyboard: Sendable, Hashable {
  /// The storyboard's title: the SVG's and the page's title.
  public var title: String
  /// The steps, in order.
  public var steps: [Step]

  /// Creates a storyboard.
  ///
  /// - Parameters:
  ///   - title: The storyboard's title.
  ///   - steps: The steps, in order.
  public init(title: String = "Storyboard", steps: [Step]) {
    self.title = title
    self.steps = steps
  }
}

extension Storyboard {
  /// One step of a flow: what led to it, and the picture after it.
  public struct Step: Sendable, Hashable {
    /// What the step is, in words: the screen reached, or the step's name.
    public var caption: String
    /// The route or gesture that led to the step, written on the arrow into
    /// it; `nil` for no label (a first step).
    public var label: String?
    /// How the step ended.
    public var outcome: Outcome
    /// The window after the step.
    public var wireframe: Wireframe

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - caption: What the step is, in words.
    ///   - label: The route or gesture that led to it.
    ///   - outcome: How it ended.
    ///   - wireframe: The window after it.
    public init(caption: String, label: String? = nil, outcome: Outcome = .completed, wireframe: Wireframe) {
      self.caption = caption
      self.label = label
      self.outcome = outcome
      self.wireframe = wireframe
    }
  }

  /// How a step ended.
  public enum Outcome: Sendable, Hashable {
    /// It did what it was asked.
    case completed
    /// It was refused and changed nothing; the reason, in words.
    case failed(String)
    /// It changed the tree, then was undone (a swipe let go, a sequence
    /// rolled back); the reason, in words.
    case undone(String)

    /// The outcome as a storyboard marks it: empty for a completed step,
    /// `failed: …` or `undone: …` otherwise.
    public var mark: String {
      switch self {
      case .completed: ""
      case .failed(let reason): "failed: \(reason)"
      case .undone(let reason): "undone: \(reason)"
      }
    }
  }
}
