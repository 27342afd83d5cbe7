import Testing

@testable import TransitionKitCore

// MARK: - Fixtures

/// Weak references to what the coordinators' routes create, to check that
/// an undone deep link released them.
@MainActor
private final class Made {
  private struct Entry { weak var object: AnyObject? }
  private var entries: [Entry] = []

  /// Remembers an object weakly and returns it.
  func track<Object: AnyObject>(_ object: Object) -> Object {
    entries.append(Entry(object: object))
    return object
  }

  /// How many objects were tracked.
  var count: Int { entries.count }
  /// How many tracked objects are still alive.
  var alive: Int { entries.filter { $0.object != nil }.count }
}

/// The outcomes a completion received, in order.
@MainActor
private final class Outcome {
  var results: [Result<Void, TransitionError>] = []
}

private enum ShopRoute: Sendable { case catalog, account, ghost, shortcut }
private enum CatalogRoute: Sendable {
  case item(Int)
  case checkout, ghost
}
private enum CheckoutRoute: Sendable { case payment, ghost }
private enum NowhereRoute: Sendable { case page(Int) }

/// A navigation coordinator "Catalog" over `[Shelf]`.
@MainActor
private final class CatalogCoordinator: NavigationCoordinator<CatalogRoute> {
  let made: Made
  init(made: Made) throws(TransitionError) {
    self.made = made
    try super.init(rootViewController: NavigationController(title: "Catalog"), root: ViewController(title: "Shelf"))
  }
  override func prepareTransition(for route: CatalogRoute) -> Transition<NavigationController> {
    switch route {
    case .item(let number): .push(made.track(ViewController(title: "Item \(number)")))
    case .checkout: .present(made.track(CheckoutCoordinator(made: made)))
    case .ghost: .pop(to: ViewController(title: "Ghost"))
    }
  }
}

/// A navigation coordinator "Checkout" over `[Cart]`, presented by the catalog.
@MainActor
private final class CheckoutCoordinator: NavigationCoordinator<CheckoutRoute> {
  let made: Made
  init(made: Made) {
    self.made = made
    super.init(rootViewController: made.track(NavigationController(title: "Checkout")))
    performTransitionAtOnce(.set([made.track(ViewController(title: "Cart"))]))
  }
  override func prepareTransition(for route: CheckoutRoute) -> Transition<NavigationController> {
    switch route {
    case .payment: .push(made.track(ViewController(title: "Payment")))
    case .ghost: .pop(to: ViewController(title: "Ghost"))
    }
  }
}

/// A tab bar coordinator "Shop" with the tabs `[Catalog, Account]`, the
/// account selected.
@MainActor
private final class ShopCoordinator: TabBarCoordinator<ShopRoute> {
  let catalog: CatalogCoordinator
  let account = ViewController(title: "Account")
  init(made: Made) throws(TransitionError) {
    let catalog = try CatalogCoordinator(made: made)
    self.catalog = catalog
    try super.init(rootViewController: TabBarController(title: "Shop"), tabs: [catalog, account], selectIndex: 1)
  }
  override func prepareTransition(for route: ShopRoute) -> Transition<TabBarController> {
    switch route {
    case .catalog: .select(catalog)
    case .account: .select(account)
    case .ghost: .select(ViewController(title: "Ghost"))
    case .shortcut: deepLinkTransition(.catalog, [CatalogRoute.checkout, CheckoutRoute.payment])
    }
  }
}

private enum BookRoute: Sendable { case chapter }
private enum ChapterRoute: Sendable { case footnote }

/// A navigation coordinator "Chapter" over `[Opening]`.
@MainActor
private final class ChapterCoordinator: NavigationCoordinator<ChapterRoute> {
  init() throws(TransitionError) {
    try super.init(rootViewController: NavigationController(title: "Chapter"), root: ViewController(title: "Opening"))
  }
  override func prepareTransition(for route: ChapterRoute) -> Transition<NavigationController> {
    switch route {
    case .footnote: .push(ViewController(title: "Footnote"))
    }
  }
}

