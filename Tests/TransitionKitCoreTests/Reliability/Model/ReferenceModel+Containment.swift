import TransitionKitCore

/// The containment and presentation rules (specification 1.2 and 1.3), each
/// validated before anything changes. Every operation throws the error the
/// specification names, or returns whether it changed the tree (`false` for
/// the documented successful no-ops: popping to the top, popping a stack of
/// one to its root, selecting the selected tab, collapsing a collapsed split
/// view, showing a shown window).
extension ReferenceModel {
  // MARK: Validation

  /// The controller must be free, and not the container or one of its ancestors.
  func validateInsertable(_ id: Int, into container: Int) throws(TransitionError) {
    guard isFree(id), !isAncestorOrSelf(id, of: container) else { throw .alreadyInHierarchy(name(id)) }
  }

  /// Each controller once; current children may be reused in any order; others must be insertable.
  func validateChildren(_ ids: [Int], of container: Int) throws(TransitionError) {
    var seen = Set<Int>()
    for id in ids {
      guard seen.insert(id).inserted else { throw .duplicate(name(id)) }
      if self[container].children.contains(id) { continue }
      try validateInsertable(id, into: container)
    }
  }

  // MARK: Edits

  /// Records a change made to the tree of `target` (before the change): the
  /// controllers it changed (containers and contexts) and those it moved in
  /// or out of a place.
  mutating func noteChange(at target: Int, touched: Set<Int>, moved: Set<Int>) {
    if isInWindow(target) { windowChangeCount += 1 }
    // A change to a controller's content and a move of it are told apart (a
    // moved one is noted as -id - 1): undoing one is not undone by the other.
    touchedSinceMark.formUnion(touched)
    touchedSinceMark.formUnion(moved.map { -$0 - 1 })
  }

  private mutating func replaceChildren(of container: Int, with ids: [Int]) {
    let old = self[container].children
    noteChange(at: container, touched: [container], moved: Set(old).symmetricDifference(ids))
    for id in old where !ids.contains(id) { self[id].parent = nil }
    for id in ids { self[id].parent = container }
    self[container].children = ids
  }

  // MARK: Navigation

  /// A push; only `showDetail` onto a collapsed split's primary stack may push a navigation controller.
  mutating func push(_ id: Int, on navigation: Int, allowingNavigation: Bool = false) throws(TransitionError) -> Bool {
    if self[id].kind == .navigation, !allowingNavigation { throw .cannotPushNavigationController(name(id)) }
    try validateInsertable(id, into: navigation)
    replaceChildren(of: navigation, with: self[navigation].children + [id])
    return true
  }

  mutating func pop(_ navigation: Int) throws(TransitionError) -> Bool {
    let stack = self[navigation].children
    guard stack.count >= 2 else { throw .cannotPopRoot(navigation: name(navigation)) }
    replaceChildren(of: navigation, with: Array(stack.dropLast()))
    return true
  }

  mutating func pop(to id: Int, on navigation: Int) throws(TransitionError) -> Bool {
    let stack = self[navigation].children
    guard let index = stack.lastIndex(of: id) else {
      throw .notInStack(name(id), navigation: name(navigation))
    }
    guard index < stack.count - 1 else { return false }
    replaceChildren(of: navigation, with: Array(stack[...index]))
    return true
  }

  mutating func popToRoot(_ navigation: Int) -> Bool {
    let stack = self[navigation].children
    guard stack.count >= 2 else { return false }
    replaceChildren(of: navigation, with: [stack[0]])
    return true
  }

  mutating func setStack(_ ids: [Int], on navigation: Int) throws(TransitionError) -> Bool {
    if let pushedNavigation = ids.first(where: { self[$0].kind == .navigation }) {
      throw .cannotPushNavigationController(name(pushedNavigation))
    }
    try validateChildren(ids, of: navigation)
    replaceChildren(of: navigation, with: ids)
    return true
  }

  // MARK: Tabs

  mutating func setTabs(_ ids: [Int], on tabBar: Int) throws(TransitionError) -> Bool {
    try validateChildren(ids, of: tabBar)
    let old = self[tabBar]
    let oldSelected = old.selected.flatMap { old.children.indices.contains($0) ? old.children[$0] : nil }
    let newIndex: Int? =
      if let oldSelected, let kept = ids.firstIndex(of: oldSelected) {
        kept
      } else if let index = old.selected, index < ids.count {
        index
      } else {
        ids.isEmpty ? nil : 0
      }
    replaceChildren(of: tabBar, with: ids)
    self[tabBar].selected = newIndex
    return true
  }

  mutating func selectTab(index: Int, on tabBar: Int) throws(TransitionError) -> Bool {
    let count = self[tabBar].children.count
    guard (0..<count).contains(index) else {
      throw .indexOutOfRange(index, count: count, container: name(tabBar))
    }
    guard self[tabBar].selected != index else { return false }
    noteChange(at: tabBar, touched: [tabBar], moved: [])
    self[tabBar].selected = index
    return true
  }

