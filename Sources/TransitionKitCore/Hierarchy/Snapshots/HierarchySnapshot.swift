/// A value copy of a window or a controller tree, for comparing and printing.
///
/// Snapshots are `Equatable` and `Codable`, so tests compare whole trees and a
/// failure shows both of them; ``description`` prints the tree indented, one
/// controller a line, with its role, kind, title, and whether it is visible:
///
/// ```
/// Window "Main" (key, visible)
/// └─ root: TabBarController "Tabs" (selected 0) · visible
///    ├─ tab 0 *: NavigationController "Home" · visible
///    │  └─ [0]: ViewController "Feed" · visible
///    └─ tab 1: NavigationController "Users"
///       └─ [0]: ViewController "Users"
/// ```
///
/// Encoded, a snapshot is an object with the window's `name` and
/// `isKeyAndVisible` under `window` (when it was taken of a window) and the
/// tree under `root` (when there is one), as the flat list of records
/// described in ``ControllerSnapshot``.
public struct HierarchySnapshot: Sendable, Hashable, Codable {
  /// The window, when the snapshot was taken of a window.
  public var window: WindowSnapshot?
  /// The root of the tree: the window's root, or the controller the snapshot
  /// was taken of. `nil` for a window without a root.
  public var root: ControllerSnapshot?

  /// Creates a snapshot.
  public init(window: WindowSnapshot? = nil, root: ControllerSnapshot?) {
    self.window = window
    self.root = root
  }

  /// Every controller of the snapshot, depth-first, parents before children
  /// and presenters before what they present.
  public var allControllers: [ControllerSnapshot] {
    var result: [ControllerSnapshot] = []
    var pending = root.map { [$0] } ?? []
    while let next = pending.popLast() {
      result.append(next)
      if let presented = next.presented { pending.append(presented) }
      pending.append(contentsOf: next.children.reversed())
    }
    return result
  }

  /// The names of the visible controllers (their ``ControllerSnapshot/displayName``),
  /// in the order of ``allControllers``.
  public var visibleTitles: [String] {
    allControllers.filter(\.isVisible).map(\.displayName)
  }
}

/// One controller of a snapshot, with everything below it.
///
/// ## Encoding
///
/// A controller snapshot encodes as a flat list of records, one per
/// controller, in pre-order: a controller, then each of its children's trees
/// in order, then the tree of what it presents. Each record holds the
/// controller's own properties (optional ones only when set), `childCount`
/// (how many of the trees that follow are its children) and `presents`
/// (whether one more tree that follows is what it presents). A tab bar
/// controller with two tabs that presents a sheet reads, in JSON:
///
/// ```json
/// [
///   { "typeName": "TabBarController", "kind": "tabBar", "role": { "root": {} },
///     "isVisible": true, "appearanceState": "appeared", "selectedIndex": 0,
///     "childCount": 2, "presents": true },
///   { "title": "Home", "typeName": "ViewController", "kind": "viewController",
///     "role": { "tab": { "_0": 0 } }, "isVisible": true, "appearanceState": "appeared",
///     "childCount": 0, "presents": false },
///   { "title": "Settings", "typeName": "ViewController", "kind": "viewController",
///     "role": { "tab": { "_0": 1 } }, "isVisible": false, "appearanceState": "disappeared",
///     "childCount": 0, "presents": false },
///   { "title": "Sheet", "typeName": "ViewController", "kind": "viewController",
///     "role": { "presented": { "_0": "pageSheet" } }, "isVisible": true,
///     "appearanceState": "appeared", "childCount": 0, "presents": false }
/// ]
/// ```
///
/// The list stays three levels deep in JSON however deep the tree is, so a
/// tree of any depth is encoded and decoded without recursion. Decoding
/// throws a `DecodingError` when the records do not make exactly one tree.
public struct ControllerSnapshot: Sendable, Hashable, Codable {
  /// The controller's title.
  public var title: String?
  /// The controller's type name (your subclass's name for your subclasses).
  public var typeName: String
  /// The kind of container the controller is.
  public var kind: ContainerKind
  /// Where the controller sits relative to the controller above it.
  public var role: HierarchyRole
  /// Whether the controller is visible in its window.
  public var isVisible: Bool
  /// The controller's appearance state; it differs from ``isVisible`` only
  /// while a change is under way.
  public var appearanceState: AppearanceState
  /// The selected tab's index, for a tab bar controller.
  public var selectedIndex: Int?
  /// Whether a split view controller is collapsed.
  public var isCollapsed: Bool?
  /// For a split view controller collapsed with its secondary on top of its
  /// primary navigation stack: the collapse point, the height that stack had
  /// when it collapsed. The stack holds the secondary side from this index
  /// up. `nil` otherwise.
  public var collapsePoint: Int?
  /// Whether a page view controller shows two pages at a time.
  public var isDoubleSided: Bool?
  /// The children, in order: the stack, the tabs, the pages, the columns or
  /// the embedded children.
  public var children: [ControllerSnapshot] {
    get { childrenLink?.children ?? [] }
    set { childrenLink = newValue.isEmpty ? nil : ChildrenLink(newValue) }
  }
  /// Indirect storage for ``children`` (`nil` for none), which releases a
  /// long chain of children without recursion.
  fileprivate var childrenLink: ChildrenLink?
  /// The controller this one presents (as a presentation context), if any.
  public var presented: ControllerSnapshot? {
    get { presentedLink?.snapshot }
    set { presentedLink = PresentedLink.holding(newValue) }
  }
  /// Indirect storage for ``presented`` (a struct cannot contain itself
  /// directly), which releases a long chain without recursion.
  fileprivate var presentedLink: PresentedLink?

