/// A visible controller and the presentation layer it sits in (0 for the
/// window root's tree, 1 for what the root's context presents, and so on).
///
/// An entry does not keep its controller: lists of entries are made and read
/// while the tree holds their controllers, and whatever outlives code that may
/// let a controller go (the app's callbacks, a renderer) is copied into a list
/// of controllers first. Copying entries then costs no reference counting.
@MainActor
struct VisibleEntry {
  unowned(unsafe) let controller: ViewController
  let layer: Int
}

@MainActor
enum Visibility {
  /// The controllers visible in a window, parents before children, each
  /// presentation layer after the layer that presents it.
  ///
  /// The rules, as in UIKit: a window shows nothing unless it is visible; a
  /// visible controller shows its `visibleChildren` (the top of a stack, the
  /// selected tab, the pages, the split columns, embedded children); a
  /// presented controller is visible, and hides its presentation context
  /// (with its whole subtree) unless its style keeps the presenter visible.
  static func entries(in window: Window?) -> [VisibleEntry] {
    var entries: [VisibleEntry] = []
    append(in: window, to: &entries)
    return entries
  }

  /// Appends the entries of ``entries(in:)`` to `entries`.
  static func append(in window: Window?, to entries: inout [VisibleEntry]) {
    guard let window, window.visibility.isVisible, let root = window.storedRoot else { return }
    append(from: root, to: &entries)
  }

  /// The visible controllers of the tree below `root` (inclusive), in the
  /// order and with the layers (counted from `root`'s) of ``entries(in:)``,
  /// assuming `root` itself is reached.
  static func entries(from root: ViewController) -> [VisibleEntry] {
    var entries: [VisibleEntry] = []
    append(from: root, to: &entries)
    return entries
  }

  /// Appends the entries of ``entries(from:)`` to `entries`.
  static func append(from root: ViewController, to entries: inout [VisibleEntry]) {
    // Depth-first, iteratively (a modal chain may be arbitrarily deep): a
    // controller, then its visible children's trees in order, then what it presents.
    // (A borrowed list has room already: asked only when it has not, the
    // reservation spares the list's uniqueness check.)
    if entries.capacity < entries.count + 4 { entries.reserveCapacity(entries.count + 4) }
    Self.walkCount &+= 1
    let walk = Self.walkCount
    var pending = WalkStack.borrow()
    // The walk ends with the stack empty.
    defer { pending.giveBack() }
    pending.push(VisibleEntry(controller: root, layer: 0))
    while let entry = pending.pop() {
      let controller = entry.controller
      // Only a corrupted tree holds a cycle, but `validate()` must still terminate on one.
      guard controller.lastWalk != walk else { continue }
      controller.lastWalk = walk
      // The style read alone: a copy of the presentation would retain its controller.
      if let style = controller.presentation?.style {
        let presented = controller.presentation.unsafelyUnwrapped.controller
        pending.push(VisibleEntry(controller: presented, layer: entry.layer + 1))
        guard style.keepsPresenterVisible else { continue }
      }
      entries.append(entry)
      controller.appendVisibleChildren(reversedTo: &pending, layer: entry.layer)
    }
  }

  /// An empty list for entries, with room from an earlier use when one was
  /// given back (see ``giveBack(_:)``): the lists a change compares are made
  /// and dropped on every change.
  static func borrowList() -> [VisibleEntry] {
    spareLists.take()
  }

  /// Keeps an emptied list for the next ``borrowList()`` (see ``SpareLists``).
  static func giveBack(_ list: inout [VisibleEntry]) {
    SpareLists.empty(&list)
    spareLists.keep(&list)
  }

  /// Whether the walk of ``entries(in:)`` over `window` reaches `scope`, read
  /// from the visibility the change path keeps on every controller
  /// (``ViewController/visibleWindow``), or `nil` when that cannot tell.
  ///
  /// A reached controller is visible unless its own presentation hides it: a
  /// controller the walk reaches either is visible, or presents a controller
  /// that hides it. Only the second case needs the controllers above.
  static func isReached(_ scope: ViewController, in window: Window?) -> Bool? {
    if let visibleWindow = scope.visibleWindow { return visibleWindow === window ? true : nil }
    if let presentation = scope.presentation, !presentation.style.keepsPresenterVisible { return nil }
    return false
  }

