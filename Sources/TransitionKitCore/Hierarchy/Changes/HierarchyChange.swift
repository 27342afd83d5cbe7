/// One structural change, from its start to its end.
///
/// Every operation validates its input against the current tree first (and
/// throws before touching anything), then hands its edits to
/// ``perform(_:animated:in:edits:)``, the one path of every change:
///
/// 1. **begin**: record what the window shows, apply the edits as a
///    ``HierarchyTransaction``, record what it shows now, and run the
///    will-callbacks for the difference (``AppearanceTransition``);
/// 2. **end**: run the did-callbacks and report the change to the window's
///    observers — at once, or when an animation ends; or **cancel**: undo the
///    edits and take every controller back, as a cancelled interactive
///    transition does.
///
/// A change ends at once unless a ``ChangeCapture`` is open (a transition
/// collecting the changes it animates) or the window has a
/// ``HierarchyChangeAnimator`` (an animation driver for changes made directly
/// on the model).
@MainActor
final class HierarchyChange {
  /// Where a change is in its life.
  enum State {
    /// Applied, will-callbacks run; the did-callbacks are due.
    case begun
    /// Done and reported.
    case ended
    /// Undone.
    case cancelled
  }

  // The fields set as a change begins are variables only so that a change
  // can be made again from one that ended (see `HierarchyChange+Recycling.swift`).
  /// What kind of change this is.
  @exclusivity(unchecked) var kind: HierarchyChangeKind
  /// The `animated` flag passed to the change's callbacks.
  @exclusivity(unchecked) var animated: Bool
  /// The window the change happened in, if any.
  var window: Window? { windowHandle?.object }
  /// The storage of ``window``: its handle (see ``LifetimeHandle``).
  @exclusivity(unchecked) var windowHandle: LifetimeHandle<Window>?
  /// The name of the window the change began in, while the change is under
  /// way (that window may have gone away meanwhile); `nil` for a change
  /// begun in no window. Read when asked rather than copied as every change
  /// begins.
  var windowName: String? {
    guard let windowHandle else { return nil }
    return windowHandle.object?.name ?? releasedWindowName
  }
  /// The name of the window the change began in, kept when that window went
  /// away while the change was under way (see ``noteRelease(of:)``).
  @exclusivity(unchecked) var releasedWindowName: String?
  /// Whether the change began in a window.
  var beganInAWindow: Bool { windowHandle != nil }
  // The lists below are also variables so that `deinit` can give their storage back (see `SpareLists`).
  @exclusivity(unchecked) nonisolated(unsafe) var transaction: HierarchyTransaction
  @exclusivity(unchecked) nonisolated(unsafe) var appearance: AppearanceTransition
  /// The presentation context of a present or dismiss, if any: found when
  /// asked (to describe the change or to choose its animation), not as the
  /// change begins.
  var presentationContext: ViewController? {
    // A dismissal of a chain ends with its outermost context (the one whose
    // presentation it reveals); the links above it come first.
    for edit in transaction.edits.reversed() {
      if case .setPresentation(let presenting, _, _) = edit { return presenting }
    }
    return nil
  }
  /// The change's number: changes are numbered in the order they began.
  @exclusivity(unchecked) nonisolated(unsafe) var stamp: UInt64 = 0
  /// The controllers the change touched, with their versions before and
  /// after it; empty (see ``keepsTouches``) for a change made while no
  /// renderer is attached anywhere, undoing no other change, and either made
  /// outside any transition and not handed to the window's animator, or not
  /// animated and made by a transition that no sequence accounts for (while
  /// no capture that needs touches is open): it ends at once, or with the
  /// animation of the transition's other changes, which then cannot be
  /// cancelled; no later check compares its versions, and
  /// ``touchedControllers(_:)`` reads what it touched from its edits.
  @exclusivity(unchecked) nonisolated(unsafe) var touches: [Touch] = []
  /// Whether ``touches`` lists the change's touches.
  @exclusivity(unchecked) var keepsTouches: Bool

  /// Where the change is in its life: it leaves ``State/begun`` through
  /// ``close(as:)``, which also takes it off the changes under way, and
  /// goes back to it only as it is made again (see `HierarchyChange+Recycling.swift`).
  @exclusivity(unchecked) var state = State.begun

