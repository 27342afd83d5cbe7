import TransitionKitCore

extension [Int] {
  /// The controllers' names, as `[c1, c2]`.
  fileprivate var worldNames: String { "[" + map { "c\($0)" }.joined(separator: ", ") + "]" }
}

extension Int? {
  /// The controller's name, or `nil`.
  fileprivate var worldName: String { map { "c\($0)" } ?? "nil" }
}

extension WorldAnimation {
  /// The animation as a suffix of a step's description.
  fileprivate var suffix: String { self == .unnamed ? "" : ", \(self)" }
}

extension WorldStep: CustomStringConvertible {
  /// The step, naming controllers `c<id>`, coordinators `k<id>` and any router `#<id>`.
  var description: String {
    switch self {
    case .present(let id, let animation): "present(c\(id)\(animation.suffix))"
    case .presentOnRoot(let id): "presentOnRoot(c\(id))"
    case .dismiss(let animation): "dismiss(\(animation))"
    case .dismissToRoot: "dismissToRoot"
    case .push(let id, let animation): "push(c\(id)\(animation.suffix))"
    case .pop(let animation): "pop(\(animation))"
    case .popTo(let id): "popTo(c\(id))"
    case .popToRoot: "popToRoot"
    case .setStack(let ids): "setStack(\(ids.worldNames))"
    case .setTabs(let ids): "setTabs(\(ids.worldNames))"
    case .selectIndex(let index): "select(index: \(index))"
    case .setColumns(let primary, let secondary): "setColumns(\(primary.worldName), \(secondary.worldName))"
    case .embed(let id, let container): "embed(c\(id), in: c\(container))"
    case .show(let id): "show(c\(id))"
    case .showDetail(let id): "showDetail(c\(id))"
    case .none: "none"
    case .fail: "fail"
    case .multiple(let steps): "multiple[\(steps.map(\.description).joined(separator: ", "))]"
    case .perform(let inner, let id): "perform(\(inner), on: c\(id))"
    case .route(let inner, let id): "route(\(inner), on: k\(id))"
    case .trigger(let inner, let id): "trigger(\(inner), on: #\(id))"
    }
  }
}

extension WorldBlueprint: CustomStringConvertible {
  /// The tree, with each controller's style.
  var description: String {
    let children = self.children.isEmpty ? "" : "[" + self.children.map(\.description).joined(separator: ", ") + "]"
    switch self {
    case .plain(let id, let style, let defines, _): return "c\(id)(\(style)\(defines ? ", context" : ""))\(children)"
    case .navigation(let id, let style, _): return "nav c\(id)(\(style))\(children)"
    case .tabBar(let id, let style, _, let selected): return "tabs c\(id)(\(style), selected \(selected))\(children)"
    case .split(let id, let style, let primary, let secondary, let collapsed):
      let columns =
        "[primary: \(primary.map(\.description) ?? "nil"), secondary: \(secondary.map(\.description) ?? "nil")]"
      return "split c\(id)(\(style)\(collapsed ? ", collapsed" : ""))\(columns)"
    }
  }
}

extension WorldDirect: CustomStringConvertible {
  /// The change, as the call it makes.
  var description: String {
    switch self {
    case .push(let id, let stack): "c\(stack).push(c\(id))"
    case .pop(let stack): "c\(stack).pop()"
    case .popToRoot(let stack): "c\(stack).popToRoot()"
    case .setStack(let ids, let stack): "c\(stack).setViewControllers(\(ids.worldNames))"
    case .setTabs(let ids, let tabBar): "c\(tabBar).setViewControllers(\(ids.worldNames))"
    case .selectIndex(let index, let tabBar): "c\(tabBar).select(index: \(index))"
    case .present(let id, let presenter): "c\(presenter).present(c\(id))"
    case .dismiss(let id): "c\(id).dismiss()"
    case .embed(let id, let container): "c\(container).embed(c\(id))"
    case .removeFromParent(let id): "c\(id).removeFromParent()"
    case .show(let id, let source): "c\(source).show(c\(id))"
    case .showDetail(let id, let source): "c\(source).showDetail(c\(id))"
    case .setColumn(let id, let secondary, let split):
      "c\(split).setViewController(\(id.worldName), for: \(secondary ? "secondary" : "primary"))"
    case .setCollapsed(let collapsed, let split): "c\(split).setCollapsed(\(collapsed))"
    }
  }
}

