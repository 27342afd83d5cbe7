/// Why a ``LinkTable`` could not be built: a pattern that cannot be read, or
/// patterns that do not go together.
public struct LinkDefinitionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Error, Hashable, Sendable {
    /// The template cannot be read (where, and the text).
    case badTemplate(String)
    /// A name is given to two captures, or to a capture and a query parameter.
    case duplicateName(String)
    /// A wildcard tail is not the template's last segment.
    case tailNotLast(String)
    /// A parameter type is given for a name the template does not capture.
    case unknownParameter(String)
    /// Another pattern has the same shape (its template).
    case duplicate(of: String)
    /// Another pattern matches some of the same URLs, with no rule to
    /// choose (its template).
    case ambiguous(with: String)
    /// A sample's values make no destination, print no URL, or do not parse
    /// back into the same destination (the sample, and what went wrong).
    case sampleFails(LinkValues, String)
  }

  /// The template of the pattern at fault.
  public let template: String
  /// What is wrong with it.
  public let reason: Reason

  /// Creates an error.
  public init(template: String, reason: Reason) {
    self.template = template
    self.reason = reason
  }

  /// The error in a sentence.
  public var description: String {
    let what: String =
      switch reason {
      case .badTemplate(let place): "cannot be read at \(place)"
      case .duplicateName(let name): "names \(name) twice"
      case .tailNotLast(let name): "has its tail {\(name)...} before its end"
      case .unknownParameter(let name): "gives a type to \(name), which it does not capture"
      case .duplicate(let other): "has the same shape as \(other)"
      case .ambiguous(let other): "matches some URLs that \(other) matches too"
      case .sampleFails(let values, let problem): "fails its sample \(values): \(problem)"
      }
    return "Link pattern \(template) \(what)."
  }
}

/// Why a URL matched no pattern of a ``LinkTable``: each candidate pattern,
/// and why it did not match.
public struct LinkMatchFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why one pattern did not match.
  public enum Reason: Error, Hashable, Sendable {
    /// The URL's scheme is not one the pattern accepts.
    case schemeNotAccepted(String)
    /// The URL's host is not one the pattern accepts.
    case hostNotAccepted(String)
    /// A literal segment differs (its position from 1, what the pattern
    /// wants, what the URL has; empty when the URL ends before).
    case literalMismatch(position: Int, expected: String, found: String)
    /// A capture's text is not of its type (name, text, type).
    case badParameter(name: String, text: String, expected: String)
    /// A required query parameter is missing.
    case missingQueryParameter(String)
    /// The URL has more segments than the pattern (how many the pattern has).
    case tooManySegments(Int)
    /// The URL has fewer segments than the pattern (how many the pattern has).
    case tooFewSegments(Int)
    /// The pattern's values make no destination.
    case refusedByPattern
  }

  /// One pattern that did not match, and why.
  public struct Candidate: Hashable, Sendable {
    /// The pattern's template.
    public let template: String
    /// Why it did not match.
    public let reason: Reason
  }

  /// The URL, as given.
  public let url: String
  /// The patterns that could have matched, and why each did not. Empty when
  /// the text is not a URL.
  public let candidates: [Candidate]
  /// Whether the text could not even be read as a URL (a broken escape).
  public let isMalformed: Bool

  /// The failure in a few lines.
  public var description: String {
    guard !isMalformed else { return "\(url) is not a URL." }
    guard !candidates.isEmpty else { return "\(url) matches no link pattern." }
    return "\(url) matches no link pattern:\n"
      + candidates.map { "- \($0.template): \(Self.describe($0.reason))" }.joined(separator: "\n")
  }

  private static func describe(_ reason: Reason) -> String {
    switch reason {
    case .schemeNotAccepted(let scheme): "scheme \"\(scheme)\" not accepted"
    case .hostNotAccepted(let host): "host \"\(host)\" not accepted"
    case .literalMismatch(let position, let expected, let found):
      found.isEmpty
        ? "segment \(position) should be \"\(expected)\", the URL ends before"
        : "segment \(position) is \"\(found)\", not \"\(expected)\""
    case .badParameter(let name, let text, let expected): "\(name) is \"\(text)\", not a \(expected)"
    case .missingQueryParameter(let name): "query parameter \(name) is missing"
    case .tooManySegments(let count): "the URL has more than \(count) segments"
    case .tooFewSegments(let count): "the URL has fewer than \(count) segments"
    case .refusedByPattern: "its values make no destination"
    }
  }
}
