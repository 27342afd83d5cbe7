/// Runs one input: decodes its bytes into operations, performs them, checks
/// the library's promises after each one and at the end.
///
/// The program's state lives here; making things, the checks and each group
/// of operations are extensions in files of their own
/// (`FuzzProgram+Making.swift`, `FuzzProgram+Checks.swift`, …).
@MainActor
final class FuzzProgram {
  /// The most windows alive at once.
  static let windowLimit = 3
  /// The most operations an input runs.
  static let stepLimit = 400
  /// The most clock moves per input that may step through the clock's full
  /// contiguous frame budget (a huge jump, a huge frame rate): each costs up
  /// to ``ManualAnimationDriver/contiguousFrameLimit`` frames, so more would
  /// only slow the fuzzer down. Past it, huge moves read as small ones.
  static let longClockMoveLimit = 2

  /// The input.
  var reader: ByteReader
  /// The windows by slot; a released window's slot is `nil`.
  var windows: [Window?] = []
  /// The windows let go of, held weakly: checked while something keeps them alive.
  var releasedWindows: [ReleasedWindow] = []
  /// The manual clocks made so far (a clock may drive several windows).
  var clocks: [ManualAnimationDriver] = []
  /// Controllers the program holds, to pick arguments from (at most 64).
  var controllers: [ViewController] = []
  /// Routers the program holds: coordinators, wrappers, redirections and
  /// misbehaving routers (at most 16).
  var routers: [any Router<UInt8>] = []
  /// The coordinator made the root of the first window.
  var rootCoordinator: BasicCoordinator<UInt8, NavigationController>?
  /// The handles of interactive transitions under way (at most 4).
  var handles: [InteractiveTransition] = []
  /// Completions misbehaving routers kept, to call later.
  var lateCompletions: [@MainActor (Result<TransitionContext, TransitionError>) -> Void] = []
  /// Whether a router that never calls its completion was made (then no
  /// async trigger is made: see ``triggerAsync()``).
  var madeSilentRouter = false
  /// Whether each async trigger has returned, by number.
  var asyncTriggers: [Bool] = []
  /// How many times each completion handed out ran, by number.
  var completionCounts: [Int: Int] = [:]
  /// What each completion handed out was for, by number.
  var completionLabels: [Int: String] = [:]
  /// The number of the next completion handed out.
  var nextCompletion = 0
  /// How many controllers were made (for their titles).
  var madeCount = 0
  /// How many windows were made (for their names).
  var windowCount = 0
  /// Every object the program made, held weakly, to check it is released.
  var weakObjects: [WeakObject] = []
  /// Set once a router that never calls its completion was triggered:
  /// whatever waits for that completion (a window's queue included) may wait
  /// for ever, so the end no longer requires every completion to have run.
  var completionMayNeverRun = false
  /// Set once ``releaseAll()`` begins: what is made from then on (a window
  /// that goes away runs the transitions waiting in its queue, whose routes
  /// may make controllers, coordinators and late completions) is not held.
  var isLettingGo = false
  /// How many clock moves may still step through a full frame budget.
  var longClockMovesLeft = FuzzProgram.longClockMoveLimit
  /// The tab bar delegate set on tab bar controllers by `tapTab`.
  let tabDelegate = FuzzTabDelegate()
  /// The presentation delegate set on presented controllers by `toggleModalInPresentation`.
  let presentationDelegate = FuzzPresentationDelegate()

  /// An object the program made, held weakly, with a name for reports.
  final class WeakObject {
    /// The object, while it lives.
    weak var object: AnyObject?
    /// What the object is, for reports.
    let name: String

    /// Holds `object` weakly under `name`.
    init(_ object: AnyObject, name: String) {
      self.object = object
      self.name = name
    }
  }

  /// A window the program let go of, held weakly.
  @MainActor
  final class ReleasedWindow {
    /// The window, while something keeps it alive.
    weak var window: Window?

    /// Holds `window` weakly.
    init(_ window: Window) {
      self.window = window
    }
  }

  /// A program for an input.
  init(_ bytes: [UInt8]) {
    reader = ByteReader(bytes)
    tabDelegate.program = self
    presentationDelegate.program = self
  }

  /// The windows the program holds, in slot order.
  var liveWindows: [Window] { windows.compactMap { $0 } }

  /// Every window alive: those the program holds, then those it let go of
  /// that something else keeps alive.
  var allWindows: [Window] { liveWindows + releasedWindows.compactMap(\.window) }

  // MARK: Running

  /// Sets up the first window, runs the operations, then ends what is under
  /// way and checks that everything completed.
  func run() {
    setUp()
    var steps = 0
    while !reader.isAtEnd, steps < Self.stepLimit {
      steps += 1
      let operation = FuzzOperation.allCases[Int(reader.byte()) % FuzzOperation.allCases.count]
      trace("── \(operation)")
      perform(operation)
      traceState()
      check("\(operation)")
    }
    finish()
  }

