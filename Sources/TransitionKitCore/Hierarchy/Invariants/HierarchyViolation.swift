/// A broken structural invariant, reported by `validate()`.
///
/// No sequence of public API calls is meant to produce any of these;
/// `validate()` exists so tests (and the library's own checks) can prove it
/// after every change.
public struct HierarchyViolation: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Which invariant is broken.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A controller is reachable in more than one place.
    case multiplePlaces
    /// A child's `parent` is not the container that lists it.
    case parentLink
    /// A presented controller's presenter is not the context that presents it.
    case presentationLink
    /// A window's root has a parent or a presenter, or does not point back to the window.
    case windowRoot
    /// A tab bar controller's selection is out of range, or missing while it has tabs.
    case selection
    /// A page view controller shows a number of pages that does not fit `isDoubleSided`.
    case pageCount
    /// A split view controller's children do not match its columns, or its
    /// record of the secondary on top of the primary stack (collapsed) does
    /// not fit the columns.
    case columns
    /// A navigation controller sits in a navigation stack other than the
    /// primary column of a split view controller (the one nesting allowed,
    /// which a stack keeps when it leaves the split view controller).
    case nestedNavigation
    /// An embedded child's view is not in its container's view tree.
    case embeddedView
    /// A controller's appearance state does not match its visibility while no change is under way.
    case appearance
  }

  /// Which invariant is broken.
  public var kind: Kind
  /// What is wrong, naming the controllers involved.
  public var message: String

  /// Creates a violation.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The kind and the message.
  public var description: String { "\(kind.rawValue): \(message)" }
}
