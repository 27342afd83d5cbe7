import Testing

@testable import TransitionKitCore

/// The article "Animations and time", section "Observing changes":
/// `Window.observeChanges` reports every change to a window's tree once it
/// has ended, with the controllers it took out and put in.
@Suite @MainActor struct ChangeReportTests {
  // MARK: Helpers

  /// A report, with controllers named by their titles.
  private struct Reported: Equatable, CustomStringConvertible {
    let kind: HierarchyChangeKind
    let animated: Bool
    let removed: [String]
    let inserted: [String]

    init(_ kind: HierarchyChangeKind, animated: Bool, removed: [String] = [], inserted: [String] = []) {
      self.kind = kind
      self.animated = animated
      self.removed = removed
      self.inserted = inserted
    }

    @MainActor init(_ report: HierarchyChangeReport) {
      self.init(
        report.kind,
        animated: report.animated,
        removed: report.removedControllers.map(\.displayName),
        inserted: report.insertedControllers.map(\.displayName)
      )
    }

    var description: String { "\(kind) animated: \(animated) removed: \(removed) inserted: \(inserted)" }
  }

  /// Records the reports of a window's changes for as long as it lives.
  @MainActor private final class Recorder {
    private(set) var reports: [Reported] = []
    private var observation: HierarchyObservation?

    init(_ window: Window) {
      observation = window.observeChanges { [weak self] report in
        self?.reports.append(Reported(report))
      }
    }

    /// Returns the reports so far and forgets them.
    func take() -> [Reported] {
      defer { reports.removeAll() }
      return reports
    }
  }

  /// A visible window showing a navigation stack `Nav` of controllers with these titles.
  private func stackWindow(_ titles: [String]) throws -> (Window, NavigationController) {
    let navigation = NavigationController(title: "Nav")
    try navigation.setViewControllers(titles.map { ViewController(title: $0) }, animated: false)
    return (try visibleWindow(root: navigation), navigation)
  }

  // MARK: Each kind of change

  @Test func pushIsReportedWithThePushedController() throws {
    let (window, navigation) = try stackWindow(["Home"])
    let recorder = Recorder(window)

    Transition<NavigationController>.push(ViewController(title: "Detail")).perform(on: navigation)

    #expect(recorder.take() == [Reported(.push, animated: true, inserted: ["Detail"])])
    #expect(window.validate() == [])
  }

  @Test func popIsReportedWithThePoppedController() throws {
    let (window, navigation) = try stackWindow(["Home", "Detail"])
    let recorder = Recorder(window)

    Transition<NavigationController>.pop().perform(on: navigation)

    #expect(recorder.take() == [Reported(.pop, animated: true, removed: ["Detail"])])
    #expect(window.validate() == [])
  }

  @Test func popToRootIsReportedWithEveryPoppedController() throws {
    let (window, navigation) = try stackWindow(["Home", "A", "B"])
    let recorder = Recorder(window)

    Transition<NavigationController>.popToRoot().perform(on: navigation, with: TransitionOptions(animated: false))

    #expect(recorder.take() == [Reported(.popToRoot, animated: false, removed: ["A", "B"])])
    #expect(window.validate() == [])
  }

  @Test func setStackReorderReportsNothingRemovedOrInserted() throws {
    let (window, navigation) = try stackWindow(["A", "B"])
    let recorder = Recorder(window)

    let reordered: [ViewController] = navigation.viewControllers.reversed()
    Transition<NavigationController>.set(reordered).perform(on: navigation)

    #expect(navigation.viewControllers.map(\.displayName) == ["B", "A"])
    #expect(recorder.take() == [Reported(.setStack, animated: true)])
    #expect(window.validate() == [])
  }

  @Test func setStackReportsOnlyControllersThatLeftOrCameIn() throws {
    let (window, navigation) = try stackWindow(["Home", "A", "B"])
    let home = navigation.viewControllers[0]
    let b = navigation.viewControllers[2]
    let recorder = Recorder(window)

    Transition<NavigationController>.set([b, home, ViewController(title: "C")]).perform(on: navigation)

    #expect(recorder.take() == [Reported(.setStack, animated: true, removed: ["A"], inserted: ["C"])])
    #expect(window.validate() == [])
  }

