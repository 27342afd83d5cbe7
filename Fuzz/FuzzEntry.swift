// The libFuzzer entry point: compiled together with the TransitionKitCore
// sources by Scripts/fuzz.sh (one module, -sanitize=fuzzer,address).
//
// Each input is a program: its bytes are decoded into operations on a window,
// its controllers and a coordinator tree. After every operation the window's
// `validate()` must report nothing, a refused operation must leave the trees
// as they were, and no completion may run twice; at the end every transition
// must have completed and, once let go, every controller and coordinator must
// be released. Any violation traps, so that the fuzzer records the input.
// With TRANSITIONKIT_FUZZ_TRACE set, each operation and the window are printed.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let isTracing = getenv("TRANSITIONKIT_FUZZ_TRACE") != nil

func trace(_ message: @autoclosure () -> String) {
  guard isTracing else { return }
  let line = message() + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

/// Reads an input's bytes as small numbers; past the end, everything reads as zero.
struct ByteReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  /// A number in `0..<bound` (0 when `bound` is 0).
  mutating func number(below bound: Int) -> Int {
    bound > 0 ? Int(byte()) % bound : 0
  }

  mutating func flag() -> Bool { byte() & 1 == 1 }
}

func violation(_ message: String) -> Never {
  fatalError("TransitionKit fuzz violation: \(message)")
}

/// Runs one input.
@MainActor
final class FuzzProgram {
  private var reader: ByteReader
  private var window: Window! = Window(name: "Fuzz")
  private var clock: ManualAnimationDriver?
  private var controllers: [ViewController] = []
  private var coordinators: [any Presentable] = []
  private var rootCoordinator: BasicCoordinator<UInt8, NavigationController>?
  private var handle: InteractiveTransition?
  private var completionCounts: [Int: Int] = [:]
  private var nextCompletion = 0
  private var madeCount = 0
  private var weakObjects: [WeakObject] = []

  private final class WeakObject {
    weak var object: AnyObject?
    let name: String
    init(_ object: AnyObject, name: String) {
      self.object = object
      self.name = name
    }
  }

  init(_ bytes: [UInt8]) {
    reader = ByteReader(bytes)
  }

  // MARK: Making things

  private func make(_ kind: Int) -> ViewController {
    madeCount += 1
    let title = "c\(madeCount)"
    let controller: ViewController
    switch kind % 6 {
    case 1:
      controller = (try? NavigationController(rootViewController: plain(), title: title)) ?? NavigationController()
    case 2:
      controller =
        (try? TabBarController(viewControllers: [plain(), plain()], title: title)) ?? TabBarController()
    case 3:
      let page = PageViewController(title: title, isDoubleSided: reader.flag())
      try? page.setViewControllers(
        page.isDoubleSided ? [plain(), plain()] : [plain()], direction: .forward, animated: false)
      controller = page
    case 4:
      let split = SplitViewController(title: title)
      try? split.setViewControllers(primary: plain(), secondary: plain(), animated: false)
      controller = split
    default: controller = ViewController(title: title)
    }
    controller.modalPresentationStyle = ModalPresentationStyle.allCases[reader.number(below: 8)]
    controller.definesPresentationContext = reader.number(below: 4) == 0
    track(controller, controller.displayName)
    if controllers.count < 64 { controllers.append(controller) }
    return controller
  }

  private func plain() -> ViewController {
    madeCount += 1
    let controller = ViewController(title: "c\(madeCount)")
    track(controller, controller.displayName)
    if controllers.count < 64 { controllers.append(controller) }
    return controller
  }

  private func track(_ object: AnyObject, _ name: String) {
    weakObjects.append(WeakObject(object, name: name))
  }

  private func anyController() -> ViewController {
    controllers.isEmpty ? make(0) : controllers[reader.number(below: controllers.count)]
  }

  private func controller<Kind: ViewController>(_: Kind.Type) -> Kind? {
    let matching = controllers.compactMap { $0 as? Kind }
    return matching.isEmpty ? nil : matching[reader.number(below: matching.count)]
  }

