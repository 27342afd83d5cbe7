import Testing

@testable import TransitionKitCore

// MARK: - Fixtures

private enum LibraryRoute: Sendable {
  case shelf
  case book(String)
  case fadedBook(String)
  case back, reader
}
private enum ReaderRoute: Sendable { case page(Int) }
private enum HallRoute: Sendable { case reader, libraryReader }
private enum ProfileRoute: Sendable { case favourites, signOut }

/// A navigation coordinator "Library" over `[Shelf]`; its books are
/// recording controllers.
@MainActor
private final class LibraryCoordinator: NavigationCoordinator<LibraryRoute> {
  let log: CallbackLog
  let bookAnimation = Animation.fade(duration: .milliseconds(200))
  init(log: CallbackLog) {
    self.log = log
    super.init(rootViewController: NavigationController(title: "Library"), initialRoute: .shelf)
  }
  override func prepareTransition(for route: LibraryRoute) -> Transition<NavigationController> {
    switch route {
    case .shelf: .set([RecordingViewController("Shelf", log: log)])
    case .book(let title): .push(RecordingViewController(title, log: log))
    case .fadedBook(let title): .push(RecordingViewController(title, log: log), animation: bookAnimation)
    case .back: .pop()
    case .reader: .present(ReaderCoordinator())
    }
  }
}

/// A navigation coordinator "Reader" over `[Chapter]`.
@MainActor
private final class ReaderCoordinator: NavigationCoordinator<ReaderRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Reader"))
    performTransition(.set([ViewController(title: "Chapter")]), with: TransitionOptions(animated: false))
  }
  override func prepareTransition(for route: ReaderRoute) -> Transition<NavigationController> {
    switch route {
    case .page(let number): .push(ViewController(title: "Page \(number)"))
    }
  }
}

/// A tab bar coordinator "Hall" with the tabs `[Library, Search]`, the library selected.
@MainActor
private final class HallCoordinator: TabBarCoordinator<HallRoute> {
  let library: LibraryCoordinator
  init(library: LibraryCoordinator) throws(TransitionError) {
    self.library = library
    try super.init(
      rootViewController: TabBarController(title: "Hall"), tabs: [library, ViewController(title: "Search")],
      selectIndex: 0)
  }
  override func prepareTransition(for route: HallRoute) -> Transition<TabBarController> {
    switch route {
    case .reader: .present(ReaderCoordinator())
    case .libraryReader: .route(LibraryRoute.reader, on: library)
    }
  }
}

/// The type-erased views of a router.
private enum Erasure: String, Sendable, CustomTestStringConvertible {
  case strongRouter, weakRouter, unownedRouter

  @MainActor
  func router(of library: LibraryCoordinator) -> any Router<LibraryRoute> {
    switch self {
    case .strongRouter: library.strongRouter
    case .weakRouter: library.weakRouter
    case .unownedRouter: library.unownedRouter
    }
  }

  var testDescription: String { rawValue }
}

/// A key and visible window "Main" whose root is the presentable.
@MainActor
private func shownWindow(_ presentable: any Presentable) throws -> Window {
  let window = Window(name: "Main")
  try presentable.setRoot(for: window)
  window.makeKeyAndVisible()
  return window
}

/// The identities of presentables, to compare lists of them.
@MainActor
private func presentableIDs(_ presentables: [any Presentable]) -> [ObjectIdentifier] {
  presentables.map { ObjectIdentifier($0) }
}

/// A library shown in a window "Main", with the callbacks of showing it taken.
@MainActor
private struct ShownLibrary {
  let log = CallbackLog()
  let library: LibraryCoordinator
  let window: Window

  init() throws {
    library = LibraryCoordinator(log: log)
    window = try shownWindow(library)
    _ = log.take()
  }
}

/// A hall (whose first tab is a library) shown in a window "Main", with the
/// callbacks of showing it taken.
@MainActor
private struct ShownHall {
  let log = CallbackLog()
  let library: LibraryCoordinator
  let hall: HallCoordinator
  let window: Window

  init() throws {
    library = LibraryCoordinator(log: log)
    hall = try HallCoordinator(library: library)
    window = try shownWindow(hall)
    _ = log.take()
  }
}

