import Testing

@testable import TransitionKitCore

/// Records and answers a tab bar's questions.
@MainActor
private final class TabBarSpy: TabBarControllerDelegate {
  var refused: Set<String> = []
  var heard: [String] = []

  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
    heard.append("should \(viewController.displayName)")
    return !refused.contains(viewController.displayName)
  }

  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
    heard.append("did \(viewController.displayName)")
  }
}

/// A user's taps on the tab bar (specification 1.8): another tab is
/// selected; the selected tab pops its stack to the root; a delegate may refuse.
@Suite @MainActor struct TabTapTests {
  /// Tabs "Home" (a stack Feed → Post → Comments) and "Profile" (a plain
  /// controller), with "Home" selected, in a visible window.
  @MainActor private struct Fixture {
    let log = CallbackLog()
    let feed: RecordingViewController
    let post: RecordingViewController
    let comments: RecordingViewController
    let home: RecordingNavigationController
    let profile: RecordingViewController
    let tabs: RecordingTabBarController
    let window: Window

    init() throws {
      feed = RecordingViewController("Feed", log: log)
      post = RecordingViewController("Post", log: log)
      comments = RecordingViewController("Comments", log: log)
      home = RecordingNavigationController("Home", log: log)
      try home.setViewControllers([feed, post, comments], animated: false)
      profile = RecordingViewController("Profile", log: log)
      tabs = RecordingTabBarController("Tabs", log: log)
      try tabs.setViewControllers([home, profile], animated: false)
      window = try visibleWindow(root: tabs, log: log)
    }
  }

  @Test func tappingTheSelectedTabPopsItsStackToTheRootAnimated() throws {
    let fixture = try Fixture()

    let outcome = try fixture.tabs.userDidTapTab(at: 0)

    #expect(outcome == .poppedToRoot)
    #expect(ids(fixture.home.viewControllers) == ids([fixture.feed]))
    // Only the old top and the root change visibility (not "Post").
    #expect(
      fixture.log.take() == [
        "Feed.viewDidLoad",
        "Comments.viewWillDisappear(true)",
        "Feed.viewWillAppear(true)",
        "Feed.viewIsAppearing(true)",
        "Comments.viewDidDisappear(true)",
        "Feed.viewDidAppear(true)",
      ])
    #expect(fixture.window.validate() == [])
  }

  @Test func tappingAnotherTabSelectsItWithoutAnimationAndNeverPops() throws {
    let fixture = try Fixture()

    let outcome = try fixture.tabs.userDidTapTab(at: 1)

    #expect(outcome == .selected)
    #expect(fixture.tabs.selectedIndex == 1)
    #expect(fixture.home.viewControllers.count == 3)
    #expect(
      fixture.log.take() == [
        "Profile.viewDidLoad",
        "Profile.viewWillAppear(false)",
        "Home.viewWillDisappear(false)",
        "Comments.viewWillDisappear(false)",
        "Profile.viewIsAppearing(false)",
        "Home.viewDidDisappear(false)",
        "Comments.viewDidDisappear(false)",
        "Profile.viewDidAppear(false)",
      ])
  }

  @Test func selectingTheSelectedTabInCodeNeverPops() throws {
    let fixture = try Fixture()
    let before = fixture.window.snapshot

    try fixture.tabs.select(index: 0, animated: true)
    try fixture.tabs.select(fixture.home, animated: true)

    #expect(fixture.window.snapshot == before)
    #expect(fixture.log.take() == [])
  }

  @Test func tappingTheSelectedTabThatIsNotAStackDoesNothing() throws {
    let fixture = try Fixture()
    try fixture.tabs.select(index: 1, animated: false)
    let before = Unchanged(fixture.window, log: fixture.log)

    #expect(try fixture.tabs.userDidTapTab(at: 1) == .unchanged)

    #expect(fixture.window.snapshot == before.snapshot)
    #expect(fixture.log.take() == [])
  }

  @Test func tappingTheSelectedStackAtItsRootDoesNothing() throws {
    let fixture = try Fixture()
    fixture.home.popToRootViewController(animated: false)
    let before = Unchanged(fixture.window, log: fixture.log)

    #expect(try fixture.tabs.userDidTapTab(at: 0) == .unchanged)

    #expect(fixture.window.snapshot == before.snapshot)
  }

  @Test func theDelegateCanRefuseAnyTap() throws {
    let fixture = try Fixture()
    let spy = TabBarSpy()
    spy.refused = ["Home", "Profile"]
    fixture.tabs.delegate = spy
    let before = Unchanged(fixture.window, log: fixture.log)

    #expect(try fixture.tabs.userDidTapTab(at: 0) == .refused)
    #expect(try fixture.tabs.userDidTapTab(at: 1) == .refused)

    #expect(fixture.window.snapshot == before.snapshot)
    #expect(fixture.log.take() == [])
    #expect(spy.heard == ["should Home", "should Profile"])
  }

  @Test func theDelegateIsToldOfTapsThatTookEffectButNotAskedAboutCode() throws {
    let fixture = try Fixture()
    let spy = TabBarSpy()
    fixture.tabs.delegate = spy

    try fixture.tabs.userDidTapTab(at: 0)
    try fixture.tabs.userDidTapTab(at: 1)
    try fixture.tabs.select(index: 0, animated: false)

    #expect(spy.heard == ["should Home", "did Home", "should Profile", "did Profile"])
  }

  @Test(arguments: [-1, 2, Int.max, Int.min])
  func tappingAMissingTabIsRefused(index: Int) throws {
    let fixture = try Fixture()

    expectRefusal(.indexOutOfRange(index, count: 2, container: "Tabs"), in: fixture.window, log: fixture.log) {
      () throws(TransitionError) in
      try fixture.tabs.userDidTapTab(at: index)
    }
  }

  @Test func thePoppedScreensAreReleased() throws {
    let tabs = try TabBarController(viewControllers: [NavigationController(rootViewController: ViewController())])
    let home = try #require(tabs.viewControllers.first as? NavigationController)
    _ = try visibleWindow(root: tabs)
    weak var weakPost: ViewController?
    do {
      let post = ViewController(title: "Post")
      weakPost = post
      try home.pushViewController(post, animated: false)
    }

    try tabs.userDidTapTab(at: 0)

    #expect(weakPost == nil)
  }
}
