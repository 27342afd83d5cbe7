/// A small, fast, seedable random number generator (SplitMix64), so that a
/// seed always produces the same flow.
struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// Whether an event of a probability happens.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// An element chosen with weights.
  mutating func weighted<Element>(_ choices: [(Element, Int)]) -> Element {
    let total = choices.reduce(0) { $0 + max($1.1, 0) }
    precondition(total > 0, "no choice has a weight")
    var roll = Int.random(in: 0..<total, using: &self)
    for (element, weight) in choices where weight > 0 {
      if roll < weight { return element }
      roll -= weight
    }
    return choices.last { $0.1 > 0 }!.0
  }
}
