import TransitionKitCore

/// An independent, deliberately plain model of one window's view-controller
/// hierarchy and its coordinators, written from the specification's rules.
///
/// Nothing here calls into the library: controllers are values in a
/// dictionary, a stack or a tab list is an array of ids, a modal chain is a
/// chain of `presented` ids, and there is no animation and no queue. The
/// differential tests run the same operations on the library and on this
/// model and expect the same outcome, error for error.
///
/// Ids name everything: controller `n` is titled `"c<n>"`, coordinator `n`
/// is known as `"k<n>"`. Controllers and coordinators share one id space.
struct ReferenceModel: Sendable {
  /// The kind of a modelled controller.
  enum Kind: Hashable, Sendable {
    case plain
    case navigation
    case tabBar
    case page(doubleSided: Bool)
    case split
  }

  /// One controller: its place in the tree and its container state.
  struct Controller: Sendable {
    let kind: Kind
    let style: ModalPresentationStyle
    let definesContext: Bool
    /// The stack, the tabs, the pages, the embedded children, or the columns (primary first).
    var children: [Int] = []
    /// The split view's columns.
    var primary: Int?
    var secondary: Int?
    /// The selected tab.
    var selected: Int?
    var collapsed = false
    /// While a split is collapsed with its secondary on top of its primary
    /// stack: the stack's height when it collapsed.
    var collapsePoint: Int?
    /// What this controller presents (as a presentation context), and with which style.
    var presented: Int?
    var presentedStyle: ModalPresentationStyle?
    var parent: Int?
    var presenter: Int?
    var isWindowRoot = false
    /// `isModalInPresentation`: a sheet showing it cannot be pulled down.
    var modalInPresentation = false
  }

  /// One coordinator: the controller its routes act on and its children.
  struct Coordinator: Sendable {
    let root: Int
    var children: [Int] = []
    var parent: Int?
  }

  var controllers: [Int: Controller] = [:]
  var coordinators: [Int: Coordinator] = [:]
  var windowRoot: Int?
  var windowVisible = false
  /// What the test itself holds, waiting to be put into the tree: controllers
  /// (with their subtrees) and coordinators.
  var pool: [Int] = []
  /// Ids the model knows to be released (unreachable at a quiet moment); they never come back.
  var retired: Set<Int> = []
  var retiredCoordinators: Set<Int> = []
  /// Whether a change is under way in the window (an interactive transition
  /// waits for its hand): coordinator trees are then pruned once it is over.
  var defersPruning = false
  /// The coordinators whose triggers the item under way reached, in order:
  /// a failed trigger or deep link undoes what they did, but the prunes of
  /// their trees stand.
  var triggersReached: [Int] = []
  /// The controllers the interactive transition under way took out of their
  /// places: not free until it ends (its cancel puts them back).
  var heldByInteractive: Set<Int> = []
  /// While a sequence (`multiple`, a deep link) runs: the coordinators whose
  /// triggers completed inside it, pruned once the outermost sequence ends.
  var sequencePrunes: [Int]?
  /// Counts the changes made to the window's tree.
  var windowChangeCount = 0
  /// The controllers changed (as their ids) or moved (as -id - 1) since the
  /// mark was last reset.
  var touchedSinceMark: Set<Int> = []
  /// When set, the state after each single operation of a step is recorded
  /// here: the states a transition shows on its way, one animation at a time.
  var checkpoints: [ReferenceModel]?

  static let windowName = "W"

  /// Goes back to a saved state (a refused or undone operation), keeping the
  /// record of what happened meanwhile.
  mutating func restore(_ saved: ReferenceModel) {
    let (count, retired, checkpoints) = (windowChangeCount, self.retired, self.checkpoints)
    let (retiredCoordinators, touched, prunes) = (self.retiredCoordinators, touchedSinceMark, sequencePrunes)
    let reached = triggersReached
    self = saved
    triggersReached = reached
    self.retiredCoordinators = retiredCoordinators
    touchedSinceMark = touched
    sequencePrunes = prunes
    windowChangeCount = count
    self.retired = retired
    self.checkpoints = checkpoints
  }

  // MARK: Names

  static func title(_ id: Int) -> String { "c\(id)" }
  static func coordinatorName(_ id: Int) -> String { "k\(id)" }

  func name(_ id: Int) -> String { Self.title(id) }

  subscript(id: Int) -> Controller {
    get { controllers[id]! }
    set { controllers[id] = newValue }
  }

  func isCoordinator(_ id: Int) -> Bool { coordinators[id] != nil }

  /// The controller of a presentable: a controller itself, or a coordinator's root.
  func controllerID(of presentable: Int) -> Int {
    coordinators[presentable]?.root ?? presentable
  }

