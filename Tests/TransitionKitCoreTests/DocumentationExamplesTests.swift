import Foundation
import Testing
import TransitionKitCore

/// The code of the DocC articles, run as written, and the
/// claims of the articles' tables, so the documentation cannot drift from the
/// library.
@Suite @MainActor struct DocumentationExamplesTests: PrintsToConsole {
  let console = Console()

  @Test func gettingStartedWalkthroughEndsWithTheTreeShownInTheArticle() throws {
    // snippet: getting-started-build
    let feed = ViewController(title: "Feed")
    let home = try NavigationController(rootViewController: feed, title: "Home")
    let profile = ViewController(title: "Profile")
    let tabs = try TabBarController(viewControllers: [home, profile], title: "Tabs")
    // end snippet: getting-started-build

    // snippet: getting-started-show
    let window = Window(name: "Main")
    try window.setRootViewController(tabs)
    window.makeKeyAndVisible()
    // end snippet: getting-started-show

    // snippet: getting-started-change
    try home.pushViewController(ViewController(title: "Story"), animated: true)
    try tabs.select(index: 1, animated: false)

    let settings = ViewController(title: "Settings")
    settings.modalPresentationStyle = .pageSheet
    try feed.present(settings, animated: true)  // presented by the tab bar, the root-most ancestor
    try settings.dismiss(animated: true)

    do {
      try home.popToViewController(ViewController(title: "Elsewhere"), animated: true)
    } catch {
      print(error)  // 'Elsewhere' is not in the stack of 'Home'.
    }
    // end snippet: getting-started-change

    // snippet: getting-started-look
    print(window.snapshot)
    #expect(window.validate() == [])
    // end snippet: getting-started-look

    // snippet: getting-started-look-output
    let printed = """
      Window "Main" (key, visible)
      └─ root: TabBarController "Tabs" (selected 1) · visible
         ├─ tab 0: NavigationController "Home"
         │  ├─ [0]: ViewController "Feed"
         │  └─ [1]: ViewController "Story"
         └─ tab 1 *: ViewController "Profile" · visible
      """
    // end snippet: getting-started-look-output
    #expect(console.lines == ["'Elsewhere' is not in the stack of 'Home'.", printed])
  }

  @Test func theMountStreamArticlesObserverSeesTheWholeTreeThenThePush() throws {
    // snippet: mount-stream-observe
    let window = Window(name: "Main")
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()

    var revisions: [UInt64] = []
    let observation = window.observeMounts { transaction in
      revisions.append(transaction.revision)
      print(transaction.cause, transaction.steps.count)
    }
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    observation.cancel()
    // end snippet: mount-stream-observe

    // snippet: mount-stream-observe-output
    let printed = """
      attached 5
      push by directChange 2
      """
    // end snippet: mount-stream-observe-output
    #expect(console.lines.joined(separator: "\n") == printed)
    #expect(revisions == [0, 1])
  }

  @Test func theMountStreamArticlesReportIsAppliedOnceThenStale() throws {
    // snippet: mount-stream-report
    let window = Window(name: "Main")
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    let observation = window.observeMounts { _ in }
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)

    // The renderer saw revision 1; its user swiped back, and the swipe finished.
    let seen = window.mountRevision
    let swipe = UserReport(
      .pop(navigation: navigation.mountNodeID, to: home.mountNodeID, gesture: .swipeBack, animated: false),
      seenRevision: seen)
    print(try window.apply(swipe), navigation.viewControllers.map(\.displayName))

    // The same report again is stale: the stack changed after revision 1.
    do {
      try window.apply(swipe)
    } catch {
      print(error)
    }
    observation.cancel()
    // end snippet: mount-stream-report

