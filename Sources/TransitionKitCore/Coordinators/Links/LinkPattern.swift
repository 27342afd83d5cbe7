/// One URL pattern of a ``LinkTable``, and how its values make a
/// destination and come back out of one.
///
/// A template is a path: literal segments, captures in braces, and at the
/// end a wildcard tail that takes every remaining segment:
///
/// ```swift
/// enum Destination: Hashable, Sendable { case article(Int, sort: String), files(String) }
/// let article = LinkPattern<Destination>(
///   "/news/{id}", schemes: ["myapp"], parameters: ["id": .int], query: ["sort": .init(.string, default: "new")],
///   samples: [["id": 7, "sort": "top"]],
///   make: { values in .article(values.int("id") ?? 0, sort: values.string("sort") ?? "new") },
///   values: { destination in
///     guard case .article(let id, let sort) = destination else { return nil }
///     return ["id": id, "sort": sort]
///   })
/// let files = LinkPattern<Destination>(
///   "/files/{path...}", make: { .files($0.string("path") ?? "") },
///   values: { if case .files(let path) = $0 { ["path": path] } else { nil } })
/// ```
///
/// A capture's type is given in `parameters` (a string when it is not); a
/// wildcard tail is a string of the remaining segments joined by `/`.
/// Schemes and hosts are compared without case; an empty set accepts any.
public struct LinkPattern<Destination: Hashable & Sendable>: Sendable {
  /// One part of a template's path.
  enum Segment: Hashable, Sendable {
    /// Text that must be there, as it is.
    case literal(String)
    /// A typed value, by name.
    case capture(String, LinkParameterType)
    /// Every remaining segment (at least one), by name.
    case tail(String)
  }

  /// The template, as written.
  public let template: String
  /// The schemes accepted (lowercased), the first one printed; empty accepts any.
  public let schemes: [String]
  /// The hosts accepted (lowercased), the first one printed; empty accepts any.
  public let hosts: [String]
  /// The query parameters the pattern reads, by name.
  public let query: [String: LinkQueryParameter]
  /// Values to check the pattern with when the table is built: each must
  /// make a destination that prints back into a URL that parses back into it.
  public let samples: [LinkValues]
  let segments: [Segment]
  /// Why the template cannot be read, if it cannot.
  let templateError: LinkDefinitionError.Reason?
  let make: @Sendable (LinkValues) -> Destination?
  let values: @Sendable (Destination) -> LinkValues?

  /// Creates a pattern.
  /// - Parameters:
  ///   - template: The path, with `{name}` captures and an optional
  ///     `{name...}` tail at the end.
  ///   - schemes: The schemes accepted (`myapp`, `https`), the first one
  ///     printed; empty accepts any, and prints none.
  ///   - hosts: The hosts accepted (`example.com`), the first one printed;
  ///     empty accepts any, and prints none.
  ///   - parameters: The types of the captures (a string when not given).
  ///   - query: The query parameters read, with their types and defaults.
  ///   - samples: Values to check the pattern with when the table is built.
  ///   - make: Makes the destination of the values read; `nil` refuses them.
  ///   - values: The values of a destination, when this pattern prints it; `nil` otherwise.
  public init(
    _ template: String,
    schemes: [String] = [],
    hosts: [String] = [],
    parameters: [String: LinkParameterType] = [:],
    query: [String: LinkQueryParameter] = [:],
    samples: [LinkValues] = [],
    make: @escaping @Sendable (LinkValues) -> Destination?,
    values: @escaping @Sendable (Destination) -> LinkValues?
  ) {
    self.template = template
    self.schemes = schemes.map { $0.lowercased() }
    self.hosts = hosts.map { $0.lowercased() }
    self.query = query
    self.samples = samples
    self.make = make
    self.values = values
    switch Self.read(template, parameters: parameters, query: query) {
    case .success(let segments):
      self.segments = segments
      templateError = nil
    case .failure(let reason):
      segments = []
      templateError = reason
    }
  }

  /// Reads a template into segments.
  private static func read(
    _ template: String, parameters: [String: LinkParameterType], query: [String: LinkQueryParameter]
  ) -> Result<[Segment], LinkDefinitionError.Reason> {
    var segments: [Segment] = []
    var names = Set<String>()
    let pieces = template.split(separator: "/", omittingEmptySubsequences: true)
    for (index, piece) in pieces.enumerated() {
      guard piece.hasPrefix("{") else {
        guard !piece.contains("{"), !piece.contains("}"), let literal = LinkURL.decode(piece) else {
          return .failure(.badTemplate("segment \(index + 1), \"\(piece)\""))
        }
        segments.append(.literal(literal))
        continue
      }
      guard piece.hasSuffix("}"), piece.count > 2 else {
        return .failure(.badTemplate("segment \(index + 1), \"\(piece)\""))
      }
      var name = String(piece.dropFirst().dropLast())
      let isTail = name.hasSuffix("...")
      if isTail { name = String(name.dropLast(3)) }
      guard !name.isEmpty, !name.contains("{"), !name.contains("}") else {
        return .failure(.badTemplate("segment \(index + 1), \"\(piece)\""))
      }
      guard names.insert(name).inserted, query[name] == nil else { return .failure(.duplicateName(name)) }
      if isTail {
        guard index == pieces.count - 1 else { return .failure(.tailNotLast(name)) }
        segments.append(.tail(name))
      } else {
        segments.append(.capture(name, parameters[name] ?? .string))
      }
    }
    if let unused = parameters.keys.sorted().first(where: { !names.contains($0) }) {
      return .failure(.unknownParameter(unused))
    }
    return .success(segments)
  }
}

/// A query parameter a ``LinkPattern`` reads: its type, and its value when
/// the URL has none (a parameter without one is required).
public struct LinkQueryParameter: Sendable, Hashable {
  /// The parameter's type.
  public let type: LinkParameterType
  /// The value when the URL has none; `nil` makes the parameter required.
  public let defaultValue: LinkValue?

  /// A parameter.
  /// - Parameters:
  ///   - type: Its type.
  ///   - defaultValue: Its value when the URL has none; without one, the
  ///     parameter is required. A URL printed with the default leaves it out.
  public init(_ type: LinkParameterType, default defaultValue: (any Hashable & Sendable)? = nil) {
    self.type = type
    self.defaultValue = defaultValue.map { LinkValue($0) }
  }
}
