/// The saved values of a route: what its case carries, as a JSON-like value
/// that stays readable and stable in a ``RestorationDocument``.
///
/// A route writes its associated values with literals and reads them back
/// with the accessors, which throw ``RestorationRouteError/undecodable(tag:reason:)``
/// when a value is missing or of another kind:
///
/// ```swift
/// var restorationPayload: RestorationPayload {
///   switch self {
///   case .detail(let id): ["id": .int(id)]
///   default: .null
///   }
/// }
///
/// let id = try payload.int("id", tag: "detail")
/// ```
///
/// Numbers: JSON does not tell integers from floating-point values, so a
/// whole ``double(_:)`` reads back as an ``int(_:)``; ``doubleValue(tag:)``
/// accepts both.
public enum RestorationPayload: Sendable, Hashable, Codable {
  /// No value.
  case null
  /// A Boolean.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A floating-point number.
  case double(Double)
  /// A string.
  case string(String)
  /// An ordered list of values.
  case array([RestorationPayload])
  /// Values by key.
  case object([String: RestorationPayload])

  /// Decodes a JSON value: `null`, a Boolean, an integer, a number, a
  /// string, an array or an object. Arrays and objects nest as containers
  /// of the decoder, so their depth is bounded by the decoder's own limit.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` for anything else.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([RestorationPayload].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: RestorationPayload].self))
    }
  }

  /// Encodes the value as plain JSON.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

extension RestorationPayload {
  /// The value under a key of an object; `nil` for another key or another kind of value.
  ///
  /// - Parameter key: The key.
  public subscript(key: String) -> RestorationPayload? {
    guard case .object(let values) = self else { return nil }
    return values[key]
  }

  /// The integer under a key of an object.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - tag: The route's tag, named in the error.
  /// - Returns: The integer.
  /// - Throws: ``RestorationRouteError/undecodable(tag:reason:)`` when the
  ///   key is missing or holds something else.
  public func int(_ key: String, tag: String) throws(RestorationRouteError) -> Int {
    guard let value = self[key] else { throw .undecodable(tag: tag, reason: "no value for \"\(key)\"") }
    return try value.intValue(tag: tag)
  }

  /// The string under a key of an object.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - tag: The route's tag, named in the error.
  /// - Returns: The string.
  /// - Throws: ``RestorationRouteError/undecodable(tag:reason:)`` when the
  ///   key is missing or holds something else.
  public func string(_ key: String, tag: String) throws(RestorationRouteError) -> String {
    guard let value = self[key] else { throw .undecodable(tag: tag, reason: "no value for \"\(key)\"") }
    return try value.stringValue(tag: tag)
  }

  /// This value as an integer.
  ///
  /// - Parameter tag: The route's tag, named in the error.
  /// - Returns: The integer.
  /// - Throws: ``RestorationRouteError/undecodable(tag:reason:)`` for another kind of value.
  public func intValue(tag: String) throws(RestorationRouteError) -> Int {
    guard case .int(let value) = self else { throw .undecodable(tag: tag, reason: "\(self) is not an integer") }
    return value
  }

  /// This value as a floating-point number (an integer is one too).
  ///
  /// - Parameter tag: The route's tag, named in the error.
  /// - Returns: The number.
  /// - Throws: ``RestorationRouteError/undecodable(tag:reason:)`` for another kind of value.
  public func doubleValue(tag: String) throws(RestorationRouteError) -> Double {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    default: throw .undecodable(tag: tag, reason: "\(self) is not a number")
    }
  }

  /// This value as a string.
  ///
  /// - Parameter tag: The route's tag, named in the error.
  /// - Returns: The string.
  /// - Throws: ``RestorationRouteError/undecodable(tag:reason:)`` for another kind of value.
  public func stringValue(tag: String) throws(RestorationRouteError) -> String {
    guard case .string(let value) = self else { throw .undecodable(tag: tag, reason: "\(self) is not a string") }
    return value
  }

  /// This value as a Boolean.
  ///
  /// - Parameter tag: The route's tag, named in the error.
  /// - Returns: The Boolean.
  /// - Throws: ``RestorationRouteError/undecodable(tag:reason:)`` for another kind of value.
  public func boolValue(tag: String) throws(RestorationRouteError) -> Bool {
    guard case .bool(let value) = self else { throw .undecodable(tag: tag, reason: "\(self) is not a Boolean") }
    return value
  }
}

extension RestorationPayload: ExpressibleByDictionaryLiteral {
  /// An object.
  ///
  /// - Parameter elements: Its keys and values; a key given twice keeps its last value.
  public init(dictionaryLiteral elements: (String, RestorationPayload)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

extension RestorationPayload: ExpressibleByArrayLiteral {
  /// An array.
  ///
  /// - Parameter elements: Its values.
  public init(arrayLiteral elements: RestorationPayload...) {
    self = .array(elements)
  }
}

extension RestorationPayload: ExpressibleByStringLiteral {
  /// A string.
  ///
  /// - Parameter value: The string.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension RestorationPayload: ExpressibleByIntegerLiteral {
  /// An integer.
  ///
  /// - Parameter value: The integer.
  public init(integerLiteral value: Int) {
    self = .int(value)
  }
}
