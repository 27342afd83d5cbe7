import Testing

@testable import TransitionKitCore

/// Which captured changes keep their touches (`HierarchyChange.touches`):
/// those of a capture that needs them, and animated ones, which may be
/// cancelled; a transition's non-animated change that no sequence accounts
/// for only counts them. Whether a renderer is attached anywhere (every change
/// keeps its touches then) is read in the same turn of the main actor as the
/// change, since tests running alongside may attach one.
@Suite @MainActor struct CapturedChangeTouchesTests {
  /// A visible window showing a navigation stack with a root controller.
  private func stack() throws -> (Window, NavigationController) {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    return (try visibleWindow(root: navigation), navigation)
  }

  @Test func aNonAnimatedChangeInACaptureThatNeedsNoTouchesOnlyCountsThem() throws {
    let (window, navigation) = try stack()
    let detail = ViewController(title: "Detail")
    let isMounted = MountPublisher.isAnyActive
    let placement = detail.placementVersion
    let content = navigation.contentVersion

    let changes = try HierarchyChange.capturing(.deferEnd, keepingTouches: false) { () throws(TransitionError) in
      try navigation.pushViewController(detail, animated: false)
    }
    let change = try #require(changes.first)

    #expect(change.keepsTouches == isMounted)
    #expect(change.touches.isEmpty != isMounted)
    // Counted all the same: the versions moved on.
    #expect(detail.placementVersion == placement + 1)
    #expect(navigation.contentVersion == content + 1)
    var touched: [String] = []
    change.touchedControllers { touched.append($0.controller.displayName) }
    #expect(Set(touched) == [navigation.displayName, "Detail"])
    change.end()
    #expect(detail.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  @Test func anAnimatedChangeKeepsItsTouchesInACaptureThatNeedsNone() throws {
    let (window, navigation) = try stack()

    let changes = try HierarchyChange.capturing(.deferEnd, keepingTouches: false) { () throws(TransitionError) in
      try navigation.pushViewController(ViewController(title: "Detail"), animated: true)
    }
    let change = try #require(changes.first)

    #expect(change.keepsTouches)
    #expect(change.touches.count == 2)
    change.end()
    #expect(window.validate() == [])
  }

  @Test func aCaptureThatNeedsTouchesKeepsThemForChangesInANestedOneThatDoesNot() throws {
    let (window, navigation) = try stack()
    var inner: [HierarchyChange] = []

    let outer = try HierarchyChange.capturing(.record) { () throws(TransitionError) in
      inner = try HierarchyChange.capturing(.deferEnd, keepingTouches: false) { () throws(TransitionError) in
        try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
      }
      for change in inner { change.end() }
    }

    let change = try #require(inner.first)
    #expect(outer.first === change)
    #expect(change.keepsTouches)
    #expect(!change.touches.isEmpty)
    #expect(window.validate() == [])
  }

  @Test func changesWithOneThatKeepsNoTouchesAreNeitherCancelledNorChanged() throws {
    let (window, navigation) = try stack()
    let isMounted = MountPublisher.isAnyActive
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")

    let changes = try HierarchyChange.capturing(.deferEnd, keepingTouches: false) { () throws(TransitionError) in
      try navigation.pushViewController(first, animated: false)
      try navigation.pushViewController(second, animated: true)
    }
    try #require(changes.count == 2)
    #expect(changes.map(\.keepsTouches) == [isMounted, true])

    let cancelled = HierarchyChange.cancel(changes)

    // With a renderer attached every change keeps its touches, and the pair is undone.
    #expect(cancelled == isMounted)
    if !cancelled {
      #expect(changes.allSatisfy { $0.state == .begun })
      #expect(navigation.viewControllers.map(\.displayName) == ["Home", "First", "Second"])
      for change in changes { change.end() }
      #expect(second.appearanceState == .appeared)
    } else {
      #expect(navigation.viewControllers.map(\.displayName) == ["Home"])
    }
    #expect(window.validate() == [])
  }

  @Test func aTransitionsChangeKeepsItsTouchesOnlyWhenASequenceAccountsForIt() throws {
    let (window, navigation) = try stack()
    var kept: [Bool] = []
    let isMounted = MountPublisher.isAnyActive
    func push(_ title: String, options: TransitionOptions) {
      var ended = TransitionRunner.performChangeAtOnce(
        in: window, named: "push", options: options, animation: nil,
        operation: { () throws(TransitionError) in
          try navigation.pushViewController(ViewController(title: title), animated: false)
          kept.append(HierarchyChange.captures.last?.changes.last?.keepsTouches ?? false)
        },
        later: { { _ in Issue.record("a change that does not animate ends at once") } })
      #expect(ended?.count == 1)
      if var changes = ended.take() { HierarchyChange.recycle(ended: &changes) }
    }

    push("Alone", options: TransitionOptions(animated: false))
    var stepOptions = TransitionOptions(animated: false)
    let execution = TransitionExecution()
    stepOptions.execution = execution
    push("Step", options: stepOptions)

    #expect(kept == [isMounted, true])
    #expect(execution.changes.count == 1)
    #expect(navigation.viewControllers.map(\.displayName) == ["Home", "Alone", "Step"])
    #expect(window.validate() == [])
  }
}
