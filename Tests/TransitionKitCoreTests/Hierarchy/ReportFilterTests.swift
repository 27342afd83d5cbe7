import Testing

@testable import TransitionKitCore

/// The library's own observations of a window are handed only the changes
/// they accept (a coordinator tree, those that may take a controller out or
/// set the root), themselves rather than reports: a window observed by them
/// alone makes no report.
@Suite @MainActor struct ReportFilterTests {
  /// An observation that accepts what a coordinator tree's does: the
  /// changes that may take a controller out or set the root, recording the
  /// kinds it was handed.
  private func removalObservation(of window: Window, into kinds: Box) -> HierarchyObservation {
    window.observeChanges(
      accepting: .mayTakeControllersOutOrSetRoot, handler: { kinds.value.append($0.kind) }, whenReleased: { _ in })
  }

  final class Box {
    var value: [HierarchyChangeKind] = []
  }

  @Test func theCoordinatorsFilterIsHandedRemovalsAndNoOtherChange() throws {
    let (window, navigation) = try visibleNavigationWindow()
    let kinds = Box()
    let observation = removalObservation(of: window, into: kinds)

    try navigation.pushViewController(ViewController(title: "B"), animated: false)
    try window.rootViewController?.present(ViewController(title: "Sheet"), animated: false)
    try window.rootViewController?.dismiss(animated: false)
    try navigation.popViewController(animated: false)

    #expect(kinds.value == [.dismiss, .pop])
    withExtendedLifetime(observation) {}
  }

  /// A root set takes nothing out when the window had none, and is handed
  /// all the same; a push, which takes nothing out, is not. An observation
  /// of every change is handed both.
  @Test func aRootSetIsHandedToTheCoordinatorsFilterAndEveryChangeToAll() throws {
    let window = Window()
    window.makeKeyAndVisible()
    let kinds = Box()
    let filtered = removalObservation(of: window, into: kinds)
    let all = Box()
    let everything = window.observeChanges(
      accepting: .all, handler: { all.value.append($0.kind) }, whenReleased: { _ in })
    let navigation = try NavigationController(rootViewController: ViewController(title: "A"))

    try window.setRootViewController(navigation, animated: false)
    try navigation.pushViewController(ViewController(title: "B"), animated: false)

    #expect(kinds.value == [.setRoot])
    #expect(all.value == [.setRoot, .push])
    withExtendedLifetime((filtered, everything)) {}
  }

  @Test func withAnObserverOfEveryChangeEachIsHandedWhatItTakes() throws {
    let (window, navigation) = try visibleNavigationWindow()
    let kinds = Box()
    let filtered = removalObservation(of: window, into: kinds)
    var everything: [HierarchyChangeKind] = []
    var removed: [[String?]] = []
    let plain = window.observeChanges { report in
      everything.append(report.kind)
      removed.append(report.removedControllers.map(\.title))
    }

    try navigation.pushViewController(ViewController(title: "B"), animated: false)
    try navigation.popViewController(animated: false)

    // The observer of every change is handed every report, whole.
    #expect(everything == [.push, .pop])
    #expect(removed == [[], ["B"]])
    // The push's report, made for the other observer, is not handed to the
    // filtered observation: it is handed the changes it accepts alone.
    #expect(kinds.value == [.pop])
    withExtendedLifetime((filtered, plain)) {}
  }

  /// A change makes one report, when the first observation that takes
  /// reports is handed it, and hands the same report to every such
  /// observation; a change observed only by observations of changes makes
  /// none, as does one whose only observation that took reports was
  /// cancelled by an earlier observation's handler.
  @Test func aChangeMakesOneReportForAllItsObserversAndNoneForTheOthers() throws {
    let (window, navigation) = try visibleNavigationWindow()
    let kinds = Box()
    let filtered = removalObservation(of: window, into: kinds)
    var made = HierarchyChangeReport.madeCount
    try navigation.pushViewController(ViewController(title: "B"), animated: false)
    try navigation.popViewController(animated: false)
    #expect(HierarchyChangeReport.madeCount == made)
    #expect(kinds.value == [.pop])

    var first: [[String?]] = []
    var second: [[String?]] = []
    let firstObservation = window.observeChanges { first.append($0.removedControllers.map(\.title)) }
    let secondObservation = window.observeChanges { second.append($0.removedControllers.map(\.title)) }
    made = HierarchyChangeReport.madeCount
    try navigation.pushViewController(ViewController(title: "C"), animated: false)
    try navigation.popViewController(animated: false)

    #expect(HierarchyChangeReport.madeCount - made == 2)
    #expect(first == [[], ["C"]])
    #expect(second == first)
    #expect(kinds.value == [.pop, .pop])
    firstObservation.cancel()
    secondObservation.cancel()

    var late: HierarchyObservation?
    let canceller = window.observeChanges(
      accepting: .all, handler: { _ in late?.cancel() }, whenReleased: { _ in })
    late = window.observeChanges { _ in Issue.record("A cancelled observation was handed a report.") }
    made = HierarchyChangeReport.madeCount
    try navigation.pushViewController(ViewController(title: "D"), animated: false)
    #expect(HierarchyChangeReport.madeCount == made)
    withExtendedLifetime((filtered, canceller, late)) {}
  }

