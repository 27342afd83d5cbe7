import TransitionKitCore

extension UIKitAdaptor {
  /// Brings the hosts to the model's state, calling UIKit only where they
  /// differ from it: the window, dismissals, each container's children, the
  /// selected tabs, then presentations (once no dismissal animates).
  func render() {
    renderPassCount += 1
    if let receivedRevision { appliedRevision = receivedRevision }
    let animated = pendingAnimated && state.isWindowVisible
    pendingAnimated = false
    let order = state.treeOrder()

    // Hosts: made for new nodes, properties set; the hosts of destroyed
    // nodes are let go once their parents no longer show them.
    let destroyed = hosts.keys.filter { state.entries[$0] == nil }
    for id in state.entries.keys.sorted() {
      guard let entry = state.entries[id] else { continue }
      if hosts[id] != nil, entry.node.kind == .viewController, builtScreens[id] != entry.node.screen {
        replaceScreen(of: id)
      }
      let host = hosts[id] ?? makeHost(for: entry)
      applyProperties(of: entry.node, to: host)
    }

    renderWindow()
    renderDismissals(in: order, animated: animated)
    for id in order { renderChildren(of: id, animated: animated) }
    for id in destroyed { forgetHost(of: id) }
    guard inFlight == 0 else {
      // A presentation waits until the dismissals and pushes are over.
      if order.contains(where: { needsPresentation($0) }) { needsRender = true }
      return
    }
    renderPresentations(in: order, animated: animated)
  }

  /// A node whose screen value changed gets a new screen: the old one
  /// leaves the parent that embeds it now, and the passes below put the new
  /// one wherever the node is (a stack, a tab, a presentation…).
  private func replaceScreen(of id: MountNodeID) {
    guard let old = hosts[id] else { return }
    let embeddingParent = hosts.values.first { parent in
      parent is any NavigationHost || parent is any TabBarHost || parent is any PageHost || parent is any SplitHost
        ? false : parent.hostChildren.contains { $0 === old }
    }
    if embeddingParent != nil { old.hostRemoveFromParent() }
    forgetHost(of: id)
  }

  private func applyProperties(of node: MountNode, to host: any ViewControllerHost) {
    if host.title != node.title { host.title = node.title }
    if appliedTabBarItems[node.id] != node.tabBarItem {
      appliedTabBarItems[node.id] = node.tabBarItem
      host.hostSetTabBarItem(node.tabBarItem)
    }
    if host.hostNavigationTitle != node.navigationItem.title { host.hostNavigationTitle = node.navigationItem.title }
    if host.hostBackButtonTitle != node.navigationItem.backButtonTitle {
      host.hostBackButtonTitle = node.navigationItem.backButtonTitle
    }
  }

  private func renderWindow() {
    let root = state.root.flatMap { hosts[$0] }
    if let old = windowHost.hostRootViewController, old !== root {
      // UIKit leaves a replaced root's presentations on screen: they end first.
      if presented(by: old) != nil { old.hostDismiss(animated: false, completion: begin()) }
      windowHost.hostRootViewController = root
    } else if windowHost.hostRootViewController == nil, let root {
      windowHost.hostRootViewController = root
    }
    if state.isWindowVisible == windowHost.hostIsHidden {
      if state.isWindowVisible { windowHost.hostMakeKeyAndVisible() } else { windowHost.hostIsHidden = true }
    }
  }

  /// What a host itself presents (UIKit answers `presentedViewController`
  /// for the whole chain of parents; the presenter is the one the
  /// presented host names).
  func presented(by host: any ViewControllerHost) -> (any ViewControllerHost)? {
    guard let presented = host.hostPresentedViewController, presented.hostPresentingViewController === host else {
      return nil
    }
    return presented
  }

  private func renderDismissals(in order: [MountNodeID], animated: Bool) {
    for id in order {
      guard let host = hosts[id], let shown = presented(by: host) else { continue }
      let expected = state.entries[id]?.presented.flatMap { hosts[$0] }
      guard shown !== expected else { continue }
      host.hostDismiss(animated: animated, completion: begin())
    }
  }

  private func needsPresentation(_ id: MountNodeID) -> Bool {
    guard let presentedID = state.entries[id]?.presented, let host = hosts[id] else { return false }
    return presented(by: host) !== hosts[presentedID]
  }

