/// What a restoration did, step by step, and how the restored tree differs
/// from the one that was saved.
public struct RestorationReport: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The outcome as a whole.
  public var outcome: RestorationOutcome
  /// The name of the policy it ran with (``RestorationPolicy/name``).
  public var policy: String
  /// Each saved step, in order, with what became of it.
  public var steps: [RestorationStepReport]
  /// How the tree after the restoration differs from the saved fingerprint.
  public var difference: RestorationDifference

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - outcome: The outcome.
  ///   - policy: The policy's name.
  ///   - steps: Each step's report.
  ///   - difference: The difference from the fingerprint.
  public init(
    outcome: RestorationOutcome, policy: String, steps: [RestorationStepReport], difference: RestorationDifference
  ) {
    self.outcome = outcome
    self.policy = policy
    self.steps = steps
    self.difference = difference
  }

  /// The indexes of the steps that were applied and stay applied.
  public var appliedSteps: [Int] {
    steps.filter { $0.status == .applied }.map(\.index)
  }

  /// The indexes of the steps that were dropped.
  public var droppedSteps: [Int] {
    steps.filter { $0.status != .applied }.map(\.index)
  }

  /// The report, one line for the outcome, one per step, then the difference.
  public var description: String {
    var lines = ["restoration \(outcome) (\(policy)): \(appliedSteps.count) of \(steps.count) steps applied"]
    for step in steps { lines.append("  \(step)") }
    if difference.isEmpty {
      lines.append("  the tree matches the fingerprint")
    } else {
      for line in difference.missing { lines.append("  - \(line)") }
      for line in difference.unexpected { lines.append("  + \(line)") }
    }
    return lines.joined(separator: "\n")
  }
}

/// The outcome of a restoration as a whole.
public enum RestorationOutcome: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Every step was applied.
  case restored
  /// Some steps were applied, the others dropped.
  case partiallyRestored
  /// Nothing was applied: every step was dropped, and the window is as it was.
  case discarded
  /// Every step was undone and the fallback route triggered; `error` is its
  /// failure, if it failed (the window is then as it was before).
  case fellBack(error: TransitionError?)
  /// A gate refused the document: nothing changed.
  case refused(RestorationRefusal)

  /// The outcome in words.
  public var description: String {
    switch self {
    case .restored: "restored"
    case .partiallyRestored: "partially restored"
    case .discarded: "discarded"
    case .fellBack(nil): "fell back"
    case .fellBack(let error?): "fell back, and the fallback failed: \(error)"
    case .refused(let refusal): "refused: \(refusal)"
    }
  }
}

/// Why a document was refused before anything changed.
public enum RestorationRefusal: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The document is older than the options allow.
  case tooOld(age: Double, maximumAge: Double)
  /// The gate refused it, for a reason.
  case refusedByGate(String)
  /// The document is of a format newer than this library reads.
  case unsupportedFormat(Int)
  /// The document holds no state for the window.
  case noStateForWindow(String)

  /// The reason in words.
  public var description: String {
    switch self {
    case .tooOld(let age, let maximumAge): "saved \(age) s ago, more than the \(maximumAge) s allowed"
    case .refusedByGate(let reason): "the gate refused it (\(reason))"
    case .unsupportedFormat(let version): "format \(version) is newer than \(RestorationDocument.currentFormatVersion)"
    case .noStateForWindow(let name): "no state for the window \"\(name)\""
    }
  }
}

/// What became of one saved step.
public struct RestorationStepReport: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The step's index in the saved state.
  public var index: Int
  /// The coordinator that was to take it.
  public var coordinator: CoordinatorPath
  /// Its route type's name.
  public var routeType: String
  /// Its route's tag.
  public var tag: String
  /// Whether it was applied, or why it was dropped.
  public var status: RestorationStepStatus

  /// Creates a step report.
  ///
  /// - Parameters:
  ///   - index: The step's index.
  ///   - coordinator: The coordinator that was to take it.
  ///   - routeType: Its route type's name.
  ///   - tag: Its route's tag.
  ///   - status: What became of it.
  public init(
    index: Int, coordinator: CoordinatorPath, routeType: String, tag: String, status: RestorationStepStatus
  ) {
    self.index = index
    self.coordinator = coordinator
    self.routeType = routeType
    self.tag = tag
    self.status = status
  }

  /// The step in one line.
  public var description: String {
    "[\(index)] \(routeType).\(tag) on \(coordinator): \(status)"
  }
}

