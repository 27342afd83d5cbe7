import Testing

@testable import TransitionKitCore

/// The links back to a container, a presenter and a view's controller are
/// unowned: whoever goes first clears them, so they read `nil` once the owner
/// is gone, as weak links did (the address sanitizer run checks that nothing
/// reads a freed owner).
@Suite @MainActor struct BackLinkTests {
  @Test func aChildThatOutlivesItsContainerHasNoParent() throws {
    let child = ViewController(title: "Child")
    var navigation: NavigationController? = NavigationController(root: child)
    weak let released = navigation
    #expect(child.parent === navigation)
    navigation = nil
    #expect(released == nil)
    #expect(child.parent == nil)
    // It can be placed again.
    let other = NavigationController(root: child)
    #expect(child.parent === other)
  }

  @Test func aPresentedControllerThatOutlivesItsPresenterHasNoPresenter() throws {
    let sheet = ViewController(title: "Sheet")
    var presenter: ViewController? = ViewController(title: "Presenter")
    try presenter?.present(sheet, animated: false)
    #expect(sheet.presentingViewController === presenter)
    presenter = nil
    #expect(sheet.presentingViewController == nil)
    #expect(sheet.presenter == nil)
  }

  @Test func aViewThatOutlivesItsControllerHasNoController() {
    var controller: ViewController? = ViewController(title: "Screen")
    let view = controller!.view
    #expect(view.viewController === controller)
    controller = nil
    #expect(view.viewController == nil)
  }

  @Test func aControllerTakenOutOfItsContainerHasNoParentEvenWhileTheContainerLives() throws {
    let root = ViewController(title: "Root")
    let top = ViewController(title: "Top")
    let navigation = NavigationController(root: root)
    try navigation.pushViewController(top, animated: false)
    _ = try navigation.popViewController(animated: false)
    #expect(top.parent == nil)
    #expect(root.parent === navigation)
  }

  @Test func theChildrenOfAReleasedChainForgetTheControllersThatWentAway() throws {
    // A chain of containers only each other holds, with one child held from outside.
    let kept = ViewController(title: "Kept")
    var outer: NavigationController? = NavigationController(
      root: TabBarController(tabs: [NavigationController(root: kept)], selectedIndex: 0))
    #expect(kept.parent?.parent?.parent === outer)
    outer = nil
    #expect(kept.parent == nil)
  }
}
