import Testing
import TransitionKitCore

/// A sequence of lifecycle callbacks fed to the ledger by hand, and the
/// state the controller is said to be in afterwards.
struct FakeLedgerSequence: Sendable, CustomTestStringConvertible {
  /// What the sequence shows.
  let name: String
  /// The callbacks, with their `animated` flags.
  let callbacks: [(LifecycleCallback, Bool)]
  /// The controller's state after them.
  let end: AppearanceState

  var testDescription: String { name }

  /// The events a window would log for the sequence.
  var events: [NavigationEvent] {
    callbacks.map { .lifecycle(controller: "Screen", callback: $0.0, animated: $0.1) }
  }
}

/// The ledger that checks appearance callbacks against UIKit's automaton
/// passes right sequences and flags wrong ones.
@Suite @MainActor struct AppearanceCallbackLedgerTests {
  /// Feeds a sequence to a new ledger and checks it.
  private func check(_ sequence: FakeLedgerSequence) -> String? {
    let ledger = AppearanceCallbackLedger()
    for event in sequence.events { ledger.receive(event) }
    return ledger.check([.init(title: "Screen", appearanceState: sequence.end, isViewLoaded: true)])
  }

  /// Sequences UIKit makes.
  nonisolated private static let rightSequences: [FakeLedgerSequence] = [
    FakeLedgerSequence(
      name: "appear",
      callbacks: [
        (.viewDidLoad, false), (.viewWillAppear, true), (.viewIsAppearing, true),
        (.viewDidAppear, true),
      ], end: .appeared),
    FakeLedgerSequence(
      name: "appear then disappear",
      callbacks: [
        (.viewDidLoad, false), (.viewWillAppear, false), (.viewIsAppearing, false), (.viewDidAppear, false),
        (.viewWillDisappear, true), (.viewDidDisappear, true),
      ], end: .disappeared),
    FakeLedgerSequence(
      name: "a cancelled appearance",
      callbacks: [
        (.viewDidLoad, false), (.viewWillAppear, true), (.viewWillDisappear, true),
        (.viewDidDisappear, true),
      ], end: .disappeared),
    FakeLedgerSequence(
      name: "a cancelled disappearance",
      callbacks: [
        (.viewDidLoad, false), (.viewWillAppear, true), (.viewIsAppearing, true), (.viewDidAppear, true),
        (.viewWillDisappear, true), (.viewWillAppear, true), (.viewIsAppearing, true), (.viewDidAppear, true),
      ],
      end: .appeared),
    FakeLedgerSequence(
      name: "half-way through an appearance", callbacks: [(.viewDidLoad, false), (.viewWillAppear, true)],
      end: .appearing),
    FakeLedgerSequence(name: "loaded, never shown", callbacks: [(.viewDidLoad, false)], end: .disappeared),
  ]

  /// Sequences UIKit never makes.
  nonisolated private static let wrongSequences: [FakeLedgerSequence] = [
    FakeLedgerSequence(
      name: "did without will", callbacks: [(.viewDidLoad, false), (.viewDidAppear, true)], end: .appeared),
    FakeLedgerSequence(
      name: "will appear twice",
      callbacks: [(.viewDidLoad, false), (.viewWillAppear, true), (.viewWillAppear, true)], end: .appearing),
    FakeLedgerSequence(
      name: "viewDidLoad twice",
      callbacks: [(.viewDidLoad, false), (.viewDidLoad, false)], end: .disappeared),
    FakeLedgerSequence(
      name: "appearing before loading", callbacks: [(.viewWillAppear, true), (.viewDidLoad, false)], end: .appearing),
    FakeLedgerSequence(
      name: "viewIsAppearing twice",
      callbacks: [
        (.viewDidLoad, false), (.viewWillAppear, true), (.viewIsAppearing, true), (.viewIsAppearing, true),
        (.viewDidAppear, true),
      ], end: .appeared),
    FakeLedgerSequence(
      name: "viewIsAppearing after viewDidAppear",
      callbacks: [
        (.viewDidLoad, false), (.viewWillAppear, true), (.viewIsAppearing, true), (.viewDidAppear, true),
        (.viewIsAppearing, true),
      ], end: .appeared),
    FakeLedgerSequence(
      name: "viewDidAppear without viewIsAppearing",
      callbacks: [(.viewDidLoad, false), (.viewWillAppear, true), (.viewDidAppear, true)], end: .appeared),
    FakeLedgerSequence(
      name: "a did-callback with another animated flag",
      callbacks: [(.viewDidLoad, false), (.viewWillAppear, true), (.viewIsAppearing, true), (.viewDidAppear, false)],
      end: .appeared),
    FakeLedgerSequence(
      name: "disappearing while disappeared", callbacks: [(.viewDidLoad, false), (.viewWillDisappear, true)],
      end: .disappearing),
    FakeLedgerSequence(
      name: "ends elsewhere than the controller",
      callbacks: [(.viewDidLoad, false), (.viewWillAppear, true), (.viewIsAppearing, true), (.viewDidAppear, true)],
      end: .disappeared),
    FakeLedgerSequence(name: "no callback but the state moved", callbacks: [], end: .appeared),
  ]

  /// A sequence UIKit makes passes.
  @Test(arguments: rightSequences)
  func passesASequenceUIKitMakes(_ sequence: FakeLedgerSequence) {
    #expect(check(sequence) == nil)
  }

  /// A sequence UIKit never makes is flagged.
  @Test(arguments: wrongSequences)
  func flagsASequenceUIKitNeverMakes(_ sequence: FakeLedgerSequence) {
    #expect(check(sequence) != nil)
  }