  /// Ends the change's life as under way: it ended, or was undone.
  @inline(__always) func close(as final: State) {
    state = final
    Self.leaveUnderWay(self)
  }

  /// The captures open right now, innermost last.
  @exclusivity(unchecked) static var captures = StaticList<ChangeCapture>()
  /// The number of the last change begun anywhere.
  @exclusivity(unchecked) private static var lastStamp: UInt64 = 0

  private init(
    kind: HierarchyChangeKind,
    animated: Bool,
    window: Window?,
    transaction: HierarchyTransaction,
    appearance: AppearanceTransition,
    keepsTouches: Bool
  ) {
    self.kind = kind
    self.animated = animated
    self.transaction = transaction
    self.appearance = appearance
    self.keepsTouches = keepsTouches
    start(in: window)
  }

  /// Starts the change's life, its fields but the window's set: it is
  /// numbered, counts its touches and is under way.
  func start(in window: Window?) {
    windowHandle = window?.lifetimeHandle
    Self.lastStamp &+= 1
    stamp = Self.lastStamp
    if keepsTouches {
      touches = transaction.touches(counting: true)
    } else {
      transaction.countTouches()
    }
    window?.openChangeCount += 1
    Self.enterUnderWay(self)
  }

  /// A change with these fields: the one last recycled, if any, made again
  /// (see ``recycle(_:)``), or a new one. The transaction and the
  /// appearance are consumed: stored in the change, they are not retained
  /// once more for it.
  static func make(
    kind: HierarchyChangeKind,
    animated: Bool,
    window: Window?,
    transaction: consuming HierarchyTransaction,
    appearance: consuming AppearanceTransition,
    keepsTouches: Bool
  ) -> HierarchyChange {
    guard let change = recycled.take() else {
      return HierarchyChange(
        kind: kind, animated: animated, window: window, transaction: transaction, appearance: appearance,
        keepsTouches: keepsTouches)
    }
    change.kind = kind
    change.animated = animated
    change.transaction = transaction
    change.appearance = appearance
    change.keepsTouches = keepsTouches
    change.start(in: window)
    return change
  }

  deinit {
    // A change nobody holds any more is no longer under way, whatever its state.
    if isListedUnderWay { Self.removeUnderWay(stamp: stamp) }
    // Its lists go back to the spares, which live on the main actor: a
    // change let go of elsewhere (through options handed to another task)
    // frees them instead.
    guard MainQueue.isCurrent else { return }
    transaction.giveBackEdits()
    SpareLists.empty(&touches)
    Self.spareTouches.keep(&touches)
    appearance.giveBackControllers()
  }

  /// Whether the change is in the list of changes under way (see `HierarchyChange+UnderWay.swift`).
  @exclusivity(unchecked) nonisolated(unsafe) var isListedUnderWay = false

  // MARK: The path

