extension FuzzProgram {
  /// Performs one of the direct operations on the model (push … show), with
  /// arguments that may be placed already, in this window or another one.
  func performDirectOperation(_ operation: FuzzOperation) {
    let animated = reader.flag()
    switch operation {
    case .push:
      guard let navigation = controller(NavigationController.self) else { return }
      let pushed = insertable()
      refusable("push", on: [navigation, pushed]) { () throws(TransitionError) in
        try navigation.pushViewController(pushed, animated: animated)
      }
    case .pop:
      guard let navigation = controller(NavigationController.self) else { return }
      refusable("pop", on: [navigation]) { () throws(TransitionError) in
        try navigation.popViewController(animated: animated)
      }
    case .popTo:
      guard let navigation = controller(NavigationController.self) else { return }
      let target = anyController()
      refusable("pop to", on: [navigation, target]) { () throws(TransitionError) in
        try navigation.popToViewController(target, animated: animated)
      }
    case .setStack:
      guard let navigation = controller(NavigationController.self) else { return }
      let stack = (0..<reader.number(below: 4)).map { _ in insertable() }
      refusable("set stack", on: [navigation] + stack) { () throws(TransitionError) in
        try navigation.setViewControllers(stack, animated: animated)
      }
    case .setTabs:
      guard let tabs = controller(TabBarController.self) else { return }
      let list = (0..<reader.number(below: 4)).map { _ in insertable() }
      refusable("set tabs", on: [tabs] + list) { () throws(TransitionError) in
        try tabs.setViewControllers(list, animated: animated)
      }
    case .selectTab:
      guard let tabs = controller(TabBarController.self) else { return }
      let index = reader.number(below: 5) - 1
      refusable("select", on: [tabs]) { () throws(TransitionError) in try tabs.select(index: index, animated: animated)
      }
    case .setPages:
      guard let page = controller(PageViewController.self) else { return }
      let pages = (0..<reader.number(below: 3)).map { _ in insertable() }
      refusable("set pages", on: [page] + pages) { () throws(TransitionError) in
        try page.setViewControllers(pages, direction: .forward, animated: animated)
      }
    case .setColumns:
      guard let split = controller(SplitViewController.self) else { return }
      let primary = reader.flag() ? insertable() : nil
      let secondary = reader.flag() ? insertable() : nil
      refusable("set columns", on: [split] + [primary, secondary].compactMap { $0 }) { () throws(TransitionError) in
        try split.setViewControllers(primary: primary, secondary: secondary, animated: animated)
      }
    case .collapse:
      guard let split = controller(SplitViewController.self) else { return }
      split.setCollapsed(reader.flag(), animated: animated)
    case .present:
      let presenter = anyController()
      let presented = insertable()
      refusable("present", on: [presenter, presented]) { () throws(TransitionError) in
        try presenter.present(presented, animated: animated)
      }
    case .dismiss:
      let target = anyController()
      refusable("dismiss", on: [target]) { () throws(TransitionError) in try target.dismiss(animated: animated) }
    case .embed:
      let container = anyController()
      let child = insertable()
      let replacing = reader.flag()
      refusable("embed", on: [container, child]) { () throws(TransitionError) in
        try container.embed(child, replacingExisting: replacing, animated: animated)
      }
    case .removeFromParent:
      let child = anyController()
      refusable("remove from parent", on: [child]) { () throws(TransitionError) in
        try child.removeFromParent(animated: animated)
      }
    case .show:
      let source = anyController()
      let shown = insertable()
      let detail = reader.flag()
      refusable("show", on: [source, shown]) { () throws(TransitionError) in
        if detail {
          try source.showDetail(shown, animated: animated)
        } else {
          try source.show(shown, animated: animated)
        }
      }
    default:
      break  // not a direct operation: `perform(_:)` sends those elsewhere
    }
  }
}
