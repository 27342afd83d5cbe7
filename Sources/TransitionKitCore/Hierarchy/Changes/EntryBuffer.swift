/// A list of visible entries in plain memory, kept from one use to the next:
/// the stack of a visibility walk, and the entries before and after a change
/// that the change compares.
///
/// Entries hold no references that need counting, so the list needs no
/// array: appending and taking off check no uniqueness, and a list borrowed
/// and given back costs no allocation once the spares have room. A few
/// lists are kept, unless a wide tree made one large; a list borrowed while
/// every spare is out (a walk inside a walk never happens, but would be
/// safe) has storage of its own.
@MainActor
struct EntryBuffer: VisibleEntryList {
  private var base: UnsafeMutablePointer<VisibleEntry>
  private var capacity: Int
  /// The number of entries.
  private(set) var count = 0

  /// A list over this storage, empty.
  private init(_ storage: Storage) {
    base = storage.base
    capacity = storage.capacity
  }

  /// An empty list, with the storage of an earlier one when a spare is kept.
  static func borrow() -> EntryBuffer {
    if let storage = spareA.take() { return EntryBuffer(storage) }
    if let storage = spareB.take() { return EntryBuffer(storage) }
    if let storage = spareC.take() { return EntryBuffer(storage) }
    return EntryBuffer(Storage(base: .allocate(capacity: initialCapacity), capacity: initialCapacity))
  }

  /// Ends the list's use: its storage is kept for a later ``borrow()``, or
  /// freed. The list must not be used after. (Inline: every change gives
  /// back two or three lists.)
  @inline(__always) func giveBack() {
    guard capacity <= Self.largestKept else { return base.deallocate() }
    let storage = Storage(base: base, capacity: capacity)
    if Self.spareA == nil {
      Self.spareA = storage
    } else if Self.spareB == nil {
      Self.spareB = storage
    } else if Self.spareC == nil {
      Self.spareC = storage
    } else {
      base.deallocate()
    }
  }

  /// Appends an entry.
  mutating func append(_ entry: VisibleEntry) {
    if count == capacity { grow() }
    (base + count).initialize(to: entry)
    count += 1
  }

  /// Takes off the last entry, if any.
  mutating func popLast() -> VisibleEntry? {
    guard count > 0 else { return nil }
    count -= 1
    return (base + count).move()
  }

  /// The entries, valid until the list changes or is given back.
  var entries: UnsafeBufferPointer<VisibleEntry> {
    UnsafeBufferPointer(start: base, count: count)
  }

  /// Doubles the room, keeping the entries.
  private mutating func grow() {
    // A list never holds more entries than a tree has controllers and
    // presentations, so doubling cannot overflow before memory runs out.
    let larger = UnsafeMutablePointer<VisibleEntry>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// The room of a list made afresh.
  private static let initialCapacity = 16
  /// The room of the largest list kept for later: a wider tree's is freed.
  private static let largestKept = 64

  /// The storage of a list.
  private struct Storage {
    let base: UnsafeMutablePointer<VisibleEntry>
    let capacity: Int
  }

  // Storage kept for later lists, in three slots rather than a list of them
  // (whose uniqueness every use would check): a walk's stack and a change's
  // two lists are out at once.
  @exclusivity(unchecked) private static var spareA: Storage?
  @exclusivity(unchecked) private static var spareB: Storage?
  @exclusivity(unchecked) private static var spareC: Storage?
}
