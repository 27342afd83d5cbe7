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
    let stack = navigation.viewControllers
    guard stack.count >= 2 else { throw .cannotPopRoot(navigation: navigation.displayName) }
    try report(
      .pop(
        navigation: navigation.mountNodeID, to: stack[stack.count - 2].mountNodeID, gesture: .backButton, animated: true
      ))
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
    try report(.beginInteractivePop(navigation: navigation.mountNodeID))
    release(at: progress, ending: ending, velocity: velocity)
  }

  /// Pulls down the topmost presented controller: an interactive dismissal
  /// moved to a progress, then let go; then the animation runs to its end.
  ///
  /// UIKit's rules apply, as in the app: only a sheet can be pulled down,
  /// and a sheet that stays modal refuses (the attempt is reported; see
  /// `ViewController/beginInteractiveDismissal(animation:completion:)`).
  /// Close anything else with a button of the app, as its users would.
  ///
  /// - Parameters:
  ///   - progress: How far the finger moves, from 0 to 1, before it lifts.
  ///   - ending: Whether the dismissal completes (`.finish`) or is undone (`.cancel`).
  ///   - velocity: The finger's speed when it lifts, in progress per second.
  /// - Throws: `TransitionError/nothingToDismiss(_:)` when nothing is
  ///   presented; `TransitionError/notASheet(_:presentation:)` for a
  ///   full-screen or current-context presentation or an alert;
  ///   `TransitionError/modalInPresentation(_:)` for a sheet that stays
  ///   modal; `TransitionError/transitionInProgress(window:)` from the
  ///   dismissal. Nothing changed then.
  public func pullDownSheet(
    to progress: Double = 0.5,
    then ending: GestureEnding = .finish,
    velocity: Double = 0
  ) throws(TransitionError) {
    let layer = VisibleLayer.topmost(in: window)
    guard layer.index > 0, let sheet = layer.controllers.first?.controller else {
      throw .nothingToDismiss(layer.frontmostName ?? window.name)
    }
    try report(.beginInteractiveDismissal(sheet.mountNodeID))
    release(at: progress, ending: ending, velocity: velocity)
  }

  /// Taps a tab of the visible tab bar controller, as a user does (see
  /// `TabBarController/userDidTapTab(at:)`): the tab bar's delegate may
  /// refuse; another tab is selected without animation; tapping the selected
  /// tab pops its navigation controller to its root, animated. Then the
  /// animation runs to its end.
  ///
  /// - Parameter index: The index of the tab.
  /// - Returns: What the tap did.
  /// - Throws: `TransitionError/indexOutOfRange(_:count:container:)` when
  ///   the tab bar has no such tab, or, with a count of 0 and naming the
  ///   frontmost controller, when no tab bar controller is visible in the
  ///   topmost layer.
  @discardableResult
  public func tapTab(_ index: Int) throws(TransitionError) -> TabTapOutcome {
    let layer = VisibleLayer.topmost(in: window)
    guard let tabBar: TabBarController = layer.deepest() else {
      throw .indexOutOfRange(index, count: 0, container: layer.frontmostName ?? window.name)
    }
    guard case .tabTapped(let outcome) = try report(.tapTab(tabBar: tabBar.mountNodeID, index: index)) else {
      return .unchanged
    }
    runAll()
    return outcome
  }

  /// The titles the back button's menu of the visible navigation controller
  /// lists (a long press on the back button), nearest first; empty when it
  /// has no back button or no navigation controller is visible.
  public var backButtonMenu: [String] {
    guard let navigation = try? visibleNavigationController() else { return [] }
    return navigation.backButtonMenuItems.map(\.displayName)
  }

  /// Long-presses the back button of the visible navigation controller and
  /// chooses an entry of its menu: the stack pops to that controller in one
  /// animated step; then the animation runs to its end.
  ///
  /// - Parameter title: The display name of a controller below the top, as
  ///   ``backButtonMenu`` lists it (the nearest one, when several share it).
  /// - Throws: `TransitionError/noNavigationController(_:)` when no
  ///   navigation controller is visible in the topmost layer;
  ///   `TransitionError/notInBackButtonMenu(_:navigation:)` when the menu
  ///   lists no such title. Nothing changed then.
  public func chooseInBackButtonMenu(_ title: String) throws(TransitionError) {
    let navigation = try visibleNavigationController()
    guard let target = navigation.backButtonMenuItems.first(where: { $0.displayName == title }) else {
      throw .notInBackButtonMenu(title, navigation: navigation.displayName)
    }
    try report(
      .pop(navigation: navigation.mountNodeID, to: target.mountNodeID, gesture: .backButtonMenu, animated: true))
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
    let outcome = try report(.swipePage(pages: pages.mountNodeID, direction: direction, animated: true))
    runAll()
    return outcome == .pageSwiped(changed: true)
  }

  /// Taps a button of the alert or action sheet on top, as a user does (see
  /// `AlertController/tapAction(titled:completion:)`): the alert is
  /// dismissed, animated, then the button's handler runs. Then the
  /// animations run to their end, those the handler started included.
  ///
  /// ```swift
  /// app.root.trigger(.confirmLogout)             // presents "Log out?"
  /// app.runAll()
  /// try app.tapAlertButton("Log out")            // the handler triggers the logout
  /// expectHierarchy(app.window, matches: "Login[Sign in]")
  /// ```
  ///
  /// - Parameter title: The title of one of the alert's buttons.
  /// - Throws: `TransitionError/unknownAction(_:alert:)` when the alert has
  ///   no button with that title, or, naming the frontmost visible
  ///   controller, when no alert is on top; the error of the dismissal when
  ///   it fails (then the handler did not run). Nothing changed when the
  ///   button was not found.
  public func tapAlertButton(_ title: String) throws(TransitionError) {
    let layer = VisibleLayer.topmost(in: window)
    guard let alert: AlertController = layer.deepest() else {
      throw .unknownAction(title, alert: layer.frontmostName ?? window.name)
    }
    var outcome: Result<Void, TransitionError>?
    try alert.tapAction(titled: title) { outcome = $0 }
    runAll()
    if case .failure(let error) = outcome { throw error }
  }

  /// The deepest visible navigation controller of the topmost layer.
  private func visibleNavigationController() throws(TransitionError) -> NavigationController {
    let layer = VisibleLayer.topmost(in: window)
    guard let navigation: NavigationController = layer.deepest() else {
      throw .noNavigationController(layer.frontmostName ?? window.name)
    }
    return navigation
  }

  /// Reports a gesture to the window, as a renderer reports what its user
  /// did (one path for both), at the window's current revision.
  @discardableResult
  private func report(_ action: UserReportAction) throws(TransitionError) -> ReportOutcome {
    do {
      return try window.apply(UserReport(action, seenRevision: window.mountRevision))
    } catch .refused(let error) {
      throw error
    } catch {
      // The gestures act on live nodes at the current revision: only the
      // model's own rules can refuse them.
      throw .notInWindow(window.name)
    }
  }

  /// Moves the interactive transition a report began, lets it go, and runs
  /// it to its end.
  private func release(at progress: Double, ending: GestureEnding, velocity: Double) {
    _ = try? window.apply(UserReport(.updateInteractive(progress: progress), seenRevision: window.mountRevision))
    let end: UserReportAction =
      switch ending {
      case .finish: .finishInteractive(velocity: velocity)
      case .cancel: .cancelInteractive(velocity: velocity)
      }
    _ = try? window.apply(UserReport(end, seenRevision: window.mountRevision))
    runAll()
  }
}
