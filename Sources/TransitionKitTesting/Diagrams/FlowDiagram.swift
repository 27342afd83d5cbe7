import TransitionKitCore

/// The screens a recorded flow went through and the moves between them, as
/// a diagram you can print as Mermaid or Graphviz DOT text.
///
/// A diagram reads a list of `NavigationEvent` values — an
/// ``EventLog``'s, or one decoded from a file — and keeps what actually
/// happened:
///
/// - Each **completed transition** is an edge from its `from` controller to its
///   `to` controller, labelled with its route when a router triggered it and its
///   transition name: `detail(42) · push`. A transition that names only one
///   controller (a window's first root) adds that screen without an edge.
/// - Each **change made directly on the model** (a back button, a sheet dismissed
///   by code) is an edge labelled with its kind (`pop`, `dismiss`, …). It goes
///   from the screen it took away — the screen reached last when that one was
///   removed, else the last removed controller — to the first controller it
///   inserted. A change that inserted nothing (a pop, a dismissal) goes back to
///   the screen the removed one was reached from, skipping screens removed with
///   it; a change that removed nothing starts at the screen reached last. A
///   change that neither removed nor inserted a controller (a tab tapped by
///   hand) draws nothing: its record names no screen.
/// - Started and failed transitions (refused, or cancelled like a swipe let go)
///   and lifecycle callbacks draw nothing: nothing moved.
///
/// Screens are named by the controllers' display names, so two controllers with
/// the same title are one screen. The same move made again counts on its edge
/// (`push ×3`) instead of drawing a second one. Screens and edges keep the order
/// in which they first appeared, so the same log always gives the same text — a
/// diagram can be checked into your documentation and compared in a test.
///
/// ```swift
/// let log = EventLog(window: window)
/// // … drive the app …
/// let diagram = FlowDiagram(log)
/// print(diagram.mermaid)
/// // flowchart LR
/// //   n0["Headlines"]
/// //   n1["Article 42"]
/// //   n0 -->|"detail(42) · push"| n1
/// ```
public struct FlowDiagram: Sendable, Hashable {
  /// The screens, in the order they first appeared.
  public private(set) var screens: [String]
  /// The moves between screens, in the order they first happened; a move made
  /// again is counted on its edge.
  public private(set) var edges: [Edge]

  /// Creates the diagram of a list of events.
  ///
  /// - Parameter events: The events, oldest first.
  public init(_ events: [NavigationEvent]) {
    var builder = Builder()
    for event in events { builder.add(event) }
    screens = builder.screens
    edges = builder.edges
  }

  /// Creates the diagram of the events an event log recorded so far.
  ///
  /// - Parameter log: The log.
  @MainActor
  public init(_ log: EventLog) {
    self.init(log.events)
  }
}

extension FlowDiagram {
  /// One move between two screens, and how many times it was made.
  public struct Edge: Sendable, Hashable {
    /// The screen the move left.
    public var from: String
    /// The screen the move showed.
    public var to: String
    /// The route (when a router triggered the move) and the transition name,
    /// as `detail(42) · push`; the change's kind for a change made directly on
    /// the model, as `pop`.
    public var label: String
    /// How many times the move was made.
    public var count: Int

    /// Creates an edge.
    ///
    /// - Parameters:
    ///   - from: The screen the move left.
    ///   - to: The screen the move showed.
    ///   - label: The route and transition name, or the change's kind.
    ///   - count: How many times the move was made.
    public init(from: String, to: String, label: String, count: Int = 1) {
      self.from = from
      self.to = to
      self.label = label
      self.count = count
    }

    /// The label as the diagrams print it: with `×count` when the move was
    /// made more than once.
    public var caption: String {
      count > 1 ? "\(label) ×\(count)" : label
    }
  }

  /// The identifier of each screen in the printed diagrams: `n0`, `n1`, … in
  /// the order of ``screens``.
  var nodeIdentifiers: [String: String] {
    Dictionary(uniqueKeysWithValues: screens.enumerated().map { index, screen in (screen, "n\(index)") })
  }
}
