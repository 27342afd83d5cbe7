import Testing
import TransitionKitTesting

@testable import TransitionKitCore

private let store = CoordinatorPath([.init(name: "StoreCoordinator")])
private let catalog = CoordinatorPath([.init(name: "StoreCoordinator"), .init(name: "ShelfCoordinator")])
private let details = CoordinatorPath([
  .init(name: "StoreCoordinator"), .init(name: "ShelfCoordinator"), .init(name: "DetailsCoordinator"),
])

/// The step of a route on a coordinator, as a saved state lists it.
private func step(
  _ path: CoordinatorPath, _ type: String, _ tag: String, version: Int = 1, _ payload: RestorationPayload = .null,
  dependsOn: Int? = nil
) -> RestorationStep {
  RestorationStep(
    coordinator: path, routeType: type, tag: tag, version: version, payload: payload, dependsOn: dependsOn)
}

private let storeStep = step(.root, "shop", "store")

private func item(_ id: Int, dependsOn: Int? = 0) -> RestorationStep {
  step(catalog, "catalog", "item", version: 2, ["id": .int(id)], dependsOn: dependsOn)
}

@Suite @MainActor struct RestorationStandingStepsTests {
  @Test func aFreshAppHasNothingToSave() {
    let (window, app) = freshShop()
    let state = app.restorationState()
    #expect(state.steps.isEmpty)
    #expect(state.window == "Shop")
    #expect(state.fingerprint == window.snapshot)
  }

