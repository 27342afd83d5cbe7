extension Storyboard {
  /// The storyboard as one SVG document, without a final line break.
  ///
  /// Steps read left to right, ``columns`` a row: each one a card with its
  /// number and caption above its wireframe (scaled to the card), and an
  /// arrow into it labelled with its ``Step/label``. A failed step's card is
  /// outlined in red with `failed: …` under it, an undone step's in orange
  /// dashes with `undone: …`.
  public var svg: String {
    let cardWidth = 300
    let cardHeight = 320
    let arrowWidth = 120
    let margin = 16
    let header = 36
    let cellWidth = arrowWidth + cardWidth
    let rows = (steps.count + Self.columns - 1) / Self.columns
    let width = margin * 2 + cellWidth * Swift.min(Swift.max(steps.count, 1), Self.columns)
    let height = header + margin + rows * (cardHeight + margin)
    var body: [String] = [
      "<text x=\"\(margin)\" y=\"24\" font-size=\"18\" font-weight=\"bold\" fill=\"#1c1c1e\">"
        + "\(XMLText.escaped(XMLText.fitted(title, width: width - 2 * margin, size: 18)))</text>"
    ]
    for (index, step) in steps.enumerated() {
      let column = index % Self.columns
      let row = index / Self.columns
      let x = margin + column * cellWidth
      let y = header + row * (cardHeight + margin)
      body.append("<g class=\"step\" id=\"step-\(index + 1)\">")
      body.append(contentsOf: Self.arrow(label: step.label, x: x, y: y + cardHeight / 2, width: arrowWidth))
      body.append(
        contentsOf: Self.card(step, number: index + 1, x: x + arrowWidth, y: y, width: cardWidth, height: cardHeight))
      body.append("</g>")
    }
    return WireframeRenderer.document(width: width, height: height, title: title, body: body)
  }

  /// How many steps a row of the SVG holds.
  public static let columns = 4

  /// An arrow pointing right, with its label over it on up to three lines.
  static func arrow(label: String?, x: Int, y: Int, width: Int) -> [String] {
    var lines = [
      "<line x1=\"\(x + 8)\" y1=\"\(y)\" x2=\"\(x + width - 10)\" y2=\"\(y)\" stroke=\"#3a3a3c\" stroke-width=\"2\"/>",
      "<polygon points=\"\(x + width - 4),\(y) \(x + width - 14),\(y - 6) \(x + width - 14),\(y + 6)\" fill=\"#3a3a3c\"/>",
    ]
    guard let label else { return lines }
    let wrapped = wrap(label, width: width - 12, size: 10, lines: 3)
    for (offset, line) in wrapped.enumerated() {
      let lineY = y - 8 - (wrapped.count - 1 - offset) * 12
      lines.append(
        "<text x=\"\(x + width / 2)\" y=\"\(lineY)\" font-size=\"10\" text-anchor=\"middle\" fill=\"#3a3a3c\" "
          + "class=\"label\">\(XMLText.escaped(line))</text>")
    }
    return lines
  }

  /// A step's card: its number and caption, its wireframe, its mark.
  static func card(_ step: Step, number: Int, x: Int, y: Int, width: Int, height: Int) -> [String] {
    let (stroke, dash, markColor): (String, String, String) =
      switch step.outcome {
      case .completed: ("#c6c6c8", "", "#3a3a3c")
      case .failed: ("#ff3b30", "", "#ff3b30")
      case .undone: ("#ff9500", " stroke-dasharray=\"6 4\"", "#c93400")
      }
    let strokeWidth = step.outcome == .completed ? 1 : 3
    var lines = [
      "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" rx=\"10\" fill=\"#fafafa\" "
        + "stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"\(dash)/>"
    ]
    var caption = SVGCanvas()
    caption.text(
      "\(number). \(step.caption)", x: x + 10, y: y + 20, size: 12, width: width - 20, anchor: "start", bold: true,
      extra: "class=\"caption\"")
    lines.append(contentsOf: caption.lines)
    let drawing = WireframeRenderer(step.wireframe).draw()
    let pictureTop = y + 28
    let markHeight = step.outcome == .completed ? 0 : 20
    let pictureHeight = height - 28 - 6 - markHeight
    lines.append(
      "<svg x=\"\(x + 6)\" y=\"\(pictureTop)\" width=\"\(width - 12)\" height=\"\(pictureHeight)\" "
        + "viewBox=\"0 0 \(drawing.width) \(drawing.height)\">")
    lines.append(contentsOf: drawing.canvas.lines)
    lines.append("</svg>")
    if step.outcome != .completed {
      var mark = SVGCanvas()
      mark.text(
        step.outcome.mark, x: x + 10, y: y + height - 10, size: 11, width: width - 20, anchor: "start",
        fill: markColor, bold: true, extra: "class=\"outcome\"")
      lines.append(contentsOf: mark.lines)
    }
    return lines
  }

  /// A text cut into lines of about `width` points, at spaces when it can,
  /// at most `lines` of them (the last one shortened with `…`).
  static func wrap(_ text: String, width: Int, size: Int, lines limit: Int) -> [String] {
    guard limit > 0 else { return [] }
    let perLine = Swift.max(width / Swift.max(size * 6 / 10, 1), 1)
    var lines: [String] = []
    var current = ""
    let words = XMLText.fitted(text, width: perLine * limit * size * 6 / 10 + size, size: size)
      .split(separator: " ", omittingEmptySubsequences: true)
    for word in words {
      var word = String(word)
      while word.count > perLine {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(perLine)))
        word = String(word.dropFirst(perLine))
      }
      if current.isEmpty {
        current = word
      } else if current.count + 1 + word.count <= perLine {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty { lines.append(current) }
    guard lines.count > limit else { return lines }
    var kept = Array(lines.prefix(limit))
    kept[limit - 1] = XMLText.fitted(kept[limit - 1] + " " + lines[limit], width: width, size: size)
    if !kept[limit - 1].hasSuffix("…") { kept[limit - 1] = String(kept[limit - 1].prefix(perLine - 1)) + "…" }
    return kept
  }
}
