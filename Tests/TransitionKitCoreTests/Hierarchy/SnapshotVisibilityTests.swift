import Testing

@testable import TransitionKitCore

/// A snapshot tells which controllers are visible by asking the window's
/// visible controllers one at a time: scanned when they are few, looked up
/// in a set past a few dozen. Both must give the visibility the change
/// path keeps on each controller.
@Suite @MainActor struct SnapshotVisibilityTests {
  /// A visible window whose root embeds `count` children.
  private func window(embedding count: Int) throws -> (Window, ViewController, [ViewController]) {
    let window = Window()
    let root = ViewController(title: "Root")
    let children = (0..<count).map { ViewController(title: "Child \($0)") }
    for child in children { try root.embed(child) }
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    return (window, root, children)
  }

  /// Checks each controller's `isVisible` in the window's snapshot against
  /// the visibility the change path keeps on it.
  private func expectSnapshotVisibility(of window: Window, sourceLocation: SourceLocation = #_sourceLocation) {
    var pending: [ViewController] = window.rootViewController.map { [$0] } ?? []
    var kept: [String: Bool] = [:]
    while let controller = pending.popLast() {
      kept[controller.displayName] = controller.visibleWindow === window
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    let snapshot = window.snapshot.allControllers
    #expect(snapshot.count == kept.count, sourceLocation: sourceLocation)
    for controller in snapshot {
      #expect(
        controller.isVisible == kept[controller.displayName], "\(controller.displayName)",
        sourceLocation: sourceLocation)
    }
  }

  // The root and its children: 4, 32 (the most scanned), 33 and 41 visible controllers.
  @Test(arguments: [3, 31, 32, 40])
  func everyEmbeddedChildIsVisibleUntilAModalCoversThem(count: Int) throws {
    let (window, root, children) = try window(embedding: count)
    #expect(window.snapshot.visibleTitles.count == count + 1)
    // A controller's own snapshot reads the visibility of the window it is in.
    #expect(root.snapshot.visibleTitles.count == count + 1)
    expectSnapshotVisibility(of: window)

    // Full screen: a sheet (the default style) leaves what is below it visible.
    let modal = ViewController(title: "Modal")
    modal.modalPresentationStyle = .fullScreen
    try root.present(modal, animated: false)

    #expect(window.snapshot.visibleTitles == ["Modal"])
    #expect(root.snapshot.visibleTitles == ["Modal"])
    #expect(children.allSatisfy { $0.visibleWindow == nil })
    expectSnapshotVisibility(of: window)
  }
}
