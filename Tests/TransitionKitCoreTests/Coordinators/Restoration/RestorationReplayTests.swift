import Testing
import TransitionKitTesting

@testable import TransitionKitCore

/// An app that went to the store, pushed items 1 and 2, and opened page 3
/// of the details: five standing steps.
@MainActor
private func savedSession() throws -> (app: ShopApp, window: Window, document: RestorationDocument) {
  let (window, app) = freshShop()
  perform(.store, on: app)
  let shelf = try #require(app.store?.catalog)
  perform(.item(1), on: shelf)
  perform(.item(2), on: shelf)
  perform(.details, on: shelf)
  perform(.page(3), on: try #require(shelf.details))
  return (app, window, document(of: app))
}

/// The snapshot of a fresh app after some steps, for comparing.
@MainActor
private func expectedSnapshot(items: [Int], details pages: [Int]?) throws -> HierarchySnapshot {
  let (window, app) = freshShop()
  perform(.store, on: app)
  let shelf = try #require(app.store?.catalog)
  for id in items { perform(.item(id), on: shelf) }
  if let pages {
    perform(.details, on: shelf)
    for page in pages { perform(.page(page), on: try #require(shelf.details)) }
  }
  return window.snapshot
}

private func statuses(_ report: RestorationReport?) -> [RestorationStepStatus] {
  report?.steps.map(\.status) ?? []
}

@Suite @MainActor struct RestorationReplayTests {
  @Test func aSavedSessionIsRestoredIntoAFreshApp() throws {
    let saved = try savedSession()
    let (window, app) = freshShop()
    let report = try #require(restoreReport(saved.document, into: app))
    #expect(window.snapshot == saved.window.snapshot)
    #expect(report.outcome == .restored)
    #expect(report.appliedSteps == [0, 1, 2, 3, 4])
    #expect(report.difference.isEmpty)
    #expect(report.policy == "stopAtFirstFailure")
    // The coordinators ran: the restored tree has its coordinators, and they take routes.
    let shelf = try #require(app.store?.catalog)
    #expect(shelf.details != nil)
    perform(.item(9), on: shelf)
  }

  @Test func aRestoredAppSavesTheSameState() throws {
    let saved = try savedSession()
    let (_, app) = freshShop()
    _ = restoreReport(saved.document, into: app)
    #expect(app.restorationState() == saved.document.windows[0])
  }

  @Test func aRendererSeesTheReplayAsARestoration() throws {
    let saved = try savedSession()
    let (window, app) = freshShop()
    let replica = MountReplica()
    var transactions: [MountTransaction] = []
    let observation = window.observeMounts { transaction in
      transactions.append(transaction)
      replica.apply(transaction)
    }
    let attached = transactions.count
    let report = try #require(restoreReport(saved.document, into: app))
    #expect(report.outcome == .restored)
    let replayed = transactions.dropFirst(attached)
    #expect(!replayed.isEmpty)
    // Every change the replay began is a restoration's, labelled with its transition.
    #expect(!replayed.contains { if case .change = $0.cause { true } else { false } })
    let restorations = replayed.filter { if case .restoration = $0.cause { true } else { false } }
    #expect(!restorations.isEmpty)
    #expect(restorations.allSatisfy { $0.transition != nil && $0.animation == nil })
    #expect(replica.snapshot == window.snapshot.structure)
    // After the restoration, a change is the app's again.
    perform(.item(9), on: try #require(app.store?.catalog))
    #expect(
      transactions.last { if case .ended = $0.cause { false } else { true } }.map {
        if case .change = $0.cause { true } else { false }
      } == true)
    withExtendedLifetime(observation) {}
  }

  @Test func theReplayIsNotAnimated() throws {
    let saved = try savedSession()
    let window = Window(name: "Shop")
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let app = ShopApp(window: window)
    window.makeKeyAndVisible()
    // The report arrives before the clock moves at all.
    let report = try #require(restoreReport(saved.document, into: app))
    #expect(report.outcome == .restored)
    #expect(clock.elapsed == .zero)
    #expect(window.snapshot == saved.window.snapshot)
  }

  @Test func onlyWhatEndsUpVisibleAppearsAndWhatWentAwayDisappears() throws {
    let saved = try savedSession()
    let (window, app) = freshShop()
    let log = EventLog(window: window)
    _ = restoreReport(saved.document, into: app)
    let appeared = log.events.compactMap { event -> String? in
      if case .lifecycle(let controller, .viewWillAppear, let animated) = event {
        #expect(!animated)
        return controller
      }
      return nil
    }
    let disappeared = log.events.compactMap { event -> String? in
      if case .lifecycle(let controller, .viewDidDisappear, _) = event { return controller }
      return nil
    }
    #expect(Set(appeared) == Set(saved.window.snapshot.visibleTitles))
    #expect(!appeared.contains("Shelf") && !appeared.contains("Item 1") && !appeared.contains("Page 0"))
    #expect(disappeared == ["Welcome"])
    #expect(window.validate().isEmpty)
  }

  @Test func eachControllerIsCalledBackOncePerCallbackAtMost() throws {
    let saved = try savedSession()
    let (window, app) = freshShop()
    let log = EventLog(window: window)
    _ = restoreReport(saved.document, into: app)
    var counts: [String: Int] = [:]
    for event in log.events {
      if case .lifecycle(let name, let callback, _) = event { counts["\(name) \(callback)", default: 0] += 1 }
    }
    #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts)")
    #expect(counts["Welcome viewDidDisappear"] == 1)
    #expect(counts["Page 3 viewDidAppear"] == 1)
    #expect(counts.keys.filter { $0.hasSuffix("viewDidAppear") }.count == saved.window.snapshot.visibleTitles.count)
  }

  @Test func theReportGoesToTheEventLog() throws {
    let saved = try savedSession()
    let (window, app) = freshShop()
    let log = EventLog(window: window, includesLifecycle: false)
    _ = restoreReport(saved.document, into: app)
    #expect(
      log.events.last
        == .restored(
          RestorationRecord(
            outcome: "restored",
            applied: [
              "shop.store on (root)", "catalog.item on StoreCoordinator/ShelfCoordinator",
              "catalog.item on StoreCoordinator/ShelfCoordinator",
              "catalog.details on StoreCoordinator/ShelfCoordinator",
              "details.page on StoreCoordinator/ShelfCoordinator/DetailsCoordinator",
            ], dropped: [], matchesFingerprint: true)))
  }

  // MARK: Policies

  @Test func byDefaultTheRestorationStopsAtTheFirstStepThatFails() throws {
    let saved = try savedSession()
    let rules = ShopRules()
    rules.refusedItems = [2]
    let (window, app) = freshShop(rules: rules)
    let report = try #require(restoreReport(saved.document, into: app))
    #expect(report.outcome == .partiallyRestored)
    #expect(
      statuses(report) == [
        .applied, .applied, .dropped(.transitionRefused(.notInStack("Gone", navigation: "Catalog"))),
        .dropped(.notAttempted), .dropped(.notAttempted),
      ])
    #expect(window.snapshot == (try expectedSnapshot(items: [1], details: nil)))
    #expect(!report.difference.isEmpty)
    #expect(report.difference.missing.contains { $0.contains("Item 2") })
  }

  @Test func skippingDropsTheFailedStepAndWhatDependsOnIt() throws {
    var saved = try savedSession().document
    saved.windows[0].steps[3].tag = "vanished"
    let (window, app) = freshShop()
    let report = try #require(
      restoreReport(saved, into: app, options: RestorationOptions(policy: .skipFailedAndDependents)))
    #expect(
      statuses(report) == [
        .applied, .applied, .applied, .dropped(.unknownTag("vanished")), .dropped(.dependsOnDroppedStep(3)),
      ])
    #expect(report.outcome == .partiallyRestored)
    #expect(window.snapshot == (try expectedSnapshot(items: [1, 2], details: nil)))
  }

  @Test func skippingKeepsTheStepsThatDoNotDependOnTheFailedOne() throws {
    let saved = try savedSession().document
    let rules = ShopRules()
    rules.refusedItems = [1]
    let (window, app) = freshShop(rules: rules)
    let report = try #require(
      restoreReport(saved, into: app, options: RestorationOptions(policy: .skipFailedAndDependents)))
    #expect(
      statuses(report) == [
        .applied, .dropped(.transitionRefused(.notInStack("Gone", navigation: "Catalog"))), .applied, .applied,
        .applied,
      ])
    #expect(window.snapshot == (try expectedSnapshot(items: [2], details: [3])))
  }

  @Test func discardingAllLeavesTheWindowAsItWas() throws {
    let saved = try savedSession().document
    let rules = ShopRules()
    rules.refusedPages = [3]
    let (window, app) = freshShop(rules: rules)
    let before = window.snapshot
    let report = try #require(restoreReport(saved, into: app, options: RestorationOptions(policy: .discardAll)))
    #expect(report.outcome == .discarded)
    #expect(
      statuses(report) == [
        .dropped(.discarded), .dropped(.discarded), .dropped(.discarded), .dropped(.discarded),
        .dropped(.transitionRefused(.notInStack("Gone", navigation: "Details"))),
      ])
    #expect(window.snapshot == before)
    #expect(app.children.isEmpty)
    #expect(window.validate().isEmpty)
  }

  @Test func fallingBackUndoesEverythingThenTriggersTheFallbackRoute() throws {
    let saved = try savedSession().document
    let rules = ShopRules()
    rules.refusedPages = [3]
    let (window, app) = freshShop(rules: rules)
    let report = try #require(
      restoreReport(saved, into: app, options: RestorationOptions(policy: .fallBack(to: KioskRoute.store))))
    #expect(report.outcome == .fellBack(error: nil))
    #expect(report.policy == "fallBack(store)")
    #expect(report.appliedSteps.isEmpty)
    #expect(window.snapshot == (try expectedSnapshot(items: [], details: nil)))
    #expect(app.store != nil)
  }

  @Test func aFallbackRouteTheRootDoesNotTakeLeavesTheWindowAsItWas() throws {
    let saved = try savedSession().document
    let rules = ShopRules()
    rules.refusedItems = [1]
    let (window, app) = freshShop(rules: rules)
    let before = window.snapshot
    let report = try #require(
      restoreReport(saved, into: app, options: RestorationOptions(policy: .fallBack(to: ShelfRoute.item(1)))))
    #expect(report.outcome == .fellBack(error: .noRouter(for: "item(1)")))
    #expect(window.snapshot == before)
  }

  @Test func aStepWithNothingToApplyAfterTheFailureIsNotAttempted() throws {
    var saved = try savedSession().document
    saved.windows[0].steps[0].tag = "gone"
    let (window, app) = freshShop()
    let before = window.snapshot
    let report = try #require(restoreReport(saved, into: app))
    #expect(report.outcome == .discarded)
    #expect(statuses(report).first == .dropped(.unknownTag("gone")))
    #expect(report.appliedSteps.isEmpty)
    #expect(window.snapshot == before)
  }

  // MARK: Reasons

  @Test(arguments: [
    ("undecodable payload", RestorationDropReason.undecodablePayload("string(\"one\") is not an integer")),
    ("migration failed", .migrationFailed("no migration from version 0")),
    ("unknown coordinator", .containerMismatch("no coordinator at StoreCoordinator/Gone")),
    ("other rank", .containerMismatch("no coordinator at StoreCoordinator/ShelfCoordinator#1")),
    ("other route type", .containerMismatch("ShelfCoordinator takes catalog routes, not details")),
    ("routes not restorable", .containerMismatch("the routes of CartCoordinator are not restorable")),
  ])
  func aStepThatNoLongerAppliesIsReportedWithItsReason(_ breakage: String, reason: RestorationDropReason) throws {
    var saved = try savedSession().document
    switch breakage {
    case "undecodable payload": saved.windows[0].steps[1].payload = ["id": "one"]
    case "migration failed": saved.windows[0].steps[1].version = 0
    case "unknown coordinator": saved.windows[0].steps[1].coordinator.components[1].name = "Gone"
    case "other rank": saved.windows[0].steps[1].coordinator.components[1].index = 1
    case "other route type": saved.windows[0].steps[1].routeType = "details"
    default: saved.windows[0].steps[1].coordinator.components[1].name = "CartCoordinator"
    }
    let (window, app) = freshShop()
    let report = try #require(restoreReport(saved, into: app))
    #expect(
      statuses(report) == [
        .applied, .dropped(reason), .dropped(.notAttempted), .dropped(.notAttempted), .dropped(.notAttempted),
      ])
    #expect(window.snapshot == (try expectedSnapshot(items: [], details: nil)))
  }

  @Test func aRefusedTransitionCarriesItsError() throws {
    let saved = try savedSession().document
    let rules = ShopRules()
    rules.refusedPages = [3]
    let (window, app) = freshShop(rules: rules)
    let report = try #require(restoreReport(saved, into: app))
    #expect(statuses(report).last == .dropped(.transitionRefused(.notInStack("Gone", navigation: "Details"))))
    #expect(window.snapshot == (try expectedSnapshot(items: [1, 2], details: [])))
  }

  // MARK: Gates

  @Test func aDocumentOlderThanTheMaximumAgeIsRefusedAndNothingChanges() throws {
    let saved = try savedSession().document
    let (window, app) = freshShop()
    let log = EventLog(window: window)
    let before = window.snapshot
    let report = try #require(
      restoreReport(saved, into: app, options: RestorationOptions(maximumAge: 60, now: saved.savedAt + 61)))
    #expect(report.outcome == .refused(.tooOld(age: 61, maximumAge: 60)))
    #expect(statuses(report) == Array(repeating: .dropped(.refused), count: 5))
    #expect(window.snapshot == before)
    #expect(app.children.isEmpty)
    #expect(log.events.count == 1)
    if case .restored(let record)? = log.events.first {
      #expect(record.outcome == "refused: saved 61.0 s ago, more than the 60.0 s allowed")
      #expect(record.applied.isEmpty && record.dropped.count == 5)
    } else {
      Issue.record("no restoration event")
    }
  }

  @Test func aDocumentWithinTheMaximumAgeIsRestored() throws {
    let saved = try savedSession().document
    let (_, app) = freshShop()
    let report = restoreReport(saved, into: app, options: RestorationOptions(maximumAge: 60, now: saved.savedAt + 60))
    #expect(report?.outcome == .restored)
  }

  @Test func aDocumentWhoseDateMakesNoSenseIsTooOld() throws {
    var saved = try savedSession().document
    saved.savedAt = .nan
    let (window, app) = freshShop()
    let before = window.snapshot
    let report = restoreReport(saved, into: app, options: RestorationOptions(maximumAge: 60, now: 0))
    guard case .refused(.tooOld)? = report?.outcome else {
      Issue.record("not refused: \(String(describing: report))")
      return
    }
    #expect(window.snapshot == before)
  }

  @Test func theGateCanRefuse() throws {
    let saved = try savedSession().document
    let (window, app) = freshShop()
    let before = window.snapshot
    var seen: RestorationDocument?
    let options = RestorationOptions { document in
      seen = document
      return .refuse("signed out")
    }
    let report = restoreReport(saved, into: app, options: options)
    #expect(report?.outcome == .refused(.refusedByGate("signed out")))
    #expect(seen == saved)
    #expect(window.snapshot == before)
    #expect(report?.difference.isEmpty == false)
  }

  @Test func aNewerFormatIsRefused() throws {
    var saved = try savedSession().document
    saved.formatVersion = RestorationDocument.currentFormatVersion + 1
    let (window, app) = freshShop()
    let before = window.snapshot
    #expect(restoreReport(saved, into: app)?.outcome == .refused(.unsupportedFormat(2)))
    #expect(window.snapshot == before)
  }

  @Test func aDocumentWithoutTheWindowIsRefused() throws {
    var saved = try savedSession().document
    saved.windows[0].window = "Other"
    saved.windows.append(saved.windows[0])
    let (window, app) = freshShop()
    let before = window.snapshot
    let report = restoreReport(saved, into: app)
    #expect(report?.outcome == .refused(.noStateForWindow("Shop")))
    #expect(report?.steps.isEmpty == true)
    #expect(window.snapshot == before)
  }

  @Test func theOnlyStateOfADocumentIsRestoredIntoAWindowOfAnotherName() throws {
    let saved = try savedSession()
    let (window, app) = freshShop(name: "Relaunched")
    #expect(restoreReport(saved.document, into: app)?.outcome == .restored)
    #expect(window.snapshot.root == saved.window.snapshot.root)
  }

  @Test func aCoordinatorRestoresTheStateSavedFromIt() async throws {
    let saved = try savedSession()
    let storeState = try #require(saved.app.store).restorationState()
    let (window, app) = freshShop()
    perform(.store, on: app)
    let store = try #require(app.store)
    let report = await store.restore(RestorationDocument(appBuild: "1", savedAt: 0, windows: [storeState]))
    #expect(report.outcome == .restored)
    #expect(window.snapshot == saved.window.snapshot)
  }

  @Test func theAsynchronousRestoreReturnsTheReport() async throws {
    let saved = try savedSession()
    let (window, app) = freshShop()
    let report = await app.restore(saved.document)
    #expect(report.outcome == .restored)
    #expect(window.snapshot == saved.window.snapshot)
  }
}

