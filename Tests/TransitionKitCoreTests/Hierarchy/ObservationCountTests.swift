import Testing

@testable import TransitionKitCore

/// A window asks whether anything observes its changes on every change; the
/// observations count themselves in and out, so the answer reads one number.
/// These tests check that the count follows every way an observation ends.
@Suite @MainActor struct ObservationCountTests {
  /// Checks that nothing observes the window any more, and that its list
  /// kept no entry of the observations that ended.
  private func expectNoObservers(
    _ window: Window, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!window.hasObservers, sourceLocation: sourceLocation)
    #expect(window.liveObservations.live == 0, sourceLocation: sourceLocation)
    #expect(window.observations.isEmpty, sourceLocation: sourceLocation)
  }

  @Test func aWindowHasObserversOnlyWhileAnObservationIsLive() throws {
    let (window, _) = try visibleNavigationWindow()
    #expect(!window.hasObservers)
    let observation = window.observeChanges { _ in }
    #expect(window.hasObservers)
    #expect(window.liveObservations.live == 1)
    observation.cancel()
    expectNoObservers(window)
  }

  @Test func aReleasedObservationEnds() throws {
    let (window, _) = try visibleNavigationWindow()
    var observation: HierarchyObservation? = window.observeChanges { _ in }
    #expect(window.hasObservers)
    #expect(observation != nil)
    observation = nil
    expectNoObservers(window)
  }

  @Test func anObservationCancelledTwiceAndReleasedCountsOutOnce() throws {
    let (window, navigation) = try visibleNavigationWindow()
    var ended: HierarchyObservation? = window.observeChanges { _ in }
    var kinds: [HierarchyChangeKind] = []
    let live = window.observeChanges { kinds.append($0.kind) }
    ended?.cancel()
    ended?.cancel()
    ended = nil
    #expect(window.liveObservations.live == 1)
    #expect(window.hasObservers)
    #expect(window.observations.count == 1)
    try navigation.pushViewController(ViewController(title: "B"), animated: false)
    #expect(kinds == [.push])
    live.cancel()
    expectNoObservers(window)
    try navigation.pushViewController(ViewController(title: "C"), animated: false)
    #expect(kinds == [.push])
  }

  @Test func onlyTheEndedEntriesAreDroppedInOrder() throws {
    let (window, navigation) = try visibleNavigationWindow()
    var order: [Int] = []
    let first = window.observeChanges { _ in order.append(1) }
    let second = window.observeChanges { _ in order.append(2) }
    let third = window.observeChanges { _ in order.append(3) }
    second.cancel()
    #expect(window.hasObservers)
    #expect(window.observations.count == 2)
    try navigation.pushViewController(ViewController(title: "B"), animated: false)
    #expect(order == [1, 3])
    withExtendedLifetime((first, third)) {}
  }
}
