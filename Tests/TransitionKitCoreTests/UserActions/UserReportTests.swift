import Testing
import TransitionKitTesting

@testable import TransitionKitCore

/// A renderer's reports of what the user did: each applied as the same
/// change the gestures make, or dropped with its reason and nothing changed.
@Suite @MainActor struct UserReportTests {
  /// A visible window [Home, List, Detail] in a navigation controller, in
  /// the first tab of a tab bar, observed by a replica.
  @MainActor private final class Rig {
    let window = Window(name: "Main")
    let home = ViewController(title: "Home")
    let list = ViewController(title: "List")
    let detail = ViewController(title: "Detail")
    let other = ViewController(title: "Other")
    let navigation: NavigationController
    let tabs: TabBarController
    let replica = MountReplica()
    var causes: [MountCause] = []
    var observation: MountObservation?

    init(observed: Bool = true) throws {
      navigation = NavigationController(root: home)
      try navigation.pushViewController(list, animated: false)
      try navigation.pushViewController(detail, animated: false)
      tabs = TabBarController(tabs: [navigation, other])
      try window.setRootViewController(tabs)
      window.makeKeyAndVisible()
      guard observed else { return }
      observation = window.observeMounts { [unowned self] transaction in
        causes.append(transaction.cause)
        replica.apply(transaction)
      }
    }

    var revision: UInt64 { window.mountRevision }

    @discardableResult
    func apply(_ action: UserReportAction, seen: UInt64? = nil) throws(ReportRejection) -> ReportOutcome {
      try window.apply(UserReport(action, seenRevision: seen ?? revision))
    }

    /// Applies a report that must be dropped, and checks the reason and that nothing changed.
    func expectRejected(
      _ action: UserReportAction, seen: UInt64? = nil, because expected: ReportRejection,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let before = window.snapshot
      let revision = self.revision
      let causes = self.causes
      #expect(throws: expected, sourceLocation: sourceLocation) { try self.apply(action, seen: seen) }
      #expect(window.snapshot == before, "the dropped report changed the tree", sourceLocation: sourceLocation)
      #expect(self.revision == revision, "the dropped report published", sourceLocation: sourceLocation)
      #expect(self.causes == causes, sourceLocation: sourceLocation)
    }

    func expectReplicaMatches(sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(replica.snapshot == window.snapshot.structure, sourceLocation: sourceLocation)
      #expect(replica.problems == [], sourceLocation: sourceLocation)
    }
  }

  // MARK: Pops

  @Test(arguments: PopGesture.allCases)
  func aPopToTheControllerBelowTheTopIsTheGesturesPop(gesture: PopGesture) throws {
    let rig = try Rig()
    let outcome = try rig.apply(
      .pop(navigation: rig.navigation.mountNodeID, to: rig.list.mountNodeID, gesture: gesture, animated: false))
    #expect(outcome == .applied)
    #expect(rig.navigation.viewControllers.map(\.displayName) == ["Home", "List"])
    let expectedAction: UserAction =
      switch gesture {
      case .backButton: .backButton
      case .swipeBack: .swipeBack
      case .backButtonMenu: .backButtonMenu
      }
    #expect(rig.causes.last == .ended)
    #expect(rig.causes.contains(.change(.pop, userAction: expectedAction)))
    rig.expectReplicaMatches()
    #expect(rig.window.validate() == [])
  }

  @Test func aPopToADeeperControllerCutsTheStackThere() throws {
    let rig = try Rig()
    try rig.apply(
      .pop(navigation: rig.navigation.mountNodeID, to: rig.home.mountNodeID, gesture: .backButtonMenu, animated: true))
    #expect(rig.navigation.viewControllers.map(\.displayName) == ["Home"])
    #expect(rig.causes.contains(.change(.popToViewController, userAction: .backButtonMenu)))
    rig.expectReplicaMatches()
  }

  @Test func aPopToTheTopOrToAControllerOutsideTheStackIsDropped() throws {
    let rig = try Rig()
    let navigation = rig.navigation.mountNodeID
    rig.expectRejected(
      .pop(navigation: navigation, to: rig.detail.mountNodeID, gesture: .backButton, animated: true),
      because: .notBelowTop(rig.detail.mountNodeID, navigation: navigation))
    rig.expectRejected(
      .pop(navigation: navigation, to: rig.other.mountNodeID, gesture: .backButton, animated: true),
      because: .notBelowTop(rig.other.mountNodeID, navigation: navigation))
  }