  /// Applies a validated change and drives it: to its end at once, or as the
  /// open capture or the window's animator decides.
  ///
  /// - Parameters:
  ///   - kind: What kind of change this is.
  ///   - animated: The `animated` flag passed to the callbacks.
  ///   - window: The window the change happens in (`nil` outside any window:
  ///     nothing is visible there, so no callback runs).
  ///   - scope: A controller of `window`'s tree whose subtree (itself
  ///     included) holds every controller the edits touch, where the edits
  ///     only put in free controllers: what the window shows can then change
  ///     only below it. `nil` means the whole window.
  ///   - undoing: The kind of the change this one undoes, if it undoes one
  ///     (the mount stream names it so).
  ///   - heldPhases: The appearance phases other changes under way held
  ///     when the change this one undoes began: its end leaves them open.
  ///   - edits: Applies the change's edits to the transaction; it cannot fail.
  /// - Returns: The change; `nil` for a change made outside any capture
  ///   that keeps no touches (see ``touches``): it ended as soon as it was
  ///   made, nothing can look at it again, and it is offered for recycling
  ///   (see ``recycle(_:)``). A captured change is returned, begun or ended
  ///   as the capture's mode says, whether it keeps its touches or not.
  @discardableResult
  static func perform(
    _ kind: HierarchyChangeKind,
    animated: Bool,
    in window: Window?,
    scope: ViewController? = nil,
    undoing: HierarchyChangeKind? = nil,
    reopening heldPhases: [HeldAppearancePhase] = [],
    edits: (inout HierarchyTransaction) -> Void
  ) -> HierarchyChange? {
    // Taken before the callbacks, whose code may make changes of its own.
    let pendingUserAction = takePendingUserAction()
    let userAction = captures.isEmpty ? pendingUserAction ?? directUserAction(for: kind) : pendingUserAction
    // (No `Optional.map` here: a closure handed to the standard library checks the actor.)
    let cause: MountCause = if let undoing { .undo(undoing) } else { .change(kind, userAction: userAction) }
    // How the change is driven is decided as it is made: the will-callbacks
    // cannot open a capture that outlives them, and an animator they install
    // animates the changes made after them.
    let capture = captures.last?.mode
    let animator = capture == nil && animated ? window?.changeAnimator : nil
    // A captured change keeps its touches when it may animate (and so be
    // cancelled) or when a capture needs them (see `ChangeCapture.keepsTouches`).
    let keepsTouches =
      (capture != nil && (animated || anOpenCaptureKeepsTouches)) || animator != nil || undoing != nil
      || MountPublisher.isAnyActive
    var change = begin(
      kind, animated: animated, in: window, scope: scope, cause: cause, keepsTouches: keepsTouches, edits: edits)
    change.userAction = userAction
    change.phasesToReopen = heldPhases
    if let capture {
      captures.modify { captures in
        for index in captures.indices { captures[index].changes.append(change) }
      }
      if capture == .record { change.end() }
    } else {
      change.isDirect = true
      if let animator {
        animator.animate(change)
      } else if !change.keepsTouches {
        change.end()
        recycle(&change)
        return nil
      } else {
        change.end()
      }
    }
    return change
  }

  /// The appearance phases held by other changes under way among the
  /// controllers the change moved, when it began (usually none).
  @exclusivity(unchecked) var heldPhases: [HeldAppearancePhase] = []
  /// The held phases an undo's end leaves open (see ``HeldAppearancePhase``).
  @exclusivity(unchecked) var phasesToReopen: [HeldAppearancePhase] = []

  /// Whether a held phase references the change weakly (see
  /// ``HeldAppearancePhase/holder``): such a change is never recycled.
  @exclusivity(unchecked) var isHeldWeakly = false
  /// Whether the change was made directly on the model, outside any transition.
  @exclusivity(unchecked) var isDirect = false
  /// The user's gesture that made the change, when the user made it.
  @exclusivity(unchecked) var userAction: UserAction?
  /// Whether the ended change took a controller out, once a report of it
  /// was made to tell (see ``takesControllersOut``, ``markDepartures()``):
  /// every observer that asks would make the report again.
  @exclusivity(unchecked) var tookControllersOut: Bool?

