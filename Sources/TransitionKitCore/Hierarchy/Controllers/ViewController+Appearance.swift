extension ViewController {
  /// Starts an appearance phase: `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
  ///
  /// The appearance state machine: each event moves the state only along
  /// UIKit's edges and calls the matching callback; an event that does not
  /// apply in the current state does nothing. This is what keeps callbacks
  /// balanced however changes interleave.
  func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (appearanceState, isAppearing) {
    case (.disappeared, true), (.disappearing, true):
      loadViewIfNeeded()
      appearanceState = .appearing
      appearanceAnimated = animated
      appearancePhaseWindow = HierarchyChange.eventWindow
      appearancePhaseChangeStamp = HierarchyChange.eventChangeStamp
      hasNotifiedIsAppearing = false
      emitLifecycle(.viewWillAppear, animated)
      viewWillAppear(animated)
    case (.appeared, false), (.appearing, false):
      appearanceState = .disappearing
      appearanceAnimated = animated
      appearancePhaseWindow = HierarchyChange.eventWindow
      appearancePhaseChangeStamp = HierarchyChange.eventChangeStamp
      emitLifecycle(.viewWillDisappear, animated)
      viewWillDisappear(animated)
    case (.appearing, true), (.appeared, true), (.disappearing, false), (.disappeared, false):
      break
    }
  }

  /// Calls `viewIsAppearing(_:)` once per appearing phase.
  func notifyIsAppearing() {
    switch appearanceState {
    case .appearing:
      guard !hasNotifiedIsAppearing else { return }
      hasNotifiedIsAppearing = true
      emitLifecycle(.viewIsAppearing, appearanceAnimated)
      viewIsAppearing(appearanceAnimated)
    case .appeared, .disappearing, .disappeared:
      break
    }
  }

  /// Ends the appearance phase in progress: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
  func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      notifyIsAppearing()
      appearanceState = .appeared
      emitLifecycle(.viewDidAppear, appearanceAnimated)
      viewDidAppear(appearanceAnimated)
    case .disappearing:
      appearanceState = .disappeared
      emitLifecycle(.viewDidDisappear, appearanceAnimated)
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      break
    }
  }

  /// Takes the controller to `appeared` or `disappeared`, whichever matches
  /// its visibility, through whatever callbacks are still due.
  func settleAppearance(isVisible: Bool, animated: Bool) {
    switch (appearanceState, isVisible) {
    case (.appeared, true), (.disappeared, false):
      break
    case (.appearing, true), (.disappearing, false):
      endAppearanceTransition()
    case (.disappeared, true), (.disappearing, true), (.appeared, false), (.appearing, false):
      beginAppearanceTransition(isVisible, animated: animated)
      endAppearanceTransition()
    }
  }
}

extension ViewController {
  /// Set while the controllers of a released window disappear: they are in
  /// no window any more, so their callbacks are logged nowhere.
  @exclusivity(unchecked) static var isLeavingReleasedWindow = false

  /// Runs callbacks of controllers whose window was released: they are logged nowhere.
  static func whileLeavingReleasedWindow(_ body: () -> Void) {
    let outer = isLeavingReleasedWindow
    isLeavingReleasedWindow = true
    body()
    isLeavingReleasedWindow = outer
  }

  /// Logs a lifecycle callback to the window whose change runs it (or this
  /// controller's window).
  @inline(__always) func emitLifecycle(_ callback: LifecycleCallback, _ animated: Bool) {
    // No window with an event observation: no log to look for (told inline,
    // on every callback of every change).
    guard Window.eventObservedWindowCount > 0 else { return }
    emitObservedLifecycle(callback, animated)
  }

  /// Logs a lifecycle callback once some window's events are observed.
  private func emitObservedLifecycle(_ callback: LifecycleCallback, _ animated: Bool) {
    guard !Self.isLeavingReleasedWindow, let window = HierarchyChange.eventWindow ?? window else { return }
    window.emit { .lifecycle(controller: displayName, callback: callback, animated: animated) }
  }
}
