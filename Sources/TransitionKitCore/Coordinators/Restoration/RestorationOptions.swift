/// What a restoration does with a step that no longer applies.
public enum RestorationPolicy: Sendable {
  /// Keeps the steps applied before the first step that fails, and drops
  /// that step and every later one (the default).
  case stopAtFirstFailure
  /// Drops a step that fails and the steps that depend on it (see
  /// ``RestorationStep/dependsOn``), and goes on with the others.
  case skipFailedAndDependents
  /// Undoes every applied step when one fails: the window stays as it was
  /// before the restoration.
  case discardAll
  /// Undoes every applied step when one fails, then triggers a route on the
  /// root coordinator (a home screen, say). The route must be one of the
  /// root coordinator's routes; otherwise it fails with
  /// ``TransitionError/noRouter(for:)`` and the window stays as it was.
  case fallBack(to: any Sendable)

  /// The policy's name, as a report shows it.
  public var name: String {
    switch self {
    case .stopAtFirstFailure: "stopAtFirstFailure"
    case .skipFailedAndDependents: "skipFailedAndDependents"
    case .discardAll: "discardAll"
    case .fallBack(let route): "fallBack(\(route))"
    }
  }
}

/// What a gate decides about a document before anything is restored.
public enum RestorationGateDecision: Sendable, Hashable {
  /// Restore it.
  case proceed
  /// Restore nothing, for a reason the report carries ("signed out").
  case refuse(String)
}

/// How a restoration runs: its policy and its gates.
///
/// ```swift
/// var options = RestorationOptions(policy: .skipFailedAndDependents)
/// options.maximumAge = 7 * 24 * 3600
/// options.now = 1_700_100_000
/// options.gate = { _ in session.isSignedIn ? .proceed : .refuse("signed out") }
/// ```
public struct RestorationOptions {
  /// What to do with a step that no longer applies.
  public var policy: RestorationPolicy
  /// The oldest a document may be, in seconds; older ones are refused with
  /// ``RestorationRefusal/tooOld(age:maximumAge:)``. `nil` accepts any age.
  public var maximumAge: Double?
  /// The time now, in seconds since 1970, for the age gate (pass the app's
  /// clock; tests pass a fixed value).
  public var now: Double
  /// Decides, before anything changes, whether the document is restored at all.
  public var gate: (@MainActor (RestorationDocument) -> RestorationGateDecision)?

  /// Creates options.
  ///
  /// - Parameters:
  ///   - policy: What to do with a step that no longer applies.
  ///   - maximumAge: The oldest a document may be, in seconds, if limited.
  ///   - now: The time now, in seconds since 1970.
  ///   - gate: Decides whether the document is restored at all.
  public init(
    policy: RestorationPolicy = .stopAtFirstFailure,
    maximumAge: Double? = nil,
    now: Double = 0,
    gate: (@MainActor (RestorationDocument) -> RestorationGateDecision)? = nil
  ) {
    self.policy = policy
    self.maximumAge = maximumAge
    self.now = now
    self.gate = gate
  }
}