  /// A controller to put somewhere: a new one, or (on purpose) one that may be placed already.
  private func insertable() -> ViewController {
    reader.number(below: 3) == 0 ? anyController() : make(Int(reader.byte()))
  }

  private func childCoordinator() -> BasicCoordinator<UInt8, ViewController> {
    let coordinator = BasicCoordinator<UInt8, ViewController>(rootViewController: plain()) { [weak self] route in
      guard let self else { return .none() }
      switch route % 4 {
      case 0: return .present(self.plain())
      case 1: return .dismiss()
      case 2: return .embed(self.plain(), in: self.anyController())
      default: return .multiple(.present(self.plain()), .dismissToRoot(), .dismiss())
      }
    }
    track(coordinator, "child coordinator")
    if coordinators.count < 16 { coordinators.append(coordinator) }
    return coordinator
  }

  private func rootRoute(_ route: UInt8) -> Transition<NavigationController> {
    switch route % 8 {
    case 0: .push(plain(), animation: route & 8 == 0 ? nil : .fade())
    case 1: .pop()
    case 2: .present(make(Int(route >> 3)))
    case 3: .dismiss()
    case 4: .push(childCoordinator())
    case 5: .multiple(.push(plain()), .pop(to: plain()))
    case 6: .popToRoot()
    default: .set([plain(), childCoordinator()])
    }
  }

  // MARK: Checks

  private func completion(_ label: String) -> @MainActor (Result<Void, TransitionError>) -> Void {
    let index = nextCompletion
    nextCompletion += 1
    completionCounts[index] = 0
    return { [weak self] _ in
      guard let self else { return }
      completionCounts[index, default: 0] += 1
      if completionCounts[index]! > 1 { violation("the completion of \(label) ran twice") }
    }
  }

  /// Starts an interactive transition; a refused start changes nothing and calls no completion.
  private func begin(
    _ label: String,
    _ start: (@escaping @MainActor (Result<Void, TransitionError>) -> Void) throws(TransitionError) ->
      InteractiveTransition
  ) {
    let index = nextCompletion
    let done = completion(label)
    let before = window.snapshot
    do throws(TransitionError) {
      handle = try start(done)
    } catch {
      completionCounts[index] = nil
      if window.snapshot != before { violation("\(label) was refused with \(error) but changed the tree") }
    }
  }

  private func check(_ what: String) {
    let violations = window.validate()
    if !violations.isEmpty { violation("after \(what): \(violations)\n\(window.snapshot)") }
  }

  /// Runs a direct operation; when it throws, nothing may have changed.
  private func refusable(_ what: String, on target: ViewController, _ body: () throws(TransitionError) -> Void) {
    let before = (window.snapshot, target.root.snapshot)
    do throws(TransitionError) {
      try body()
    } catch {
      if window.snapshot != before.0 || target.root.snapshot != before.1 {
        violation("\(what) was refused with \(error) but changed the tree")
      }
    }
  }

  // MARK: Running

  func run() {
    if reader.flag() {
      let clock = ManualAnimationDriver()
      window.animationDriver = clock
      self.clock = clock
    }
    let root = BasicCoordinator<UInt8, NavigationController>(
      rootViewController: (try? NavigationController(rootViewController: plain())) ?? NavigationController()
    ) { [weak self] route in self?.rootRoute(route) ?? .none() }
    track(root, "root coordinator")
    rootCoordinator = root
    controllers.append(root.rootViewController)
    do {
      try root.setRoot(for: window)
    } catch {
      violation("could not set the root: \(error)")
    }
    window.makeKeyAndVisible()
    var steps = 0
    while !reader.isAtEnd, steps < 400 {
      steps += 1
      let operation = Int(reader.byte()) % 34
      step(operation)
      trace("── operation \(operation)\n\(window.snapshot)")
      trace(
        controllers.map { "\($0.displayName): \($0.appearanceState) in \($0.parent?.displayName ?? "-")" }
          .joined(separator: ", "))
      check("operation \(operation)")
    }
    finish()
  }

