import Testing
import TransitionKitTesting
import TransitionKitUIKit

@testable import TransitionKitCore

/// What the user does to the fake hosts reaches the model as reports; the
/// model's answer is shown without doing UIKit's work twice, and a rejected
/// report puts the model's tree back.
@Suite @MainActor struct ReportTests {
  /// The actions of the reports sent, and whether each was applied.
  private func sent(_ rig: AdaptorRig) -> [UserReportAction] {
    rig.adaptor.sentReports.map(\.report.action)
  }

  /// Whether two lists hold the same controllers, in order.
  private func same(_ lhs: [ViewController], _ rhs: [ViewController]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
  }

  private func allApplied(_ rig: AdaptorRig) -> Bool {
    rig.adaptor.sentReports.allSatisfy { if case .success = $0.result { true } else { false } }
  }

  private func stackRig(_ titles: [String]) throws -> (AdaptorRig, NavigationController, [ViewController]) {
    let controllers = titles.map { ViewController(title: $0) }
    let navigation = try NavigationController(rootViewController: controllers[0], title: "Stack")
    for controller in controllers.dropFirst() { try navigation.pushViewController(controller, animated: false) }
    let rig = try AdaptorRig(root: navigation, driver: RendererAnimationDriver())
    return (rig, navigation, controllers)
  }

  // MARK: Navigation

