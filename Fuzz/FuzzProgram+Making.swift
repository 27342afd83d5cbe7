extension FuzzProgram {
  // MARK: Controllers

  /// Makes a controller of a kind (plain, navigation, tab bar, single or
  /// double page, split) with a random presentation style and context, and
  /// holds it when the program holds fewer than 64.
  func make(_ kind: Int) -> ViewController {
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
    hold(controller)
    return controller
  }

  /// Makes a plain controller, and holds it when the program holds fewer than 64.
  func plain() -> ViewController {
    madeCount += 1
    let controller = ViewController(title: "c\(madeCount)")
    hold(controller)
    return controller
  }

  /// Tracks a new controller, and holds it when the program holds fewer than
  /// 64 (and is not letting go of everything: see ``isLettingGo``).
  private func hold(_ controller: ViewController) {
    track(controller, controller.displayName)
    if controllers.count < 64, !isLettingGo { controllers.append(controller) }
  }

  /// Holds an object weakly, to check at the end that it was released.
  func track(_ object: AnyObject, _ name: String) {
    weakObjects.append(WeakObject(object, name: name))
  }

  /// Any controller the program holds (a new one when it holds none).
  func anyController() -> ViewController {
    controllers.isEmpty ? make(0) : controllers[reader.number(below: controllers.count)]
  }

  /// A controller of a kind among those the program holds, if any.
  func controller<Kind: ViewController>(_: Kind.Type) -> Kind? {
    let matching = controllers.compactMap { $0 as? Kind }
    return matching.isEmpty ? nil : matching[reader.number(below: matching.count)]
  }

  /// A controller to put somewhere: a new one, or (on purpose) one that may be placed already.
  func insertable() -> ViewController {
    reader.number(below: 3) == 0 ? anyController() : make(Int(reader.byte()))
  }

  /// A presentable to put somewhere: mostly a controller as ``insertable()``
  /// picks it, sometimes a router (a coordinator, a wrapper — maybe of a
  /// router that is gone — or a misbehaving router).
  func presentable() -> any Presentable {
    let placeable = placeableRouters
    guard reader.number(below: 4) == 0, !placeable.isEmpty else { return insertable() }
    return placeable[reader.number(below: placeable.count)]
  }

  /// The routers the program holds that may become another coordinator's
  /// children: all but window coordinators and strong routers of them. A
  /// window coordinator holds its window; the child of a coordinator that its
  /// window keeps alive (its root's), it would keep itself alive — a cycle
  /// the app makes, which no library can break.
  var placeableRouters: [any Router<UInt8>] {
    routers.filter { router in
      let base = (router as? StrongRouter<UInt8>)?.base ?? router
      return !(base is FuzzWindowCoordinator)
    }
  }

  // MARK: Animations

  /// An animation to name in a transition: none (the remembered or system
  /// one), a built-in one, or an interactive one, lasting anything from
  /// negative to `.seconds(Int64.max)`.
  func animation() -> Animation? {
    let choice = reader.number(below: 6)
    guard choice > 0 else { return nil }
    let duration = animationDuration()
    switch choice {
    case 1: return .fade(duration: duration)
    case 2: return .slide(from: Edge.allCases[reader.number(below: 4)], duration: duration)
    case 3: return .scale(duration: duration)
    case 4: return .movePassengers(duration: duration)
    default:
      let curve = TimingCurve.allCases[reader.number(below: TimingCurve.allCases.count)]
      let half = InteractiveTransitionAnimation(duration: duration, curve: curve) { context, progress in
        context.destinationView?.alpha = progress
      }
      return Animation(presentation: half, dismissal: half)
    }
  }

  /// The duration of an animation: anything ``ByteReader/duration()`` reads,
  /// except that a long one costs a long clock move (past the budget, a
  /// duration reads as a few milliseconds).
  private func animationDuration() -> Duration {
    let duration = reader.duration()
    if duration > .seconds(3600), !spendLongClockMove() { return .milliseconds(Int64(reader.byte())) }
    return duration
  }

  // MARK: Windows and clocks

  /// Makes a window and tracks it (the caller puts it in a slot).
  func makeWindowObject() -> Window {
    windowCount += 1
    let window = Window(name: "w\(windowCount)")
    track(window, "window \(window.name)")
    return window
  }

  /// Makes a manual clock and keeps it (at most three; past that, one of them).
  func makeClock(framesPerSecond: Int) -> ManualAnimationDriver {
    guard clocks.count < 3 else { return clocks[reader.number(below: clocks.count)] }
    let clock = ManualAnimationDriver(framesPerSecond: framesPerSecond)
    track(clock, "clock at \(clock.framesPerSecond) frames a second")
    clocks.append(clock)
    return clock
  }

  /// A driver for a window: a new immediate driver, a clock the program has,
  /// or a new clock at any frame rate (`Int.max`, 0 and negative included).
  func driver() -> AnimationDriver {
    switch reader.number(below: 4) {
    case 0: return ImmediateAnimationDriver()
    case 1, 2: return clocks.isEmpty ? makeClock(framesPerSecond: 60) : clocks[reader.number(below: clocks.count)]
    default:
      var framesPerSecond = reader.count()
      if framesPerSecond > 10_000 {
        // Every animation on a clock that fast makes long clock moves: the
        // clock takes the input's whole budget.
        if longClockMovesLeft > 0 { longClockMovesLeft = 0 } else { framesPerSecond = 120 }
      }
      return makeClock(framesPerSecond: framesPerSecond)
    }
  }

  /// A manual clock the program has, if any.
  func pickClock() -> ManualAnimationDriver? {
    clocks.isEmpty ? nil : clocks[reader.number(below: clocks.count)]
  }

  /// A window alive, if any.
  func pickWindow() -> Window? {
    let live = liveWindows
    return live.isEmpty ? nil : live[reader.number(below: live.count)]
  }
}
