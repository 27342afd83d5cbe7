/// One primitive, invertible edit of the hierarchy.
///
/// Every structural change is a list of these, applied by the change path
/// after the operation was validated. Each edit records both the old and the
/// new value, so it can be undone (``inverse``), and so that an observer of the
/// edits alone can rebuild the tree.
@MainActor
enum HierarchyEdit {
  /// A container's children replaced; parent links follow.
  case setChildren(ViewController, from: [ViewController], to: [ViewController])
  /// A controller inserted among a container's children at an index (a
  /// push, an embedding). One controller rather than a list: a change's
  /// edits are made on every push and pop, and a list is an allocation.
  case insertChild(ViewController, ViewController, at: Int)
  /// A controller removed from a container's children at an index (a pop
  /// of several takes them out top first, one edit each: taken out from the
  /// bottom, each would shift the rest of the stack).
  case removeChild(ViewController, ViewController, at: Int)
  /// A tab bar controller's selected index changed.
  case setSelectedIndex(TabBarController, from: Int?, to: Int?)
  /// A split view controller's columns replaced; parent links follow.
  case setColumns(SplitViewController, from: SplitColumns, to: SplitColumns)
  /// A split view controller collapsed or expanded (the controllers that
  /// move between its columns and the primary stack move with their own edits).
  case setCollapsed(SplitViewController, from: SplitCollapseState, to: SplitCollapseState)
  /// What a presentation context presents changed; presenter links follow.
  case setPresentation(ViewController, from: Presentation?, to: Presentation?)
  /// A window's root controller replaced.
  case setRoot(Window, from: ViewController?, to: ViewController?)
  /// A window shown or hidden.
  case setWindowVisibility(Window, from: WindowVisibility, to: WindowVisibility)
  /// A view moved between places in view trees (or in or out of one).
  case moveView(View, from: ViewSlot?, to: ViewSlot?)
  /// A view's subviews replaced; superview links follow.
  case setSubviews(View, from: [View], to: [View])

  /// The edit that undoes this one.
  var inverse: HierarchyEdit {
    switch self {
    case .setChildren(let container, let from, let to): .setChildren(container, from: to, to: from)
    case .insertChild(let container, let controller, let index): .removeChild(container, controller, at: index)
    case .removeChild(let container, let controller, let index): .insertChild(container, controller, at: index)
    case .setSelectedIndex(let tabs, let from, let to): .setSelectedIndex(tabs, from: to, to: from)
    case .setColumns(let split, let from, let to): .setColumns(split, from: to, to: from)
    case .setCollapsed(let split, let from, let to): .setCollapsed(split, from: to, to: from)
    case .setPresentation(let context, let from, let to): .setPresentation(context, from: to, to: from)
    case .setRoot(let window, let from, let to): .setRoot(window, from: to, to: from)
    case .setWindowVisibility(let window, let from, let to):
      .setWindowVisibility(window, from: to, to: from)
    case .moveView(let view, let from, let to): .moveView(view, from: to, to: from)
    case .setSubviews(let view, let from, let to): .setSubviews(view, from: to, to: from)
    }
  }

  /// Counts the edits applied so far that may have taken a controller out of
  /// a tree, and the `deinit`s that let go of children or a presentation
  /// (which take what survives them out of their tree; an over-count is
  /// harmless): code that depends on which controllers are in which tree
  /// compares two readings to skip its work when nothing can have left.
  @exclusivity(unchecked) nonisolated(unsafe) static var detachmentCount: UInt64 = 0

  /// The edits alone of ``detachmentCount``, which are applied on the main
  /// actor: a reading that no `deinit` on another thread moves (a released
  /// window compares two, around the code its release runs).
  @exclusivity(unchecked) static var editDetachmentCount: UInt64 = 0

