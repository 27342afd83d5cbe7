import TransitionKitCore

extension UIKitAdaptor {
  /// Sends a report to the model with the revision the hosts show. A
  /// rejection means the hosts show what the model does not: they are
  /// brought back to the model's tree once idle.
  @discardableResult
  func send(_ action: UserReportAction) -> Result<ReportOutcome, ReportRejection> {
    let report = UserReport(action, seenRevision: appliedRevision)
    reportDepth += 1
    let result: Result<ReportOutcome, ReportRejection>
    do throws(ReportRejection) {
      result = .success(try window.apply(report))
    } catch {
      result = .failure(error)
    }
    reportDepth -= 1
    sentReports.append(SentReport(report: report, result: result))
    if sentReports.count > 100 { sentReports.removeFirst(sentReports.count - 100) }
    if case .failure = result { restoreModelState() }
    return result
  }

  /// Puts the model's tree back on the hosts (as soon as they are idle).
  func restoreModelState() {
    needsRender = true
    needsIdleWork = true
    pump()
  }

  /// Reports the end of an interactive transition the adaptor reported.
  ///
  /// A finished one stays noted until UIKit's did-show or did-dismiss, which
  /// then reports nothing more.
  private func interactionChanged(_ context: any TransitionContextHost) {
    guard interactive != nil else { return }
    send(.updateInteractive(progress: context.hostPercentComplete))
    if context.hostIsCancelled {
      interactive = nil
      send(.cancelInteractive(velocity: context.hostCompletionVelocity))
    } else {
      send(.finishInteractive(velocity: context.hostCompletionVelocity))
    }
  }

  /// Holds the hosts busy while a transition the user makes runs in one of
  /// them: until the delegate call that ends it (so that nothing is shown
  /// between UIKit's change and its report), or until it is cancelled. When
  /// a finger drives it, reports its beginning and follows it.
  ///
  /// Without a coordinator, the hosts are held only when UIKit's did-call
  /// is sure to follow (`holdsWithoutCoordinator`): a did-show follows every
  /// will-show, a did-dismiss only a pull-down that finishes.
  private func follow(
    _ coordinator: (any TransitionCoordinatorHost)?, of id: MountNodeID, beginning action: UserReportAction?,
    as report: InteractiveReport, holdsWithoutCoordinator: Bool
  ) {
    guard let coordinator else {
      if holdsWithoutCoordinator { hold(id) }
      return
    }
    hold(id)
    // The delegate's did-call ends the hold; should none come (a cancelled
    // transition), the end of the transition does, on UIKit's next turn.
    coordinator.hostAnimateAlongside { [weak self] _ in self?.releaseAfterTransition(id) }
    guard coordinator.hostIsInteractive, let action, case .success = send(action) else { return }
    interactive = report
    coordinator.hostNotifyWhenInteractionChanges { [weak self] context in self?.interactionChanged(context) }
  }

  /// Holds the hosts busy for a transition in a host (one hold per host: a
  /// new one ends the last).
  func hold(_ id: MountNodeID) {
    let end = begin()
    userHolds.removeValue(forKey: id)?.end()
    holdCount += 1
    userHolds[id] = (holdCount, end)
  }

  /// Ends the hold of a host once the callback UIKit is in has returned and
  /// its transition is over — the hold it has now, not a later one.
  func releaseAfterTransition(_ id: MountNodeID) {
    guard let token = userHolds[id]?.token else { return }
    containers.performAfterTransition { [weak self] in self?.release(id, token: token) }
  }

  /// Ends the hold of a host, if any (only the hold `token` names, when
  /// given): the model's changes the user's reports made end first (their
  /// animation was UIKit's, now over; a cancelled one is undone then), then
  /// what waited is shown.
  func release(_ id: MountNodeID, token: Int? = nil) {
    guard let held = userHolds[id], token.map({ $0 == held.token }) ?? true else { return }
    userHolds[id] = nil
    if let reportedRevision {
      self.reportedRevision = nil
      reportDepth += 1
      (window.animationDriver as? RendererAnimationDriver)?.animationsEnded(in: window, through: reportedRevision)
      reportDepth -= 1
    }
    held.end()
  }

  // MARK: Navigation

  /// A stack about to change: a change the user makes (a back button, a
  /// swipe back) holds the hosts until it ends; a swipe back is reported as
  /// it begins.
  public func navigationController(
    _ navigation: any NavigationHost, willShow shown: any ViewControllerHost, animated: Bool
  ) {
    guard let navigationID = nodeID(of: navigation), settingStack != navigationID else { return }
    let coordinator = navigation.hostTransitionCoordinator
    let stack = renderedStacks[navigationID] ?? []
    let isPop = nodeID(of: shown).flatMap { stack.firstIndex(of: $0) }.map { $0 < stack.count - 1 } ?? false
    let isSwipe = isPop && coordinator?.hostIsInteractive == true
    if isSwipe { swipingNavigation = navigationID }
    follow(
      coordinator, of: navigationID, beginning: isSwipe ? .beginInteractivePop(navigation: navigationID) : nil,
      as: .pop(navigation: navigationID), holdsWithoutCoordinator: true)
  }

