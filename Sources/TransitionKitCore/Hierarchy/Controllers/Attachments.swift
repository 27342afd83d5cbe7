/// A key for a value that a layer above the hierarchy keeps on a controller
/// or a window (a remembered animation, a window's clock), so that the
/// hierarchy itself does not depend on those layers.
@MainActor
protocol AttachmentKey {
  associatedtype Value
  /// The value of a controller or window that has none attached.
  static var defaultValue: Value { get }
}

/// Values attached to a controller or a window, one per key type.
@MainActor
struct Attachments {
  /// Each value in a box of its key's value type (a key has one value type,
  /// so the box under a key is always of that type). A set stores a new box,
  /// so copies of the attachments never share a value.
  private var values: [ObjectIdentifier: AnyObject] = [:]

  subscript<Key: AttachmentKey>(key: Key.Type) -> Key.Value {
    get {
      guard let box = values[ObjectIdentifier(key)] else { return Key.defaultValue }
      // Reading the box back at its known type spares a dynamic cast on every read.
      return unsafeDowncast(box, to: AttachmentBox<Key.Value>.self).value
    }
    set { values[ObjectIdentifier(key)] = AttachmentBox(newValue) }
  }
}

/// One attached value.
private final class AttachmentBox<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