  /// Counts the edits applied so far that may have cut a link between a
  /// controller and its container or presenter, and the `deinit`s that let
  /// go of children or a presentation (``ViewController/root`` keeps its
  /// answer while this stays the same).
  @exclusivity(unchecked) nonisolated(unsafe) static var unlinkCount: UInt64 = 0

  /// Called with every applied edit that may take controllers out of their
  /// trees, once set: the coordinators use it to learn which controllers left.
  @exclusivity(unchecked) static var detachmentHandler: (@MainActor (HierarchyEdit) -> Void)?

  /// Counts the edits applied so far that may have changed a modal chain:
  /// a link between a controller and its container or its presentation
  /// (``ViewController/topmostPresentedViewController`` keeps its answer
  /// while this stays the same). A `deinit` that lets go of children or a
  /// presentation counts too.
  @exclusivity(unchecked) nonisolated(unsafe) static var chainEditCount: UInt64 = 0
  /// The context of the last chain edit, when it presented a controller on
  /// a context that presented nothing (compared by address, never read).
  @exclusivity(unchecked) nonisolated(unsafe) static var lastPresentationContext: UnsafeMutableRawPointer?

  /// Whether applying the edit now would put a controller into a container
  /// it is an ancestor of (or a view under one of its own subviews).
  var wouldMakeACycle: Bool {
    switch self {
    case .setChildren(let container, _, let controllers):
      controllers.contains { $0.isAncestorOrSelf(of: container) }
    case .insertChild(let container, let controller, _):
      controller.isAncestorOrSelf(of: container)
    case .setColumns(let split, _, let columns):
      columns.controllers.contains { $0.isAncestorOrSelf(of: split) }
    case .setPresentation(let context, _, let presentation?):
      presentation.controller.isAncestorOrSelf(of: context)
    case .moveView(let view, _, let slot?):
      slot.superview.isDescendant(of: view)
    case .setSubviews(let view, _, let subviews):
      subviews.contains { view.isDescendant(of: $0) }
    default:
      false
    }
  }

  /// Whether applying this edit may take a controller out of its tree.
  var mayDetach: Bool {
    switch self {
    case .setChildren(_, let from, _): !from.isEmpty
    case .removeChild: true
    case .setColumns(_, let from, _): !from.controllers.isEmpty
    case .setPresentation(_, let from, _): from != nil
    case .setRoot(_, let from, _): from != nil
    case .insertChild, .setSelectedIndex, .setCollapsed, .setWindowVisibility, .moveView, .setSubviews: false
    }
  }

  /// Applies the edit. The operation validated it already; nothing here can fail.
  func apply() {
    let detaches = mayDetach
    if detaches {
      Self.detachmentCount &+= 1
      Self.editDetachmentCount &+= 1
      Self.unlinkCount &+= 1
    }
    switch self {
    case .setPresentation(let context, nil, _?):
      Self.chainEditCount &+= 1
      Self.lastPresentationContext = Unmanaged.passUnretained(context).toOpaque()
    case .setChildren, .insertChild, .removeChild, .setColumns, .setPresentation:
      Self.chainEditCount &+= 1
      Self.lastPresentationContext = nil
    case .setSelectedIndex, .setCollapsed, .setRoot, .setWindowVisibility, .moveView, .setSubviews:
      break
    }
    switch self {
    case .setChildren(let container, let from, let to):
      container.children = to
      relink(container, removed: from, added: to)
    case .insertChild(let container, let controller, let index):
      // A push puts it last, and a pop takes it from there: appending and
      // removing the last are cheaper than the general insertion and removal.
      if index == container.storedChildren.count {
        container.storedChildren.append(controller)
      } else {
        container.storedChildren.insert(controller, at: index)
      }
      controller.parent = container
    case .removeChild(let container, let controller, let index):
      if index == container.storedChildren.count - 1 {
        container.storedChildren.removeLast()
      } else {
        container.storedChildren.remove(at: index)
      }
      if controller.parent === container { controller.parent = nil }
    case .setSelectedIndex(let tabs, _, let to):
      tabs.storedSelectedIndex = to
    case .setColumns(let split, let from, let to):
      split.columns = to
      split.children = to.controllers
      relink(split, removed: from.controllers, added: to.controllers)
    case .setCollapsed(let split, _, let to):
      split.collapseState = to
    case .setPresentation(let context, let from, let to):
      if let old = from?.controller, old.presenter === context { old.presenter = nil }
      context.presentation = to
      to?.controller.presenter = context
    case .setRoot(let window, let from, let to):
      if let from, from.hostingWindow === window { from.hostingWindow = nil }
      window.storedRoot = to
      to?.hostingWindow = window
    case .setWindowVisibility(let window, _, let to):
      window.visibility = to
    case .moveView(let view, _, let to):
      view.detachFromSuperview()
      if let to { to.superview.attach(view, at: to.index) }
    case .setSubviews(let view, let from, let to):
      for old in from where old.superview === view { old.superview = nil }
      view.storedSubviews = to
      for new in to { new.superview = view }
    }
    if detaches, let handler = Self.detachmentHandler { handler(self) }
  }

