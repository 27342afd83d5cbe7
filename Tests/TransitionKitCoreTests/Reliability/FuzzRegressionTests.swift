import Testing
import TransitionKitCore

/// Reproductions of the bugs the differential fuzzing found, each reduced to
/// the few operations that showed it.
@Suite @MainActor struct FuzzRegressionTests {
  private func visibleWindow(_ root: ViewController) throws -> Window {
    let window = Window(name: "Main")
    try window.setRootViewController(root)
    window.makeKeyAndVisible()
    return window
  }

  /// A mutable box that main-actor closures can share.
  @MainActor
  private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private func error(_ result: Result<Void, TransitionError>?) -> TransitionError? {
    guard case .failure(let error)? = result else { return nil }
    return error
  }

  // MARK: Undoing sequences

  @Test func aNestedMultipleThatUndidItselfDoesNotStopTheOuterOneFromUndoing() throws {
    let tabs = try TabBarController(viewControllers: [ViewController(title: "Home")], title: "Tabs")
    let window = try visibleWindow(tabs)
    let before = window.snapshot
    var result: Result<Void, TransitionError>?

    Transition<TabBarController>.multiple(
      .present(ViewController(title: "Sheet")),
      .multiple(.present(ViewController(title: "Second sheet")), .select(index: 5))
    ).perform(on: tabs) { result = $0 }

    #expect(error(result) == .indexOutOfRange(5, count: 1, container: "Tabs"))
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  @Test func aCustomStepWhoseNestedMultipleUndidItselfIsUndoneWithTheRest() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let window = try visibleWindow(navigation)
    let before = window.snapshot
    let stranger = ViewController(title: "Stranger")
    var result: Result<Void, TransitionError>?
    let custom = Transition<NavigationController>(presentables: [], animation: nil) { root, options, completion in
      Transition<NavigationController>.multiple(.push(ViewController(title: "Inner")), .pop(to: stranger))
        .perform(on: root, with: options, completion: completion)
    }

    Transition<NavigationController>.multiple(.push(ViewController(title: "Outer")), custom)
      .perform(on: navigation) { result = $0 }

    #expect(error(result) == .notInStack("Stranger", navigation: "Stack"))
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  @Test func changesOutsideAnyWindowAreUndoneWhenOtherFreeTreesChangedMeanwhile() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let window = try visibleWindow(navigation)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let container = ViewController(title: "Free container")
    let child = ViewController(title: "Child")
    let home = navigation.viewControllers[0]
    var result: Result<Void, TransitionError>?

    // The embedding (outside the window) ends at once; the push animates on
    // the window's clock; the push of a controller already in the stack
    // fails once it is over.
    Transition<NavigationController>.multiple(
      .embed(child, in: container), .push(ViewController(title: "Next")), .push(home)
    )
    .perform(on: navigation) { result = $0 }
    #expect(container.embeddedChildren.map(\.title) == ["Child"])
    #expect(result == nil)
    // Meanwhile, an unrelated free tree is built.
    _ = try NavigationController(rootViewController: ViewController(title: "Elsewhere"))
    clock.runUntilIdle()

    #expect(error(result) == .alreadyInHierarchy("Home"))
    #expect(container.embeddedChildren.isEmpty)
    #expect(child.parent == nil)
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(container.validate() == [])
  }