  @Test func onlyTheStepsWhoseEffectsStillStandAreKept() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let catalogCoordinator = try #require(app.store?.catalog)
    perform(.item(1), on: catalogCoordinator)
    perform(.item(2), on: catalogCoordinator)
    perform(.back, on: catalogCoordinator)
    perform(.back, on: catalogCoordinator)
    perform(.item(3), on: catalogCoordinator)
    #expect(app.restorationState().steps == [storeStep, item(3)])
  }

  @Test func aReplacedRootTakesItsStepsAlong() throws {
    let (_, app) = freshShop()
    perform(.signIn, on: app)
    perform(.store, on: app)
    perform(.item(1), on: try #require(app.store?.catalog))
    perform(.signIn, on: app)
    #expect(app.restorationState().steps == [step(.root, "shop", "signIn")])
  }

  @Test func userGesturesCountAsWhatTheyLeft() async throws {
    let test = TestWindow(name: "Shop") { window in ShopApp(window: window) }
    perform(.store, on: test.root)
    let catalogCoordinator = try #require(test.root.store?.catalog)
    perform(.item(1), on: catalogCoordinator)
    perform(.item(2), on: catalogCoordinator)
    perform(.details, on: catalogCoordinator)
    try test.pullDownSheet()
    test.clock.runUntilIdle()
    try test.tapBackButton()
    test.clock.runUntilIdle()
    #expect(test.root.restorationState().steps == [storeStep, item(1)])
  }

  @Test func routesThatOptOutAreNeverSaved() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let catalogCoordinator = try #require(app.store?.catalog)
    perform(.promo, on: catalogCoordinator)
    perform(.item(4), on: catalogCoordinator)
    perform(.line(1), on: try #require(app.store?.cart))
    #expect(app.restorationState().steps == [storeStep, item(4)])
  }

  @Test func initialRoutesAreNotSavedForCreatingTheCoordinatorPerformsThemAgain() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let catalogCoordinator = try #require(app.store?.catalog)
    perform(.details, on: catalogCoordinator)
    perform(.page(1), on: try #require(catalogCoordinator.details))
    #expect(
      app.restorationState().steps == [
        storeStep, step(catalog, "catalog", "details", version: 2, dependsOn: 0),
        step(details, "details", "page", ["number": 1], dependsOn: 1),
      ])
  }

  @Test func aDeepLinkIsSavedAsTheRoutesItRan() {
    let (_, app) = freshShop()
    var outcome: Result<Void, TransitionError>?
    app.deepLink(
      .store, StoreRoute.catalog, ShelfRoute.item(4), ShelfRoute.details, DetailsRoute.page(2),
      with: TransitionOptions(animated: false)
    ) { outcome = $0 }
    #expect(outcome?.isSuccess == true)
    #expect(
      app.restorationState().steps == [
        storeStep, item(4), step(catalog, "catalog", "details", version: 2, dependsOn: 0),
        step(details, "details", "page", ["number": 2], dependsOn: 2),
      ])
  }

  @Test func aRouteMadeOfRestorableRoutesIsSavedAsThoseRoutes() {
    let (_, app) = freshShop()
    perform(.storeVia(5), on: app)
    #expect(app.restorationState().steps == [storeStep, item(5)])
  }

  /// What a route made of others notes (that a route inside it was saved)
  /// does not keep the next route unsaved.
  @Test func aRouteAfterOneMadeOfRestorableRoutesIsSaved() throws {
    let (_, app) = freshShop()
    perform(.storeVia(5), on: app)
    perform(.item(6), on: try #require(app.store?.catalog))
    #expect(app.restorationState().steps == [storeStep, item(5), item(6)])
  }

  @Test func anUndoneSequenceLeavesNoStep() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let catalogCoordinator = try #require(app.store?.catalog)
    var outcome: Result<Void, TransitionError>?
    catalogCoordinator.deepLink(
      .details, DetailsRoute.page(1), ShelfRoute.refused, with: TransitionOptions(animated: false)
    ) { outcome = $0 }
    #expect(outcome?.isSuccess == false)
    #expect(app.restorationState().steps == [storeStep])
  }

  @Test func aStepMadeOfSeveralControllersStandsWhileOneDoesAndNamesTheOnesClosed() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let catalogCoordinator = try #require(app.store?.catalog)
    perform(.pair(1, 2), on: catalogCoordinator)
    let pair = step(catalog, "catalog", "pair", version: 2, ["first": 1, "second": 2], dependsOn: 0)
    #expect(app.restorationState().steps == [storeStep, pair])

    // The user pops the second screen: the step stands, with it closed.
    perform(.back, on: catalogCoordinator)
    var partly = pair
    partly.closed = [1]
    #expect(app.restorationState().steps == [storeStep, partly])

    // A later push on top keeps both, in order.
    perform(.item(3), on: catalogCoordinator)
    #expect(app.restorationState().steps == [storeStep, partly, item(3)])

    // Once neither screen stands, the step is gone.
    perform(.back, on: catalogCoordinator)
    perform(.back, on: catalogCoordinator)
    #expect(app.restorationState().steps == [storeStep])
  }

  @Test func aPartlyClosedStepComesBackAsWhatTheUserSaw() throws {
    let (window, app) = freshShop()
    perform(.store, on: app)
    let catalogCoordinator = try #require(app.store?.catalog)
    perform(.pair(1, 2), on: catalogCoordinator)
    perform(.back, on: catalogCoordinator)
    perform(.item(3), on: catalogCoordinator)
    let saved = document(of: app)

    let (restoredWindow, restoredApp) = freshShop()
    let report = try #require(restoreReport(saved, into: restoredApp))
    #expect(report.outcome == .restored)
    #expect(report.difference.isEmpty)
    #expect(restoredWindow.snapshot == window.snapshot)
    let stack = try #require(restoredApp.store?.catalog.rootViewController)
    #expect(stack.viewControllers.map(\.title) == ["Shelf", "Item 1", "Item 3"])
  }

  @Test func coordinatorsAreAddressedByTheirRestorationIdentifiers() throws {
    let window = Window(name: "Shop")
    let app = try LabelledShop(window: window)
    window.makeKeyAndVisible()
    perform(.item(1), on: app.second)
    perform(.item(2), on: app.first)
    let named = CoordinatorPath([.init(name: "shelf")])
    let second = CoordinatorPath([.init(name: "shelf", index: 1)])
    #expect(
      app.restorationState().steps == [
        step(second, "catalog", "item", version: 2, ["id": 1]),
        step(named, "catalog", "item", version: 2, ["id": 2]),
      ])
    #expect(named.description == "shelf")
    #expect(second.description == "shelf#1")

    // A fresh app whose coordinators have other type names but the same
    // identifiers takes the document.
    let freshWindow = Window(name: "Shop")
    let fresh = try LabelledShop(window: freshWindow, renamed: true)
    freshWindow.makeKeyAndVisible()
    var report: RestorationReport?
    fresh.restore(RestorationDocument(appBuild: "1", savedAt: 0, windows: [app.restorationState()])) { report = $0 }
    #expect(report?.outcome == .restored)
    #expect(fresh.first.rootViewController.viewControllers.map(\.title) == ["Shelf", "Item 2"])
    #expect(fresh.second.rootViewController.viewControllers.map(\.title) == ["Shelf", "Item 1"])
  }

  @Test func aStateSavedFromACoordinatorIsAddressedFromIt() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let storeCoordinator = try #require(app.store)
    perform(.item(1), on: storeCoordinator.catalog)
    let state = storeCoordinator.restorationState()
    #expect(
      state.steps == [
        step(CoordinatorPath([.init(name: "ShelfCoordinator")]), "catalog", "item", version: 2, ["id": 1])
      ])
  }
}

/// A shelf coordinator that names itself in saved navigation.
@MainActor
private final class LabelledShelf: ShelfCoordinator, RestorationIdentifiable {
  var restorationIdentifier: String { "shelf" }
}

/// The same shelf under another type name.
@MainActor
private final class RenamedShelf: ShelfCoordinator, RestorationIdentifiable {
  var restorationIdentifier: String { "shelf" }
}

/// Two shelves side by side in a split view, each named `shelf`.
@MainActor
private final class LabelledShop: SplitCoordinator<Never> {
  let first: ShelfCoordinator
  let second: ShelfCoordinator

  init(window: Window, renamed: Bool = false) throws {
    let make: () -> ShelfCoordinator = {
      renamed ? RenamedShelf(rules: ShopRules()) : LabelledShelf(rules: ShopRules())
    }
    first = make()
    second = make()
    try super.init(primary: first, secondary: second)
    try setRoot(for: window)
  }
}
