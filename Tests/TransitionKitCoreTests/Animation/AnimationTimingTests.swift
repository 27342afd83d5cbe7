import Testing

@testable import TransitionKitCore

// The window's default bounds are 393×852 points: half its width is 196.5,
// half its height 426. Every animation here uses the easeInOut curve, which is
// symmetric: half the time gives exactly half the progress.

/// The frame the tests give the views they animate.
private let screenFrame = Rect(x: 10, y: 20, width: 200, height: 400)

/// The outcome of a transition, as text, to compare lists of outcomes.
private func outcome(_ result: Result<Void, TransitionError>) -> String {
  switch result {
  case .success: "success"
  case .failure(let error): "failure(\(error))"
  }
}

/// A visible window showing `Nav [Home]`, on a manual clock.
@MainActor
private struct NavigationScene {
  let log = CallbackLog()
  let navigation: RecordingNavigationController
  let home: RecordingViewController
  let window: Window
  let clock: ManualAnimationDriver

  init(framesPerSecond: Int = 60) throws {
    navigation = RecordingNavigationController("Nav", log: log)
    home = RecordingViewController("Home", log: log)
    try navigation.setViewControllers([home], animated: false)
    window = try visibleWindow(root: navigation, log: log)
    clock = ManualAnimationDriver(framesPerSecond: framesPerSecond)
    window.animationDriver = clock
    home.view.frame = screenFrame
  }

  /// A controller whose view has the tests' frame (its `viewDidLoad` is taken from the log).
  func controller(_ title: String) -> RecordingViewController {
    let controller = RecordingViewController(title, log: log)
    controller.view.frame = screenFrame
    _ = log.take()
    return controller
  }
}

/// A visible window whose root is `Home`, on a manual clock, with a
/// full-screen `Modal` ready to present.
@MainActor
private struct ModalScene {
  let log = CallbackLog()
  let home: RecordingViewController
  let modal: RecordingViewController
  let window: Window
  let clock: ManualAnimationDriver

  init(framesPerSecond: Int = 60) throws {
    home = RecordingViewController("Home", log: log)
    window = try visibleWindow(root: home, log: log)
    clock = ManualAnimationDriver(framesPerSecond: framesPerSecond)
    window.animationDriver = clock
    home.view.frame = screenFrame
    modal = RecordingViewController("Modal", log: log)
    modal.modalPresentationStyle = .fullScreen
  }
}

/// The built-in animations, with what each does at half-way to a view whose
/// frame is `screenFrame` and whose alpha is 1 — the same for the way in and
/// the way out, because each dismissal is its presentation reversed.
private enum BuiltIn: String, CaseIterable, Sendable {
  case fade
  case slideFromTop
  case slideFromBottom
  case slideFromLeft
  case slideFromRight
  case scale

  @MainActor var animation: Animation {
    switch self {
    case .fade: .fade()
    case .slideFromTop: .slide(from: .top)
    case .slideFromBottom: .slide(from: .bottom)
    case .slideFromLeft: .slide(from: .left)
    case .slideFromRight: .slide(from: .right)
    case .scale: .scale()
    }
  }

  /// The documented default duration.
  var duration: Duration {
    switch self {
    case .fade, .scale: .milliseconds(300)
    case .slideFromTop, .slideFromBottom, .slideFromLeft, .slideFromRight: .milliseconds(350)
    }
  }

  /// The moving view's frame at half-way.
  var halfWayFrame: Rect {
    switch self {
    case .fade: screenFrame
    // Half the window's height (426) above / below its place.
    case .slideFromTop: Rect(x: 10, y: 20 - 426, width: 200, height: 400)
    case .slideFromBottom: Rect(x: 10, y: 20 + 426, width: 200, height: 400)
    // Half the window's width (196.5) left / right of its place.
    case .slideFromLeft: Rect(x: 10 - 196.5, y: 20, width: 200, height: 400)
    case .slideFromRight: Rect(x: 10 + 196.5, y: 20, width: 200, height: 400)
    // Half the size, about the same centre (110, 220).
    case .scale: Rect(x: 60, y: 120, width: 100, height: 200)
    }
  }

