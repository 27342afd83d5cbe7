import Testing

@testable import TransitionKitCore

/// The outcome of a transition, as text, to compare lists of outcomes.
private func outcome(_ result: Result<Void, TransitionError>) -> String {
  switch result {
  case .success: "success"
  case .failure(let error): "failure(\(error))"
  }
}

/// A controller that runs a closure the first time it did appear.
@MainActor
private final class AppearingViewController: ViewController {
  var onFirstDidAppear: (@MainActor () -> Void)?

  override func viewDidAppear(_ animated: Bool) {
    let action = onFirstDidAppear
    onFirstDidAppear = nil
    action?()
  }
}

/// A visible window showing `Nav [Root]`, on a manual clock at 60 frames a second.
@MainActor
private struct Scene {
  let log = CallbackLog()
  let root: RecordingViewController
  let navigation: RecordingNavigationController
  let window: Window
  let clock = ManualAnimationDriver()

  init() throws {
    root = RecordingViewController("Root", log: log)
    navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([root], animated: false)
    window = try visibleWindow(root: navigation, log: log)
    window.animationDriver = clock
  }
}

@Suite @MainActor struct QueueTests {
  @Test func aTransitionPerformedOnceTheQueueIsIdleStartsAtOnce() throws {
    let scene = try Scene()
    let (a, b) = (ViewController(title: "A"), ViewController(title: "B"))
    var results: [String] = []
    Transition<NavigationController>.push(a, animation: .fade()).perform(on: scene.navigation) {
      results.append("push A " + outcome($0))
    }
    scene.window.whenTransitionsSettle {
      // A sequence takes its turn as a job of the queue.
      Transition<NavigationController>.multiple([.push(b, animation: .fade())]).perform(on: scene.navigation) {
        results.append("push B " + outcome($0))
      }
    }

    scene.clock.runUntilIdle()

    // The push performed by the action waited for nothing else to drain the queue.
    #expect(results == ["push A success", "push B success"])
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, a, b]))
    #expect(!scene.window.isTransitioning)
  }

  @Test func transitionsPerformedAtOnceRunOneAfterAnother() throws {
    let scene = try Scene()
    let (a, b) = (ViewController(title: "A"), ViewController(title: "B"))
    var results: [String] = []

    Transition<NavigationController>.push(a, animation: .fade()).perform(on: scene.navigation) {
      results.append("push A " + outcome($0))
    }
    Transition<NavigationController>.push(b, animation: .fade()).perform(on: scene.navigation) {
      results.append("push B " + outcome($0))
    }
    Transition<NavigationController>.pop().perform(on: scene.navigation) { results.append("pop " + outcome($0)) }

    // Only the first has begun.
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, a]))
    #expect(results == [])
    #expect(scene.window.isTransitioning)
    scene.clock.advance(by: .milliseconds(300))
    // The second began on the frame the first ended.
    #expect(results == ["push A success"])
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, a, b]))
    #expect(b.appearanceState == .appearing)
    #expect(scene.window.isTransitioning)
    scene.clock.advance(by: .milliseconds(300))
    #expect(results == ["push A success", "push B success"])
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, a]))
    #expect(b.appearanceState == .disappearing)
    scene.clock.advance(frames: 17)  // the remembered fade out takes 18 frames
    #expect(results == ["push A success", "push B success"])
    #expect(scene.window.isTransitioning)
    scene.clock.advance(frames: 1)

    #expect(results == ["push A success", "push B success", "pop success"])
    #expect(!scene.window.isTransitioning)
    #expect(scene.clock.elapsed == .milliseconds(900))
    #expect(scene.window.validate() == [])
  }

  @Test func transitionPerformedFromACompletionIsQueuedAfterTheWaitingOnes() throws {
    let scene = try Scene()
    let (a, b, c, d) = (
      ViewController(title: "A"), ViewController(title: "B"), ViewController(title: "C"), ViewController(title: "D")
    )
    var results: [String] = []

    Transition<NavigationController>.push(a).perform(on: scene.navigation) {
      results.append("push A " + outcome($0))
      Transition<NavigationController>.push(d).perform(on: scene.navigation) { results.append("push D " + outcome($0)) }
    }
    Transition<NavigationController>.push(b).perform(on: scene.navigation) { results.append("push B " + outcome($0)) }
    Transition<NavigationController>.push(c).perform(on: scene.navigation) { results.append("push C " + outcome($0)) }
    scene.clock.advance(by: .milliseconds(350))
    #expect(results == ["push A success"])
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, a, b]))
    scene.clock.runUntilIdle()

    #expect(results == ["push A success", "push B success", "push C success", "push D success"])
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, a, b, c, d]))
    #expect(scene.window.validate() == [])
  }

  @Test func transitionPerformedFromALifecycleCallbackWaitsItsTurn() throws {
    let scene = try Scene()
    let pushed = AppearingViewController(title: "Pushed")
    let (waiting, fromCallback) = (ViewController(title: "Waiting"), ViewController(title: "FromCallback"))
    var results: [String] = []
    pushed.onFirstDidAppear = {
      Transition<NavigationController>.push(fromCallback, animation: .fade()).perform(on: scene.navigation) {
        results.append("push FromCallback " + outcome($0))
      }
      // Performed, not applied: the transition that called back is still running.
      #expect(fromCallback.parent == nil)
    }

    Transition<NavigationController>.push(pushed, animation: .fade()).perform(on: scene.navigation) {
      results.append("push Pushed " + outcome($0))
    }
    Transition<NavigationController>.push(waiting, animation: .fade()).perform(on: scene.navigation) {
      results.append("push Waiting " + outcome($0))
    }
    scene.clock.advance(by: .milliseconds(300))
    #expect(pushed.appearanceState == .disappearing)
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, pushed, waiting]))
    scene.clock.advance(by: .milliseconds(300))
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, pushed, waiting, fromCallback]))
    scene.clock.runUntilIdle()

    #expect(results == ["push Pushed success", "push Waiting success", "push FromCallback success"])
    #expect(fromCallback.appearanceState == .appeared)
    #expect(scene.window.validate() == [])
  }

  @Test func notAnimatedTransitionWaitsForTheRunningOneThenEndsAtOnce() throws {
    let scene = try Scene()
    let (a, b) = (ViewController(title: "A"), ViewController(title: "B"))
    var results: [String] = []

    Transition<NavigationController>.push(a, animation: .fade()).perform(on: scene.navigation) {
      results.append("push A " + outcome($0))
    }
    Transition<NavigationController>.push(b).perform(on: scene.navigation, with: TransitionOptions(animated: false)) {
      results.append("push B " + outcome($0))
    }
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, a]))
    scene.clock.advance(frames: 17)
    #expect(results == [])
    scene.clock.advance(frames: 1)

    #expect(results == ["push A success", "push B success"])
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, a, b]))
    #expect(b.appearanceState == .appeared)
    #expect(!scene.window.isTransitioning)
    #expect(scene.window.validate() == [])
  }

  @Test func burstOfAHundredPushesDuringAnAnimationAllCompleteInOrder() throws {
    let scene = try Scene()
    let first = ViewController(title: "First")
    Transition<NavigationController>.push(first).perform(on: scene.navigation)
    let burst = (0..<100).map { ViewController(title: "Burst \($0)") }
    var completed: [Int] = []

    for (index, controller) in burst.enumerated() {
      Transition<NavigationController>.push(controller).perform(on: scene.navigation) {
        if case .success = $0 { completed.append(index) }
      }
    }
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, first]))
    scene.clock.runUntilIdle()

    #expect(completed == Array(0..<100))
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, first] + burst))
    #expect(burst.last?.appearanceState == .appeared)
    #expect(!scene.window.isTransitioning)
    #expect(scene.window.validate() == [])
  }

  @Test func directModelCallDuringAnAnimationAppliesAtOnceAndKeepsCallbacksBalanced() throws {
    let scene = try Scene()
    let a = RecordingViewController("A", log: scene.log)
    let b = RecordingViewController("B", log: scene.log)
    a.loadViewIfNeeded()
    b.loadViewIfNeeded()
    _ = scene.log.take()
    var results: [String] = []
    Transition<NavigationController>.push(a, animation: .fade()).perform(on: scene.navigation) {
      results.append(outcome($0))
    }
    #expect(
      scene.log.take() == ["Root.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)"])
    scene.clock.advance(by: .milliseconds(150))

    try scene.navigation.pushViewController(b, animated: true)

    #expect(
      scene.log.take() == [
        "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
      ])
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, a, b]))
    #expect(b.appearanceState == .appeared)
    #expect(b.view.alpha == 1)
    #expect(scene.clock.runs.count == 1)
    scene.clock.runUntilIdle()

    #expect(scene.log.take() == ["Root.viewDidDisappear(true)"])
    #expect(results == ["success"])
    #expect(scene.root.appearanceState == .disappeared)
    #expect(a.appearanceState == .disappeared)
    #expect(a.view.alpha == 1)
    #expect(scene.window.validate() == [])
  }

  @Test func nothingIsDroppedWhileAnAnimationRuns() throws {
    let scene = try Scene()
    let (a, b) = (ViewController(title: "A"), ViewController(title: "B"))
    var results: [String] = []

    Transition<NavigationController>.push(a).perform(on: scene.navigation) { results.append("push A " + outcome($0)) }
    Transition<NavigationController>.pop(to: b).perform(on: scene.navigation) {
      results.append("pop to B " + outcome($0))
    }
    Transition<NavigationController>.pop().perform(on: scene.navigation) { results.append("pop " + outcome($0)) }
    Transition<NavigationController>.pop().perform(on: scene.navigation) { results.append("pop " + outcome($0)) }
    Transition<NavigationController>.none().perform(on: scene.navigation) { results.append("none " + outcome($0)) }
    Transition<NavigationController>.push(b).perform(on: scene.navigation) { results.append("push B " + outcome($0)) }
    #expect(results == [])
    scene.clock.runUntilIdle()

    #expect(
      results == [
        "push A success",
        "pop to B failure(\(TransitionError.notInStack("B", navigation: "Nav")))",
        "pop success",
        "pop failure(\(TransitionError.cannotPopRoot(navigation: "Nav")))",
        "none success",
        "push B success",
      ])
    #expect(ids(scene.navigation.viewControllers) == ids([scene.root, b]))
    #expect(scene.window.validate() == [])
  }

  /// The queue asks for the loan in effect only while some loan exists; the
  /// loan a custom transition's code runs under is the one in effect there,
  /// and once the code is over and the loan let go of, none is.
  @Test func theLoanOfCustomCodeIsInEffectOnlyWhileItRuns() throws {
    let scene = try Scene()
    weak var loanSeen: QueueLoan?
    var loanWasThisQueues = false
    var order: [String] = []
    let custom = Transition<NavigationController>(presentables: [], animation: nil) { root, options, completion in
      let loan = TransitionQueue.loanInEffect
      loanSeen = loan
      loanWasThisQueues = loan != nil && root.window?.transitionQueue.isLent == true
      // Performed by the custom code: runs at once, under the loan.
      Transition<NavigationController>.push(ViewController(title: "Inner"), animation: nil).perform(on: root) {
        order.append("inner \(outcome($0))")
        completion(.success(()))
      }
    }
    custom.perform(on: scene.navigation, with: TransitionOptions(animated: false)) {
      order.append("custom \(outcome($0))")
    }
    scene.clock.runUntilIdle()

    #expect(order == ["inner success", "custom success"])
    #expect(loanWasThisQueues)
    #expect(loanSeen == nil)
    #expect(TransitionQueue.loanInEffect == nil)
    #expect(!scene.window.isTransitioning)
  }

  /// A job that ran is let go of when the queue's list starts over; if
  /// letting go of it queues another job (from a `deinit`), that job is kept
  /// and runs after the ones already waiting.
  @Test func aJobQueuedWhileARunJobIsLetGoOfRunsLast() throws {
    let scene = try Scene()
    let queue = scene.window.transitionQueue
    var order: [String] = []
    var finishBlocker: (@MainActor () -> Void)?
    queue.enqueue { done in
      order.append("blocker")
      finishBlocker = done
    }
    // Both wait behind the blocker, in one list.
    do {
      let sentinel = Sentinel {
        queue.enqueue { done in
          order.append("queued by the deinit")
          done()
        }
      }
      queue.enqueue { done in
        order.append("first, holding \(sentinel.name)")
        done()
      }
    }
    queue.enqueue { done in
      order.append("second")
      done()
    }
    #expect(order == ["blocker"])
    // The blocker ends: the first runs; taking the second, the list starts
    // over and lets go of the first, whose sentinel queues one more job.
    finishBlocker?()
    finishBlocker = nil
    #expect(order == ["blocker", "first, holding sentinel", "second", "queued by the deinit"])
    #expect(!queue.isBusy)
  }

  /// The jobs that ran and the actions that waited for the queue to be idle
  /// are let go of in the order they came: letting go of one may run code.
  @Test func runJobsAndIdleActionsAreLetGoOfInTheOrderTheyCame() throws {
    let scene = try Scene()
    let queue = scene.window.transitionQueue
    var order: [String] = []
    var finishBlocker: (@MainActor () -> Void)?
    queue.enqueue { done in finishBlocker = done }
    do {
      for name in ["job A", "job B", "job C"] {
        let sentinel = Sentinel { order.append("\(name) let go of") }
        queue.enqueue { done in
          withExtendedLifetime(sentinel) { order.append("\(name) ran") }
          done()
        }
      }
      for name in ["action A", "action B"] {
        let sentinel = Sentinel { order.append("\(name) let go of") }
        queue.whenIdle { withExtendedLifetime(sentinel) { order.append("\(name) ran") } }
      }
    }
    #expect(order.isEmpty)
    finishBlocker?()
    finishBlocker = nil
    // Taking the last job, the list starts over and lets go of those that
    // ran; the last one goes once it ran, then the idle actions run and go.
    #expect(
      order == [
        "job A ran", "job B ran", "job A let go of", "job B let go of", "job C ran", "job C let go of",
        "action A ran", "action B ran", "action A let go of", "action B let go of",
      ])
    #expect(!queue.isBusy)
  }
}

/// Runs an action as it goes away.
@MainActor
private final class Sentinel {
  let name = "sentinel"
  private let onDeinit: @MainActor () -> Void

  init(onDeinit: @escaping @MainActor () -> Void) {
    self.onDeinit = onDeinit
  }

  isolated deinit {
    onDeinit()
  }
}