    #expect(seen == 1)
    // snippet: mount-stream-report-output
    let printed = """
      applied ["Home"]
      node #3 changed at revision 2
      """
    // end snippet: mount-stream-report-output
    // The identities are numbers the process hands out: #3 in a fresh one.
    let expected = printed.replacingOccurrences(of: "#3", with: "\(navigation.mountNodeID)")
    #expect(console.lines.joined(separator: "\n") == expected)
  }

  @Test func gettingStartedsSheetIsPresentedByTheTabBar() throws {
    let feed = ViewController(title: "Feed")
    let home = try NavigationController(rootViewController: feed, title: "Home")
    let tabs = try TabBarController(viewControllers: [home, ViewController(title: "Profile")], title: "Tabs")
    let settings = ViewController(title: "Settings")
    settings.modalPresentationStyle = .pageSheet
    try feed.present(settings, animated: true)
    #expect(settings.presentingViewController === tabs)
  }

  // snippet: getting-started-observe
  final class StoryViewController: ViewController {
    private(set) var appearances = 0

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      appearances += 1  // each time the story comes on screen
    }
  }
  // end snippet: getting-started-observe

  @Test func theStoryCountsEachTimeItComesOnScreen() throws {
    let story = StoryViewController(title: "Story")
    let home = try NavigationController(rootViewController: story, title: "Home")
    let window = try visibleWindow(root: home)
    #expect(story.appearances == 1)
    try home.pushViewController(ViewController(title: "Comments"), animated: true)
    _ = try home.popViewController(animated: true)
    #expect(story.appearances == 2)
    #expect(window.validate() == [])
  }

  enum NewsRoute: Sendable {
    case list
    case article(Int)
  }

  final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    init() { super.init(initialRoute: .list) }

    override func prepareTransition(for route: NewsRoute) -> Transition<NavigationController> {
      switch route {
      case .list: .set([ViewController(title: "News")])
      case .article(let id): .push(ViewController(title: "Article \(id)"), animation: .fade())
      }
    }
  }

  @Test func writingCoordinatorsAsyncTriggerReturnsOnceTheArticleIsOnTop() async throws {
    let news = NewsCoordinator()
    try await news.trigger(.article(42))

    #expect(
      news.rootViewController.snapshot.description == """
        root: NavigationController
        ├─ [0]: ViewController "News"
        └─ [1]: ViewController "Article 42"
        """)
    #expect(news.rootViewController.topViewController?.transitionAnimation != nil)
  }
}

// MARK: - The hierarchy model

extension DocumentationExamplesTests {
  /// The callback orders of the hierarchy model article's table and example.
  @Suite @MainActor struct HierarchyModel {
    /// The example of the "Collapsed split views" section, line for line.
    @Test func aCollapsedSplitViewPutsTheDetailOnTopAndSeparatesTheTopmostAgain() throws {
      // snippet: hierarchy-rules-collapsed-split
      let split = SplitViewController(title: "Home")
      let list = try NavigationController(rootViewController: ViewController(title: "List"))
      try split.setViewControllers(primary: list, secondary: ViewController(title: "Detail"), animated: false)

      split.setCollapsed(true, animated: false)
      #expect(list.viewControllers.map(\.displayName) == ["List", "Detail"])
      #expect(split.secondaryViewController?.displayName == "Detail")
      try list.topViewController?.showDetail(NavigationController(title: "News"), animated: false)
      #expect(list.viewControllers.map(\.displayName) == ["List", "Detail", "News"])
      split.setCollapsed(false, animated: false)
      #expect(list.viewControllers.map(\.displayName) == ["List", "Detail"])
      #expect(split.secondaryViewController?.displayName == "News")
      // end snippet: hierarchy-rules-collapsed-split
      #expect(split.validate() == [])
    }

    @Test func aPushCallsTheCallbacksListedInTheArticle() throws {
      let log = CallbackLog()
      let feed = RecordingViewController("Feed", log: log)
      let navigation = try NavigationController(rootViewController: feed, title: "Home")
      let window = try visibleWindow(root: navigation, log: log)

      try navigation.pushViewController(RecordingViewController("Story", log: log), animated: true)

      #expect(
        log.take() == [
          "Story.viewDidLoad",
          "Feed.viewWillDisappear(true)",
          "Story.viewWillAppear(true)",
          "Story.viewIsAppearing(true)",
          "Feed.viewDidDisappear(true)",
          "Story.viewDidAppear(true)",
        ])
      #expect(window.validate() == [])
    }

