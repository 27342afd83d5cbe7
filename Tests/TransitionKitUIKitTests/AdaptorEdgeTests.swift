import Testing
import TransitionKitTesting

@testable import TransitionKitCore
@testable import TransitionKitUIKit

/// The adaptor's edges: what waits for what, what it lets go, and callbacks
/// about hosts it did not build.
@Suite @MainActor struct AdaptorEdgeTests {
  @Test func theModelsAnimatedChangeEndsWhenUIKitsAnimationEnds() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let driver = RendererAnimationDriver()
    let rig = try AdaptorRig(root: navigation, driver: driver)
    var completed = false
    Transition<NavigationController>.push(ViewController(title: "Detail")).perform(on: navigation) { _ in
      completed = true
    }
    #expect(driver.waitingRevisions(in: rig.window) == [rig.window.mountRevision])
    #expect(!completed)
    rig.uikit.finishAnimations()
    #expect(driver.waitingRevisions(in: rig.window) == [])
    #expect(completed)
    rig.expectInSync()
  }

  @Test func theModelsQueuedTransitionsStartAsUIKitsAnimationsEnd() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let rig = try AdaptorRig(root: navigation, driver: RendererAnimationDriver())
    _ = rig.takeCalls()
    Transition<NavigationController>.push(ViewController(title: "A")).perform(on: navigation)
    Transition<NavigationController>.push(ViewController(title: "B")).perform(on: navigation)
    // The second push waits in the model's queue for UIKit's first animation.
    #expect(rig.takeCalls() == ["nav1.setViewControllers([Home, A], animated: true)"])
    #expect(navigation.viewControllers.count == 2)
    rig.uikit.finishAnimations()
    #expect(rig.takeCalls() == ["nav1.setViewControllers([Home, A, B], animated: true)"])
    #expect(rig.shown(navigation) == ["Home", "A", "B"])
    rig.expectInSync()
  }

  @Test func aChangeUIKitShowsWithoutAnimationEndsOnUIKitsNextTurn() throws {
    let numbers = RandomFlowTests.Numbers([ViewController(title: "One"), ViewController(title: "Two")])
    let pages = PageViewController(pages: [numbers.pages[0]], title: "Pages")
    pages.dataSource = numbers
    let driver = RendererAnimationDriver()
    let rig = try AdaptorRig(root: pages, driver: driver)
    let host = try #require(rig.host(pages) as? FakePageViewController)
    // The user's swipe is over in UIKit when it is reported: the model's
    // animated swipe is shown at once, its animation begins once the change
    // is published, and ends on UIKit's next turn.
    host.userSwipe(.forward)
    var waitedAfterTheReport = false
    rig.uikit.schedule { waitedAfterTheReport = driver.waitingRevisions(in: rig.window) == [rig.window.mountRevision] }
    rig.uikit.finishAnimations()
    #expect(waitedAfterTheReport)
    #expect(driver.waitingRevisions(in: rig.window) == [])
    #expect(rig.window.openChangeCount == 0)
    #expect(rig.shown(pages) == ["Two"])
    rig.expectInSync()
  }

  @Test func aModelChangeDuringASwipeWaitsForTheSwipesEnd() throws {
    let home = ViewController(title: "Home")
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    try navigation.pushViewController(detail, animated: false)
    let tabBar = TabBarController(tabs: [navigation, ViewController(title: "Other")])
    let rig = try AdaptorRig(root: tabBar, driver: RendererAnimationDriver())
    let host = try #require(rig.host(navigation) as? FakeNavigationController)
    let swipe = try #require(host.userSwipeBack())
    _ = rig.takeCalls()
    tabBar.title = "Renamed"
    try tabBar.setViewControllers(tabBar.viewControllers + [ViewController(title: "Third")], animated: false)
    #expect(rig.takeCalls() == [])
    swipe.release(cancelled: false)
    rig.uikit.finishAnimations()
    #expect(rig.shown(tabBar) == ["nav1", "Other", "Third"])
    #expect(rig.host(tabBar)?.title == "Renamed")
    #expect(navigation.viewControllers.count == 1)
    rig.expectInSync()
  }

  @Test func aChildEmbeddedThenTakenOutWhileUIKitWasBusyIsNeverLeftBehind() throws {
    let parent = ViewController(title: "Parent")
    let rig = try AdaptorRig(root: parent)
    let child = ViewController(title: "Child")
    try parent.embed(child)
    let sheet = ViewController(title: "Sheet")
    try parent.present(sheet, animated: true)
    // While the sheet animates: the child leaves and is destroyed.
    try child.removeFromParent()
    #expect(rig.shown(parent) == ["Child"])
    rig.uikit.finishAnimations()
    #expect(rig.shown(parent) == [])
    #expect(rig.adaptor.host(for: rig.id(child)) == nil)
    rig.expectInSync()
  }

  @Test func aReplacedRootsPresentationIsDismissedFirst() throws {
    let home = ViewController(title: "Home")
    let rig = try AdaptorRig(root: home)
    try home.present(ViewController(title: "Sheet"), animated: false)
    let homeHost = try #require(rig.host(home))
    _ = rig.takeCalls()
    try rig.window.setRootViewController(ViewController(title: "Login"))
    #expect(rig.takeCalls() == ["Home.dismiss(animated: false)", "window.rootViewController = Login"])
    #expect(homeHost.hostPresentedViewController == nil)
    rig.expectInSync()
  }

  @Test func aStoppedAdaptorCallsNothingMore() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let rig = try AdaptorRig(root: navigation)
    let host = try #require(rig.host(navigation) as? FakeNavigationController)
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    rig.adaptor.stop()
    _ = rig.takeCalls()
    try navigation.pushViewController(ViewController(title: "More"), animated: false)
    #expect(rig.takeCalls() == [])
    #expect(host.children.map(\.name) == ["Home", "Detail"])
    // What the user does is not reported any more.
    host.userTapBack()
    rig.uikit.finishAnimations()
    #expect(rig.adaptor.sentReports == [])
    #expect(rig.adaptor.host(for: rig.id(navigation)) == nil)
    #expect(navigation.viewControllers.count == 3)
  }

  @Test func anAdaptorThatGoesAwayEndsTheAnimationsThatWaitForIt() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let driver = RendererAnimationDriver()
    let rig = try AdaptorRig(root: navigation, driver: driver)
    try navigation.pushViewController(ViewController(title: "Detail"), animated: true)
    #expect(driver.waitingRevisions(in: rig.window).count == 1)
    rig.adaptor = nil
    #expect(driver.waitingRevisions(in: rig.window) == [])
    #expect(rig.window.openChangeCount == 0)
    // A stopped adaptor does the same, once.
    let again = try AdaptorRig(root: ViewController(title: "Other"), driver: driver)
    try again.window.rootViewController?.present(ViewController(title: "Sheet"), animated: true)
    #expect(driver.waitingRevisions(in: again.window).count == 1)
    again.adaptor.stop()
    again.adaptor.stop()
    #expect(driver.waitingRevisions(in: again.window) == [])
  }

  @Test func callbacksAboutHostsTheAdaptorDidNotBuildChangeNothing() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let rig = try AdaptorRig(root: navigation)
    let uikit = rig.uikit
    let adaptor = rig.adaptor!
    let strangerNavigation = FakeNavigationController(uikit, name: "n")
    let stranger = FakeViewController(uikit, name: "s")
    let strangerTabs = FakeTabBarController(uikit, name: "t")
    let strangerPages = FakePageViewController(uikit, name: "p")
    _ = rig.takeCalls()
    adaptor.navigationController(strangerNavigation, willShow: stranger, animated: true)
    adaptor.navigationController(strangerNavigation, didShow: stranger, animated: true)
    adaptor.presentationControllerWillDismiss(stranger)
    adaptor.presentationControllerDidDismiss(stranger)
    adaptor.presentationControllerDidAttemptToDismiss(stranger)
    #expect(adaptor.tabBarController(strangerTabs, shouldSelect: stranger))
    adaptor.tabBarController(strangerTabs, didSelect: stranger)
    #expect(adaptor.pageViewController(strangerPages, viewControllerIn: .forward, of: stranger) == nil)
    adaptor.pageViewController(
      strangerPages, didFinishAnimating: true, previousViewControllers: [stranger], transitionCompleted: true)
    adaptor.splitViewControllerDidExpand(FakeSplitViewController(uikit, name: "x"))
    // A did-show of the adaptor's own stack, with no change: nothing either.
    let host = try #require(rig.host(navigation) as? FakeNavigationController)
    adaptor.navigationController(host, didShow: try #require(rig.host(home)), animated: false)
    #expect(adaptor.sentReports == [])
    #expect(rig.takeCalls() == [])
    rig.expectInSync()
  }

  @Test func aTabTheTabBarDoesNotHoldIsRefused() throws {
    let tabBar = TabBarController(tabs: [ViewController(title: "First")])
    let rig = try AdaptorRig(root: tabBar)
    let host = try #require(rig.host(tabBar) as? FakeTabBarController)
    #expect(!rig.adaptor.tabBarController(host, shouldSelect: FakeViewController(rig.uikit, name: "elsewhere")))
    #expect(rig.adaptor.sentReports == [])
    rig.expectInSync()
  }

  @Test func aPresentationUIKitRefusesIsADriftNotAWait() throws {
    let home = ViewController(title: "Home")
    let rig = try AdaptorRig(root: home)
    rig.host(home)?.refusesPresentations = true
    let sheet = ViewController(title: "Sheet")
    try home.present(sheet, animated: true)
    #expect(!rig.adaptor.isBusy)
    rig.uikit.finishAnimations()
    #expect(rig.drifts.last?.differences == [.presentation(rig.id(home), expected: rig.id(sheet), found: nil)])
    // Once the presenter takes presentations again, the next transaction shows it.
    rig.host(home)?.refusesPresentations = false
    home.title = "Start"
    #expect(rig.host(home)?.hostPresentedViewController === rig.host(sheet))
  }

  @Test func aSwipeTheModelCannotBeginIsReportedAsAPopAtItsEnd() throws {
    let home = ViewController(title: "Home")
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    try navigation.pushViewController(detail, animated: false)
    let driver = RendererAnimationDriver()
    let rig = try AdaptorRig(root: navigation, driver: driver)
    let host = try #require(rig.host(navigation) as? FakeNavigationController)
    // The model is mid-way through a presentation UIKit animates.
    try navigation.present(ViewController(title: "Sheet"), animated: true)
    let swipe = try #require(host.userSwipeBack())
    let begin = try #require(rig.adaptor.sentReports.last)
    #expect(begin.report.action == .beginInteractivePop(navigation: rig.id(navigation)))
    guard case .failure(.refused(.transitionInProgress)) = begin.result else {
      Issue.record("the model began a swipe during its presentation: \(begin.result)")
      return
    }
    swipe.release(cancelled: false)
    rig.uikit.finishAnimations()
    let pop = try #require(rig.adaptor.sentReports.last)
    #expect(
      pop.report.action
        == .pop(navigation: rig.id(navigation), to: rig.id(home), gesture: .swipeBack, animated: true))
    // By then the presentation is over: the model pops as the user did.
    #expect(pop.result == .success(.applied))
    #expect(rig.shown(navigation) == ["Home"])
    #expect(navigation.viewControllers.count == 1)
    rig.expectInSync()
  }

  @Test func aScreenPresentedByAHostThatLeftTheTreeIsDismissedThereFirst() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    let rig = try AdaptorRig(root: navigation)
    let revision = rig.window.mountRevision
    let pushed = MountNodeID(rawValue: 1_000_001)
    let sheet = MountNodeID(rawValue: 1_000_002)
    // A stream (written by hand) in which a pushed screen presents a sheet,
    // then leaves the stack while the sheet moves to the screen below.
    rig.adaptor.receive(
      MountTransaction(
        revision: revision + 1, cause: .update, isAnimated: false,
        steps: [
          .create(MountNode(id: pushed, kind: .viewController, typeName: "ViewController", title: "Pushed")),
          .create(MountNode(id: sheet, kind: .viewController, typeName: "ViewController", title: "Sheet")),
          .setChildren(rig.id(navigation), slot: .stack, children: [rig.id(home), pushed]),
          .present(pushed, presented: sheet, style: .formSheet),
        ]))
    _ = rig.takeCalls()
    rig.adaptor.receive(
      MountTransaction(
        revision: revision + 2, cause: .update, isAnimated: false,
        steps: [
          .setChildren(rig.id(navigation), slot: .stack, children: [rig.id(home)]),
          .dismiss(pushed),
          .present(rig.id(home), presented: sheet, style: .formSheet),
        ]))
    #expect(
      rig.takeCalls() == [
        "nav1.setViewControllers([Home], animated: false)",
        "Pushed.dismiss(animated: false)",
        "Home.present(Sheet, formSheet, animated: false)",
      ])
    #expect(rig.adaptor.host(for: sheet)?.hostPresentingViewController === rig.host(home))
    #expect(rig.adaptor.drift() == [])
  }

  @Test func aPageViewControllerIsNeverGivenNoPage() throws {
    let page = ViewController(title: "Page")
    let pages = PageViewController(pages: [page], title: "Pages")
    let rig = try AdaptorRig(root: pages)
    _ = rig.takeCalls()
    // A stream that empties the pages (the model never does): UIKit keeps its page.
    rig.adaptor.receive(
      MountTransaction(
        revision: rig.window.mountRevision + 1, cause: .update, isAnimated: false,
        steps: [.setChildren(rig.id(pages), slot: .pages, children: [])]))
    #expect(rig.takeCalls() == [])
    #expect(rig.shown(pages) == ["Page"])
  }
}
