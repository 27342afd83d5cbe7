/// The parts of a URL a link table reads: scheme, host, path segments and
/// query items, percent-decoded. Parsed by hand, without Foundation, so
/// that any text is read the same way everywhere and never traps.
struct LinkURL: Hashable, Sendable {
  /// The scheme, lowercased (`myapp`, `https`); empty when the text has none.
  var scheme: String
  /// The host, lowercased; empty when the text has none.
  var host: String
  /// The path's segments, percent-decoded, empty ones left out.
  var segments: [String]
  /// The query's items, percent-decoded (`+` is a space), in order.
  var query: [(name: String, value: String)]

  static func == (lhs: LinkURL, rhs: LinkURL) -> Bool {
    lhs.scheme == rhs.scheme && lhs.host == rhs.host && lhs.segments == rhs.segments
      && lhs.query.elementsEqual(rhs.query) { $0.name == $1.name && $0.value == $1.value }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(scheme)
    hasher.combine(host)
    hasher.combine(segments)
    for item in query {
      hasher.combine(item.name)
      hasher.combine(item.value)
    }
  }

  init(scheme: String, host: String, segments: [String], query: [(name: String, value: String)]) {
    self.scheme = scheme
    self.host = host
    self.segments = segments
    self.query = query
  }

  /// Reads a URL's text; `nil` when it is not one (a scheme with characters
  /// a scheme cannot have, say, or a percent escape that is not UTF-8).
  init?(_ text: String) {
    var rest = Substring(text)
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    var queryText: Substring = ""
    if let mark = rest.firstIndex(of: "?") {
      queryText = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    }
    scheme = ""
    if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
      let candidate = rest[..<colon]
      guard let first = candidate.first, first.isASCII, first.isLetter,
        candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
      else { return nil }
      scheme = candidate.lowercased()
      rest = rest[rest.index(after: colon)...]
    }
    host = ""
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end = rest.firstIndex(of: "/") ?? rest.endIndex
      var authority = rest[..<end]
      if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
      if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") { authority = authority[..<colon] }
      guard let decoded = Self.decode(authority) else { return nil }
      host = decoded.lowercased()
      rest = rest[end...]
    }
    var segments: [String] = []
    for piece in rest.split(separator: "/", omittingEmptySubsequences: true) {
      guard let decoded = Self.decode(piece) else { return nil }
      segments.append(decoded)
    }
    self.segments = segments
    var query: [(name: String, value: String)] = []
    for item in queryText.split(separator: "&", omittingEmptySubsequences: true) {
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = Self.decode(pair[0], plusIsSpace: true),
        let value = pair.count > 1 ? Self.decode(pair[1], plusIsSpace: true) : ""
      else { return nil }
      query.append((name, value))
    }
    self.query = query
  }

  /// The URL as text: scheme, host, percent-encoded path and query.
  var text: String {
    var text = ""
    if !scheme.isEmpty { text += scheme + ":" }
    if !host.isEmpty || !scheme.isEmpty { text += "//" + Self.encode(host) }
    text += "/" + segments.map { Self.encode($0) }.joined(separator: "/")
    if !query.isEmpty {
      text += "?" + query.map { Self.encode($0.name) + "=" + Self.encode($0.value) }.joined(separator: "&")
    }
    return text
  }

  // MARK: Percent-encoding

  /// Decodes `%XX` escapes (and `+` as a space, in a query); `nil` for a
  /// broken escape or bytes that are not UTF-8.
  static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String? {
    guard text.contains("%") || (plusIsSpace && text.contains("+")) else { return String(text) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
          return nil
        }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+") where plusIsSpace:
        bytes.append(UInt8(ascii: " "))
      default:
        bytes.append(byte)
      }
    }
    // Only valid UTF-8 is text (a repaired string would not print back the same).
    var decoder = UTF8()
    var scalars = bytes.makeIterator()
    while true {
      switch decoder.decode(&scalars) {
      case .scalarValue: continue
      case .emptyInput: return String(decoding: bytes, as: UTF8.self)
      case .error: return nil
      }
    }
  }

  /// Encodes every byte but the unreserved ones (letters, digits, `-._~`).
  static func encode(_ text: String) -> String {
    guard !text.utf8.allSatisfy(isUnreserved) else { return text }
    var encoded = ""
    for byte in text.utf8 {
      if isUnreserved(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
      }
    }
    return encoded
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