@Suite @MainActor struct RestorationRobustnessTests {
  @Test func aDocumentWithNonsenseNumbersIsReportedNotTrapped() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    var saved = document(of: app)
    let first = saved.windows[0].steps[0]
    var wild = first
    wild.coordinator = CoordinatorPath([.init(name: "StoreCoordinator", index: Int.max)])
    wild.dependsOn = Int.min
    var ahead = first
    ahead.dependsOn = Int.max
    ahead.version = Int.max
    var behind = first
    behind.version = Int.min
    saved.windows[0].steps += [wild, ahead, behind]
    let (window, fresh) = freshShop()
    let report = try #require(
      restoreReport(saved, into: fresh, options: RestorationOptions(policy: .skipFailedAndDependents)))
    #expect(
      statuses(report) == [
        .applied,
        .dropped(.containerMismatch("no coordinator at StoreCoordinator#\(Int.max)")),
        .dropped(.migrationFailed("saved by version \(Int.max), newer than this app's 1")),
        .applied,
      ])
    #expect(window.validate().isEmpty)
  }

  @Test func aRestorationWaitsForTheTransitionUnderWay() throws {
    let saved = try savedSession().document
    let test = TestWindow(name: "Shop") { window in ShopApp(window: window) }
    test.root.trigger(.signIn, with: TransitionOptions(animated: true))
    var report: RestorationReport?
    test.root.restore(saved) { report = $0 }
    test.clock.runUntilIdle()
    #expect(report?.outcome == .restored)
    #expect(test.window.validate().isEmpty)
  }

  @Test func anEmptyDocumentRestoresNothingAndChangesNothing() throws {
    let (window, app) = freshShop()
    let before = window.snapshot
    let empty = RestorationDocument(
      appBuild: "", savedAt: 0, windows: [WindowRestorationState(window: "Shop", steps: [], fingerprint: before)])
    let report = try #require(restoreReport(empty, into: app))
    #expect(report.outcome == .restored)
    #expect(report.steps.isEmpty && report.difference.isEmpty)
    #expect(window.snapshot == before)
  }
}

