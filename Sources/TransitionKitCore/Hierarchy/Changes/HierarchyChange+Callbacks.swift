extension HierarchyChange {
  /// Runs appearance callbacks in the change's window (see
  /// ``runCallbacks(in:evenIfEmpty:_:)``).
  func runCallbacks(evenIfEmpty: Bool = false, _ body: (AppearanceTransition) -> Void) {
    runCallbacks(in: window, evenIfEmpty: evenIfEmpty, body)
  }

  /// Runs appearance callbacks with a window marked busy, then settles the
  /// controllers touched by changes made from inside those callbacks.
  func runCallbacks(
    in window: Window?, evenIfEmpty: Bool = false, _ body: (AppearanceTransition) -> Void
  ) {
    guard evenIfEmpty || !appearance.isEmpty else { return }
    guard let window else {
      // The window was released while the change was under way (a change
      // made outside any window has no appearance to run): its controllers
      // are out of sight, and the phases the change began still end, so
      // every callback stays balanced; no log is left to receive them.
      guard !appearance.isEmpty else { return }
      ViewController.whileLeavingReleasedWindow { body(appearance) }
      return
    }
    if window.isRunningCallbacks || window.appearanceDeferrals > 0 {
      // A change made from inside an appearance callback, or while callbacks
      // are deferred: its edits are in; its callbacks are settled once the
      // outer callbacks are done, or the deferral is over.
      window.pendingAppearance.append(contentsOf: appearance.disappearing + appearance.appearing)
      return
    }
    window.isRunningCallbacks = true
    // The storage saved and restored as it is: read out, the window would be retained.
    let outerEventWindow = Self.storedEventWindow
    let outerEventChange = Self.eventChangeStamp
    Self.eventWindow = window
    Self.eventChangeStamp = stamp
    body(appearance)
    window.settlePendingAppearance()
    Self.storedEventWindow = outerEventWindow
    Self.eventChangeStamp = outerEventChange
    window.isRunningCallbacks = false
  }

  /// Settles the controllers whose callbacks were deferred in a window, as
  /// the callbacks of one change: each ends appeared or disappeared, as it
  /// is visible now, with one balanced pair of callbacks at most.
  static func settleDeferredAppearance(in window: Window) {
    guard !window.isRunningCallbacks else { return }
    window.isRunningCallbacks = true
    let outerEventWindow = storedEventWindow
    eventWindow = window
    window.settlePendingAppearance()
    storedEventWindow = outerEventWindow
    window.isRunningCallbacks = false
  }

  /// The window whose appearance callbacks are running: lifecycle events go to its log.
  private(set) static var eventWindow: Window? {
    get { storedEventWindow?.takeUnretainedValue() }
    set { storedEventWindow = newValue.map(Unmanaged.passUnretained) }
  }
  /// The storage of ``eventWindow``, unretained rather than weak: it is set
  /// only while the code that set it holds the window, and set back before
  /// that code returns.
  @exclusivity(unchecked) private static var storedEventWindow: Unmanaged<Window>?
  /// The stamp of the change whose appearance callbacks are running (0 for none).
  @exclusivity(unchecked) private(set) static var eventChangeStamp: UInt64 = 0

  /// Runs code whose lifecycle callbacks (a view loaded for a controller
  /// about to be put into a window's tree) belong to a window's log.
  static func logging<Result>(to window: Window?, _ body: () -> Result) -> Result {
    guard let window, eventWindow == nil else { return body() }
    eventWindow = window
    defer { eventWindow = nil }
    return body()
  }
}
