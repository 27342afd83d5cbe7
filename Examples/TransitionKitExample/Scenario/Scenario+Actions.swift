import TransitionKitCore

/// What the user does: taps that trigger routes, gestures driven by hand,
/// and links opened from outside the app.
extension Scenario {
  /// A button of the screen on top triggers a route on the nearest router
  /// that takes its type, as a screen's button would.
  /// - Parameters:
  ///   - route: The route.
  ///   - place: Where the button is, when it is not on the screen on top.
  func tap<Route: Sendable>(_ route: Route, from place: String? = nil) async -> ActionOutcome {
    guard let screen = inspector.topScreen else {
      return ActionOutcome("\(route): no screen", error: .noRouter(for: "\(route)"))
    }
    let action = "\(Route.self).\(route), from " + (place ?? "“\(screen.displayName)”")
    guard let router = screen.nearestRouter(for: Route.self) else {
      return ActionOutcome(action, error: .noRouter(for: "\(route)"))
    }
    var result: Result<Void, TransitionError>?
    router.trigger(route) { result = $0 }
    await playback.settle()
    return ActionOutcome(action, error: result.flatMap(\.failure))
  }

  /// Triggers a route on a router held by the scenario, as the app itself would.
  /// - Parameters:
  ///   - route: The route.
  ///   - router: The router.
  ///   - source: Who triggers it, in words.
  func trigger<Route: Sendable>(
    _ route: Route,
    on router: some Router<Route>,
    by source: String
  ) async -> ActionOutcome {
    var result: Result<Void, TransitionError>?
    router.trigger(route) { result = $0 }
    await playback.settle()
    return ActionOutcome("\(Route.self).\(route), by \(source)", error: result.flatMap(\.failure))
  }

  /// Taps a button of the alert on top.
  func tapAlertButton(_ title: String) async -> ActionOutcome {
    guard let alert = inspector.topScreen as? AlertController else {
      return ActionOutcome("“\(title)”: no alert", error: .nothingToDismiss(title))
    }
    let action = "“\(title)” on the alert “\(alert.displayName)”"
    var result: Result<Void, TransitionError>?
    do {
      try alert.tapAction(titled: title) { result = $0 }
    } catch {
      return ActionOutcome(action, error: error)
    }
    await playback.settle()
    return ActionOutcome(action, error: result.flatMap(\.failure))
  }

  /// Swipes the page view controller on top to its next page, by hand (a
  /// change made directly on the model, which no coordinator makes).
  func swipePage() async -> ActionOutcome {
    let action = "a swipe to the left on the pages, by hand"
    guard let pages = inspector.topScreen?.pageViewController else { return ActionOutcome(action) }
    do {
      try pages.swipe(.forward, animated: true)
    } catch {
      return ActionOutcome(action, error: error)
    }
    await playback.settle()
    return ActionOutcome(action)
  }

  /// Pulls the sheet on top down by hand, in two moves, and lets it go with
  /// a flick: the sheet is dismissed.
  func pullDownSheet() async -> ActionOutcome {
    let action = "a pull-down on the sheet by hand: 30 %, 60 %, let go with a flick"
    guard let screen = inspector.topScreen else { return ActionOutcome(action) }
    do {
      let pull = try screen.beginInteractiveDismissal()
      pull.update(0.3)
      await playback.hold(for: .milliseconds(100))
      pull.update(0.6)
      await playback.hold(for: .milliseconds(100))
      pull.finish(velocity: 2)
      await playback.settle()
      return ActionOutcome(action, notes: ["the pull-down is \(pull.state)"])
    } catch {
      return ActionOutcome(action, error: error)
    }
  }

  /// Swipes back on the stack on top by hand, to a progress, then lets go:
  /// with a flick (the pop finishes) or at rest (the swipe is cancelled).
  func swipeBack(to progress: Double, finish: Bool) async -> ActionOutcome {
    let percent = Int((progress * 100).rounded())
    let action = "a swipe back by hand to \(percent) %, then " + (finish ? "a flick" : "let go")
    guard let navigation = inspector.topScreen?.navigationController else { return ActionOutcome(action) }
    do {
      let swipe = try navigation.beginInteractivePop()
      swipe.update(progress / 2)
      await playback.hold(for: .milliseconds(50))
      swipe.update(progress)
      await playback.hold(for: .milliseconds(100))
      if finish { swipe.finish(velocity: 4) } else { swipe.cancel() }
      await playback.settle()
      return ActionOutcome(action, notes: ["the swipe is \(swipe.state)"])
    } catch {
      return ActionOutcome(action, error: error)
    }
  }

  /// A link opened from outside the app (a notification, another app),
  /// as a URL: the app's link navigator reads it, asks its gate, and applies it.
  func open(_ text: String) async -> ActionOutcome {
    guard let links = app.links else {
      return ActionOutcome("link \(text): no link table", error: .noRouter(for: text))
    }
    let chain = (try? links.table.destination(for: text))?.chain.description ?? "nothing"
    var outcome: LinkOutcome?
    links.open(text) { outcome = $0 }
    await playback.settle()
    return ActionOutcome("the URL \(text), read as\n" + chain, outcome: outcome)
  }
}

extension ActionOutcome {
  /// The outcome of a link: its error when it failed, and the outcome in words.
  init(_ action: String, outcome: LinkOutcome?) {
    var error: TransitionError?
    if case .failed(let failure)? = outcome { error = failure }
    self.init(action, error: error, notes: ["link \(outcome.map(String.init(describing:)) ?? "not reported")"])
  }
}

extension Result {
  /// The error, when this is a failure.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
