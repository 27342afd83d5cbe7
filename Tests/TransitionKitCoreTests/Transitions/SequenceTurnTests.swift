import Testing

@testable import TransitionKitCore

/// The article "Animations and time", *Sequences and the windows they act
/// in*: a step of a `multiple` acting in a window whose turn the sequence
/// does not hold takes a turn there.
@Suite @MainActor struct SequenceTurnTests {
  /// A visible window on a manual clock whose root is a navigation
  /// controller holding one controller.
  private func stack(
    _ name: String, clock: ManualAnimationDriver
  ) throws -> (window: Window, nav: NavigationController) {
    let root = ViewController(title: "\(name) root")
    let nav = try NavigationController(rootViewController: root, title: "\(name) stack")
    let window = Window(name: name)
    window.animationDriver = clock
    try window.setRootViewController(nav)
    window.makeKeyAndVisible()
    return (window, nav)
  }

  /// A step that acts in an idle window takes that window's turn while it
  /// runs: a transition of its own performed there meanwhile waits for the
  /// step instead of interrupting its animation, and runs before the next
  /// step, which waits its turn as well.
  @Test func aStepInAnIdleWindowHoldsItsTurnWhileItRuns() throws {
    let clock = ManualAnimationDriver()
    let (window, nav) = try stack("Main", clock: clock)
    let a = ViewController(title: "A")
    let b = ViewController(title: "B")
    let c = ViewController(title: "C")
    var sequenceResults: [Result<Void, TransitionError>] = []
    var pushResults: [Result<Void, TransitionError>] = []

    Transition<ViewController>.multiple(
      .perform(.push(a, animation: .fade()), on: nav),
      .perform(.push(b, animation: .fade()), on: nav)
    ).perform(on: ViewController(title: "Free")) { sequenceResults.append($0) }
    #expect(titles(nav) == ["Main root", "A"])
    #expect(a.appearanceState == .appearing)

    Transition<NavigationController>.push(c, animation: .fade()).perform(on: nav) { pushResults.append($0) }
    #expect(titles(nav) == ["Main root", "A"])
    #expect(a.appearanceState == .appearing)
    #expect(c.isFree)

    // The first step ends; the push that waited for it starts, and the
    // second step waits behind it.
    clock.advance(by: .milliseconds(300))
    #expect(a.appearanceState == .disappearing)
    #expect(titles(nav) == ["Main root", "A", "C"])
    #expect(c.appearanceState == .appearing)
    #expect(b.isFree)
    #expect(sequenceResults.isEmpty)

    clock.advance(by: .milliseconds(300))
    #expect(pushResults.count == 1)
    #expect(titles(nav) == ["Main root", "A", "C", "B"])
    #expect(b.appearanceState == .appearing)
    #expect(sequenceResults.isEmpty)

    clock.advance(by: .milliseconds(300))
    #expect(sequenceResults.count == 1)
    #expect(throws: Never.self) { try sequenceResults.first?.get() }
    #expect(throws: Never.self) { try pushResults.first?.get() }
    #expect(b.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  /// An embedding acts in its container's window, whatever root it is
  /// performed on: a step of a sequence outside any window that embeds into
  /// a container in a busy window waits for that window's turn, both
  /// directly and through a view of the container.
  @Test func anEmbeddingStepWaitsForItsContainersWindow() throws {
    let clock = ManualAnimationDriver()
    let (window, nav) = try stack("Main", clock: clock)
    let card = ViewController(title: "Card")
    let badge = ViewController(title: "Badge")
    let slot = View(name: "Slot")
    try nav.topViewController?.view.addSubview(slot)
    let container = try #require(nav.topViewController)
    var pushResult: Result<Void, TransitionError>?
    var sequenceResult: Result<Void, TransitionError>?
    Transition<NavigationController>.push(ViewController(title: "Next"), animation: .fade()).perform(on: nav) {
      pushResult = $0
    }
    #expect(window.isTransitioning)

    Transition<ViewController>.multiple(.embed(card, in: container), .embed(badge, in: slot))
      .perform(on: ViewController(title: "Free")) { sequenceResult = $0 }

    // The push animates: the embeddings wait for the window's turn.
    #expect(card.isFree)
    #expect(badge.isFree)
    #expect(sequenceResult == nil)
    clock.runUntilIdle()
    #expect(throws: Never.self) { try #require(pushResult).get() }
    #expect(throws: Never.self) { try #require(sequenceResult).get() }
    #expect(container.children.map(\.title) == ["Card", "Badge"])
    #expect(window.validate() == [])
  }

  /// Two sequences, each holding its own window's turn, each with a step
  /// in the other's window: waiting for each other would wait for ever, so a
  /// step in a busy window whose sequence holds a turn elsewhere is refused
  /// with `transitionInProgress`, and its sequence undoes itself. The other
  /// sequence's step then finds that window idle, and completes.
  @Test func aSequenceHoldingAWindowIsRefusedAnotherBusyWindow() throws {
    let clock = ManualAnimationDriver()
    let (first, firstNav) = try stack("First", clock: clock)
    let (second, secondNav) = try stack("Second", clock: clock)
    let (a1, b1, a2, b2) = (
      ViewController(title: "A1"), ViewController(title: "B1"), ViewController(title: "A2"),
      ViewController(title: "B2")
    )
    var firstResults: [Result<Void, TransitionError>] = []
    var secondResults: [Result<Void, TransitionError>] = []
    let firstBefore = first.snapshot

    Transition<NavigationController>.multiple(
      .push(a1, animation: .fade()), .perform(.push(b2, animation: .fade()), on: secondNav)
    ).perform(on: firstNav) { firstResults.append($0) }
    Transition<NavigationController>.multiple(
      .push(a2, animation: .fade(duration: .milliseconds(600))), .perform(.push(b1, animation: .fade()), on: firstNav)
    ).perform(on: secondNav) { secondResults.append($0) }
    #expect(titles(firstNav) == ["First root", "A1"])
    #expect(titles(secondNav) == ["Second root", "A2"])

    // The first sequence's step in the second window, busy, is refused:
    // the second window goes on as it was, and the first is undone.
    clock.advance(by: .milliseconds(299))
    let secondBefore = second.snapshot
    clock.advance(by: .milliseconds(1))
    #expect(firstResults.count == 1)
    #expect(throws: TransitionError.transitionInProgress(window: "Second")) { try firstResults.first?.get() }
    #expect(titles(firstNav) == ["First root"])
    #expect(titles(secondNav) == ["Second root", "A2"])
    #expect(first.snapshot == firstBefore)
    #expect(second.snapshot == secondBefore)
    #expect(b2.isFree)
    #expect(a2.appearanceState == .appearing)

    // The second sequence's step finds the first window idle.
    clock.runUntilIdle()
    #expect(secondResults.count == 1)
    #expect(throws: Never.self) { try secondResults.first?.get() }
    #expect(titles(firstNav) == ["First root", "B1"])
    #expect(titles(secondNav) == ["Second root", "A2"])
    #expect(!first.isTransitioning)
    #expect(!second.isTransitioning)
    #expect(first.validate() == [])
    #expect(second.validate() == [])
  }

  /// A sequence outside any window waits for each busy window a step acts
  /// in, and acts in one window after another: a coordinator's route
  /// waits like a transition performed on a controller.
  @Test func aSequenceOutsideAnyWindowWaitsForEachWindowInTurn() throws {
    let clock = ManualAnimationDriver()
    let (first, firstNav) = try stack("First", clock: clock)
    let (second, secondNav) = try stack("Second", clock: clock)
    let busyFirst = ViewController(title: "Busy first")
    let busySecond = ViewController(title: "Busy second")
    try firstNav.pushViewController(busyFirst, animated: true)
    let coordinator = BasicCoordinator<WaitingRoute, NavigationController>(rootViewController: secondNav) { route in
      switch route {
      case .push(let title): .push(ViewController(title: title), animation: .fade())
      }
    }
    let a = ViewController(title: "A")
    var results: [Result<Void, TransitionError>] = []

    Transition<ViewController>.multiple(
      .perform(.push(a, animation: .fade()), on: firstNav),
      .route(.push("B"), on: coordinator)
    ).perform(on: ViewController(title: "Free")) { results.append($0) }
    #expect(titles(firstNav) == ["First root", "Busy first"])

    // The push in the first window ends; the first step starts there.
    clock.advance(by: .milliseconds(350))
    #expect(titles(firstNav) == ["First root", "Busy first", "A"])
    #expect(a.appearanceState == .appearing)

    // Meanwhile the second window got busy: the route waits for it.
    try secondNav.pushViewController(busySecond, animated: true)
    clock.advance(by: .milliseconds(300))
    #expect(a.appearanceState == .appeared)
    #expect(titles(secondNav) == ["Second root", "Busy second"])
    #expect(results.isEmpty)

    clock.runUntilIdle()
    #expect(results.count == 1)
    #expect(throws: Never.self) { try results.first?.get() }
    #expect(titles(secondNav) == ["Second root", "Busy second", "B"])
    #expect(first.validate() == [])
    #expect(second.validate() == [])
  }
}

/// The titles of a navigation controller's stack.
@MainActor
private func titles(_ nav: NavigationController) -> [String?] {
  nav.viewControllers.map(\.title)
}

/// The route of ``SequenceTurnTests/aSequenceOutsideAnyWindowWaitsForEachWindowInTurn()``.
private enum WaitingRoute: Sendable {
  case push(String)
}
