extension FuzzProgram {
  /// A user's tap on a tab (indices out of range too), with or without a
  /// delegate that may refuse. A refused tap, a thrown one, or a tap that
  /// had nothing to pop must change nothing.
  func tapTab() {
    guard let tabs = controller(TabBarController.self) else { return }
    tabs.delegate = reader.flag() ? tabDelegate : nil
    let index = reader.number(below: tabs.viewControllers.count + 2) - 1
    let before = world(around: [tabs])
    var outcome: TabTapOutcome?
    refusable("tap on tab \(index)", on: [tabs]) { () throws(TransitionError) in
      outcome = try tabs.userDidTapTab(at: index)
    }
    trace("tap on tab \(index): \(outcome.map(\.rawValue) ?? "refused")")
    if outcome == .refused || outcome == .unchanged, world(around: [tabs]) != before {
      violation("a tap on tab \(index) that did nothing (\(outcome!)) changed the tree")
    }
  }

  /// The user's choice in a back button's menu: one of its items, or (on
  /// purpose) any controller, which must be refused and change nothing.
  func popFromBackButtonMenu() {
    guard let navigation = controller(NavigationController.self) else { return }
    let items = navigation.backButtonMenuItems
    let target = reader.flag() && !items.isEmpty ? items[reader.number(below: items.count)] : anyController()
    let animated = reader.number(below: 4) > 0
    refusable("back button menu", on: [navigation, target]) { () throws(TransitionError) in
      let popped = try navigation.popFromBackButtonMenu(to: target, animated: animated)
      if popped.contains(where: { $0 === target }) { violation("the back button menu popped its own target") }
    }
  }

  /// Toggles `isModalInPresentation` on a controller, or sets or clears
  /// its presentation delegate (which may refuse pull-downs).
  func toggleModalInPresentation() {
    let target = anyController()
    switch reader.number(below: 3) {
    case 0: target.isModalInPresentation.toggle()
    case 1:
      target.presentationDelegate = presentationDelegate
      presentationDelegate.join(target)
    default: target.presentationDelegate = nil
    }
  }
}