  @Test func aReportNamingANodeThatLeftIsDropped() throws {
    let rig = try Rig()
    let seen = rig.revision
    let detail = rig.detail.mountNodeID
    try rig.navigation.popViewController(animated: false)
    rig.expectRejected(
      .pop(navigation: detail, to: rig.list.mountNodeID, gesture: .backButton, animated: true), seen: seen,
      because: .unknownNode(detail))
    rig.expectRejected(.beginInteractiveDismissal(detail), because: .unknownNode(detail))
  }

  @Test func aReportOnANodeOfAnotherKindIsDropped() throws {
    let rig = try Rig()
    let home = rig.home.mountNodeID
    rig.expectRejected(
      .pop(navigation: home, to: home, gesture: .backButton, animated: true),
      because: .wrongKind(home, expected: .navigation))
    rig.expectRejected(.tapTab(tabBar: home, index: 0), because: .wrongKind(home, expected: .tabBar))
    rig.expectRejected(
      .swipePage(pages: home, direction: .forward, animated: true), because: .wrongKind(home, expected: .page))
    rig.expectRejected(.setCollapsed(split: home, isCollapsed: true), because: .wrongKind(home, expected: .split))
    rig.expectRejected(.beginInteractivePop(navigation: home), because: .wrongKind(home, expected: .navigation))
  }

  @Test func aReportFromAheadOfTheWindowIsDropped() throws {
    let rig = try Rig()
    let current = rig.revision
    rig.expectRejected(
      .pop(navigation: rig.navigation.mountNodeID, to: rig.list.mountNodeID, gesture: .swipeBack, animated: false),
      seen: current + 1, because: .futureRevision(current + 1, current: current))
  }

  @Test func aPopSeenBeforeTheStackChangedIsStale() throws {
    let rig = try Rig()
    let seen = rig.revision
    try rig.navigation.pushViewController(ViewController(title: "More"), animated: false)
    let changed = rig.revision
    #expect(changed > seen)
    let navigation = rig.navigation.mountNodeID
    rig.expectRejected(
      .pop(navigation: navigation, to: rig.list.mountNodeID, gesture: .swipeBack, animated: false), seen: seen,
      because: .movedOn(navigation, since: changed))
    rig.expectRejected(
      .beginInteractivePop(navigation: navigation), seen: seen, because: .movedOn(navigation, since: changed))
    // Seen at the new revision, the same pop applies.
    try rig.apply(.pop(navigation: navigation, to: rig.list.mountNodeID, gesture: .swipeBack, animated: false))
    #expect(rig.navigation.viewControllers.map(\.displayName) == ["Home", "List"])
  }

  @Test func changesElsewhereOrToTitlesDoNotMakeAReportStale() throws {
    let rig = try Rig()
    let seen = rig.revision
    rig.detail.title = "Detail, renamed"
    try rig.tabs.select(index: 1, animated: false)
    try rig.tabs.select(index: 0, animated: false)
    #expect(rig.revision > seen)
    try rig.apply(
      .pop(navigation: rig.navigation.mountNodeID, to: rig.list.mountNodeID, gesture: .swipeBack, animated: false),
      seen: seen)
    #expect(rig.navigation.viewControllers.map(\.displayName) == ["Home", "List"])
    rig.expectReplicaMatches()
  }

  @Test func withoutAnObserverOnlyTheNodesAreChecked() throws {
    let rig = try Rig(observed: false)
    try rig.navigation.pushViewController(ViewController(title: "More"), animated: false)
    try rig.apply(
      .pop(navigation: rig.navigation.mountNodeID, to: rig.detail.mountNodeID, gesture: .backButton, animated: false),
      seen: 0)
    #expect(rig.navigation.viewControllers.map(\.displayName) == ["Home", "List", "Detail"])
  }

  // MARK: Sheets

  /// A delegate that records what it hears, and may keep the sheet.
  @MainActor private final class SheetDelegate: PresentationControllerDelegate {
    var allows = true
    var heard: [String] = []

    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool { allows }
    func presentationControllerDidAttemptToDismiss(_ presented: ViewController) { heard.append("attempt") }
    func presentationControllerWillDismiss(_ presented: ViewController) { heard.append("will") }
    func presentationControllerDidDismiss(_ presented: ViewController) { heard.append("did") }
  }

