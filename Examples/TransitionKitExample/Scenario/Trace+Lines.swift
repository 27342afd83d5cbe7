import TransitionKitCore

extension Trace {
  /// The trace as the demo prints it: each step with its action, its
  /// transitions, the appearance callbacks, the coordinators and the tree,
  /// then what was freed at the end.
  public var lines: [String] {
    var lines = [
      "TransitionKit demo: an app's navigation played headless, "
        + (mode == .manualClock ? "on a manual clock the demo advances." : "in real time.")
    ]
    for step in steps {
      lines.append("")
      lines += step.lines
    }
    lines.append("")
    lines += summaryLines
    return lines
  }

  /// What the play came to: counts, the clock, and what was freed at logout.
  public var summaryLines: [String] {
    let transitions = self.transitions
    let completed = transitions.filter { $0.outcome == .completed }.count
    let cancelled = transitions.filter { $0.outcome == .cancelled }.count
    let direct = transitions.filter(\.isModelChange).count
    let clock = mode == .manualClock ? "on the manual clock" : "of real time"
    var lines = [
      "══ \(steps.count) steps, \(transitions.count) transitions and changes (\(completed) completed, "
        + "\(cancelled) cancelled, \(direct) made directly on the model); \(Self.seconds(clockTime)) \(clock)."
    ]
    if release.isClean {
      lines.append(
        "══ After the logout, the weak references to all \(release.tracked.count) controllers and coordinators "
          + "seen before it are nil:")
      lines += Self.wrap(release.tracked, width: 100).map { "   " + $0 }
    } else {
      lines.append(
        "══ LEAK: \(release.survivors.count) of \(release.tracked.count) are still alive after the logout: "
          + release.survivors.joined(separator: ", "))
    }
    return lines
  }

  /// A duration in seconds, as `2.35 s`.
  static func seconds(_ duration: Duration) -> String {
    let hundredths = milliseconds(duration) / 10
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }

  /// A duration in whole milliseconds.
  static func milliseconds(_ duration: Duration) -> Int64 {
    let parts = duration.components
    return parts.seconds * 1000 + parts.attoseconds / 1_000_000_000_000_000
  }

  /// Names joined by commas, in lines of at most about `width` characters.
  static func wrap(_ names: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for name in names {
      let piece = line.isEmpty ? name : ", " + name
      if !line.isEmpty, line.count + piece.count > width {
        lines.append(line + ",")
        line = name
      } else {
        line += piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}

extension TraceStep {
  /// The step as the demo prints it.
  public var lines: [String] {
    var lines = ["── \(number). \(title)"]
    for (index, line) in action.split(separator: "\n").enumerated() {
      lines.append(Self.row(index == 0 ? "action" : "", String(line)))
    }
    lines += transitions.map { "   " + $0.line }
    if let error { lines.append(Self.row("✗ failed", "\(error)")) }
    lines += notes.map { Self.row("note", $0) }
    lines += violations.map { Self.row("BROKEN", $0) }
    if !didAppear.isEmpty || !didDisappear.isEmpty {
      let appeared = didAppear.isEmpty ? "–" : didAppear.joined(separator: ", ")
      let disappeared = didDisappear.isEmpty ? "–" : didDisappear.joined(separator: ", ")
      let callbacks = "did appear: \(appeared) · did disappear: \(disappeared)"
      if callbacks.count <= 90 {
        lines.append(Self.row("callbacks", callbacks))
      } else {
        lines.append(Self.row("callbacks", "did appear: \(appeared)"))
        lines.append(Self.row("", "did disappear: \(disappeared)"))
      }
    }
    lines.append(Self.row("coordinators", coordinators))
    lines += tree.split(separator: "\n").map { "   " + $0 }
    return lines
  }

  /// A labelled line of a step (an empty label continues the line above).
  static func row(_ label: String, _ text: String) -> String {
    "   " + label.padding(to: labelWidth) + text
  }

  /// The width of the labels of a step's lines.
  static let labelWidth = 16
}

extension TraceTransition {
  /// The transition on one line: how it ended, what it did, between which
  /// screens, with which animation, for which route.
  public var line: String {
    let mark =
      switch outcome {
      case .completed: "✓"
      case .cancelled: "↺"
      case .failed: "✗"
      }
    var parts = ["\(mark) \(name)".padding(to: TraceStep.labelWidth) + "\(from ?? "–") → \(to ?? "–")"]
    if let animation, let duration {
      parts.append("\(animation) \(Trace.milliseconds(duration)) ms")
    } else {
      parts.append("no animation")
    }
    if let route { parts.append(route) }
    if isModelChange { parts.append("made directly on the model") }
    switch outcome {
    case .completed: break
    case .cancelled: parts.append("cancelled, undone")
    case .failed(let error): parts.append("refused: \(error)")
    }
    return parts.joined(separator: " · ")
  }
}

extension String {
  /// The string padded with spaces to a length, and at least one space.
  fileprivate func padding(to length: Int) -> String {
    self + String(repeating: " ", count: Swift.max(length - count, 1))
  }
}

extension Trace {
  /// The mount stream as the demo prints it (`--mount-log`): one line per
  /// transaction, with its revision, cause and steps; nodes are named by
  /// their identity, kind and title.
  public var mountLines: [String] {
    var titles: [MountNodeID: String] = [:]
    return mounts.map { transaction in
      for case .create(let node) in transaction.steps {
        titles[node.id] = "\(node.id) \(node.kind.rawValue)" + (node.title.map { " \"\($0)\"" } ?? "")
      }
      let name = { (id: MountNodeID) in titles[id] ?? "\(id)" }
      let steps = transaction.steps.map { step -> String in
        switch step {
        case .create(let node): "create \(name(node.id))"
        case .update(let node): "update \(node.id) \(node.title.map { "\"\($0)\"" } ?? "(no title)")"
        case .setRoot(let id): "root \(id.map(name) ?? "none")"
        case .setChildren(let id, let slot, let children):
          "\(slot.rawValue) of \(id) = [\(children.map(\.description).joined(separator: ", "))]"
        case .select(let id, let index): "select \(index.map(String.init) ?? "none") in \(id)"
        case .present(let id, let presented, let style): "\(id) presents \(presented) (\(style))"
        case .dismiss(let id): "\(id) dismisses"
        case .setWindowVisible(let isVisible): isVisible ? "window shown" : "window hidden"
        case .destroy(let id): "destroy \(id)"
        }
      }
      let animated = transaction.isAnimated ? ", animated" : ""
      return "r\(transaction.revision) \(transaction.cause)\(animated): \(steps.joined(separator: "; "))"
    }
  }
}
