import Testing
import TransitionKitTesting

@testable import TransitionKitCore

/// One thing a random flow of the shop does.
private enum ShopOperation: CustomStringConvertible {
  case app(KioskRoute)
  case shelf(ShelfRoute)
  case details(DetailsRoute)
  case deepLink(item: Int, page: Int?)
  case failingDeepLink(page: Int)
  case tapBack
  case pullDown
  case tapTab(Int)
  case store(StoreRoute)

  var description: String {
    switch self {
    case .app(let route): "app.\(route)"
    case .shelf(let route): "shelf.\(route)"
    case .details(let route): "details.\(route)"
    case .deepLink(let item, let page): "deepLink(item: \(item), page: \(String(describing: page)))"
    case .failingDeepLink(let page): "failingDeepLink(page: \(page))"
    case .tapBack: "tapBack"
    case .pullDown: "pullDown"
    case .tapTab(let index): "tapTab(\(index))"
    case .store(let route): "store.\(route)"
    }
  }
}

/// Draws a flow of restorable routes, deep links (some failing and undone)
/// and user gestures.
private func flow(seed: UInt64, length: Int) -> [ShopOperation] {
  var random = SeededRandom(seed: seed)
  var operations: [ShopOperation] = [.app(.store)]
  for _ in 0..<length {
    let number = Int.random(in: 1...9, using: &random)
    operations.append(
      random.weighted([
        (.shelf(.item(number)), 6), (.shelf(.back), 2), (.shelf(.details), 3), (.shelf(.pair(number, number + 1)), 2),
        (.details(.page(number)), 4), (.details(.close), 1), (.tapBack, 2), (.pullDown, 1),
        (.deepLink(item: number, page: random.chance(0.5) ? number : nil), 1), (.failingDeepLink(page: number), 1),
        (.app(.storeVia(number)), 1), (.app(.signIn), 1), (.app(.store), 1), (.tapTab(number % 2), 1),
        (.store(number % 2 == 0 ? .catalog : .cart), 1),
      ]))
  }
  return operations
}

/// Plays a flow on a test window (a manual clock, animated routes run to
/// their end); an operation that does not apply is skipped.
@MainActor
private func play(_ operations: [ShopOperation], seed: UInt64) -> TestWindow<ShopApp> {
  let test = TestWindow(name: "Shop") { window in ShopApp(window: window) }
  var random = SeededRandom(seed: seed ^ 0x5EED)
  for operation in operations {
    let options = TransitionOptions(animated: random.chance(0.5))
    let shelf = test.root.store?.catalog
    switch operation {
    case .app(let route): test.root.trigger(route, with: options)
    case .shelf(let route): shelf?.trigger(route, with: options)
    case .details(let route): shelf?.details?.trigger(route, with: options)
    case .deepLink(let item, let page):
      var rest: [any Sendable] = [StoreRoute.catalog, ShelfRoute.item(item)]
      if let page { rest += [ShelfRoute.details, DetailsRoute.page(page)] }
      test.root.deepLink(.store, following: rest, with: options)
    case .failingDeepLink(let page):
      shelf?.deepLink(.details, DetailsRoute.page(page), ShelfRoute.refused, with: options)
    case .tapBack: try? test.tapBackButton()
    case .pullDown: try? test.pullDownSheet()
    case .tapTab(let index): _ = try? test.tapTab(index)
    case .store(let route): test.root.store?.trigger(route, with: options)
    }
    test.clock.runUntilIdle()
  }
  return test
}

/// The seeds of a run: fixed ones, and `count` more from a random start.
private let seeds: [UInt64] = {
  let start = UInt64.random(in: 0..<(1 << 40))
  // 20 and 35 reach steps of several screens the user partly closed.
  return [1, 2, 3, 20, 35, 42, 2_026] + (0..<60).map { start + $0 }
}()