    @Test func aFullScreenPresentationEndsWithTheAppearingSide() throws {
      let log = CallbackLog()
      let feed = RecordingViewController("Feed", log: log)
      let window = try visibleWindow(root: feed, log: log)
      let settings = RecordingViewController("Settings", log: log)
      settings.modalPresentationStyle = .fullScreen

      try feed.present(settings, animated: false)

      #expect(
        log.take() == [
          "Settings.viewDidLoad",
          "Feed.viewWillDisappear(false)",
          "Settings.viewWillAppear(false)",
          "Settings.viewIsAppearing(false)",
          "Settings.viewDidAppear(false)",
          "Feed.viewDidDisappear(false)",
        ])
      #expect(window.validate() == [])
    }

    @Test func selectingATabStartsWithTheAppearingSide() throws {
      let log = CallbackLog()
      let feed = RecordingViewController("Feed", log: log)
      let profile = RecordingViewController("Profile", log: log)
      let tabs = try TabBarController(viewControllers: [feed, profile], title: "Tabs")
      let window = try visibleWindow(root: tabs, log: log)

      try tabs.select(profile, animated: false)

      #expect(
        log.take() == [
          "Profile.viewDidLoad",
          "Profile.viewWillAppear(false)",
          "Feed.viewWillDisappear(false)",
          "Profile.viewIsAppearing(false)",
          "Feed.viewDidDisappear(false)",
          "Profile.viewDidAppear(false)",
        ])
      #expect(window.validate() == [])
    }
  }
}

// MARK: - The transitions catalogue

/// How a transition performed at once ended.
private enum TransitionOutcome: Equatable {
  case succeeded
  case refused(TransitionError)
  /// The completion has not been called (yet).
  case pending

  init(_ result: Result<Void, TransitionError>) {
    switch result {
    case .success: self = .succeeded
    case .failure(let error): self = .refused(error)
    }
  }
}

/// Performs a transition and reports how it ended before `perform` returned:
/// outside a window, or on the immediate driver, every transition of the
/// catalogue has completed by then.
@MainActor
private func outcome<Root: ViewController>(
  of transition: Transition<Root>,
  on root: Root,
  with options: TransitionOptions = .default
) -> TransitionOutcome {
  var result = TransitionOutcome.pending
  transition.perform(on: root, with: options) { result = TransitionOutcome($0) }
  return result
}

extension DocumentationExamplesTests {
  /// The snippets of the transitions catalogue, and the refusals its tables list.
  @Suite @MainActor struct TransitionsCatalogue: PrintsToConsole {
    let console = Console()

    @Test func theIntroductionsSequencePushesBothControllersInOrder() throws {
      let navigation = try NavigationController(rootViewController: ViewController(title: "Headlines"), title: "News")
      let article = ViewController(title: "Article")
      let comments = ViewController(title: "Comments")

      // snippet: catalogue-performing
      let transition: Transition<NavigationController> = .multiple(.push(article), .push(comments))
      transition.perform(on: navigation) { result in
        if case .failure(let error) = result { print(error) }
      }
      // end snippet: catalogue-performing

      #expect(console.lines.isEmpty)
      #expect(ids(navigation.viewControllers.suffix(2)) == ids([article, comments]))
      #expect(ids(transition.presentables.map(\.viewController)) == ids([article, comments]))
    }

    @Test func selectingAMissingTabIsRefusedAndChangesNothing() throws {
      let home = ViewController(title: "Home")
      let profile = ViewController(title: "Profile")
      // snippet: catalogue-refusal
      let tabs = try TabBarController(viewControllers: [home, profile], title: "Tabs")
      Transition<TabBarController>.select(index: 5).perform(on: tabs) { result in
        print(result.error == .indexOutOfRange(5, count: 2, container: "Tabs"))  // true
      }
      // end snippet: catalogue-refusal
      #expect(console.lines == ["true"])
      #expect(tabs.selectedViewController === home)
      let before = tabs.snapshot

      #expect(
        outcome(of: .select(index: 5), on: tabs)
          == .refused(.indexOutOfRange(5, count: 2, container: "Tabs")))
      #expect(tabs.snapshot == before)
    }