  private func relink(_ container: ViewController, removed: [ViewController], added: [ViewController]) {
    for controller in removed where controller.parent === container {
      controller.parent = nil
    }
    for controller in added {
      controller.parent = container
    }
  }
}

/// A list of applied edits that can be undone as a whole.
@MainActor
struct HierarchyTransaction {
  /// The edits, in the order they were applied.
  private(set) var edits = HierarchyChange.spareEdits.take()

  /// Gives the storage of the edits back for a later transaction to fill
  /// (see ``SpareLists``), leaving no edits.
  nonisolated mutating func giveBackEdits() {
    SpareLists.empty(&edits)
    HierarchyChange.spareEdits.keep(&edits)
  }

  /// Applies an edit and records it.
  mutating func apply(_ edit: HierarchyEdit) {
    edit.apply()
    edits.append(edit)
  }

  /// Whether every edit takes one child out: the change is a pop, which
  /// takes its controllers out top first, one edit each (no other change is
  /// made of removals alone, or removes more than one child).
  var removesChildrenOnly: Bool {
    // A plain loop: a closure would check the actor.
    for edit in edits {
      guard case .removeChild = edit else { return false }
    }
    return true
  }

  /// Whether reverting the edits would at some point put a controller (or
  /// view) back below itself (see ``revertingWouldMakeACycle(_:)``).
  var revertWouldMakeACycle: Bool {
    Self.revertingWouldMakeACycle([self])
  }

  /// Undoes every recorded edit, last first.
  func revert() {
    for edit in edits.reversed() {
      edit.inverse.apply()
    }
  }

  /// Whether reverting transactions one after another, last first, would
  /// at some point put a controller into a container it is an ancestor of
  /// (or a view under one of its own subviews). Changes made since may have
  /// moved the container below it; the undo is refused then rather than
  /// build a cycle.
  ///
  /// Each edit is checked against the tree as the reverts of the later ones
  /// leave it (a later edit may take out what an earlier one's revert puts
  /// back, as collapsing a split view takes a stack out of one navigation
  /// controller and into another): the bare edits are reverted to find out,
  /// and made again at once.
  ///
  /// - Parameter transactions: The transactions, in the order they were made.
  static func revertingWouldMakeACycle(_ transactions: [HierarchyTransaction]) -> Bool {
    let edits = transactions.flatMap(\.edits)
    guard edits.count > 1 else { return edits.first?.inverse.wouldMakeACycle ?? false }
    var reverted = 0
    defer {
      for edit in edits.suffix(reverted) { edit.apply() }
    }
    for edit in edits.reversed() {
      let inverse = edit.inverse
      if inverse.wouldMakeACycle { return true }
      inverse.apply()
      reverted += 1
    }
    return false
  }
}
