extension FlowDiagram {
  /// The diagram as a Mermaid flowchart, left to right.
  ///
  /// Each screen is a node `n0`, `n1`, … (in the order of ``screens``) whose
  /// label is the screen's name in quotes; each edge carries its
  /// ``Edge/caption`` in quotes. Quotes, `<` and `>` in names are written as
  /// Mermaid entities (`#quot;`, `#lt;`, `#gt;`), line breaks as `<br/>`. The
  /// text has no trailing newline.
  ///
  /// ```text
  /// flowchart LR
  ///   n0["Headlines"]
  ///   n1["Article 42"]
  ///   n0 -->|"detail(42) · push"| n1
  ///   n1 -->|"pop"| n0
  /// ```
  public var mermaid: String {
    var lines = ["flowchart LR"]
    for (index, screen) in screens.enumerated() {
      lines.append("  n\(index)[\"\(Self.mermaidEscaped(screen))\"]")
    }
    let identifiers = nodeIdentifiers
    for edge in edges {
      // Every edge joins two of the screens: the builder adds both ends first.
      let source = identifiers[edge.from, default: "?"]
      let target = identifiers[edge.to, default: "?"]
      lines.append("  \(source) -->|\"\(Self.mermaidEscaped(edge.caption))\"| \(target)")
    }
    return lines.joined(separator: "\n")
  }

  /// Text made safe inside a quoted Mermaid label.
  static func mermaidEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "#quot;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      case "\n", "\r\n", "\r": escaped += "<br/>"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