  private func presentSheet(
    on rig: Rig, style: ModalPresentationStyle = .pageSheet, delegate: SheetDelegate
  ) throws -> ViewController {
    let sheet = ViewController(title: "Sheet")
    sheet.modalPresentationStyle = style
    sheet.presentationDelegate = delegate
    try rig.tabs.present(sheet, animated: false)
    return sheet
  }

  @Test func aFinishedPullDownDismissesTheSheetAndTellsItsDelegate() throws {
    let rig = try Rig()
    let delegate = SheetDelegate()
    let sheet = try presentSheet(on: rig, delegate: delegate)
    try rig.apply(.dismiss(sheet.mountNodeID, animated: false))
    #expect(rig.tabs.presentedViewController == nil)
    #expect(delegate.heard == ["will", "did"])
    #expect(rig.causes.contains(.change(.dismiss, userAction: .pullDown)))
    rig.expectReplicaMatches()
  }

  @Test func aPullDownOnASheetThatStaysModalIsRefusedAndTheAttemptTold() throws {
    let rig = try Rig()
    let delegate = SheetDelegate()
    let sheet = try presentSheet(on: rig, delegate: delegate)
    delegate.allows = false
    rig.expectRejected(.dismiss(sheet.mountNodeID, animated: false), because: .refused(.modalInPresentation("Sheet")))
    #expect(delegate.heard == ["attempt"])
    try rig.apply(.attemptDismissal(sheet.mountNodeID))
    #expect(delegate.heard == ["attempt", "attempt"])
    #expect(rig.tabs.presentedViewController === sheet)
  }

  @Test func anAttemptOnASheetThatDoesNotStayModalIsDropped() throws {
    let rig = try Rig()
    let delegate = SheetDelegate()
    let sheet = try presentSheet(on: rig, delegate: delegate)
    rig.expectRejected(.attemptDismissal(sheet.mountNodeID), because: .notModal(sheet.mountNodeID))
    #expect(delegate.heard == [])
  }

  @Test func aFullScreenCoverCannotBePulledDown() throws {
    let rig = try Rig()
    let sheet = try presentSheet(on: rig, style: .fullScreen, delegate: SheetDelegate())
    rig.expectRejected(
      .dismiss(sheet.mountNodeID, animated: true),
      because: .refused(.notASheet("Sheet", presentation: ModalPresentationStyle.fullScreen.rawValue)))
  }

  @Test func aPullDownSeenBeforeTheSheetPresentedMoreIsStale() throws {
    let rig = try Rig()
    let sheet = try presentSheet(on: rig, delegate: SheetDelegate())
    let seen = rig.revision
    try sheet.present(ViewController(title: "Over"), animated: false)
    rig.expectRejected(
      .dismiss(sheet.mountNodeID, animated: false), seen: seen,
      because: .movedOn(sheet.mountNodeID, since: rig.revision))
  }

  // MARK: Tabs, pages, splits

  @Test func aTabTapSelectsOrPopsToTheRoot() throws {
    let rig = try Rig()
    #expect(try rig.apply(.tapTab(tabBar: rig.tabs.mountNodeID, index: 0)) == .tabTapped(.poppedToRoot))
    #expect(rig.navigation.viewControllers.map(\.displayName) == ["Home"])
    #expect(try rig.apply(.tapTab(tabBar: rig.tabs.mountNodeID, index: 1)) == .tabTapped(.selected))
    #expect(rig.tabs.selectedIndex == 1)
    #expect(rig.causes.contains(.change(.selectTab, userAction: .tabTap)))
    rig.expectReplicaMatches()
    rig.expectRejected(
      .tapTab(tabBar: rig.tabs.mountNodeID, index: 5),
      because: .refused(.indexOutOfRange(5, count: 2, container: "Tabs")))
  }

  @Test func aTapSeenBeforeTheSelectionChangedIsStale() throws {
    let rig = try Rig()
    let seen = rig.revision
    try rig.tabs.select(index: 1, animated: false)
    let tabs = rig.tabs.mountNodeID
    rig.expectRejected(.tapTab(tabBar: tabs, index: 0), seen: seen, because: .movedOn(tabs, since: rig.revision))
  }

  /// Pages titled by number, from 0 to 2.
  @MainActor private final class NumberedPages: PageViewControllerDataSource {
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    )
      -> ViewController?
    {
      guard let number = Int(viewController.displayName), number > 0 else { return nil }
      return ViewController(title: "\(number - 1)")
    }

