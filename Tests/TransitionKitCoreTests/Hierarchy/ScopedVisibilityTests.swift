import Testing

@testable import TransitionKitCore

/// A change looks for appearing and disappearing controllers only below the
/// controller it edits, reading whether that controller is reached from the
/// visibility kept on each controller: these cases take every branch of that
/// reading and check the callbacks against what the whole window shows.
@Suite @MainActor struct ScopedVisibilityTests {
  private func modal(_ title: String, _ style: ModalPresentationStyle, log: CallbackLog) -> ViewController {
    let controller = RecordingViewController(title, log: log)
    controller.modalPresentationStyle = style
    return controller
  }

  @Test func pushOnNavigationHiddenByItsOwnFullScreenPresentationStaysHiddenUntilDismissal() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let navigation = try NavigationController(rootViewController: home, title: "Nav")
    let window = try visibleWindow(root: navigation, log: log)
    try navigation.present(modal("Cover", .fullScreen, log: log), animated: false)
    _ = log.take()

    // The navigation controller is reached but hidden by what it presents.
    let detail = RecordingViewController("Detail", log: log)
    try navigation.pushViewController(detail, animated: false)
    #expect(log.take() == [])
    #expect(detail.appearanceState == .disappeared)
    #expect(detail.window === window)

    try navigation.dismiss(animated: false)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Cover.viewWillDisappear(false)", "Detail.viewWillAppear(false)",
        "Detail.viewIsAppearing(false)", "Detail.viewDidAppear(false)", "Cover.viewDidDisappear(false)",
      ])
    #expect(home.appearanceState == .disappeared)
    #expect(window.validate() == [])
  }

  @Test func pushInsideTabCoveredByFullScreenModalRunsNoCallback() throws {
    let log = CallbackLog()
    let navigation = try NavigationController(rootViewController: RecordingViewController("Home", log: log))
    let tabs = try TabBarController(viewControllers: [navigation], title: "Tabs")
    let window = try visibleWindow(root: tabs, log: log)
    try tabs.present(modal("Cover", .fullScreen, log: log), animated: false)
    _ = log.take()

    // Neither visible nor hidden by its own presentation: not reached.
    let detail = RecordingViewController("Detail", log: log)
    try navigation.pushViewController(detail, animated: false)
    #expect(log.take() == [])
    _ = try navigation.popViewController(animated: false)
    #expect(log.take() == [])
    #expect(window.validate() == [])
  }

  @Test func sheetOverFullScreenLayerKeepsBothVisibleAndDismissalRevealsTheRoot() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let cover = modal("Cover", .fullScreen, log: log)
    let sheet = modal("Sheet", .pageSheet, log: log)

    try root.present(cover, animated: false)
    try cover.present(sheet, animated: false)
    #expect(root.appearanceState == .disappeared)
    #expect(cover.appearanceState == .appeared)
    #expect(sheet.appearanceState == .appeared)
    _ = log.take()

    try root.dismiss(animated: false)
    #expect(
      log.take() == [
        "Sheet.viewWillDisappear(false)", "Cover.viewWillDisappear(false)", "Root.viewWillAppear(false)",
        "Root.viewIsAppearing(false)", "Root.viewDidAppear(false)", "Sheet.viewDidDisappear(false)",
        "Cover.viewDidDisappear(false)",
      ])
    #expect(sheet.window == nil)
    #expect(cover.window == nil)
    #expect(root.window === window)
    #expect(window.validate() == [])
  }

  @Test func longFullScreenChainShowsOnlyItsTopAndDismissesAsOneChange() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    var chain: [ViewController] = [root]
    for index in 0..<200 {
      let next = modal("M\(index)", .fullScreen, log: log)
      try chain[chain.count - 1].present(next, animated: false)
      chain.append(next)
    }
    #expect(chain.dropLast().allSatisfy { $0.appearanceState == .disappeared })
    #expect(chain.last?.appearanceState == .appeared)
    #expect(chain.last?.window === window)
    _ = log.take()

    try root.dismiss(animated: false)
    // Only the top and the root were visible on either side of the dismissal.
    #expect(
      log.take() == [
        "M199.viewWillDisappear(false)", "Root.viewWillAppear(false)", "Root.viewIsAppearing(false)",
        "Root.viewDidAppear(false)", "M199.viewDidDisappear(false)",
      ])
    #expect(chain.dropFirst().allSatisfy { $0.window == nil && $0.isFree })
    #expect(window.validate() == [])
  }

  @Test func treeMovedToAnotherWindowIsVisibleThere() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let navigation = try NavigationController(rootViewController: home, title: "Nav")
    let first = try visibleWindow(root: navigation, log: log)
    #expect(home.window === first)

    try first.setRootViewController(nil)
    #expect(home.window == nil)
    #expect(home.appearanceState == .disappeared)

    let second = try visibleWindow(root: navigation, log: log)
    #expect(home.window === second)
    let detail = RecordingViewController("Detail", log: log)
    try navigation.pushViewController(detail, animated: false)
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(false)", "Detail.viewWillAppear(false)",
        "Detail.viewIsAppearing(false)", "Home.viewDidDisappear(false)", "Detail.viewDidAppear(false)",
      ])
    #expect(detail.window === second)
  }

  @Test func hiddenWindowRunsNoCallbackAndShowingItCatchesUp() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let navigation = try NavigationController(rootViewController: home, title: "Nav")
    let window = Window()
    try window.setRootViewController(navigation)
    let detail = RecordingViewController("Detail", log: log)
    try navigation.pushViewController(detail, animated: false)
    #expect(log.take() == [])

    window.makeKeyAndVisible()
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Detail.viewWillAppear(false)", "Detail.viewIsAppearing(false)",
        "Detail.viewDidAppear(false)",
      ])
    window.hide()
    _ = try navigation.popViewController(animated: false)
    #expect(log.take() == ["Detail.viewWillDisappear(false)", "Detail.viewDidDisappear(false)"])
    #expect(home.appearanceState == .disappeared)
  }

  @Test func cancelledInteractivePopLeavesTheTopVisibleForTheNextChange() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let detail = RecordingViewController("Detail", log: log)
    let navigation = try NavigationController(rootViewController: home, title: "Nav")
    try navigation.pushViewController(detail, animated: false)
    let window = try visibleWindow(root: navigation, log: log)

    let swipe = try navigation.beginInteractivePop()
    swipe.update(0.5)
    swipe.cancel()
    _ = log.take()
    #expect(detail.appearanceState == .appeared)

    _ = try navigation.popViewController(animated: false)
    #expect(
      log.take() == [
        "Detail.viewWillDisappear(false)", "Home.viewWillAppear(false)", "Home.viewIsAppearing(false)",
        "Detail.viewDidDisappear(false)", "Home.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }
  @Test func aWalkHoldingMoreControllersThanItsStackKeepsShowsAndHidesEveryOne() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: navigation)
    // A hundred children wait on the walk's stack at once: it grows past the
    // room it keeps between walks, and is freed after the walk.
    let parent = ViewController(title: "Parent")
    let children = (0..<100).map { ViewController(title: "Child \($0)") }
    for child in children { try parent.embed(child) }

    try navigation.pushViewController(parent, animated: false)
    #expect(children.allSatisfy { $0.appearanceState == .appeared })
    try navigation.popViewController(animated: false)
    #expect(children.allSatisfy { $0.appearanceState == .disappeared })
    // Later walks start from fresh room and still see the top.
    let detail = ViewController(title: "Detail")
    try navigation.pushViewController(detail, animated: false)
    #expect(detail.appearanceState == .appeared)
    #expect(parent.appearanceState == .disappeared)
    #expect(window.validate() == [])
  }
}
