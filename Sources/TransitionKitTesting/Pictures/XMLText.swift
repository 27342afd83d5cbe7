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
  /// Pictures have no font metrics: each character counts as a share of the
  /// size close to a sans-serif font's (``widthInTenths(of:)``), and `…` as
  /// a whole size.
  static func fitted(_ text: String, width: Int, size: Int) -> String {
    let size = Swift.max(size, 1)
    let limit = Swift.max(width, 0) * 10
    let ellipsis = size * 10
    var total = 0
    var line = ""
    // How many characters fit with room left for the ellipsis.
    var fittingWithEllipsis = 0
    for character in text {
      let shown: Character = character.isNewline || character == "\t" ? " " : character
      total += size * widthInTenths(of: shown)
      if total > limit { return String(line.prefix(fittingWithEllipsis)) + "…" }
      line.append(shown)
      if total <= limit - ellipsis { fittingWithEllipsis += 1 }
    }
    return line
  }

  /// How wide a character is, in tenths of the font size: 3 for narrow
  /// letters, punctuation and spaces, 5 for other lower-case letters, 6 for
  /// digits, 7 for upper-case letters, 8 for `m` and `w`, 9 for `M` and `W`,
  /// and 10 for anything else (wide scripts, symbols, emoji).
  static func widthInTenths(of character: Character) -> Int {
    switch character {
    case "i", "l", "j", "t", "f", "r", ".", ",", ":", ";", "'", "|", "!", "(", ")", " ", "[", "]": 3
    case "m", "w": 8
    case "M", "W": 9
    case "a"..."z": 5
    case "0"..."9": 6
    case "A"..."Z": 7
    default: 10
    }
  }
}
