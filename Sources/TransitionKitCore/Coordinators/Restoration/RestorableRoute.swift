/// A route type whose routes are saved for state restoration.
///
/// Each case that is saved has a stable tag of its own — never a type name,
/// which a refactoring changes — and carries its associated values as a
/// ``RestorationPayload``. The type has a version: raise it when a payload
/// changes shape, and migrate older payloads in
/// ``migrate(tag:payload:fromVersion:)``.
///
/// ```swift
/// enum NewsRoute: RestorableRoute {
///   case headlines, detail(Int), share
///
///   static var restorationName: String { "news" }
///   static var restorationVersion: Int { 2 }
///
///   var restorationTag: String? {
///     switch self {
///     case .headlines: "headlines"
///     case .detail: "detail"
///     case .share: nil   // a share sheet is never saved
///     }
///   }
///
///   var restorationPayload: RestorationPayload {
///     if case .detail(let id) = self { ["id": .int(id)] } else { .null }
///   }
///
///   init(restorationTag tag: String, payload: RestorationPayload) throws(RestorationRouteError) {
///     switch tag {
///     case "headlines": self = .headlines
///     case "detail": self = .detail(try payload.int("id", tag: tag))
///     default: throw .unknownTag(tag)
///     }
///   }
///
///   // Version 1 saved the article's number as a string.
///   static func migrate(
///     tag: String, payload: RestorationPayload, fromVersion version: Int
///   ) throws(RestorationRouteError) -> RestorationPayload {
///     guard tag == "detail", version == 1 else { return payload }
///     guard let id = Int(try payload.string("id", tag: tag)) else {
///       throw .migrationFailed(tag: tag, fromVersion: version, reason: "the id is not a number")
///     }
///     return ["id": .int(id)]
///   }
/// }
/// ```
///
/// A route type that does not adopt the protocol is never saved, nor is a
/// case whose ``restorationTag`` is `nil`.
public protocol RestorableRoute: Sendable {
  /// The name of the route type in saved documents; it must stay the same
  /// across versions of the app. The default is the type's name, which
  /// renaming the type changes: give a name of your own.
  static var restorationName: String { get }

  /// The version of the payloads this type writes (1 by default). Raise it
  /// when a payload changes shape.
  static var restorationVersion: Int { get }

  /// The tag of this route's case, stable across versions of the app; `nil`
  /// for a case that is never saved.
  var restorationTag: String? { get }

  /// The values this route carries (``RestorationPayload/null`` by default).
  var restorationPayload: RestorationPayload { get }

  /// Rebuilds a route from its tag and a payload of the current version.
  ///
  /// - Parameters:
  ///   - restorationTag: The tag of its case.
  ///   - payload: Its values.
  /// - Throws: ``RestorationRouteError/unknownTag(_:)`` for a tag this type
  ///   does not know (any more); ``RestorationRouteError/undecodable(tag:reason:)``
  ///   for a payload it cannot read.
  init(restorationTag: String, payload: RestorationPayload) throws(RestorationRouteError)

  /// Brings a payload saved by an older version of this type up to the
  /// current version, before ``init(restorationTag:payload:)`` reads it.
  ///
  /// The default implementation returns the payload unchanged.
  ///
  /// - Parameters:
  ///   - tag: The tag of the route's case.
  ///   - payload: The payload as it was saved.
  ///   - version: The ``restorationVersion`` it was saved with, lower than the current one.
  /// - Returns: The payload as the current version writes it.
  /// - Throws: ``RestorationRouteError/migrationFailed(tag:fromVersion:reason:)``
  ///   when the payload cannot be brought up to date.
  static func migrate(
    tag: String, payload: RestorationPayload, fromVersion version: Int
  ) throws(RestorationRouteError) -> RestorationPayload
}

extension RestorableRoute {
  /// The type's name, as `String(describing:)` writes it.
  public static var restorationName: String { String(describing: Self.self) }

  /// Version 1.
  public static var restorationVersion: Int { 1 }

  /// No values.
  public var restorationPayload: RestorationPayload { .null }

  /// The payload, unchanged.
  ///
  /// - Parameters:
  ///   - tag: The tag of the route's case.
  ///   - payload: The payload as it was saved.
  ///   - version: The version it was saved with.
  /// - Returns: `payload`.
  public static func migrate(
    tag: String, payload: RestorationPayload, fromVersion version: Int
  ) throws(RestorationRouteError) -> RestorationPayload {
    payload
  }
}

/// Why a saved route could not be rebuilt.
public enum RestorationRouteError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// No case of the route type has the tag (any more).
  case unknownTag(String)
  /// The payload could not be read.
  case undecodable(tag: String, reason: String)
  /// The payload, saved by another version of the route type, could not be
  /// brought up to date.
  case migrationFailed(tag: String, fromVersion: Int, reason: String)

  /// A sentence that names the tag and the reason.
  public var description: String {
    switch self {
    case .unknownTag(let tag): "no route has the tag \"\(tag)\""
    case .undecodable(let tag, let reason): "the payload of \"\(tag)\" cannot be read: \(reason)"
    case .migrationFailed(let tag, let version, let reason):
      "the payload of \"\(tag)\" saved by version \(version) cannot be migrated: \(reason)"
    }
  }
}

extension RestorableRoute {
  /// Rebuilds a route saved with a version, migrating its payload first when
  /// the version is older than the current one.
  static func restore(tag: String, payload: RestorationPayload, version: Int) throws(RestorationRouteError) -> Self {
    var payload = payload
    if version > restorationVersion {
      throw .migrationFailed(
        tag: tag, fromVersion: version,
        reason: "saved by version \(version), newer than this app's \(restorationVersion)")
    }
    if version < restorationVersion {
      do throws(RestorationRouteError) {
        payload = try migrate(tag: tag, payload: payload, fromVersion: version)
      } catch {
        switch error {
        case .unknownTag, .migrationFailed: throw error
        case .undecodable(_, let reason): throw .migrationFailed(tag: tag, fromVersion: version, reason: reason)
        }
      }
    }
    return try Self(restorationTag: tag, payload: payload)
  }
}
