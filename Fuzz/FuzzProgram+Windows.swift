extension FuzzProgram {
  /// Makes a window in a free slot (at most three alive): maybe with a
  /// driver of its own, maybe with a root (a controller, a coordinator, any
  /// router — maybe placed already), maybe key and visible.
  func makeWindow() {
    guard liveWindows.count < Self.windowLimit else { return }
    let window = makeWindowObject()
    if let slot = windows.firstIndex(where: { $0 == nil }) { windows[slot] = window } else { windows.append(window) }
    if reader.flag() { window.animationDriver = driver() }
    switch reader.number(below: 4) {
    case 0: break
    case 1:
      let root = insertable()
      refusable("set the root of a new window", on: [root]) { () throws(TransitionError) in
        try window.setRootViewController(root)
      }
    case 2:
      let navigation = NavigationController()
      track(navigation, "navigation controller of \(window.name)'s coordinator")
      if controllers.count < 64 { controllers.append(navigation) }
      let coordinator = FuzzNavigationCoordinator(
        program: self, rootViewController: navigation, initialRoute: reader.byte())
      keep(coordinator, "\(window.name)'s navigation coordinator")
      refusable("a coordinator's setRoot(for:)", on: [coordinator.rootViewController]) { () throws(TransitionError) in
        try coordinator.setRoot(for: window)
      }
    default: setRoot(of: window, from: presentable())
    }
    if reader.flag() { window.makeKeyAndVisible() }
  }

  /// Calls a presentable's `setRoot(for:)` (a controller's, a coordinator's
  /// or a router's, maybe one that is gone); refused, it changes nothing.
  private func setRoot(of window: Window, from presentable: any Presentable) {
    // A weak router that is gone answers with a new placeholder each time: read it once.
    let controller = presentable.viewController
    refusable("\(type(of: presentable)).setRoot(for:)", on: [controller]) { () throws(TransitionError) in
      try presentable.setRoot(for: window)
    }
  }

  /// Sets a window's root: nothing, a new controller, any controller (maybe
  /// placed), another window's root, or a presentable's `setRoot(for:)`.
  func setWindowRoot() {
    guard let window = pickWindow() else { return }
    let animated = reader.flag()
    let root: ViewController?
    switch reader.number(below: 5) {
    case 0: root = nil
    case 1: root = make(Int(reader.byte()))
    case 2: root = anyController()
    case 3: root = pickWindow()?.rootViewController
    default:
      setRoot(of: window, from: presentable())
      return
    }
    refusable("set the root of \(window.name)", on: root.map { [$0] } ?? []) { () throws(TransitionError) in
      try window.setRootViewController(root, animated: animated)
    }
  }

  /// Moves a window's root, or a controller inside a window, to a window
  /// (another one or the same): takes it out (or, on purpose, not), then
  /// sets it as the root there, has its coordinator `setRoot(for:)` there, or
  /// presents, pushes or embeds it there. Every step that is refused must
  /// change nothing.
  func moveTree() {
    guard let source = pickWindow(), let destination = pickWindow() else { return }
    let animated = reader.flag()
    let inside = controllers.filter { $0.window === source && $0 !== source.rootViewController }
    let moved: ViewController
    if reader.flag() || inside.isEmpty {
      guard let root = source.rootViewController else { return }
      moved = root
      if reader.number(below: 4) > 0 {
        let replacement: ViewController? = reader.flag() ? nil : make(Int(reader.byte()))
        refusable("take the root out of \(source.name)", on: [moved]) { () throws(TransitionError) in
          try source.setRootViewController(replacement, animated: animated)
        }
      }
    } else {
      moved = inside[reader.number(below: inside.count)]
      if reader.number(below: 4) > 0 { takeOut(moved, animated: animated) }
    }
    trace("moving '\(moved.displayName)' (free: \(moved.isFree)) from \(source.name) to \(destination.name)")
    let inDestination = controllers.filter { $0.window === destination && $0 !== moved }
    let host =
      inDestination.isEmpty ? destination.rootViewController : inDestination[reader.number(below: inDestination.count)]
    switch reader.number(below: 5) {
    case 0:
      refusable("set the root of \(destination.name)", on: [moved]) { () throws(TransitionError) in
        try destination.setRootViewController(moved, animated: animated)
      }
    case 1:
      setRoot(of: destination, from: moved.router(for: UInt8.self) ?? moved)
    case 2:
      guard let host else { return }
      refusable("present into \(destination.name)", on: [host, moved]) { () throws(TransitionError) in
        try host.present(moved, animated: animated)
      }
    case 3:
      guard let navigation = inDestination.compactMap({ $0 as? NavigationController }).first else { return }
      refusable("push into \(destination.name)", on: [navigation, moved]) { () throws(TransitionError) in
        try navigation.pushViewController(moved, animated: animated)
      }
    default:
      guard let host else { return }
      refusable("embed into \(destination.name)", on: [host, moved]) { () throws(TransitionError) in
        try host.embed(moved, replacingExisting: reader.flag(), animated: animated)
      }
    }
  }

  /// Takes a controller out of its tree: out of its parent, or dismissed
  /// with what it presents.
  private func takeOut(_ controller: ViewController, animated: Bool) {
    if controller.parent != nil {
      refusable("remove from parent", on: [controller]) { () throws(TransitionError) in
        try controller.removeFromParent(animated: animated)
      }
    } else if let presenter = controller.presentingViewController {
      refusable("dismiss", on: [presenter]) { () throws(TransitionError) in try presenter.dismiss(animated: animated) }
    }
  }

  /// Lets go of a window mid-flow. Something else may keep it alive (a
  /// window coordinator, an animation or interactive transition under way):
  /// it is then still checked, until it goes.
  func releaseWindow() {
    guard !liveWindows.isEmpty else { return }
    let slots = windows.indices.filter { windows[$0] != nil }
    let slot = slots[reader.number(below: slots.count)]
    guard let window = windows[slot] else { return }
    trace("letting go of \(window.name)")
    releasedWindows.append(ReleasedWindow(window))
    windows[slot] = nil
  }

  /// Hides a window or makes it key and visible.
  func showOrHideWindow() {
    guard let window = pickWindow() else { return }
    if reader.flag() { window.hide() } else { window.makeKeyAndVisible() }
  }

  /// Gives a window another driver: its running animations end at once, its
  /// interactive transitions move to the new driver.
  func setAnimationDriver() {
    guard let window = pickWindow() else { return }
    window.animationDriver = driver()
  }
}
