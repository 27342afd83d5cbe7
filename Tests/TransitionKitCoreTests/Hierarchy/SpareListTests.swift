import Testing

@testable import TransitionKitCore

/// The lists kept for reuse by the change path (``SpareLists``), and what
/// reusing them must not change: the controllers a change showed and hid are
/// let go of, and what others still hold of a list stays as it was.
@MainActor
@Suite struct SpareListTests {
  /// Empties a list and keeps it, as the change path gives lists back.
  private func giveBack(_ list: inout [Int], to spares: inout SpareLists<Int>) {
    SpareLists.empty(&list)
    spares.keep(&list)
  }

  @Test func aListGivenBackKeepsItsStorageForTheNextTake() {
    var spares = SpareLists<Int>()
    #expect(spares.take().capacity == 0)
    var list = [1, 2, 3]
    let capacity = list.capacity
    giveBack(&list, to: &spares)
    #expect(list.isEmpty)
    #expect(list.capacity == 0)
    let taken = spares.take()
    #expect(taken.isEmpty)
    #expect(taken.capacity == capacity)
    // Taken once: the next take finds nothing kept.
    #expect(spares.take().capacity == 0)
  }

  @Test func aListThatIsNotEmptyIsNotKept() {
    var spares = SpareLists<Int>()
    var full = [1, 2, 3]
    spares.keep(&full)
    #expect(full.isEmpty)
    #expect(spares.take().capacity == 0)
  }

  @Test func largeListsAndListsWithoutStorageAreNotKept() {
    var spares = SpareLists<Int>()
    var large = Array(0..<100)
    giveBack(&large, to: &spares)
    #expect(large.isEmpty)
    var empty: [Int] = []
    giveBack(&empty, to: &spares)
    #expect(spares.take().capacity == 0)
  }

  @Test func atMostFourListsAreKept() {
    var spares = SpareLists<Int>()
    for size in 1...6 {
      var list = Array(repeating: 0, count: size)
      giveBack(&list, to: &spares)
    }
    var kept = 0
    while spares.take().capacity > 0 { kept += 1 }
    #expect(kept == 4)
  }

  @Test func theLastListKeptIsTheFirstTaken() {
    var spares = SpareLists<Int>()
    var capacities: [Int] = []
    for size in [2, 10, 30] {
      var list = Array(repeating: 0, count: size)
      capacities.append(list.capacity)
      giveBack(&list, to: &spares)
    }
    #expect(spares.take().capacity == capacities[2])
    // A list kept after a take fills the slot that take emptied.
    var again = Array(repeating: 0, count: 40)
    let againCapacity = again.capacity
    giveBack(&again, to: &spares)
    #expect(spares.take().capacity == againCapacity)
    #expect(spares.take().capacity == capacities[1])
    #expect(spares.take().capacity == capacities[0])
    #expect(spares.take().capacity == 0)
  }

