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

  /// A `set` of controllers keeps the list it was given, and hands that
  /// list to the container: the stack holds the controllers it names, in
  /// its order, and the public list names them too.
  @Test func aSetOfControllersKeepsTheirList() throws {
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    let list = PresentableList(controllers: [first, second])
    #expect(list.count == 2)
    #expect(list[0] === first)
    #expect(list[1] === second)
    #expect(list.array.map { $0.viewController.title } == ["First", "Second"])

    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = Window()
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    let transition = Transition<NavigationController>.set([first, second])
    // The overload that takes controllers, chosen for a list of them.
    #expect(transition.presentableList.isListOfControllers)
    #expect(
      !Transition<NavigationController>.set([first, second] as [any Presentable]).presentableList.isListOfControllers)
    var outcome: Result<Void, TransitionError>?
    transition.perform(on: navigation) { outcome = $0 }

    #expect(throws: Never.self) { try outcome?.get() }
    #expect(outcome != nil)
    #expect(transition.presentables.map { $0.viewController.title } == ["First", "Second"])
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.viewControllers.first === first)
    #expect(navigation.viewControllers.last === second)
    #expect(second.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  /// The look for coordinators among a transition's presentables is
  /// skipped when there are controllers alone, in any storage.
  @Test func onlyWhatIsNotAControllerMayBeACoordinator() {
    let controller = ViewController(title: "Screen")
    let coordinator = NavigationCoordinator<Never>(rootViewController: NavigationController(title: "Nav"))

    #expect(!PresentableList.one(controller).holdsOtherThanControllers)
    #expect(PresentableList.one(coordinator).holdsOtherThanControllers)
    #expect(!PresentableList([controller, ViewController(title: "Other")]).holdsOtherThanControllers)
    #expect(PresentableList([controller, coordinator]).holdsOtherThanControllers)
    #expect(!PresentableList(controllers: [controller]).holdsOtherThanControllers)
    #expect(!([] as PresentableList).holdsOtherThanControllers)
  }
}