    @Test func aRefusedStepUndoesTheStepsBeforeIt() throws {
      let navigation = try NavigationController(rootViewController: ViewController(title: "Headlines"), title: "News")
      let article = ViewController(title: "Article")
      let elsewhere = ViewController(title: "Elsewhere")
      let before = navigation.snapshot

      // snippet: catalogue-sequence-refusal
      let steps: Transition<NavigationController> = .multiple(.push(article), .pop(to: elsewhere))
      steps.perform(on: navigation) { result in
        print(result.error == .notInStack("Elsewhere", navigation: "News"))  // true
        print(navigation.topViewController === article)  // false: the article was popped again
      }
      // end snippet: catalogue-sequence-refusal

      #expect(console.lines == ["true", "false"])
      #expect(navigation.snapshot == before)
      #expect(article.isFree)
    }

    @Test func presentStacksOnTheOpenModalAndPresentOnRootIsRefusedThen() throws {
      let home = ViewController(title: "Home")
      let sheet = ViewController(title: "Sheet")
      let alert = ViewController(title: "Alert")
      try home.present(sheet, animated: false)

      #expect(outcome(of: .present(alert), on: home) == .succeeded)
      #expect(alert.presentingViewController === sheet)
      #expect(outcome(of: .present(sheet), on: home) == .refused(.alreadyInHierarchy("Sheet")))
      #expect(
        outcome(of: .presentOnRoot(ViewController(title: "Other")), on: home)
          == .refused(.alreadyPresenting("Home", presented: "Sheet")))
    }

    @Test func dismissTakesTheTopAndDismissToRootTakesTheWholeChain() throws {
      let home = ViewController(title: "Home")
      let sheet = ViewController(title: "Sheet")
      let alert = ViewController(title: "Alert")
      try home.present(sheet, animated: false)
      try sheet.present(alert, animated: false)

      #expect(outcome(of: .dismiss(), on: home) == .succeeded)
      #expect(alert.isFree)
      #expect(home.presentedViewController === sheet)

      try sheet.present(alert, animated: false)
      #expect(outcome(of: .dismissToRoot(), on: home) == .succeeded)
      #expect(sheet.isFree && alert.isFree)
      #expect(outcome(of: .dismiss(), on: home) == .refused(.nothingToDismiss("Home")))
      #expect(outcome(of: .dismissToRoot(), on: home) == .refused(.nothingToDismiss("Home")))
    }

    @Test func aPresentedRootDismissesItself() throws {
      let home = ViewController(title: "Home")
      let settings = ViewController(title: "Settings")
      try home.present(settings, animated: false)

      #expect(outcome(of: .dismiss(), on: settings) == .succeeded)
      #expect(settings.isFree)
    }

    @Test func embeddingRefusesContainersLooseViewsAndControllersInPlace() throws {
      let dashboard = ViewController(title: "Dashboard")
      let navigation = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "News")
      let chart = ViewController(title: "Chart")

      #expect(
        outcome(of: .embed(chart, in: navigation), on: dashboard) == .refused(.cannotEmbedInContainer("News")))
      #expect(
        outcome(of: .embed(chart, in: View(name: "loose")), on: dashboard) == .refused(.viewHasNoController("loose")))
      #expect(outcome(of: .embed(chart, in: dashboard), on: dashboard) == .succeeded)
      #expect(
        outcome(of: .embed(chart, in: ViewController(title: "Other")), on: dashboard)
          == .refused(.alreadyInHierarchy("Chart")))
      #expect(ids(dashboard.embeddedChildren) == ids([chart]))
    }

    @Test func showWalksUpFromTheRoot() throws {
      let navigation = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "News")
      let story = ViewController(title: "Story")
      #expect(outcome(of: .show(story), on: navigation) == .succeeded)
      #expect(navigation.topViewController === story)

      let tabs = try TabBarController(viewControllers: [ViewController(title: "Home")], title: "Tabs")
      let sheet = ViewController(title: "Sheet")
      #expect(outcome(of: .show(sheet), on: tabs) == .succeeded)
      #expect(sheet.presentingViewController === tabs)
      #expect(
        outcome(of: .show(ViewController(title: "Second")), on: tabs)
          == .refused(.alreadyPresenting("Tabs", presented: "Sheet")))
    }

    @Test func showDetailRefusesTheOtherColumnsController() throws {
      let list = ViewController(title: "List")
      let split = SplitViewController(title: "Mail")
      try split.setViewControllers(primary: list, secondary: ViewController(title: "Message"), animated: false)

      #expect(outcome(of: .showDetail(list), on: split) == .refused(.duplicate("List")))
      let other = ViewController(title: "Other")
      #expect(outcome(of: .showDetail(other), on: split) == .succeeded)
      #expect(split.secondaryViewController === other)
    }

    @Test func navigationTransitionsRefuseWhatTheCatalogueLists() throws {
      let feed = ViewController(title: "Feed")
      let navigation = try NavigationController(rootViewController: feed, title: "News")

      #expect(outcome(of: .pop(), on: navigation) == .refused(.cannotPopRoot(navigation: "News")))
      #expect(outcome(of: .popToRoot(), on: navigation) == .succeeded)
      #expect(
        outcome(of: .push(NavigationController(title: "Inner")), on: navigation)
          == .refused(.cannotPushNavigationController("Inner")))
      #expect(outcome(of: .push(feed), on: navigation) == .refused(.alreadyInHierarchy("Feed")))
      #expect(
        outcome(of: .pop(to: ViewController(title: "Stranger")), on: navigation)
          == .refused(.notInStack("Stranger", navigation: "News")))
      let story = ViewController(title: "Story")
      #expect(outcome(of: .set([feed, story, story]), on: navigation) == .refused(.duplicate("Story")))
      #expect(
        outcome(of: .set([feed, NavigationController(title: "Inner")]), on: navigation)
          == .refused(.cannotPushNavigationController("Inner")))
      #expect(ids(navigation.viewControllers) == ids([feed]))
    }

    @Test func tabPageAndSplitTransitionsRefuseWhatTheCatalogueLists() throws {
      let home = ViewController(title: "Home")
      let tabs = try TabBarController(viewControllers: [home], title: "Tabs")
      #expect(outcome(of: .set([home, home]), on: tabs) == .refused(.duplicate("Home")))
      #expect(
        outcome(of: .select(ViewController(title: "Stranger")), on: tabs)
          == .refused(.notATab("Stranger", tabBar: "Tabs")))

      let pages = PageViewController(title: "Pages")
      #expect(
        outcome(of: .set(ViewController(title: "A"), ViewController(title: "B"), direction: .forward), on: pages)
          == .refused(.pageCountMismatch(expected: 1, actual: 2, pageViewController: "Pages")))
      let book = PageViewController(title: "Book", isDoubleSided: true)
      #expect(
        outcome(of: .set(ViewController(title: "Left"), direction: .forward), on: book)
          == .refused(.pageCountMismatch(expected: 2, actual: 1, pageViewController: "Book")))
      let page = ViewController(title: "Page")
      #expect(outcome(of: .set(page, page, direction: .forward), on: book) == .refused(.duplicate("Page")))

      let split = SplitViewController(title: "Mail")
      let list = ViewController(title: "List")
      #expect(outcome(of: .set(primary: list, secondary: list), on: split) == .refused(.duplicate("List")))
      #expect(outcome(of: .set(primary: list, secondary: nil), on: split) == .succeeded)
      #expect(outcome(of: .set(list, for: .secondary), on: split) == .refused(.duplicate("List")))
      #expect(outcome(of: .set(home, for: .secondary), on: split) == .refused(.alreadyInHierarchy("Home")))
    }

    @Test func aWindowsNoneDoesNotWaitForTheQueueButATransitionsNoneDoes() throws {
      let navigation = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "News")
      let window = try visibleWindow(root: navigation)
      let driver = ManualAnimationDriver()
      window.animationDriver = driver
      #expect(outcome(of: .push(ViewController(title: "Story")), on: navigation) == .pending)

      var windowNoneCompleted = false
      WindowTransition.none().perform(on: window) { _ in windowNoneCompleted = true }
      #expect(windowNoneCompleted)
      #expect(outcome(of: .none(), on: navigation) == .pending)

      driver.runUntilIdle()
      #expect(!window.isTransitioning)
    }

    @Test func settingARootThatIsElsewhereIsRefused() throws {
      let window = Window(name: "Main")
      let feed = ViewController(title: "Feed")
      let navigation = try NavigationController(rootViewController: feed, title: "News")
      var result: TransitionOutcome = .pending
      WindowTransition.setRoot(feed).perform(on: window) { result = TransitionOutcome($0) }
      #expect(result == .refused(.alreadyInHierarchy("Feed")))
      #expect(window.rootViewController == nil)
      #expect(feed.navigationController === navigation)
    }

    enum PingRoute: Sendable { case ping }
    enum ElsewhereRoute: Sendable { case somewhere }

    @Test func routingTransitionsRefuseWhatTheCatalogueLists() throws {
      let root = ViewController(title: "Root")
      #expect(
        outcome(of: .route(PingRoute.ping, on: ViewCoordinator<PingRoute>()), on: root)
          == .refused(.unhandledRoute("ping", coordinator: "ViewCoordinator<PingRoute>")))

      let goneRouter = ViewCoordinator<PingRoute>().weakRouter
      #expect(outcome(of: .trigger(.ping, on: goneRouter), on: root) == .refused(.routerDeallocated))

      let coordinator = BasicCoordinator<PingRoute, ViewController>(rootViewController: root) { _ in .none() }
      #expect(
        outcome(of: coordinator.deepLinkTransition(.ping, [ElsewhereRoute.somewhere]), on: root)
          == .refused(.noRouter(for: "somewhere")))
    }

    @Test func onlySingleChangesCanBeDrivenByHand() throws {
      let navigation = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "News")
      let window = try visibleWindow(root: navigation)
      let story = ViewController(title: "Story")

      #expect(throws: TransitionError.interactionUnsupported) {
        _ = try Transition<NavigationController>.multiple(.push(story)).performInteractively(on: navigation)
      }
      window.animationDriver = ManualAnimationDriver()
      #expect(outcome(of: .push(story), on: navigation) == .pending)
      #expect(throws: TransitionError.transitionInProgress(window: "Main")) {
        _ = try Transition<NavigationController>.pop().performInteractively(on: navigation)
      }
    }

    @Test func seguesRefuseUnknownIdentifiersAndPushesWithoutANavigationController() throws {
      let source = ViewController(title: "Source")
      source.registerSegue("open", kind: .push) { ViewController(title: "Next") }

      #expect(throws: TransitionError.unknownSegue("missing", controller: "Source")) {
        try source.performSegue(withIdentifier: "missing")
      }
      var result: TransitionOutcome = .pending
      try source.performSegue(withIdentifier: "open") { result = TransitionOutcome($0) }
      #expect(result == .refused(.noNavigationController("Source")))
    }
  }
}

