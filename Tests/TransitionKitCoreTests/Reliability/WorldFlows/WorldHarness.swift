import Foundation
import TransitionKitTesting

@testable import TransitionKitCore

/// A broken property of a flow.
struct WorldFailure: Error, Sendable, CustomStringConvertible {
  /// Which property broke.
  enum Category: String, Sendable {
    /// `validate()` reported violations.
    case invariant
    /// A refused operation changed something.
    case refusal
    /// A completion ran twice, or never.
    case completion
    /// Appearance callbacks broke UIKit's automaton.
    case appearance
    /// Nothing is under way, yet a window is still transitioning or a task still waits.
    case wedge
    /// Something was alive after the flow let go of everything.
    case leak
    /// A window's mount stream did not rebuild its tree.
    case mount
    /// An interactive transition began where it must be refused, or was refused wrongly.
    case interactive
  }

  var category: Category
  var message: String
  /// The index of the failing operation (`-1` at teardown).
  var operation = -1

  var description: String { "[\(category.rawValue)] at operation \(operation): \(message)" }
}

/// Runs a flow of operations on several windows, coordinators and routers,
/// and checks properties after every operation (see ``step(_:)``).
///
/// Unlike the differential harness, it predicts nothing: each operation is
/// made as it is, and the checks hold whatever its outcome — `validate()`
/// is clean, a refused operation changed nothing, completions run once,
/// appearance callbacks follow UIKit's automaton, and at the end everything
/// is released.
@MainActor
final class WorldHarness {
  /// How many windows a flow may have at once.
  static let slotCount = 3

  let registry = WorldRegistry()
  let ledger = AppearanceCallbackLedger()
  /// The places this flow's sequences may be under way in: its windows, and
  /// the trees its controllers may be roots of.
  let places = WorldPlaces()
  /// Controllers that a released window's change was taking in or out of
  /// sight (already in no window): their phase ends when its animation does,
  /// with callbacks no window logs. The ledger takes their state as it is
  /// then.
  var endingSilently: [WorldWeakController] = []
  let tickets = WorldTickets()
  var slots: [Window?] = Array(repeating: nil, count: slotCount)
  /// Every manual clock made, kept until the end: animations of a released
  /// window may still run on them.
  var clocks: [ManualAnimationDriver] = []
  /// The renderers' drivers the flow's windows use.
  var renderers: [RendererAnimationDriver] = []
  var sharedClock: ManualAnimationDriver?
  var windowsMade: [WorldWeakWindow] = []
  /// A replica of each live window's tree, rebuilt from its mount stream alone.
  var replicas: [Int: (replica: MountReplica, observation: MountObservation)] = [:]
  var windowCount = 0
  var handles: [WorldHandle] = []
  var operationIndex = 0
  /// Prints each operation and the windows after it.
  var isTracing = false
  var statistics = WorldStatistics()
  /// Whether the current operation reached the library.
  var didPerform = false

  /// A harness with nothing made yet.
  init() {
    registry.didMake = { [ledger, places] controllers in
      ledger.rebase(controllers)
      for controller in controllers { places.add(.freeTree(controller.serial)) }
    }
    // A view loaded while its controller is in no window (embedded in a
    // free container, say) has no log to go to: its first logged callback
    // may be a `viewWillAppear`.
    ledger.toleratesUnloggedViewDidLoad = true
  }

  /// The live windows, by slot.
  var liveWindows: [(slot: Int, window: Window)] {
    slots.enumerated().compactMap { slot, window in window.map { (slot, $0) } }
  }

  /// Whether an interactive transition waits for its hand.
  var hasInteractingHandle: Bool { handles.contains { $0.handle.state == .interacting } }

  /// Whether nothing moves: no window transitions and no clock runs.
  var isQuiet: Bool {
    liveWindows.allSatisfy { !$0.window.isTransitioning } && clocks.allSatisfy { !$0.hasRunningAnimations }
      && renderers.allSatisfy { !$0.hasRunningAnimations }
  }

  // MARK: Running

  /// Runs a whole flow, then tears it down.
  /// - Returns: The first failure, if any.
  static func run(_ operations: [WorldOperation], tracing: Bool = false) async -> WorldFailure? {
    let harness = WorldHarness()
    harness.isTracing = tracing
    for operation in operations {
      if let failure = await harness.step(operation) { return failure }
    }
    return await harness.tearDown()
  }

  /// Makes one operation, then checks every property.
  func step(_ operation: WorldOperation) async -> WorldFailure? {
    defer { operationIndex += 1 }
    didPerform = false
    let orphans = orphanTrees()
    let started = ContinuousClock.now
    defer { statistics.time(operation, ContinuousClock.now - started) }
    do throws(WorldFailure) {
      try await execute(operation)
      await tickets.waitForResumingTasks()
      rebaseReleasedOrphans(orphans)
      statistics.count(operation, performed: didPerform)
      if isTracing { trace(operation) }
      try checkAfterStep()
      if case .settle = operation { try checkQuiet() }
      return nil
    } catch {
      var failure = error
      failure.operation = operationIndex
      return failure
    }
  }

