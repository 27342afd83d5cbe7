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
  /// The first value set is kept apart, the others in a list: most
  /// controllers that carry any carry one (the coordinator whose root they
  /// are), which then costs no list. A list rather than a dictionary: there
  /// are a dozen keys in all, and scanning a few entries costs less than
  /// hashing one key (a window's queue is looked up on every transition).
  private var first: (key: ObjectIdentifier, box: AnyObject)?
  /// The values set after the first.
  private var rest: [(key: ObjectIdentifier, box: AnyObject)] = []

  subscript<Key: AttachmentKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      // Read back at its known type: no dynamic cast on every read.
      if let box = first?.box, first?.key == id {
        return unsafeDowncast(box, to: AttachmentBox<Key.Value>.self).value
      }
      for entry in rest where entry.key == id {
        return unsafeDowncast(entry.box, to: AttachmentBox<Key.Value>.self).value
      }
      return Key.defaultValue
    }
    set {
      let id = ObjectIdentifier(key)
      let box = AttachmentBox(newValue)
      guard let firstKey = first?.key, firstKey != id else {
        first = (id, box)
        return
      }
      for index in rest.indices where rest[index].key == id {
        rest[index].box = box
        return
      }
      rest.append((id, box))
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