// MARK: - Deep linking

extension DocumentationExamplesTests {
  enum HomeTabRoute: Sendable {
    case newsByTab
    case newsByIndex
  }

  enum NewsTabRoute: Sendable { case article(Int) }

  /// A tab coordinator whose news tab is a coordinator, selected either way.
  final class HomeTabs: TabBarCoordinator<HomeTabRoute> {
    let news: BasicCoordinator<NewsTabRoute, NavigationController>

    init() throws {
      let news = BasicCoordinator<NewsTabRoute, NavigationController>(rootViewController: NavigationController()) {
        route in
        switch route {
        case .article(let id): .push(ViewController(title: "Article \(id)"))
        }
      }
      self.news = news
      try super.init(tabs: [ViewController(title: "Home"), news])
    }

    override func prepareTransition(for route: HomeTabRoute) -> Transition<TabBarController> {
      switch route {
      case .newsByTab: .select(news)
      case .newsByIndex: .select(index: 1)
      }
    }
  }

  /// The deep linking article's rule for tabs.
  @Suite @MainActor struct DeepLinking {
    @Test func aDeepLinkContinuesIntoATabSelectedByItself() throws {
      let home = try HomeTabs()
      var result: TransitionOutcome = .pending
      home.deepLink(.newsByTab, NewsTabRoute.article(7)) { result = TransitionOutcome($0) }

      #expect(result == .succeeded)
      #expect(home.news.rootViewController.topViewController?.title == "Article 7")
    }

