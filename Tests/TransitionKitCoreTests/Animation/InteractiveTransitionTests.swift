import Testing

@testable import TransitionKitCore

/// SPEC §1.8 and §1.4 (cancelled interactive transitions), and the article
/// "Animations and time", section "Interactive transitions": pops and
/// dismissals driven by hand, finished or cancelled.
@Suite @MainActor struct InteractiveTransitionTests {
  // MARK: Fixtures

  /// A visible window showing a navigation stack `[Home, Detail]`, every
  /// view loaded and as large as the window.
  @MainActor private struct Stack {
    let log = CallbackLog()
    let navigation: RecordingNavigationController
    let home: RecordingViewController
    let detail: RecordingViewController
    let window: Window

    init(driver: AnimationDriver? = nil) throws {
      navigation = RecordingNavigationController("Nav", log: log)
      home = RecordingViewController("Home", log: log)
      detail = RecordingViewController("Detail", log: log)
      try navigation.setViewControllers([home, detail], animated: false)
      window = try visibleWindow(root: navigation)
      for controller in [navigation, home, detail] as [ViewController] { controller.view.frame = window.bounds }
      if let driver { window.animationDriver = driver }
      _ = log.take()
    }
  }

  /// A visible window whose root `Root` presents `Sheet` full screen (so the
  /// root disappears under it), every view loaded.
  @MainActor private struct Modal {
    let log = CallbackLog()
    let root: RecordingViewController
    let sheet: RecordingViewController
    let window: Window

    init() throws {
      root = RecordingViewController("Root", log: log)
      sheet = RecordingViewController("Sheet", log: log)
      sheet.modalPresentationStyle = .fullScreen
      window = try visibleWindow(root: root)
      try root.present(sheet, animated: false)
      for controller in [root, sheet] as [ViewController] { controller.view.frame = window.bounds }
      _ = log.take()
    }
  }

  /// A visible window whose root `Root` presents, full screen, a navigation
  /// controller `Modal` holding `[Form]`.
  @MainActor private struct ModalStack {
    let log = CallbackLog()
    let root: RecordingViewController
    let modal: RecordingNavigationController
    let form: RecordingViewController
    let window: Window

    init() throws {
      root = RecordingViewController("Root", log: log)
      modal = RecordingNavigationController("Modal", log: log)
      form = RecordingViewController("Form", log: log)
      try modal.setViewControllers([form], animated: false)
      modal.modalPresentationStyle = .fullScreen
      window = try visibleWindow(root: root)
      try root.present(modal, animated: false)
      root.loadViewIfNeeded()
      _ = log.take()
    }
  }

  /// The outcome handed to a completion, as text.
  private func outcome(_ result: Result<Void, TransitionError>) -> String {
    switch result {
    case .success: "success"
    case .failure(.cancelled): "cancelled"
    case .failure(let error): "failed: \(error)"
    }
  }

  /// The system pop's progress at a raw progress: `TimingCurve.easeInOut`.
  private func eased(_ t: Double) -> Double { t * t * (3 - 2 * t) }

  // MARK: Interactive pop

