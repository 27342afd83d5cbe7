import Testing
import TransitionKitCore

/// The transitions XCoordinator users reach for: `dismissAll`, presenting
/// with a style in one call, and closing whatever way a screen came.
@Suite @MainActor struct AdoptionTransitionTests {
  /// Performs a transition at once and returns its outcome.
  private func perform<Root: ViewController>(
    _ transition: Transition<Root>,
    on root: Root
  ) -> Result<Void, TransitionError>? {
    var outcome: Result<Void, TransitionError>?
    transition.perform(on: root) { outcome = $0 }
    return outcome
  }

  @Test func dismissAllTakesTheWholeChainAboveTheRootInOneChange() throws {
    let home = ViewController(title: "Home")
    let window = try visibleWindow(root: home)
    try home.present(ViewController(title: "Sheet"), animated: false)
    try home.presentedViewController?.present(ViewController(title: "Alert"), animated: false)
    var kinds: [HierarchyChangeKind] = []
    let observation = window.observeChanges { kinds.append($0.kind) }

    #expect(perform(.dismissAll(), on: home)?.isSuccess == true)

    observation.cancel()
    #expect(kinds == [.dismiss])
    #expect(home.presentedViewController == nil)
    #expect(home.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  @Test func dismissAllSucceedsWhenNothingIsPresentedAndChangesNothing() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let window = try visibleWindow(root: navigation)
    let before = window.snapshot
    #expect(perform(.dismissAll(), on: navigation)?.isSuccess == true)
    #expect(window.snapshot == before)
  }

  @Test func dismissAllNeverDismissesAPresentedRootItself() throws {
    let home = ViewController(title: "Home")
    let window = try visibleWindow(root: home)
    let sheet = ViewController(title: "Sheet")
    try home.present(sheet, animated: false)
    let before = window.snapshot
    #expect(perform(.dismissAll(), on: sheet)?.isSuccess == true)
    #expect(window.snapshot == before)
    #expect(perform(.dismissToRoot(), on: sheet)?.isSuccess == true, "unlike dismissToRoot")
    #expect(home.presentedViewController == nil)
  }

  @Test(arguments: [ModalPresentationStyle.fullScreen, .formSheet, .overFullScreen])
  func presentingWithAStyleSetsTheStyleInTheSameCall(style: ModalPresentationStyle) throws {
    let home = ViewController(title: "Home")
    let window = try visibleWindow(root: home)
    let player = ViewController(title: "Player")
    #expect(perform(.present(player, style: style), on: home)?.isSuccess == true)
    #expect(player.modalPresentationStyle == style)
    #expect(player.activePresentationStyle == style)
    #expect(home.appearanceState == (style == .fullScreen ? .disappeared : .appeared))
    #expect(window.validate() == [])
  }

  @Test func aRefusedPresentationWithAStyleLeavesTheStyleAsItWas() throws {
    let home = ViewController(title: "Home")
    let window = try visibleWindow(root: home)
    try home.present(ViewController(title: "Sheet"), animated: false)
    let before = window.snapshot
    let player = ViewController(title: "Player")
    player.modalPresentationStyle = .pageSheet

    #expect(
      perform(.presentOnRoot(player, style: .fullScreen), on: home)?.error
        == .alreadyPresenting("Home", presented: "Sheet"))
    #expect(player.modalPresentationStyle == .pageSheet)
    #expect(window.snapshot == before)

    let taken = ViewController(title: "Taken")
    let elsewhere = ViewController(title: "Elsewhere")
    try elsewhere.embed(taken)
    #expect(perform(.present(taken, style: .fullScreen), on: home)?.error == .alreadyInHierarchy("Taken"))
    #expect(taken.modalPresentationStyle == .automatic)
    #expect(window.snapshot == before)
  }

  @Test func presentOnRootWithAStylePresentsOnTheRoot() throws {
    let home = ViewController(title: "Home")
    _ = try visibleWindow(root: home)
    let player = ViewController(title: "Player")
    #expect(perform(.presentOnRoot(player, style: .overFullScreen), on: home)?.isSuccess == true)
    #expect(player.presentingViewController === home)
    #expect(player.activePresentationStyle == .overFullScreen)
  }

  @Test func closingAPushedScreenPopsItAndEverythingAboveIt() throws {
    let home = ViewController(title: "Home")
    let profile = ViewController(title: "Profile")
    let navigation = try NavigationController(rootViewController: home)
    try navigation.pushViewController(profile, animated: false)
    try navigation.pushViewController(ViewController(title: "Settings"), animated: false)
    let window = try visibleWindow(root: navigation)
    var kinds: [HierarchyChangeKind] = []
    let observation = window.observeChanges { kinds.append($0.kind) }

    #expect(perform(.close(profile), on: navigation)?.isSuccess == true)

    observation.cancel()
    #expect(kinds == [.popToViewController])
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
  }

  @Test func closingAPresentedScreenDismissesItsPresentation() throws {
    let home = ViewController(title: "Home")
    let window = try visibleWindow(root: home)
    let sheet = try NavigationController(rootViewController: ViewController(title: "Sheet"))
    try home.present(sheet, animated: false)
    let top = try #require(sheet.topViewController)
    #expect(perform(.close(top), on: top)?.isSuccess == true, "the bottom of a presented stack closes the stack")
    #expect(home.presentedViewController == nil)
    #expect(window.validate() == [])
  }

  @Test func closingWhatIsNeitherPushedNorPresentedIsRefusedAndChangesNothing() throws {
    let feed = ViewController(title: "Feed")
    let tabs = try TabBarController(viewControllers: [feed, ViewController(title: "Other")])
    let window = try visibleWindow(root: tabs)
    let before = window.snapshot
    #expect(perform(.close(feed), on: tabs)?.error == .cannotClose("Feed"))
    #expect(perform(.close(tabs), on: tabs)?.error == .cannotClose("Tabs"))
    #expect(window.snapshot == before)
  }

  @Test func xcoordinatorsTransitionNamesAreTheSameTypes() {
    #expect(NavigationTransition.self == Transition<NavigationController>.self)
    #expect(TabBarTransition.self == Transition<TabBarController>.self)
    #expect(PageTransition.self == Transition<PageViewController>.self)
    #expect(SplitTransition.self == Transition<SplitViewController>.self)
    #expect(ViewTransition.self == Transition<ViewController>.self)
  }

  @Test func aResultTellsSuccessAndItsErrorWithoutASwitch() {
    let success: Result<Void, TransitionError> = .success(())
    let failure: Result<Int, TransitionError> = .failure(.cancelled)
    #expect(success.isSuccess)
    #expect(success.error == nil)
    #expect(!failure.isSuccess)
    #expect(failure.error == .cancelled)
  }
}
