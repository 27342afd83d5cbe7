import Testing

@testable import TransitionKitCore

/// Performs `transition` on `root` and returns what its completion received,
/// or `nil` when the completion has not run (yet).
@MainActor
private func outcome<Root: ViewController>(
  of transition: Transition<Root>,
  on root: Root,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Result<Void, TransitionError>? {
  var results: [Result<Void, TransitionError>] = []
  transition.perform(on: root) { results.append($0) }
  #expect(results.count <= 1, "the completion ran more than once", sourceLocation: sourceLocation)
  return results.first
}

/// A controller held weakly, for release checks of several controllers.
@MainActor
private struct WeakController {
  weak var controller: ViewController?
  init(_ controller: ViewController) { self.controller = controller }
}

/// A visible window "Main" whose root navigation controller "Nav" holds
/// `[Root]`, with the callbacks of showing it taken from the log.
@MainActor
private struct Stack {
  let log = CallbackLog()
  let nav: RecordingNavigationController
  let root: RecordingViewController
  let window: Window

  init() throws {
    nav = RecordingNavigationController("Nav", log: log)
    root = RecordingViewController("Root", log: log)
    try nav.setViewControllers([root], animated: false)
    window = try visibleWindow(root: nav, log: log)
  }
}

/// SPEC §2 `multiple`, and the article "Animations and time": taking turns,
/// all or nothing.
@Suite @MainActor struct MultipleTransitionTests {
  // MARK: In order

  @Test func stepsRunInOrderAndTheCompletionFollowsTheLast() throws {
    let stack = try Stack()
    let a = RecordingViewController("A", log: stack.log)
    let b = RecordingViewController("B", log: stack.log)
    let transition = Transition<NavigationController>.multiple(.push(a), .push(b), .pop())
    var results: [Result<Void, TransitionError>] = []

    transition.perform(on: stack.nav) { result in
      results.append(result)
      stack.log.record("completion")
    }

    let result = try #require(results.first)
    try result.get()
    #expect(results.count == 1)
    #expect(
      stack.log.take() == [
        "A.viewDidLoad", "Root.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
        "Root.viewDidDisappear(true)", "A.viewDidAppear(true)",
        "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
        "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
        "completion",
      ])
    #expect(
      "\(stack.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "Root"
           └─ [1]: RecordingViewController "A" · visible
        """)
    #expect(stack.window.validate() == [])
  }

  @Test func presentablesAreThoseOfAllStepsInOrder() {
    let root = ViewController(title: "Root")
    let a = ViewController(title: "A")
    let b = ViewController(title: "B")
    let c = ViewController(title: "C")

    let transition = Transition<NavigationController>.multiple(.push(a), .pop(), .set([root, b, c]), .popToRoot())

    #expect(ids(transition.presentables.map(\.viewController)) == ids([a, root, b, c]))
  }

  // MARK: All or nothing

  @Test(arguments: 0..<3)
  func aFailingStepUndoesTheStepsBeforeIt(failingStep: Int) throws {
    let stack = try Stack()
    let before = stack.window.snapshot
    var undone: [WeakController] = []
    var result: Result<Void, TransitionError>?
    do {
      let steps: [Transition<NavigationController>] = (0..<3).map { position in
        if position == failingStep {
          return .pop(to: RecordingViewController("Missing\(position)", log: stack.log))
        }
        let pushed = RecordingViewController("Step\(position)", log: stack.log)
        if position < failingStep { undone.append(WeakController(pushed)) }
        return .push(pushed)
      }

      result = outcome(of: .multiple(steps), on: stack.nav)

      for entry in undone { #expect(entry.controller?.isFree == true) }
    }

    let failure = try #require(result)
    #expect(throws: TransitionError.notInStack("Missing\(failingStep)", navigation: "Nav")) { try failure.get() }
    #expect(stack.window.snapshot == before)
    #expect(undone.count == failingStep)
    #expect(undone.allSatisfy { $0.controller == nil })
    #expect(stack.window.validate() == [])
  }

  @Test func aFailingStepUndoesAPresentation() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)
    let before = window.snapshot
    weak var weakModal: RecordingViewController?
    var result: Result<Void, TransitionError>?
    do {
      let modal = RecordingViewController("Modal", log: log)
      weakModal = modal
      let second = RecordingViewController("Second", log: log)

      result = outcome(of: Transition<ViewController>.multiple(.present(modal), .presentOnRoot(second)), on: root)

      #expect(modal.isFree)
    }

    let failure = try #require(result)
    #expect(throws: TransitionError.alreadyPresenting("Root", presented: "Modal")) { try failure.get() }
    #expect(window.snapshot == before)
    #expect(root.presentedViewController == nil)
    #expect(weakModal == nil)
    #expect(window.validate() == [])
  }

  @Test func aFailingStepUndoesATabSelection() throws {
    let log = CallbackLog()
    let a = RecordingViewController("A", log: log)
    let b = RecordingViewController("B", log: log)
    let tabs = RecordingTabBarController("Tabs", log: log)
    try tabs.setViewControllers([a, b], animated: false)
    let window = try visibleWindow(root: tabs, log: log)
    let before = window.snapshot

    let result = try #require(
      outcome(of: Transition<TabBarController>.multiple(.select(index: 1), .select(index: 2)), on: tabs))

    #expect(throws: TransitionError.indexOutOfRange(2, count: 2, container: "Tabs")) { try result.get() }
    #expect(window.snapshot == before)
    #expect(tabs.selectedViewController === a)
    #expect(window.validate() == [])
  }

  @Test func aNestedMultipleIsUndoneByALaterFailingStep() throws {
    let stack = try Stack()
    let before = stack.window.snapshot
    weak var weakA: RecordingViewController?
    weak var weakB: RecordingViewController?
    weak var weakC: RecordingViewController?
    var result: Result<Void, TransitionError>?
    do {
      let a = RecordingViewController("A", log: stack.log)
      let b = RecordingViewController("B", log: stack.log)
      let c = RecordingViewController("C", log: stack.log)
      (weakA, weakB, weakC) = (a, b, c)
      let missing = RecordingViewController("Missing", log: stack.log)

      result = outcome(
        of: Transition<NavigationController>.multiple(.multiple(.push(a), .push(b)), .push(c), .pop(to: missing)),
        on: stack.nav)

      #expect(a.isFree)
      #expect(b.isFree)
      #expect(c.isFree)
    }

    let failure = try #require(result)
    #expect(throws: TransitionError.notInStack("Missing", navigation: "Nav")) { try failure.get() }
    #expect(stack.window.snapshot == before)
    #expect(weakA == nil)
    #expect(weakB == nil)
    #expect(weakC == nil)
    #expect(stack.window.validate() == [])
  }

  @Test func aCustomStepThatChangesTheModelDirectlyIsUndone() throws {
    let stack = try Stack()
    let before = stack.window.snapshot
    weak var weakA: RecordingViewController?
    weak var weakB: RecordingViewController?
    var result: Result<Void, TransitionError>?
    do {
      let a = RecordingViewController("A", log: stack.log)
      let b = RecordingViewController("B", log: stack.log)
      (weakA, weakB) = (a, b)
      let pushDirectly = Transition<NavigationController>(presentables: [b], animation: nil) {
        root, options, completion in
        do throws(TransitionError) {
          try root.pushViewController(b, animated: options.animated)
          completion(.success(()))
        } catch {
          completion(.failure(error))
        }
      }
      let missing = RecordingViewController("Missing", log: stack.log)

      result = outcome(of: .multiple(.push(a), pushDirectly, .pop(to: missing)), on: stack.nav)

      #expect(a.isFree)
      #expect(b.isFree)
    }

    let failure = try #require(result)
    #expect(throws: TransitionError.notInStack("Missing", navigation: "Nav")) { try failure.get() }
    #expect(stack.window.snapshot == before)
    #expect(weakA == nil)
    #expect(weakB == nil)
    #expect(stack.window.validate() == [])
  }

  // MARK: Taking turns

  @Test func animatedStepsRunOneAfterAnother() throws {
    let stack = try Stack()
    let clock = ManualAnimationDriver()
    stack.window.animationDriver = clock
    let a = RecordingViewController("A", log: stack.log)
    let b = RecordingViewController("B", log: stack.log)
    var results: [Result<Void, TransitionError>] = []

    Transition<NavigationController>.multiple(.push(a, animation: .fade()), .push(b, animation: .fade()))
      .perform(on: stack.nav) { results.append($0) }

    #expect(stack.window.isTransitioning)
    #expect(
      stack.log.take() == [
        "A.viewDidLoad", "Root.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
      ])

    // Half of the first step's 300 ms: the second step has not started.
    clock.advance(by: .milliseconds(150))
    #expect(a.view.alpha == 0.5)
    #expect(ids(stack.nav.viewControllers) == ids([stack.root, a]))
    #expect(b.isFree)
    #expect(b.appearanceState == .disappeared)
    #expect(!b.isViewLoaded)
    #expect(stack.log.take() == [])
    #expect(results.isEmpty)
    #expect(stack.window.isTransitioning)

    // The first step ends, and the second starts on the same frame.
    clock.advance(by: .milliseconds(150))
    #expect(
      stack.log.take() == [
        "Root.viewDidDisappear(true)", "A.viewDidAppear(true)",
        "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
      ])
    #expect(results.isEmpty)
    #expect(stack.window.isTransitioning)

    clock.advance(by: .milliseconds(150))
    #expect(b.view.alpha == 0.5)
    #expect(stack.log.take() == [])
    #expect(results.isEmpty)
    #expect(stack.window.isTransitioning)

    clock.advance(by: .milliseconds(150))
    #expect(stack.log.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
    #expect(results.count == 1)
    try #require(results.first).get()
    #expect(!stack.window.isTransitioning)
    #expect(
      "\(stack.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: RecordingNavigationController "Nav" · visible
           ├─ [0]: RecordingViewController "Root"
           ├─ [1]: RecordingViewController "A"
           └─ [2]: RecordingViewController "B" · visible
        """)
    #expect(stack.window.validate() == [])
  }

  @Test func aFailingStepAfterAnimatedStepsUndoesThemWithoutAnimation() throws {
    let stack = try Stack()
    let clock = ManualAnimationDriver()
    stack.window.animationDriver = clock
    let before = stack.window.snapshot
    weak var weakA: RecordingViewController?
    weak var weakB: RecordingViewController?
    var results: [Result<Void, TransitionError>] = []
    do {
      let a = RecordingViewController("A", log: stack.log)
      let b = RecordingViewController("B", log: stack.log)
      (weakA, weakB) = (a, b)
      let missing = RecordingViewController("Missing", log: stack.log)
      Transition<NavigationController>.multiple(
        .push(a, animation: .fade()), .push(b, animation: .fade()), .pop(to: missing)
      ).perform(on: stack.nav) { results.append($0) }

      clock.advance(by: .milliseconds(300))
      #expect(ids(stack.nav.viewControllers) == ids([stack.root, a, b]))
      #expect(results.isEmpty)
      #expect(stack.window.isTransitioning)

      // The second step ends; the third fails on the same frame and
      // everything is undone at once, with no animation left to run.
      clock.advance(by: .milliseconds(300))
      #expect(stack.window.snapshot == before)
      #expect(!stack.window.isTransitioning)
      #expect(a.isFree)
      #expect(b.isFree)
    }

    #expect(results.count == 1)
    let failure = try #require(results.first)
    #expect(throws: TransitionError.notInStack("Missing", navigation: "Nav")) { try failure.get() }
    clock.advance(by: .milliseconds(300))
    #expect(stack.window.snapshot == before)
    #expect(weakA == nil)
    #expect(weakB == nil)
    #expect(stack.window.validate() == [])
  }

  // MARK: Long sequences

  @Test func aThousandPushesCompleteAtOnceWithTheImmediateDriver() throws {
    let nav = try NavigationController(rootViewController: ViewController(title: "Root"), title: "Nav")
    let window = try visibleWindow(root: nav)
    let pushes = (1...1000).map { Transition<NavigationController>.push(ViewController(title: "\($0)")) }

    let result = try #require(outcome(of: .multiple(pushes), on: nav))

    try result.get()
    #expect(nav.viewControllers.count == 1001)
    #expect(nav.topViewController?.title == "1000")
    #expect(nav.topViewController?.appearanceState == .appeared)
    #expect(!window.isTransitioning)
    #expect(window.validate() == [])
  }
}