  private func step(_ operation: Int) {
    let animated = reader.flag()
    switch operation {
    case 0, 1: _ = make(Int(reader.byte()))
    case 2:
      guard let navigation = controller(NavigationController.self) else { return }
      let pushed = insertable()
      refusable("push", on: navigation) { () throws(TransitionError) in
        try navigation.pushViewController(pushed, animated: animated)
      }
    case 3:
      guard let navigation = controller(NavigationController.self) else { return }
      refusable("pop", on: navigation) { () throws(TransitionError) in
        try navigation.popViewController(animated: animated)
      }
    case 4:
      guard let navigation = controller(NavigationController.self) else { return }
      let target = anyController()
      refusable("pop to", on: navigation) { () throws(TransitionError) in
        try navigation.popToViewController(target, animated: animated)
      }
    case 5:
      guard let navigation = controller(NavigationController.self) else { return }
      let stack = (0..<reader.number(below: 4)).map { _ in insertable() }
      refusable("set stack", on: navigation) { () throws(TransitionError) in
        try navigation.setViewControllers(stack, animated: animated)
      }
    case 6:
      guard let tabs = controller(TabBarController.self) else { return }
      let list = (0..<reader.number(below: 4)).map { _ in insertable() }
      refusable("set tabs", on: tabs) { () throws(TransitionError) in
        try tabs.setViewControllers(list, animated: animated)
      }
    case 7:
      guard let tabs = controller(TabBarController.self) else { return }
      let index = reader.number(below: 5) - 1
      refusable("select", on: tabs) { () throws(TransitionError) in try tabs.select(index: index, animated: animated) }
    case 8:
      guard let page = controller(PageViewController.self) else { return }
      let pages = (0..<reader.number(below: 3)).map { _ in insertable() }
      refusable("set pages", on: page) { () throws(TransitionError) in
        try page.setViewControllers(pages, direction: .forward, animated: animated)
      }
    case 9:
      guard let split = controller(SplitViewController.self) else { return }
      let primary = reader.flag() ? insertable() : nil
      let secondary = reader.flag() ? insertable() : nil
      refusable("set columns", on: split) { () throws(TransitionError) in
        try split.setViewControllers(primary: primary, secondary: secondary, animated: animated)
      }
    case 10:
      guard let split = controller(SplitViewController.self) else { return }
      split.setCollapsed(reader.flag(), animated: animated)
    case 11:
      let presenter = anyController()
      let presented = insertable()
      refusable("present", on: presenter) { () throws(TransitionError) in
        try presenter.present(presented, animated: animated)
      }
    case 12:
      let target = anyController()
      refusable("dismiss", on: target) { () throws(TransitionError) in try target.dismiss(animated: animated) }
    case 13:
      let container = anyController()
      let child = insertable()
      let replacing = reader.flag()
      refusable("embed", on: container) { () throws(TransitionError) in
        try container.embed(child, replacingExisting: replacing, animated: animated)
      }
    case 14:
      let child = anyController()
      refusable("remove from parent", on: child) { () throws(TransitionError) in
        try child.removeFromParent(animated: animated)
      }
    case 15:
      let source = anyController()
      let shown = insertable()
      let detail = reader.flag()
      refusable("show", on: source) { () throws(TransitionError) in
        if detail {
          try source.showDetail(shown, animated: animated)
        } else {
          try source.show(shown, animated: animated)
        }
      }
    case 16, 17: performTransition(animated: animated)
    case 18, 19:
      let route = reader.byte()
      rootCoordinator?.trigger(route, with: TransitionOptions(animated: animated), completion: completion("trigger"))
    case 20:
      let children = coordinators.compactMap { $0 as? BasicCoordinator<UInt8, ViewController> }
      guard !children.isEmpty else { return }
      let child = children[reader.number(below: children.count)]
      child.trigger(reader.byte(), with: TransitionOptions(animated: animated), completion: completion("child trigger"))
    case 21:
      let first = reader.byte()
      var rest: [any Sendable] = []
      for _ in 0..<reader.number(below: 4) { rest.append(reader.number(below: 5) == 0 ? "unroutable" : reader.byte()) }
      trace("deep link \(first % 8) -> \(rest.map { ($0 as? UInt8).map { "\($0)" } ?? "\($0)" })")
      rootCoordinator?.deepLink(
        first, following: rest, with: TransitionOptions(animated: animated), completion: completion("deep link"))
    case 22:
      guard handle == nil, let navigation = controller(NavigationController.self) else { return }
      begin("interactive pop") { done throws(TransitionError) in try navigation.beginInteractivePop(completion: done) }
    case 23:
      guard handle == nil else { return }
      let target = anyController()
      begin("interactive dismissal") { done throws(TransitionError) in
        try target.beginInteractiveDismissal(completion: done)
      }
    case 24:
      guard handle == nil, let root = rootCoordinator else { return }
      let route = reader.byte()
      begin("interactive route") { done throws(TransitionError) in
        try root.beginInteractiveTransition(for: route, completion: done)
      }
    case 25: handle?.update(Double(reader.byte()) / 200)
    case 26: handle?.finish(velocity: Double(Int(reader.byte()) - 128) / 20)
    case 27: handle?.cancel(velocity: Double(Int(reader.byte()) - 128) / 20)
    case 28: handle = nil
    case 29: clock?.advance(by: .milliseconds(Int(reader.byte()) * 4))
    case 30: clock?.runUntilIdle()
    case 31: if reader.flag() { window.hide() } else { window.makeKeyAndVisible() }
    case 32:
      // Let go of a controller: only the tree (if anything) keeps it now.
      guard !controllers.isEmpty else { return }
      controllers.remove(at: reader.number(below: controllers.count))
    default:
      guard !coordinators.isEmpty else { return }
      coordinators.remove(at: reader.number(below: coordinators.count))
    }
  }

