import Testing
import TransitionKitCore

private enum ChainRoute: Sendable { case step(Int) }

/// A long chain of redirection routers (each the parent of the next) costs
/// no stack: the route reaches the coordinator at the end of it, mapped by
/// every link, and a link that is gone fails the trigger.
@Suite @MainActor struct RedirectionChainTests {
  /// A coordinator that records the routes it takes, and a chain of
  /// redirections above it, each adding one to the route.
  @MainActor private struct Chain {
    let coordinator: BasicCoordinator<ChainRoute, ViewController>
    var links: [RedirectionRouter<ChainRoute, ChainRoute>] = []
    var taken: [Int] { recorder.taken }
    private let recorder = Recorder()

    @MainActor final class Recorder {
      var taken: [Int] = []
    }

    init(length: Int) {
      let recorder = recorder
      coordinator = BasicCoordinator(rootViewController: ViewController(title: "End")) { route in
        if case .step(let value) = route { recorder.taken.append(value) }
        return .none()
      }
      var parent: any Router<ChainRoute> = coordinator
      for _ in 0..<length {
        let link = RedirectionRouter<ChainRoute, ChainRoute>(viewController: ViewController(), parent: parent) {
          route in
          if case .step(let value) = route { return .step(value + 1) }
          return route
        }
        links.append(link)
        parent = link
      }
    }
  }

  @Test func aRouteCrossesAHundredThousandRedirectionsMappedByEach() throws {
    let chain = Chain(length: 100_000)
    var outcomes: [Result<Void, TransitionError>] = []

    try #require(chain.links.last).trigger(.step(0)) { outcomes.append($0) }

    #expect(chain.taken == [100_000])
    #expect(outcomes.count == 1)
    if case .failure(let error) = outcomes.first { Issue.record("failed: \(error)") }
  }

  @Test func aLinkThatIsGoneFailsTheTriggerWithoutReachingTheEnd() throws {
    var chain = Chain(length: 10_000)
    let last = try #require(chain.links.last)
    // The links hold their parents weakly: letting go of one breaks the chain.
    chain.links.remove(at: 5_000)
    var outcomes: [Result<Void, TransitionError>] = []

    last.trigger(.step(0)) { outcomes.append($0) }

    #expect(chain.taken.isEmpty)
    #expect(outcomes.count == 1)
    var error: TransitionError?
    if case .failure(let failure) = outcomes.first { error = failure }
    #expect(error == .routerDeallocated)
  }
}
