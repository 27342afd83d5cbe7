import Testing

@testable import TransitionKitCore

/// The lists kept for reuse by the change path (``SpareLists``), and what
/// reusing them must not change: the controllers a change showed and hid are
/// let go of, and what others still hold of a list stays as it was.
@MainActor
@Suite struct SpareListTests {
  @Test func aListGivenBackKeepsItsStorageForTheNextTake() {
    var spares = SpareLists<Int>()
    #expect(spares.take().capacity == 0)
    var list = [1, 2, 3]
    let capacity = list.capacity
    spares.giveBack(&list)
    #expect(list.isEmpty)
    let taken = spares.take()
    #expect(taken.isEmpty)
    #expect(taken.capacity == capacity)
    // Taken once: the next take finds nothing kept.
    #expect(spares.take().capacity == 0)
  }

  @Test func aSharedListGivenBackLeavesTheOtherHolderItsElements() {
    var spares = SpareLists<Int>()
    var list = [4, 5, 6]
    let kept = list
    spares.giveBack(&list)
    #expect(kept == [4, 5, 6])
    var taken = spares.take()
    taken.append(7)
    #expect(kept == [4, 5, 6])
  }

  @Test func largeListsAndListsWithoutStorageAreNotKept() {
    var spares = SpareLists<Int>()
    var large = Array(0..<100)
    spares.giveBack(&large)
    #expect(large.isEmpty)
    var empty: [Int] = []
    spares.giveBack(&empty)
    #expect(spares.take().capacity == 0)
  }

  @Test func atMostFourListsAreKept() {
    var spares = SpareLists<Int>()
    for size in 1...6 {
      var list = Array(repeating: 0, count: size)
      spares.giveBack(&list)
    }
    var kept = 0
    while spares.take().capacity > 0 { kept += 1 }
    #expect(kept == 4)
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

  @Test func aReportKeptAcrossLaterChangesStaysAsItWas() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let window = Window(name: "Main")
    try window.setRootViewController(navigation, animated: false)
    window.makeKeyAndVisible()
    var reports: [HierarchyChangeReport] = []
    let observation = window.observeChanges { reports.append($0) }
    try navigation.pushViewController(ViewController(title: "First"), animated: false)
    try navigation.popViewController(animated: false)
    try navigation.pushViewController(ViewController(title: "Second"), animated: false)
    #expect(reports.count == 3)
    #expect(reports[0].insertedControllers.map(\.title) == ["First"])
    #expect(reports[1].removedControllers.map(\.title) == ["First"])
    #expect(reports[2].insertedControllers.map(\.title) == ["Second"])
    withExtendedLifetime(observation) {}
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
