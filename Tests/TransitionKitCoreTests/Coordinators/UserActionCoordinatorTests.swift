import Testing

@testable import TransitionKitCore

private enum StackRoute: Sendable {
  case push(any Presentable)
}

/// A stack coordinator whose screens are leaf coordinators.
@MainActor
private func stackCoordinator(_ title: String) -> BasicCoordinator<StackRoute, NavigationController> {
  BasicCoordinator(rootViewController: NavigationController(title: title)) { route in
    switch route {
    case .push(let presentable): .push(presentable)
    }
  }
}

/// A coordinator of one screen.
@MainActor
private func leaf(_ title: String) -> BasicCoordinator<StackRoute, ViewController> {
  BasicCoordinator(rootViewController: ViewController(title: title)) { _ in .none() }
}

/// Coordinators notice the user's tab re-taps and back-button menu choices,
/// and free the children whose screens went (specification 1.8).
@Suite @MainActor struct UserActionCoordinatorTests {
  @Test func reTappingTheSelectedTabFreesTheChildrenOfThePoppedScreens() throws {
    let home = stackCoordinator("Home")
    home.trigger(.push(ViewController(title: "Feed")), with: TransitionOptions(animated: false))
    weak var weakPost: BasicCoordinator<StackRoute, ViewController>?
    weak var weakComments: BasicCoordinator<StackRoute, ViewController>?
    do {
      let post = leaf("Post")
      let comments = leaf("Comments")
      weakPost = post
      weakComments = comments
      home.trigger(.push(post), with: TransitionOptions(animated: false))
      home.trigger(.push(comments), with: TransitionOptions(animated: false))
    }
    let tabs = try TabBarCoordinator<StackRoute>(tabs: [home, leaf("Profile")])
    let window = Window(name: "Main")
    try tabs.setRoot(for: window)
    window.makeKeyAndVisible()
    #expect(home.children.count == 2)

    #expect(try tabs.rootViewController.userDidTapTab(at: 0) == .poppedToRoot)

    #expect(home.children.isEmpty)
    #expect(weakPost == nil)
    #expect(weakComments == nil)
    #expect(home.rootViewController.viewControllers.map(\.displayName) == ["Feed"])
    #expect(tabs.children.count == 2)
    #expect(window.validate() == [])
  }

  @Test func choosingInTheBackButtonMenuFreesTheChildrenOfThePoppedScreens() throws {
    let home = stackCoordinator("Home")
    home.trigger(.push(ViewController(title: "Feed")), with: TransitionOptions(animated: false))
    let post = leaf("Post")
    weak var weakComments: BasicCoordinator<StackRoute, ViewController>?
    home.trigger(.push(post), with: TransitionOptions(animated: false))
    do {
      let comments = leaf("Comments")
      weakComments = comments
      home.trigger(.push(comments), with: TransitionOptions(animated: false))
    }
    let window = Window(name: "Main")
    try home.setRoot(for: window)
    window.makeKeyAndVisible()

    try home.rootViewController.popFromBackButtonMenu(to: post.rootViewController)

    #expect(home.children.count == 1)
    #expect(home.children.first === post)
    #expect(weakComments == nil)
    #expect(window.validate() == [])
  }
}
