/// How a typed part of a link reads its text and writes it back: an
/// integer, a string, a UUID, a raw-value enum, or a type of your own.
///
/// Parsing then printing gives back the same text for every text the type
/// accepts in its canonical form, and printing then parsing gives back the
/// same value: a link table checks it with the samples of its patterns.
///
/// ```swift
/// enum Tab: String, Sendable { case feed, profile }
/// let tab = LinkParameterType.rawValue(Tab.self)
/// ```
public struct LinkParameterType: Sendable, Hashable, CustomStringConvertible {
  /// The type's name, in descriptions and errors (`int`, `uuid`, `Tab`).
  public let name: String
  private let read: @Sendable (String) -> LinkValue?
  private let write: @Sendable (LinkValue) -> String?

  /// A type of your own.
  /// - Parameters:
  ///   - name: The name errors give it.
  ///   - parse: Reads a value from text; `nil` when the text is not one.
  ///   - print: Writes a value as text; `nil` when it is not of this type.
  public init<Value: Hashable & Sendable>(
    name: String,
    parse: @escaping @Sendable (String) -> Value?,
    print: @escaping @Sendable (Value) -> String
  ) {
    self.name = name
    read = { text in parse(text).map(LinkValue.init) }
    write = { value in value.value(as: Value.self).map(print) }
  }

  /// Reads a value from text.
  func parse(_ text: String) -> LinkValue? { read(text) }

  /// Writes a value as text; `nil` when the value is not of this type.
  func print(_ value: LinkValue) -> String? { write(value) }

  /// Two types are the same when their names are.
  public static func == (lhs: LinkParameterType, rhs: LinkParameterType) -> Bool { lhs.name == rhs.name }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The type's name.
  public var description: String { name }

  // MARK: Built-in types

  /// Any text, as a `String` (not empty in a path segment).
  public static let string = LinkParameterType(
    name: "string", parse: { (text: String) -> String? in text }, print: { (text: String) in text })

  /// A decimal integer, as an `Int`: digits with an optional `-`, no `+`,
  /// no leading zeros (so that each value has one text).
  public static let int = LinkParameterType(
    name: "int",
    parse: { (text: String) -> Int? in
      guard let value = Int(text), String(value) == text else { return nil }
      return value
    },
    print: { (value: Int) in String(value) })

  /// `true` or `false`, as a `Bool`.
  public static let bool = LinkParameterType(
    name: "bool", parse: { (text: String) -> Bool? in Bool(text) }, print: { (value: Bool) in String(value) })

  /// A UUID in its 36-character form, as a ``LinkUUID``; upper- or lowercase
  /// is read, lowercase is written.
  public static let uuid = LinkParameterType(
    name: "uuid", parse: { (text: String) -> LinkUUID? in LinkUUID(text) },
    print: { (value: LinkUUID) in value.description })

  /// A raw-value enum whose raw values are strings.
  /// - Parameters:
  ///   - type: The enum.
  ///   - name: The name errors give it (the type's name by default).
  public static func rawValue<Value: RawRepresentable & Hashable & Sendable>(
    _ type: Value.Type, name: String? = nil
  ) -> LinkParameterType where Value.RawValue == String {
    LinkParameterType(
      name: name ?? String(describing: type), parse: { (text: String) -> Value? in Value(rawValue: text) },
      print: { (value: Value) in value.rawValue })
  }
}

/// A UUID as links write it (`8-4-4-4-12` hexadecimal digits), without Foundation.
public struct LinkUUID: Hashable, Sendable, CustomStringConvertible {
  /// The 16 bytes.
  public let bytes: [UInt8]

  /// Reads a UUID's text; `nil` when it is not 36 characters of the form
  /// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx`.
  /// - Parameter text: The text.
  public init?(_ text: String) {
    let utf8 = Array(text.utf8)
    guard utf8.count == 36 else { return nil }
    var bytes: [UInt8] = []
    var high: UInt8?
    for (index, byte) in utf8.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard let value = LinkURL.hexValue(byte) else { return nil }
      if let first = high {
        bytes.append(first << 4 | value)
        high = nil
      } else {
        high = value
      }
    }
    self.bytes = bytes
  }

  /// The UUID in lowercase, `8-4-4-4-12`.
  public var description: String {
    var text = ""
    for (index, byte) in bytes.enumerated() {
      if [4, 6, 8, 10].contains(index) { text += "-" }
      text += String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)
    }
    return text
  }
}

/// One typed value of a link: what a capture or a query parameter read.
public struct LinkValue: Hashable, Sendable, CustomStringConvertible {
  /// The value.
  public let base: any Hashable & Sendable

  /// Wraps a value.
  /// - Parameter base: Any hashable, sendable value.
  public init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  /// The value, when it is of a type.
  /// - Parameter type: The type to read it as.
  /// - Returns: The value, or `nil` when it is of another type.
  public func value<Value>(as type: Value.Type) -> Value? { base as? Value }

  /// Whether two values are equal (values of different types never are).
  public static func == (lhs: LinkValue, rhs: LinkValue) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }

  /// The value, described.
  public var description: String { String(describing: base) }
}

/// The typed values of one link, by the names its pattern gives them.
///
/// ```swift
/// let values: LinkValues = ["id": 42, "tab": Tab.feed]
/// values.int("id")        // 42
/// ```
public struct LinkValues: Hashable, Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
  /// The values by name.
  public var values: [String: LinkValue]

  /// Values by name.
  /// - Parameter values: The values.
  public init(_ values: [String: LinkValue] = [:]) {
    self.values = values
  }

  /// Values written as a dictionary literal of any hashable, sendable values.
  public init(dictionaryLiteral elements: (String, any Hashable & Sendable)...) {
    var values: [String: LinkValue] = [:]
    for (name, value) in elements { values[name] = LinkValue(value) }
    self.values = values
  }

  /// The value of a name, when it is of a type.
  public subscript<Value>(name: String, as type: Value.Type) -> Value? {
    values[name]?.value(as: type)
  }

  /// The integer of a name.
  public func int(_ name: String) -> Int? { self[name, as: Int.self] }

  /// The string of a name.
  public func string(_ name: String) -> String? { self[name, as: String.self] }

  /// The values, by name in order: `id=42, tab=feed`.
  public var description: String {
    values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
  }
}