  @Test func aBackButtonPopIsReportedOnceAndNotPushedAgain() throws {
    let (rig, navigation, controllers) = try stackRig(["Home", "Detail"])
    let host = try #require(rig.host(navigation) as? FakeNavigationController)
    _ = rig.takeCalls()
    host.userTapBack()
    #expect(rig.adaptor.isBusy)
    #expect(sent(rig) == [])
    rig.uikit.finishAnimations()
    #expect(
      sent(rig) == [
        .pop(navigation: rig.id(navigation), to: rig.id(controllers[0]), gesture: .backButton, animated: true)
      ])
    #expect(allApplied(rig))
    #expect(same(navigation.viewControllers, [controllers[0]]))
    // UIKit popped already: the model's pop calls nothing.
    #expect(!rig.takeCalls().contains { $0.contains("setViewControllers") })
    #expect(rig.adaptor.host(for: rig.id(controllers[1])) == nil)
    #expect((rig.window.animationDriver as? RendererAnimationDriver)?.waitingRevisions(in: rig.window) == [])
    rig.expectInSync()
  }

  @Test func aChoiceInTheBackButtonMenuPopsSeveralAtOnce() throws {
    let (rig, navigation, controllers) = try stackRig(["Home", "A", "B"])
    let host = try #require(rig.host(navigation) as? FakeNavigationController)
    host.userChooseInBackMenu(0)
    rig.uikit.finishAnimations()
    #expect(
      sent(rig) == [
        .pop(navigation: rig.id(navigation), to: rig.id(controllers[0]), gesture: .backButtonMenu, animated: true)
      ])
    #expect(same(navigation.viewControllers, [controllers[0]]))
    rig.expectInSync()
  }

  @Test func aSwipeBackIsFollowedToItsEnd() throws {
    let (rig, navigation, controllers) = try stackRig(["Home", "Detail"])
    let host = try #require(rig.host(navigation) as? FakeNavigationController)
    _ = rig.takeCalls()
    let swipe = try #require(host.userSwipeBack())
    #expect(sent(rig) == [.beginInteractivePop(navigation: rig.id(navigation))])
    swipe.release(at: 0.7, cancelled: false, velocity: 1.5)
    #expect(
      sent(rig).dropFirst() == [.updateInteractive(progress: 0.7), .finishInteractive(velocity: 1.5)])
    // The model's pop waits for UIKit's animation.
    #expect(same(navigation.viewControllers, [controllers[0]]))
    #expect((rig.window.animationDriver as? RendererAnimationDriver)?.waitingRevisions(in: rig.window).isEmpty == false)
    rig.uikit.finishAnimations()
    #expect(sent(rig).count == 3)
    #expect(allApplied(rig))
    #expect((rig.window.animationDriver as? RendererAnimationDriver)?.waitingRevisions(in: rig.window) == [])
    #expect(!rig.takeCalls().contains { $0.contains("setViewControllers") })
    #expect(rig.adaptor.host(for: rig.id(controllers[1])) == nil)
    rig.expectInSync()
  }

  @Test func aCancelledSwipeBackPopsNothing() throws {
    let (rig, navigation, controllers) = try stackRig(["Home", "Detail"])
    let host = try #require(rig.host(navigation) as? FakeNavigationController)
    _ = rig.takeCalls()
    let swipe = try #require(host.userSwipeBack())
    swipe.release(at: 0.3, cancelled: true, velocity: -0.5)
    rig.uikit.finishAnimations()
    #expect(
      sent(rig) == [
        .beginInteractivePop(navigation: rig.id(navigation)),
        .updateInteractive(progress: 0.3),
        .cancelInteractive(velocity: -0.5),
      ])
    #expect(allApplied(rig))
    #expect(same(navigation.viewControllers, controllers))
    #expect(rig.shown(navigation) == ["Home", "Detail"])
    #expect(!rig.takeCalls().contains { $0.contains("setViewControllers") })
    rig.expectInSync()
  }

  // MARK: Presentation

  private func sheetRig(modal: Bool = false) throws -> (AdaptorRig, ViewController, ViewController) {
    let home = ViewController(title: "Home")
    let sheet = ViewController(title: "Sheet")
    sheet.modalPresentationStyle = .pageSheet
    sheet.isModalInPresentation = modal
    let rig = try AdaptorRig(root: home, driver: RendererAnimationDriver())
    try home.present(sheet, animated: true)
    rig.uikit.finishAnimations()
    rig.host(sheet)?.isModalInPresentation = modal
    _ = rig.takeCalls()
    return (rig, home, sheet)
  }

  @Test func aSheetPulledDownIsDismissedInTheModel() throws {
    let (rig, home, sheet) = try sheetRig()
    let pull = try #require(rig.host(sheet)?.userPullDown())
    #expect(sent(rig) == [.beginInteractiveDismissal(rig.id(sheet))])
    pull.release(at: 0.8, cancelled: false, velocity: 2)
    rig.uikit.finishAnimations()
    #expect(
      sent(rig) == [
        .beginInteractiveDismissal(rig.id(sheet)), .updateInteractive(progress: 0.8), .finishInteractive(velocity: 2),
      ])
    #expect(allApplied(rig))
    #expect(home.presentedViewController == nil)
    #expect(rig.takeCalls() == [])
    rig.expectInSync()
  }

  @Test func aCancelledPullDownLeavesTheSheet() throws {
    let (rig, home, sheet) = try sheetRig()
    let pull = try #require(rig.host(sheet)?.userPullDown())
    pull.release(at: 0.2, cancelled: true)
    rig.uikit.finishAnimations()
    #expect(sent(rig).last == .cancelInteractive(velocity: 0))
    #expect(home.presentedViewController === sheet)
    #expect(rig.takeCalls() == [])
    rig.expectInSync()
  }

  @Test func aDismissalWithoutATransitionIsReportedAtDidDismiss() throws {
    let (rig, home, sheet) = try sheetRig()
    rig.host(sheet)?.userDismissWithoutCoordinator()
    #expect(sent(rig) == [.dismiss(rig.id(sheet), animated: true)])
    // Nothing held the hosts: no transition was under way.
    #expect(!rig.adaptor.isBusy)
    #expect(allApplied(rig))
    #expect(home.presentedViewController == nil)
    #expect(rig.takeCalls() == [])
    rig.expectInSync()
  }

  @Test func aWillDismissWithoutATransitionHoldsNothing() throws {
    let (rig, home, sheet) = try sheetRig()
    // A pull-down that begins without a coordinator, and is let go: no did-dismiss follows.
    rig.adaptor.presentationControllerWillDismiss(try #require(rig.host(sheet)))
    #expect(!rig.adaptor.isBusy)
    #expect(sent(rig) == [])
    try home.dismiss(animated: false)
    #expect(rig.host(home)?.hostPresentedViewController == nil)
    rig.expectInSync()
  }

  @Test func aPullDownRefusedByAModalSheetIsReportedAsAnAttempt() throws {
    final class Listener: PresentationControllerDelegate {
      var attempts = 0
      func presentationControllerDidAttemptToDismiss(_ presented: ViewController) { attempts += 1 }
    }
    let (rig, home, sheet) = try sheetRig(modal: true)
    let listener = Listener()
    sheet.presentationDelegate = listener
    #expect(rig.host(sheet)?.userPullDown() == nil)
    #expect(sent(rig) == [.attemptDismissal(rig.id(sheet))])
    #expect(allApplied(rig))
    #expect(listener.attempts == 1)
    #expect(home.presentedViewController === sheet)
    rig.expectInSync()
  }

  // MARK: Tabs

  @Test func aTappedTabIsSelectedByTheModel() throws {
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    let tabBar = TabBarController(tabs: [first, second])
    let rig = try AdaptorRig(root: tabBar, driver: RendererAnimationDriver())
    let host = try #require(rig.host(tabBar) as? FakeTabBarController)
    _ = rig.takeCalls()
    host.userTap(1)
    #expect(sent(rig) == [.tapTab(tabBar: rig.id(tabBar), index: 1)])
    #expect(rig.adaptor.sentReports.last?.result == .success(.tabTapped(.selected)))
    #expect(tabBar.selectedIndex == 1)
    // The tab bar selected by itself.
    #expect(rig.takeCalls() == [])
    rig.expectInSync()
  }

  @Test(arguments: [false, true])
  func tappingTheSelectedTabPopsItsStackOnceInBoth(uikitPopsFirst: Bool) throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    let tabBar = TabBarController(tabs: [navigation, ViewController(title: "Other")])
    let rig = try AdaptorRig(root: tabBar, driver: RendererAnimationDriver())
    let tabs = try #require(rig.host(tabBar) as? FakeTabBarController)
    tabs.popsToRootBeforeDidSelect = uikitPopsFirst
    _ = rig.takeCalls()
    tabs.userTap(0)
    rig.uikit.finishAnimations()
    #expect(rig.adaptor.sentReports.first?.result == .success(.tabTapped(.poppedToRoot)))
    #expect(navigation.viewControllers.count == 1)
    #expect(rig.shown(navigation) == ["Home"])
    if uikitPopsFirst {
      // UIKit's pop is reported at did-show too: the model, popped already, rejects it; nothing is shown twice.
      #expect(rig.takeCalls() == [])
      #expect(rig.adaptor.sentReports.count == 2)
      if case .success = rig.adaptor.sentReports.last?.result { Issue.record("a second pop was applied") }
    } else {
      // The model's pop is shown at once, and UIKit has nothing left to pop.
      #expect(rig.takeCalls() == ["nav1.setViewControllers([Home], animated: false)"])
      #expect(rig.adaptor.sentReports.count == 1)
    }
    rig.expectInSync()
  }

  @Test func aTapTheModelRefusesLeavesTheTab() throws {
    final class Refusing: TabBarControllerDelegate {
      func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        false
      }
    }
    let first = ViewController(title: "First")
    let tabBar = TabBarController(tabs: [first, ViewController(title: "Second")])
    let refusing = Refusing()
    tabBar.delegate = refusing
    let rig = try AdaptorRig(root: tabBar, driver: RendererAnimationDriver())
    let host = try #require(rig.host(tabBar) as? FakeTabBarController)
    host.userTap(1)
    #expect(rig.adaptor.sentReports.last?.result == .success(.tabTapped(.refused)))
    #expect(host.hostSelectedIndex == 0)
    #expect(tabBar.selectedIndex == 0)
    rig.expectInSync()
  }

  @Test func aTabTappedDuringAPushIsSelectedAndThePushStillEnds() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    let other = ViewController(title: "Other")
    let tabBar = TabBarController(tabs: [navigation, other])
    let driver = RendererAnimationDriver()
    let rig = try AdaptorRig(root: tabBar, driver: driver)
    let tabs = try #require(rig.host(tabBar) as? FakeTabBarController)
    try navigation.pushViewController(ViewController(title: "Detail"), animated: true)
    #expect(rig.adaptor.isBusy)
    _ = rig.takeCalls()
    tabs.userTap(1)
    // The model takes the tap while its push waits for UIKit's animation.
    #expect(rig.adaptor.sentReports.last?.result == .success(.tabTapped(.selected)))
    #expect(tabBar.selectedIndex == 1)
    #expect(tabs.hostSelectedIndex == 1)
    #expect(driver.waitingRevisions(in: rig.window).count == 1)
    rig.uikit.finishAnimations()
    #expect(driver.waitingRevisions(in: rig.window) == [])
    #expect(rig.shown(navigation) == ["Home", "Detail"])
    // UIKit selected the tab itself; nothing was set twice.
    #expect(rig.takeCalls() == [])
    rig.expectInSync()
  }

  // MARK: Pages

  private final class Numbers: PageViewControllerDataSource {
    let pages: [ViewController]
    init(_ pages: [ViewController]) { self.pages = pages }
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    )
      -> ViewController?
    {
      pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    )
      -> ViewController?
    {
      pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
  }

  private func pageRig() throws -> (AdaptorRig, PageViewController, Numbers) {
    let numbers = Numbers([ViewController(title: "One"), ViewController(title: "Two")])
    let pages = PageViewController(pages: [numbers.pages[0]], title: "Pages")
    pages.dataSource = numbers
    let rig = try AdaptorRig(root: pages, driver: RendererAnimationDriver())
    _ = rig.takeCalls()
    return (rig, pages, numbers)
  }

  @Test func aSwipedPageIsTheModelsNextPage() throws {
    let (rig, pages, numbers) = try pageRig()
    let host = try #require(rig.host(pages) as? FakePageViewController)
    host.userSwipe(.forward)
    rig.uikit.finishAnimations()
    #expect(sent(rig) == [.swipePage(pages: rig.id(pages), direction: .forward, animated: true)])
    #expect(rig.adaptor.sentReports.last?.result == .success(.pageSwiped(changed: true)))
    #expect(same(pages.viewControllers, [numbers.pages[1]]))
    // The placeholder the swipe brought in is replaced in place.
    #expect(rig.takeCalls() == ["pages1.setViewControllers([Two], forward, animated: false)"])
    rig.expectInSync()
  }

  @Test func aSwipePastTheLastPageBringsTheOldPageBack() throws {
    let (rig, pages, numbers) = try pageRig()
    let host = try #require(rig.host(pages) as? FakePageViewController)
    host.userSwipe(.reverse)
    rig.uikit.finishAnimations()
    #expect(rig.adaptor.sentReports.last?.result == .success(.pageSwiped(changed: false)))
    #expect(same(pages.viewControllers, [numbers.pages[0]]))
    #expect(rig.takeCalls() == ["pages1.setViewControllers([One], reverse, animated: false)"])
    rig.expectInSync()
  }

  @Test func aSwipeLetGoBeforeItsEndReportsNothing() throws {
    let (rig, pages, _) = try pageRig()
    let host = try #require(rig.host(pages) as? FakePageViewController)
    host.userSwipe(.forward, completes: false)
    rig.uikit.finishAnimations()
    #expect(sent(rig) == [])
    rig.expectInSync()
  }

  // MARK: Split

  @Test func aSplitCollapsesAndExpandsWithTheSizeClass() throws {
    let list = ViewController(title: "List")
    let primary = try NavigationController(rootViewController: list, title: "Primary")
    let detail = ViewController(title: "Detail")
    let split = SplitViewController(primary: primary, secondary: detail, title: "Split")
    let rig = try AdaptorRig(root: split, driver: RendererAnimationDriver())
    let host = try #require(rig.host(split) as? FakeSplitViewController)
    host.userResize(collapsed: true)
    #expect(sent(rig) == [.setCollapsed(split: rig.id(split), isCollapsed: true)])
    #expect(split.isCollapsed)
    #expect(rig.shown(primary) == ["List", "Detail"])
    rig.expectInSync()
    host.userResize(collapsed: false)
    #expect(sent(rig).last == .setCollapsed(split: rig.id(split), isCollapsed: false))
    #expect(!split.isCollapsed)
    #expect(host.hostViewController(for: .secondary) === rig.host(detail))
    #expect(allApplied(rig))
    rig.expectInSync()
  }

  // MARK: Stale reports

  @Test func aStaleReportIsRejectedAndTheModelsStackPutBack() throws {
    let home = ViewController(title: "Home")
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    try navigation.pushViewController(detail, animated: false)
    let tabBar = TabBarController(tabs: [navigation])
    let rig = try AdaptorRig(root: tabBar)
    let host = try #require(rig.host(navigation) as? FakeNavigationController)
    // A presentation animates: what the model does meanwhile waits.
    try tabBar.present(ViewController(title: "Sheet"), animated: true)
    let seen = rig.adaptor.appliedRevision
    let more = ViewController(title: "More")
    try navigation.pushViewController(more, animated: false)
    #expect(rig.shown(navigation) == ["Home", "Detail"])
    // The user taps back on the stack the screen still shows.
    host.userTapBack()
    rig.uikit.finishAnimations()
    let last = try #require(rig.adaptor.sentReports.last)
    #expect(last.report.seenRevision == seen)
    guard case .failure(.movedOn(let id, _)) = last.result else {
      Issue.record("expected a stale report, got \(last.result)")
      return
    }
    #expect(id == rig.id(navigation))
    // Nothing changed in the model; the screen shows its stack again.
    #expect(same(navigation.viewControllers, [home, detail, more]))
    #expect(rig.shown(navigation) == ["Home", "Detail", "More"])
    rig.expectInSync()
  }

  @Test func aReportOnANodeTheModelNoLongerHasIsRejected() throws {
    let home = ViewController(title: "Home")
    let rig = try AdaptorRig(root: home)
    let stranger = FakeSplitViewController(rig.uikit, name: "stranger")
    // A host the adaptor did not build: nothing is sent.
    rig.adaptor.splitViewControllerDidCollapse(stranger)
    #expect(rig.adaptor.sentReports == [])
    // A split the model took out while the screen still showed it.
    let split = SplitViewController(primary: ViewController(title: "List"), title: "Split")
    try rig.window.setRootViewController(split)
    let host = try #require(rig.host(split) as? FakeSplitViewController)
    try rig.window.setRootViewController(home)
    #expect(rig.host(split) == nil)
    rig.adaptor.splitViewControllerDidCollapse(host)
    #expect(rig.adaptor.sentReports == [])
    rig.expectInSync()
  }
}
