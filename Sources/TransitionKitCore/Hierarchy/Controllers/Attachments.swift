/// A key for a value that a layer above the hierarchy keeps on a controller
/// or a window (a remembered animation, a window's clock), so that the
/// hierarchy itself does not depend on those layers.
@MainActor
protocol AttachmentKey {
  associatedtype Value
  /// The value of a controller or window that has none attached.
  static var defaultValue: Value { get }
}

/// A key for an object that a layer above the hierarchy keeps on a
/// controller or a window, stored as it is: no box to make, and changes to
/// the object need no set (a window's transition queue, a coordinator's
/// handle, the marks coordinators leave on their controllers).
///
/// A key type is a key of one kind or the other, never both: both kinds
/// are kept under the key type's identity.
@MainActor
protocol ObjectAttachmentKey {
  /// The type of the object kept under the key.
  associatedtype Object: AnyObject
}

/// Values attached to a controller or a window, one per key type.
@MainActor
struct Attachments {
  /// Each value under its key's identity: an object under an
  /// ``ObjectAttachmentKey`` as it is, any other value in a box of its key's
  /// value type (a key has one value type, so what is under a key is always
  /// of that type). A set of a boxed value stores a new box, so copies of
  /// the attachments never share such a value; copies share the objects
  /// (which those who keep them change in place, on whichever copy).
  ///
  /// Two values are kept apart, the others in a list: the first two set;
  /// taking one out moves the next one up (the last of the list into the
  /// second place). Most controllers that carry any carry one or two (the
  /// coordinator whose root they are, and the mark its node leaves there),
  /// which then cost no list. A list rather than a dictionary: there are a
  /// dozen keys in all, and scanning a few entries costs less than hashing
  /// one key (a window's queue is looked up on every transition).
  private var first: (key: ObjectIdentifier, object: AnyObject)?
  /// The second value kept apart.
  private var second: (key: ObjectIdentifier, object: AnyObject)?
  /// The other values.
  private var rest: [(key: ObjectIdentifier, object: AnyObject)] = []

  /// The value attached under a key, in a box of its own.
  subscript<Key: AttachmentKey>(key: Key.Type) -> Key.Value {
    get {
      // Read back at its known type: no dynamic cast on every read.
      guard let box = object(under: ObjectIdentifier(key)) else { return Key.defaultValue }
      return unsafeDowncast(box, to: AttachmentBox<Key.Value>.self).value
    }
    set {
      set(AttachmentBox(newValue), under: ObjectIdentifier(key))
    }
  }

  /// The object attached under a key, or `nil`; setting `nil` takes it out.
  subscript<Key: ObjectAttachmentKey>(object key: Key.Type) -> Key.Object? {
    get {
      guard let object = object(under: ObjectIdentifier(key)) else { return nil }
      return unsafeDowncast(object, to: Key.Object.self)
    }
    set {
      if let newValue {
        set(newValue, under: ObjectIdentifier(key))
      } else {
        removeObject(under: ObjectIdentifier(key))
      }
    }
  }

  /// What is kept under a key (a value's box, or an object), if anything.
  private func object(under key: ObjectIdentifier) -> AnyObject? {
    if let first, first.key == key { return first.object }
    if let second, second.key == key { return second.object }
    for entry in rest where entry.key == key { return entry.object }
    return nil
  }

  /// Keeps a value's box or an object under a key, in place of what was there.
  private mutating func set(_ object: AnyObject, under key: ObjectIdentifier) {
    guard let firstKey = first?.key, firstKey != key else {
      first = (key, object)
      return
    }
    guard let secondKey = second?.key, secondKey != key else {
      second = (key, object)
      return
    }
    for index in rest.indices where rest[index].key == key {
      rest[index].object = object
      return
    }
    rest.append((key, object))
  }

  /// Takes out what is kept under a key, if anything.
  private mutating func removeObject(under key: ObjectIdentifier) {
    // The slots fill in order: the first is empty only when the second
    // is, and the second only when the list is.
    if first?.key == key {
      first = second
      second = rest.popLast()
      return
    }
    if second?.key == key {
      second = rest.popLast()
      return
    }
    // A plain loop: a closure handed to the standard library would check the actor.
    for index in rest.indices where rest[index].key == key {
      rest.remove(at: index)
      return
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