  /// How the controller is named everywhere: its title; without one, a
  /// container's kind (`Nav`, `Tabs`, `Pages`, `Split`), or the type name of
  /// any other controller (see ``ContainerKind/displayName(title:typeName:)``).
  public var displayName: String { kind.displayName(title: title, typeName: typeName) }
}

extension ControllerSnapshot {
  /// Whether two snapshots are equal, property by property and down the
  /// whole tree (children, then what each controller presents).
  ///
  /// A tree a few levels high is compared where it is stored, by recursion
  /// no deeper than the tree; a higher one with a list of pending pairs, so
  /// that a modal chain deeper than the call stack allows is compared as well.
  public static func == (lhs: ControllerSnapshot, rhs: ControllerSnapshot) -> Bool {
    // A tree a few boxes high is compared in place, by recursion no deeper
    // than its height: the pairs are not copied into a list.
    if lhs.linkHeight <= recursiveReleaseHeight {
      return withUnsafePointer(to: lhs) { left in withUnsafePointer(to: rhs) { right in equalInPlace(left, right) } }
    }
    var pending = [(lhs, rhs)]
    // Room for a usual tree's widest level from the start.
    pending.reserveCapacity(16)
    while let (left, right) = pending.popLast() {
      guard left.title == right.title, left.typeName == right.typeName, left.kind == right.kind,
        left.role == right.role, left.isVisible == right.isVisible,
        left.appearanceState == right.appearanceState, left.selectedIndex == right.selectedIndex,
        left.isCollapsed == right.isCollapsed, left.collapsePoint == right.collapsePoint,
        left.isDoubleSided == right.isDoubleSided,
        left.children.count == right.children.count,
        (left.presentedLink == nil) == (right.presentedLink == nil)
      else { return false }
      for pair in zip(left.children, right.children) { pending.append(pair) }
      if let leftPresented = left.presented, let rightPresented = right.presented {
        pending.append((leftPresented, rightPresented))
      }
    }
    return true
  }

