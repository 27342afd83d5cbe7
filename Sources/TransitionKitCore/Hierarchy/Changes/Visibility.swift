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

/// A list that a visibility walk appends its entries to.
@MainActor
protocol VisibleEntryList {
  /// Appends an entry.
  mutating func append(_ entry: VisibleEntry)
}

extension Array: VisibleEntryList where Element == VisibleEntry {}

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
  static func append(in window: Window?, to entries: inout some VisibleEntryList) {
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
  static func append(from root: ViewController, to entries: inout some VisibleEntryList) {
    // Depth-first, iteratively (a modal chain may be arbitrarily deep): a
    // controller, then its visible children's trees in order, then what it presents.
    Self.walkCount &+= 1
    let walk = Self.walkCount
    // The entries still to visit, last first.
    var pending = EntryBuffer.borrow()
    defer { pending.giveBack() }
    pending.append(VisibleEntry(controller: root, layer: 0))
    while let entry = pending.popLast() {
      let controller = entry.controller
      // Only a corrupted tree holds a cycle, but `validate()` must still terminate on one.
      guard controller.lastWalk != walk else { continue }
      controller.lastWalk = walk
      // The style read alone: a copy of the presentation would retain its controller.
      if let style = controller.presentation?.style {
        let presented = controller.presentation.unsafelyUnwrapped.controller
        pending.append(VisibleEntry(controller: presented, layer: entry.layer + 1))
        guard style.keepsPresenterVisible else { continue }
      }
      entries.append(entry)
      // A controller without children shows none (asked here, before the
      // dynamic call: most controllers are leaves).
      if !controller.storedChildren.isEmpty {
        controller.appendVisibleChildren(reversedTo: &pending, layer: entry.layer)
      }
    }
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

  /// The controllers visible in a window, to ask about one at a time; the
  /// caller gives them back (``VisibleControllers/giveBack()``) once done.
  static func visibleControllers(in window: Window?) -> VisibleControllers {
    var entries = EntryBuffer.borrow()
    append(in: window, to: &entries)
    return VisibleControllers(entries)
  }

  /// The identities of the controllers visible in a window.
  static func visibleSet(in window: Window?) -> Set<ObjectIdentifier> {
    let entries = entries(in: window)
    var visible = Set<ObjectIdentifier>(minimumCapacity: entries.count)
    for entry in entries { visible.insert(ObjectIdentifier(entry.controller)) }
    return visible
  }
}

/// The controllers visible in a window, asked about one at a time: a window
/// shows a handful, which are scanned, with no set to build and no hashing;
/// a set takes over past a few dozen, so that asking stays linear.
///
/// The entries are in a borrowed buffer (see ``EntryBuffer``): no array is
/// made for them, and whoever asked gives the buffer back with ``giveBack()``.
@MainActor
struct VisibleControllers {
  private let buffer: EntryBuffer
  private let set: Set<ObjectIdentifier>?
  private static let scanLimit = 32

  init(_ buffer: EntryBuffer) {
    self.buffer = buffer
    guard buffer.count > Self.scanLimit else {
      set = nil
      return
    }
    var set = Set<ObjectIdentifier>(minimumCapacity: buffer.count)
    for entry in buffer.entries { set.insert(ObjectIdentifier(entry.controller)) }
    self.set = set
  }

  /// Whether a controller is visible.
  func contains(_ controller: ViewController) -> Bool {
    if let set { return set.contains(ObjectIdentifier(controller)) }
    for entry in buffer.entries where entry.controller === controller { return true }
    return false
  }

  /// Ends the use of the list: it must not be asked again.
  func giveBack() {
    buffer.giveBack()
  }
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
