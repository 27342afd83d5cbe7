import Foundation
import Testing
import TransitionKitCore
import TransitionKitTesting

// MARK: - The app under test
//
// A shop: a tab bar with a catalog stack and an account stack, and a cart presented over both.

private enum ShopRoute: Codable, Hashable, Sendable {
  case catalog
  case product(Int)
  case account
  case orders
  case cart
  case closeCart
}

private enum ShopStackRoute: Sendable {
  case first
  case screen(String)
}

/// A navigation coordinator whose first screen is `first`, and which pushes titled screens.
@MainActor
private func shopStack(_ name: String, first: String) -> BasicCoordinator<ShopStackRoute, NavigationController> {
  BasicCoordinator(rootViewController: NavigationController(title: name), initialRoute: .first) { route in
    switch route {
    case .first: .set([ViewController(title: first)])
    case .screen(let title): .push(ViewController(title: title))
    }
  }
}

@MainActor
private final class ShopCoordinator: TabBarCoordinator<ShopRoute> {
  private let catalog = shopStack("Catalog", first: "Products")
  private let account = shopStack("Account", first: "Profile")

  init() throws(TransitionError) {
    try super.init(rootViewController: TabBarController(title: "Shop"), tabs: [catalog, account])
  }

  override func prepareTransition(for route: ShopRoute) -> Transition<TabBarController> {
    switch route {
    case .catalog: .select(catalog)
    case .product(let id): .multiple(.select(catalog), .route(.screen("Product \(id)"), on: catalog))
    case .account: .select(account)
    case .orders: .multiple(.select(account), .route(.screen("Orders"), on: account))
    case .cart: .present(shopStack("Cart", first: "Basket"))
    case .closeCart: .dismiss()
    }
  }
}

/// A user's visit: a product, then the orders, then the cart; every animation run to its end.
@MainActor
private func browseTheShop() throws -> (RecordingRouter<ShopRoute>, TestWindow<RecordingRouter<ShopRoute>>) {
  let shop = RecordingRouter(try ShopCoordinator())
  let app = try TestWindow(root: shop)
  shop.trigger(.product(3))
  shop.trigger(.orders)
  shop.trigger(.cart)
  app.runAll()
  return (shop, app)
}

// MARK: - Tests

@Suite @MainActor struct ReplayTests {
  @Test func aRecordedFlowReplayedOnAFreshTreeGivesTheSameSnapshot() async throws {
    let (shop, app) = try browseTheShop()
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys

    let saved = try encoder.encode(shop.recording)
    let recording = try JSONDecoder().decode(RouteRecording<ShopRoute>.self, from: saved)
    let replayed = try await recording.replayedSnapshot(on: ShopCoordinator())

    #expect(
      String(decoding: saved, as: UTF8.self)
        == #"{"routes":[{"product":{"_0":3}},{"orders":{}},{"cart":{}}]}"#)
    #expect(recording == RouteRecording([.product(3), .orders, .cart]))
    #expect(
      replayed.description == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Shop" (selected 1) · visible
           ├─ tab 0: NavigationController "Catalog"
           │  ├─ [0]: ViewController "Products"
           │  └─ [1]: ViewController "Product 3"
           ├─ tab 1 *: NavigationController "Account" · visible
           │  ├─ [0]: ViewController "Profile"
           │  └─ [1]: ViewController "Orders" · visible
           └─ presented (automatic): NavigationController "Cart" · visible
              └─ [0]: ViewController "Basket" · visible
        """)
    #expect(replayed == app.snapshot)
  }

  @Test func aRouteWhoseTransitionFailsIsLeftOutOfTheRecording() throws {
    let shop = RecordingRouter(try ShopCoordinator())
    let app = try TestWindow(root: shop)
    var failure: TransitionError?

    shop.trigger(.account)
    shop.trigger(.closeCart) { result in
      if case .failure(let error) = result { failure = error }
    }
    shop.trigger(.orders)
    app.runAll()

    #expect(failure == .nothingToDismiss("Shop"))
    #expect(shop.recording.routes == [.account, .orders])
  }

  @Test func clearingForgetsTheRoutesRecordedSoFar() throws {
    let shop = RecordingRouter(try ShopCoordinator())
    let app = try TestWindow(root: shop)

    shop.trigger(.orders)
    app.runAll()
    shop.clear()
    shop.trigger(.product(1))
    app.runAll()

    #expect(shop.recording.routes == [.product(1)])
  }

  @Test func aReplayThatFailsReportsTheErrorOfTheFailingRoute() async {
    let recording = RouteRecording<ShopRoute>([.orders, .closeCart])

    await #expect(throws: TransitionError.nothingToDismiss("Shop")) {
      _ = try await recording.replayedSnapshot(on: ShopCoordinator())
    }
  }

  @Test func aReplayStopsAtTheFirstFailingRoute() async throws {
    let shop = try ShopCoordinator()
    let app = try TestWindow(root: shop)
    let recording = RouteRecording<ShopRoute>([.orders, .closeCart, .product(2)])

    await #expect(throws: TransitionError.nothingToDismiss("Shop")) { try await recording.replay(on: shop) }

    #expect(
      app.snapshot.description == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Shop" (selected 1) · visible
           ├─ tab 0: NavigationController "Catalog"
           │  └─ [0]: ViewController "Products"
           └─ tab 1 *: NavigationController "Account" · visible
              ├─ [0]: ViewController "Profile"
              └─ [1]: ViewController "Orders" · visible
        """)
  }
}