  /// Whether two snapshots are equal, compared where they are stored, down
  /// to the depth of the left one's tree (a right one that goes deeper
  /// differs above that).
  private static func equalInPlace(
    _ left: UnsafePointer<ControllerSnapshot>, _ right: UnsafePointer<ControllerSnapshot>
  ) -> Bool {
    guard left.pointee.title == right.pointee.title, left.pointee.typeName == right.pointee.typeName,
      left.pointee.kind == right.pointee.kind, left.pointee.role == right.pointee.role,
      left.pointee.isVisible == right.pointee.isVisible,
      left.pointee.appearanceState == right.pointee.appearanceState,
      left.pointee.selectedIndex == right.pointee.selectedIndex,
      left.pointee.isCollapsed == right.pointee.isCollapsed,
      left.pointee.collapsePoint == right.pointee.collapsePoint,
      left.pointee.isDoubleSided == right.pointee.isDoubleSided
    else { return false }
    switch (left.pointee.childrenLink, right.pointee.childrenLink) {
    case (nil, nil):
      break
    case (let leftLink?, let rightLink?):
      let same = leftLink.children.withUnsafeBufferPointer { leftChildren in
        rightLink.children.withUnsafeBufferPointer { rightChildren in
          guard leftChildren.count == rightChildren.count, var leftChild = leftChildren.baseAddress,
            var rightChild = rightChildren.baseAddress
          else { return leftChildren.count == rightChildren.count }
          for _ in 0..<leftChildren.count {
            guard equalInPlace(leftChild, rightChild) else { return false }
            leftChild += 1
            rightChild += 1
          }
          return true
        }
      }
      guard same else { return false }
    default:
      return false
    }
    switch (left.pointee.presentedLink, right.pointee.presentedLink) {
    case (nil, nil):
      return true
    case (let leftLink?, let rightLink?):
      return withUnsafePointer(to: leftLink.snapshot) { leftPresented in
        withUnsafePointer(to: rightLink.snapshot) { rightPresented in equalInPlace(leftPresented, rightPresented) }
      }
    default:
      return false
    }
  }

  /// Hashes the snapshot and the whole tree below it, property by property,
  /// in declaration order (each list as its count, then its elements).
  ///
  /// Like the comparison, it walks the tree with a list of pending work
  /// rather than by recursion.
  public func hash(into hasher: inout Hasher) {
    enum Work {
      case node(ControllerSnapshot)
      case count(Int)
    }
    var pending = [Work.node(self)]
    while let work = pending.popLast() {
      switch work {
      case .count(let count):
        hasher.combine(count)
      case .node(let node):
        hasher.combine(node.title)
        hasher.combine(node.typeName)
        hasher.combine(node.kind)
        hasher.combine(node.role)
        hasher.combine(node.isVisible)
        hasher.combine(node.appearanceState)
        hasher.combine(node.selectedIndex)
        hasher.combine(node.isCollapsed)
        hasher.combine(node.collapsePoint)
        hasher.combine(node.isDoubleSided)
        // Last pushed, first done: the children's count, the children, then
        // the presented controllers' count and the presented controllers.
        if let presented = node.presented { pending.append(.node(presented)) }
        pending.append(.count(node.presentedLink == nil ? 0 : 1))
        for child in node.children.reversed() { pending.append(.node(child)) }
        pending.append(.count(node.children.count))
      }
    }
  }
}

extension ControllerSnapshot {
  /// Creates a controller snapshot.
  ///
  /// Declared here rather than in the type, so that the type keeps its
  /// memberwise initializer, which this one calls: a snapshot has too many
  /// fields for the compiler to build it in place from assignments one by
  /// one, and it would build it, copy it and destroy the first.
  public init(
    title: String?,
    typeName: String,
    kind: ContainerKind,
    role: HierarchyRole,
    isVisible: Bool,
    appearanceState: AppearanceState,
    selectedIndex: Int? = nil,
    isCollapsed: Bool? = nil,
    collapsePoint: Int? = nil,
    isDoubleSided: Bool? = nil,
    children: consuming [ControllerSnapshot] = [],
    presented: consuming ControllerSnapshot? = nil
  ) {
    self.init(
      title: title, typeName: typeName, kind: kind, role: role, isVisible: isVisible,
      appearanceState: appearanceState, selectedIndex: selectedIndex, isCollapsed: isCollapsed,
      collapsePoint: collapsePoint, isDoubleSided: isDoubleSided,
      childrenLink: children.isEmpty ? nil : ChildrenLink(children),
      // Taken apart rather than mapped: the snapshot moves into its box, uncopied.
      presentedLink: PresentedLink.holding(presented))
  }
}

