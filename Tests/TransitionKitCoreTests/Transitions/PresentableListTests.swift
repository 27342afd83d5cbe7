import Testing

@testable import TransitionKitCore

/// A transition keeps a single presentable without a list, and gives the
/// list its public API promises when asked.
@MainActor
@Suite struct PresentableListTests {
  @Test func oneHoldsItsPresentableAlone() {
    let controller = ViewController(title: "One")
    let list = PresentableList.one(controller)

    #expect(list.count == 1)
    #expect(list[0] === controller)
    #expect(list.array.count == 1)
    #expect(list.array.first === controller)
    #expect(list.map { $0.viewController.title } == ["One"])
  }

  @Test func aListKeepsItsOrder() {
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    let list = PresentableList([first, second])

    #expect(list.count == 2)
    #expect(list[0] === first)
    #expect(list[1] === second)
    #expect(list.array.map { $0.viewController.title } == ["First", "Second"])
  }

  @Test func anEmptyLiteralHoldsNothing() {
    let list: PresentableList = []

    #expect(list.isEmpty)
    #expect(list.array.isEmpty)
  }

  /// The library's transitions of one screen keep it alone; their public
  /// list holds it, as it did when they kept a list.
  @Test func aTransitionOfOneScreenListsItPublicly() {
    let pushed = ViewController(title: "Pushed")
    let presented = ViewController(title: "Presented")
    let push = Transition<NavigationController>.push(pushed)
    let present = Transition<ViewController>.present(presented)

    #expect(push.presentableList.count == 1)
    #expect(push.presentables.count == 1)
    #expect(push.presentables.first === pushed)
    #expect(present.presentables.count == 1)
    #expect(present.presentables.first === presented)
    #expect(Transition<NavigationController>.pop().presentables.isEmpty)
  }
}
