import Testing
import TransitionKitCore

/// Transitions started from places a library calls back into: completion
/// handlers, lifecycle callbacks and animation frames; coordinators released
/// while their transitions run; and bursts of triggers.
@Suite @MainActor struct ReentrancyTests {
  /// A mutable box that main-actor closures can share.
  @MainActor
  private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private func window(_ root: ViewController, manual: Bool) throws -> (Window, ManualAnimationDriver?) {
    let window = Window(name: "Main")
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    guard manual else { return (window, nil) }
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    return (window, clock)
  }

  private func titles(_ navigation: NavigationController) -> [String?] {
    navigation.viewControllers.map(\.title)
  }

  // MARK: Completion handlers

  @Test func transitionsPerformedFromCompletionsRunAfterThePendingOnesInOrder() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let (window, clock) = try self.window(navigation, manual: true)
    let log = Box<[String]>([])

    Transition<NavigationController>.push(ViewController(title: "A")).perform(on: navigation) { _ in
      log.value.append("A")
      Transition<NavigationController>.push(ViewController(title: "B")).perform(on: navigation) { _ in
        log.value.append("B")
        Transition<NavigationController>.pop().perform(on: navigation) { _ in log.value.append("pop") }
      }
    }
    Transition<NavigationController>.push(ViewController(title: "C")).perform(on: navigation) { _ in
      log.value.append("C")
    }
    #expect(window.validate() == [])
    clock!.runUntilIdle()

