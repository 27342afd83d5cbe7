import TransitionKitCore

extension FlowDiagram {
  /// The label of a transition's edge: its route, when a router triggered
  /// it, and its name, as `detail(42) · push`.
  static func label(of record: TransitionRecord) -> String {
    [record.route, record.transition].compactMap { $0 }.joined(separator: " · ")
  }

  /// Folds events into screens and edges, one event at a time.
  struct Builder {
    /// The screens, in the order they first appeared.
    private(set) var screens: [String] = []
    /// The edges, in the order they first appeared.
    private(set) var edges: [Edge] = []
    /// Where each edge is in ``edges``.
    private var edgeIndices: [EdgeKey: Int] = [:]
    /// The screen each screen was last reached from.
    private var origins: [String: String] = [:]
    /// The screen reached last.
    private var current: String?

    /// What makes two moves the same edge.
    private struct EdgeKey: Hashable {
      var from: String
      var to: String
      var label: String
    }

    /// Adds what an event drew: an edge for a completed transition or a
    /// change made directly on the model, nothing for the others.
    mutating func add(_ event: NavigationEvent) {
      switch event {
      case .transitionCompleted(let record):
        addTransition(record)
      case .modelChanged(let record):
        addModelChange(record)
      case .transitionStarted, .transitionFailed, .lifecycle, .dismissalAttempted, .restored, .link:
        break
      }
    }

    private mutating func addTransition(_ record: TransitionRecord) {
      move(from: record.from, to: record.to, label: FlowDiagram.label(of: record))
    }

    private mutating func addModelChange(_ record: ModelChangeRecord) {
      guard !record.removed.isEmpty || !record.inserted.isEmpty else { return }
      let source: String?
      if let current, record.removed.contains(current) {
        source = current
      } else {
        source = record.removed.last ?? current
      }
      let target = record.inserted.first ?? source.flatMap { returnScreen(from: $0, removed: record.removed) }
      move(from: source, to: target, label: record.kind.rawValue)
    }

    /// The screen a removed screen goes back to: the screen it was reached
    /// from, skipping the screens removed with it.
    private func returnScreen(from screen: String, removed: [String]) -> String? {
      var screen = screen
      var visited: Set<String> = []
      while visited.insert(screen).inserted, let origin = origins[screen] {
        if !removed.contains(origin) { return origin }
        screen = origin
      }
      return nil
    }

    /// Records a move: an edge when both ends are known, else the known screen.
    private mutating func move(from source: String?, to target: String?, label: String) {
      if let source { addScreen(source) }
      if let target {
        addScreen(target)
        current = target
      }
      guard let source, let target else { return }
      if source != target { origins[target] = source }
      let key = EdgeKey(from: source, to: target, label: label)
      if let index = edgeIndices[key] {
        edges[index].count += 1
      } else {
        edgeIndices[key] = edges.count
        edges.append(Edge(from: source, to: target, label: label))
      }
    }

    private mutating func addScreen(_ screen: String) {
      if !screens.contains(screen) { screens.append(screen) }
    }
  }
}
