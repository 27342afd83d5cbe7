/// A list for a static variable that every change reads, initialized with
/// no run-time check.
///
/// A static variable whose first value is an array, even an empty one, is
/// set up lazily: every access to it first asks the runtime whether it was
/// set up yet (`swift_once`). In an optimized build, one whose first value
/// is `nil` (or made of zeros) is laid out when the program loads, and an
/// access is a plain load. This list keeps its elements in an optional
/// array, `nil` until the first append, so that a static variable holding
/// it starts as `nil`.
///
/// Reads go through the members below rather than through a copy of the
/// array, which would retain and release its storage.
struct StaticList<Element> {
  private var storage: [Element]?

  /// An empty list.
  init() {}

  /// The number of elements.
  var count: Int { storage?.count ?? 0 }

  /// Whether the list has no element.
  var isEmpty: Bool { count == 0 }

  /// The last element, if any.
  var last: Element? { storage?.last }

  /// Whether an element satisfies `predicate`, which is handed each element
  /// in turn without a copy.
  func contains(where predicate: (borrowing Element) -> Bool) -> Bool {
    guard let storage else { return false }
    for index in storage.indices where predicate(storage[index]) { return true }
    return false
  }

  /// The elements as an array; assigning one replaces them.
  var elements: [Element] {
    get { storage ?? [] }
    set { storage = newValue }
  }

  /// Adds an element at the end (inline: every transition opens a capture).
  @inline(__always) mutating func append(_ element: consuming Element) {
    if storage == nil {
      storage = [element]
    } else {
      storage!.append(element)
    }
  }

  /// Removes and returns the last element; the list must not be empty.
  @discardableResult
  mutating func removeLast() -> Element {
    storage!.removeLast()
  }

  /// Calls `body` with the elements, which it may change in place.
  mutating func modify<Result>(_ body: (inout [Element]) -> Result) -> Result {
    if storage == nil { storage = [] }
    return body(&storage!)
  }
}

/// A list of plain values (no references to count) for a static variable,
/// in memory of its own: appending and removing check no uniqueness, as an
/// array's do on every change, and the variable starts as zeros, with no
/// run-time check that it was set up (see ``StaticList``). Its memory grows
/// by doubling and is kept for the program's life: the lists it serves stay
/// a few entries long. It cannot be copied (a copy would share the memory,
/// which either copy may free as it grows); one made elsewhere than in a
/// static variable frees its memory when it goes.
struct PlainStaticList<Element: BitwiseCopyable>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>?
  private var capacity = 0
  /// The number of elements.
  private(set) var count = 0

  /// An empty list.
  init() {}

  /// The last element, if any.
  var last: Element? { count > 0 ? base.unsafelyUnwrapped[count - 1] : nil }

  /// The element at `index`, which must be below ``count``.
  subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "Index out of range")
    return base.unsafelyUnwrapped[index]
  }

  /// Adds an element at the end.
  mutating func append(_ element: Element) {
    if count == capacity { grow() }
    (base.unsafelyUnwrapped + count).initialize(to: element)
    count += 1
  }

  /// Removes the last element; the list must not be empty.
  mutating func removeLast() {
    precondition(count > 0, "Can't remove last element from an empty list")
    count -= 1
  }

  /// Removes the element at `index`, which must be below ``count``, moving
  /// the ones after it down.
  mutating func remove(at index: Int) {
    precondition(index >= 0 && index < count, "Index out of range")
    let start = base.unsafelyUnwrapped + index
    start.update(from: start + 1, count: count - index - 1)
    count -= 1
  }

  /// Doubles the room (to 8 at first), keeping the elements.
  private mutating func grow() {
    let room = Swift.max(8, capacity * 2)
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: room)
    if let base {
      larger.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = larger
    capacity = room
  }

  deinit {
    base?.deallocate()
  }
}
