import Testing

@testable import TransitionKitCore

/// A change that ended and that nothing else holds is kept and made again as
/// the next change (`HierarchyChange+Recycling.swift`): nothing of the first
/// may show in the second, and a change anything else may still look at is
/// never kept.
@Suite @MainActor struct ChangeRecyclingTests {
  /// A visible window showing a navigation stack with a root controller.
  private func stack() throws -> (Window, NavigationController) {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    return (try visibleWindow(root: navigation), navigation)
  }

  /// A push made and recorded (so held), ended, on a stack of its own, and
  /// the window it shows in.
  private func recordedPush() throws -> (Window, HierarchyChange) {
    let (window, navigation) = try stack()
    let changes = try HierarchyChange.capturing(.record) { () throws(TransitionError) in
      try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    }
    return (window, try #require(changes.first))
  }

  @Test func aChangeThatEndedIsMadeAgainAsTheNextWithNothingOfItsOwnLeft() throws {
    // (Whether `perform` offers a direct change depends on whether a renderer
    // is attached anywhere, which tests running alongside may do: the change
    // is offered here by hand.)
    let (window, navigation) = try stack()
    HierarchyChange.recycled = nil
    let detail = ViewController(title: "Detail")
    let changes = try HierarchyChange.capturing(.record) { () throws(TransitionError) in
      try navigation.pushViewController(detail, animated: false)
    }
    var change = try #require(changes.first)
    _ = consume changes
    // As an observer's question would have left it on a change of several edits.
    change.tookControllersOut = true
    HierarchyChange.recycle(&change)

    let kept = try #require(HierarchyChange.recycled)
    #expect(kept === change)
    #expect(kept.transaction.edits.isEmpty)
    #expect(kept.appearance.isEmpty)
    #expect(kept.touches.isEmpty)
    #expect(kept.window == nil && kept.windowName == nil)
    #expect(kept.userAction == nil && !kept.isDirect && kept.state == .begun)
    #expect(kept.tookControllersOut == nil)
    let pushStamp = kept.stamp

    var reports: [HierarchyChangeReport] = []
    let observation = window.observeChanges { reports.append($0) }
    try navigation.popViewController(animated: false)
    withExtendedLifetime(observation) {}

    // The pop was made from the push's object; this test holds it, so it is
    // not kept again, and it is the pop's.
    #expect(HierarchyChange.recycled == nil)
    #expect(kept.kind == .pop && kept.stamp > pushStamp)
    #expect(kept.transaction.edits.count == 1)
    #expect(reports.map(\.kind) == [.pop])
    #expect(reports.first?.removedControllers.map(\.displayName) == ["Detail"])
    #expect(reports.first?.insertedControllers.isEmpty == true)
    #expect(detail.appearanceState == .disappeared)
    #expect(navigation.viewControllers.map(\.displayName) == ["Home"])
    #expect(window.validate() == [])
  }

  @Test func aDirectChangeIsOfferedForRecyclingUnlessARendererIsAttached() throws {
    let (window, navigation) = try stack()
    // Read in the same turn of the main actor as the change: it cannot
    // change in between.
    let isMounted = MountPublisher.isAnyActive
    HierarchyChange.recycled = nil
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)

    let kept = HierarchyChange.recycled
    #expect((kept != nil) == !isMounted)
    #expect(kept?.transaction.edits.isEmpty ?? true)
    #expect(navigation.viewControllers.map(\.displayName) == ["Home", "Detail"])
    #expect(window.validate() == [])
  }

  @Test func aChangeSomethingElseHoldsIsNotKept() throws {
    HierarchyChange.recycled = nil
    let (window, recorded) = try recordedPush()
    var change = recorded
    HierarchyChange.recycle(&change)

    #expect(HierarchyChange.recycled == nil)
    #expect(recorded.transaction.edits.count == 1)
    #expect(recorded.appearance.appearing.map(\.displayName) == ["Detail"])
    #expect(recorded.window === window)
  }

  @Test func aChangeAHeldPhaseReferencesIsNotKept() throws {
    HierarchyChange.recycled = nil
    var (window, change) = try recordedPush()
    change.isHeldWeakly = true
    HierarchyChange.recycle(&change)

    #expect(HierarchyChange.recycled == nil)
    #expect(change.transaction.edits.count == 1)
    #expect(change.window === window)
  }

  @Test func aChangeUnderWayIsNotKept() throws {
    let (_, navigation) = try stack()
    HierarchyChange.recycled = nil
    let changes = try HierarchyChange.capturing(.deferEnd) { () throws(TransitionError) in
      try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    }
    // Held by this test alone: only its being under way keeps it.
    var change = try #require(changes.first)
    _ = consume changes
    // As an observer's question would have left it on a change of several edits.
    change.tookControllersOut = true
    HierarchyChange.recycle(&change)

    #expect(HierarchyChange.recycled == nil)
    #expect(change.isUnderWay)
    #expect(change.transaction.edits.count == 1)
    change.end()
  }
}