/// The box that holds a snapshot's ``ControllerSnapshot/presented``.
///
/// Released whole, a snapshot of a long modal chain would release each
/// layer from inside the release of the layer below it, as deep as the
/// chain, and overflow a thread's stack; the box takes apart what only it
/// holds, one layer at a time. A tree only a few boxes high (see
/// ``ControllerSnapshot/recursiveReleaseHeight``) is released the usual way,
/// which costs less and needs little stack.
///
/// It is `@unchecked Sendable` because `snapshot` is a `var`: it is set once,
/// when the box is made, and changed only where nothing else can see the box
/// (its `deinit`, or the release of the one snapshot that holds it).
private final class PresentedLink: @unchecked Sendable {
  /// Changed only where nothing else can see the box, so no access to it
  /// can overlap another: it skips the exclusivity checks.
  @exclusivity(unchecked) var snapshot: ControllerSnapshot
  /// How many boxes deep the snapshot's tree goes, this one included.
  let height: Int

  init(_ snapshot: consuming ControllerSnapshot) {
    height = snapshot.linkHeight + 1
    self.snapshot = snapshot
  }

  /// A box for a snapshot, moved in uncopied; `nil` for none.
  static func holding(_ snapshot: consuming ControllerSnapshot?) -> PresentedLink? {
    switch consume snapshot {
    case let snapshot?: PresentedLink(snapshot)
    case nil: nil
    }
  }

  deinit {
    // A tree a few boxes deep is released as usual, from inside this release.
    guard height > ControllerSnapshot.recursiveReleaseHeight else { return }
    var pending: [ControllerSnapshot] = []
    snapshot.detachDescendants(into: &pending)
    ControllerSnapshot.release(&pending)
  }
}

/// The box that holds a snapshot's ``ControllerSnapshot/children``.
///
/// Like ``PresentedLink``, it takes apart what only it holds one snapshot
/// at a time, so that a long chain of embedded children is released
/// without recursion, and lets a tree a few boxes high go the usual way. It is `@unchecked Sendable` for the same reason.
private final class ChildrenLink: @unchecked Sendable {
  /// Read, or swapped out where nothing else can see the box: it skips the
  /// exclusivity checks, like ``PresentedLink/snapshot``.
  @exclusivity(unchecked) var children: [ControllerSnapshot]
  /// How many boxes deep the children's trees go, this one included.
  let height: Int

  init(_ children: [ControllerSnapshot]) {
    var deepest = 0
    for child in children { deepest = Swift.max(deepest, child.linkHeight) }
    height = deepest + 1
    self.children = children
  }

  deinit {
    // A tree a few boxes deep is released as usual, from inside this release.
    guard height > ControllerSnapshot.recursiveReleaseHeight else { return }
    var pending: [ControllerSnapshot] = []
    swap(&pending, &children)
    ControllerSnapshot.release(&pending)
  }
}

extension ControllerSnapshot {
  /// The height up to which a tree of boxes is released the usual way, each
  /// box from inside the release of the one above it: a few frames of stack
  /// a box, far below what any thread has.
  fileprivate static let recursiveReleaseHeight = 64

  /// How many boxes deep the tree below this snapshot goes.
  fileprivate var linkHeight: Int { Swift.max(childrenLink?.height ?? 0, presentedLink?.height ?? 0) }

  /// Lets go of pending snapshots one at a time, moving what only each of
  /// them holds below it into `pending` first.
  fileprivate static func release(_ pending: inout [ControllerSnapshot]) {
    while var next = pending.popLast() {
      next.detachDescendants(into: &pending)
    }
  }

  /// Moves what this snapshot holds below it (its children and what it
  /// presents, when only it holds them) into `pending`, so that letting go of
  /// the snapshot releases nothing deep.
  fileprivate mutating func detachDescendants(into pending: inout [ControllerSnapshot]) {
    if isKnownUniquelyReferenced(&childrenLink), let link = childrenLink {
      // Moved out rather than copied: a copy retains every child, and
      // emptying the link then releases each again.
      var children: [ControllerSnapshot] = []
      swap(&children, &link.children)
      while let child = children.popLast() { pending.append(child) }
    }
    childrenLink = nil
    if isKnownUniquelyReferenced(&presentedLink), let link = presentedLink {
      pending.append(link.snapshot)
      link.snapshot.childrenLink = nil
      link.snapshot.presentedLink = nil
    }
    presentedLink = nil
  }
}