  // MARK: Places

  func isFree(_ id: Int) -> Bool {
    let controller = self[id]
    return controller.parent == nil && controller.presenter == nil && !controller.isWindowRoot
      && !heldByInteractive.contains(id)
  }

  /// Whether `ancestor` is `id` or above it, through parents and presenters.
  func isAncestorOrSelf(_ ancestor: Int, of id: Int) -> Bool {
    var current: Int? = id
    while let next = current {
      if next == ancestor { return true }
      current = self[next].parent ?? self[next].presenter
    }
    return false
  }

  /// Whether walking up from a controller, through parents and presenters,
  /// comes back to it.
  func isOwnAncestor(_ id: Int) -> Bool {
    var current = self[id].parent ?? self[id].presenter
    var steps = 0
    while let next = current, steps <= controllers.count {
      if next == id { return true }
      current = self[next].parent ?? self[next].presenter
      steps += 1
    }
    return false
  }

  /// The top of the whole tree, through parents and presenters.
  func wholeRoot(_ id: Int) -> Int {
    var current = id
    while let next = self[current].parent ?? self[current].presenter { current = next }
    return current
  }

  /// The top through parents only.
  func rootMost(_ id: Int) -> Int {
    var current = id
    while let parent = self[current].parent { current = parent }
    return current
  }

  func isInWindow(_ id: Int) -> Bool {
    guard let windowRoot else { return false }
    return wholeRoot(id) == windowRoot
  }

  /// This controller or its nearest ancestor (parents only) that presents something.
  func nearestPresentingContext(_ id: Int) -> Int? {
    var current: Int? = id
    while let next = current {
      if self[next].presented != nil { return next }
      current = self[next].parent
    }
    return nil
  }

  /// This controller or its nearest ancestor (parents only) that is presented.
  func presentedAncestor(_ id: Int) -> Int? {
    var current: Int? = id
    while let next = current {
      if self[next].presenter != nil { return next }
      current = self[next].parent
    }
    return nil
  }

  /// What this controller presents, or what its nearest presenting ancestor presents.
  func presentedController(_ id: Int) -> Int? {
    nearestPresentingContext(id).flatMap { self[$0].presented }
  }

  /// The top of the modal chain above `id`.
  func topmostPresented(_ id: Int) -> Int {
    var top = id
    while let next = presentedController(top), next != top { top = next }
    return top
  }

  /// The nearest split view controller above `id` (parents only, not `id` itself).
  func nearestSplitAncestor(_ id: Int) -> Int? {
    var current = self[id].parent
    while let next = current {
      if self[next].kind == .split { return next }
      current = self[next].parent
    }
    return nil
  }

  /// Every controller of the tree below `id` (children and presentations), `id` first.
  func subtree(_ id: Int) -> [Int] {
    var result: [Int] = []
    var pending = [id]
    while let next = pending.popLast() {
      result.append(next)
      pending.append(contentsOf: self[next].children.reversed())
      if let presented = self[next].presented { pending.append(presented) }
    }
    return result
  }

  // MARK: Visibility

  /// The children shown whenever the container is shown.
  func visibleChildren(_ id: Int) -> [Int] {
    let controller = self[id]
    switch controller.kind {
    case .plain, .page: return controller.children
    case .navigation: return controller.children.last.map { [$0] } ?? []
    case .tabBar:
      guard let selected = controller.selected, controller.children.indices.contains(selected) else { return [] }
      return [controller.children[selected]]
    case .split:
      return controller.collapsed ? (controller.primary.map { [$0] } ?? []) : controller.children
    }
  }

  /// The visible controllers of the window.
  ///
  /// The window shows nothing unless visible; a shown controller shows its
  /// visible children; what it presents is shown; a full-screen or
  /// current-context presentation covers its context and everything in it.
  func visibleSet() -> Set<Int> {
    guard windowVisible, let windowRoot else { return [] }
    var visible = Set<Int>()
    var pending = [windowRoot]
    while let id = pending.popLast() {
      let controller = self[id]
      if let presented = controller.presented { pending.append(presented) }
      if let style = controller.presentedStyle, controller.presented != nil, Self.coversPresenter(style) { continue }
      visible.insert(id)
      pending.append(contentsOf: visibleChildren(id))
    }
    return visible
  }

  static func coversPresenter(_ style: ModalPresentationStyle) -> Bool {
    switch style {
    case .fullScreen, .currentContext: true
    case .automatic, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover: false
    }
  }

  static func usesCurrentContext(_ style: ModalPresentationStyle) -> Bool {
    style == .currentContext || style == .overCurrentContext
  }
}