/// A page coordinator "Book" over the pages `[Intro, Chapter]`, showing the intro.
@MainActor
private final class BookCoordinator: PageCoordinator<BookRoute> {
  let chapter: ChapterCoordinator
  init() throws(TransitionError) {
    let chapter = try ChapterCoordinator()
    self.chapter = chapter
    try super.init(
      rootViewController: PageViewController(title: "Book"), pages: [ViewController(title: "Intro"), chapter])
  }
  override func prepareTransition(for route: BookRoute) -> Transition<PageViewController> {
    switch route {
    case .chapter: .set(chapter, direction: .forward)
    }
  }
}

private enum DeskRoute: Sendable {
  case base
  case panel(String)
  case twoPanels, drawer
  case card(Int)
}
private enum PanelRoute: Sendable { case note }

/// A navigation coordinator named `name` over `[<name> blotter]`.
@MainActor
private final class DeskCoordinator: NavigationCoordinator<DeskRoute> {
  let name: String
  init(name: String) {
    self.name = name
    super.init(rootViewController: NavigationController(title: name), initialRoute: .base)
  }
  override func prepareTransition(for route: DeskRoute) -> Transition<NavigationController> {
    switch route {
    case .base: .set([ViewController(title: "\(name) blotter")])
    case .panel(let title): .push(PanelCoordinator(name: title))
    case .twoPanels: .multiple(.push(PanelCoordinator(name: "Left")), .push(PanelCoordinator(name: "Right")))
    case .drawer: .present(DeskCoordinator(name: "Drawer"))
    case .card(let number): .push(ViewController(title: "Card \(number)"))
    }
  }
}

/// A coordinator of one plain controller, in which a note can be embedded.
@MainActor
private final class PanelCoordinator: ViewCoordinator<PanelRoute> {
  init(name: String) {
    super.init(rootViewController: ViewController(title: name))
  }
  override func prepareTransition(for route: PanelRoute) -> Transition<ViewController> {
    switch route {
    case .note: .embed(ViewController(title: "Note"), in: rootViewController)
    }
  }
}

extension Coordinator {
  /// Performs a transition that completes at once (an initializer's set-up).
  fileprivate func performTransitionAtOnce(_ transition: Transition<RootViewController>) {
    performTransition(transition, with: TransitionOptions(animated: false))
  }
}

/// A key and visible window "Main" whose root is the coordinator.
@MainActor
private func shownWindow(_ coordinator: any Presentable) throws -> Window {
  let window = Window(name: "Main")
  try coordinator.setRoot(for: window)
  window.makeKeyAndVisible()
  return window
}

/// Calls `deepLink(first, rest...)` with the routes spelled out, and returns
/// the outcomes its completion receives.
@MainActor
private func deepLink<Route: Sendable, Root: ViewController>(
  on coordinator: Coordinator<Route, Root>,
  _ first: Route,
  _ rest: [any Sendable],
  sourceLocation: SourceLocation = #_sourceLocation
) -> Outcome {
  let outcome = Outcome()
  let completion: @MainActor (Result<Void, TransitionError>) -> Void = { outcome.results.append($0) }
  switch rest.count {
  case 0: coordinator.deepLink(first, completion: completion)
  case 1: coordinator.deepLink(first, rest[0], completion: completion)
  case 2: coordinator.deepLink(first, rest[0], rest[1], completion: completion)
  case 3: coordinator.deepLink(first, rest[0], rest[1], rest[2], completion: completion)
  case 4: coordinator.deepLink(first, rest[0], rest[1], rest[2], rest[3], completion: completion)
  case 5: coordinator.deepLink(first, rest[0], rest[1], rest[2], rest[3], rest[4], completion: completion)
  default: Issue.record("too many routes for this helper", sourceLocation: sourceLocation)
  }
  return outcome
}

/// The identities of presentables, to compare children.
@MainActor
private func childIDs(_ presentables: [any Presentable]) -> [ObjectIdentifier] {
  presentables.map { ObjectIdentifier($0) }
}

/// The routes of the shop's complete deep link after the first: select the
/// catalog, push an item, present the checkout, push the payment.
private let shopRest: [any Sendable] = [CatalogRoute.item(1), CatalogRoute.checkout, CheckoutRoute.payment]

/// The shop's window after its complete deep link.
private let shopAfterDeepLink = """
  Window "Main" (key, visible)
  └─ root: TabBarController "Shop" (selected 0) · visible
     ├─ tab 0 *: NavigationController "Catalog" · visible
     │  ├─ [0]: ViewController "Shelf"
     │  └─ [1]: ViewController "Item 1" · visible
     ├─ tab 1: ViewController "Account"
     └─ presented (automatic): NavigationController "Checkout" · visible
        ├─ [0]: ViewController "Cart"
        └─ [1]: ViewController "Payment" · visible
  """