    func pageViewController(
      _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    )
      -> ViewController?
    {
      guard let number = Int(viewController.displayName), number < 2 else { return nil }
      return ViewController(title: "\(number + 1)")
    }
  }

  @Test func aPageSwipeAsksTheDataSource() throws {
    let rig = try Rig()
    let source = NumberedPages()
    let pages = PageViewController(pages: [ViewController(title: "1")])
    pages.dataSource = source
    try rig.tabs.present(pages, animated: false)
    let id = pages.mountNodeID
    #expect(try rig.apply(.swipePage(pages: id, direction: .forward, animated: false)) == .pageSwiped(changed: true))
    #expect(pages.viewControllers.map(\.displayName) == ["2"])
    #expect(try rig.apply(.swipePage(pages: id, direction: .forward, animated: false)) == .pageSwiped(changed: false))
    #expect(rig.causes.contains(.change(.setPages, userAction: .pageSwipe)))
    rig.expectReplicaMatches()
    pages.dataSource = nil
    rig.expectRejected(
      .swipePage(pages: id, direction: .reverse, animated: false),
      because: .refused(.noDataSource("Pages")))
  }

  @Test func aSplitCollapsesAndExpandsWhateverTheRevision() throws {
    let window = Window(name: "Wide")
    let split = SplitViewController(
      primary: ViewController(title: "Sidebar"), secondary: ViewController(title: "Content"))
    try window.setRootViewController(split)
    window.makeKeyAndVisible()
    let replica = MountReplica()
    let observation = window.observeMounts { replica.apply($0) }
    let seen = window.mountRevision
    try split.showDetail(ViewController(title: "Other"), animated: false)
    try window.apply(UserReport(.setCollapsed(split: split.mountNodeID, isCollapsed: true), seenRevision: seen))
    #expect(split.isCollapsed)
    try window.apply(UserReport(.setCollapsed(split: split.mountNodeID, isCollapsed: false), seenRevision: seen))
    #expect(!split.isCollapsed)
    #expect(replica.snapshot == window.snapshot.structure)
    withExtendedLifetime(observation) {}
  }

  // MARK: Interactive transitions

  @Test func aReportedSwipeBackRunsByHandAndCancelsBack() throws {
    let rig = try Rig()
    let before = rig.window.snapshot
    try rig.apply(.beginInteractivePop(navigation: rig.navigation.mountNodeID))
    #expect(rig.navigation.viewControllers.map(\.displayName) == ["Home", "List"])
    try rig.apply(.updateInteractive(progress: 0.4))
    try rig.apply(.cancelInteractive(velocity: 0))
    #expect(rig.window.snapshot == before)
    #expect(rig.causes.contains(.undo(.pop)))
    rig.expectReplicaMatches()
    rig.expectRejected(.updateInteractive(progress: 0.5), because: .noInteractiveTransition)
    rig.expectRejected(.finishInteractive(velocity: 0), because: .noInteractiveTransition)
  }

  @Test func aReportedPullDownFinishes() throws {
    let rig = try Rig()
    let delegate = SheetDelegate()
    let sheet = try presentSheet(on: rig, delegate: delegate)
    try rig.apply(.beginInteractiveDismissal(sheet.mountNodeID))
    try rig.apply(.updateInteractive(progress: 0.7))
    try rig.apply(.finishInteractive(velocity: 1))
    #expect(rig.tabs.presentedViewController == nil)
    #expect(delegate.heard == ["will", "did"])
    rig.expectRejected(.cancelInteractive(velocity: 0), because: .noInteractiveTransition)
    rig.expectReplicaMatches()
  }

  @Test func anInteractiveReportWhileATransitionRunsIsRefused() throws {
    let rig = try Rig()
    let clock = ManualAnimationDriver()
    rig.window.animationDriver = clock
    Transition<NavigationController>.push(ViewController(title: "Pushed")).perform(on: rig.navigation)
    #expect(rig.window.isTransitioning)
    rig.expectRejected(
      .beginInteractivePop(navigation: rig.navigation.mountNodeID),
      because: .refused(.transitionInProgress(window: "Main")))
    clock.runUntilIdle()
  }

  // MARK: Renderer-driven time

  @Test func aChangeEndsWhenTheRendererSaysItsAnimationEnded() throws {
    let rig = try Rig()
    let driver = RendererAnimationDriver()
    rig.window.animationDriver = driver
    var completed: [String] = []
    Transition<NavigationController>.push(ViewController(title: "A")).perform(on: rig.navigation) { _ in
      completed.append("A")
    }
    let first = rig.revision
    Transition<NavigationController>.push(ViewController(title: "B")).perform(on: rig.navigation) { _ in
      completed.append("B")
    }
    // B waits behind A, and A waits for the renderer.
    #expect(completed == [])
    #expect(rig.navigation.viewControllers.last?.displayName == "A")
    #expect(driver.waitingRevisions(in: rig.window) == [first])
    driver.animationsEnded(in: rig.window, through: first - 1)
    #expect(completed == [])
    driver.animationsEnded(in: rig.window, through: first)
    #expect(completed == ["A"])
    // B started when A ended, published after it.
    #expect(rig.navigation.viewControllers.last?.displayName == "B")
    let second = rig.revision
    #expect(second > first)
    #expect(driver.waitingRevisions(in: rig.window) == [second])
    driver.animationsEnded(in: rig.window, through: second)
    #expect(completed == ["A", "B"])
    #expect(!rig.window.isTransitioning)
    rig.expectReplicaMatches()
  }

  @Test func aLetGoInteractiveTransitionWaitsForTheRendererToo() throws {
    let rig = try Rig()
    let driver = RendererAnimationDriver()
    rig.window.animationDriver = driver
    try rig.apply(.beginInteractivePop(navigation: rig.navigation.mountNodeID))
    let revision = rig.revision
    // Waiting for the hand, not for the renderer.
    #expect(driver.waitingRevisions(in: rig.window) == [])
    driver.animationsEnded(in: rig.window, through: revision)
    #expect(rig.window.isTransitioning)
    try rig.apply(.finishInteractive(velocity: 0))
    #expect(driver.waitingRevisions(in: rig.window) == [revision])
    #expect(rig.window.isTransitioning)
    driver.animationsEnded(in: rig.window, through: revision)
    #expect(!rig.window.isTransitioning)
    #expect(rig.navigation.viewControllers.map(\.displayName) == ["Home", "List"])
    rig.expectReplicaMatches()
  }

  @Test func aRendererThatGoesAwayEndsEveryAnimationItHeld() throws {
    let rig = try Rig()
    let driver = RendererAnimationDriver()
    rig.window.animationDriver = driver
    var completed = 0
    Transition<NavigationController>.push(ViewController(title: "A")).perform(on: rig.navigation) { _ in
      completed += 1
    }
    Transition<NavigationController>.push(ViewController(title: "B")).perform(on: rig.navigation) { _ in
      completed += 1
    }
    driver.endAllAnimations()
    // B began when A ended, and waits again.
    #expect(completed == 1)
    driver.endAllAnimations()
    #expect(completed == 2)
    #expect(!driver.hasRunningAnimations)
    #expect(!rig.window.isTransitioning)
    rig.expectReplicaMatches()
  }

  @Test func aWaitingChangeKeepsItsWindowUntilTheRendererEndsIt() throws {
    let driver = RendererAnimationDriver()
    weak var gone: Window?
    do {
      let window = try visibleWindow(root: NavigationController(root: ViewController(title: "Root")))
      window.animationDriver = driver
      let navigation = try #require(window.rootViewController as? NavigationController)
      Transition<NavigationController>.push(ViewController(title: "A")).perform(on: navigation)
      gone = window
    }
    #expect(driver.hasRunningAnimations)
    #expect(gone != nil)
    driver.endAllAnimations()
    #expect(!driver.hasRunningAnimations)
    #expect(gone == nil)
  }

  @Test func anotherWindowsAnimationsAreLeftAlone() throws {
    let rig = try Rig()
    let driver = RendererAnimationDriver()
    rig.window.animationDriver = driver
    let otherWindow = try visibleWindow(root: NavigationController(root: ViewController(title: "Root")))
    otherWindow.animationDriver = driver
    let otherNavigation = try #require(otherWindow.rootViewController as? NavigationController)
    Transition<NavigationController>.push(ViewController(title: "A")).perform(on: rig.navigation)
    Transition<NavigationController>.push(ViewController(title: "Elsewhere")).perform(on: otherNavigation)
    driver.animationsEnded(in: rig.window, through: rig.revision)
    #expect(!rig.window.isTransitioning)
    #expect(otherWindow.isTransitioning)
    driver.animationsEnded(in: otherWindow, through: otherWindow.mountRevision)
    #expect(!otherWindow.isTransitioning)
  }
}
