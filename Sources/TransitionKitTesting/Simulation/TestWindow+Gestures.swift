import TransitionKitCore

extension TestWindow {
  /// Taps the back button of the visible navigation controller: it pops,
  /// animated, through the model, as a user's tap does; then the animation
  /// runs to its end.
  ///
  /// - Throws: `TransitionError/noNavigationController(_:)` when no
  ///   navigation controller is visible in the topmost layer;
  ///   `TransitionError/cannotPopRoot(navigation:)` when its stack has no
  ///   back button (fewer than two controllers).
  public func tapBackButton() throws(TransitionError) {
    let navigation = try visibleNavigationController()
    try navigation.popViewController(animated: true)
    runAll()
  }

  /// Swipes back on the visible navigation controller: an interactive pop
  /// moved to a progress, then let go; then the animation runs to its end.
  ///
  /// - Parameters:
  ///   - progress: How far the finger moves, from 0 to 1, before it lifts.
  ///   - ending: Whether the pop completes (`.finish`) or is undone (`.cancel`).
  ///   - velocity: The finger's speed when it lifts, in progress per second.
  /// - Throws: `TransitionError/noNavigationController(_:)` when no
  ///   navigation controller is visible in the topmost layer;
  ///   `TransitionError/cannotPopRoot(navigation:)` or
  ///   `TransitionError/transitionInProgress(window:)` from the pop.
  public func swipeBack(
    to progress: Double = 0.5,
    then ending: GestureEnding = .finish,
    velocity: Double = 0
  ) throws(TransitionError) {
    let navigation = try visibleNavigationController()
    let swipe = try navigation.beginInteractivePop()
    release(swipe, at: progress, ending: ending, velocity: velocity)
  }

  /// Pulls down the topmost presented controller: an interactive dismissal
  /// moved to a progress, then let go; then the animation runs to its end.
  ///
  /// The presentation style is not checked: the model lets any presented
  /// controller be pulled down, even one that UIKit shows full screen.
  ///
  /// - Parameters:
  ///   - progress: How far the finger moves, from 0 to 1, before it lifts.
  ///   - ending: Whether the dismissal completes (`.finish`) or is undone (`.cancel`).
  ///   - velocity: The finger's speed when it lifts, in progress per second.
  /// - Throws: `TransitionError/nothingToDismiss(_:)` when nothing is
  ///   presented; `TransitionError/transitionInProgress(window:)` from the
  ///   dismissal.
  public func pullDownSheet(
    to progress: Double = 0.5,
    then ending: GestureEnding = .finish,
    velocity: Double = 0
  ) throws(TransitionError) {
    let layer = VisibleLayer.topmost(in: window)
    guard layer.index > 0, let sheet = layer.controllers.first?.controller else {
      throw .nothingToDismiss(layer.frontmostName ?? window.name)
    }
    let pull = try sheet.beginInteractiveDismissal()
    release(pull, at: progress, ending: ending, velocity: velocity)
  }

  /// Taps a tab of the visible tab bar controller: it selects the tab through
  /// the model, without animation, as a user's tap does.
  ///
  /// Tapping the selected tab does nothing.
  ///
  /// - Parameter index: The index of the tab.
  /// - Throws: `TransitionError/indexOutOfRange(_:count:container:)` when
  ///   the tab bar has no such tab, or, with a count of 0 and naming the
  ///   frontmost controller, when no tab bar controller is visible in the
  ///   topmost layer.
  public func tapTab(_ index: Int) throws(TransitionError) {
    let layer = VisibleLayer.topmost(in: window)
    guard let tabBar: TabBarController = layer.deepest() else {
      throw .indexOutOfRange(index, count: 0, container: layer.frontmostName ?? window.name)
    }
    try tabBar.select(index: index, animated: false)
    runAll()
  }

  /// Swipes the visible page view controller to its next or previous page(s),
  /// animated, asking its data source; then the animation runs to its end.
  ///
  /// - Parameter direction: `.forward` for the next page(s), `.reverse` for
  ///   the previous ones.
  /// - Returns: Whether the pages changed (not at either end of the pages).
  /// - Throws: `TransitionError/noDataSource(_:)` when the page view
  ///   controller has no data source, or, naming the frontmost controller,
  ///   when no page view controller is visible in the topmost layer; the
  ///   error of `PageViewController/swipe(_:animated:)` otherwise.
  @discardableResult
  public func swipePage(_ direction: PageDirection) throws(TransitionError) -> Bool {
    let layer = VisibleLayer.topmost(in: window)
    guard let pages: PageViewController = layer.deepest() else {
      throw .noDataSource(layer.frontmostName ?? window.name)
    }
    let changed = try pages.swipe(direction, animated: true)
    runAll()
    return changed
  }

  /// The deepest visible navigation controller of the topmost layer.
  private func visibleNavigationController() throws(TransitionError) -> NavigationController {
    let layer = VisibleLayer.topmost(in: window)
    guard let navigation: NavigationController = layer.deepest() else {
      throw .noNavigationController(layer.frontmostName ?? window.name)
    }
    return navigation
  }

  /// Moves an interactive transition, lets it go, and runs it to its end.
  private func release(
    _ transition: InteractiveTransition, at progress: Double, ending: GestureEnding, velocity: Double
  ) {
    transition.update(progress)
    switch ending {
    case .finish: transition.finish(velocity: velocity)
    case .cancel: transition.cancel(velocity: velocity)
    }
    runAll()
  }
}