  @Test func aDeepLinkUndoesOnceWhatAnAnimatedNestedMultipleAlreadyUndid() throws {
    // Found by the libFuzzer target: the nested multiple's push was recorded
    // by the deep link, then undone by the nested multiple after its
    // animation, then undone a second time by the deep link (a crash).
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: navigation) { route in
      route == "push"
        ? .push(ViewController(title: "Pushed"))
        : .multiple(.push(ViewController(title: "Nested")), .pop(to: ViewController(title: "Stranger")))
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let before = window.snapshot
    var result: Result<Void, TransitionError>?

    coordinator.deepLink("push", "fail") { result = $0 }
    clock.runUntilIdle()

    #expect(error(result) == .notInStack("Stranger", navigation: "Stack"))
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  @Test func aSequenceIsNotUndoneOverAControllerItRemovedThatWasPlacedElsewhereMeanwhile() throws {
    // Found by the libFuzzer target: a nested multiple that undid itself
    // must not make the outer sequence overlook a change made meanwhile.
    let first = ViewController(title: "First")
    let navigation = try NavigationController(rootViewController: first, title: "Stack")
    let tabs = try TabBarController(viewControllers: [navigation], title: "Tabs")
    let window = try visibleWindow(tabs)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    var result: Result<Void, TransitionError>?

    Transition<NavigationController>.multiple(
      .set([ViewController(title: "Replacement")]),
      .multiple(.push(ViewController(title: "Nested")), .pop(to: ViewController(title: "Stranger")))
    ).perform(on: navigation) { result = $0 }
    try tabs.present(first, animated: false)  // while the new stack animates in, "First" is free
    clock.runUntilIdle()

    #expect(error(result) == .notInStack("Stranger", navigation: "Stack"))
    #expect(first.presentingViewController === tabs)
    #expect(first.parent == nil)
    #expect(navigation.viewControllers.map(\.title) == ["Replacement"])
    #expect(window.validate() == [])
  }

  @Test func aDeepLinkUndoesARouteThatBuiltAndPresentedATreeInTheOrderItHappened() throws {
    // Found by the libFuzzer target: the tab bar controller's tabs, set while
    // the route prepared its transition, were undone before its
    // presentation, outside the window, so its tab never disappeared.
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let tab = ViewController(title: "Tab")
    let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: navigation) { route in
      switch route {
      case "tabs":
        let tabs = TabBarController(title: "Tabs")
        try? tabs.setViewControllers([tab], animated: false)
        return .present(tabs)
      case "fail": return .pop()
      default: return .none()
      }
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    var result: Result<Void, TransitionError>?

    coordinator.deepLink("start", "tabs", "fail") { result = $0 }

    #expect(error(result) == .cannotPopRoot(navigation: "Stack"))
    #expect(navigation.presentedViewController == nil)
    #expect(tab.appearanceState == .disappeared)
    #expect(tab.validate() == [])
    #expect(window.validate() == [])
  }

  @Test func aFailedDeepLinkLeavesATabBarItsRouteBuiltAndKeptWithItsTabs() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let kept = Box<TabBarController?>(nil)
    let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: navigation) { route in
      switch route {
      case "tabs":
        // Built the first time it is needed, then kept.
        let tabs = kept.value ?? TabBarController(title: "Tabs")
        if kept.value == nil {
          try? tabs.setViewControllers([ViewController(title: "Tab")], animated: false)
          kept.value = tabs
        }
        return .present(tabs)
      case "fail": return .pop()
      default: return .none()
      }
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()

    coordinator.deepLink("start", "tabs", "fail")
    #expect(navigation.presentedViewController == nil)
    #expect(kept.value?.viewControllers.map(\.title) == ["Tab"])

    coordinator.trigger("tabs")
    #expect(navigation.presentedViewController === kept.value)
    #expect(kept.value?.selectedViewController?.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  // MARK: The queue

  @Test func aTransitionPerformedWhileACustomTransitionAnimatesWaitsForIt() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let window = try visibleWindow(navigation)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    var order: [String] = []
    let custom = Transition<NavigationController>(presentables: [], animation: nil) { root, options, completion in
      Transition<NavigationController>.push(ViewController(title: "Custom"))
        .perform(on: root, with: options, completion: completion)
    }

    custom.perform(on: navigation) { _ in order.append("custom") }
    Transition<NavigationController>.push(ViewController(title: "Later")).perform(on: navigation) { _ in
      order.append("later")
    }

    #expect(navigation.viewControllers.map(\.title) == ["Home", "Custom"])
    clock.runUntilIdle()
    #expect(order == ["custom", "later"])
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Custom", "Later"])
    #expect(window.validate() == [])
  }