/// SPEC §3 deep linking: `deepLink(first, rest...)`, all or nothing.
@Suite @MainActor struct DeepLinkTests {
  // MARK: Through containers

  @Test func deepLinkThroughATabCoordinatorReachesAModalGrandchild() throws {
    let made = Made()
    let shop = try ShopCoordinator(made: made)
    let window = try shownWindow(shop)

    let outcome = deepLink(on: shop, .catalog, shopRest)

    try #require(outcome.results.count == 1)
    try outcome.results[0].get()
    #expect("\(window.snapshot)" == shopAfterDeepLink)
    #expect(window.validate() == [])
  }

  @Test func deepLinkThroughATabCoordinatorMakesThePresentedCoordinatorAGrandchild() throws {
    let shop = try ShopCoordinator(made: Made())
    let window = try shownWindow(shop)

    let outcome = deepLink(on: shop, .catalog, shopRest)

    try #require(outcome.results.first).get()
    let checkout = try #require(shop.catalog.children.first as? CheckoutCoordinator)
    #expect(childIDs(shop.children) == childIDs([shop.catalog]))
    #expect(childIDs(shop.catalog.children) == childIDs([checkout]))
    #expect(checkout.children.isEmpty)
    #expect(checkout.rootViewController === shop.rootViewController.presentedViewController)
    #expect(window.validate() == [])
  }