  /// The moving view's alpha at half-way.
  var halfWayAlpha: Double {
    switch self {
    case .fade: 0.5
    case .slideFromTop, .slideFromBottom, .slideFromLeft, .slideFromRight, .scale: 1
    }
  }
}

@Suite @MainActor struct AnimationTimingTests {
  // MARK: Half-way

  @Test func fadePushHalfWayShowsTheDestinationAtHalfAlpha() throws {
    let scene = try NavigationScene()
    let detail = scene.controller("Detail")

    Transition<NavigationController>.push(detail, animation: .fade()).perform(on: scene.navigation)
    #expect(detail.view.alpha == 0)
    scene.clock.advance(by: .milliseconds(150))

    #expect(detail.view.alpha == 0.5)
    #expect(scene.home.view.alpha == 1)
    scene.clock.runUntilIdle()
    #expect(scene.window.validate() == [])
  }

  @Test func slideFromRightPushHalfWayMovesTheDestinationHalfTheWindowWidth() throws {
    let scene = try NavigationScene(framesPerSecond: 40)
    let detail = scene.controller("Detail")

    Transition<NavigationController>.push(detail, animation: .slide(from: .right)).perform(on: scene.navigation)
    #expect(detail.view.frame.origin.x == 10 + 393)
    scene.clock.advance(by: .milliseconds(175))

    #expect(detail.view.frame == Rect(x: 10 + 196.5, y: 20, width: 200, height: 400))
    #expect(scene.home.view.frame == screenFrame)
    scene.clock.runUntilIdle()
    #expect(scene.window.validate() == [])
  }

  @Test func slideFromBottomPresentHalfWayMovesTheDestinationHalfTheWindowHeight() throws {
    let scene = try ModalScene(framesPerSecond: 40)
    scene.modal.view.frame = screenFrame

    Transition<ViewController>.present(scene.modal, animation: .slide(from: .bottom)).perform(on: scene.home)
    #expect(scene.modal.view.frame.origin.y == 20 + 852)
    scene.clock.advance(by: .milliseconds(175))

    #expect(scene.modal.view.frame == Rect(x: 10, y: 20 + 426, width: 200, height: 400))
    #expect(scene.home.view.frame == screenFrame)
    scene.clock.runUntilIdle()
    #expect(scene.window.validate() == [])
  }

  @Test func dismissalHalfWayMovesTheDismissedControllerHalfTheWindowHeight() throws {
    let scene = try ModalScene(framesPerSecond: 40)
    scene.modal.view.frame = screenFrame
    Transition<ViewController>.present(scene.modal, animation: .slide(from: .bottom)).perform(on: scene.home)
    scene.clock.runUntilIdle()

    Transition<ViewController>.dismiss().perform(on: scene.home)
    scene.clock.advance(by: .milliseconds(175))

    #expect(scene.modal.view.frame == Rect(x: 10, y: 20 + 426, width: 200, height: 400))
    #expect(scene.home.view.frame == screenFrame)
    scene.clock.runUntilIdle()
    #expect(scene.window.validate() == [])
  }

  // MARK: Appearance states and callbacks

  @Test func pushAppearanceStatesAreInProgressUntilTheEnd() throws {
    let scene = try NavigationScene()
    let detail = scene.controller("Detail")

    Transition<NavigationController>.push(detail, animation: .fade()).perform(on: scene.navigation)
    #expect(scene.home.appearanceState == .disappearing)
    #expect(detail.appearanceState == .appearing)
    scene.clock.advance(by: .milliseconds(150))
    #expect(scene.home.appearanceState == .disappearing)
    #expect(detail.appearanceState == .appearing)
    scene.clock.advance(by: .milliseconds(150))

    #expect(scene.home.appearanceState == .disappeared)
    #expect(detail.appearanceState == .appeared)
    #expect(scene.navigation.appearanceState == .appeared)
    #expect(scene.window.validate() == [])
  }