  mutating func selectTab(_ id: Int, on tabBar: Int) throws(TransitionError) -> Bool {
    guard self[id].parent == tabBar, let index = self[tabBar].children.firstIndex(of: id) else {
      throw .notATab(name(id), tabBar: name(tabBar))
    }
    return try selectTab(index: index, on: tabBar)
  }

  // MARK: Pages and columns

  mutating func setPages(_ ids: [Int], on page: Int) throws(TransitionError) -> Bool {
    guard case .page(let doubleSided) = self[page].kind else { preconditionFailure("not a page controller") }
    let expected = doubleSided ? 2 : 1
    guard ids.count == expected else {
      throw .pageCountMismatch(expected: expected, actual: ids.count, pageViewController: name(page))
    }
    try validateChildren(ids, of: page)
    replaceChildren(of: page, with: ids)
    return true
  }

  /// Setting columns while collapsed: separate, set, collapse again (one change).
  mutating func setColumns(primary: Int?, secondary: Int?, on split: Int) throws(TransitionError) -> Bool {
    var seen = Set<Int>()
    let reusable = [self[split].primary, separableSecondary(split)].compactMap { $0 }
    for id in [primary, secondary].compactMap({ $0 }) {
      guard seen.insert(id).inserted else { throw .duplicate(name(id)) }
      if !reusable.contains(id) { try validateInsertable(id, into: split) }
    }
    arrange(split, primary: primary, secondary: secondary, collapsed: self[split].collapsed, alwaysSet: true)
    return true
  }

  mutating func setColumn(_ id: Int?, secondary isSecondary: Bool, on split: Int) throws(TransitionError) -> Bool {
    isSecondary
      ? try setColumns(primary: self[split].primary, secondary: id, on: split)
      : try setColumns(primary: id, secondary: separableSecondary(split), on: split)
  }

  mutating func setCollapsed(_ collapsed: Bool, on split: Int) -> Bool {
    guard self[split].collapsed != collapsed else { return false }
    noteChange(at: split, touched: [split], moved: [])
    arrange(
      split, primary: self[split].primary, secondary: separableSecondary(split), collapsed: collapsed, alwaysSet: false)
    return true
  }

  /// Whether a split prefers its primary column on top when it collapses
  /// (`preferredTopColumnForCollapsing == .primary`): the flows set it on the
  /// splits whose id is a multiple of 3.
  static func prefersPrimaryOnTop(_ split: Int) -> Bool { split.isMultiple(of: 3) }

  /// The secondary that expanding gives: the top of the primary stack when
  /// it is above the collapse point (clamped), else none; the secondary
  /// child when the secondary is not on the primary stack.
  func separableSecondary(_ split: Int) -> Int? {
    guard let collapsePoint = self[split].collapsePoint else { return self[split].secondary }
    guard let primary = self[split].primary else { return nil }
    let stack = self[primary].children
    return stack.count > min(collapsePoint, stack.count) ? stack.last : nil
  }

  /// UIKit's way between layouts: separate the columns (the top of the
  /// primary stack above the collapse point leaves it), take the new
  /// columns, then collapse again — pushing the secondary onto a primary
  /// navigation controller unless the primary is preferred on top.
  private mutating func arrange(_ split: Int, primary: Int?, secondary: Int?, collapsed: Bool, alwaysSet: Bool) {
    if self[split].collapsePoint != nil, let stack = self[split].primary, separableSecondary(split) != nil {
      replaceChildren(of: stack, with: Array(self[stack].children.dropLast()))
    }
    var collapsePoint: Int?
    var stored = secondary
    if collapsed, !Self.prefersPrimaryOnTop(split), let stack = primary, self[stack].kind == .navigation {
      collapsePoint = self[stack].children.count
      stored = nil
    }
    let ids = [primary, stored].compactMap { $0 }
    if alwaysSet || ids != self[split].children { replaceChildren(of: split, with: ids) }
    self[split].primary = primary
    self[split].secondary = stored
    if collapsePoint != nil, let stack = primary, let secondary {
      replaceChildren(of: stack, with: self[stack].children + [secondary])
    }
    self[split].collapsed = collapsed
    self[split].collapsePoint = collapsePoint
  }

  // MARK: Modal chains

  /// The context a controller presents from under a style (specification 1.3).
  func presentationContext(of id: Int, style: ModalPresentationStyle) -> Int {
    if Self.usesCurrentContext(style) {
      var current: Int? = id
      while let next = current {
        if self[next].definesContext { return next }
        current = self[next].parent
      }
    }
    return rootMost(id)
  }

  mutating func present(_ id: Int, from presenter: Int) throws(TransitionError) -> Bool {
    try validateInsertable(id, into: presenter)
    let style = self[id].style
    let context = presentationContext(of: presenter, style: style)
    if let current = self[context].presented {
      throw .alreadyPresenting(name(context), presented: name(current))
    }
    noteChange(at: presenter, touched: [context], moved: [id])
    self[context].presented = id
    self[context].presentedStyle = style
    self[id].presenter = context
    return true
  }

