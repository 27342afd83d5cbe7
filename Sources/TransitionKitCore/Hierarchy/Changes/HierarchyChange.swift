/// The one path every structural change takes.
///
/// An operation validates its input against the current tree first (and
/// throws before touching anything), then hands a description of its edits to
/// ``perform(_:animated:in:edits:)``, which:
///
/// 1. records what the window shows before,
/// 2. applies the edits as a ``HierarchyTransaction``,
/// 3. records what the window shows after, and
/// 4. runs the appearance callbacks for the difference, in the order of the
///    change's kind: the will-callbacks when the change starts, the
///    did-callbacks when it ends.
///
/// Without an animation driver a change ends as soon as it starts. The
/// returned ``HierarchyChange`` keeps the transaction and the appearance
/// transition, which is all a later animated, queued or cancelled change needs.
@MainActor
struct HierarchyChange {
  let kind: HierarchyChangeKind
  let transaction: HierarchyTransaction
  let appearance: AppearanceTransition

  /// Applies a validated change and drives its appearance callbacks to the end.
  ///
  /// - Parameters:
  ///   - kind: What kind of change this is.
  ///   - animated: The `animated` flag passed to the callbacks.
  ///   - window: The window the change happens in (`nil` outside any window:
  ///     nothing is visible there, so no callback runs).
  ///   - edits: Applies the change's edits to the transaction. It must not throw
  ///     or fail: validation happened before.
  @discardableResult
  static func perform(
    _ kind: HierarchyChangeKind,
    animated: Bool,
    in window: Window?,
    edits: (inout HierarchyTransaction) -> Void
  ) -> HierarchyChange {
    let before = Visibility.entries(in: window)
    var transaction = HierarchyTransaction()
    edits(&transaction)
    let after = Visibility.entries(in: window)
    let appearance = AppearanceTransition(
      order: kind.appearanceOrder, before: before, after: after, animated: animated)
    let change = HierarchyChange(kind: kind, transaction: transaction, appearance: appearance)
    guard let window, !appearance.isEmpty else { return change }

    if window.isRunningCallbacks {
      // A change made from inside an appearance callback: its edits are in;
      // its callbacks are settled once the outer change's callbacks are done.
      window.pendingAppearance.append(contentsOf: appearance.disappearing + appearance.appearing)
      return change
    }
    window.isRunningCallbacks = true
    defer { window.isRunningCallbacks = false }
    appearance.begin()
    appearance.end(visible: Visibility.visibleSet(in: window))
    window.settlePendingAppearance()
    return change
  }
}

extension Window {
  /// Settles the controllers touched by changes made from inside callbacks,
  /// until no such change is left.
  func settlePendingAppearance() {
    while !pendingAppearance.isEmpty {
      let touched = pendingAppearance
      pendingAppearance.removeAll()
      let visible = Visibility.visibleSet(in: self)
      let goingAway = touched.filter { !visible.contains(ObjectIdentifier($0)) }
      let comingIn = touched.filter { visible.contains(ObjectIdentifier($0)) }
      for controller in goingAway { controller.settleAppearance(isVisible: false, animated: false) }
      for controller in comingIn { controller.settleAppearance(isVisible: true, animated: false) }
    }
  }
}
