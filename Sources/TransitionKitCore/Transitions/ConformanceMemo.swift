/// Remembers, per type, the answer of a check on the type (whether it
/// conforms to a protocol, say, or the type as a protocol's metatype): the
/// runtime's lookup of a conformance walks the type's superclasses through
/// its conformance tables on every cast, and routes are triggered, and
/// presentables placed, with the same few types over and over.
///
/// It keeps the answers for a few types, each new one replacing the oldest
/// kept once it is full; the others are looked up again.
@MainActor
final class TypeMemo<Answer> {
  /// The most answers kept.
  private let capacity: Int
  /// The check: a metatype cast such as `$0 is any P.Type`.
  private let lookUp: @MainActor (Any.Type) -> Answer
  /// The types asked about, with their answers, in the order they were first asked about.
  ///
  /// Every access is instantaneous (a read of the whole array, an append,
  /// an assignment of one element), so no access can overlap another.
  @exclusivity(unchecked) private var known: [(type: ObjectIdentifier, answer: Answer)] = []
  /// The entry the next new type replaces once ``known`` is full.
  ///
  /// Every access is instantaneous (a read, an assignment).
  @exclusivity(unchecked) private var nextReplaced = 0

  /// Creates a memo of one check.
  ///
  /// - Parameters:
  ///   - capacity: The most answers kept (at least one).
  ///   - lookUp: The check, e.g. `{ $0 is any P.Type }`.
  init(capacity: Int = 8, _ lookUp: @escaping @MainActor (Any.Type) -> Answer) {
    self.capacity = Swift.max(1, capacity)
    self.lookUp = lookUp
  }

  /// The answer of the check for `type`, looked up once per type while it is kept.
  func answer(for type: Any.Type) -> Answer {
    let key = ObjectIdentifier(type)
    // A plain loop: a closure handed to the standard library would check the actor.
    for entry in known where entry.type == key { return entry.answer }
    let answer = lookUp(type)
    if known.count < capacity {
      known.append((key, answer))
    } else {
      known[nextReplaced] = (key, answer)
      nextReplaced = (nextReplaced + 1) % capacity
    }
    return answer
  }
}

/// A memo of whether types conform to a protocol.
typealias ConformanceMemo = TypeMemo<Bool>

extension TypeMemo where Answer == Bool {
  /// Whether `type` passes the check (see ``answer(for:)``).
  func conforms(_ type: Any.Type) -> Bool {
    answer(for: type)
  }
}
