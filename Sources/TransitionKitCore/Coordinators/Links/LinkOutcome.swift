/// What a gate answers for a link: whether the app can take it now.
public enum LinkGateDecision: Sendable, Hashable {
  /// Take the link now.
  case proceed
  /// Keep the link pending until the gate is asked again (the launch is
  /// over, say): after the window's next change, or by
  /// ``LinkNavigator/resumePending(with:completion:)``.
  case hold
  /// Apply another chain first (the sign-in), and keep the link pending
  /// until the gate is asked again: after the window's next change, or by
  /// ``LinkNavigator/resumePending(with:completion:)``.
  case redirect(LinkChain)
  /// Refuse the link, for a reason: nothing changes.
  case reject(String)
}

/// What became of a link.
public enum LinkOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The link's chain now stands: `kept` routes already stood and stayed,
  /// `performed` were triggered, as one change.
  case applied(kept: Int, performed: Int)
  /// Every route of the link's chain already stood: nothing changed.
  case alreadyShown
  /// The gate held the link: it waits, pending.
  case held
  /// The gate redirected the link: the other chain was applied, and the
  /// link waits, pending.
  case redirected(to: LinkChain)
  /// The gate rejected the link, for a reason: nothing changed.
  case rejected(String)
  /// The link waited longer than its time to live, `age` seconds: it was dropped.
  case expired(age: Double)
  /// A newer link took the link's place in the queue: it was dropped.
  case superseded(by: String)
  /// The URL matches no pattern of the table: nothing changed.
  case unmatched(LinkMatchFailure)
  /// A route of the chain failed: everything the link did was undone.
  case failed(TransitionError)

  /// The outcome in words.
  public var description: String {
    switch self {
    case .applied(let kept, let performed): "applied (\(kept) kept, \(performed) performed)"
    case .alreadyShown: "already shown"
    case .held: "held"
    case .redirected(let chain): "redirected to \(chain)"
    case .rejected(let reason): "rejected: \(reason)"
    case .expired(let age): "expired after \(age) s"
    case .superseded(let url): "superseded by \(url)"
    case .unmatched: "matches no link pattern"
    case .failed(let error): "failed: \(error)"
    }
  }
}

/// A link waiting for the app to take it.
public struct PendingLink: Sendable, Hashable {
  /// The URL, as it arrived.
  public let url: String
  /// When it arrived, in nanoseconds on the window's clock.
  public let arrivedAt: Int64
}