  /// A stack changed: a pop the user made (not cancelled) is reported,
  /// unless an interactive report already told the model.
  public func navigationController(
    _ navigation: any NavigationHost, didShow shown: any ViewControllerHost, animated: Bool
  ) {
    guard let navigationID = nodeID(of: navigation), settingStack != navigationID else { return }
    // UIKit is still in its transition here: what waits is shown after it.
    defer { releaseAfterTransition(navigationID) }
    let wasSwiping = swipingNavigation == navigationID
    if wasSwiping { swipingNavigation = nil }
    if navigation.hostTransitionCoordinator?.hostIsCancelled == true { return }
    if interactive == .pop(navigation: navigationID) {
      interactive = nil
      renderedStacks[navigationID] = navigation.hostViewControllers.compactMap { nodeID(of: $0) }
      return
    }
    let shownStack = navigation.hostViewControllers.map { nodeID(of: $0) }
    let rendered = renderedStacks[navigationID] ?? []
    guard shownStack.count < rendered.count, let target = shownStack.last ?? nil,
      Array(rendered.prefix(shownStack.count)) == shownStack
    else { return }
    renderedStacks[navigationID] = shownStack.compactMap { $0 }
    let gesture: PopGesture =
      wasSwiping ? .swipeBack : rendered.count - shownStack.count > 1 ? .backButtonMenu : .backButton
    send(.pop(navigation: navigationID, to: target, gesture: gesture, animated: animated))
  }

  // MARK: Presentation

  /// A pull-down begins.
  public func presentationControllerWillDismiss(_ presented: any ViewControllerHost) {
    guard let presentedID = nodeID(of: presented) else { return }
    follow(
      presented.hostTransitionCoordinator, of: presentedID, beginning: .beginInteractiveDismissal(presentedID),
      as: .dismissal(presentedID), holdsWithoutCoordinator: false)
  }

  /// A pull-down finished: reported, unless an interactive report already told the model.
  public func presentationControllerDidDismiss(_ presented: any ViewControllerHost) {
    guard let presentedID = nodeID(of: presented) else { return }
    defer { releaseAfterTransition(presentedID) }
    if interactive == .dismissal(presentedID) {
      interactive = nil
      return
    }
    send(.dismiss(presentedID, animated: true))
  }

  /// A pull-down refused by a sheet that stays modal.
  public func presentationControllerDidAttemptToDismiss(_ presented: any ViewControllerHost) {
    guard let presentedID = nodeID(of: presented) else { return }
    send(.attemptDismissal(presentedID))
  }

  // MARK: Tabs

  /// A tab tapped: the model decides whether the tab bar selects it.
  /// - Returns: Whether the model took the tap (`true` for a tab bar the adaptor did not build).
  public func tabBarController(_ tabBar: any TabBarHost, shouldSelect selected: any ViewControllerHost) -> Bool {
    // A tab bar the adaptor did not build is not the model's: UIKit decides.
    guard let tabBarID = nodeID(of: tabBar) else { return true }
    guard let index = tabBar.hostViewControllers.firstIndex(where: { $0 === selected }) else { return false }
    // What the model publishes waits until the tab bar has selected.
    let end = begin()
    switch send(.tapTab(tabBar: tabBarID, index: index)) {
    case .success(.tabTapped(.refused)), .failure:
      end()
      return false
    case .success:
      pendingTabSelection?()
      pendingTabSelection = end
      return true
    }
  }

  /// The tab bar selected a tab it was allowed to.
  public func tabBarController(_ tabBar: any TabBarHost, didSelect selected: any ViewControllerHost) {
    let end = pendingTabSelection
    pendingTabSelection = nil
    end?()
  }

  // MARK: Pages

  /// A swipe asks for the page before or after: a placeholder, until the
  /// model says which page it is.
  public func pageViewController(
    _ pages: any PageHost, viewControllerIn direction: PageDirection, of page: any ViewControllerHost
  ) -> (any ViewControllerHost)? {
    guard nodeID(of: pages) != nil else { return nil }
    let placeholder = containers.makePlaceholder(for: nil)
    pagePlaceholders.removeAll { $0.page.host == nil }
    pagePlaceholders.append((WeakHost(host: placeholder), direction))
    return placeholder
  }

  /// A swipe ended: a completed one is reported; the model's pages replace
  /// the placeholder, or the old pages come back when the model had none there.
  public func pageViewController(
    _ pages: any PageHost, didFinishAnimating finished: Bool,
    previousViewControllers: [any ViewControllerHost], transitionCompleted completed: Bool
  ) {
    guard completed, let pagesID = nodeID(of: pages),
      let direction = pages.hostViewControllers.lazy.compactMap({ self.placeholderDirection(of: $0) }).first
    else { return }
    if case .success(.pageSwiped(changed: false)) = send(
      .swipePage(pages: pagesID, direction: direction, animated: true))
    {
      restoreModelState()
    }
  }

  // MARK: Split

  /// The split view controller collapsed to one column.
  public func splitViewControllerDidCollapse(_ split: any SplitHost) {
    guard let splitID = nodeID(of: split) else { return }
    send(.setCollapsed(split: splitID, isCollapsed: true))
  }

  /// The split view controller expanded to two columns.
  public func splitViewControllerDidExpand(_ split: any SplitHost) {
    guard let splitID = nodeID(of: split) else { return }
    send(.setCollapsed(split: splitID, isCollapsed: false))
  }
}