  @Test func deepLinkThroughAPageCoordinatorRoutesOnTheShownPage() throws {
    let book = try BookCoordinator()
    let window = try shownWindow(book)
    #expect(book.children.isEmpty)

    let outcome = deepLink(on: book, .chapter, [ChapterRoute.footnote])

    try #require(outcome.results.count == 1)
    try outcome.results[0].get()
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: PageViewController "Book" · visible
           └─ page 0: NavigationController "Chapter" · visible
              ├─ [0]: ViewController "Opening"
              └─ [1]: ViewController "Footnote" · visible
        """)
    #expect(childIDs(book.children) == childIDs([book.chapter]))
    #expect(window.validate() == [])
  }

  // MARK: Which router takes the next route

  @Test func laterPresentableOfOneTransitionTakesTheRoute() throws {
    let desk = DeskCoordinator(name: "Desk")
    let window = try shownWindow(desk)

    let outcome = deepLink(on: desk, .twoPanels, [PanelRoute.note])

    try #require(outcome.results.count == 1)
    try outcome.results[0].get()
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Desk" · visible
           ├─ [0]: ViewController "Desk blotter"
           ├─ [1]: ViewController "Left"
           └─ [2]: ViewController "Right" · visible
              └─ embedded: ViewController "Note" · visible
        """)
    #expect(desk.children.map(\.viewController.title) == ["Left", "Right"])
    #expect(window.validate() == [])
  }

  @Test func presentablesOfTheLatestTransitionAreSearchedFirst() throws {
    let desk = DeskCoordinator(name: "Desk")
    let window = try shownWindow(desk)

    // The second route is the desk's own (no panel takes it); the note then
    // goes to the panel the second route pushed, not to the first one.
    let outcome = deepLink(on: desk, .panel("Left"), [DeskRoute.panel("Right"), PanelRoute.note])

    try #require(outcome.results.count == 1)
    try outcome.results[0].get()
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Desk" · visible
           ├─ [0]: ViewController "Desk blotter"
           ├─ [1]: ViewController "Left"
           └─ [2]: ViewController "Right" · visible
              └─ embedded: ViewController "Note" · visible
        """)
    #expect(Set(desk.children.compactMap(\.viewController.title)) == ["Left", "Right"])
    #expect(window.validate() == [])
  }

  @Test func startingCoordinatorIsAskedAfterThePresentedOnes() throws {
    let desk = DeskCoordinator(name: "Desk")
    let window = try shownWindow(desk)

    // The presented drawer takes desk routes too: it gets the panel.
    let outcome = deepLink(on: desk, .drawer, [DeskRoute.panel("Pen")])

    try #require(outcome.results.count == 1)
    try outcome.results[0].get()
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Desk" · visible
           ├─ [0]: ViewController "Desk blotter" · visible
           └─ presented (automatic): NavigationController "Drawer" · visible
              ├─ [0]: ViewController "Drawer blotter"
              └─ [1]: ViewController "Pen" · visible
        """)
    let drawer = try #require(desk.children.first as? DeskCoordinator)
    #expect(desk.children.count == 1)
    #expect(drawer.children.map(\.viewController.title) == ["Pen"])
    #expect(window.validate() == [])
  }

  // MARK: All or nothing

  /// The number of tracked objects the shop's deep link creates before the
  /// route at each position: none for the selection, the item, then the
  /// checkout's coordinator, navigation controller and cart, then the payment.
  private static let createdBefore = [0, 0, 1, 4, 5]

  @Test(arguments: 1...4)
  func routeOfAnUnknownTypeUndoesTheWholeDeepLink(position: Int) throws {
    let made = Made()
    let shop = try ShopCoordinator(made: made)
    let window = try shownWindow(shop)
    let before = window.snapshot
    let childrenBefore = [childIDs(shop.children), childIDs(shop.catalog.children)]

    let outcome = deepLink(
      on: shop, .catalog, Array(shopRest.prefix(position - 1)) + [NowhereRoute.page(7) as any Sendable])

    try #require(outcome.results.count == 1)
    #expect(throws: TransitionError.noRouter(for: "page(7)")) { try outcome.results[0].get() }
    #expect(window.snapshot == before)
    #expect([childIDs(shop.children), childIDs(shop.catalog.children)] == childrenBefore)
    #expect(made.count == Self.createdBefore[position])
    #expect(made.alive == 0)
    #expect(window.validate() == [])
  }

  @Test(arguments: 0...4)
  func refusedRouteUndoesTheWholeDeepLinkWithItsError(position: Int) throws {
    let made = Made()
    let shop = try ShopCoordinator(made: made)
    let window = try shownWindow(shop)
    let before = window.snapshot
    let childrenBefore = [childIDs(shop.children), childIDs(shop.catalog.children)]
    let refused: [any Sendable] = [
      ShopRoute.ghost, CatalogRoute.ghost, CatalogRoute.ghost, CheckoutRoute.ghost, CheckoutRoute.ghost,
    ]
    let expected: [TransitionError] = [
      .notATab("Ghost", tabBar: "Shop"),
      .notInStack("Ghost", navigation: "Catalog"),
      .notInStack("Ghost", navigation: "Catalog"),
      .notInStack("Ghost", navigation: "Checkout"),
      .notInStack("Ghost", navigation: "Checkout"),
    ]

    let outcome =
      position == 0
      ? deepLink(on: shop, .ghost, [])
      : deepLink(on: shop, .catalog, Array(shopRest.prefix(position - 1)) + [refused[position]])

    try #require(outcome.results.count == 1)
    #expect(throws: expected[position]) { try outcome.results[0].get() }
    #expect(window.snapshot == before)
    #expect([childIDs(shop.children), childIDs(shop.catalog.children)] == childrenBefore)
    #expect(made.count == Self.createdBefore[position])
    #expect(made.alive == 0)
    #expect(window.validate() == [])
  }

  // MARK: Time

  @Test func stepsAnimateOneAfterAnother() throws {
    let shop = try ShopCoordinator(made: Made())
    let window = try shownWindow(shop)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock

    // The tab selection has no animation; the push takes 350 ms (21 frames),
    // the presentation 400 ms (24 frames), the last push 21 frames.
    let outcome = deepLink(on: shop, .catalog, shopRest)

    #expect(outcome.results.isEmpty)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Shop" (selected 0) · visible
           ├─ tab 0 *: NavigationController "Catalog" · visible
           │  ├─ [0]: ViewController "Shelf" · disappearing
           │  └─ [1]: ViewController "Item 1" · visible · appearing
           └─ tab 1: ViewController "Account"
        """)

    clock.advance(frames: 20)
    #expect(shop.rootViewController.presentedViewController == nil)
    clock.advance(frames: 1)
    #expect(outcome.results.isEmpty)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Shop" (selected 0) · visible
           ├─ tab 0 *: NavigationController "Catalog" · visible
           │  ├─ [0]: ViewController "Shelf"
           │  └─ [1]: ViewController "Item 1" · visible
           ├─ tab 1: ViewController "Account"
           └─ presented (automatic): NavigationController "Checkout" · visible · appearing
              └─ [0]: ViewController "Cart" · visible · appearing
        """)

    clock.advance(frames: 23)
    #expect(shop.rootViewController.presentedViewController?.children.count == 1)
    clock.advance(frames: 1)
    #expect(outcome.results.isEmpty)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Shop" (selected 0) · visible
           ├─ tab 0 *: NavigationController "Catalog" · visible
           │  ├─ [0]: ViewController "Shelf"
           │  └─ [1]: ViewController "Item 1" · visible
           ├─ tab 1: ViewController "Account"
           └─ presented (automatic): NavigationController "Checkout" · visible
              ├─ [0]: ViewController "Cart" · disappearing
              └─ [1]: ViewController "Payment" · visible · appearing
        """)

    clock.advance(frames: 20)
    #expect(outcome.results.isEmpty)
    clock.advance(frames: 1)
    try #require(outcome.results.count == 1)
    try outcome.results[0].get()
    #expect(clock.frameCount == 66)
    #expect("\(window.snapshot)" == shopAfterDeepLink)
    #expect(!clock.hasRunningAnimations)
    #expect(!window.isTransitioning)
    #expect(window.validate() == [])
  }

  @Test func undoAfterAnimatedStepsIsImmediate() throws {
    let made = Made()
    let shop = try ShopCoordinator(made: made)
    let window = try shownWindow(shop)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let before = window.snapshot

    let outcome = deepLink(
      on: shop, .catalog, [CatalogRoute.item(1), CatalogRoute.checkout, CheckoutRoute.ghost])
    clock.advance(frames: 21)  // the push ends, the presentation starts
    #expect(outcome.results.isEmpty)
    clock.advance(frames: 23)
    #expect(outcome.results.isEmpty)
    clock.advance(frames: 1)  // the presentation ends, the last route is refused

    try #require(outcome.results.count == 1)
    #expect(throws: TransitionError.notInStack("Ghost", navigation: "Checkout")) { try outcome.results[0].get() }
    #expect(clock.frameCount == 45)
    #expect(window.snapshot == before)
    #expect(!clock.hasRunningAnimations)
    #expect(!window.isTransitioning)
    #expect(shop.catalog.children.isEmpty)
    #expect(made.alive == 0)
    #expect(window.validate() == [])
  }

  // MARK: Deep links as transitions

  @Test func deepLinkTransitionReturnedFromPrepareTransitionRunsTheWholeDeepLink() throws {
    let shop = try ShopCoordinator(made: Made())
    let window = try shownWindow(shop)
    var results: [Result<Void, TransitionError>] = []

    shop.trigger(.shortcut) { results.append($0) }

    try #require(results.count == 1)
    try results[0].get()
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Shop" (selected 0) · visible
           ├─ tab 0 *: NavigationController "Catalog" · visible
           │  └─ [0]: ViewController "Shelf" · visible
           ├─ tab 1: ViewController "Account"
           └─ presented (automatic): NavigationController "Checkout" · visible
              ├─ [0]: ViewController "Cart"
              └─ [1]: ViewController "Payment" · visible
        """)
    #expect(childIDs(shop.children) == childIDs([shop.catalog]))
    #expect(shop.catalog.children.count == 1)
    #expect(shop.catalog.children.first is CheckoutCoordinator)
    #expect(window.validate() == [])
  }

  @Test func deepLinkOfTwoHundredRoutesCompletesSynchronously() throws {
    let desk = DeskCoordinator(name: "Desk")
    let window = try shownWindow(desk)
    var results: [Result<Void, TransitionError>] = []
    let rest: [any Sendable] = (1..<200).map { DeskRoute.card($0) }

    desk.performTransition(desk.deepLinkTransition(.card(0), rest)) { results.append($0) }

    try #require(results.count == 1)
    try results[0].get()
    #expect(
      desk.rootViewController.viewControllers.map(\.title) == ["Desk blotter"] + (0..<200).map { "Card \($0)" })
    #expect(desk.rootViewController.topViewController?.appearanceState == .appeared)
    #expect(window.validate() == [])
  }
}