  /// Counts the walks, so that each controller can tell whether the walk
  /// under way reached it already (see ``ViewController/lastWalk``).
  @exclusivity(unchecked) private static var walkCount: UInt64 = 0
  /// Emptied lists kept for ``borrowList()``.
  @exclusivity(unchecked) private static var spareLists = SpareLists<VisibleEntry>()

  /// The identities of the controllers visible in a window.
  static func visibleSet(in window: Window?) -> Set<ObjectIdentifier> {
    let entries = entries(in: window)
    var visible = Set<ObjectIdentifier>(minimumCapacity: entries.count)
    for entry in entries { visible.insert(ObjectIdentifier(entry.controller)) }
    return visible
  }
}

/// The stack of a visibility walk: the entries still to visit.
///
/// Its storage is kept from one walk to the next, unless a wide tree made it
/// large (a walk never runs inside another: a nested one would find it taken
/// and make its own). Entries hold no references that need counting, so the
/// stack is plain memory: pushing and popping check no array's uniqueness,
/// which every change's walks did a dozen times.
@MainActor
struct WalkStack {
  private var base: UnsafeMutablePointer<VisibleEntry>
  private var capacity: Int
  private var count = 0

  private init(base: UnsafeMutablePointer<VisibleEntry>, capacity: Int) {
    self.base = base
    self.capacity = capacity
  }

  /// An empty stack, with the storage of the last walk when it is free.
  static func borrow() -> WalkStack {
    guard let base = spareBase else {
      return WalkStack(base: .allocate(capacity: initialCapacity), capacity: initialCapacity)
    }
    spareBase = nil
    return WalkStack(base: base, capacity: spareCapacity)
  }

  /// Ends the stack's use: its storage is kept for the next walk, or freed.
  /// The stack must not be used after.
  func giveBack() {
    guard Self.spareBase == nil, count == 0, capacity <= 64 else { return base.deallocate() }
    Self.spareBase = base
    Self.spareCapacity = capacity
  }

  /// Pushes an entry.
  mutating func push(_ entry: VisibleEntry) {
    if count == capacity { grow() }
    (base + count).initialize(to: entry)
    count += 1
  }

  /// Pops the last entry pushed, if any.
  mutating func pop() -> VisibleEntry? {
    guard count > 0 else { return nil }
    count -= 1
    return (base + count).move()
  }

  private mutating func grow() {
    // The stack never holds more entries than the tree has controllers and
    // presentations, so doubling cannot overflow before memory runs out.
    let larger = UnsafeMutablePointer<VisibleEntry>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  private static let initialCapacity = 16
  /// The storage kept for the next walk, `nil` while a walk uses it.
  @exclusivity(unchecked) private static var spareBase: UnsafeMutablePointer<VisibleEntry>?
  @exclusivity(unchecked) private static var spareCapacity = 0
}

/// Answers whether controllers are visible, each in the window it is in now,
/// computing each window's visible set once (the change path reads the
/// visibility it keeps on each controller instead; this recomputes it).
@MainActor
final class VisibilityOracle {
  private var visibleByWindow: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
  /// The window of each controller asked about and of the controllers
  /// above it (`nil` for none), so that the controllers of a deep tree do
  /// not each walk up the whole tree.
  private var windowByController: [ObjectIdentifier: Window?] = [:]

  func isVisible(_ controller: ViewController) -> Bool {
    guard let window = window(of: controller) else { return false }
    let key = ObjectIdentifier(window)
    if let visible = visibleByWindow[key] { return visible.contains(ObjectIdentifier(controller)) }
    let visible = Visibility.visibleSet(in: window)
    visibleByWindow[key] = visible
    return visible.contains(ObjectIdentifier(controller))
  }

  /// The window whose root is at the top of a controller's tree, walking up
  /// parents and presenters only as far as a controller whose window is known.
  private func window(of controller: ViewController) -> Window? {
    var walked: [ObjectIdentifier] = []
    var current = controller
    let window: Window?
    while true {
      let id = ObjectIdentifier(current)
      if let known = windowByController[id] {
        window = known
        break
      }
      walked.append(id)
      guard let next = current.parent ?? current.presenter else {
        window = current.hostingWindow
        break
      }
      current = next
    }
    for id in walked { windowByController[id] = .some(window) }
    return window
  }
}
