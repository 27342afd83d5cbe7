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

  @Test func aStepMadeOfSeveralControllersStandsWhileTheyAllDo() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let catalogCoordinator = try #require(app.store?.catalog)
    perform(.pair(1, 2), on: catalogCoordinator)
    #expect(
      app.restorationState().steps == [
        storeStep, step(catalog, "catalog", "pair", version: 2, ["first": 1, "second": 2], dependsOn: 0),
      ])
    perform(.back, on: catalogCoordinator)
    #expect(app.restorationState().steps == [storeStep])
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
