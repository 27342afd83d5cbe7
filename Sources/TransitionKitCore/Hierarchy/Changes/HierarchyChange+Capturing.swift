extension HierarchyChange {
  /// Runs `body` and returns every change it made.
  ///
  /// - Parameters:
  ///   - mode: ``ChangeCapture/Mode/deferEnd`` leaves the changes begun, for
  ///     the caller to end (or cancel) when its animation is over;
  ///     ``ChangeCapture/Mode/record`` ends them as usual and only records them.
  ///   - body: The code whose changes are captured.
  static func capturing(
    _ mode: ChangeCapture.Mode,
    _ body: () throws(TransitionError) -> Void
  ) throws(TransitionError) -> [HierarchyChange] {
    captures.append(ChangeCapture(mode: mode))
    do {
      try body()
    } catch {
      captures.removeLast()
      throw error
    }
    // The body opens and closes its own captures, and puts back those it
    // set aside (`withoutCaptures(_:)`): the last one is this one.
    return captures.removeLast().changes
  }

  /// Runs `body` with no capture open, so that its changes end as usual and
  /// are recorded nowhere (used to undo changes).
  static func withoutCaptures(_ body: () -> Void) {
    let open = captures
    captures = []
    defer { captures = open }
    body()
  }
}