/// SPEC §3 routers: triggering, type erasure, redirection, routing
/// transitions and router look-ups.
@Suite @MainActor struct RouterTests {
  // MARK: Triggering

  @Test func triggerCompletesOnceWithSuccessAfterTheTransition() throws {
    let scene = try ShownLibrary()
    var results: [Result<Void, TransitionError>] = []

    scene.library.trigger(.book("Dune")) { result in
      results.append(result)
      scene.log.record("completion")
    }

    try #require(results.count == 1)
    try results[0].get()
    #expect(
      scene.log.take() == [
        "Dune.viewDidLoad", "Shelf.viewWillDisappear(true)", "Dune.viewWillAppear(true)",
        "Dune.viewIsAppearing(true)", "Shelf.viewDidDisappear(true)", "Dune.viewDidAppear(true)", "completion",
      ])
    #expect(
      "\(scene.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Library" · visible
           ├─ [0]: RecordingViewController "Shelf"
           └─ [1]: RecordingViewController "Dune" · visible
        """)
    #expect(scene.window.validate() == [])
  }

  @Test func asyncTriggerReturnsOnceTheAnimatedTransitionCompleted() async throws {
    let scene = try ShownLibrary()
    let clock = ManualAnimationDriver()
    scene.window.animationDriver = clock
    let log = scene.log
    let advancing = Task { @MainActor in
      while !clock.hasRunningAnimations { await Task.yield() }
      log.record("advancing")
      clock.runUntilIdle()
    }

    try await scene.library.trigger(.book("Dune"))
    log.record("returned")
    await advancing.value

    #expect(
      log.take() == [
        "Dune.viewDidLoad", "Shelf.viewWillDisappear(true)", "Dune.viewWillAppear(true)",
        "Dune.viewIsAppearing(true)", "advancing", "Shelf.viewDidDisappear(true)", "Dune.viewDidAppear(true)",
        "returned",
      ])
    #expect(clock.elapsed == .milliseconds(350))
    #expect(!scene.window.isTransitioning)
    #expect(scene.window.validate() == [])
  }

  @Test func asyncTriggerThrowsTheTypedErrorOfARefusedTransition() async throws {
    let scene = try ShownLibrary()
    let before = scene.window.snapshot

    do throws(TransitionError) {
      try await scene.library.trigger(.back)
      Issue.record("the refused route did not throw")
    } catch {
      #expect(error == .cannotPopRoot(navigation: "Library"))
    }

    #expect(scene.window.snapshot == before)
    #expect(scene.log.take() == [])
    #expect(scene.window.validate() == [])
  }

  @Test func contextTriggerGivesThePresentablesAndTheAnimation() throws {
    let scene = try ShownLibrary()
    var results: [Result<TransitionContext, TransitionError>] = []

    scene.library.contextTrigger(.fadedBook("Dune"), with: .default) { results.append($0) }

    try #require(results.count == 1)
    let context = try results[0].get()
    let dune = try #require(scene.library.rootViewController.topViewController)
    #expect(dune.title == "Dune")
    #expect(presentableIDs(context.presentables) == [ObjectIdentifier(dune)])
    #expect(context.animation === scene.library.bookAnimation)
    #expect(scene.window.validate() == [])
  }

  @Test func asyncContextTriggerReturnsThePresentablesAndTheAnimation() async throws {
    let scene = try ShownLibrary()

    let context = try await scene.library.contextTrigger(.fadedBook("Dune"))

    let dune = try #require(scene.library.rootViewController.topViewController)
    #expect(dune.title == "Dune")
    #expect(presentableIDs(context.presentables) == [ObjectIdentifier(dune)])
    #expect(context.animation === scene.library.bookAnimation)
    #expect(scene.window.validate() == [])
  }

  // MARK: Type erasure

  @Test(arguments: [Erasure.strongRouter, .weakRouter, .unownedRouter])
  fileprivate func erasedRouterTriggersTheLivingCoordinator(erasure: Erasure) throws {
    let scene = try ShownLibrary()
    let router = erasure.router(of: scene.library)
    var results: [Result<Void, TransitionError>] = []

    router.trigger(.book("Dune")) { results.append($0) }

    try #require(results.count == 1)
    try results[0].get()
    #expect(router.viewController === scene.library.rootViewController)
    #expect(scene.library.rootViewController.viewControllers.map(\.title) == ["Shelf", "Dune"])
    #expect(scene.window.validate() == [])
  }

  @Test func strongRouterKeepsTheCoordinatorAlive() {
    weak var weakLibrary: LibraryCoordinator?
    let router: StrongRouter<LibraryRoute>
    do {
      let library = LibraryCoordinator(log: CallbackLog())
      weakLibrary = library
      router = library.strongRouter
    }

    #expect(weakLibrary != nil)
    #expect(router.viewController === weakLibrary?.rootViewController)
    #expect(router.viewController.validate() == [])
  }

  @Test(arguments: [Erasure.weakRouter, .unownedRouter])
  fileprivate func weakAndUnownedRoutersDoNotKeepTheCoordinatorAlive(erasure: Erasure) {
    weak var weakLibrary: LibraryCoordinator?
    let router: any Router<LibraryRoute>
    do {
      let library = LibraryCoordinator(log: CallbackLog())
      weakLibrary = library
      router = erasure.router(of: library)
    }

    #expect(weakLibrary == nil)
    withExtendedLifetime(router) {}
  }

  @Test(arguments: [Erasure.weakRouter, .unownedRouter])
  fileprivate func triggeringARouterWhoseCoordinatorIsGoneCompletesWithRouterDeallocated(erasure: Erasure) throws {
    weak var weakLibrary: LibraryCoordinator?
    let router: any Router<LibraryRoute>
    do {
      let library = LibraryCoordinator(log: CallbackLog())
      weakLibrary = library
      router = erasure.router(of: library)
    }
    try #require(weakLibrary == nil)
    var results: [Result<Void, TransitionError>] = []

    router.trigger(.book("Dune")) { results.append($0) }

    try #require(results.count == 1)
    #expect(throws: TransitionError.routerDeallocated) { try results[0].get() }
  }

  @Test(arguments: [Erasure.weakRouter, .unownedRouter])
  fileprivate func settingARouterWhoseCoordinatorIsGoneAsRootThrowsRouterDeallocated(erasure: Erasure) throws {
    weak var weakLibrary: LibraryCoordinator?
    let router: any Router<LibraryRoute>
    do {
      let library = LibraryCoordinator(log: CallbackLog())
      weakLibrary = library
      router = erasure.router(of: library)
    }
    try #require(weakLibrary == nil)
    let window = Window(name: "Main")

    #expect(throws: TransitionError.routerDeallocated) { try router.setRoot(for: window) }
    #expect(window.rootViewController == nil)
    #expect(window.validate() == [])
  }

  @Test(arguments: [Erasure.weakRouter, .unownedRouter])
  fileprivate func viewControllerOfARouterWhoseCoordinatorIsGoneIsAFreePlaceholder(erasure: Erasure) throws {
    weak var weakLibrary: LibraryCoordinator?
    weak var weakNavigation: NavigationController?
    let router: any Router<LibraryRoute>
    do {
      let library = LibraryCoordinator(log: CallbackLog())
      weakLibrary = library
      weakNavigation = library.rootViewController
      router = erasure.router(of: library)
    }
    try #require(weakLibrary == nil)

    let placeholder = router.viewController

    #expect(weakNavigation == nil)
    #expect(placeholder.isFree)
    #expect(placeholder.children.isEmpty)
    #expect(placeholder.presentedViewController == nil)
    #expect(placeholder.validate() == [])
  }

  @Test func strongRouterOfAStrongRouterUnwrapsIt() {
    let library = LibraryCoordinator(log: CallbackLog())
    let strong = library.strongRouter

    let wrapped = StrongRouter(strong)

    #expect(wrapped.base === library)
    #expect(strong.strongRouter.base === library)
    #expect(library.rootViewController.validate() == [])
  }

  // MARK: Redirection

  @Test func redirectionRouterTriggersTheMappedRouteOnItsParent() throws {
    let scene = try ShownLibrary()
    let profileScreen = ViewController(title: "Profile")
    let profile = RedirectionRouter<LibraryRoute, ProfileRoute>(viewController: profileScreen, parent: scene.library) {
      route in
      switch route {
      case .favourites: .book("Favourites")
      case .signOut: .back
      }
    }
    var results: [Result<Void, TransitionError>] = []

    profile.trigger(.favourites) { results.append($0) }

    try #require(results.count == 1)
    try results[0].get()
    #expect(profile.viewController === profileScreen)
    #expect(
      "\(scene.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Library" · visible
           ├─ [0]: RecordingViewController "Shelf"
           └─ [1]: RecordingViewController "Favourites" · visible
        """)
    #expect(scene.window.validate() == [])
  }

  @Test func redirectionRouterForwardsTheParentsError() throws {
    let scene = try ShownLibrary()
    let before = scene.window.snapshot
    let profile = RedirectionRouter<LibraryRoute, ProfileRoute>(
      viewController: ViewController(title: "Profile"), parent: scene.library
    ) { route in
      switch route {
      case .favourites: .book("Favourites")
      case .signOut: .back
      }
    }
    var results: [Result<Void, TransitionError>] = []

    profile.trigger(.signOut) { results.append($0) }

    try #require(results.count == 1)
    #expect(throws: TransitionError.cannotPopRoot(navigation: "Library")) { try results[0].get() }
    #expect(scene.window.snapshot == before)
    #expect(scene.window.validate() == [])
  }

  @Test func redirectionRouterWhoseParentIsGoneCompletesWithRouterDeallocated() throws {
    weak var weakLibrary: LibraryCoordinator?
    let profile: RedirectionRouter<LibraryRoute, ProfileRoute>
    do {
      let library = LibraryCoordinator(log: CallbackLog())
      weakLibrary = library
      profile = RedirectionRouter(viewController: ViewController(title: "Profile"), parent: library) { _ in
        .book("Favourites")
      }
    }
    #expect(weakLibrary == nil)
    var results: [Result<Void, TransitionError>] = []

    profile.trigger(.favourites) { results.append($0) }

    try #require(results.count == 1)
    #expect(throws: TransitionError.routerDeallocated) { try results[0].get() }
    #expect(profile.viewController.validate() == [])
  }

  // MARK: Routing transitions

  @Test func routeTransitionExposesTheInnerTransitionsPresentables() throws {
    let scene = try ShownHall()

    let transition = Transition<TabBarController>.route(LibraryRoute.reader, on: scene.library)
    try #require(transition.presentables.count == 1)
    let reader = try #require(transition.presentables[0] as? ReaderCoordinator)
    var results: [Result<Void, TransitionError>] = []
    transition.perform(on: scene.hall.rootViewController) { results.append($0) }

    try #require(results.count == 1)
    try results[0].get()
    #expect(scene.hall.rootViewController.presentedViewController === reader.rootViewController)
    #expect(scene.window.validate() == [])
  }

  @Test func routeTransitionGivesThePresentedCoordinatorToItsCoordinator() throws {
    let scene = try ShownHall()
    var results: [Result<Void, TransitionError>] = []

    scene.hall.trigger(.libraryReader) { results.append($0) }

    try #require(results.count == 1)
    try results[0].get()
    #expect(
      "\(scene.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Hall" (selected 0) · visible
           ├─ tab 0 *: NavigationController "Library" · visible
           │  └─ [0]: RecordingViewController "Shelf" · visible
           ├─ tab 1: ViewController "Search"
           └─ presented (automatic): NavigationController "Reader" · visible
              └─ [0]: ViewController "Chapter" · visible
        """)
    let reader = try #require(scene.library.children.first as? ReaderCoordinator)
    #expect(presentableIDs(scene.library.children) == presentableIDs([reader]))
    #expect(presentableIDs(scene.hall.children) == presentableIDs([scene.library]))
    #expect(scene.window.validate() == [])
  }

  @Test func triggerTransitionNamesNoPresentables() throws {
    let scene = try ShownHall()

    let transition = Transition<TabBarController>.trigger(LibraryRoute.reader, on: scene.library.strongRouter)
    #expect(transition.presentables.isEmpty)
    var results: [Result<Void, TransitionError>] = []
    scene.hall.performTransition(transition) { results.append($0) }

    try #require(results.count == 1)
    try results[0].get()
    let reader = try #require(scene.library.children.first as? ReaderCoordinator)
    #expect(scene.hall.rootViewController.presentedViewController === reader.rootViewController)
    #expect(presentableIDs(scene.hall.children) == presentableIDs([scene.library]))
    #expect(scene.window.validate() == [])
  }

  @Test func routeTransitionForwardsTheOptions() throws {
    let scene = try ShownHall()
    var results: [Result<Void, TransitionError>] = []

    Transition<TabBarController>.route(LibraryRoute.book("Dune"), on: scene.library)
      .perform(on: scene.hall.rootViewController, with: TransitionOptions(animated: false)) { results.append($0) }

    try #require(results.count == 1)
    try results[0].get()
    #expect(
      scene.log.take() == [
        "Dune.viewDidLoad", "Shelf.viewWillDisappear(false)", "Dune.viewWillAppear(false)",
        "Dune.viewIsAppearing(false)", "Shelf.viewDidDisappear(false)", "Dune.viewDidAppear(false)",
      ])
    #expect(scene.window.validate() == [])
  }

  @Test func routeTransitionForwardsTheFailure() throws {
    let scene = try ShownHall()
    let before = scene.window.snapshot
    var results: [Result<Void, TransitionError>] = []

    Transition<TabBarController>.route(LibraryRoute.back, on: scene.library)
      .perform(on: scene.hall.rootViewController) { results.append($0) }

    try #require(results.count == 1)
    #expect(throws: TransitionError.cannotPopRoot(navigation: "Library")) { try results[0].get() }
    #expect(scene.window.snapshot == before)
    #expect(scene.window.validate() == [])
  }

  @Test func triggerTransitionForwardsTheOptions() throws {
    let scene = try ShownHall()
    var results: [Result<Void, TransitionError>] = []

    Transition<TabBarController>.trigger(LibraryRoute.book("Dune"), on: scene.library.weakRouter)
      .perform(on: scene.hall.rootViewController, with: TransitionOptions(animated: false)) { results.append($0) }

    try #require(results.count == 1)
    try results[0].get()
    #expect(
      scene.log.take() == [
        "Dune.viewDidLoad", "Shelf.viewWillDisappear(false)", "Dune.viewWillAppear(false)",
        "Dune.viewIsAppearing(false)", "Shelf.viewDidDisappear(false)", "Dune.viewDidAppear(false)",
      ])
    #expect(scene.window.validate() == [])
  }

  @Test func triggerTransitionForwardsTheFailure() throws {
    let scene = try ShownHall()
    let before = scene.window.snapshot
    var results: [Result<Void, TransitionError>] = []

    Transition<TabBarController>.trigger(LibraryRoute.back, on: scene.library.strongRouter)
      .perform(on: scene.hall.rootViewController) { results.append($0) }

    try #require(results.count == 1)
    #expect(throws: TransitionError.cannotPopRoot(navigation: "Library")) { try results[0].get() }
    #expect(scene.window.snapshot == before)
    #expect(scene.window.validate() == [])
  }

  @Test func triggerTransitionOnARouterWhoseCoordinatorIsGoneFailsWithRouterDeallocated() throws {
    let root = ViewController(title: "Root")
    let window = try shownWindow(root)
    let before = window.snapshot
    weak var weakLibrary: LibraryCoordinator?
    let router: WeakRouter<LibraryRoute>
    do {
      let library = LibraryCoordinator(log: CallbackLog())
      weakLibrary = library
      router = library.weakRouter
    }
    try #require(weakLibrary == nil)
    var results: [Result<Void, TransitionError>] = []

    Transition<ViewController>.trigger(LibraryRoute.book("Dune"), on: router).perform(on: root) { results.append($0) }

    try #require(results.count == 1)
    #expect(throws: TransitionError.routerDeallocated) { try results[0].get() }
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  // MARK: Router look-ups

  @Test func routerForItsOwnRouteTypeIsTheCoordinator() throws {
    let scene = try ShownLibrary()

    #expect(scene.library.router(for: LibraryRoute.self)?.base === scene.library)
    #expect(scene.library.router(for: LibraryRoute.back)?.base === scene.library)
    #expect(scene.window.validate() == [])
  }

  @Test func routerOfACoordinatorsRootControllerIsTheCoordinator() throws {
    let scene = try ShownLibrary()

    #expect(scene.library.rootViewController.router(for: LibraryRoute.self)?.base === scene.library)
    #expect(scene.window.validate() == [])
  }

  @Test func routerForAnotherRouteTypeOrAControllerWithoutCoordinatorIsNil() throws {
    let scene = try ShownLibrary()
    scene.library.trigger(.book("Dune"))
    let dune = try #require(scene.library.rootViewController.topViewController)

    #expect(scene.library.router(for: ReaderRoute.self) == nil)
    #expect(scene.library.rootViewController.router(for: ReaderRoute.self) == nil)
    #expect(dune.router(for: LibraryRoute.self) == nil)
    #expect(ViewController(title: "Loose").router(for: LibraryRoute.self) == nil)
    #expect(scene.window.validate() == [])
  }

  @Test func nearestRouterWalksUpParentsFromDeepInANavigationStackInATab() throws {
    let scene = try ShownHall()
    scene.library.trigger(.book("Dune"))
    let dune = try #require(scene.library.rootViewController.topViewController)
    let notes = ViewController(title: "Notes")
    try dune.embed(notes, animated: false)

    #expect(notes.nearestRouter(for: LibraryRoute.self)?.base === scene.library)
    #expect(notes.nearestRouter(for: HallRoute.self)?.base === scene.hall)
    #expect(scene.window.validate() == [])
  }

  @Test func nearestRouterFromAPresentedCoordinatorsControllerFindsItAndItsParent() throws {
    let scene = try ShownHall()
    scene.hall.trigger(.reader)
    let reader = try #require(scene.hall.children.last as? ReaderCoordinator)
    let chapter = try #require(reader.rootViewController.topViewController)

    #expect(chapter.nearestRouter(for: ReaderRoute.self)?.base === reader)
    #expect(chapter.nearestRouter(for: HallRoute.self)?.base === scene.hall)
    #expect(scene.window.validate() == [])
  }

  @Test func nearestRouterWalksUpToThePresenterOfAModalWithoutCoordinator() throws {
    let scene = try ShownHall()
    let leaflet = ViewController(title: "Leaflet")
    let navigation = try NavigationController(rootViewController: leaflet, title: "Leaflets")
    scene.hall.performTransition(.present(navigation))
    try #require(scene.hall.rootViewController.presentedViewController === navigation)

    #expect(leaflet.nearestRouter(for: HallRoute.self)?.base === scene.hall)
    #expect(scene.window.validate() == [])
  }

  @Test func nearestRouterAsksTheParentOfACoordinatorSharingTheRoot() throws {
    let scene = try ShownLibrary()
    let profile = NavigationCoordinator<ProfileRoute>(rootViewController: scene.library.rootViewController)
    scene.library.addChild(profile)
    scene.library.trigger(.book("Dune"))
    let dune = try #require(scene.library.rootViewController.topViewController)
    try #require(presentableIDs(scene.library.children) == presentableIDs([profile]))

    #expect(dune.nearestRouter(for: ProfileRoute.self)?.base === profile)
    #expect(dune.nearestRouter(for: LibraryRoute.self)?.base === scene.library)
    #expect(scene.window.validate() == [])
  }

  @Test func nearestRouterIsNilWhenNoCoordinatorAboveTakesTheType() throws {
    let scene = try ShownHall()
    scene.hall.trigger(.reader)
    let reader = try #require(scene.hall.children.last as? ReaderCoordinator)
    let chapter = try #require(reader.rootViewController.topViewController)

    // The library is a tab beside the presentation, not above it.
    #expect(chapter.nearestRouter(for: LibraryRoute.self) == nil)
    #expect(chapter.nearestRouter(for: ProfileRoute.self) == nil)
    #expect(ViewController(title: "Loose").nearestRouter(for: HallRoute.self) == nil)
    #expect(scene.window.validate() == [])
  }
}
