/// A router the library wrote, that calls each completion exactly once (its
/// coordinators, and the routers that forward through ``completionOnce(_:calledBy:)``).
@MainActor
protocol CallsCompletionOnce {}

/// Which router types are the library's own (see ``CallsCompletionOnce``).
@MainActor
private let callsCompletionOnce = ConformanceMemo { $0 is any CallsCompletionOnce.Type }

/// The completion of a route that receives what its transition did.
typealias ContextCompletion = @MainActor (Result<TransitionContext, TransitionError>) -> Void

/// A completion that lets through its first call only.
@MainActor
private final class CompletionOnce {
  private var completion: ContextCompletion?

  init(_ completion: @escaping ContextCompletion) {
    self.completion = completion
  }

  func call(_ value: Result<TransitionContext, TransitionError>) {
    guard let completion else { return }
    self.completion = nil
    completion(value)
  }
}

/// The completion to hand to a router: as it is when the router is the
/// library's own, else guarded so that a router calling it twice (an app's
/// custom router gone wrong) reaches the caller once.
@MainActor
func completionOnce(
  _ completion: ContextCompletion?,
  calledBy router: any Presentable
) -> ContextCompletion? {
  guard let completion, !callsCompletionOnce.conforms(type(of: router)) else { return completion }
  let once = CompletionOnce(completion)
  return { once.call($0) }
}
