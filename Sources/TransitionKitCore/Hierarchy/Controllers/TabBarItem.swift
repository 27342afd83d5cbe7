/// What a view controller shows in a tab bar while it is a tab, as UIKit's
/// `UITabBarItem`.
///
/// Each controller has one (``ViewController/tabBarItem``); a renderer that
/// observes the window's mounts hears of each change of it.
@MainActor
public final class TabBarItem {
  /// The item's title; `nil` shows the controller's title.
  public var title: String? {
    didSet { didChange() }
  }
  /// The name of the item's image.
  public var imageName: String? {
    didSet { didChange() }
  }
  /// The text of the item's badge; `nil` shows none.
  public var badgeValue: String? {
    didSet { didChange() }
  }
  /// The controller the item belongs to, unretained: the controller clears
  /// it when it goes.
  nonisolated(unsafe) var owner: Unmanaged<ViewController>?

  init(owner: ViewController) {
    self.owner = Unmanaged.passUnretained(owner)
  }

  /// Tells the owner's renderers that the item changed.
  private func didChange() {
    guard MountPublisher.isAnyActive else { return }
    owner?.takeUnretainedValue().propertiesDidChange()
  }
}

/// A value the app attaches to a controller to say which of its screens the
/// controller stands for (``ViewController/screen``): a renderer's factory
/// builds the real screen from it.
///
/// ```swift
/// enum Screen: Hashable, Sendable { case profile(userID: Int) }
/// detail.screen = ScreenValue(Screen.profile(userID: 42))
/// ```
public struct ScreenValue: Hashable, Sendable, CustomStringConvertible {
  /// The value.
  public let base: any Hashable & Sendable

  /// Wraps a value.
  /// - Parameter base: Any hashable, sendable value.
  public init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  /// The value, when it is of a type.
  /// - Parameter type: The type to read the value as.
  /// - Returns: The value, or `nil` when it is of another type.
  public func value<Value>(as type: Value.Type) -> Value? {
    base as? Value
  }

  /// Whether two values are equal (values of different types never are).
  public static func == (lhs: ScreenValue, rhs: ScreenValue) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }

  /// The value, described.
  public var description: String { String(describing: base) }
}

/// A controller's ``ViewController/screen``, boxed (see `ViewController.storedScreen`).
final class ScreenBox: Sendable {
  let screen: ScreenValue

  init(_ screen: ScreenValue) {
    self.screen = screen
  }
}