  /// Makes the first window, key and visible: the first byte picks its clock
  /// (immediate, or a manual clock), its root is a navigation coordinator.
  /// Only the program's slot holds the window afterwards, so that letting go
  /// of it releases it.
  private func setUp() {
    let window = makeWindowObject()
    windows = [window]
    if reader.flag() { window.animationDriver = makeClock(framesPerSecond: 60) }
    let root = BasicCoordinator<UInt8, NavigationController>(
      rootViewController: (try? NavigationController(rootViewController: plain())) ?? NavigationController()
    ) { [weak self] route in self?.rootRoute(route) ?? .none() }
    track(root, "root coordinator")
    rootCoordinator = root
    routers.append(root)
    controllers.append(root.rootViewController)
    do {
      try root.setRoot(for: window)
    } catch {
      violation("could not set the root: \(error)")
    }
    window.makeKeyAndVisible()
  }

  /// Performs one operation.
  private func perform(_ operation: FuzzOperation) {
    switch operation {
    case .makeController: _ = make(Int(reader.byte()))
    case .makeWindow: makeWindow()
    case .makeCoordinator: makeCoordinator()
    case .makeRouter: makeRouter()
    case .push, .pop, .popTo, .setStack, .setTabs, .selectTab, .setPages, .setColumns, .collapse, .present, .dismiss,
      .embed, .removeFromParent, .show:
      performDirectOperation(operation)
    case .performTransition: performTransition()
    case .triggerRootRoute: triggerRootRoute()
    case .triggerRouter: triggerRouter()
    case .contextTriggerRouter: contextTriggerRouter()
    case .triggerAsync: triggerAsync()
    case .deepLink: deepLink()
    case .performRouteTransition: performRouteTransition()
    case .editChildren: editChildren()
    case .completeLater: completeLater(all: false)
    case .beginInteractivePop, .beginInteractiveDismissal, .beginInteractiveRoute, .beginInteractiveTransition:
      beginInteractive(operation)
    case .beginOutsideWindow: beginOutsideWindow()
    case .updateInteractive, .finishInteractive, .cancelInteractive, .dropInteractive: driveInteractive(operation)
    case .setWindowRoot: setWindowRoot()
    case .moveTree: moveTree()
    case .releaseWindow: releaseWindow()
    case .showOrHideWindow: showOrHideWindow()
    case .setAnimationDriver: setAnimationDriver()
    case .advanceClock: advanceClock()
    case .advanceFrames: advanceFrames()
    case .runUntilIdle: if let clock = pickClock() { runUntilIdle(clock) }
    case .tapTab: tapTab()
    case .popFromBackButtonMenu: popFromBackButtonMenu()
    case .toggleModalInPresentation: toggleModalInPresentation()
    case .letGoOfController:
      guard !controllers.isEmpty else { return }
      controllers.remove(at: reader.number(below: controllers.count))
    case .letGoOfRouter:
      guard !routers.isEmpty else { return }
      routers.remove(at: reader.number(below: routers.count))
    }
  }

  /// Ends what is under way (handles cancelled, kept completions called,
  /// every clock run until idle, async triggers drained) and checks that
  /// every transition completed and no window is still transitioning.
  private func finish() {
    let leftHandles = handles
    handles.removeAll()
    for handle in leftHandles { handle.cancel(velocity: 0) }
    // Completions called late may start more transitions, on any clock, and
    // those may hand out more completions to call late.
    for _ in 0..<1000 {
      completeLater(all: true)
      for clock in clocks { runUntilIdle(clock) }
      if lateCompletions.isEmpty, !clocks.contains(where: \.hasRunningAnimations) { break }
    }
    drainAsyncTriggers()
    check("the end")
    for clock in clocks where clock.hasRunningAnimations {
      violation("a clock still has running animations at the end: \(clock.runs.map(\.state))")
    }
    guard !completionMayNeverRun else { return }
    for window in allWindows where window.isTransitioning {
      violation("window \(window.name) is still transitioning at the end")
    }
    if let pending = completionCounts.first(where: { $0.value == 0 }) {
      violation("completion \(pending.key) (\(completionLabels[pending.key] ?? "?")) never ran")
    }
    if let pending = asyncTriggers.firstIndex(of: false) { violation("async trigger \(pending) never returned") }
  }

  /// Runs a clock until no animation runs by time, and checks that none
  /// does, at the end of time too.
  func runUntilIdle(_ clock: ManualAnimationDriver) {
    clock.runUntilIdle()
    guard clock.runs.contains(where: \.isTimeDriven) else { return }
    violation("runUntilIdle() returned with animations running by time: \(clock.runs.map(\.state))")
  }

  /// Lets go of the windows and of everything the program made; returns the
  /// names of what is still alive then (nothing should be).
  func releaseAll() -> [String] {
    isLettingGo = true
    handles.removeAll()
    lateCompletions.removeAll()
    controllers.removeAll()
    routers.removeAll()
    rootCoordinator = nil
    clocks.removeAll()
    windows.removeAll()
    return weakObjects.filter { $0.object != nil }.map(\.name)
  }
}
