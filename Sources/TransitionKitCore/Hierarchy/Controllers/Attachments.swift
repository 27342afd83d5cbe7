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
  /// so the box under a key is always of that type), under its key's
  /// identity. A set stores a new box, so copies of the attachments never
  /// share a value.
  ///
  /// A list rather than a dictionary: there are a dozen keys in all, and
  /// scanning a few entries costs less than hashing one key (a window's
  /// queue is looked up on every transition).
  private var values: [(key: ObjectIdentifier, box: AnyObject)] = []

  subscript<Key: AttachmentKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      for entry in values where entry.key == id {
        // Read back at its known type: no dynamic cast on every read.
        return unsafeDowncast(entry.box, to: AttachmentBox<Key.Value>.self).value
      }
      return Key.defaultValue
    }
    set {
      let id = ObjectIdentifier(key)
      let box = AttachmentBox(newValue)
      for index in values.indices where values[index].key == id {
        values[index].box = box
        return
      }
      values.append((id, box))
    }
  }
}

/// One attached value.
private final class AttachmentBox<Value> {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
