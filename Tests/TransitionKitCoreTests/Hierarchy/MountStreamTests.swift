import Testing
import TransitionKitTesting

@testable import TransitionKitCore

/// The mount stream of a window: what each change publishes, and that a
/// replica built from the stream alone equals the window's tree.
@Suite @MainActor struct MountStreamTests {
  /// A window showing a navigation stack, observed by a replica that records every transaction.
  @MainActor private final class Rig {
    let window = Window(name: "Main")
    let clock = ManualAnimationDriver()
    let home = ViewController(title: "Home")
    let navigation: NavigationController
    let replica = MountReplica()
    var transactions: [MountTransaction] = []
    var observation: MountObservation?

    init() throws {
      navigation = try NavigationController(rootViewController: home, title: "Stack")
      window.animationDriver = clock
      try window.setRootViewController(navigation)
      window.makeKeyAndVisible()
      observation = window.observeMounts { [unowned self] transaction in
        transactions.append(transaction)
        replica.apply(transaction)
      }
    }

    /// The replica matches the window, and the stream broke no rule.
    func expectReplicaMatches(sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(replica.snapshot == window.snapshot.structure, sourceLocation: sourceLocation)
      #expect(
        replica.differences(from: window, allChangesEnded: window.openChangeCount == 0) == [],
        sourceLocation: sourceLocation)
    }
  }

  private func id(_ controller: ViewController) -> MountNodeID {
    MountNodeID(rawValue: controller.serial)
  }

  @Test func anObserverFirstReceivesTheWholeTree() throws {
    let rig = try Rig()
    #expect(rig.transactions.count == 1)
    let first = try #require(rig.transactions.first)
    #expect(first.cause == .attached)
    #expect(first.revision == 0)
    #expect(
      first.steps == [
        .create(MountNode(id: id(rig.home), kind: .viewController, typeName: "ViewController", title: "Home")),
        .create(MountNode(id: id(rig.navigation), kind: .navigation, typeName: "NavigationController", title: "Stack")),
        .setWindowVisible(true),
        .setRoot(id(rig.navigation)),
        .setChildren(id(rig.navigation), slot: .stack, children: [id(rig.home)]),
      ])
    rig.expectReplicaMatches()
  }

  @Test func aPushCreatesTheNodeAndSetsTheStack() throws {
    let rig = try Rig()
    let detail = ViewController(title: "Detail")
    try rig.navigation.pushViewController(detail, animated: false)

    #expect(rig.transactions.count == 2)
    let push = try #require(rig.transactions.last)
    #expect(push.revision == 1)
    #expect(push.cause == .change(.push, userAction: .directChange))
    #expect(!push.isAnimated)
    #expect(
      push.steps == [
        .create(MountNode(id: id(detail), kind: .viewController, typeName: "ViewController", title: "Detail")),
        .setChildren(id(rig.navigation), slot: .stack, children: [id(rig.home), id(detail)]),
      ])
    rig.expectReplicaMatches()
  }

  @Test func aPoppedNodeIsDestroyedOnceItsAnimationEnds() throws {
    let rig = try Rig()
    let detail = ViewController(title: "Detail")
    try rig.navigation.pushViewController(detail, animated: false)
    Transition<NavigationController>.pop().perform(on: rig.navigation)

    let pop = try #require(rig.transactions.last)
    #expect(pop.cause == .change(.pop, userAction: nil))
    #expect(pop.isAnimated)
    #expect(pop.steps == [.setChildren(id(rig.navigation), slot: .stack, children: [id(rig.home)])])
    #expect(rig.replica.nodeCount == 3)
    rig.expectReplicaMatches()

    rig.clock.runUntilIdle()
    let ended = try #require(rig.transactions.last)
    #expect(ended.cause == .ended)
    #expect(ended.revision == pop.revision + 1)
    #expect(ended.steps == [.destroy(id(detail))])
    #expect(rig.replica.nodeCount == 2)
    rig.expectReplicaMatches()
  }

  @Test func aPresentationAndItsDismissal() throws {
    let rig = try Rig()
    let sheet = ViewController(title: "Sheet")
    sheet.modalPresentationStyle = .formSheet
    try rig.home.present(sheet, animated: false)
    #expect(
      rig.transactions.last?.steps == [
        .create(MountNode(id: id(sheet), kind: .viewController, typeName: "ViewController", title: "Sheet")),
        .present(id(rig.navigation), presented: id(sheet), style: .formSheet),
      ])
    rig.expectReplicaMatches()

    try sheet.dismiss(animated: false)
    // Taken out as the change begins, destroyed as it ends (at once here).
    #expect(rig.transactions.suffix(2).map(\.steps) == [[.dismiss(id(rig.navigation))], [.destroy(id(sheet))]])
    #expect(rig.transactions.suffix(2).map(\.cause) == [.change(.dismiss, userAction: .directChange), .ended])
    rig.expectReplicaMatches()
  }

  @Test func aCancelledSwipeBackIsPublishedAsAnUndo() throws {
    let rig = try Rig()
    let detail = ViewController(title: "Detail")
    try rig.navigation.pushViewController(detail, animated: false)
    let swipe = try rig.navigation.beginInteractivePop()
    #expect(rig.transactions.last?.cause == .change(.pop, userAction: .swipeBack))
    swipe.update(0.4)
    swipe.cancel()
    rig.clock.runUntilIdle()

    let undo = try #require(rig.transactions.last { $0.cause == .undo(.pop) })
    #expect(undo.steps == [.setChildren(id(rig.navigation), slot: .stack, children: [id(rig.home), id(detail)])])
    #expect(!rig.transactions.contains { $0.steps.contains(.destroy(id(detail))) })
    rig.expectReplicaMatches()
  }

  @Test func aTitleSetByTheAppIsAnUpdate() throws {
    let rig = try Rig()
    rig.home.title = "Start"
    let update = try #require(rig.transactions.last)
    #expect(update.cause == .update)
    #expect(
      update.steps == [
        .update(MountNode(id: id(rig.home), kind: .viewController, typeName: "ViewController", title: "Start"))
      ])
    rig.expectReplicaMatches()
  }

  @Test func itemsAndScreenValuesAreUpdatesAsSoonAsTheyChange() throws {
    let rig = try Rig()
    enum Screen: Hashable, Sendable { case home(Int) }
    var expected = MountNode(id: id(rig.home), kind: .viewController, typeName: "ViewController", title: "Home")
    rig.home.navigationItem.title = "Welcome"
    expected.navigationItem.title = "Welcome"
    #expect(rig.transactions.last?.steps == [.update(expected)])
    rig.home.navigationItem.backButtonTitle = "Back home"
    expected.navigationItem.backButtonTitle = "Back home"
    #expect(rig.transactions.last?.steps == [.update(expected)])
    rig.home.tabBarItem.badgeValue = "3"
    expected.tabBarItem.badgeValue = "3"
    #expect(rig.transactions.last?.steps == [.update(expected)])
    rig.home.screen = ScreenValue(Screen.home(7))
    expected.screen = ScreenValue(Screen.home(7))
    #expect(rig.transactions.last?.steps == [.update(expected)])
    #expect(rig.transactions.last?.cause == .update)
    #expect(rig.transactions.count == 5)
    #expect(expected.screen?.value(as: Screen.self) == .home(7))
    #expect(expected.screen != ScreenValue(7))
    rig.expectReplicaMatches()
  }

  @Test func anItemThatOutlivesItsControllerCanStillBeSet() throws {
    let rig = try Rig()
    var controller: ViewController? = ViewController(title: "Short-lived")
    let navigationItem = try #require(controller?.navigationItem)
    let tabBarItem = try #require(controller?.tabBarItem)
    controller = nil
    let count = rig.transactions.count
    navigationItem.title = "Orphan"
    tabBarItem.title = "Orphan"
    #expect(navigationItem.title == "Orphan")
    #expect(rig.transactions.count == count)
  }

  @Test func aTransitionsTransactionsNameItAndTheRouteThatTriggeredIt() throws {
    let rig = try Rig()
    Transition<NavigationController>.push(ViewController(title: "Detail"), animation: nil).perform(
      on: rig.navigation, with: TransitionOptions(animated: false))
    #expect(rig.transactions.last { $0.cause != .ended }?.transition == MountTransitionLabel(name: "push"))
    try rig.navigation.popViewController(animated: false)
    #expect(rig.transactions.last { $0.cause != .ended }?.transition == nil)

    let window = Window(name: "Coordinated")
    window.makeKeyAndVisible()
    var labels: [MountTransitionLabel?] = []
    let observation = window.observeMounts { labels.append($0.transition) }
    let coordinator = CoordinatorDocs.NewsCoordinator()
    try coordinator.setRoot(for: window)
    coordinator.trigger(.article(4), with: TransitionOptions(animated: false))
    #expect(
      labels.contains(
        MountTransitionLabel(name: "push", route: "article(4)", router: "NewsCoordinator")))
    withExtendedLifetime(observation) {}
  }

  @Test func aTransactionDescribesTheAnimationTheModelRuns() throws {
    let rig = try Rig()
    /// The last transaction a change began.
    func lastChange() -> MountTransaction? {
      rig.transactions.last { if case .change = $0.cause { true } else { false } }
    }
    func lastAnimation() -> MountAnimation? { lastChange()?.animation }
    Transition<NavigationController>.push(ViewController(title: "A")).perform(on: rig.navigation)
    #expect(
      lastAnimation()
        == MountAnimation(name: "system", duration: .milliseconds(350), isDismissal: false, isInteractive: false))
    rig.clock.runUntilIdle()
    Transition<NavigationController>.push(ViewController(title: "B"), animation: try .named("fade"))
      .perform(on: rig.navigation)
    #expect(
      lastAnimation()
        == MountAnimation(name: "fade", duration: .milliseconds(300), isDismissal: false, isInteractive: false))
    rig.clock.runUntilIdle()
    // A direct pop runs the way out of what B was pushed with.
    try rig.navigation.popViewController(animated: true)
    #expect(
      lastAnimation()
        == MountAnimation(name: "fade", duration: .milliseconds(300), isDismissal: true, isInteractive: false))
    rig.clock.runUntilIdle()
    let swipe = try rig.navigation.beginInteractivePop()
    #expect(
      lastAnimation()
        == MountAnimation(name: "system", duration: .milliseconds(350), isDismissal: true, isInteractive: true))
    swipe.finish()
    rig.clock.runUntilIdle()
    try rig.navigation.pushViewController(ViewController(title: "C"), animated: false)
    #expect(lastAnimation() == nil)
    // Asked to animate, a change in a hidden window does not.
    rig.window.hide()
    try rig.navigation.popViewController(animated: true)
    #expect(lastChange()?.cause == .change(.pop, userAction: .backButton))
    #expect(lastChange()?.isAnimated == true)
    #expect(lastAnimation() == nil)
    rig.expectReplicaMatches()
  }

  @Test func aLateObserverGetsTheNodesOnTheirWayOutAndTheirDestruction() throws {
    let rig = try Rig()
    let detail = ViewController(title: "Detail")
    try rig.navigation.pushViewController(detail, animated: false)
    Transition<NavigationController>.pop().perform(on: rig.navigation)

    let late = MountReplica()
    var lateTransactions: [MountTransaction] = []
    let observation = rig.window.observeMounts {
      lateTransactions.append($0)
      late.apply($0)
    }
    #expect(lateTransactions.first?.cause == .attached)
    #expect(late.nodeCount == 3)
    rig.clock.runUntilIdle()
    #expect(late.problems == [])
    #expect(late.nodeCount == 2)
    #expect(late.snapshot == rig.window.snapshot.structure)
    #expect(lateTransactions.map(\.revision) == [rig.transactions[2].revision, rig.transactions[3].revision])
    observation.cancel()
  }

  @Test func aControllerMovedToAnotherWindowLeavesOneStreamAndEntersTheOther() throws {
    let rig = try Rig()
    let detail = ViewController(title: "Detail")
    try rig.navigation.pushViewController(detail, animated: false)
    let other = Window(name: "Other")
    let otherReplica = MountReplica()
    let observation = other.observeMounts { otherReplica.apply($0) }

    _ = try rig.navigation.popViewController(animated: false)
    try other.setRootViewController(detail)

    rig.expectReplicaMatches()
    #expect(rig.replica.nodeCount == 2)
    #expect(otherReplica.snapshot == other.snapshot.structure)
    #expect(otherReplica.problems == [])
    #expect(otherReplica.createdCount == 1)
    observation.cancel()
  }

  @Test func aWindowNobodyObservesBuildsNoTransactions() throws {
    let rig = try Rig()
    #expect(rig.window.mountPublisher != nil)
    rig.observation = nil
    try rig.navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    #expect(rig.window.mountPublisher == nil)
    #expect(rig.transactions.count == 1)
  }

  @Test func anObserverThatComesBackAfterEveryOneEndedGetsALiveStream() throws {
    let rig = try Rig()
    rig.observation = nil
    let replica = MountReplica()
    var revisions: [UInt64] = []
    let observation = rig.window.observeMounts {
      revisions.append($0.revision)
      replica.apply($0)
    }
    try rig.navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    #expect(replica.problems == [])
    #expect(replica.snapshot == rig.window.snapshot.structure)
    // Revisions go on from the first observation's.
    #expect(revisions == [0, 1])
    observation.cancel()
    let later = MountReplica()
    var laterRevisions: [UInt64] = []
    let again = rig.window.observeMounts {
      laterRevisions.append($0.revision)
      later.apply($0)
    }
    _ = try rig.navigation.popViewController(animated: false)
    #expect(laterRevisions == [1, 2, 3])
    #expect(later.snapshot == rig.window.snapshot.structure)
    #expect(later.problems == [])
    again.cancel()
  }

  @Test func anObserverAttachedFromAnotherObserversHandlerGetsEachTransactionOnce() throws {
    let window = Window(name: "Main")
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    let late = MountReplica()
    var lateRevisions: [UInt64] = []
    var lateObservation: MountObservation?
    // On the push, the first observer pops (the pop and its end wait to be
    // delivered), then attaches another observer.
    let first = window.observeMounts { transaction in
      guard transaction.cause == .change(.push, userAction: .directChange), lateObservation == nil else { return }
      _ = try? navigation.popViewController(animated: false)
      lateObservation = window.observeMounts {
        lateRevisions.append($0.revision)
        late.apply($0)
      }
    }
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    #expect(late.problems == [])
    #expect(late.snapshot == window.snapshot.structure)
    // The push is still open while its transaction is delivered: the pop
    // (revision 2) waits for delivery, and the destruction of the popped
    // node waits for the push to end (revision 3). The late observer gets
    // the whole tree at revision 2, then revision 3 only.
    #expect(lateRevisions == [2, 3])
    try navigation.pushViewController(ViewController(title: "More"), animated: false)
    #expect(lateRevisions == [2, 3, 4])
    #expect(late.problems == [])
    first.cancel()
    lateObservation?.cancel()
  }

  @Test func aRolledBackSequenceIsPublishedAsTheUndoOfWhatItDid() throws {
    let rig = try Rig()
    try rig.navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    var outcome: Result<Void, TransitionError>?
    Transition<NavigationController>.multiple(
      .popToRoot(), .fail(.unhandledRoute("next", coordinator: "Stack"))
    ).perform(on: rig.navigation, with: TransitionOptions(animated: false)) { outcome = $0 }
    #expect((try? outcome?.get()) == nil)
    #expect(rig.transactions.map(\.cause).contains(.undo(.popToRoot)))
    #expect(!rig.transactions.map(\.cause).contains(.undo(.pop)))
    rig.expectReplicaMatches()
    #expect(rig.replica.nodeCount == 3)
  }

  @Test func aReplicaThatMissedATransactionDiffersFromItsWindow() throws {
    let rig = try Rig()
    rig.observation = nil
    try rig.navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    let differences = rig.replica.differences(from: rig.window, allChangesEnded: true)
    #expect(differences.count == 2)
    #expect(differences.first?.hasPrefix("the replica differs:") == true)
    #expect(differences.last == "2 nodes, 3 in the tree")
  }

  @Test func theReplicaNotesABrokenStream() {
    let replica = MountReplica()
    let node = MountNode(id: MountNodeID(rawValue: 1), kind: .navigation, typeName: "NavigationController")
    replica.apply(MountTransaction(revision: 3, cause: .update, isAnimated: false, steps: [.create(node)]))
    replica.apply(
      MountTransaction(
        revision: 3, cause: .update, isAnimated: false,
        steps: [
          .create(node), .setRoot(node.id), .setChildren(node.id, slot: .tabs, children: [MountNodeID(rawValue: 2)]),
          .dismiss(node.id), .destroy(node.id), .destroy(MountNodeID(rawValue: 9)),
        ]))
    #expect(
      replica.problems == [
        "revision 3 follows 3", "#1 made twice", "unknown child #2 of #1", "#1 has no slot tabs",
        "#1 dismisses nothing", "#1 destroyed while in the tree", "destroy of unknown #9",
      ])
  }
}
