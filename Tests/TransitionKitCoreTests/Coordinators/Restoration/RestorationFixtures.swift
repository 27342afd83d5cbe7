import Testing

@testable import TransitionKitCore

// A small shop app whose routes are restorable: a window shows a welcome
// screen, a sign-in screen, or the store (two tabs: a catalog stack that
// presents a details coordinator, and a cart stack).

/// What the fresh app refuses, to make saved steps fail on restoration.
@MainActor
final class ShopRules {
  /// Items the catalog refuses to push.
  var refusedItems: Set<Int> = []
  /// Pages the details coordinator refuses to push.
  var refusedPages: Set<Int> = []
}

enum KioskRoute: RestorableRoute {
  case welcome, signIn, store
  case storeVia(Int)

  static var restorationName: String { "shop" }

  var restorationTag: String? {
    switch self {
    case .welcome: "welcome"
    case .signIn: "signIn"
    case .store: "store"
    case .storeVia: "storeVia"
    }
  }

  var restorationPayload: RestorationPayload {
    if case .storeVia(let item) = self { ["item": .int(item)] } else { .null }
  }

  init(restorationTag tag: String, payload: RestorationPayload) throws(RestorationRouteError) {
    switch tag {
    case "storeVia": self = .storeVia(try payload.int("item", tag: tag))
    case "welcome": self = .welcome
    case "signIn": self = .signIn
    case "store": self = .store
    default: throw .unknownTag(tag)
    }
  }
}

/// The tags a "newer app" removed from its route tables: the routes'
/// initializers no longer know them (task-local, so parallel tests do not mix).
enum RemovedTags {
  @TaskLocal static var current: Set<String> = []
}

/// Catalog routes. Version 2 saves an item as `{"id": 7}`; version 1 saved
/// it as `{"number": "7"}`.
enum ShelfRoute: RestorableRoute {
  case item(Int)
  case details
  case promo
  case back
  case refused
  case pair(Int, Int)

  static var restorationName: String { "catalog" }
  static var restorationVersion: Int { 2 }

  var restorationTag: String? {
    switch self {
    case .item: "item"
    case .details: "details"
    case .promo: nil
    case .back: "back"
    case .refused: "refused"
    case .pair: "pair"
    }
  }

  var restorationPayload: RestorationPayload {
    switch self {
    case .item(let id): ["id": .int(id)]
    case .pair(let first, let second): ["first": .int(first), "second": .int(second)]
    default: .null
    }
  }

  init(restorationTag tag: String, payload: RestorationPayload) throws(RestorationRouteError) {
    if RemovedTags.current.contains(tag) { throw .unknownTag(tag) }
    switch tag {
    case "item": self = .item(try payload.int("id", tag: tag))
    case "details": self = .details
    case "back": self = .back
    case "refused": self = .refused
    case "pair": self = .pair(try payload.int("first", tag: tag), try payload.int("second", tag: tag))
    default: throw .unknownTag(tag)
    }
  }

  static func migrate(
    tag: String, payload: RestorationPayload, fromVersion version: Int
  ) throws(RestorationRouteError) -> RestorationPayload {
    guard tag == "item" else { return payload }
    guard version == 1 else {
      throw .migrationFailed(tag: tag, fromVersion: version, reason: "no migration from version \(version)")
    }
    guard let id = Int(try payload.string("number", tag: tag)) else {
      throw .migrationFailed(tag: tag, fromVersion: version, reason: "the number is not an integer")
    }
    return ["id": .int(id)]
  }
}

enum DetailsRoute: RestorableRoute {
  case page(Int)
  case close

  static var restorationName: String { "details" }

  var restorationTag: String? {
    switch self {
    case .page: "page"
    case .close: nil
    }
  }

  var restorationPayload: RestorationPayload {
    if case .page(let number) = self { ["number": .int(number)] } else { .null }
  }

  init(restorationTag tag: String, payload: RestorationPayload) throws(RestorationRouteError) {
    guard tag == "page", !RemovedTags.current.contains(tag) else { throw .unknownTag(tag) }
    self = .page(try payload.int("number", tag: tag))
  }
}

/// Cart routes are not restorable: they are never saved.
enum CartRoute: Sendable { case line(Int) }

/// Store routes select a tab; they are not restorable.
enum StoreRoute: Sendable { case catalog, cart }

@MainActor
final class ShopApp: WindowCoordinator<KioskRoute> {
  let rules: ShopRules

  init(window: Window, rules: ShopRules = ShopRules()) {
    self.rules = rules
    super.init(window: window, initialRoute: .welcome)
  }

