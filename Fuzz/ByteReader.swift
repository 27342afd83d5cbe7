/// Reads an input's bytes as small numbers; past the end, everything reads as zero.
struct ByteReader {
  /// The input.
  private let bytes: [UInt8]
  /// The index of the next byte to read.
  private var index = 0

  /// Reads `bytes` from the first one.
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte was read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte (0 past the end).
  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  /// A number in `0..<bound` (0 when `bound` is 0).
  mutating func number(below bound: Int) -> Int {
    bound > 0 ? Int(byte()) % bound : 0
  }

  /// A yes or no: the lowest bit of the next byte.
  mutating func flag() -> Bool { byte() & 1 == 1 }
}

// MARK: - Extreme numbers

extension ByteReader {
  /// A duration for the clock or an animation: mostly the limits (zero,
  /// negative, a nanosecond, `.seconds(Int64.max)`, the largest duration
  /// `Duration` holds), sometimes an ordinary number of milliseconds.
  mutating func duration() -> Duration {
    switch number(below: 14) {
    case 0: .zero
    case 1: .nanoseconds(1)
    case 2: .nanoseconds(-1)
    case 3: .seconds(Int64.max)
    case 4: .seconds(Int64.min)
    case 5: .nanoseconds(Int64.max)
    case 6: .seconds(Int64.max / 2)
    case 7: Duration(secondsComponent: Int64.max, attosecondsComponent: 999_999_999_999_999_999)
    case 8: Duration(secondsComponent: Int64.min, attosecondsComponent: -999_999_999_999_999_999)
    case 9: .seconds(Int64(byte()) << 24)  // up to about 136 years
    case 10: .nanoseconds(Int64(byte()))  // well inside one frame
    case 11: .seconds(Int64(byte()) * 60)  // minutes to hours
    default: .milliseconds(Int64(byte()) * 4)
    }
  }

  /// A number of frames, or frames per second: 0, 1, negative, `Int.max`,
  /// `Int.min`, huge, or an ordinary small number.
  mutating func count() -> Int {
    switch number(below: 12) {
    case 0: 0
    case 1: 1
    case 2: -1
    case 3: Int.max
    case 4: Int.min
    case 5: Int.max / 2
    case 6: 1 << 40
    case 7: 1_000_000_000
    case 8: 2_000_000_000
    case 9: 60
    default: Int(byte())
    }
  }

  /// A progress or a velocity: the limits of `Double` (±infinity, NaN, the
  /// largest and the smallest magnitudes, negative zero), or an ordinary value
  /// between -6.4 and 6.4.
  mutating func double() -> Double {
    switch number(below: 16) {
    case 0: .infinity
    case 1: -.infinity
    case 2: .nan
    case 3: .greatestFiniteMagnitude
    case 4: -.greatestFiniteMagnitude
    case 5: .leastNonzeroMagnitude
    case 6: -.leastNonzeroMagnitude
    case 7: .leastNormalMagnitude
    case 8: -0.0
    case 9: 1e300
    case 10: -1e-300
    case 11: 1 + Double.ulpOfOne
    case 12: 1 - Double.ulpOfOne / 2
    default: Double(Int(byte()) - 128) / 20
    }
  }
}
