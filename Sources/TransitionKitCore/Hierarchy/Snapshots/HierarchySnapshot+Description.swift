extension HierarchySnapshot: CustomStringConvertible {
  /// The tree, indented, one controller a line.
  ///
  /// Each line shows the controller's role (`root`, `[i]` in a stack,
  /// `tab i` with `*` on the selected tab, `page i`, `primary`/`secondary`,
  /// `embedded`, `presented (style)`), its type name and title, container
  /// details (the selected index, collapsed — with `secondary from [i]` when
  /// the secondary sits on the primary stack from index `i` —, double-sided), and `· visible`
  /// when it is visible. An appearance state that does not match visibility
  /// (only possible while a change is under way) is shown too.
  ///
  /// The tree is indented down to level 64 (the root is level 0). Deeper
  /// controllers are not indented further: each deeper line is drawn at the
  /// indentation of level 64 and starts with its level, such as
  /// `└─ (level 65) presented (fullScreen): ViewController "Modal 64"`, so
  /// that the description of a deep tree grows in proportion to its number
  /// of controllers rather than to that number times its depth.
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
    if let collapsePoint { details.append("secondary from [\(collapsePoint)]") }
    if isDoubleSided == true { details.append("double-sided") }
    if !details.isEmpty { text += " (\(details.joined(separator: ", ")))" }
    if isVisible { text += " · visible" }
    let settled: AppearanceState = isVisible ? .appeared : .disappeared
    if appearanceState != settled { text += " · \(appearanceState.rawValue)" }
    return text
  }

  /// The deepest level whose lines are indented further than the level
  /// above; deeper lines are indented as this level's and start with their level.
  static let deepestIndentedLevel = 64

  /// Appends this snapshot's tree, one line per controller, without
  /// recursion (a modal chain may be arbitrarily deep).
  fileprivate func appendTree(
    to lines: inout [String],
    indent: String,
    branch: String,
    continuation: String,
    isSelectedTab: Bool
  ) {
    var pending = [
      (
        snapshot: self, indent: indent, branch: branch, continuation: continuation, isSelectedTab: isSelectedTab,
        level: 0
      )
    ]
    while let entry = pending.popLast() {
      let snapshot = entry.snapshot
      let level = entry.level > Self.deepestIndentedLevel ? "(level \(entry.level)) " : ""
      lines.append(entry.indent + entry.branch + level + snapshot.line(isSelectedTab: entry.isSelectedTab))
      var below = snapshot.children.enumerated().map {
        ($0.element, snapshot.kind == .tabBar && $0.offset == snapshot.selectedIndex)
      }
      if let presented = snapshot.presented { below.append((presented, false)) }
      let childIndent =
        entry.level < Self.deepestIndentedLevel ? entry.indent + entry.continuation : entry.indent
      for (offset, item) in below.enumerated().reversed() {
        let isLast = offset == below.count - 1
        pending.append(
          (
            snapshot: item.0, indent: childIndent, branch: isLast ? "└─ " : "├─ ",
            continuation: isLast ? "   " : "│  ", isSelectedTab: item.1, level: entry.level + 1
          ))
      }
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