  override func prepareTransition(for route: KioskRoute) -> WindowTransition {
    switch route {
    case .welcome: .setRoot(ViewController(title: "Welcome"))
    case .signIn: .setRoot(ViewController(title: "Sign In"))
    case .store: .setRoot(StoreCoordinator(rules: rules))
    case .storeVia(let item): deepLinkTransition(.store, [StoreRoute.catalog, ShelfRoute.item(item)])
    }
  }

  var store: StoreCoordinator? { children(of: StoreCoordinator.self).first }
}

@MainActor
final class StoreCoordinator: TabBarCoordinator<StoreRoute> {
  let catalog: ShelfCoordinator
  let cart: CartCoordinator

  init(rules: ShopRules) {
    catalog = ShelfCoordinator(rules: rules)
    cart = CartCoordinator()
    super.init(rootViewController: TabBarController(title: "Store"), initialTabs: [catalog, cart])
  }

  override func prepareTransition(for route: StoreRoute) -> TabBarTransition {
    switch route {
    case .catalog: .select(catalog)
    case .cart: .select(cart)
    }
  }
}

@MainActor
class ShelfCoordinator: NavigationCoordinator<ShelfRoute> {
  let rules: ShopRules

  init(rules: ShopRules) {
    self.rules = rules
    super.init(rootViewController: NavigationController(title: "Catalog"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Shelf")]), with: TransitionOptions(animated: false))
  }

  override func prepareTransition(for route: ShelfRoute) -> Transition<NavigationController> {
    switch route {
    case .item(let id):
      rules.refusedItems.contains(id)
        ? .pop(to: ViewController(title: "Gone")) : .push(ViewController(title: "Item \(id)"))
    case .details: .present(DetailsCoordinator(rules: rules))
    case .promo: .push(ViewController(title: "Promo"))
    case .back: .pop()
    case .refused: .pop(to: ViewController(title: "Nowhere"))
    case .pair(let first, let second):
      .multiple(.push(ViewController(title: "Item \(first)")), .push(ViewController(title: "Item \(second)")))
    }
  }

  var details: DetailsCoordinator? { children(of: DetailsCoordinator.self).first }
}

@MainActor
final class DetailsCoordinator: NavigationCoordinator<DetailsRoute> {
  let rules: ShopRules

  init(rules: ShopRules) {
    self.rules = rules
    super.init(rootViewController: NavigationController(title: "Details"), initialRoute: .page(0))
  }

  override func prepareTransition(for route: DetailsRoute) -> Transition<NavigationController> {
    switch route {
    case .page(let number):
      rules.refusedPages.contains(number)
        ? .pop(to: ViewController(title: "Gone")) : .push(ViewController(title: "Page \(number)"))
    case .close: .dismiss()
    }
  }
}

@MainActor
final class CartCoordinator: NavigationCoordinator<CartRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Cart"), initialRoute: nil)
    performTransition(.set([ViewController(title: "Basket")]), with: TransitionOptions(animated: false))
  }

  override func prepareTransition(for route: CartRoute) -> Transition<NavigationController> {
    switch route {
    case .line(let number): .push(ViewController(title: "Line \(number)"))
    }
  }
}

/// A fresh app in a fresh, visible window.
@MainActor
func freshShop(rules: ShopRules = ShopRules(), name: String = "Shop") -> (window: Window, app: ShopApp) {
  let window = Window(name: name)
  let app = ShopApp(window: window, rules: rules)
  window.makeKeyAndVisible()
  return (window, app)
}

/// Triggers a route and expects it to succeed.
@MainActor
func perform<R: Router>(_ route: R.Route, on router: R, sourceLocation: SourceLocation = #_sourceLocation) {
  var outcome: Result<Void, TransitionError>?
  router.trigger(route, with: TransitionOptions(animated: false)) { outcome = $0 }
  guard case .success = outcome else {
    Issue.record("\(route) did not succeed: \(String(describing: outcome))", sourceLocation: sourceLocation)
    return
  }
}

/// Restores a document and returns the report (the immediate driver ends at once).
@MainActor
func restoreReport(
  _ document: RestorationDocument, into app: ShopApp, options: RestorationOptions = RestorationOptions()
) -> RestorationReport? {
  var report: RestorationReport?
  app.restore(document, options: options) { report = $0 }
  return report
}

/// A document of one window's state.
@MainActor
func document(of app: ShopApp, savedAt: Double = 1_000) -> RestorationDocument {
  RestorationDocument(appBuild: "1.0 (1)", savedAt: savedAt, windows: [app.restorationState()])
}