  @Test func aTransitionPerformedWhileADeepLinkStepAnimatesWaitsForTheDeepLink() throws {
    let navigation = NavigationController(title: "Stack")
    let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: navigation) { route in
      .push(ViewController(title: route))
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    var order: [String] = []

    coordinator.deepLink("A", "B", "C") { _ in order.append("deep link") }
    clock.advance(by: .milliseconds(500))  // A is in, B is animating
    Transition<NavigationController>.push(ViewController(title: "Tap")).perform(on: navigation) { _ in
      order.append("tap")
    }

    #expect(!navigation.viewControllers.contains { $0.title == "Tap" })
    clock.runUntilIdle()
    #expect(order == ["deep link", "tap"])
    #expect(navigation.viewControllers.map(\.title) == ["A", "B", "C", "Tap"])
    #expect(window.validate() == [])
  }

  @Test func aCustomTransitionCanStillPerformTransitionsFromATaskItStarts() async throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let window = try visibleWindow(navigation)
    let custom = Transition<NavigationController>(presentables: [], animation: nil) { root, _, completion in
      Task { @MainActor in
        // Without the transition's options: it would wait behind the custom
        // transition forever if the queue were not lent to the task.
        Transition<NavigationController>.push(ViewController(title: "From a task"))
          .perform(on: root, completion: completion)
      }
    }

    let result = await withCheckedContinuation { continuation in
      custom.perform(on: navigation) { continuation.resume(returning: $0) }
    }