  /// A released window makes no report: the live observations that asked
  /// are told instead, once its controllers disappeared (a change a
  /// disappearance callback makes is made outside every window, observed by
  /// nothing), and once the window let go of its root and of the object it
  /// kept with it, unless the callbacks took a controller out somewhere:
  /// that object (a coordinator) is still kept then, and with it the root
  /// it was kept with. A cancelled observation is not told.
  @Test(arguments: [false, true])
  func theObservationsOfAReleasedWindowAreToldOnceItsControllersDisappeared(topPopsItself: Bool) throws {
    var told: [String] = []
    var window: Window? = Window()
    let top = PopsItself(title: "Top")
    if topPopsItself { top.armed = .didDisappear }
    weak var navigation: NavigationController?
    weak var kept: AnyObject?
    do {
      let stack = try NavigationController(rootViewController: ViewController(title: "Root"))
      try stack.pushViewController(top, animated: false)
      try window?.setRootViewController(stack)
      let object = KeptWithTheRoot()
      window?.keepAlive(object, whileRootIs: stack)
      navigation = stack
      kept = object
    }
    window?.makeKeyAndVisible()
    #expect(top.appearanceState == .appeared)
    #expect(kept != nil)
    let live = window?.observeChanges(
      accepting: .all, handler: { _ in told.append("report") },
      whenReleased: { mayHaveDetached in
        told.append(
          "top \(top.appearanceState), root let go: \(navigation == nil), kept let go: \(kept == nil), "
            + "may have detached: \(mayHaveDetached)")
      })
    let cancelled = window?.observeChanges(
      accepting: .all, handler: { _ in }, whenReleased: { _ in told.append("cancelled one") })
    cancelled?.cancel()

    window = nil

    // The window keeps its root with the object it keeps: both are let go of together.
    #expect(
      told == [
        "top disappeared, root let go: \(!topPopsItself), kept let go: \(!topPopsItself), "
          + "may have detached: \(topPopsItself)"
      ])
    #expect(kept == nil)
    #expect(top.parent == nil)
    withExtendedLifetime((live, cancelled)) {}
  }

  /// An undone change (a cancelled swipe back) is no change: the live
  /// observations that asked are told after it was undone, with no report
  /// made; a cancelled one is not told.
  @Test func theObservationsThatAskedAreToldOfAnUndoneChangeWithNoReport() throws {
    let (window, navigation) = try visibleNavigationWindow()
    try navigation.pushViewController(ViewController(title: "B"), animated: false)
    var told: [String] = []
    let live = window.observeChanges(
      accepting: .all, handler: { told.append("ended \($0.kind)") }, whenReleased: { _ in },
      whenReverted: { told.append("reverted, stack \(navigation.viewControllers.map { $0.title ?? "" })") })
    let cancelled = window.observeChanges(
      accepting: .all, handler: { _ in }, whenReleased: { _ in },
      whenReverted: { told.append("cancelled one") })
    cancelled.cancel()

    let swipe = try navigation.beginInteractivePop()
    swipe.update(0.5)
    let made = HierarchyChangeReport.madeCount
    swipe.cancel()

    #expect(swipe.state == .cancelled)
    #expect(told == ["reverted, stack [\"A\", \"B\"]"])
    #expect(HierarchyChangeReport.madeCount == made)
    withExtendedLifetime((live, cancelled)) {}
  }
}

/// An object a window keeps with its root, as it keeps a coordinator.
private final class KeptWithTheRoot {}
