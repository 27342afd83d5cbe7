import Testing

@testable import TransitionKitCore

/// A transition wrapped in `perform(_:on:)` far deeper than the call stack
/// allows to perform by recursion acts on its controller like the transition
/// it wraps.
@MainActor
@Suite struct DeepPerformTransitionTests {
  /// `transition` on `navigation`, wrapped `depth` times, each time as a
  /// transition of the plain controller `root`.
  private static func wrapped(
    _ transition: Transition<NavigationController>,
    on navigation: NavigationController,
    depth: Int,
    root: ViewController
  ) -> Transition<ViewController> {
    var wrapped = Transition<ViewController>.perform(transition, on: navigation)
    for _ in 1..<depth { wrapped = .perform(wrapped, on: root) }
    return wrapped
  }

  @Test func aPushWrappedAHundredThousandTimesPushesOntoItsStack() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let root = ViewController(title: "Root")
    let transition = Self.wrapped(
      .push(ViewController(title: "Detail")), on: navigation, depth: 100_000, root: root)
    var results: [Result<Void, TransitionError>] = []
    transition.perform(on: root, with: TransitionOptions(animated: false)) { results.append($0) }
    #expect(results.count == 1)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
  }

  @Test func aRefusedPopWrappedAHundredThousandTimesReportsItsError() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let root = ViewController(title: "Root")
    let transition = Self.wrapped(.pop(), on: navigation, depth: 100_000, root: root)
    var results: [Result<Void, TransitionError>] = []
    transition.perform(on: root, with: TransitionOptions(animated: false)) { results.append($0) }
    guard case .failure(let error)? = results.first else {
      Issue.record("Expected a failure, got \(results)")
      return
    }
    #expect(results.count == 1)
    #expect(error == .cannotPopRoot(navigation: "Stack"))
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
  }
}