  @Test func interactivePopBeginsWithOldTopWillDisappearThenNewTopWillAppear() throws {
    let stack = try Stack()

    let swipe = try stack.navigation.beginInteractivePop()

    #expect(
      stack.log.take() == [
        "Detail.viewWillDisappear(true)",
        "Home.viewWillAppear(true)",
        "Home.viewIsAppearing(true)",
      ])
    #expect(swipe.state == .interacting)
    #expect(stack.window.isTransitioning)
    #expect(stack.detail.appearanceState == .disappearing)
    #expect(
      "\(stack.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           └─ [0]: RecordingViewController "Home" · visible · appearing
        """)
    swipe.finish()
    #expect(stack.window.validate() == [])
  }

  @Test func finishedInteractivePopRunsDidCallbacksInNavigationOrder() throws {
    let stack = try Stack()
    var results: [String] = []

    let swipe = try stack.navigation.beginInteractivePop { results.append(outcome($0)) }
    swipe.update(0.5)
    swipe.finish()

    #expect(
      stack.log.take() == [
        "Detail.viewWillDisappear(true)",
        "Home.viewWillAppear(true)",
        "Home.viewIsAppearing(true)",
        "Detail.viewDidDisappear(true)",
        "Home.viewDidAppear(true)",
      ])
    #expect(results == ["success"])
    #expect(swipe.state == .finished)
    #expect(stack.detail.isFree)
    #expect(!stack.window.isTransitioning)
    #expect(
      "\(stack.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           └─ [0]: RecordingViewController "Home" · visible
        """)
    #expect(stack.window.validate() == [])
  }

  @Test func cancelledInteractivePopRunsUIKitsCancelCallbacksAndRestoresTheTree() throws {
    let stack = try Stack()
    let before = stack.window.snapshot
    var results: [String] = []

    let swipe = try stack.navigation.beginInteractivePop { results.append(outcome($0)) }
    swipe.update(0.4)
    swipe.cancel()

    #expect(
      stack.log.take() == [
        "Detail.viewWillDisappear(true)",
        "Home.viewWillAppear(true)",
        "Home.viewIsAppearing(true)",
        "Home.viewWillDisappear(true)",
        "Home.viewDidDisappear(true)",
        "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)",
        "Detail.viewDidAppear(true)",
      ])
    #expect(results == ["cancelled"])
    #expect(swipe.state == .cancelled)
    #expect(stack.window.snapshot == before)
    #expect(!stack.window.isTransitioning)
    #expect(stack.window.validate() == [])
  }

  @Test func finishedInteractivePopGoesInteractingThenFinishingThenFinished() throws {
    let clock = ManualAnimationDriver()
    let stack = try Stack(driver: clock)

    let swipe = try stack.navigation.beginInteractivePop()
    #expect(swipe.state == .interacting)
    swipe.update(0.3)
    #expect(swipe.state == .interacting)
    swipe.finish()
    #expect(swipe.state == .finishing)
    clock.runUntilIdle()

    #expect(swipe.state == .finished)
    #expect(stack.window.validate() == [])
  }

  @Test func cancelledInteractivePopGoesInteractingThenCancellingThenCancelled() throws {
    let clock = ManualAnimationDriver()
    let stack = try Stack(driver: clock)

    let swipe = try stack.navigation.beginInteractivePop()
    #expect(swipe.state == .interacting)
    swipe.update(0.3)
    swipe.cancel()
    #expect(swipe.state == .cancelling)
    clock.runUntilIdle()

    #expect(swipe.state == .cancelled)
    #expect(stack.window.validate() == [])
  }

  @Test func finishedInteractivePopReleasesThePoppedController() throws {
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"), title: "Nav")
    weak var popped: ViewController?
    do {
      let detail = ViewController(title: "Detail")
      popped = detail
      try navigation.pushViewController(detail, animated: false)
    }
    let window = try visibleWindow(root: navigation)

    let swipe = try navigation.beginInteractivePop()
    swipe.update(0.6)
    swipe.finish()

    #expect(swipe.state == .finished)
    #expect(popped == nil)
    #expect(window.validate() == [])
  }

  @Test func cancelledInteractivePopPutsBackEveryViewsFrameAndAlpha() throws {
    let clock = ManualAnimationDriver()
    let stack = try Stack(driver: clock)
    stack.home.view.alpha = 0.9
    try stack.home.view.addSubview(
      View(name: "homeAvatar", frame: Rect(x: 100, y: 200, width: 120, height: 120), passengerID: "avatar"))
    try stack.detail.view.addSubview(
      View(name: "detailAvatar", frame: Rect(x: 16, y: 96, width: 64, height: 64), passengerID: "avatar"))
    let views = stack.home.view.allViews + stack.detail.view.allViews
    let frames = views.map(\.frame)
    let alphas = views.map(\.alpha)

    let swipe = try stack.navigation.beginInteractivePop(animation: .movePassengers())
    swipe.update(0.4)
    #expect(views.map(\.alpha) != alphas)
    #expect(views.map(\.frame) != frames)
    swipe.cancel()
    clock.runUntilIdle()

    #expect(swipe.state == .cancelled)
    #expect(views.map(\.frame) == frames)
    #expect(views.map(\.alpha) == alphas)
    #expect(stack.window.validate() == [])
  }

  // MARK: Interactive dismissal

  // A full-screen presentation cannot be pulled down (see PullDownTests), but
  // an app's own interactive dismissal, such as a custom pan, drives it:
  // these tests run one, through the dismiss transition.

  @Test func finishedInteractiveDismissalOfPresentedControllerRunsModalCallbacks() throws {
    let modal = try Modal()
    var results: [String] = []

    let pullDown = try Transition<ViewController>.dismiss().performInteractively(on: modal.sheet) {
      results.append(outcome($0))
    }
    #expect(
      "\(modal.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible · appearing
        """)
    pullDown.update(0.5)
    pullDown.finish()

    #expect(
      modal.log.take() == [
        "Sheet.viewWillDisappear(true)",
        "Root.viewWillAppear(true)",
        "Root.viewIsAppearing(true)",
        "Root.viewDidAppear(true)",
        "Sheet.viewDidDisappear(true)",
      ])
    #expect(results == ["success"])
    #expect(pullDown.state == .finished)
    #expect(modal.sheet.isFree)
    #expect(
      "\(modal.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
        """)
    #expect(modal.window.validate() == [])
  }

  @Test func cancelledInteractiveDismissalOfPresentedControllerRestoresEverything() throws {
    let modal = try Modal()
    let before = modal.window.snapshot
    var results: [String] = []

    let pullDown = try Transition<ViewController>.dismiss().performInteractively(on: modal.sheet) {
      results.append(outcome($0))
    }
    pullDown.update(0.3)
    pullDown.cancel()

    #expect(
      modal.log.take() == [
        "Sheet.viewWillDisappear(true)",
        "Root.viewWillAppear(true)",
        "Root.viewIsAppearing(true)",
        "Root.viewWillDisappear(true)",
        "Root.viewDidDisappear(true)",
        "Sheet.viewWillAppear(true)",
        "Sheet.viewIsAppearing(true)",
        "Sheet.viewDidAppear(true)",
      ])
    #expect(results == ["cancelled"])
    #expect(pullDown.state == .cancelled)
    #expect(modal.window.snapshot == before)
    #expect(modal.root.presentedViewController === modal.sheet)
    #expect(modal.window.validate() == [])
  }

  @Test func finishedInteractiveDismissalFromChildOfPresentedNavigationDismissesTheNavigation() throws {
    let fixture = try ModalStack()
    var results: [String] = []

    let pullDown = try Transition<ViewController>.dismiss().performInteractively(on: fixture.form) {
      results.append(outcome($0))
    }
    pullDown.update(0.5)
    pullDown.finish()

    #expect(
      fixture.log.take() == [
        "Modal.viewWillDisappear(true)",
        "Form.viewWillDisappear(true)",
        "Root.viewWillAppear(true)",
        "Root.viewIsAppearing(true)",
        "Root.viewDidAppear(true)",
        "Modal.viewDidDisappear(true)",
        "Form.viewDidDisappear(true)",
      ])
    #expect(results == ["success"])
    #expect(pullDown.state == .finished)
    #expect(fixture.modal.isFree)
    #expect(ids(fixture.modal.viewControllers) == ids([fixture.form]))
    #expect(
      "\(fixture.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingViewController "Root" · visible
        """)
    #expect(fixture.window.validate() == [])
  }

  @Test func cancelledInteractiveDismissalFromChildOfPresentedNavigationRestoresEverything() throws {
    let fixture = try ModalStack()
    let before = fixture.window.snapshot
    var results: [String] = []

    let pullDown = try Transition<ViewController>.dismiss().performInteractively(on: fixture.form) {
      results.append(outcome($0))
    }
    pullDown.update(0.5)
    pullDown.cancel()

    #expect(
      fixture.log.take() == [
        "Modal.viewWillDisappear(true)",
        "Form.viewWillDisappear(true)",
        "Root.viewWillAppear(true)",
        "Root.viewIsAppearing(true)",
        "Root.viewWillDisappear(true)",
        "Root.viewDidDisappear(true)",
        "Modal.viewWillAppear(true)",
        "Form.viewWillAppear(true)",
        "Modal.viewIsAppearing(true)",
        "Form.viewIsAppearing(true)",
        "Modal.viewDidAppear(true)",
        "Form.viewDidAppear(true)",
      ])
    #expect(results == ["cancelled"])
    #expect(pullDown.state == .cancelled)
    #expect(fixture.window.snapshot == before)
    #expect(fixture.window.validate() == [])
  }

  // MARK: Driving by hand

  @Test func updateSlidesTheSourceOutToTheRightByTheEasedProgress() throws {
    let clock = ManualAnimationDriver()
    let stack = try Stack(driver: clock)
    let screen = stack.window.bounds

    let swipe = try stack.navigation.beginInteractivePop()
    swipe.update(0.4)

    #expect(swipe.progress == 0.4)
    #expect(
      stack.detail.view.frame
        == Rect(x: eased(0.4) * screen.size.width, y: 0, width: screen.size.width, height: screen.size.height))
    #expect(stack.home.view.frame == screen)
    swipe.cancel()
    clock.runUntilIdle()
    #expect(stack.detail.view.frame == screen)
    #expect(stack.window.validate() == [])
  }

  @Test func updateClampsProgressToZeroThroughOne() throws {
    let clock = ManualAnimationDriver()
    let stack = try Stack(driver: clock)
    let screen = stack.window.bounds

    let swipe = try stack.navigation.beginInteractivePop()
    swipe.update(1.7)
    #expect(swipe.progress == 1)
    #expect(stack.detail.view.frame.origin.x == screen.size.width)
    swipe.update(-0.5)
    #expect(swipe.progress == 0)
    #expect(stack.detail.view.frame == screen)

    swipe.cancel()
    clock.runUntilIdle()
    #expect(stack.window.validate() == [])
  }

  @Test func updateIsIgnoredAfterLettingGo() throws {
    let clock = ManualAnimationDriver()
    let stack = try Stack(driver: clock)
    let screen = stack.window.bounds

    let swipe = try stack.navigation.beginInteractivePop()
    swipe.update(0.5)
    swipe.finish()
    swipe.update(0.1)

    #expect(swipe.state == .finishing)
    #expect(swipe.progress == 0.5)
    #expect(stack.detail.view.frame.origin.x == eased(0.5) * screen.size.width)
    clock.runUntilIdle()
    #expect(swipe.state == .finished)
    #expect(stack.window.validate() == [])
  }

  // MARK: Velocity and time

  @Test func stillFingerFinishesAtTheAnimationsOwnPace() throws {
    // 1000 frames a second: the clock can stop at any whole millisecond.
    let clock = ManualAnimationDriver(framesPerSecond: 1000)
    let stack = try Stack(driver: clock)
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop { results.append(outcome($0)) }
    swipe.update(0.5)

    // Half of a 350 ms system pop is left: 175 ms at its own pace.
    swipe.finish(velocity: 0)
    clock.advance(by: .milliseconds(170))
    #expect(swipe.state == .finishing)
    #expect(results == [])
    clock.advance(by: .milliseconds(10))

    #expect(swipe.state == .finished)
    #expect(results == ["success"])
    #expect(stack.window.validate() == [])
  }

  @Test func flickTowardTheEndFinishesInDistanceOverVelocity() throws {
    let clock = ManualAnimationDriver(framesPerSecond: 1000)
    let stack = try Stack(driver: clock)
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop { results.append(outcome($0)) }
    swipe.update(0.5)

    // 0.5 left at 10 a second: 50 ms.
    swipe.finish(velocity: 10)
    clock.advance(by: .milliseconds(45))
    #expect(swipe.state == .finishing)
    #expect(results == [])
    clock.advance(by: .milliseconds(10))

    #expect(swipe.state == .finished)
    #expect(results == ["success"])
    #expect(stack.window.validate() == [])
  }

  @Test func flickBackCancelsInDistanceOverVelocity() throws {
    let clock = ManualAnimationDriver(framesPerSecond: 1000)
    let stack = try Stack(driver: clock)
    let before = stack.window.snapshot
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop { results.append(outcome($0)) }
    swipe.update(0.5)

    // 0.5 back to the start at 10 a second: 50 ms.
    swipe.cancel(velocity: -10)
    clock.advance(by: .milliseconds(45))
    #expect(swipe.state == .cancelling)
    #expect(results == [])
    clock.advance(by: .milliseconds(10))

    #expect(swipe.state == .cancelled)
    #expect(results == ["cancelled"])
    #expect(stack.window.snapshot == before)
    #expect(stack.window.validate() == [])
  }

  @Test func immediateDriverFinishesAtOnce() throws {
    let stack = try Stack()
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop { results.append(outcome($0)) }
    swipe.update(0.2)

    swipe.finish()

    #expect(swipe.state == .finished)
    #expect(results == ["success"])
    #expect(!stack.window.isTransitioning)
    #expect(stack.window.validate() == [])
  }

  @Test func immediateDriverCancelsAtOnce() throws {
    let stack = try Stack()
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop { results.append(outcome($0)) }
    swipe.update(0.8)

    swipe.cancel()

    #expect(swipe.state == .cancelled)
    #expect(results == ["cancelled"])
    #expect(!stack.window.isTransitioning)
    #expect(stack.window.validate() == [])
  }

  // MARK: Refusals

  @Test func interactivePopOfRootIsRefusedWithCannotPopRoot() throws {
    let log = CallbackLog()
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([RecordingViewController("Home", log: log)], animated: false)
    let window = try visibleWindow(root: navigation, log: log)

    expectRefusal(.cannotPopRoot(navigation: "Nav"), in: window, log: log) { () throws(TransitionError) in
      _ = try navigation.beginInteractivePop()
    }
    #expect(!window.isTransitioning)
    #expect(window.validate() == [])
  }

  @Test func interactiveDismissalOfControllerThatIsNotPresentedIsRefused() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)

    expectRefusal(.nothingToDismiss("Root"), in: window, log: log) { () throws(TransitionError) in
      _ = try root.beginInteractiveDismissal()
    }
    #expect(window.validate() == [])
  }

  @Test func interactiveDismissalFromPresenterIsRefused() throws {
    let modal = try Modal()

    expectRefusal(.nothingToDismiss("Root"), in: modal.window, log: modal.log) { () throws(TransitionError) in
      _ = try modal.root.beginInteractiveDismissal()
    }
    #expect(modal.window.validate() == [])
  }

  @Test func interactivePopWhileAnotherTransitionAnimatesIsRefused() throws {
    let clock = ManualAnimationDriver()
    let stack = try Stack(driver: clock)
    Transition<NavigationController>.push(RecordingViewController("Extra", log: stack.log))
      .perform(on: stack.navigation)
    #expect(stack.window.isTransitioning)

    // Checked by hand: validate() would see the running push half-way.
    let before = Unchanged(stack.window, log: stack.log)
    #expect(throws: TransitionError.transitionInProgress(window: "Main")) {
      _ = try stack.navigation.beginInteractivePop()
    }
    #expect(stack.window.snapshot == before.snapshot)
    #expect(stack.log.take() == [])
    clock.runUntilIdle()
    #expect(stack.navigation.viewControllers.map(\.displayName) == ["Home", "Detail", "Extra"])
    #expect(stack.window.validate() == [])
  }

  @Test func interactivePopWhileAnotherInteractiveTransitionIsRefused() throws {
    let stack = try Stack()
    try stack.navigation.pushViewController(RecordingViewController("Third", log: stack.log), animated: false)
    let first = try stack.navigation.beginInteractivePop()

    // Checked by hand: validate() would see the first pop half-way.
    let before = Unchanged(stack.window, log: stack.log)
    #expect(throws: TransitionError.transitionInProgress(window: "Main")) {
      _ = try stack.navigation.beginInteractivePop()
    }
    #expect(stack.window.snapshot == before.snapshot)
    #expect(stack.log.take() == [])
    first.cancel()
    #expect(stack.navigation.viewControllers.map(\.displayName) == ["Home", "Detail", "Third"])
    #expect(stack.window.validate() == [])
  }

  @Test func multipleCannotBeDrivenInteractively() throws {
    let stack = try Stack()

    expectRefusal(.interactionUnsupported, in: stack.window, log: stack.log) { () throws(TransitionError) in
      _ = try Transition<NavigationController>.multiple(.pop()).performInteractively(on: stack.navigation)
    }
    #expect(stack.window.validate() == [])
  }

  @Test func customTransitionCannotBeDrivenInteractively() throws {
    let stack = try Stack()
    let custom = Transition<NavigationController>(presentables: [], animation: nil) { root, options, completion in
      Transition<NavigationController>.pop().perform(on: root, with: options, completion: completion)
    }

    expectRefusal(.interactionUnsupported, in: stack.window, log: stack.log) { () throws(TransitionError) in
      _ = try custom.performInteractively(on: stack.navigation)
    }
    #expect(stack.window.validate() == [])
  }

  // MARK: Taking turns

  @Test func transitionPerformedDuringInteractivePopRunsAfterItFinishes() throws {
    let stack = try Stack()
    let extra = RecordingViewController("Extra", log: stack.log)
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop { results.append("pop " + outcome($0)) }

    Transition<NavigationController>.push(extra).perform(on: stack.navigation) {
      results.append("push " + outcome($0))
    }
    #expect(results == [])
    #expect(ids(stack.navigation.viewControllers) == ids([stack.home]))
    swipe.finish()

    #expect(results == ["pop success", "push success"])
    #expect(ids(stack.navigation.viewControllers) == ids([stack.home, extra]))
    #expect(!stack.window.isTransitioning)
    #expect(stack.window.validate() == [])
  }

  @Test func transitionPerformedDuringInteractivePopRunsAfterItIsCancelled() throws {
    let stack = try Stack()
    let extra = RecordingViewController("Extra", log: stack.log)
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop { results.append("pop " + outcome($0)) }

    Transition<NavigationController>.push(extra).perform(on: stack.navigation) {
      results.append("push " + outcome($0))
    }
    #expect(results == [])
    swipe.cancel()

    #expect(results == ["pop cancelled", "push success"])
    #expect(ids(stack.navigation.viewControllers) == ids([stack.home, stack.detail, extra]))
    #expect(!stack.window.isTransitioning)
    #expect(stack.window.validate() == [])
  }

  @Test func cancelAfterTreeChangedDirectlyFinishesInstead() throws {
    let stack = try Stack()
    let other = RecordingViewController("Other", log: stack.log)
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop { results.append(outcome($0)) }
    try stack.navigation.pushViewController(other, animated: false)
    _ = stack.log.take()

    swipe.cancel()

    #expect(results == ["success"])
    #expect(swipe.state == .finished)
    #expect(stack.log.take() == ["Detail.viewDidDisappear(true)"])
    #expect(stack.detail.isFree)
    #expect(stack.detail.appearanceState == .disappeared)
    #expect(
      "\(stack.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "Home"
           └─ [1]: RecordingViewController "Other" · visible
        """)
    #expect(!stack.window.isTransitioning)
    #expect(stack.window.validate() == [])
  }

  // MARK: Any single change

  @Test func tabSelectPerformedInteractivelyFinishesThroughItsHandle() throws {
    let log = CallbackLog()
    let first = RecordingViewController("First", log: log)
    let second = RecordingViewController("Second", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([first, second], animated: false)
    second.loadViewIfNeeded()
    let window = try visibleWindow(root: tabs, log: log)
    var results: [String] = []

    let handle = try Transition<TabBarController>.select(index: 1).performInteractively(on: tabs) {
      results.append(outcome($0))
    }
    #expect(handle.state == .interacting)
    #expect(tabs.selectedIndex == 1)
    handle.update(0.5)
    #expect(handle.progress == 0.5)
    handle.finish()

    #expect(handle.state == .finished)
    #expect(results == ["success"])
    #expect(
      log.take() == [
        "Second.viewWillAppear(true)",
        "First.viewWillDisappear(true)",
        "Second.viewIsAppearing(true)",
        "First.viewDidDisappear(true)",
        "Second.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func tabSelectPerformedInteractivelyCancelsThroughItsHandle() throws {
    let log = CallbackLog()
    let first = RecordingViewController("First", log: log)
    let second = RecordingViewController("Second", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([first, second], animated: false)
    second.loadViewIfNeeded()
    let window = try visibleWindow(root: tabs, log: log)
    let before = window.snapshot
    var results: [String] = []

    let handle = try Transition<TabBarController>.select(index: 1).performInteractively(on: tabs) {
      results.append(outcome($0))
    }
    handle.update(0.5)
    handle.cancel()

    #expect(handle.state == .cancelled)
    #expect(results == ["cancelled"])
    #expect(
      log.take() == [
        "Second.viewWillAppear(true)",
        "First.viewWillDisappear(true)",
        "Second.viewIsAppearing(true)",
        "Second.viewWillDisappear(true)",
        "Second.viewDidDisappear(true)",
        "First.viewWillAppear(true)",
        "First.viewIsAppearing(true)",
        "First.viewDidAppear(true)",
      ])
    #expect(tabs.selectedIndex == 0)
    #expect(window.snapshot == before)
    #expect(window.validate() == [])
  }

  // MARK: InteractiveTransitionAnimation

  /// An interactive animation that fades the source out.
  private func fadingOut() -> InteractiveTransitionAnimation {
    InteractiveTransitionAnimation(duration: .milliseconds(300)) { context, progress in
      guard let view = context.sourceView else { return }
      view.alpha = context.initialAlpha(of: view) * (1 - progress)
    }
  }

  @Test func interactiveAnimationKnowsItsTransitionOnlyWhileItDrivesIt() throws {
    let stack = try Stack()
    let drag = fadingOut()
    #expect(drag.interactiveTransition == nil)

    let swipe = try stack.navigation.beginInteractivePop(animation: Animation(presentation: nil, dismissal: drag))
    #expect(drag.interactiveTransition === swipe)
    swipe.finish()

    #expect(drag.interactiveTransition == nil)
    #expect(stack.window.validate() == [])
  }

  @Test func interactiveAnimationUpdateAndFinishDriveItsTransition() throws {
    let stack = try Stack()
    let drag = fadingOut()
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop(animation: Animation(presentation: nil, dismissal: drag)) {
      results.append(outcome($0))
    }

    drag.update(0.5)
    #expect(swipe.progress == 0.5)
    #expect(stack.detail.view.alpha == 0.5)
    drag.finish()

    #expect(swipe.state == .finished)
    #expect(results == ["success"])
    #expect(stack.detail.view.alpha == 1)
    #expect(stack.detail.isFree)
    #expect(stack.window.validate() == [])
  }

  @Test func interactiveAnimationCancelDrivesItsTransitionBack() throws {
    let stack = try Stack()
    let before = stack.window.snapshot
    let drag = fadingOut()
    var results: [String] = []
    let swipe = try stack.navigation.beginInteractivePop(animation: Animation(presentation: nil, dismissal: drag)) {
      results.append(outcome($0))
    }

    drag.update(0.25)
    drag.cancel()

    #expect(swipe.state == .cancelled)
    #expect(results == ["cancelled"])
    #expect(drag.interactiveTransition == nil)
    #expect(stack.window.snapshot == before)
    #expect(stack.window.validate() == [])
  }
}
