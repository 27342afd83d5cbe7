extension FlowDiagram {
  /// The diagram as a Graphviz DOT graph, left to right.
  ///
  /// Each screen is a node `n0`, `n1`, … (in the order of ``screens``) with
  /// its name as its label; each edge carries its ``Edge/caption``. Quotes and
  /// backslashes in names are escaped with a backslash, line breaks written as
  /// `\n`. The text has no trailing newline.
  ///
  /// ```text
  /// digraph Flow {
  ///   rankdir=LR;
  ///   n0 [label="Headlines"];
  ///   n1 [label="Article 42"];
  ///   n0 -> n1 [label="detail(42) · push"];
  ///   n1 -> n0 [label="pop"];
  /// }
  /// ```
  public var graphviz: String {
    var lines = ["digraph Flow {", "  rankdir=LR;"]
    for (index, screen) in screens.enumerated() {
      lines.append("  n\(index) [label=\"\(Self.graphvizEscaped(screen))\"];")
    }
    let identifiers = nodeIdentifiers
    for edge in edges {
      // Every edge joins two of the screens: the builder adds both ends first.
      let source = identifiers[edge.from, default: "?"]
      let target = identifiers[edge.to, default: "?"]
      lines.append("  \(source) -> \(target) [label=\"\(Self.graphvizEscaped(edge.caption))\"];")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// Text made safe inside a quoted DOT string.
  static func graphvizEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n", "\r\n", "\r": escaped += "\\n"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
