/// Remembers, per type, the answer of a check on the type (whether it
/// conforms to a protocol, say): the runtime's lookup of a conformance walks
/// the type's superclasses through its conformance tables on every cast, and
/// routes are triggered, and presentables placed, with the same few types
/// over and over.
///
/// It keeps the answers for the last few types asked about; the others are
/// looked up again.
@MainActor
final class ConformanceMemo {
  /// The most answers kept.
  private static let capacity = 8

  /// The check: a metatype cast such as `$0 is any P.Type`.
  private let lookUp: @MainActor (Any.Type) -> Bool
  /// The types asked about, with their answers, in the order they were first asked about.
  ///
  /// Every access is instantaneous (a read of the whole array, an append,
  /// an assignment of one element), so no access can overlap another.
  @exclusivity(unchecked) private var known: [(type: ObjectIdentifier, conforms: Bool)] = []
  /// The entry the next new type replaces once ``known`` is full.
  ///
  /// Every access is instantaneous (a read, an assignment).
  @exclusivity(unchecked) private var nextReplaced = 0

  /// Creates a memo of one check.
  ///
  /// - Parameter lookUp: The check, e.g. `{ $0 is any P.Type }`.
  init(_ lookUp: @escaping @MainActor (Any.Type) -> Bool) {
    self.lookUp = lookUp
  }

  /// The answer of the check for `type`, looked up once per type while it is kept.
  func conforms(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    for entry in known where entry.type == key { return entry.conforms }
    let conforms = lookUp(type)
    if known.count < Self.capacity {
      known.append((key, conforms))
    } else {
      known[nextReplaced] = (key, conforms)
      nextReplaced = (nextReplaced + 1) % Self.capacity
    }
    return conforms
  }
}
