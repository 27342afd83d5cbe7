/// Text made safe for XML, SVG and HTML.
enum XMLText {
  /// The text with `&`, `<`, `>`, `"` and `'` written as entities, and every
  /// character XML 1.0 does not allow (control characters other than tab,
  /// line feed and carriage return, U+FFFE and U+FFFF) replaced with U+FFFD,
  /// so that any title gives a document a parser accepts.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if isAllowed(scalar) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\u{FFFD}"
        }
      }
    }
    return result
  }

  /// Whether XML 1.0 allows a character (a Swift scalar is never a surrogate).
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value >= 0x20 && value != 0xFFFE && value != 0xFFFF
  }

  /// The text on one line (line breaks and tabs as spaces), shortened with
  /// `…` to about what fits in `width` points at a font size.
  ///
  /// Pictures have no font metrics: a character counts as 0.6 of the size,
  /// which is about the average width of a sans-serif font.
  static func fitted(_ text: String, width: Int, size: Int) -> String {
    let oneLine = String(
      text.map { character -> Character in
        character.isNewline || character == "\t" ? " " : character
      })
    let characterWidth = Swift.max(size * 6 / 10, 1)
    let limit = Swift.max(width / characterWidth, 1)
    guard oneLine.count > limit else { return oneLine }
    return String(oneLine.prefix(Swift.max(limit - 1, 0))) + "…"
  }
}