    @Test func aDeepLinkCannotContinueIntoATabSelectedByIndex() throws {
      let home = try HomeTabs()
      let before = home.rootViewController.snapshot
      var result: TransitionOutcome = .pending
      home.deepLink(.newsByIndex, NewsTabRoute.article(7)) { result = TransitionOutcome($0) }

      #expect(result == .refused(.noRouter(for: "article(7)")))
      #expect(home.rootViewController.snapshot == before)
    }
  }
}

// MARK: - Migrating from XCoordinator

extension DocumentationExamplesTests {
  enum MigratedNewsRoute: Sendable {
    case list
    case article(Int)
    case close
  }

  /// The coordinator of the migration article, as written there.
  final class MigratedNewsCoordinator: NavigationCoordinator<MigratedNewsRoute> {
    init() {
      super.init(initialRoute: .list)
    }

    override func prepareTransition(for route: MigratedNewsRoute) -> Transition<NavigationController> {
      switch route {
      case .list: .set([ViewController(title: "News")])
      case .article(let id): .push(ViewController(title: "Article \(id)"), animation: .fade())
      case .close: .dismiss()
      }
    }

    /// XCoordinator's `chain(routes:)`, as the article spells it.
    func chain(_ routes: [MigratedNewsRoute]) -> Transition<NavigationController> {
      .multiple(routes.map(prepareTransition(for:)))
    }
  }