  private func performTransition(animated: Bool) {
    let options = TransitionOptions(animated: animated)
    if let navigation = controller(NavigationController.self), reader.flag() {
      func step() -> Transition<NavigationController> {
        switch reader.number(below: 7) {
        case 0: .push(insertable())
        case 1: .pop()
        case 2: .pop(to: anyController())
        case 3: .set((0..<reader.number(below: 3)).map { _ in insertable() })
        case 4: .present(insertable())
        case 5: .dismiss()
        default: .popToRoot()
        }
      }
      let transition: Transition<NavigationController> =
        reader.flag() ? .multiple((0..<(1 + reader.number(below: 3))).map { _ in step() }) : step()
      transition.perform(on: navigation, with: options, completion: completion("navigation transition"))
    } else if let tabs = controller(TabBarController.self), reader.flag() {
      let transition: Transition<TabBarController> =
        reader.flag() ? .select(index: reader.number(below: 4) - 1) : .set([insertable(), insertable()])
      transition.perform(on: tabs, with: options, completion: completion("tab transition"))
    } else {
      let root = anyController()
      func step() -> Transition<ViewController> {
        switch reader.number(below: 6) {
        case 0: .present(insertable())
        case 1: .dismiss()
        case 2: .dismissToRoot()
        case 3: .embed(insertable(), in: anyController(), replacing: reader.flag())
        case 4: .show(insertable())
        default: .showDetail(insertable())
        }
      }
      let transition: Transition<ViewController> =
        reader.flag() ? .multiple((0..<(1 + reader.number(below: 3))).map { _ in step() }) : step()
      transition.perform(on: root, with: options, completion: completion("transition"))
    }
  }

  /// Ends what is under way, checks every transition completed, lets go of
  /// everything and checks that everything was released.
  private func finish() {
    handle?.cancel()
    handle = nil
    clock?.runUntilIdle()
    check("the end")
    if window.isTransitioning { violation("the window is still transitioning at the end") }
    if let pending = completionCounts.first(where: { $0.value == 0 }) {
      violation("completion \(pending.key) never ran")
    }
  }

  /// Lets go of the window and of everything the program made; returns the
  /// names of what is still alive then (nothing should be).
  func releaseAll() -> [String] {
    controllers.removeAll()
    coordinators.removeAll()
    rootCoordinator = nil
    clock = nil
    window = nil
    return weakObjects.filter { $0.object != nil }.map(\.name)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func transitionKitFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    let program = FuzzProgram(bytes)
    program.run()
    let survivors = program.releaseAll()
    if !survivors.isEmpty { violation("still alive after the input was torn down: \(survivors)") }
  }
  return 0
}