    // C was waiting when A completed, so B (performed from A's completion) comes after C.
    #expect(log.value == ["A", "C", "B", "pop"])
    #expect(titles(navigation) == ["Root", "A", "C"])
    #expect(window.validate() == [])
    #expect(!window.isTransitioning)
  }

  @Test func withTheImmediateDriverACompletionsTransitionsRunBeforeItReturns() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let (window, _) = try self.window(navigation, manual: false)
    let log = Box<[String]>([])

    Transition<NavigationController>.push(ViewController(title: "A")).perform(on: navigation) { _ in
      log.value.append("A")
      Transition<NavigationController>.push(ViewController(title: "B")).perform(on: navigation) { _ in
        log.value.append("B")
      }
      // B waits for A's turn to end, even though the driver is immediate.
      log.value.append("after B was performed")
    }
    log.value.append("after A was performed")

    #expect(log.value == ["A", "after B was performed", "B", "after A was performed"])
    #expect(titles(navigation) == ["Root", "A", "B"])
    #expect(window.validate() == [])
  }

  @Test func aThousandTransitionsChainedThroughCompletionsDoNotNestCalls() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let (window, _) = try self.window(navigation, manual: false)
    let count = Box(0)

    func pushNext() {
      guard count.value < 1_000 else { return }
      count.value += 1
      Transition<NavigationController>.push(ViewController(title: "\(count.value)"))
        .perform(on: navigation, with: TransitionOptions(animated: false)) { _ in pushNext() }
    }
    pushNext()

    #expect(navigation.viewControllers.count == 1_001)
    #expect(navigation.topViewController?.title == "1000")
    #expect(window.validate() == [])
  }

  // MARK: Lifecycle callbacks

  /// Pushes its follower when it has appeared, presents its sheet when it is
  /// about to appear, and embeds a child when its view loads.
  private final class EagerViewController: ViewController {
    var follower: ViewController?
    var sheet: ViewController?
    var child: ViewController?

    override func viewDidLoad() {
      if let child {
        self.child = nil
        try? embed(child)
      }
    }

    override func viewWillAppear(_ animated: Bool) {
      if let sheet {
        self.sheet = nil
        try? present(sheet, animated: animated)
      }
    }

    override func viewDidAppear(_ animated: Bool) {
      if let follower {
        self.follower = nil
        try? navigationController?.pushViewController(follower, animated: animated)
      }
    }
  }

  @Test(arguments: [false, true])
  func aControllerThatPushesFromViewDidAppearEndsUnderItsFollower(manual: Bool) throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let (window, clock) = try self.window(navigation, manual: manual)
    let eager = EagerViewController(title: "Eager")
    let follower = ViewController(title: "Follower")
    eager.follower = follower

    try navigation.pushViewController(eager, animated: true)
    clock?.runUntilIdle()

    #expect(titles(navigation) == ["Root", "Eager", "Follower"])
    #expect(eager.appearanceState == .disappeared)
    #expect(follower.appearanceState == .appeared)
    #expect(window.validate() == [])
    #expect(!window.isTransitioning)
  }

  @Test(arguments: [false, true])
  func aControllerThatPresentsFromViewWillAppearAndEmbedsFromViewDidLoadSettles(manual: Bool) throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let (window, clock) = try self.window(navigation, manual: manual)
    let eager = EagerViewController(title: "Eager")
    let sheet = ViewController(title: "Sheet")
    let child = ViewController(title: "Child")
    eager.sheet = sheet
    eager.child = child

    Transition<NavigationController>.push(eager).perform(on: navigation)
    clock?.runUntilIdle()

    #expect(eager.embeddedChildren.map(\.title) == ["Child"])
    #expect(navigation.presentedViewController === sheet)
    #expect(sheet.appearanceState == .appeared)
    #expect(eager.appearanceState == .appeared)  // a sheet keeps its presenter visible
    #expect(child.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  @Test func aRouteTriggeredFromViewDidAppearWaitsForTheTransitionUnderWay() throws {
    let navigation = NavigationController(title: "Stack")
    let follower = ViewController(title: "Follower")
    let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: navigation) { route in
      route == "follower" ? .push(follower) : .push(ViewController(title: route))
    }
    let (window, clock) = try self.window(navigation, manual: true)
    final class TriggeringViewController: ViewController {
      var onAppear: (@MainActor () -> Void)?
      override func viewDidAppear(_ animated: Bool) {
        onAppear?()
        onAppear = nil
      }
    }
    let first = TriggeringViewController(title: "First")
    first.onAppear = { coordinator.trigger("follower") }

    coordinator.performTransition(.push(first))
    clock!.runUntilIdle()

    #expect(titles(navigation) == ["First", "Follower"])
    #expect(first.appearanceState == .disappeared)
    #expect(follower.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  // MARK: Animation frames

  @Test func aTransitionPerformedFromAnAnimationFrameWaitsForTheAnimation() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let (window, clock) = try self.window(navigation, manual: true)
    let log = Box<[String]>([])
    let hasFired = Box(false)
    // Weakly: the animation is remembered on a controller of this stack.
    let frame = TransitionAnimation(duration: .milliseconds(300), curve: .linear) { [weak navigation] _, progress in
      guard let navigation, progress >= 0.5, !hasFired.value else { return }
      hasFired.value = true
      Transition<NavigationController>.push(ViewController(title: "From a frame")).perform(on: navigation) { _ in
        log.value.append("from a frame")
      }
    }

    Transition<NavigationController>.push(
      ViewController(title: "Animated"), animation: Animation(presentation: frame, dismissal: nil)
    ).perform(on: navigation) { _ in log.value.append("animated") }
    clock!.advance(by: .milliseconds(200))

    #expect(hasFired.value)
    #expect(titles(navigation) == ["Root", "Animated"])
    #expect(window.validate() == [])
    clock!.runUntilIdle()
    #expect(log.value == ["animated", "from a frame"])
    #expect(titles(navigation) == ["Root", "Animated", "From a frame"])
    #expect(window.validate() == [])
  }

  @Test func aDirectChangeMadeFromAnAnimationFrameEndsAtOnceAndTheAnimationCompletes() throws {
    let root = ViewController(title: "Root")
    let navigation = try NavigationController(rootViewController: root)
    try navigation.pushViewController(ViewController(title: "Middle"), animated: false)
    let (window, clock) = try self.window(navigation, manual: true)
    let hasFired = Box(false)
    let frame = TransitionAnimation(duration: .milliseconds(300), curve: .linear) { [weak navigation] _, progress in
      guard let navigation, progress >= 0.5, !hasFired.value else { return }
      hasFired.value = true
      // A back button tapped under the sheet: a change made on the model, mid-animation.
      navigation.popToRootViewController(animated: true)
    }
    let sheet = ViewController(title: "Sheet")
    var result: Result<Void, TransitionError>?

    Transition<NavigationController>.present(sheet, animation: Animation(presentation: frame, dismissal: nil))
      .perform(on: navigation) { result = $0 }
    clock!.advance(by: .milliseconds(200))
    #expect(titles(navigation) == ["Root"])
    #expect(window.validate() == [])
    clock!.runUntilIdle()

    #expect(result.map { (try? $0.get()) != nil } == true)
    #expect(navigation.presentedViewController === sheet)
    #expect(sheet.appearanceState == .appeared)
    #expect(root.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  // MARK: Coordinators released while their transitions run

  @Test func aCoordinatorReleasedMidTransitionLivesUntilItCompletesThenItsRoutersFail() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let (window, clock) = try self.window(navigation, manual: true)
    weak var released: BasicCoordinator<String, NavigationController>?
    var router: WeakRouter<String>?
    var result: Result<Void, TransitionError>?
    do {
      let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: navigation) { route in
        .push(ViewController(title: route))
      }
      coordinator.trigger("Detail") { result = $0 }
      router = coordinator.weakRouter
      released = coordinator
    }

    // The running transition keeps its coordinator until it completes.
    #expect(released != nil)
    clock!.runUntilIdle()
    #expect(result.map { (try? $0.get()) != nil } == true)
    #expect(released == nil)
    #expect(titles(navigation) == ["Root", "Detail"])

    let before = window.snapshot
    var late: Result<Void, TransitionError>?
    router!.trigger("Late") { late = $0 }
    #expect(late.map { if case .failure(.routerDeallocated) = $0 { true } else { false } } == true)
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  @Test func aStepThatTriggersOnACoordinatorReleasedWhileItWaitedFailsAndUndoesTheSequence() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Root"))
    let (window, clock) = try self.window(navigation, manual: true)
    var coordinator: BasicCoordinator<String, ViewController>? = BasicCoordinator(
      rootViewController: ViewController(title: "Elsewhere")
    ) { _ in .none() }
    let router = coordinator!.weakRouter
    var result: Result<Void, TransitionError>?

    Transition<NavigationController>.push(ViewController(title: "Busy")).perform(on: navigation)
    Transition<NavigationController>.multiple(.push(ViewController(title: "Pushed")), .trigger("go", on: router))
      .perform(on: navigation) { result = $0 }
    coordinator = nil  // released while the sequence waits its turn
    clock!.runUntilIdle()

    #expect(coordinator == nil)
    #expect(result.map { if case .failure(.routerDeallocated) = $0 { true } else { false } } == true)
    #expect(titles(navigation) == ["Root", "Busy"])
    #expect(window.validate() == [])
  }

  // MARK: Bursts

  @Test func aThousandTriggersWhileAnAnimationRunsAllCompleteInOrder() throws {
    let navigation = NavigationController(title: "Stack")
    let coordinator = BasicCoordinator<Int, NavigationController>(rootViewController: navigation) { route in
      .push(ViewController(title: "\(route)"))
    }
    let (window, clock) = try self.window(navigation, manual: true)
    let order = Box<[Int]>([])

    coordinator.trigger(-1)  // animates: everything below waits for it
    for route in 0..<1_000 {
      coordinator.trigger(route, with: TransitionOptions(animated: route.isMultiple(of: 2))) { result in
        if case .success = result { order.value.append(route) }
      }
    }
    #expect(navigation.viewControllers.count == 1)
    #expect(window.isTransitioning)
    clock!.runUntilIdle()

    #expect(order.value == Array(0..<1_000))
    #expect(navigation.viewControllers.map(\.title) == ["-1"] + (0..<1_000).map { "\($0)" })
    #expect(!window.isTransitioning)
    #expect(window.validate() == [])
  }
}
