import TransitionKitCore

extension HierarchySnapshot {
  /// The tree on one line, in a form a test can write by hand, such as
  /// `Tabs[*Nav[Home, Detail], Nav[Users]] ▸ sheet Nav[Settings]`.
  ///
  /// A window snapshot reads as its root controller's compact form (see
  /// `ControllerSnapshot/compact`), and as an empty
  /// string when the window has no root. The window itself, visibility and
  /// appearance states are left out: the compact form says what is where.
  public var compact: String {
    root?.compact ?? ""
  }

  /// Whether the snapshot's compact form is the given one, ignoring
  /// differences in spaces.
  ///
  /// Runs of spaces and line breaks count as one space, and spaces next to
  /// `[`, `]`, `,`, `*`, `(`, `)` and `▸` do not count, so
  /// `"Tabs[ *Nav[Home,Detail] ]▸sheet Nav[Settings]"` matches
  /// `Tabs[*Nav[Home, Detail]] ▸ sheet Nav[Settings]`.
  ///
  /// ```swift
  /// #expect(window.snapshot.matches(compact: "Nav[Home, Detail] ▸ sheet Settings"))
  /// ```
  ///
  /// - Parameter compact: The expected compact form (see ``compact``).
  /// - Returns: `true` when the compact forms are the same but for spaces.
  public func matches(compact: String) -> Bool {
    Self.normalizedCompact(self.compact) == Self.normalizedCompact(compact)
  }

  /// A compact form with its spaces made canonical: no space at either end
  /// or next to punctuation, and a single space elsewhere.
  static func normalizedCompact(_ compact: String) -> String {
    let punctuation: Set<Character> = ["[", "]", ",", "*", "(", ")", "▸"]
    var result = ""
    var hasPendingSpace = false
    for character in compact {
      if character.isWhitespace {
        hasPendingSpace = true
        continue
      }
      if hasPendingSpace, let last = result.last, !punctuation.contains(last), !punctuation.contains(character) {
        result.append(" ")
      }
      hasPendingSpace = false
      result.append(character)
    }
    return result
  }
}

extension ControllerSnapshot {
  /// This controller and everything below it on one line, in a form a test
  /// can write by hand, such as `Tabs[*Nav[Home, Detail], Nav[Users]] ▸ sheet Nav[Settings]`.
  ///
  /// The rules:
  /// - A controller is its `displayName`, as error messages and event logs
  ///   name it: its title; an untitled one is named by its kind: `Nav` for a
  ///   navigation controller, `Tabs` for a tab bar controller, `Pages` for a
  ///   page view controller, `Split` for a split view controller, and its
  ///   type name for any other controller.
  /// - A collapsed split view controller is followed by ` (collapsed)`.
  /// - Children follow in brackets, separated by `, `: the navigation stack
  ///   from its root, the tabs, the visible pages, the primary then the
  ///   secondary column, or the embedded children. A controller without
  ///   children has no brackets.
  /// - The selected tab is prefixed with `*`.
  /// - What a controller presents follows it (after its children) as
  ///   ` ▸ <style> <controller>`, where the style is `sheet` for
  ///   `automatic`, `pageSheet` and `formSheet`, and otherwise the style's
  ///   name: `fullScreen`, `overFullScreen`, `currentContext`,
  ///   `overCurrentContext` or `popover`. A chain of presentations reads
  ///   left to right: `Nav[Home] ▸ sheet Settings ▸ fullScreen Player`.
  ///
  /// Titles are written as they are, so a title holding one of the
  /// characters above reads ambiguously; name such controllers differently
  /// in tests.
  ///
  /// The form is built without recursion, in time and space proportional
  /// to its length, however deep the tree.
  public var compact: String {
    /// What is left to write: a controller's form after a prefix, or text alone.
    enum Work {
      case controller(ControllerSnapshot, prefix: String)
      case text(String)
    }
    var text = ""
    var pending = [Work.controller(self, prefix: "")]
    while let work = pending.popLast() {
      switch work {
      case .text(let closing):
        text += closing
      case .controller(let snapshot, let prefix):
        text += prefix + snapshot.displayName
        if snapshot.isCollapsed == true { text += " (collapsed)" }
        // Last pushed, first written: the children in brackets, then what it presents.
        if let presented = snapshot.presented {
          if case .presented(let style) = presented.role {
            pending.append(.controller(presented, prefix: " ▸ \(Self.compactName(of: style)) "))
          } else {
            pending.append(.controller(presented, prefix: " ▸ "))
          }
        }
        guard !snapshot.children.isEmpty else { continue }
        text += "["
        pending.append(.text("]"))
        for (index, child) in snapshot.children.enumerated().reversed() {
          let separator = index > 0 ? ", " : ""
          let star = snapshot.kind == .tabBar && index == snapshot.selectedIndex ? "*" : ""
          pending.append(.controller(child, prefix: separator + star))
        }
      }
    }
    return text
  }

  /// How a presentation style reads in a compact form: `sheet` for the sheet
  /// styles, otherwise the style's name.
  private static func compactName(of style: ModalPresentationStyle) -> String {
    switch style {
    case .automatic, .pageSheet, .formSheet: "sheet"
    case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .popover: style.rawValue
    }
  }
}