  /// Each check starts from the state the last one saw.
  @Test func continuesFromTheStateOfTheLastCheck() {
    let ledger = AppearanceCallbackLedger()
    for callback in [LifecycleCallback.viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear] {
      ledger.receive(.lifecycle(controller: "Screen", callback: callback, animated: false))
    }
    #expect(ledger.check([.init(title: "Screen", appearanceState: .appeared, isViewLoaded: true)]) == nil)

    // A second appearance from `appeared` is wrong; a disappearance is right.
    ledger.receive(.lifecycle(controller: "Screen", callback: .viewWillAppear, animated: false))
    #expect(ledger.check([.init(title: "Screen", appearanceState: .appearing, isViewLoaded: true)]) != nil)
    ledger.receive(.lifecycle(controller: "Screen", callback: .viewWillDisappear, animated: true))
    ledger.receive(.lifecycle(controller: "Screen", callback: .viewDidDisappear, animated: true))
    #expect(ledger.check([.init(title: "Screen", appearanceState: .disappeared, isViewLoaded: true)]) == nil)
  }

  /// A view loaded where no window logged it passes only when the ledger is told to tolerate it.
  @Test func toleratesAnUnloggedViewDidLoadOnlyWhenToldTo() {
    let ledger = AppearanceCallbackLedger()
    let appeared = AppearanceCallbackLedger.Observation(title: "Screen", appearanceState: .appeared, isViewLoaded: true)
    for callback in [LifecycleCallback.viewWillAppear, .viewIsAppearing, .viewDidAppear] {
      ledger.receive(.lifecycle(controller: "Screen", callback: callback, animated: false))
    }
    #expect(ledger.check([appeared]) != nil)

    let tolerant = AppearanceCallbackLedger()
    tolerant.toleratesUnloggedViewDidLoad = true
    for callback in [LifecycleCallback.viewWillAppear, .viewIsAppearing, .viewDidAppear] {
      tolerant.receive(.lifecycle(controller: "Screen", callback: callback, animated: false))
    }
    #expect(tolerant.check([appeared]) == nil)
    tolerant.receive(.lifecycle(controller: "Screen", callback: .viewDidLoad, animated: false))
    #expect(tolerant.check([appeared]) != nil)
  }

  /// Titles name controllers: two with one title are flagged.
  @Test func flagsTwoControllersWithOneTitle() {
    let ledger = AppearanceCallbackLedger()
    let twins = [ViewController(title: "Twin"), ViewController(title: "Twin")]
    #expect(ledger.check(twins) != nil)
  }

  /// A real window's pushes, cancelled pop and pops pass.
  @Test func passesWhatARealWindowDoes() throws {
    let ledger = AppearanceCallbackLedger()
    let window = Window()
    ledger.observe(window)
    let home = ViewController(title: "Home")
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: home, title: "Stack")
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    let controllers = [navigation, home, detail]
    #expect(ledger.check(controllers) == nil)

    try navigation.pushViewController(detail, animated: true)
    clock.advance(by: .milliseconds(100))
    #expect(ledger.check(controllers) == nil)
    clock.runUntilIdle()
    #expect(ledger.check(controllers) == nil)
    let pop = try navigation.beginInteractivePop()
    pop.update(0.5)
    pop.cancel()
    clock.runUntilIdle()
    #expect(ledger.check(controllers) == nil)
    _ = try navigation.popViewController(animated: false)
    #expect(ledger.check(controllers) == nil)
    #expect(ledger.uncheckedTitles.isEmpty)
  }

  /// A state change no observed window logged is flagged, until rebased.
  @Test func flagsACallbackTheWindowNeverLogged() throws {
    let ledger = AppearanceCallbackLedger()
    let window = Window()
    let home = ViewController(title: "Home")
    try window.setRootViewController(home)
    window.makeKeyAndVisible()
    // Not observed: the ledger saw nothing, but Home appeared.
    #expect(ledger.check([home]) != nil)
    ledger.rebase([home])
    #expect(ledger.check([home]) == nil)
  }

  /// A rebase of a controller still in the phase the ledger last saw, with
  /// no callback since, keeps what it was told: an appearing controller
  /// told `viewIsAppearing` may go on to `viewDidAppear`; one the ledger
  /// never saw told is still flagged.
  @Test func aRebaseInTheSamePhaseKeepsWhatTheControllerWasTold() throws {
    let ledger = AppearanceCallbackLedger()
    let window = Window()
    ledger.observe(window)
    let detail = ViewController(title: "Detail")
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    let clock = ManualAnimationDriver()
    window.animationDriver = clock
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    try navigation.pushViewController(detail, animated: true)
    #expect(ledger.check([detail]) == nil)
    #expect(detail.appearanceState == .appearing)

    ledger.rebase([detail])
    ledger.receive(.lifecycle(controller: "Detail", callback: .viewDidAppear, animated: true))
    #expect(
      ledger.check([.init(title: "Detail", appearanceState: .appeared, isViewLoaded: true)]) == nil)

    // A controller the ledger last saw disappeared, rebased while appearing:
    // nothing says it was told `viewIsAppearing`.
    let fresh = AppearanceCallbackLedger()
    fresh.rebase([detail])
    fresh.receive(.lifecycle(controller: "Detail", callback: .viewDidAppear, animated: true))
    #expect(
      fresh.check([.init(title: "Detail", appearanceState: .appeared, isViewLoaded: true)]) != nil)
    clock.runUntilIdle()
  }
}