extension WorldOperation: CustomStringConvertible {
  /// The operation, as a line of a reproduction.
  var description: String {
    switch self {
    case .makeWindow(let slot, let clock, let visible): "make window w\(slot) (\(clock)\(visible ? ", visible" : ""))"
    case .setRoot(let slot, let id, let animated):
      "w\(slot).root = \(id.map { "#\($0)" } ?? "nil")\(animated ? " animated" : "")"
    case .setWindowVisible(let slot, let visible): visible ? "show w\(slot)" : "hide w\(slot)"
    case .setClock(let slot, let clock): "w\(slot).clock = \(clock)"
    case .releaseWindow(let slot): "release w\(slot)"
    case .makeTree(let blueprint): "make \(blueprint)"
    case .makeCoordinator(let id, let kind, let root): "make k\(id) (\(kind)) over \(root)"
    case .makeSharedCoordinator(let id, let stack, let root): "make k\(id) sharing c\(stack), pushing \(root)"
    case .makeRouter(let id, let kind, let base): "make r\(id) (\(kind)) over #\(base)"
    case .drop(let id): "let go of #\(id)"
    case .direct(let direct, let animated): "\(direct)\(animated ? " animated" : "")"
    case .perform(let step, let id, let animated): "perform \(step) on c\(id)\(animated ? " animated" : "")"
    case .trigger(let step, let id, let animated, let mode):
      "trigger \(step) on #\(id) (\(mode))\(animated ? " animated" : "")"
    case .deepLink(let id, let steps, let animated):
      "deep link k\(id): \(steps.map(\.description).joined(separator: " -> "))\(animated ? " animated" : "")"
    case .tapTab(let id, let index): "user taps tab \(index) of c\(id)"
    case .backMenu(let id, let target, let animated):
      "user picks c\(target) in the back-button menu of c\(id)\(animated ? " animated" : "")"
    case .setModalInPresentation(let id, let isModal): "c\(id).isModalInPresentation = \(isModal)"
    case .report(let report, let seenBack): "renderer reports \(report), seen \(seenBack) back"
    case .beginPop(let id): "begin interactive pop of c\(id)"
    case .pullDown(let id): "begin pull-down of c\(id)"
    case .beginRoute(let step, let id): "begin \(step) interactively on k\(id)"
    case .update(let handle, let progress): "handle \(handle): update(\(progress))"
    case .finish(let handle, let velocity): "handle \(handle): finish(velocity: \(velocity))"
    case .cancel(let handle, let velocity): "handle \(handle): cancel(velocity: \(velocity))"
    case .dropHandle(let handle): "let go of handle \(handle)"
    case .advance(let nanoseconds): "advance \(nanoseconds) ns"
    case .advanceFrames(let frames): "advance \(frames) frames"
    case .settle: "settle"
    case .yield: "yield"
    case .fireLate: "call late completions"
    case .rendererEnds(let slot, let back): "renderer of w\(slot) ends its animations, \(back) revisions back"
    }
  }

  /// The kind of operation, for statistics.
  var kindName: String {
    switch self {
    case .makeWindow: "makeWindow"
    case .setRoot: "setRoot"
    case .setWindowVisible: "setWindowVisible"
    case .setClock: "setClock"
    case .releaseWindow: "releaseWindow"
    case .makeTree: "makeTree"
    case .makeCoordinator(_, let kind, _): "makeCoordinator." + "\(kind)".prefix { $0 != "(" }
    case .makeSharedCoordinator: "makeSharedCoordinator"
    case .makeRouter(_, let kind, _): "makeRouter." + "\(kind)".prefix { $0 != "(" }
    case .drop: "drop"
    case .direct(let direct, _): "direct." + "\(direct)".drop { $0 != "." }.dropFirst().prefix { $0 != "(" }
    case .perform(let step, _, _): "perform." + step.kindName
    case .trigger(_, _, _, let mode): "trigger.\(mode)"
    case .deepLink: "deepLink"
    case .tapTab: "tapTab"
    case .backMenu: "backMenu"
    case .setModalInPresentation: "setModalInPresentation"
    case .report(let report, _): "report." + report.kindName
    case .beginPop: "beginPop"
    case .pullDown: "pullDown"
    case .beginRoute: "beginRoute"
    case .update: "update"
    case .finish: "finish"
    case .cancel: "cancel"
    case .dropHandle: "dropHandle"
    case .advance: "advance"
    case .advanceFrames: "advanceFrames"
    case .settle: "settle"
    case .yield: "yield"
    case .fireLate: "fireLate"
    case .rendererEnds: "rendererEnds"
    }
  }
}

extension WorldStep {
  /// The kind of step, for statistics.
  var kindName: String { String(description.prefix { $0 != "(" && $0 != "[" }) }
}