  @Test func presentAppearanceStatesAreInProgressUntilTheEnd() throws {
    let scene = try ModalScene()

    Transition<ViewController>.present(scene.modal, animation: .fade()).perform(on: scene.home)
    #expect(scene.home.appearanceState == .disappearing)
    #expect(scene.modal.appearanceState == .appearing)
    scene.clock.advance(by: .milliseconds(150))
    #expect(scene.home.appearanceState == .disappearing)
    #expect(scene.modal.appearanceState == .appearing)
    scene.clock.advance(by: .milliseconds(150))

    #expect(scene.home.appearanceState == .disappeared)
    #expect(scene.modal.appearanceState == .appeared)
    #expect(scene.window.validate() == [])
  }

  @Test func pushRunsWillCallbacksAtTheStartAndDidCallbacksOnlyAtTheEnd() throws {
    let scene = try NavigationScene()
    let detail = RecordingViewController("Detail", log: scene.log)

    Transition<NavigationController>.push(detail, animation: .fade()).perform(on: scene.navigation)
    #expect(
      scene.log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)",
      ])
    scene.clock.advance(by: .milliseconds(150))
    #expect(scene.log.take() == [])
    scene.clock.advance(frames: 8)  // 17 of the 18 frames of 300 ms
    #expect(scene.log.take() == [])
    scene.clock.advance(frames: 1)

    #expect(scene.log.take() == ["Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)"])
    #expect(scene.window.validate() == [])
  }

  @Test func presentRunsWillCallbacksAtTheStartAndDidCallbacksOnlyAtTheEnd() throws {
    let scene = try ModalScene()

    Transition<ViewController>.present(scene.modal, animation: .fade()).perform(on: scene.home)
    #expect(
      scene.log.take() == [
        "Modal.viewDidLoad", "Home.viewWillDisappear(true)", "Modal.viewWillAppear(true)",
        "Modal.viewIsAppearing(true)",
      ])
    scene.clock.advance(frames: 17)
    #expect(scene.log.take() == [])
    scene.clock.advance(frames: 1)

    #expect(scene.log.take() == ["Modal.viewDidAppear(true)", "Home.viewDidDisappear(true)"])
    #expect(scene.window.validate() == [])
  }

  @Test func dismissalRunsWillCallbacksAtTheStartAndDidCallbacksOnlyAtTheEnd() throws {
    let scene = try ModalScene()
    Transition<ViewController>.present(scene.modal, animation: .fade()).perform(on: scene.home)
    scene.clock.runUntilIdle()
    _ = scene.log.take()

    Transition<ViewController>.dismiss().perform(on: scene.home)
    #expect(
      scene.log.take() == [
        "Modal.viewWillDisappear(true)", "Home.viewWillAppear(true)", "Home.viewIsAppearing(true)",
      ])
    #expect(scene.modal.appearanceState == .disappearing)
    #expect(scene.home.appearanceState == .appearing)
    scene.clock.advance(frames: 17)
    #expect(scene.log.take() == [])
    scene.clock.advance(frames: 1)

    #expect(scene.log.take() == ["Home.viewDidAppear(true)", "Modal.viewDidDisappear(true)"])
    #expect(scene.modal.appearanceState == .disappeared)
    #expect(scene.home.appearanceState == .appeared)
    #expect(scene.window.validate() == [])
  }

  // MARK: Views restored

  @Test func pushRestoresTheViewsToTheirInitialFramesAndAlphaAtTheEnd() throws {
    let scene = try NavigationScene()
    let detail = scene.controller("Detail")
    detail.view.alpha = 0.8

    Transition<NavigationController>.push(detail, animation: .fade()).perform(on: scene.navigation)
    scene.clock.advance(by: .milliseconds(150))
    #expect(detail.view.alpha == 0.4)
    scene.clock.runUntilIdle()

    #expect(detail.view.alpha == 0.8)
    #expect(detail.view.frame == screenFrame)
    #expect(scene.home.view.alpha == 1)
    #expect(scene.home.view.frame == screenFrame)
    #expect(scene.window.validate() == [])
  }

  @Test func popRestoresThePoppedViewToItsInitialFrameAtTheEnd() throws {
    let scene = try NavigationScene(framesPerSecond: 40)
    let detail = scene.controller("Detail")
    Transition<NavigationController>.push(detail).perform(
      on: scene.navigation, with: TransitionOptions(animated: false))

    Transition<NavigationController>.pop(animation: .slide(from: .left)).perform(on: scene.navigation)
    scene.clock.advance(by: .milliseconds(175))
    #expect(detail.view.frame.origin.x == 10 - 196.5)
    scene.clock.runUntilIdle()

    #expect(detail.view.frame == screenFrame)
    #expect(detail.view.alpha == 1)
    #expect(scene.home.view.frame == screenFrame)
    #expect(scene.window.validate() == [])
  }

  @Test func everyViewOfBothScreensIsRestoredAtTheEnd() throws {
    let scene = try NavigationScene()
    let detail = scene.controller("Detail")
    let badge = View(name: "badge", frame: Rect(x: 1, y: 2, width: 3, height: 4), alpha: 0.9)
    try detail.view.addSubview(badge)
    let header = View(name: "header", frame: Rect(x: 5, y: 6, width: 7, height: 8))
    try scene.home.view.addSubview(header)
    let scramble = TransitionAnimation(duration: .milliseconds(300)) { context, progress in
      for view in (context.sourceView?.allViews ?? []) + (context.destinationView?.allViews ?? []) {
        view.frame = Rect(x: 100 * progress, y: -50, width: 1, height: 1)
        view.alpha = 0.25
        view.isHidden = true
      }
    }

    Transition<NavigationController>.push(detail, animation: Animation(presentation: scramble, dismissal: nil))
      .perform(on: scene.navigation)
    scene.clock.advance(by: .milliseconds(150))
    #expect(badge.frame == Rect(x: 50, y: -50, width: 1, height: 1))
    #expect(header.isHidden)
    scene.clock.runUntilIdle()

    #expect(detail.view.frame == screenFrame)
    #expect(badge.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(badge.alpha == 0.9)
    #expect(!badge.isHidden)
    #expect(scene.home.view.frame == screenFrame)
    #expect(header.frame == Rect(x: 5, y: 6, width: 7, height: 8))
    #expect(header.alpha == 1)
    #expect(!header.isHidden)
    #expect(scene.window.validate() == [])
  }

  // MARK: Built-in animations

  @Test(arguments: BuiltIn.allCases)
  fileprivate func builtInPresentationMovesTheDestinationHalfWayAtHalfTime(_ builtIn: BuiltIn) throws {
    let scene = try NavigationScene(framesPerSecond: 40)
    let detail = scene.controller("Detail")
    var results: [String] = []

    Transition<NavigationController>.push(detail, animation: builtIn.animation).perform(on: scene.navigation) {
      results.append(outcome($0))
    }
    scene.clock.advance(by: builtIn.duration / 2)

    #expect(detail.view.frame == builtIn.halfWayFrame)
    #expect(detail.view.alpha == builtIn.halfWayAlpha)
    #expect(scene.home.view.frame == screenFrame)
    #expect(scene.home.view.alpha == 1)
    #expect(results == [])
    scene.clock.advance(by: builtIn.duration / 2)
    #expect(results == ["success"])
    #expect(scene.window.validate() == [])
  }

  @Test(arguments: BuiltIn.allCases)
  fileprivate func builtInDismissalMovesTheSourceHalfWayAtHalfTime(_ builtIn: BuiltIn) throws {
    let scene = try NavigationScene(framesPerSecond: 40)
    let detail = scene.controller("Detail")
    Transition<NavigationController>.push(detail).perform(
      on: scene.navigation, with: TransitionOptions(animated: false))
    var results: [String] = []

    Transition<NavigationController>.pop(animation: builtIn.animation).perform(on: scene.navigation) {
      results.append(outcome($0))
    }
    scene.clock.advance(by: builtIn.duration / 2)

    #expect(detail.view.frame == builtIn.halfWayFrame)
    #expect(detail.view.alpha == builtIn.halfWayAlpha)
    #expect(scene.home.view.frame == screenFrame)
    #expect(scene.home.view.alpha == 1)
    #expect(results == [])
    scene.clock.advance(by: builtIn.duration / 2)
    #expect(results == ["success"])
    #expect(scene.window.validate() == [])
  }

  // MARK: System animations

  @Test func systemPushSlidesTheDestinationInFromTheRightIn350Milliseconds() throws {
    let scene = try NavigationScene(framesPerSecond: 40)
    let detail = scene.controller("Detail")
    var results: [String] = []

    Transition<NavigationController>.push(detail).perform(on: scene.navigation) { results.append(outcome($0)) }
    scene.clock.advance(by: .milliseconds(175))
    #expect(detail.view.frame == Rect(x: 10 + 196.5, y: 20, width: 200, height: 400))
    scene.clock.advance(frames: 6)  // 325 ms
    #expect(results == [])
    scene.clock.advance(frames: 1)

    #expect(results == ["success"])
    #expect(scene.clock.elapsed == .milliseconds(350))
    #expect(scene.window.validate() == [])
  }

  @Test func systemPopSlidesTheSourceOutToTheRightIn350Milliseconds() throws {
    let scene = try NavigationScene(framesPerSecond: 40)
    let detail = scene.controller("Detail")
    Transition<NavigationController>.push(detail).perform(
      on: scene.navigation, with: TransitionOptions(animated: false))
    var results: [String] = []

    Transition<NavigationController>.pop().perform(on: scene.navigation) { results.append(outcome($0)) }
    scene.clock.advance(by: .milliseconds(175))
    #expect(detail.view.frame == Rect(x: 10 + 196.5, y: 20, width: 200, height: 400))
    #expect(scene.home.view.frame == screenFrame)
    scene.clock.advance(frames: 6)
    #expect(results == [])
    scene.clock.advance(frames: 1)

    #expect(results == ["success"])
    #expect(scene.clock.elapsed == .milliseconds(350))
    #expect(scene.window.validate() == [])
  }

  @Test func systemPresentSlidesTheDestinationUpFromTheBottomIn400Milliseconds() throws {
    let scene = try ModalScene(framesPerSecond: 40)
    scene.modal.view.frame = screenFrame
    var results: [String] = []

    Transition<ViewController>.present(scene.modal).perform(on: scene.home) { results.append(outcome($0)) }
    scene.clock.advance(by: .milliseconds(200))
    #expect(scene.modal.view.frame == Rect(x: 10, y: 20 + 426, width: 200, height: 400))
    scene.clock.advance(frames: 7)  // 375 ms
    #expect(results == [])
    scene.clock.advance(frames: 1)

    #expect(results == ["success"])
    #expect(scene.clock.elapsed == .milliseconds(400))
    #expect(scene.window.validate() == [])
  }

  @Test func systemDismissSlidesTheSourceDownToTheBottomIn400Milliseconds() throws {
    let scene = try ModalScene(framesPerSecond: 40)
    scene.modal.view.frame = screenFrame
    Transition<ViewController>.present(scene.modal).perform(on: scene.home, with: TransitionOptions(animated: false))
    var results: [String] = []

    Transition<ViewController>.dismiss().perform(on: scene.home) { results.append(outcome($0)) }
    scene.clock.advance(by: .milliseconds(200))
    #expect(scene.modal.view.frame == Rect(x: 10, y: 20 + 426, width: 200, height: 400))
    #expect(scene.home.view.frame == screenFrame)
    scene.clock.advance(frames: 7)
    #expect(results == [])
    scene.clock.advance(frames: 1)

    #expect(results == ["success"])
    #expect(scene.clock.elapsed == .milliseconds(400))
    #expect(scene.window.validate() == [])
  }

  @Test func systemTabSelectionIsInstantAndCompletesWithoutAFrame() throws {
    let log = CallbackLog()
    let first = RecordingViewController("First", log: log)
    let second = RecordingViewController("Second", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([first, second], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    var results: [String] = []

    Transition<TabBarController>.select(index: 1).perform(on: tabs) { results.append(outcome($0)) }

    #expect(results == ["success"])
    #expect(clock.frameCount == 0)
    #expect(!window.isTransitioning)
    #expect(!clock.hasRunningAnimations)
    #expect(first.appearanceState == .disappeared)
    #expect(second.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  // MARK: Not animated

  @Test func notAnimatedTransitionCompletesAtOnce() throws {
    let scene = try NavigationScene()
    let detail = scene.controller("Detail")
    var results: [String] = []

    Transition<NavigationController>.push(detail, animation: .fade())
      .perform(on: scene.navigation, with: TransitionOptions(animated: false)) { results.append(outcome($0)) }

    #expect(results == ["success"])
    #expect(
      scene.log.take() == [
        "Home.viewWillDisappear(false)", "Detail.viewWillAppear(false)", "Detail.viewIsAppearing(false)",
        "Home.viewDidDisappear(false)", "Detail.viewDidAppear(false)",
      ])
    #expect(detail.view.alpha == 1)
    #expect(!scene.window.isTransitioning)
    #expect(!scene.clock.hasRunningAnimations)
    #expect(scene.clock.frameCount == 0)
    #expect(scene.window.validate() == [])
  }

  @Test func transitionInAHiddenWindowCompletesAtOnce() throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Nav")
    let window = Window(name: "Hidden")
    try window.setRootViewController(navigation)
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    let detail = ViewController(title: "Detail")
    var results: [String] = []

    Transition<NavigationController>.push(detail, animation: .fade()).perform(on: navigation) {
      results.append(outcome($0))
    }

    #expect(results == ["success"])
    #expect(ids(navigation.viewControllers) == ids([home, detail]))
    #expect(detail.appearanceState == .disappeared)
    #expect(!window.isTransitioning)
    #expect(!clock.hasRunningAnimations)
    #expect(clock.frameCount == 0)
    #expect(window.validate() == [])
  }

  // MARK: The manual clock

  @Test func advancingByFramesCountsFramesAndElapsedTime() {
    let clock = ManualAnimationDriver()

    clock.advance(frames: 3)

    #expect(clock.frameCount == 3)
    #expect(clock.elapsed == .milliseconds(50))
  }

  @Test func advancingByADurationPassesOnlyWholeFrames() {
    let clock = ManualAnimationDriver()

    clock.advance(by: .milliseconds(10))
    #expect(clock.frameCount == 0)
    #expect(clock.elapsed == .milliseconds(10))
    clock.advance(by: .milliseconds(10))  // the first frame is at 16.67 ms

    #expect(clock.frameCount == 1)
    #expect(clock.elapsed == .milliseconds(20))
  }

  @Test func aCompletionReadsTheTimeOfItsFrameWhicheverWayTimeMoves() throws {
    // A 300 ms fade ends on frame 18 (300 ms at 60 frames a second): its
    // completion sees 300 ms, whether the clock moves by a duration that
    // passes that frame or frame by frame.
    var seen: [Duration] = []
    for byDuration in [true, false] {
      let scene = try NavigationScene()
      Transition<NavigationController>.push(scene.controller("Detail"), animation: .fade()).perform(
        on: scene.navigation
      ) { _ in seen.append(scene.clock.elapsed) }
      if byDuration { scene.clock.advance(by: .seconds(1)) } else { scene.clock.advance(frames: 60) }
      #expect(scene.clock.elapsed == .seconds(1))
    }

    #expect(seen == [.milliseconds(300), .milliseconds(300)])
  }

  @Test func animationEndsOnTheFrameItsTimeIsUp() throws {
    let scene = try NavigationScene()
    let detail = scene.controller("Detail")
    var results: [String] = []

    Transition<NavigationController>.push(detail, animation: .fade()).perform(on: scene.navigation) {
      results.append(outcome($0))
    }
    scene.clock.advance(frames: 9)
    #expect(detail.view.alpha == 0.5)
    scene.clock.advance(frames: 8)
    #expect(results == [])
    #expect(scene.window.isTransitioning)
    scene.clock.advance(frames: 1)

    #expect(results == ["success"])
    #expect(scene.clock.frameCount == 18)
    #expect(scene.clock.elapsed == .milliseconds(300))
    #expect(!scene.window.isTransitioning)
    #expect(scene.window.validate() == [])
  }

  @Test func runUntilIdleRunsEveryQueuedAnimationToItsEnd() throws {
    let scene = try NavigationScene()
    let detail = scene.controller("Detail")
    var results: [String] = []

    Transition<NavigationController>.push(detail, animation: .fade()).perform(on: scene.navigation) {
      results.append("push " + outcome($0))
    }
    Transition<NavigationController>.pop().perform(on: scene.navigation) { results.append("pop " + outcome($0)) }
    scene.clock.runUntilIdle()

    #expect(results == ["push success", "pop success"])
    // 300 ms of fade in, then 300 ms of the remembered fade out: 36 frames.
    #expect(scene.clock.frameCount == 36)
    #expect(scene.clock.elapsed == .milliseconds(600))
    #expect(!scene.window.isTransitioning)
    #expect(!scene.clock.hasRunningAnimations)
    #expect(ids(scene.navigation.viewControllers) == ids([scene.home]))
    #expect(scene.window.validate() == [])
  }

  // MARK: Other drivers

  @Test func immediateDriverCompletesBeforePerformReturns() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([home], animated: false)
    let window = try visibleWindow(root: navigation, log: log)
    window.animationDriver = ImmediateAnimationDriver()
    let detail = RecordingViewController("Detail", log: log)
    var results: [String] = []

    Transition<NavigationController>.push(detail, animation: .fade()).perform(on: navigation) {
      results.append(outcome($0))
    }

    #expect(results == ["success"])
    #expect(
      log.take() == [
        "Detail.viewDidLoad", "Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Detail.viewIsAppearing(true)", "Home.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(detail.view.alpha == 1)
    #expect(!window.isTransitioning)
    #expect(window.validate() == [])
  }

  @Test func realTimeDriverCompletesAfterWaitingUntilIdle() async throws {
    let home = ViewController(title: "Home")
    let navigation = try NavigationController(rootViewController: home, title: "Nav")
    let window = try visibleWindow(root: navigation)
    let driver = RealTimeAnimationDriver()
    window.animationDriver = driver
    let detail = ViewController(title: "Detail")
    var results: [String] = []
    let start = ContinuousClock.now

    Transition<NavigationController>.push(detail, animation: .fade(duration: .milliseconds(50)))
      .perform(on: navigation) { results.append(outcome($0)) }
    #expect(results == [])
    #expect(window.isTransitioning)
    await driver.waitUntilIdle()

    #expect(results == ["success"])
    #expect(ContinuousClock.now - start >= .milliseconds(50))
    #expect(detail.appearanceState == .appeared)
    #expect(home.appearanceState == .disappeared)
    #expect(!window.isTransitioning)
    #expect(!driver.hasRunningAnimations)
    #expect(window.validate() == [])
  }
}
