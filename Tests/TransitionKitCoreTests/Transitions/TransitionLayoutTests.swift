import Testing

@testable import TransitionKitCore

/// A route performs its transition in code that is not specialized for the
/// root's type. There, a transition of more than five stored properties is
/// copied and destroyed through its value witnesses, each use looking up its
/// type first; what only some transitions have is kept in one optional
/// reference (see "A transition of five stored properties" in
/// `Benchmarks/PROFILE.md`).
@MainActor
@Suite struct TransitionLayoutTests {
  @Test func aTransitionHasAtMostFiveStoredProperties() {
    let transition = Transition<NavigationController>.push(ViewController())
    #expect(Mirror(reflecting: transition).children.count <= 5)
  }

  /// The traits a transition holds, as printed: `nil` when it holds none.
  private static func traits(of transition: Transition<NavigationController>) -> String? {
    Mirror(reflecting: transition).children.first { $0.label == "traits" }.map { "\($0.value)" }
  }

  @Test func aPlainTransitionHoldsNoTraits() {
    var transition = Transition<NavigationController>.push(ViewController())
    #expect(Self.traits(of: transition) == "nil")
    transition.flowStarts = []
    #expect(Self.traits(of: transition) == "nil")
    #expect(transition.animation == nil)
    #expect(!transition.isCustom)
    #expect(transition.nesting == 0)
    #expect(transition.steps == nil)
    #expect(transition.bound == nil)
    #expect(transition.flowStarts.isEmpty)
  }

  /// Passing on no flow starts, as `multiple` and `perform(_:on:)` do, keeps
  /// the traits the transition has rather than making new ones.
  @Test func passingOnNoFlowStartsKeepsTheTraits() throws {
    var multiple = Transition<NavigationController>.multiple(.push(ViewController()), .pop())
    let traits: (Transition<NavigationController>) -> TransitionTraits? = { transition in
      Mirror(reflecting: transition).children.first { $0.label == "traits" }?.value as? TransitionTraits
    }
    let before = try #require(traits(multiple))
    multiple.flowStarts = []
    #expect(traits(multiple) === before)
  }

  @Test func traitsKeepWhatTheTransitionWasMadeWith() {
    let animation = Animation.fade()
    let push = Transition<NavigationController>.push(ViewController(), animation: animation)
    #expect(push.animation === animation)
    #expect(!push.isCustom)
    let custom = Transition<NavigationController>(presentables: [], animation: nil) { _, _, completion in
      completion(.success(()))
    }
    #expect(custom.isCustom)
    #expect(custom.animation == nil)
  }

  @Test func settingFlowStartsKeepsTheOtherTraits() {
    let animation = Animation.fade()
    var multiple = Transition<NavigationController>.multiple(
      .push(ViewController(), animation: animation), .pop())
    multiple.flowStarts = []
    #expect(multiple.steps?.map(\.name) == ["push", "pop"])
    #expect(multiple.nesting == 1)
    #expect(multiple.animation == nil)
    var push = Transition<NavigationController>.push(ViewController(), animation: animation)
    push.flowStarts = []
    #expect(push.animation === animation)
    #expect(push.flowStarts.isEmpty)
  }
}