/// Whether a step was applied, or why it was dropped.
public enum RestorationStepStatus: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Applied, and still applied at the end.
  case applied
  /// Not applied, or undone.
  case dropped(RestorationDropReason)

  /// The status in words.
  public var description: String {
    switch self {
    case .applied: "applied"
    case .dropped(let reason): "dropped: \(reason)"
    }
  }
}

/// Why a step was dropped.
public enum RestorationDropReason: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// Its route type has no case of that tag (any more).
  case unknownTag(String)
  /// Its payload could not be read.
  case undecodablePayload(String)
  /// Its payload, saved by another version, could not be migrated.
  case migrationFailed(String)
  /// The route's transition was refused, with its error.
  case transitionRefused(TransitionError)
  /// No coordinator of the path is there, or its routes are of another type.
  case containerMismatch(String)
  /// The step it depends on was dropped (``RestorationPolicy/skipFailedAndDependents``).
  case dependsOnDroppedStep(Int)
  /// An earlier step failed and the restoration stopped there
  /// (``RestorationPolicy/stopAtFirstFailure``).
  case notAttempted
  /// Applied, then undone because another step failed
  /// (``RestorationPolicy/discardAll``, ``RestorationPolicy/fallBack(to:)``),
  /// or never tried because of that failure.
  case discarded
  /// A gate refused the whole document.
  case refused

  /// The reason in words.
  public var description: String {
    switch self {
    case .unknownTag(let tag): "unknown tag \"\(tag)\""
    case .undecodablePayload(let reason): "undecodable payload (\(reason))"
    case .migrationFailed(let reason): "migration failed (\(reason))"
    case .transitionRefused(let error): "transition refused (\(error))"
    case .containerMismatch(let reason): "container mismatch (\(reason))"
    case .dependsOnDroppedStep(let index): "depends on dropped step \(index)"
    case .notAttempted: "not attempted"
    case .discarded: "discarded"
    case .refused: "refused"
    }
  }
}

/// How a restored tree differs from the saved fingerprint: the lines of the
/// fingerprint's printed tree that the result lacks, and the lines it has
/// that the fingerprint does not. Visibility is left out (a window restored
/// before it is shown shows nothing yet), and so is the window's line.
public struct RestorationDifference: Sendable, Hashable, Codable {
  /// Lines of the fingerprint that the result lacks.
  public var missing: [String]
  /// Lines of the result that the fingerprint lacks.
  public var unexpected: [String]

  /// Creates a difference.
  ///
  /// - Parameters:
  ///   - missing: Lines of the fingerprint that the result lacks.
  ///   - unexpected: Lines of the result that the fingerprint lacks.
  public init(missing: [String] = [], unexpected: [String] = []) {
    self.missing = missing
    self.unexpected = unexpected
  }

  /// The difference between a fingerprint and a result.
  ///
  /// - Parameters:
  ///   - fingerprint: The saved tree.
  ///   - result: The tree now.
  public init(fingerprint: HierarchySnapshot, result: HierarchySnapshot) {
    let expected = Self.lines(of: fingerprint)
    let actual = Self.lines(of: result)
    // Each line of one side is matched with one equal line of the other, in order.
    var available: [String: Int] = [:]
    for line in actual { available[line, default: 0] += 1 }
    var missing: [String] = []
    var matched: [String: Int] = [:]
    for line in expected {
      if available[line, default: 0] > 0 {
        available[line, default: 0] -= 1
        matched[line, default: 0] += 1
      } else {
        missing.append(line)
      }
    }
    var unexpected: [String] = []
    for line in actual {
      if matched[line, default: 0] > 0 {
        matched[line, default: 0] -= 1
      } else {
        unexpected.append(line)
      }
    }
    self.init(missing: missing, unexpected: unexpected)
  }

  /// Whether the trees are alike.
  public var isEmpty: Bool { missing.isEmpty && unexpected.isEmpty }

  private static func lines(of snapshot: HierarchySnapshot) -> [String] {
    let tree = HierarchySnapshot(window: nil, root: snapshot.root)
    return tree.description.split(separator: "\n").map { line in
      guard let range = line.firstRange(of: " · ") else { return String(line) }
      return String(line[..<range.lowerBound])
    }
  }
}
