/// Numbers for the objects of the model, never reused in a process: keys
/// that stay unique once their object is gone, where an `ObjectIdentifier`
/// could name a new object at the same address.
@MainActor
enum Serial {
  @exclusivity(unchecked) private static var last: UInt64 = 0

  /// The next number.
  static func next() -> UInt64 {
    last &+= 1
    return last
  }
}
