extension HierarchyChange {
  /// The controller the change shows: the first that appears, else the
  /// presentation context of a present or dismiss (what a sheet dismissal reveals).
  var destination: ViewController? { appearance.appearing.first ?? presentationContext }

  /// The controller the change takes away: the first that disappears (the
  /// topmost layer first), else the presentation context (the presenter of a sheet).
  var source: ViewController? { appearance.disappearing.first ?? presentationContext }

  /// The change that speaks for a group begun together: the first that shows
  /// or hides something, else the first.
  @inline(__always) static func primary(of changes: [HierarchyChange]) -> HierarchyChange? {
    // One change, the usual group, speaks for itself (told inline).
    if changes.count == 1 { return changes[0] }
    return primary(ofMany: changes)
  }

  /// ``primary(of:)`` for a group of none or several.
  private static func primary(ofMany changes: [HierarchyChange]) -> HierarchyChange? {
    for change in changes where !change.appearance.isEmpty { return change }
    return changes.first
  }
}