  private func renderPresentations(in order: [MountNodeID], animated: Bool) {
    for id in order {
      guard let entry = state.entries[id], let presentedID = entry.presented, let host = hosts[id],
        let presentedHost = hosts[presentedID], presented(by: host) == nil
      else { continue }
      // UIKit raises for a controller presented twice: one that another
      // host presents (out of the model's tree) is dismissed there first.
      if let other = presentedHost.hostPresentingViewController {
        other.hostDismiss(animated: false, completion: begin())
        guard presentedHost.hostPresentingViewController == nil, inFlight == 0 else {
          needsRender = true
          return
        }
      }
      presentedHost.hostModalPresentationStyle = entry.style ?? .automatic
      containers.observePresentation(of: presentedHost, events: self)
      let end = begin()
      host.hostPresent(presentedHost, animated: animated, completion: end)
      // UIKit refuses some presentations (a presenter out of the window, one
      // presenting already) without calling the completion: the drift check
      // tells, and nothing waits for it.
      if presented(by: host) !== presentedHost { end() }
      if inFlight > 0 {
        // What the presented host presents itself waits for this presentation.
        needsRender = true
        return
      }
    }
  }

  private func hosts(_ ids: [MountNodeID]) -> [any ViewControllerHost] {
    ids.compactMap { hosts[$0] }
  }

  private func renderChildren(of id: MountNodeID, animated: Bool) {
    guard let entry = state.entries[id], let host = hosts[id] else { return }
    switch entry.node.kind {
    case .navigation:
      guard let navigation = host as? any NavigationHost else { return }
      let stack = state.children(of: id, in: .stack)
      let wanted = hosts(stack)
      if !Self.same(navigation.hostViewControllers, wanted) {
        settingStack = id
        navigation.hostSetViewControllers(wanted, animated: animated)
        settingStack = nil
        if animated, let coordinator = navigation.hostTransitionCoordinator {
          // The stack takes changes again once the transition is wholly over:
          // after did-show, on UIKit's next turn.
          hold(id)
          coordinator.hostAnimateAlongside { [weak self] _ in self?.releaseAfterTransition(id) }
        }
      }
      renderedStacks[id] = stack
    case .tabBar:
      guard let tabBar = host as? any TabBarHost else { return }
      let wanted = hosts(state.children(of: id, in: .tabs))
      if !Self.same(tabBar.hostViewControllers, wanted) { tabBar.hostSetViewControllers(wanted, animated: false) }
      if tabBar.hostSelectedIndex != entry.selection { tabBar.hostSelectedIndex = entry.selection }
    case .page:
      guard let pages = host as? any PageHost else { return }
      let ids = state.children(of: id, in: .pages)
      let wanted = hosts(ids)
      pagePlaceholders.removeAll { $0.page.host == nil }
      // UIKit raises for a page view controller given no page: it keeps its pages.
      guard !Self.same(pages.hostViewControllers, wanted), !wanted.isEmpty else { return }
      let direction = pageDirection(of: id, showing: pages.hostViewControllers, to: ids)
      // A placeholder a swipe brought in is replaced in place: the swipe animated already.
      let replacesPlaceholder = pages.hostViewControllers.contains { placeholderDirection(of: $0) != nil }
      let animates = animated && !replacesPlaceholder
      let end = animates ? begin() : nil
      pages.hostSetViewControllers(wanted, direction: direction, animated: animates) { _ in end?() }
    case .split:
      guard let split = host as? any SplitHost else { return }
      for (column, slot) in [(SplitColumn.primary, MountSlot.primary), (.secondary, .secondary)] {
        let wanted = state.children(of: id, in: slot).first.flatMap { hosts[$0] }
        if split.hostViewController(for: column) !== wanted { split.hostSetViewController(wanted, for: column) }
      }
    case .viewController, .alert:
      let wanted = hosts(state.children(of: id, in: .embedded))
      // Only the hosts the adaptor built: a screen's own children stay.
      for child in host.hostChildren where nodeID(of: child) != nil && !wanted.contains(where: { $0 === child }) {
        child.hostRemoveFromParent()
      }
      for child in wanted where !host.hostChildren.contains(where: { $0 === child }) {
        host.hostAddChild(child)
      }
    }
  }

  /// The direction a page change made in code goes: back to pages shown
  /// before the current ones is `.reverse`, anything else `.forward`.
  private func pageDirection(
    of id: MountNodeID, showing current: [any ViewControllerHost], to pages: [MountNodeID]
  ) -> PageDirection {
    if let placeholder = current.lazy.compactMap({ self.placeholderDirection(of: $0) }).first { return placeholder }
    var history = pageHistory[id] ?? []
    defer { pageHistory[id] = history }
    let old = current.first.flatMap { nodeID(of: $0) }.flatMap { history.firstIndex(of: $0) }
    let new = pages.first.flatMap { history.firstIndex(of: $0) }
    for page in pages where !history.contains(page) { history.append(page) }
    if let old, let new, new < old { return .reverse }
    return .forward
  }

  func placeholderDirection(of host: any ViewControllerHost) -> PageDirection? {
    pagePlaceholders.first { $0.page.host === host }?.direction
  }

  static func same(_ lhs: [any ViewControllerHost], _ rhs: [any ViewControllerHost]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
  }
}
