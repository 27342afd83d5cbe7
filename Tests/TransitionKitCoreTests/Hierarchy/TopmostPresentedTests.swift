import Testing

@testable import TransitionKitCore

/// The top of a modal chain is kept between edits; every kind of edit that
/// can change the chain gives the answer a fresh walk gives.
@Suite @MainActor struct TopmostPresentedTests {
  /// The top, walked without the kept answer.
  private func walkedTop(of controller: ViewController) -> ViewController {
    var top = controller
    while let presented = top.presentedViewController, presented !== top { top = presented }
    return top
  }

  private func cover(_ title: String) -> ViewController {
    let controller = ViewController(title: title)
    controller.modalPresentationStyle = .fullScreen
    return controller
  }

  @Test func theTopFollowsPresentationsDismissalsAndContainers() throws {
    let root = ViewController(title: "Root")
    let navigation = NavigationController(root: root)
    #expect(root.topmostPresentedViewController === root)

    // Presenting on the top, one after the other: the kept top moves up.
    var chain: [ViewController] = []
    for index in 0..<5 {
      let next = cover("Modal \(index)")
      try root.topmostPresentedViewController.present(next, animated: false)
      chain.append(next)
      #expect(root.topmostPresentedViewController === next)
      #expect(navigation.topmostPresentedViewController === next)
    }

    // Dismissing from the middle (as in UIKit, a controller that presents
    // dismisses what it presents).
    try chain[2].dismiss(animated: false)
    #expect(root.topmostPresentedViewController === chain[2])
    #expect(root.topmostPresentedViewController === walkedTop(of: root))

    // A presentation on a controller below the top (not the kept top).
    let other = ViewController(title: "Other")
    let sibling = cover("Sibling")
    let tabs = TabBarController(tabs: [NavigationController(root: other)], selectedIndex: 0)
    #expect(other.topmostPresentedViewController === other)
    try tabs.present(sibling, animated: false)
    #expect(other.topmostPresentedViewController === sibling)

    // The controller moves to another container: its chain is the new ancestors'.
    let moved = ViewController(title: "Moved")
    let first = NavigationController(root: ViewController(title: "First"))
    try first.pushViewController(moved, animated: false)
    #expect(moved.topmostPresentedViewController === moved)
    let presentedOnFirst = cover("On first")
    try first.present(presentedOnFirst, animated: false)
    #expect(moved.topmostPresentedViewController === presentedOnFirst)
    _ = try first.popViewController(animated: false)
    #expect(moved.topmostPresentedViewController === moved)
    try tabs.setViewControllers([NavigationController(root: ViewController(title: "Again")), moved], animated: false)
    #expect(moved.topmostPresentedViewController === sibling)
    #expect(moved.topmostPresentedViewController === walkedTop(of: moved))
  }

  @Test func aPresenterThatGoesAwayTakesItsPartOfTheChainAlong() throws {
    let child = ViewController(title: "Child")
    var container: NavigationController? = NavigationController(root: child)
    let top = cover("Top")
    try container?.present(top, animated: false)
    #expect(child.topmostPresentedViewController === top)
    container = nil
    // The container's release took the presentation with it.
    #expect(child.topmostPresentedViewController === child)
  }
}