  /// The migration article's coordinator and its table's replacements.
  @Suite @MainActor struct MigratingFromXCoordinator {
    @Test func theMigratedCoordinatorRunsItsInitialRouteInInit() {
      let news = MigratedNewsCoordinator()
      #expect(news.initialRouteError == nil)
      #expect(news.rootViewController.viewControllers.map(\.title) == ["News"])
    }

    @Test func closingACoordinatorThatWasNotPresentedIsATypedError() async throws {
      let news = MigratedNewsCoordinator()
      await #expect(throws: TransitionError.nothingToDismiss("Nav")) {
        try await news.trigger(.close)
      }

      let home = ViewController(title: "Home")
      try home.present(news.rootViewController, animated: false)
      try await news.trigger(.close)
      #expect(home.presentedViewController == nil)
    }

    @Test func aChainOfRoutesIsOneMultipleTransition() {
      let news = MigratedNewsCoordinator()
      var result: TransitionOutcome = .pending
      news.performTransition(news.chain([.article(1), .article(2)])) { result = TransitionOutcome($0) }
      #expect(result == .succeeded)
      #expect(news.rootViewController.viewControllers.map(\.title) == ["News", "Article 1", "Article 2"])
    }
  }
}

// MARK: - Writing coordinators: a coordinator lives as long as its own screens

extension DocumentationExamplesTests {
  enum UsersRoute: Sendable {
    case show(any Presentable)
    case back
    case about
  }

  /// The article's stack coordinator, which shares its stack with an About flow.
  final class UsersCoordinator: NavigationCoordinator<UsersRoute> {
    init() {
      super.init(rootViewController: NavigationController(title: "Stack"), initialRoot: ViewController(title: "Users"))
    }

    override func prepareTransition(for route: UsersRoute) -> Transition<NavigationController> {
      switch route {
      case .show(let presentable): return .push(presentable)
      case .back: return .pop()
      // snippet: writing-coordinators-shared-stack
      // In UsersCoordinator.prepareTransition(for:):
      case .about:
        addChild(AboutCoordinator(rootViewController: rootViewController, initialRoot: ViewController(title: "About")))
        return .none()
      // end snippet: writing-coordinators-shared-stack
      }
    }
  }

  enum AboutRoute: Sendable { case close }

  final class AboutCoordinator: NavigationCoordinator<AboutRoute> {
    override func prepareTransition(for route: AboutRoute) -> Transition<NavigationController> { .pop() }
  }

  enum ProfileRoute: Sendable { case share(any Presentable) }

  final class ProfileCoordinator: ViewCoordinator<ProfileRoute> {
    init() { super.init(rootViewController: ViewController(title: "Profile")) }

    override func prepareTransition(for route: ProfileRoute) -> Transition<ViewController> {
      switch route {
      case .share(let presentable): .present(presentable)
      }
    }
  }

  enum ShareRoute: Sendable { case close }

  final class ShareCoordinator: ViewCoordinator<ShareRoute> {
    init() { super.init(rootViewController: ViewController(title: "Share")) }

    override func prepareTransition(for route: ShareRoute) -> Transition<ViewController> { .dismiss() }
  }

