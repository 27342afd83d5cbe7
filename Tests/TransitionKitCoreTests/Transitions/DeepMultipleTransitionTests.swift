import Testing

@testable import TransitionKitCore

/// `multiple` transitions nested far deeper than the call stack allows to
/// perform by recursion are performed, and undone, like shallow ones.
@MainActor
@Suite struct DeepMultipleTransitionTests {
  /// A multiple whose only step is a multiple whose only step is … `depth`
  /// levels down to `innermost`.
  private static func nested(
    _ innermost: Transition<NavigationController>,
    depth: Int
  ) -> Transition<NavigationController> {
    var transition = innermost
    for _ in 0..<depth { transition = .multiple([transition]) }
    return transition
  }

  /// `depth` nested multiples, with `last` as the innermost step: the
  /// multiple at each level that is a multiple of 100 pushes `Level <level>`
  /// before its nested multiple (a push per level would make the stack, and
  /// the test, slow).
  private static func nestedPushes(
    depth: Int,
    then last: Transition<NavigationController>
  ) -> Transition<NavigationController> {
    var transition = last
    for level in stride(from: depth - 1, through: 0, by: -1) {
      transition =
        level.isMultiple(of: 100)
        ? .multiple([.push(ViewController(title: "Level \(level)")), transition]) : .multiple([transition])
    }
    return transition
  }

  @Test func aMultipleNestedTenThousandDeepPerformsItsStep() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let transition = Self.nested(.push(ViewController(title: "Detail")), depth: 10_000)
    var results: [Result<Void, TransitionError>] = []
    transition.perform(on: navigation, with: TransitionOptions(animated: false)) { results.append($0) }
    #expect(results.count == 1)
    #expect(error(results.first) == nil)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
  }

  @Test func tenThousandNestedMultiplesPerformTheirStepsInOrder() throws {
    let depth = 10_000
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let transition = Self.nestedPushes(depth: depth, then: .push(ViewController(title: "Top")))
    var results: [Result<Void, TransitionError>] = []
    transition.perform(on: navigation, with: TransitionOptions(animated: false)) { results.append($0) }
    #expect(results.count == 1)
    #expect(error(results.first) == nil)
    let levels = stride(from: 0, to: depth, by: 100).map { "Level \($0)" }
    #expect(navigation.viewControllers.map(\.title) == ["Home"] + levels + ["Top"])
  }

  @Test func aFailureTenThousandMultiplesDownUndoesEveryStepBeforeIt() throws {
    // The innermost step fails: the nested multiples undo their pushes, so
    // the stack is back to its root alone, and the error is the step's.
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let transition = Self.nestedPushes(depth: 10_000, then: .pop(to: ViewController(title: "Stranger")))
    var results: [Result<Void, TransitionError>] = []
    transition.perform(on: navigation, with: TransitionOptions(animated: false)) { results.append($0) }
    #expect(results.count == 1)
    #expect(error(results.first) == .notInStack("Stranger", navigation: "Stack"))
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(navigation.validate() == [])
  }

  @Test func nestedMultiplesBuildAsNestedSequencesDownToThirtyTwoLevels() {
    let step = Transition<NavigationController>.pop()
    #expect(Self.nested(step, depth: 1).nesting == 1)
    #expect(Self.nested(step, depth: 32).nesting == 32)
    // The 33rd level takes the steps of the 32nd as its own.
    #expect(Self.nested(step, depth: 33).nesting == 32)
    #expect(Self.nested(step, depth: 10_000).nesting == 32)
    #expect(Self.nested(step, depth: 10_000).steps?.count == 1)
  }

  private func error(_ result: Result<Void, TransitionError>?) -> TransitionError? {
    guard case .failure(let error)? = result else { return nil }
    return error
  }
}
