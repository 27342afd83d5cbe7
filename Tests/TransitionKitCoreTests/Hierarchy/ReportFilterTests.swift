import Testing

@testable import TransitionKitCore

/// The library's own observations of a window read only some reports (a
/// coordinator tree, those of changes that may take a controller out or
/// set the root): a window observed by them alone makes no report of the
/// other changes.
@Suite @MainActor struct ReportFilterTests {
  /// An observation that reads the reports of removals only, recording the
  /// kinds it was handed.
  private func removalObservation(of window: Window, into kinds: Box) -> HierarchyObservation {
    window.observeChanges(
      reportingOnly: { $0.mayTakeControllersOut }, handler: { kinds.value.append($0.kind) }, whenReleased: {})
  }

  final class Box {
    var value: [HierarchyChangeKind] = []
  }

  @Test func anObservationReadingRemovalsOnlyIsHandedTheirReportsAlone() throws {
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

  @Test func withAnObserverOfEveryChangeEveryReportIsHandedToBoth() throws {
    let (window, navigation) = try visibleNavigationWindow()
    let kinds = Box()
    let filtered = removalObservation(of: window, into: kinds)
    var everything: [HierarchyChangeKind] = []
    let plain = window.observeChanges { everything.append($0.kind) }

    try navigation.pushViewController(ViewController(title: "B"), animated: false)
    try navigation.popViewController(animated: false)

    #expect(everything == [.push, .pop])
    // The push's report was made for the other observer: it is handed on,
    // as before, and the filtered observation's handler decides.
    #expect(kinds.value == [.push, .pop])
    withExtendedLifetime((filtered, plain)) {}
  }

  /// A released window makes no report: the live observations that asked
  /// are told instead, before its controllers disappear (a change a
  /// disappearance callback makes is then made outside every window, and
  /// observed as such); a cancelled one is not.
  @Test func theObservationsOfAReleasedWindowAreToldBeforeItsControllersDisappear() throws {
    var told: [String] = []
    var window: Window? = Window()
    let root = ViewController(title: "Root")
    try window?.setRootViewController(root)
    window?.makeKeyAndVisible()
    let live = window?.observeChanges(
      reportingOnly: { _ in true }, handler: { _ in told.append("report") },
      whenReleased: { told.append("released, root \(root.appearanceState), in a window: \(root.window != nil)") })
    let cancelled = window?.observeChanges(
      reportingOnly: { _ in true }, handler: { _ in }, whenReleased: { told.append("cancelled one") })
    cancelled?.cancel()

    window = nil

    #expect(told == ["released, root appeared, in a window: false"])
    #expect(root.appearanceState == .disappeared)
    #expect(root.window == nil)
    withExtendedLifetime((live, cancelled)) {}
  }
}
