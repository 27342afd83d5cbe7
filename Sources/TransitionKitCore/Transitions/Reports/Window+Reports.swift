extension Window {
  /// Applies what a renderer reports the user did on screen, as the same
  /// change the testing kit's gestures make: coordinators notice it, the
  /// window's events record it, and the mount stream publishes it (a
  /// renderer that already shows the result finds nothing left to do).
  ///
  /// A report is stale, and dropped, when a node it names is no longer in
  /// this window, or when what it acts on changed after the revision it saw
  /// (a container's children, selection or presentation; only while
  /// something observes the window's mounts). The model's own rules apply
  /// as to a gesture: a tab bar's delegate may refuse a tap, a sheet that
  /// stays modal refuses a pull-down, a transition under way refuses an
  /// interactive one.
  ///
  /// ```swift
  /// let report = UserReport(
  ///   .pop(navigation: navigation.mountNodeID, to: list.mountNodeID, gesture: .swipeBack, animated: false),
  ///   seenRevision: window.mountRevision)
  /// try window.apply(report)
  /// ```
  ///
  /// - Parameter report: What the user did, and the revision the renderer showed.
  /// - Returns: What the model did.
  /// - Throws: A ``ReportRejection``; nothing changed then.
  @discardableResult
  public func apply(_ report: UserReport) throws(ReportRejection) -> ReportOutcome {
    guard report.seenRevision <= mountRevision else {
      throw .futureRevision(report.seenRevision, current: mountRevision)
    }
    let seen = report.seenRevision
    switch report.action {
    case .pop(let navigationID, let targetID, let gesture, let animated):
      let navigation: NavigationController = try reportedNode(navigationID, seen: seen, kind: .navigation)
      let stack = navigation.children
      guard let index = stack.firstIndex(where: { $0.mountNodeID == targetID }), index < stack.count - 1 else {
        throw .notBelowTop(targetID, navigation: navigationID)
      }
      try refusing { () throws(TransitionError) in
        try HierarchyChange.performing(gesture.userAction) { () throws(TransitionError) in
          if index == stack.count - 2 {
            _ = try navigation.popViewController(animated: animated)
          } else {
            _ = try navigation.popToViewController(stack[index], animated: animated)
          }
        }
      }
      return .applied

    case .dismiss(let presentedID, let animated):
      let controller = try reportedPresented(presentedID, seen: seen)
      try refusing { () throws(TransitionError) in try controller.pullDown(animated: animated) }
      return .applied

    case .attemptDismissal(let presentedID):
      let controller = try reportedPresented(presentedID, seen: seen)
      do {
        _ = try controller.pullDownTarget()
      } catch .modalInPresentation {
        // The attempt is told to the delegate and the events by the check itself.
        return .applied
      } catch {
        throw .refused(error)
      }
      throw .notModal(presentedID)

    case .tapTab(let tabBarID, let index):
      let tabBar: TabBarController = try reportedNode(tabBarID, seen: seen, kind: .tabBar)
      return .tabTapped(try refusing { () throws(TransitionError) in try tabBar.userDidTapTab(at: index) })

    case .swipePage(let pagesID, let direction, let animated):
      let pages: PageViewController = try reportedNode(pagesID, seen: seen, kind: .page)
      let changed = try refusing { () throws(TransitionError) in try pages.swipe(direction, animated: animated) }
      return .pageSwiped(changed: changed)

    case .setCollapsed(let splitID, let isCollapsed):
      // The size class is the device's: a collapse or an expansion is never stale.
      let split: SplitViewController = try reportedNode(splitID, seen: nil, kind: .split)
      split.setCollapsed(isCollapsed, animated: false)
      return .applied

    case .beginInteractivePop(let navigationID):
      let navigation: NavigationController = try reportedNode(navigationID, seen: seen, kind: .navigation)
      reportedInteraction = try refusing { () throws(TransitionError) in try navigation.beginInteractivePop() }
      return .applied

    case .beginInteractiveDismissal(let presentedID):
      let controller = try reportedPresented(presentedID, seen: seen)
      reportedInteraction = try refusing { () throws(TransitionError) in try controller.beginInteractiveDismissal() }
      return .applied

    case .updateInteractive(let progress):
      try waitingInteraction().update(progress)
      return .applied

    case .finishInteractive(let velocity):
      let interaction = try waitingInteraction()
      reportedInteraction = nil
      interaction.finish(velocity: velocity)
      return .applied

    case .cancelInteractive(let velocity):
      let interaction = try waitingInteraction()
      reportedInteraction = nil
      interaction.cancel(velocity: velocity)
      return .applied
    }
  }

  /// The interactive transition a report began, while it waits for the hand.
  private var reportedInteraction: InteractiveTransition? {
    get { attachments[ReportedInteractionKey.self] }
    set { attachments[ReportedInteractionKey.self] = newValue }
  }

  private func waitingInteraction() throws(ReportRejection) -> InteractiveTransition {
    guard let interaction = reportedInteraction, interaction.state == .interacting else {
      reportedInteraction = nil
      throw .noInteractiveTransition
    }
    return interaction
  }

  /// The controller of a node of this window's tree, of a kind, whose
  /// children, selection and presentation have not changed since the
  /// revision seen (`nil`: whatever changed).
  private func reportedNode<Controller: ViewController>(
    _ id: MountNodeID, seen: UInt64?, kind: ContainerKind
  ) throws(ReportRejection) -> Controller {
    guard let controller = controller(for: id) else { throw .unknownNode(id) }
    guard let typed = controller as? Controller else { throw .wrongKind(id, expected: kind) }
    if let seen { try checkUnchanged(id, since: seen) }
    return typed
  }

  /// A node of a presented controller, whose presenter's presentation (and
  /// its own) have not changed since the revision seen.
  private func reportedPresented(_ id: MountNodeID, seen: UInt64) throws(ReportRejection) -> ViewController {
    guard let controller = controller(for: id) else { throw .unknownNode(id) }
    if let presented = controller.presentedAncestor {
      try checkUnchanged(presented.mountNodeID, since: seen)
      if let presenter = presented.presenter { try checkUnchanged(presenter.mountNodeID, since: seen) }
    }
    return controller
  }

  private func checkUnchanged(_ id: MountNodeID, since seen: UInt64) throws(ReportRejection) {
    if let changed = MountPublisher.structureRevision(of: id, in: self), changed > seen {
      throw .movedOn(id, since: changed)
    }
  }

  /// The controller of a node in this window's tree (walked without recursion).
  func controller(for id: MountNodeID) -> ViewController? {
    var pending = storedRoot.map { [$0] } ?? []
    while let controller = pending.popLast() {
      if controller.mountNodeID == id { return controller }
      if let presented = controller.presentation?.controller { pending.append(presented) }
      pending.append(contentsOf: controller.children)
    }
    return nil
  }

  /// Runs a change of the model; its error becomes a refusal.
  private func refusing<Value>(_ body: () throws(TransitionError) -> Value) throws(ReportRejection) -> Value {
    do {
      return try body()
    } catch {
      throw .refused(error)
    }
  }
}

private enum ReportedInteractionKey: AttachmentKey {
  static var defaultValue: InteractiveTransition? { nil }
}
