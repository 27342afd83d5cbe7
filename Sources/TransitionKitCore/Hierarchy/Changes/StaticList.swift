/// A list for a static variable that every change reads, initialized with
/// no run-time check.
///
/// A static variable whose first value is an array, even an empty one, is
/// set up lazily: every access to it first asks the runtime whether it was
/// set up yet (`swift_once`). One whose first value is `nil` is set up when
/// the program loads, and an access is a plain load. This list keeps its
/// elements in an optional array, `nil` until the first append, so that a
/// static variable holding it starts as `nil`.
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

  /// The element at `index`, which must be below ``count`` (as for an array).
  subscript(index: Int) -> Element { storage![index] }

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

  /// Adds an element at the end (inline: each change appends twice).
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

  /// Removes and returns the element at `index`, which must be below ``count``.
  @discardableResult
  mutating func remove(at index: Int) -> Element {
    storage!.remove(at: index)
  }

  /// Calls `body` with the elements, which it may change in place.
  mutating func modify<Result>(_ body: (inout [Element]) -> Result) -> Result {
    if storage == nil { storage = [] }
    return body(&storage!)
  }
}
