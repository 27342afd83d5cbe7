/// How an animation's progress follows time.
public enum TimingCurve: String, Sendable, Hashable, Codable, CaseIterable {
  /// Progress proportional to time.
  case linear
  /// Slow at the start.
  case easeIn
  /// Slow at the end.
  case easeOut
  /// Slow at both ends, symmetric: half the time gives half the progress.
  case easeInOut

  /// The progress at a fraction of the duration.
  /// - Parameter fraction: Time elapsed over the duration, clamped to 0…1.
  /// - Returns: The progress, from 0 to 1.
  public func progress(at fraction: Double) -> Double {
    let t = Swift.min(Swift.max(fraction, 0), 1)
    switch self {
    case .linear: return t
    case .easeIn: return t * t
    case .easeOut: return 1 - (1 - t) * (1 - t)
    case .easeInOut: return t * t * (3 - 2 * t)
    }
  }
}