  /// The trees of the windows the flow let go of that something else still
  /// holds (a change under way may keep its window).
  private func orphanTrees() -> [(window: WorldWeakWindow, tree: [ViewController])] {
    let orphans = windowsMade.filter { made in
      made.window != nil && !slots.contains { $0 != nil && $0 === made.window }
    }
    guard !orphans.isEmpty else { return [] }
    return orphans.map { orphan in (orphan, registry.liveControllers.filter { $0.window === orphan.window }) }
  }

  /// A window released during an operation takes its visible controllers
  /// out of sight with callbacks that no window logs: the ledger takes their
  /// states as they are — for the window's tree, and for every controller in
  /// no window now (what the window's queue ran as it went may have
  /// appeared there first).
  private func rebaseReleasedOrphans(_ orphans: [(window: WorldWeakWindow, tree: [ViewController])]) {
    let released = orphans.filter { $0.window.window == nil }
    guard !released.isEmpty else { return }
    for orphan in released { ledger.rebase(orphan.tree) }
    ledger.rebase(registry.liveControllers.filter { $0.window == nil })
  }

  /// Prints an operation, then every window, free tree and coordinator's children.
  private func trace(_ operation: WorldOperation) {
    print("── \(operationIndex): \(operation)")
    let state = captureState()
    print("transitioning:", liveWindows.filter { $0.window.isTransitioning }.map { "w\($0.slot)" })
    for (key, snapshot) in state.windows.sorted(by: { $0.key < $1.key }) { print("window \(key):", snapshot) }
    for (key, snapshot) in state.freeTrees.sorted(by: { $0.key < $1.key }) { print("free tree \(key):", snapshot) }
    for (key, children) in state.children.sorted(by: { $0.key < $1.key }) where !children.isEmpty {
      print("children of \(key): \(children)")
    }
  }

  /// Runs every clock until idle, calls late completions and lets tasks
  /// finish, until nothing is left to do.
  ///
  /// A task whose trigger the library has completed only waits for the
  /// runtime to resume it (later on a busy machine, where other suites keep
  /// the main actor busy): the flow waits for it, however long that takes.
  /// A task whose trigger the library has not completed when nothing else
  /// moves waits for the library: it may wait for good (behind a sequence
  /// that never ends, until its window goes away), so the flow gives up on it
  /// after a few rounds. Nothing here depends on the wall clock, so a flow
  /// settles the same way on every run.
  func settle() async {
    var rounds = 0
    while true {
      rounds += 1
      registry.late.fireAll()
      for clock in clocks { clock.runUntilIdle() }
      endRendererAnimations()
      await tickets.waitForResumingTasks()
      for _ in 0..<8 where !tickets.runningTasks.isEmpty { await Task.yield() }
      let isIdle =
        registry.late.isEmpty && clocks.allSatisfy { !$0.hasRunningAnimations }
        && renderers.allSatisfy { !$0.hasRunningAnimations }
      if isIdle, tickets.runningTasks.isEmpty, !tickets.isAnyTaskResuming { return }
      if tickets.isAnyTaskResuming { continue }
      if isIdle ? rounds >= 64 : rounds >= 1_064 { return }
    }
  }

  /// Every renderer says every animation of its windows ended (the
  /// animations of released windows end with it).
  func endRendererAnimations() {
    for (_, window) in liveWindows {
      guard let renderer = window.animationDriver as? RendererAnimationDriver else { continue }
      renderer.animationsEnded(in: window, through: .max)
    }
    for renderer in renderers where renderer.hasRunningAnimations { renderer.endAllAnimations() }
  }

  // MARK: Teardown

  /// The names of every controller, coordinator, router and window still alive.
  private var aliveNames: [String] {
    registry.aliveNames + windowsMade.filter { $0.window != nil }.map(\.name)
  }

  /// Ends what is under way, checks that everything completed, lets go of
  /// everything and expects every controller, coordinator, router and
  /// window to be released.
  func tearDown() async -> WorldFailure? {
    var orphans = orphanTrees()
    for handle in handles { handle.cancel(velocity: 0) }
    await settle()
    rebaseReleasedOrphans(orphans)
    orphans = []
    do throws(WorldFailure) {
      try checkAfterStep()
      try checkQuiet(teardown: true)
      let busyOrphans = windowsMade.filter { $0.window?.isTransitioning == true }.map(\.name)
      guard busyOrphans.isEmpty else {
        throw WorldFailure(category: .wedge, message: "windows the flow let go of still transition: \(busyOrphans)")
      }
    } catch {
      return error
    }
    handles = []
    slots = Array(repeating: nil, count: Self.slotCount)
    clocks = []
    renderers = []
    sharedClock = nil
    registry.dropAll()
    let alive = aliveNames
    guard alive.isEmpty else {
      return WorldFailure(category: .leak, message: "alive after the flow let go of everything: \(alive)")
    }
    guard !places.isAnyUnderWay else {
      return WorldFailure(
        category: .wedge, message: "a sequence is still under way after the flow let go of everything")
    }
    return nil
  }
}