    #expect(error(result) == nil)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "From a task"])
    #expect(!window.isTransitioning)
  }

  // MARK: Interactive transitions

  @Test func cancellingADismissalAfterTheSheetsTabChangedBringsTheSheetBack() throws {
    // Selecting a tab changes the sheet's content, not its place: the
    // dismissal moved the sheet, so it can still be undone.
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root)
    let first = ViewController(title: "First")
    let sheet = try TabBarController(viewControllers: [first, ViewController(title: "Second")], title: "Sheet")
    try sheet.select(index: 1, animated: false)
    try root.present(sheet, animated: false)
    var result: Result<Void, TransitionError>?

    let pull = try sheet.beginInteractiveDismissal { result = $0 }
    try sheet.select(index: 0, animated: false)  // the sheet is out of the window meanwhile
    pull.cancel()

    #expect(error(result) == .cancelled)
    #expect(pull.state == .cancelled)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.selectedIndex == 0)
    #expect(first.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  @Test func aSheetBeingPulledDownCannotBePresentedElsewhereAndComesBackOnCancel() throws {
    // Until the gesture ends, cancelling may put the sheet back: it is not
    // free, and presenting it elsewhere is refused and changes nothing.
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root)
    let sheet = ViewController(title: "Sheet")
    try root.present(sheet, animated: false)
    var result: Result<Void, TransitionError>?
    let other = ViewController(title: "Other")

    let pull = try sheet.beginInteractiveDismissal { result = $0 }
    #expect(!sheet.isFree)
    expectRefusal(.alreadyInHierarchy("Sheet"), in: window) { () throws(TransitionError) in
      try other.present(sheet, animated: false)
    }
    #expect(other.presentedViewController == nil)
    pull.cancel()

    #expect(error(result) == .cancelled)
    #expect(pull.state == .cancelled)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  @Test func cancellingADismissalBringsBackWhatWasPushedInTheSheetMeanwhile() throws {
    let root = ViewController(title: "Root")
    let window = try visibleWindow(root)
    let list = ViewController(title: "List")
    let stack = try NavigationController(rootViewController: list, title: "Stack")
    let sheet = try TabBarController(viewControllers: [stack], title: "Sheet")
    try root.present(sheet, animated: false)
    let detail = ViewController(title: "Detail")
    var result: Result<Void, TransitionError>?

    let pull = try sheet.beginInteractiveDismissal { result = $0 }
    try stack.pushViewController(detail, animated: false)  // inside the sheet, while it is out of the window
    pull.cancel()

    #expect(error(result) == .cancelled)
    #expect(root.presentedViewController === sheet)
    #expect(detail.appearanceState == .appeared)
    #expect(list.appearanceState == .disappeared)
    #expect(window.validate() == [])
  }

  @Test func cancellingADismissalHidesAgainWhatWasPushedUnderTheSheetMeanwhile() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    let tabs = try TabBarController(viewControllers: [navigation], title: "Tabs")
    let window = try visibleWindow(tabs)
    let sheet = ViewController(title: "Sheet")
    sheet.modalPresentationStyle = .fullScreen
    try navigation.present(sheet, animated: false)  // presented by the tab bar controller, the context
    let detail = ViewController(title: "Detail")

    let pull = try Transition<ViewController>.dismiss().performInteractively(on: sheet)  // a custom pan
    try navigation.pushViewController(detail, animated: false)  // shown while the sheet is being dismissed
    pull.cancel()

    #expect(tabs.presentedViewController === sheet)
    #expect(sheet.appearanceState == .appeared)
    #expect(detail.appearanceState == .disappeared)
    #expect(window.validate() == [])
  }

  @Test func cancellingAPopStartedInAHiddenWindowShownMeanwhileBringsTheTopBack() throws {
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    try navigation.pushViewController(detail, animated: false)
    let window = Window(name: "Main")
    try window.setRootViewController(navigation)

    let swipe = try navigation.beginInteractivePop()
    window.makeKeyAndVisible()
    swipe.cancel()

    #expect(navigation.topViewController === detail)
    #expect(detail.appearanceState == .appeared)
    #expect(navigation.viewControllers[0].appearanceState == .disappeared)
    #expect(window.validate() == [])
  }

  @Test func aControllerBeingSwipedBackCannotBePushedElsewhereAndComesBackOnCancel() throws {
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    try navigation.pushViewController(detail, animated: false)
    let window = try visibleWindow(navigation)
    let elsewhere = try NavigationController(rootViewController: ViewController(title: "Other"), title: "Elsewhere")
    var result: Result<Void, TransitionError>?

    let swipe = try navigation.beginInteractivePop { result = $0 }
    expectRefusal(.alreadyInHierarchy("Detail"), in: elsewhere) { () throws(TransitionError) in
      try elsewhere.pushViewController(detail, animated: false)
    }
    expectRefusal(.alreadyInHierarchy("Detail"), in: window) { () throws(TransitionError) in
      try navigation.setViewControllers([navigation.viewControllers[0], detail], animated: false)
    }
    swipe.cancel()

    #expect(error(result) == .cancelled)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Detail"])
    #expect(detail.isFree == false)
    #expect(window.validate() == [])
    #expect(elsewhere.validate() == [])
  }

  @Test func aControllerSwipedBackIsFreeOnceTheSwipeFinishes() throws {
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Stack")
    try navigation.pushViewController(detail, animated: false)
    let window = try visibleWindow(navigation)
    let elsewhere = try NavigationController(rootViewController: ViewController(title: "Other"), title: "Elsewhere")

    let swipe = try navigation.beginInteractivePop()
    swipe.finish()
    try elsewhere.pushViewController(detail, animated: false)

    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(detail.parent === elsewhere)
    #expect(window.validate() == [])
  }

  // MARK: Child coordinators

  @Test func aQueuedTriggerThatFailsKeepsTheChildAnEarlierTriggerAdded() throws {
    let child = ViewCoordinator<String>(rootViewController: ViewController(title: "Child"))
    let coordinator = BasicCoordinator<String, NavigationController>(
      rootViewController: try NavigationController(rootViewController: ViewController(title: "Home"))
    ) { route in
      route == "child" ? .present(child) : .pop()
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    var results: [Result<Void, TransitionError>] = []

    coordinator.trigger("child") { results.append($0) }
    coordinator.trigger("pop") { results.append($0) }  // waits, then fails: the stack holds one
    clock.runUntilIdle()

    #expect(results.count == 2)
    #expect(error(results.last) == .cannotPopRoot(navigation: "Nav"))
    #expect(coordinator.children.map { $0 === child } == [true])
  }

  @Test func aFailedMultipleKeepsTheChildWhoseControllerItTookOutBeforeARouteFailed() throws {
    let childRoot = ViewController(title: "Child")
    let child = ViewCoordinator<String>(rootViewController: childRoot)
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: navigation) { route in
      route == "child" ? .push(child) : .pop(to: ViewController(title: "Stranger"))
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    coordinator.trigger("child")
    var result: Result<Void, TransitionError>?

    Transition<NavigationController>.multiple(.pop(), .route("fail", on: coordinator))
      .perform(on: navigation) { result = $0 }

    #expect(error(result) == .notInStack("Stranger", navigation: "Nav"))
    #expect(navigation.topViewController === childRoot)
    #expect(coordinator.children.map { $0 === child } == [true])
  }

  @Test func aFailedMultipleOnAFreeRootKeepsTheChildWhoseSheetItDismissedInTheWindow() throws {
    let childRoot = ViewController(title: "Child")
    let child = ViewCoordinator<String>(rootViewController: childRoot)
    let root = ViewController(title: "Root")
    let coordinator = BasicCoordinator<String, ViewController>(rootViewController: root) { _ in .present(child) }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    coordinator.trigger("child")
    let free = NavigationController(title: "Free")
    var result: Result<Void, TransitionError>?

    // The sequence runs outside the window's queue, but its first step
    // dismisses the child's sheet in the window; its second step fails.
    Transition<NavigationController>.multiple(
      .perform(Transition<ViewController>.dismiss(), on: childRoot),
      .push(free)
    ).perform(on: free) { result = $0 }

    #expect(error(result) == .cannotPushNavigationController("Free"))
    #expect(root.presentedViewController === childRoot)
    #expect(coordinator.children.map { $0 === child } == [true])
    #expect(window.validate() == [])
  }

  @Test func aSequenceEndingDuringASwipeBackDoesNotDropTheSwipedCoordinator() throws {
    let childRoot = ViewController(title: "Child")
    let child = ViewCoordinator<String>(rootViewController: childRoot)
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: navigation) { route in
      route == "child" ? .push(child) : .dismiss()  // "close" fails: nothing to dismiss
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    coordinator.trigger("child")
    let free = ViewController(title: "Free")

    let swipe = try navigation.beginInteractivePop()
    // A sequence outside the window's queue whose step is a route of the coordinator.
    Transition<ViewController>.multiple(.route("close", on: coordinator)).perform(on: free)
    swipe.cancel()

    #expect(navigation.topViewController === childRoot)
    #expect(coordinator.children.map { $0 === child } == [true])
    #expect(window.validate() == [])
  }

  @Test func aCoordinatorWhoseControllerLeftWhileItsSheetWasPulledDownIsDroppedWhenThePullIsCancelled() throws {
    let childRoot = ViewController(title: "Child")
    let child = ViewCoordinator<String>(rootViewController: childRoot)
    let sheet = ViewController(title: "Sheet")
    let panel = ViewController(title: "Panel")
    try sheet.embed(panel)
    let root = ViewController(title: "Root")
    let coordinator = BasicCoordinator<String, ViewController>(rootViewController: root) { _ in
      .embed(child, in: panel)
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    try root.present(sheet, animated: false)
    coordinator.trigger("embed")
    #expect(coordinator.children.count == 1)

    let pull = try sheet.beginInteractiveDismissal()
    try childRoot.removeFromParent()  // from the sheet's panel, while the sheet is out of the window
    pull.cancel()

    #expect(root.presentedViewController === sheet)
    #expect(childRoot.isFree)
    #expect(coordinator.children.isEmpty)
    #expect(window.validate() == [])
  }

  @Test func aRouteTriggeredDuringASwipeBackDoesNotDropItsCoordinatorWhenTheSwipeIsCancelled() throws {
    let childRoot = ViewController(title: "Child")
    let child = BasicCoordinator<String, ViewController>(rootViewController: childRoot) { _ in
      .dismiss()  // fails: nothing to dismiss, and the tree stays as it is
    }
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let coordinator = BasicCoordinator<String, NavigationController>(rootViewController: navigation) { _ in
      .push(child)
    }
    let window = Window(name: "Main")
    try coordinator.setRoot(for: window)
    window.makeKeyAndVisible()
    coordinator.trigger("child")

    let swipe = try navigation.beginInteractivePop()
    child.trigger("close")  // its controller is out of the window while the swipe lasts
    swipe.cancel()

    #expect(navigation.topViewController === childRoot)
    #expect(coordinator.children.map { $0 === child } == [true])
    #expect(window.validate() == [])
  }

  /// A window let go of while a transition waits in its queue: the waiting
  /// transition runs then, outside every window, and its completion runs.
  @Test func aTransitionWaitingInTheQueueOfAWindowThatGoesAwayStillRunsAndCompletes() throws {
    let clock = ManualAnimationDriver()
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    var outcome: Result<Void, TransitionError>?
    weak var weakWindow: Window?
    do {
      let window = Window(name: "Main")
      weakWindow = window
      try window.setRootViewController(navigation)
      window.makeKeyAndVisible()
      window.animationDriver = clock
      try navigation.popViewController(animated: true)
      Transition<NavigationController>.push(ViewController(title: "Next")).perform(on: navigation) {
        outcome = $0
      }
      #expect(outcome == nil)
    }
    #expect(weakWindow == nil)
    clock.runUntilIdle()

    #expect(outcome.map { if case .success = $0 { true } else { false } } == true)
    #expect(navigation.viewControllers.map(\.title) == ["Home", "Next"])
    #expect(navigation.validate() == [])
  }

  /// A controller still leaving one window cannot be made the root of
  /// another (hidden) window until the first window's animation ends; then
  /// it can, and validates there.
  @Test func aControllerLeavingOneWindowBecomesTheRootOfAHiddenOneOnlyOnceItLeft() throws {
    let clock = ManualAnimationDriver()
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    try navigation.pushViewController(detail, animated: false)
    let first = Window(name: "First")
    try first.setRootViewController(navigation)
    first.makeKeyAndVisible()
    first.animationDriver = clock
    let second = Window(name: "Second")
    try navigation.popViewController(animated: true)

    #expect(throws: TransitionError.transitionInProgress(window: "First")) {
      try second.setRootViewController(detail)
    }

    #expect(second.rootViewController == nil)
    #expect(detail.appearanceState == .disappearing)
    clock.runUntilIdle()
    #expect(detail.appearanceState == .disappeared)
    try second.setRootViewController(detail)
    #expect(second.validate() == [])
    #expect(first.validate() == [])
  }

  /// A window let go of while it animates a dismissal: the dismissed
  /// controller stays disappearing until the animation ends, and cannot go
  /// into another window before then (the refusal names the window it is
  /// leaving, though that window is gone).
  @Test func aControllerLeavingAWindowThatWentAwayGoesIntoTheNextOneOnlyOnceItLeft() throws {
    let clock = ManualAnimationDriver()
    let sheet = ViewController(title: "Sheet")
    let other = Window(name: "Other")
    let otherRoot = ViewController(title: "Other root")
    try other.setRootViewController(otherRoot)
    do {
      let window = Window(name: "Main")
      window.animationDriver = clock
      let root = ViewController(title: "Root")
      try window.setRootViewController(root)
      window.makeKeyAndVisible()
      try root.present(sheet, animated: false)
      try root.dismiss(animated: true)
    }
    #expect(sheet.appearanceState == .disappearing)

    #expect(throws: TransitionError.transitionInProgress(window: "Main")) {
      try otherRoot.present(sheet, animated: false)
    }

    #expect(otherRoot.presentedViewController == nil)
    clock.runUntilIdle()
    #expect(sheet.appearanceState == .disappeared)
    try otherRoot.present(sheet, animated: false)
    #expect(other.validate() == [])
  }

  /// A sequence outside the window whose nested `multiple` dismisses a
  /// child coordinator's screen in the window, then fails on a later step:
  /// the window's coordinators wait for the outer sequence, not only the
  /// nested one, so the child is still there when the screen comes back.
  @Test func aFailingSequenceKeepsTheChildWhoseScreenItsNestedSequenceDismissed() throws {
    let home = ViewController(title: "Home")
    let app = BasicCoordinator<Int, ViewController>(rootViewController: home) { _ in .none() }
    let window = Window(name: "Main")
    try app.setRoot(for: window)
    let sheet = BasicCoordinator<Int, ViewController>(rootViewController: ViewController(title: "Sheet")) { _ in
      .none()
    }
    app.trigger(0, with: TransitionOptions(animated: false))
    app.performTransition(.present(sheet), with: TransitionOptions(animated: false))
    #expect(app.children.count == 1)

    let elsewhere = ViewController(title: "Elsewhere")
    let placed = ViewController(title: "Placed")
    let holder = ViewController(title: "Holder")
    try holder.present(placed, animated: false)
    var result: Result<Void, TransitionError>?
    Transition<ViewController>.multiple(
      .perform(.multiple(.dismiss()), on: home),
      .present(placed)
    ).perform(on: elsewhere, with: TransitionOptions(animated: false)) { result = $0 }

    #expect(result.map { if case .failure(.alreadyInHierarchy) = $0 { true } else { false } } == true)
    #expect(home.presentedViewController === sheet.viewController)
    #expect(app.children.count == 1)
    #expect(holder.presentedViewController === placed)
  }

  /// A `multiple` whose step's router drops its completion is released
  /// unfinished: its turn in the window's queue ends then, so what waits
  /// behind it runs, and the window is released once let go of.
  @Test func aSequenceReleasedUnfinishedGivesUpItsTurnInTheWindowsQueue() throws {
    weak var weakWindow: Window?
    var next: Result<Void, TransitionError>?
    do {
      let window = Window(name: "Main")
      weakWindow = window
      let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
      try window.setRootViewController(navigation)
      window.makeKeyAndVisible()
      Transition<NavigationController>.multiple(.none(), .trigger(0, on: SilentStepRouter()))
        .perform(on: navigation)
      Transition<NavigationController>.push(ViewController(title: "Next")).perform(on: navigation) { next = $0 }
      #expect(next.map { if case .success = $0 { true } else { false } } == true)
      #expect(navigation.viewControllers.map(\.title) == ["Home", "Next"])
      #expect(!window.isTransitioning)
    }
    #expect(weakWindow == nil)
  }

  /// An interactive embedding into a controller in no window, begun through
  /// a root in a window: the container is then presented there and both
  /// appear. Cancelling takes the child out of the container, and so out of
  /// sight: it disappears, with its callbacks, in the window it was in.
  @Test func cancellingAnEmbeddingIntoAContainerPlacedInAWindowMeanwhileTakesTheChildOutOfSight() throws {
    let home = ViewController(title: "Home")
    let window = Window(name: "Main")
    try window.setRootViewController(home)
    window.makeKeyAndVisible()
    let host = ViewController(title: "Host")
    let log = CallbackLog()
    let child = RecordingViewController("Child", log: log)
    var result: Result<Void, TransitionError>?
    let embedding = try Transition<ViewController>.embed(child, in: host)
      .performInteractively(on: home) { result = $0 }
    try home.present(host, animated: false)
    #expect(child.appearanceState == .appeared)
    _ = log.take()

    embedding.cancel()

    #expect(result.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
    #expect(child.parent == nil)
    #expect(child.appearanceState == .disappeared)
    // The interactive change was animated: so is the way back.
    #expect(log.take() == ["Child.viewWillDisappear(true)", "Child.viewDidDisappear(true)"])
    #expect(host.appearanceState == .appeared)
    #expect(home.presentedViewController === host)
    #expect(child.validate() == [])
    #expect(window.validate() == [])
  }

  /// The same embedding finished instead: the child stays in the container,
  /// in sight.
  @Test func finishingAnEmbeddingIntoAContainerPlacedInAWindowMeanwhileKeepsTheChildInSight() throws {
    let home = ViewController(title: "Home")
    let window = Window(name: "Main")
    try window.setRootViewController(home)
    window.makeKeyAndVisible()
    let host = ViewController(title: "Host")
    let child = ViewController(title: "Child")
    let embedding = try Transition<ViewController>.embed(child, in: host).performInteractively(on: home)
    try home.present(host, animated: false)

    embedding.finish()

    #expect(child.parent === host)
    #expect(child.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  /// A sequence took a controller out of a navigation stack, then waited
  /// for a router; meanwhile that controller came to present the stack.
  /// When the router reports a failure, undoing the sequence would put the
  /// controller back below itself: nothing is undone (the undo used to loop
  /// for ever walking the cycle it built).
  @Test func aSequenceWhoseUndoWouldMakeACycleIsLeftAsItIs() throws {
    let first = ViewController(title: "First")
    let navigation = try NavigationController(rootViewController: first)
    let router = LateStepRouter()
    var result: Result<Void, TransitionError>?
    Transition<NavigationController>.multiple(.set([]), .trigger(0, on: router))
      .perform(on: navigation, with: TransitionOptions(animated: false)) { result = $0 }
    #expect(navigation.viewControllers.isEmpty)
    try first.present(navigation, animated: false)

    router.complete(.failure(.cancelled))

    #expect(result.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
    #expect(first.presentedViewController === navigation)
    #expect(navigation.viewControllers.isEmpty)
    #expect(first.parent == nil)
    #expect(first.validate() == [])
  }

  /// A sequence swapped the columns of a collapsed split view controller
  /// (collapsing took the new primary's stack and pushed the old one onto
  /// it), then failed. Each edit of the undo is checked against the tree
  /// the later edits' undos leave: checked against the tree as the swap left
  /// it, putting the old secondary back onto the old primary's stack looked
  /// like a cycle, and nothing was undone.
  @Test func aSequenceThatSwappedTheColumnsOfACollapsedSplitIsUndone() throws {
    let primary = try NavigationController(rootViewController: ViewController(title: "Primary root"))
    let secondary = try NavigationController(rootViewController: ViewController(title: "Secondary root"))
    let split = SplitViewController(primary: primary, secondary: secondary)
    let window = Window(name: "Main")
    try window.setRootViewController(split)
    window.makeKeyAndVisible()
    split.setCollapsed(true, animated: false)
    let before = window.snapshot
    var result: Result<Void, TransitionError>?

    Transition<SplitViewController>.multiple(.set(primary: secondary, secondary: primary), .fail(.cancelled))
      .perform(on: split, with: TransitionOptions(animated: false)) { result = $0 }

    #expect(throws: TransitionError.cancelled) { try #require(result).get() }
    #expect(split.primaryViewController === primary)
    #expect(split.secondaryViewController === secondary)
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  /// A sequence presented a sheet, dismissed it, then had the sheet present
  /// the controller that had presented it. Undone all at once, the first
  /// undo would put the sheet below itself; undone newest first, as a
  /// sequence is, no undo ever does. The sequence is undone, all of it
  /// (nothing was undone, since the check looked at each undo against the
  /// tree as the steps had left it).
  @Test func aSequenceWhoseStepsReverseAPresentationIsUndoneNewestFirst() throws {
    let home = ViewController(title: "Home")
    let sheet = ViewController(title: "Sheet")
    var result: Result<Void, TransitionError>?
    Transition<ViewController>.multiple(
      .present(sheet), .perform(.dismiss(), on: sheet), .perform(.present(home), on: sheet), .fail(.cancelled)
    ).perform(on: home, with: TransitionOptions(animated: false)) { result = $0 }

    #expect(result.map { if case .failure(.cancelled) = $0 { true } else { false } } == true)
    #expect(home.presentedViewController == nil)
    #expect(home.presentingViewController == nil)
    #expect(sheet.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
    #expect(home.validate() == [])
    #expect(sheet.validate() == [])
  }
}

/// A router that never calls its completion (it lets go of it).
@MainActor
final class SilentStepRouter: Router {
  let viewController = ViewController(title: "Silent")

  func contextTrigger(
    _ route: Int,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {}
}

/// A router that keeps its completion, to be called later.
@MainActor
private final class LateStepRouter: Router {
  let viewController = ViewController(title: "Late")
  private var pending: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?

  func contextTrigger(
    _ route: Int,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    pending = completion
  }

  /// Calls the kept completion.
  func complete(_ result: Result<TransitionContext, TransitionError>) {
    let completion = pending
    pending = nil
    completion?(result)
  }
}