@Suite @MainActor struct RestorationTabSelectionTests {
  @Test func aTabTheUserTappedIsSelectedAgain() throws {
    let test = TestWindow(name: "Shop") { window in ShopApp(window: window) }
    perform(.store, on: test.root)
    perform(.item(3), on: try #require(test.root.store?.catalog))
    _ = try test.tapTab(1)
    test.clock.runUntilIdle()
    #expect(test.window.snapshot.visibleTitles.contains("Basket"))
    let report = expectRestorationRoundTrip(test.root) { window in ShopApp(window: window) }
    #expect(report?.outcome == .restored)
  }

  @Test func aTabBarOfAnotherShapeKeepsItsSelection() throws {
    let (_, app) = freshShop()
    perform(.store, on: app)
    let store = try #require(app.store)
    perform(.cart, on: store)
    var saved = document(of: app)
    // The fingerprint's tab bar has another title: the restored one keeps the tab its coordinator selects.
    saved.windows[0].fingerprint.root?.title = "Old Store"
    let (window, fresh) = freshShop()
    let report = try #require(restoreReport(saved, into: fresh))
    #expect(report.outcome == .restored)
    #expect(window.snapshot.root?.selectedIndex == 0)
    #expect(report.difference.missing.contains { $0.contains("Old Store") })
  }
}
