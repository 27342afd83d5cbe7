/// A rectangle in whole points, as pictures lay them out: whole numbers keep
/// the output the same bytes on every machine.
struct PictureBox: Hashable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  /// The box without `inset` points on every side (never narrower than 0).
  func insetBy(_ inset: Int) -> PictureBox {
    PictureBox(
      x: x + inset, y: y + inset, width: Swift.max(width - 2 * inset, 0), height: Swift.max(height - 2 * inset, 0))
  }

  /// The horizontal middle.
  var midX: Int { x + width / 2 }
  /// The bottom edge.
  var maxY: Int { y + height }
}

/// SVG elements written one a line, with every text escaped for XML.
struct SVGCanvas {
  /// The elements, in drawing order.
  private(set) var lines: [String] = []

  /// Adds a rectangle.
  mutating func rect(
    _ box: PictureBox, fill: String, stroke: String? = nil, radius: Int = 0, extra: String = ""
  ) {
    var attributes = "x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" height=\"\(box.height)\""
    if radius > 0 { attributes += " rx=\"\(radius)\"" }
    attributes += " fill=\"\(fill)\""
    if let stroke { attributes += " stroke=\"\(stroke)\"" }
    if !extra.isEmpty { attributes += " " + extra }
    lines.append("<rect \(attributes)/>")
  }

  /// Adds a line of text: its characters escaped, shortened to fit `width`.
  mutating func text(
    _ text: String, x: Int, y: Int, size: Int, width: Int, anchor: String = "middle", fill: String = "#1c1c1e",
    bold: Bool = false, extra: String = ""
  ) {
    let fitted = XMLText.fitted(text, width: width, size: size)
    var attributes = "x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" text-anchor=\"\(anchor)\" fill=\"\(fill)\""
    if bold { attributes += " font-weight=\"bold\"" }
    if !extra.isEmpty { attributes += " " + extra }
    lines.append("<text \(attributes)>\(XMLText.escaped(fitted))</text>")
  }

  /// Adds a straight line.
  mutating func line(fromX: Int, fromY: Int, toX: Int, toY: Int, stroke: String, extra: String = "") {
    let attributes = "x1=\"\(fromX)\" y1=\"\(fromY)\" x2=\"\(toX)\" y2=\"\(toY)\" stroke=\"\(stroke)\""
    lines.append("<line \(attributes)\(extra.isEmpty ? "" : " " + extra)/>")
  }

  /// Adds a circle.
  mutating func circle(centerX: Int, centerY: Int, radius: Int, fill: String) {
    lines.append("<circle cx=\"\(centerX)\" cy=\"\(centerY)\" r=\"\(radius)\" fill=\"\(fill)\"/>")
  }

  /// Adds an element written by the caller, which escaped its text.
  mutating func raw(_ element: String) {
    lines.append(element)
  }

  /// Adds every element of another canvas.
  mutating func append(_ other: SVGCanvas) {
    lines.append(contentsOf: other.lines)
  }
}
