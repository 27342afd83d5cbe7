/// An unretained link to an object, which the object clears as its `deinit`
/// begins: what a reference that must not keep the object alive holds
/// instead of a weak reference. A weak reference gives the object a side
/// table, and every retain and release of an object with one takes the
/// runtime's slow path; windows and containers are retained on every change.
///
/// Windows, coordinator nodes and change observations are deinitialized on the main actor: when
/// the last reference to one goes elsewhere, its handle still reads it
/// until that `deinit` runs, where a weak reference would read `nil` (the
/// object and its tree are all still there meanwhile). A controller clears
/// its handle in the library's `deinit`, after a subclass's own `deinit`
/// body, during which the handle still reads it.
final class LifetimeHandle<Object: AnyObject>: @unchecked Sendable {
  /// The object, until its `deinit` begins. Written by the object only.
  nonisolated(unsafe) unowned(unsafe) var object: Object?

  /// A handle the object sets once it is initialized.
  nonisolated init() {}

  /// A handle to `object`.
  nonisolated init(_ object: Object) {
    self.object = object
  }
}

/// An object that references not keeping it alive reach through a
/// ``LifetimeHandle``, which it clears as its `deinit` begins.
@MainActor
protocol LifetimeHandled: AnyObject {
  /// The object's handle.
  var lifetimeHandle: LifetimeHandle<Self> { get }
}

/// A reference that does not keep its object alive and reads `nil` once the
/// object is going away, as a weak reference does, without giving the
/// object a side table (see ``LifetimeHandle``).
@MainActor
@propertyWrapper
struct Unretained<Object: LifetimeHandled> {
  private var handle: LifetimeHandle<Object>?

  /// A reference to `wrappedValue`.
  init(wrappedValue: Object?) {
    handle = wrappedValue?.lifetimeHandle
  }

  /// The object, while it is alive.
  var wrappedValue: Object? {
    get { handle?.object }
    set { handle = newValue?.lifetimeHandle }
  }
}

/// A reference to a window that does not keep it alive, as ``Unretained``
/// is, written for windows alone: the change path reads and writes a
/// controller's windows on every change, and the concrete type makes fewer
/// retains and releases there than the generic one.
@MainActor
@propertyWrapper
struct WindowReference {
  private var handle: LifetimeHandle<Window>?

  /// A reference to `wrappedValue`.
  init(wrappedValue: Window?) {
    handle = wrappedValue?.lifetimeHandle
  }

  /// The window, while it is alive.
  var wrappedValue: Window? {
    get { handle?.object }
    set { handle = newValue?.lifetimeHandle }
  }
}