  /// The article's section on per-child lifetime, and the XCoordinator
  /// table's rows for the navigation coordinator's initializer and `setRoot`.
  @Suite @MainActor struct CoordinatorLifetime {
    @Test func aSheetOutlivesThePushedCoordinatorThatPresentedIt() throws {
      let users = UsersCoordinator()
      let window = Window(name: "Main")
      try users.setRoot(for: window)
      window.makeKeyAndVisible()
      weak var weakProfile: ProfileCoordinator?
      weak var weakShare: ShareCoordinator?
      do {
        let share = ShareCoordinator()
        weakShare = share
        do {
          let profile = ProfileCoordinator()
          weakProfile = profile
          users.trigger(.show(profile))
          profile.trigger(.share(share))
          users.trigger(.back)
        }
        #expect(weakProfile == nil)
        #expect(users.children.map(ObjectIdentifier.init) == [ObjectIdentifier(share)])
        share.trigger(.close)
      }

      #expect(weakShare == nil)
      #expect(users.children.isEmpty)
      #expect(
        window.snapshot.description == """
          Window "Main" (key, visible)
          └─ root: NavigationController "Stack" · visible
             └─ [0]: ViewController "Users" · visible
          """)
    }

    @Test func theArticlesSheetEndsAsAChildOfTheStackThenGoes() throws {
      weak var weakShare: ShareCoordinator?
      weak var weakUsers: UsersCoordinator?
      do {
        // snippet: writing-coordinators-sheet-outlives
        let users = UsersCoordinator()  // a stack with "Users"
        let profile = ProfileCoordinator()  // one screen, "Profile"
        let share = ShareCoordinator()  // one screen, "Share"
        users.trigger(.show(profile))  // pushes "Profile"
        profile.trigger(.share(share))  // the sheet hangs from the stack
        users.trigger(.back)  // pops "Profile"
        // users lets profile go; share is now its child, and its routes work:
        share.trigger(.close)  // dismisses the sheet
        // end snippet: writing-coordinators-sheet-outlives
        weakShare = share
        weakUsers = users
        #expect(profile.rootViewController.isFree)
        #expect(share.rootViewController.isFree)
        #expect(users.children.isEmpty)
        #expect(users.rootViewController.viewControllers.map(\.title) == ["Users"])
        #expect(users.rootViewController.presentedViewController == nil)
      }
      #expect(weakShare == nil)
      #expect(weakUsers == nil)
    }

    @Test func theSharingCoordinatorIsReleasedOnceItsRootIsPopped() throws {
      let users = UsersCoordinator()
      let window = Window(name: "Main")
      try users.setRoot(for: window)
      window.makeKeyAndVisible()
      users.trigger(.about)
      weak let about = users.children.first as? AboutCoordinator
      #expect(about != nil)
      #expect(users.rootViewController.viewControllers.map(\.title) == ["Users", "About"])

      users.trigger(.back)

      #expect(about == nil)
      #expect(users.children.isEmpty)
      #expect(users.rootViewController.viewControllers.map(\.title) == ["Users"])
    }

    @Test func setRootOfAControllerMakesTheWindowKeyAndVisibleUnlessAskedNotTo() throws {
      let window = Window(name: "Main")
      let root = ViewController(title: "Root")
      try root.setRoot(for: window)
      #expect(window.rootViewController === root)
      #expect(
        window.snapshot.description == """
          Window "Main" (key, visible)
          └─ root: ViewController "Root" · visible
          """)
      #expect(throws: TransitionError.alreadyInHierarchy("Root")) { try root.setRoot(for: Window(name: "Other")) }

      let hidden = Window(name: "Hidden")
      try ViewController(title: "Quiet").setRoot(for: hidden, makeKeyAndVisible: false)
      #expect(
        hidden.snapshot.description == """
          Window "Hidden" (hidden)
          └─ root: ViewController "Quiet"
          """)
    }

    @Test func aCoordinatorSetAsRootIsKeptUntilTheRootChanges() throws {
      let window = Window(name: "Main")
      weak var weakUsers: UsersCoordinator?
      do {
        let users = UsersCoordinator()
        weakUsers = users
        try users.setRoot(for: window)
      }
      #expect(weakUsers != nil)
      try window.setRootViewController(ViewController(title: "Other"))
      #expect(weakUsers == nil)
    }
  }
}