  @Test func controllersAChangeShowedAndHidLeaveWithItsReusedLists() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = Window(name: "Main")
    try window.setRootViewController(navigation, animated: false)
    window.makeKeyAndVisible()
    weak var weakPushed: ViewController?
    for round in 0..<3 {
      do {
        let pushed = ViewController(title: "Pushed \(round)")
        weakPushed = pushed
        try navigation.pushViewController(pushed, animated: false)
        try navigation.popViewController(animated: false)
      }
      // The lists of both changes went back emptied: nothing holds the controller.
      #expect(weakPushed == nil)
    }
    #expect(navigation.viewControllers.map(\.title) == ["Root"])
    #expect(window.validate() == [])
  }

  /// A controller whose `deinit` pushes a controller onto another stack.
  private final class PushingOnDeinit: ViewController {
    let other: NavigationController

    init(other: NavigationController) {
      self.other = other
      super.init(title: "Pushing on deinit")
    }

    deinit {
      MainActor.assumeIsolated {
        _ = try? other.pushViewController(ViewController(title: "From deinit"), animated: false)
      }
    }
  }

  @Test func aChangeMadeWhileAChangeGivesItsListsBackFindsSparesInOrder() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let other = try NavigationController(rootViewController: ViewController(title: "Other root"))
    let window = Window(name: "Main")
    try window.setRootViewController(navigation, animated: false)
    window.makeKeyAndVisible()
    try navigation.pushViewController(PushingOnDeinit(other: other), animated: false)
    // The change that replaces the stack is the last to hold the controller:
    // it goes as the change gives its lists back, and its `deinit` makes a
    // change of its own, which takes and gives back lists meanwhile.
    let root = navigation.viewControllers[0]
    try navigation.setViewControllers([root], animated: false)
    #expect(other.viewControllers.map(\.title) == ["Other root", "From deinit"])
    for round in 0..<3 {
      try navigation.pushViewController(ViewController(title: "Next \(round)"), animated: false)
      try other.popViewController(animated: false)
      try other.pushViewController(ViewController(title: "Again \(round)"), animated: false)
    }
    #expect(navigation.viewControllers.map(\.title) == ["Root", "Next 0", "Next 1", "Next 2"])
    #expect(other.viewControllers.map(\.title) == ["Other root", "Again 2"])
    #expect(window.validate() == [])
  }

  @Test func aSequenceUndoesItsStepsAfterEachStepGaveItsListBack() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = Window(name: "Main")
    try window.setRootViewController(navigation, animated: false)
    window.makeKeyAndVisible()
    // Each push ends without animating and gives its list of changes back;
    // the sequence's own record of them must survive that, to undo them.
    let sequence = Transition<NavigationController>.multiple([
      .push(ViewController(title: "A")), .push(ViewController(title: "B")), .fail(.cancelled),
    ])
    var result: Result<Void, TransitionError>?
    sequence.perform(on: navigation, with: TransitionOptions(animated: false)) { result = $0 }
    #expect(result.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
    #expect(navigation.viewControllers.map(\.title) == ["Root"])
    // The next route fills a list from the spares and is recorded as usual.
    var second: Result<Void, TransitionError>?
    Transition<NavigationController>.push(ViewController(title: "C"))
      .perform(on: navigation, with: TransitionOptions(animated: false)) { second = $0 }
    #expect((try? second?.get()) != nil)
    #expect(navigation.viewControllers.map(\.title) == ["Root", "C"])
    #expect(window.validate() == [])
  }

  @Test func nestedCapturesEachRecordTheChangesMadeInside() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    var inner: [HierarchyChange] = []
    let outer = try HierarchyChange.capturing(.record) { () throws(TransitionError) in
      try navigation.pushViewController(ViewController(title: "A"), animated: false)
      inner = try HierarchyChange.capturing(.record) { () throws(TransitionError) in
        try navigation.pushViewController(ViewController(title: "B"), animated: false)
      }
      HierarchyChange.withoutCaptures {
        _ = try? navigation.pushViewController(ViewController(title: "C"), animated: false)
      }
    }
    #expect(inner.map(\.kind) == [.push])
    #expect(outer.count == 2)
    #expect(outer.last === inner.first)
    #expect(HierarchyChange.captures.isEmpty)
    #expect(navigation.viewControllers.map(\.title) == ["Root", "A", "B", "C"])
  }

  @Test func aThrowingBodyClosesItsCaptureAndKeepsTheOuterOne() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    var thrown: TransitionError?
    let outer = try HierarchyChange.capturing(.record) { () throws(TransitionError) in
      do throws(TransitionError) {
        _ = try HierarchyChange.capturing(.record) { () throws(TransitionError) in
          try navigation.pushViewController(ViewController(title: "A"), animated: false)
          try navigation.pushViewController(navigation, animated: false)
        }
      } catch {
        thrown = error
      }
      #expect(HierarchyChange.captures.count == 1)
      try navigation.pushViewController(ViewController(title: "B"), animated: false)
    }
    #expect(thrown != nil)
    // The outer capture saw the push made before the refusal, and the one after.
    #expect(outer.count == 2)
    #expect(HierarchyChange.captures.isEmpty)
    #expect(navigation.viewControllers.map(\.title) == ["Root", "A", "B"])
  }
}
