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
  /// Reads bytes, not characters: the delimiters are all ASCII.
  init?(_ text: String) {
    let bytes = Array(text.utf8)
    var end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
    var queryRange = end..<end
    if let mark = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) {
      queryRange = (mark + 1)..<end
      end = mark
    }
    var start = 0
    scheme = ""
    if let colon = bytes[..<end].firstIndex(of: UInt8(ascii: ":")),
      !bytes[..<colon].contains(UInt8(ascii: "/"))
    {
      let candidate = bytes[..<colon]
      guard let first = candidate.first, Self.isLetter(first),
        candidate.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) || "+-.".utf8.contains($0) })
      else { return nil }
      scheme = String(decoding: candidate, as: UTF8.self).lowercased()
      start = colon + 1
    }
    host = ""
    if end - start >= 2, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") {
      start += 2
      let authorityEnd = bytes[start..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
      var authority = bytes[start..<authorityEnd]
      if let at = authority.lastIndex(of: UInt8(ascii: "@")) { authority = authority[(at + 1)...] }
      if let colon = authority.lastIndex(of: UInt8(ascii: ":")), authority.last != UInt8(ascii: "]") {
        authority = authority[..<colon]
      }
      guard let decoded = Self.decode(authority) else { return nil }
      host = decoded.lowercased()
      start = authorityEnd
    }
    var segments: [String] = []
    for piece in bytes[start..<end].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      guard let decoded = Self.decode(piece) else { return nil }
      segments.append(decoded)
    }
    self.segments = segments
    var query: [(name: String, value: String)] = []
    for item in bytes[queryRange].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
      guard let name = Self.decode(item[..<equals], plusIsSpace: true),
        let value = equals < item.endIndex ? Self.decode(item[(equals + 1)...], plusIsSpace: true) : ""
      else { return nil }
      query.append((name, value))
    }
    self.query = query
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
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
  static func decode(_ text: ArraySlice<UInt8>, plusIsSpace: Bool = false) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count)
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      index += 1
      switch byte {
      case UInt8(ascii: "%"):
        guard index + 1 < text.endIndex, let high = hexValue(text[index]), let low = hexValue(text[index + 1]) else {
          return nil
        }
        bytes.append(high << 4 | low)
        index += 2
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

  /// Decodes the escapes of a template's literal text.
  static func decode(_ text: Substring) -> String? {
    decode(ArraySlice(text.utf8))
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

  /// The value of a hexadecimal digit, either case.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
