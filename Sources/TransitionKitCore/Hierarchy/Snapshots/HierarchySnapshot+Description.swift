extension HierarchySnapshot: CustomStringConvertible {
  /// The tree, indented, one controller a line.
  ///
  /// Each line shows the controller's role (`root`, `[i]` in a stack,
  /// `tab i` with `*` on the selected tab, `page i`, `primary`/`secondary`,
  /// `embedded`, `presented (style)`), its type name and title, container
  /// details (the selected index, collapsed, double-sided), and `· visible`
  /// when it is visible. An appearance state that does not match visibility
  /// (only possible while a change is under way) is shown too.
  public var description: String {
    var lines: [String] = []
    if let window {
      lines.append("Window \"\(window.name)\"\(window.isKeyAndVisible ? " (key, visible)" : " (hidden)")")
      if let root {
        root.appendTree(to: &lines, indent: "", branch: "└─ ", continuation: "   ", isSelectedTab: false)
      } else {
        lines.append("└─ (no root view controller)")
      }
    } else if let root {
      root.appendTree(to: &lines, indent: "", branch: "", continuation: "", isSelectedTab: false)
    } else {
      lines.append("(empty)")
    }
    return lines.joined(separator: "\n")
  }
}

extension ControllerSnapshot: CustomStringConvertible {
  /// This controller's line: role, kind, title and state.
  public var description: String { line(isSelectedTab: false) }

  private func line(isSelectedTab: Bool) -> String {
    var text = role.label + (isSelectedTab ? " *" : "") + ": " + typeName
    if let title { text += " \"\(title)\"" }
    var details: [String] = []
    if kind == .tabBar { details.append(selectedIndex.map { "selected \($0)" } ?? "no selection") }
    if isCollapsed == true { details.append("collapsed") }
    if isDoubleSided == true { details.append("double-sided") }
    if !details.isEmpty { text += " (\(details.joined(separator: ", ")))" }
    if isVisible { text += " · visible" }
    let settled: AppearanceState = isVisible ? .appeared : .disappeared
    if appearanceState != settled { text += " · \(appearanceState.rawValue)" }
    return text
  }

  fileprivate func appendTree(
    to lines: inout [String],
    indent: String,
    branch: String,
    continuation: String,
    isSelectedTab: Bool
  ) {
    lines.append(indent + branch + line(isSelectedTab: isSelectedTab))
    var below = children.enumerated().map { ($0.element, kind == .tabBar && $0.offset == selectedIndex) }
    if let presented { below.append((presented, false)) }
    for (offset, entry) in below.enumerated() {
      let isLast = offset == below.count - 1
      entry.0.appendTree(
        to: &lines,
        indent: indent + continuation,
        branch: isLast ? "└─ " : "├─ ",
        continuation: isLast ? "   " : "│  ",
        isSelectedTab: entry.1
      )
    }
  }
}

extension HierarchyRole {
  /// How the role reads in a printed tree.
  var label: String {
    switch self {
    case .root: "root"
    case .stackItem(let index): "[\(index)]"
    case .tab(let index): "tab \(index)"
    case .page(let index): "page \(index)"
    case .column(let column): column.rawValue
    case .embedded: "embedded"
    case .presented(let style): "presented (\(style.rawValue))"
    }
  }
}