  /// UIKit's `dismiss`: what this controller (or an ancestor) presents, else
  /// this controller's presented ancestor, else nothing to dismiss.
  mutating func dismiss(from id: Int) throws(TransitionError) -> Bool {
    if let context = nearestPresentingContext(id) {
      dismissPresentation(of: context)
    } else if let presented = presentedAncestor(id), let presenter = self[presented].presenter {
      dismissPresentation(of: presenter)
    } else {
      throw .nothingToDismiss(name(id))
    }
    return true
  }

  /// Pulling down the presented controller that `id` is part of (specification
  /// 1.8): sheets only, and not while it or a controller it shows is modal in
  /// its presentation.
  mutating func dismissInteractively(from id: Int) throws(TransitionError) -> Bool {
    guard let presented = presentedAncestor(id), let presenter = self[presented].presenter,
      let style = self[presenter].presentedStyle
    else {
      throw .nothingToDismiss(name(id))
    }
    guard [.automatic, .pageSheet, .formSheet, .popover].contains(style) else {
      throw .notASheet(name(presented), presentation: style.rawValue)
    }
    var shown = [presented]
    while let next = shown.popLast() {
      if self[next].modalInPresentation { throw .modalInPresentation(name(presented)) }
      shown.append(contentsOf: visibleChildren(next))
    }
    dismissPresentation(of: presenter)
    return true
  }

  // MARK: User actions

  /// A user's tap on a tab: another tab is selected; the selected one pops
  /// its navigation controller to its root (specification 1.8).
  mutating func userTapTab(index: Int, on tabBar: Int) throws(TransitionError) -> Bool {
    let tabs = self[tabBar].children
    guard tabs.indices.contains(index) else {
      throw .indexOutOfRange(index, count: tabs.count, container: name(tabBar))
    }
    guard index == self[tabBar].selected else { return try selectTab(index: index, on: tabBar) }
    guard self[tabs[index]].kind == .navigation else { return false }
    return popToRoot(tabs[index])
  }

  /// The user's choice in a stack's back-button menu: a controller below the top.
  mutating func popFromBackButtonMenu(to id: Int, on navigation: Int) throws(TransitionError) -> Bool {
    let stack = self[navigation].children
    guard stack.dropLast().contains(id) else { throw .notInBackButtonMenu(name(id), navigation: name(navigation)) }
    return try pop(to: id, on: navigation)
  }

  mutating func setModalInPresentation(_ isModal: Bool, on id: Int) -> Bool {
    self[id].modalInPresentation = isModal
    return false
  }

  /// Takes away what `context` presents, and every presentation made inside
  /// that presented tree: each dismissed controller becomes free.
  mutating func dismissPresentation(of context: Int) {
    guard let top = self[context].presented else { return }
    var contexts: [Int] = []
    var dismissed: Set<Int> = [top]
    for id in subtree(top) where self[id].presented != nil {
      contexts.append(id)
      dismissed.insert(self[id].presented!)
    }
    noteChange(at: context, touched: Set(contexts + [context]), moved: dismissed)
    for id in contexts + [context] {
      let presented = self[id].presented!
      self[presented].presenter = nil
      self[id].presented = nil
      self[id].presentedStyle = nil
    }
  }

  // MARK: Embedding and showing

  mutating func embed(_ id: Int, in container: Int, replacing: Bool) throws(TransitionError) -> Bool {
    guard self[container].kind == .plain else { throw .cannotEmbedInContainer(name(container)) }
    try validateInsertable(id, into: container)
    replaceChildren(of: container, with: (replacing ? [] : self[container].children) + [id])
    return true
  }

  mutating func removeFromParent(_ id: Int) throws(TransitionError) -> Bool {
    guard let parent = self[id].parent, self[parent].kind == .plain else { throw .notEmbedded(name(id)) }
    replaceChildren(of: parent, with: self[parent].children.filter { $0 != id })
    return true
  }

  /// UIKit's `show`: the nearest navigation controller pushes, the nearest
  /// split view replaces its primary column, otherwise a presentation.
  mutating func show(_ id: Int, from source: Int) throws(TransitionError) -> Bool {
    var current: Int? = source
    while let next = current {
      switch self[next].kind {
      case .navigation: return try push(id, on: next)
      case .split: return try setColumn(id, secondary: false, on: next)
      case .plain, .tabBar, .page: current = self[next].parent
      }
    }
    return try present(id, from: source)
  }

  /// UIKit's `showDetailViewController`.
  mutating func showDetail(_ id: Int, from source: Int) throws(TransitionError) -> Bool {
    guard let split = self[source].kind == .split ? source : nearestSplitAncestor(source) else {
      return try show(id, from: source)
    }
    if !self[split].collapsed { return try setColumn(id, secondary: true, on: split) }
    if let primary = self[split].primary, self[primary].kind == .navigation {
      return try push(id, on: primary, allowingNavigation: true)
    }
    return try present(id, from: source)
  }

  // MARK: Window

  mutating func setWindowVisible(_ visible: Bool) -> Bool {
    guard windowVisible != visible else { return false }
    windowChangeCount += 1
    windowVisible = visible
    return true
  }
}
