extension HierarchyChange {
  /// Runs `body` and returns every change it made.
  ///
  /// - Parameters:
  ///   - mode: ``ChangeCapture/Mode/deferEnd`` leaves the changes begun, for
  ///     the caller to end (or cancel) when its animation is over;
  ///     ``ChangeCapture/Mode/record`` ends them as usual and only records them.
  ///   - keepsTouches: Whether the changes keep their touches for the caller
  ///     (see ``ChangeCapture/keepsTouches``).
  ///   - body: The code whose changes are captured.
  static func capturing(
    _ mode: ChangeCapture.Mode,
    keepingTouches keepsTouches: Bool = true,
    _ body: () throws(TransitionError) -> Void
  ) throws(TransitionError) -> [HierarchyChange] {
    captures.append(ChangeCapture(mode: mode, keepsTouches: keepsTouches))
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
    let open = captures.elements
    captures.elements = []
    defer { captures.elements = open }
    body()
  }

  /// Whether an open capture needs the touches of the changes begun now.
  @inline(__always) static var anOpenCaptureKeepsTouches: Bool {
    captures.contains { $0.keepsTouches }
  }
}