  @Test func presentIsReportedWithThePresentedController() throws {
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    let recorder = Recorder(window)

    Transition<ViewController>.present(ViewController(title: "Sheet")).perform(on: root)

    #expect(recorder.take() == [Reported(.present, animated: true, inserted: ["Sheet"])])
    #expect(window.validate() == [])
  }

  @Test func dismissOfChainReportsEveryDismissedControllerTopDown() throws {
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root: root)
    var presenter = root
    for title in ["S1", "S2", "S3"] {
      let presented = ViewController(title: title)
      presented.modalPresentationStyle = .fullScreen
      try presenter.present(presented, animated: false)
      presenter = presented
    }
    let recorder = Recorder(window)

    Transition<ViewController>.dismissToRoot().perform(on: root)

    #expect(recorder.take() == [Reported(.dismiss, animated: true, removed: ["S3", "S2", "S1"])])
    #expect(root.presentedViewController == nil)
    #expect(window.validate() == [])
  }

  @Test func setRootIsReportedWithOldAndNewRoot() throws {
    let window = try visibleWindow(root: ViewController(title: "Old"))
    let recorder = Recorder(window)

    try window.setRootViewController(ViewController(title: "New"))

    #expect(recorder.take() == [Reported(.setRoot, animated: false, removed: ["Old"], inserted: ["New"])])
    #expect(window.validate() == [])
  }

  @Test func embedIsReportedWithTheEmbeddedChild() throws {
    let container = ViewController(title: "Container")
    let window = try visibleWindow(root: container)
    let recorder = Recorder(window)

    Transition<ViewController>.embed(ViewController(title: "Child"), in: container).perform(on: container)

    #expect(recorder.take() == [Reported(.embed, animated: true, inserted: ["Child"])])
    #expect(window.validate() == [])
  }

  @Test func removeFromParentIsReportedWithTheRemovedChild() throws {
    let container = ViewController(title: "Container")
    let child = ViewController(title: "Child")
    try container.embed(child)
    let window = try visibleWindow(root: container)
    let recorder = Recorder(window)

    try child.removeFromParent(animated: true)

    #expect(recorder.take() == [Reported(.removeFromParent, animated: true, removed: ["Child"])])
    #expect(window.validate() == [])
  }

  @Test func tabSelectIsReportedWithNoControllers() throws {
    let tabs = try TabBarController(
      viewControllers: [ViewController(title: "First"), ViewController(title: "Second")], title: "Tabs")
    let window = try visibleWindow(root: tabs)
    let recorder = Recorder(window)

    Transition<TabBarController>.select(index: 1).perform(on: tabs)

    #expect(recorder.take() == [Reported(.selectTab, animated: true)])
    #expect(window.validate() == [])
  }

  @Test func changesAreReportedInTheOrderTheyEnded() throws {
    let (window, navigation) = try stackWindow(["Home"])
    let recorder = Recorder(window)

    Transition<NavigationController>.push(ViewController(title: "A")).perform(on: navigation)
    Transition<NavigationController>.push(ViewController(title: "B")).perform(on: navigation)
    Transition<NavigationController>.pop().perform(on: navigation, with: TransitionOptions(animated: false))
    Transition<ViewController>.present(ViewController(title: "Sheet")).perform(on: navigation)

    #expect(
      recorder.take() == [
        Reported(.push, animated: true, inserted: ["A"]),
        Reported(.push, animated: true, inserted: ["B"]),
        Reported(.pop, animated: false, removed: ["B"]),
        Reported(.present, animated: true, inserted: ["Sheet"]),
      ])
    #expect(window.validate() == [])
  }

  // MARK: Changes not made by transitions

  @Test func directModelPopIsReported() throws {
    let (window, navigation) = try stackWindow(["Home", "Detail"])
    let recorder = Recorder(window)

    try navigation.popViewController(animated: true)

    #expect(recorder.take() == [Reported(.pop, animated: true, removed: ["Detail"])])
    #expect(window.validate() == [])
  }

  @Test func finishedInteractivePopIsReportedWhenItFinishes() throws {
    let (window, navigation) = try stackWindow(["Home", "Detail"])
    let recorder = Recorder(window)

    let swipe = try navigation.beginInteractivePop()
    swipe.update(0.5)
    #expect(recorder.take() == [])
    swipe.finish()

    #expect(recorder.take() == [Reported(.pop, animated: true, removed: ["Detail"])])
    #expect(window.validate() == [])
  }

  @Test func cancelledInteractivePopIsNotReported() throws {
    let (window, navigation) = try stackWindow(["Home", "Detail"])
    let recorder = Recorder(window)

    let swipe = try navigation.beginInteractivePop()
    swipe.update(0.5)
    swipe.cancel()

    #expect(swipe.state == .cancelled)
    #expect(recorder.take() == [])
    #expect(window.validate() == [])
  }

  @Test func undoChangesOfMultipleRollbackAreReported() throws {
    let (window, navigation) = try stackWindow(["Root"])
    let recorder = Recorder(window)
    var result: Result<Void, TransitionError>?

    Transition<NavigationController>.multiple(
      .push(ViewController(title: "A")), .push(ViewController(title: "B")), .pop(to: ViewController(title: "X"))
    ).perform(on: navigation) { result = $0 }

    #expect(throws: TransitionError.notInStack("X", navigation: "Nav")) { try result?.get() }
    #expect(
      recorder.take() == [
        Reported(.push, animated: true, inserted: ["A"]),
        Reported(.push, animated: true, inserted: ["B"]),
        Reported(.pop, animated: false, removed: ["B"]),
        Reported(.pop, animated: false, removed: ["A"]),
      ])
    #expect(navigation.viewControllers.map(\.displayName) == ["Root"])
    #expect(window.validate() == [])
  }

  // MARK: Timing

  @Test func reportComesWhenTheAnimationEndsNotWhenItStarts() throws {
    let (window, navigation) = try stackWindow(["Home"])
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let recorder = Recorder(window)

    // The system push takes 350 ms.
    Transition<NavigationController>.push(ViewController(title: "Detail")).perform(on: navigation)
    #expect(recorder.take() == [])
    clock.advance(by: .milliseconds(200))
    #expect(recorder.take() == [])
    clock.advance(by: .milliseconds(150))

    #expect(recorder.take() == [Reported(.push, animated: true, inserted: ["Detail"])])
    #expect(window.validate() == [])
  }

  @Test func animatedDirectModelPopIsReportedWhenItsAnimationEnds() throws {
    let (window, navigation) = try stackWindow(["Home", "Detail"])
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let recorder = Recorder(window)

    try navigation.popViewController(animated: true)
    #expect(recorder.take() == [])
    clock.runUntilIdle()

    #expect(recorder.take() == [Reported(.pop, animated: true, removed: ["Detail"])])
    #expect(window.validate() == [])
  }

  // MARK: Observations

  @Test func observationStopsWhenCancelled() throws {
    let (window, navigation) = try stackWindow(["Home"])
    var reports: [Reported] = []
    let observation = window.observeChanges { reports.append(Reported($0)) }

    try navigation.pushViewController(ViewController(title: "A"), animated: false)
    observation.cancel()
    try navigation.pushViewController(ViewController(title: "B"), animated: false)

    #expect(reports == [Reported(.push, animated: false, inserted: ["A"])])
    #expect(window.validate() == [])
  }

  @Test func observationStopsWhenReleased() throws {
    let (window, navigation) = try stackWindow(["Home"])
    var reports: [Reported] = []
    var observation: HierarchyObservation? = window.observeChanges { reports.append(Reported($0)) }

    try navigation.pushViewController(ViewController(title: "A"), animated: false)
    #expect(observation != nil)
    observation = nil
    try navigation.pushViewController(ViewController(title: "B"), animated: false)

    #expect(reports == [Reported(.push, animated: false, inserted: ["A"])])
    #expect(window.validate() == [])
  }

  @Test func severalObserversAreCalledInTheOrderTheyBegan() throws {
    let (window, navigation) = try stackWindow(["Home"])
    var calls: [String] = []
    let observations = ["first", "second", "third"].map { name in
      window.observeChanges { calls.append("\(name) \($0.kind)") }
    }

    try navigation.pushViewController(ViewController(title: "A"), animated: false)
    try navigation.popViewController(animated: false)

    #expect(
      calls == [
        "first push", "second push", "third push",
        "first pop", "second pop", "third pop",
      ])
    withExtendedLifetime(observations) {}
    #expect(window.validate() == [])
  }
}