@Suite @MainActor struct RestorationPropertyTests {
  @Test func aRandomFlowOfRestorableRoutesSurvivesARelaunch() {
    var partlyClosed = 0
    defer {
      // The flows reach steps of several screens that the user partly closed.
      #expect(partlyClosed > 0)
    }
    for seed in seeds {
      let operations = flow(seed: seed, length: 14)
      let test = play(operations, seed: seed)
      let document = RestorationDocument(appBuild: "1", savedAt: 0, windows: [test.root.restorationState()])
      if document.windows[0].steps.contains(where: { $0.closed != nil }) { partlyClosed += 1 }
      let (window, app) = freshShop()
      let report = restoreReport(document, into: app)
      guard report?.outcome == .restored, window.snapshot == test.window.snapshot else {
        Issue.record(
          """
          Seed \(seed): \(operations)
          saved:
          \(test.window.snapshot)
          restored:
          \(window.snapshot)
          \(report.map(String.init(describing:)) ?? "no report")
          """)
        return
      }
      #expect(window.validate().isEmpty)
    }
  }

  @Test(arguments: ["item", "details", "page"])
  func aRouteRemovedFromTheTableDropsExactlyItsStepsAsThePolicySays(_ removed: String) throws {
    for seed in seeds.prefix(25) {
      let test = play(flow(seed: seed, length: 14), seed: seed)
      let document = RestorationDocument(appBuild: "1", savedAt: 0, windows: [test.root.restorationState()])
      let steps = document.windows[0].steps
      guard let first = steps.firstIndex(where: { $0.tag == removed }) else { continue }
      let hit = Set(steps.indices.filter { steps[$0].tag == removed })

      // Stop at the first failure: the steps before it stand.
      let stop = try restoreWithout(removed, document, policy: .stopAtFirstFailure)
      #expect(stop.report.appliedSteps == Array(0..<first), "seed \(seed)")
      #expect(stop.report.steps[first].status == .dropped(.unknownTag(removed)), "seed \(seed)")
      #expect(stop.snapshot == (try restored(keeping: Set(0..<first), of: document)), "seed \(seed)")

      // Skip: the removed steps and, transitively, those that depend on them.
      var dropped = hit
      for index in steps.indices where steps[index].dependsOn.map(dropped.contains) == true { dropped.insert(index) }
      let skip = try restoreWithout(removed, document, policy: .skipFailedAndDependents)
      #expect(Set(skip.report.droppedSteps) == dropped, "seed \(seed)")
      for index in hit { #expect(skip.report.steps[index].status == .dropped(.unknownTag(removed)), "seed \(seed)") }
      let kept = Set(steps.indices).subtracting(dropped)
      #expect(skip.snapshot == (try restored(keeping: kept, of: document)), "seed \(seed)")

      // Discard all: the fresh app, untouched.
      let discard = try restoreWithout(removed, document, policy: .discardAll)
      #expect(discard.report.appliedSteps.isEmpty && discard.report.outcome == .discarded, "seed \(seed)")
      #expect(discard.snapshot == freshShop().window.snapshot, "seed \(seed)")

      // Fall back: the fresh app after the fallback route.
      let fallBack = try restoreWithout(removed, document, policy: .fallBack(to: KioskRoute.store))
      #expect(fallBack.report.outcome == .fellBack(error: nil), "seed \(seed)")
      let (window, app) = freshShop()
      perform(.store, on: app)
      #expect(fallBack.snapshot == window.snapshot, "seed \(seed)")
    }
  }
}

/// Restores a document into a fresh app whose route tables lack a tag.
@MainActor
private func restoreWithout(
  _ tag: String, _ document: RestorationDocument, policy: RestorationPolicy
) throws -> (report: RestorationReport, snapshot: HierarchySnapshot) {
  let (window, app) = freshShop()
  let report = RemovedTags.$current.withValue([tag]) {
    restoreReport(document, into: app, options: RestorationOptions(policy: policy))
  }
  return (try #require(report), window.snapshot)
}

/// The tree a fresh app shows after restoring only some steps of a document
/// (each kept step's dependency is kept too, renumbered).
@MainActor
private func restored(keeping kept: Set<Int>, of document: RestorationDocument) throws -> HierarchySnapshot {
  var trimmed = document
  let order = kept.sorted()
  let renumbered = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
  trimmed.windows[0].steps = order.map { index in
    var step = document.windows[0].steps[index]
    step.dependsOn = step.dependsOn.flatMap { renumbered[$0] }
    return step
  }
  let (window, app) = freshShop()
  let report = try #require(restoreReport(trimmed, into: app))
  #expect(report.outcome == .restored)
  return window.snapshot
}
