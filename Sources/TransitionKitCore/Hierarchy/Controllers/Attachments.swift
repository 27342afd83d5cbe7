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
  private var values: [ObjectIdentifier: Any] = [:]

  subscript<Key: AttachmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
