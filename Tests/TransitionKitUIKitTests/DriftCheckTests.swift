import Testing
import TransitionKitTesting
import TransitionKitUIKit

@testable import TransitionKitCore

/// The drift check: hosts that do not show what the model holds are found
/// and told, after each transaction.
@Suite @MainActor struct DriftCheckTests {
  @Test func aHostThatIgnoresItsStackIsReportedAfterTheTransaction() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let rig = try AdaptorRig(root: navigation, stubbornNavigation: true)
    #expect(rig.drifts == [])
    let detail = ViewController(title: "Detail")
    try navigation.pushViewController(detail, animated: false)
    // The check runs on UIKit's next turn.
    #expect(rig.drifts == [])
    rig.uikit.finishAnimations()
    let report = try #require(rig.drifts.last)
    #expect(report.revision == rig.window.mountRevision)
    #expect(
      report.differences == [
        .children(
          rig.id(navigation), slot: .stack, expected: [rig.id(home), rig.id(detail)], found: [.node(rig.id(home))])
      ])
    #expect(rig.adaptor.lastDrift == report)
  }

  @Test func noDriftIsToldWhenTheCheckIsOff() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let rig = try AdaptorRig(root: navigation, stubbornNavigation: true)
    rig.adaptor.options.checksDrift = false
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    rig.uikit.finishAnimations()
    #expect(rig.drifts == [])
    #expect(rig.adaptor.lastDrift == nil)
    // Asked directly, the check still finds it.
    #expect(rig.adaptor.drift().count == 1)
  }

  @Test func everyPlaceTheCheckLooksAtIsCompared() throws {
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    let tabBar = TabBarController(tabs: [first, second])
    let rig = try AdaptorRig(root: tabBar)
    rig.expectInSync()
    let tabs = try #require(rig.host(tabBar) as? FakeTabBarController)
    let stranger = FakeViewController(rig.uikit, name: "stranger")
    // A misbehaving app changes UIKit's tree behind the adaptor's back.
    tabs.hostSelectedIndex = 1
    rig.host(first)?.title = "Renamed"
    tabs.hostPresent(stranger, animated: false, completion: nil)
    rig.windowHost.hostIsHidden = true
    #expect(
      rig.adaptor.drift() == [
        .windowVisibility(expected: true),
        .selection(rig.id(tabBar), expected: 0, found: 1),
        .presentation(rig.id(tabBar), expected: nil, found: .unknown),
        .title(rig.id(first), expected: "First", found: "Renamed"),
      ])
    rig.windowHost.hostRootViewController = stranger
    #expect(rig.adaptor.drift().first == .root(expected: rig.id(tabBar), found: .unknown))
    #expect(HostIdentity.unknown.description == "unknown")
    #expect(HostIdentity.node(rig.id(tabBar)).description == rig.id(tabBar).description)
  }

  @Test func theNextTransactionPutsTheModelsTreeBack() throws {
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    let tabBar = TabBarController(tabs: [first, second])
    let rig = try AdaptorRig(root: tabBar)
    let tabs = try #require(rig.host(tabBar) as? FakeTabBarController)
    tabs.hostSelectedIndex = 1
    first.title = "Start"
    try tabBar.setViewControllers([first, second, ViewController(title: "Third")], animated: false)
    #expect(tabs.hostSelectedIndex == 0)
    rig.expectInSync()
  }

  @Test func theHostsSnapshotIsTheModelsStructure() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    let split = SplitViewController(
      primary: ViewController(title: "List"), secondary: ViewController(title: "Item"), title: "Split")
    let pages = PageViewController(pages: [ViewController(title: "Page")], title: "Pages")
    let parent = ViewController(title: "Parent")
    try parent.embed(ViewController(title: "Child"))
    let tabBar = TabBarController(tabs: [navigation, split, pages, parent], title: "Tabs")
    let rig = try AdaptorRig(root: tabBar)
    let sheet = ViewController(title: "Sheet")
    sheet.modalPresentationStyle = .formSheet
    try tabBar.present(sheet, animated: false)
    try sheet.present(ViewController(title: "Over"), animated: false)
    rig.uikit.finishAnimations()
    #expect(rig.adaptor.hostSnapshot == rig.window.snapshot.structure)
    #expect(rig.adaptor.hostSnapshot.allControllers.count == 13)
    rig.expectInSync()
  }

  @Test func aDifferenceOnlyTheSnapshotSeesIsReported() throws {
    let home = ViewController(title: "Home")
    let rig = try AdaptorRig(root: home)
    let sheet = ViewController(title: "Sheet")
    sheet.modalPresentationStyle = .formSheet
    try home.present(sheet, animated: false)
    rig.expectInSync()
    // The app changes the presented screen's style behind the adaptor's back.
    rig.host(sheet)?.hostModalPresentationStyle = .fullScreen
    let drift = rig.adaptor.drift()
    guard case .snapshot(let expected, let found)? = drift.first, drift.count == 1 else {
      Issue.record("expected one snapshot difference, got \(drift)")
      return
    }
    #expect(expected == rig.window.snapshot.structure)
    #expect(found.root?.presented?.role == .presented(.fullScreen))
    #expect(expected.root?.presented?.role == .presented(.formSheet))
  }

  @Test func anEmptyWindowHasAnEmptySnapshot() throws {
    let rig = try AdaptorRig(root: ViewController(title: "Home"))
    try rig.window.setRootViewController(nil)
    #expect(rig.adaptor.hostSnapshot == HierarchySnapshot(root: nil))
    #expect(rig.windowHost.hostRootViewController == nil)
    rig.expectInSync()
  }

  @Test func aStoppedAdaptorFindsEveryHostMissing() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home)
    let rig = try AdaptorRig(root: navigation)
    rig.adaptor.stop()
    #expect(
      rig.adaptor.drift() == [
        .root(expected: rig.id(navigation), found: .unknown),
        .missingHost(rig.id(navigation)),
        .missingHost(rig.id(home)),
      ])
  }
}