  private static func begin(
    _ kind: HierarchyChangeKind,
    animated: Bool,
    in window: Window?,
    scope: ViewController?,
    cause: MountCause,
    keepsTouches: Bool,
    edits: (inout HierarchyTransaction) -> Void
  ) -> HierarchyChange {
    // Whether the walk reaches the scope does not depend on what lies below it: it holds throughout.
    var scopeIsReached: Bool?
    if let scope { scopeIsReached = Visibility.isReached(scope, in: window) }
    var before = EntryBuffer.borrow()
    var after = EntryBuffer.borrow()
    appendVisibleEntries(in: window, scope: scope, isReached: scopeIsReached, to: &before)
    #if DEBUG
      let wholeBefore = Visibility.entries(in: window)
    #endif
    var transaction = HierarchyTransaction()
    edits(&transaction)
    appendVisibleEntries(in: window, scope: scope, isReached: scopeIsReached, to: &after)
    let appearance = AppearanceTransition(
      order: kind.appearanceOrder, before: before.entries, after: after.entries, animated: animated)
    #if DEBUG
      let whole = wholeBefore.withUnsafeBufferPointer { wholeBefore in
        Visibility.entries(in: window).withUnsafeBufferPointer { wholeAfter in
          AppearanceTransition(
            order: kind.appearanceOrder, before: wholeBefore, after: wholeAfter, animated: animated)
        }
      }
      assert(
        whole.appearing.elementsEqual(appearance.appearing, by: ===)
          && whole.disappearing.elementsEqual(appearance.disappearing, by: ===),
        "The walk below the scope of a \(kind) missed a controller whose visibility changed")
    #endif
    // Given back before any callback runs: a change the callbacks make borrows them again.
    before.giveBack()
    after.giveBack()
    appearance.recordVisibility(in: window)
    let change = make(
      kind: kind, animated: animated, window: window, transaction: transaction, appearance: appearance,
      keepsTouches: keepsTouches)
    // A phase is held by another change under way: with none, there is none to look for.
    if !change.appearance.isEmpty, underWayCount > 1 {
      change.heldPhases = HeldAppearancePhase.phases(movedBy: change.appearance)
    }
    // Renderers mount the change before its will-callbacks run.
    if MountPublisher.isAnyActive {
      MountPublisher.publish(
        cause, isAnimated: animated, animation: animated ? MountPublisher.animation(of: change) : nil,
        in: change.windowsOfTouchedControllers())
    }
    change.runCallbacks { $0.begin() }
    return change
  }

  /// Appends the visible entries of the window, or of the scope's subtree only.
  private static func appendVisibleEntries(
    in window: Window?, scope: ViewController?, isReached: Bool?, to entries: inout EntryBuffer
  ) {
    guard scope != nil, let isReached else { return Visibility.append(in: window, to: &entries) }
    guard isReached, let scope else { return }
    Visibility.append(from: scope, to: &entries)
  }

  /// Whether a controller is visible in the window it is in now.
  static func isVisible(_ controller: ViewController) -> Bool {
    controller.visibleWindow != nil
  }

  /// Runs the did-callbacks and reports the change, if it is under way.
  func end() {
    guard state == .begun else { return }
    close(as: .ended)
    do {
      // Read once for both; read again after the callbacks, which may let the window go.
      let callbackWindow = window
      callbackWindow?.openChangeCount -= 1
      #if DEBUG
        let oracle = VisibilityOracle()
      #endif
      let phases = phasesToReopen
      phasesToReopen = []
      runCallbacks(in: callbackWindow) { appearance in
        appearance.end(reopening: phases) { controller in
          #if DEBUG
            assert(Self.isVisible(controller) == oracle.isVisible(controller), "Kept visibility is out of date")
          #endif
          return Self.isVisible(controller)
        }
      }
    }
    // The nodes the change took out are destroyed once the window's changes have ended.
    if MountPublisher.isAnyActive {
      MountPublisher.publish(.ended, isAnimated: false, in: windowsOfTouchedControllers())
    }
    // Before the report: observers may look at how controllers left at once.
    markDepartures()
    // Let go of after the reports (see `Window.takeObjectKeptWithReplacedRoot()`).
    let keptWithReplacedRoot = kind == .setRoot ? window?.takeObjectKeptWithReplacedRoot() : nil
    if let window {
      if window.hasObservers { window.deliver(self) }
      // A free tree may have come into the window: its observers move along.
      if FreeTreeChanges.hasObservers { FreeTreeChanges.deliver(self, inWindow: true) }
      // (In the same block: each reading of the window retains it.)
      if isDirect {
        window.emit {
          let report = HierarchyChangeReport(self)
          return .modelChanged(
            ModelChangeRecord(
              kind: kind, removed: report.removedControllers.map(\.displayName),
              inserted: report.insertedControllers.map(\.displayName), animated: animated))
        }
      }
    } else if FreeTreeChanges.hasObservers {
      FreeTreeChanges.deliver(self, inWindow: false)
    }
    _ = consume keptWithReplacedRoot
    window?.changeDidClose()
  }

  /// Whether ``undo()`` undid this change.
  @exclusivity(unchecked) var isUndone = false

  /// Whether the change is under way (neither ended nor undone).
  var isUnderWay: Bool { state == .begun }
}
