/// A headless window: it holds one root view controller and decides whether
/// anything in that tree is visible.
///
/// A hierarchy outside a window is legal (tests build them freely), but
/// nothing in it is visible and no appearance callback runs. Once the window
/// is made key and visible, its visible path appears:
///
/// ```swift
/// let window = Window()
/// try window.setRootViewController(tabs)
/// window.makeKeyAndVisible()   // tabs, the selected tab and its top appear
/// print(window.snapshot)
/// ```
///
/// Windows are independent of each other: making one key does not hide or
/// resign another.
@MainActor
public final class Window: LifetimeHandled {
  /// A name for the window, shown in snapshots.
  public let name: String
  /// The window's size, in points.
  public var bounds: Rect

  @exclusivity(unchecked) var storedRoot: ViewController?
  /// A number no other window or controller made in this process has (see
  /// ``ViewController/serial``).
  let serial = Serial.next()
  /// What references to the window that do not keep it alive hold (see
  /// ``Unretained``).
  let lifetimeHandle = LifetimeHandle<Window>()
  @exclusivity(unchecked) var visibility = WindowVisibility.hidden
  /// Whether appearance callbacks of a change are running on this window.
  @exclusivity(unchecked) var isRunningCallbacks = false
  /// Controllers touched by changes made from inside callbacks, to settle.
  @exclusivity(unchecked) var pendingAppearance: [ViewController] = []
  /// Above 0 while the appearance callbacks of changes wait for the end of
  /// a change made of many (a restoration): only the end result's
  /// difference is called back then.
  @exclusivity(unchecked) var appearanceDeferrals = 0
  /// Values the layers above the hierarchy keep on this window.
  @exclusivity(unchecked) var attachments = Attachments()
  /// Runs the animations of changes made directly on the model; `nil` ends them at once.
  @exclusivity(unchecked) var changeAnimator: (any HierarchyChangeAnimator)?
  /// The number of changes begun in this window and not yet ended or cancelled.
  @exclusivity(unchecked) var openChangeCount = 0
  /// The publisher of the window's mount stream, while something observes it.
  @exclusivity(unchecked) var mountPublisher: MountPublisher?
  /// The revision of the window's last mount transaction (0 before the
  /// first): revisions go on increasing when the window is observed again.
  /// A renderer sends the revision it last applied with each report of what
  /// the user did.
  @exclusivity(unchecked) public internal(set) var mountRevision: UInt64 = 0
  /// Actions waiting for no change to be open in this window.
  @exclusivity(unchecked) private var closedChangeActions: [@MainActor () -> Void] = []
  /// An object the window keeps alive while a controller is its root (see
  /// ``keepAlive(_:whileRootIs:)``).
  @exclusivity(unchecked) private var keptWithRoot: (object: AnyObject, root: ViewController)?

  /// Keeps an object alive while `root` is this window's root controller (a
  /// coordinator set as the window's root): the object is let go when a
  /// change of root ends with another root. It replaces the object kept before.
  func keepAlive(_ object: AnyObject, whileRootIs root: ViewController) {
    let previous = keptWithRoot
    keptWithRoot = (object, root)
    // Let go of once the assignment is over: a deinit may run code (not in
    // `withExtendedLifetime`, whose closure would check the actor).
    _ = consume previous
  }

  /// Takes out the object kept with the root once the root is another
  /// controller (called by the change path when a change of root ends, which
  /// lets go of it after the change's reports: its `deinit` may change the
  /// tree again, and that change's reports come after these). The window
  /// checks this itself rather than observe its own changes: an observer
  /// would make every change in the window build a report.
  func takeObjectKeptWithReplacedRoot() -> AnyObject? {
    guard let kept = keptWithRoot, kept.root !== storedRoot else { return nil }
    keptWithRoot = nil
    return kept.object
  }

  /// Runs an action once no change is open in this window: at once when none is.
  func whenNoChangeIsOpen(_ action: @escaping @MainActor () -> Void) {
    guard openChangeCount > 0 else { return action() }
    closedChangeActions.append(action)
  }

  /// Runs the waiting actions once the last open change has ended or been
  /// undone (called by the change path, after its callbacks and reports).
  @inline(__always) func changeDidClose() {
    // Told inline: every change asks, and almost always nothing waits.
    guard openChangeCount == 0, !closedChangeActions.isEmpty else { return }
    runClosedChangeActions()
  }

  /// Runs the actions waiting for no change to be open, once each.
  private func runClosedChangeActions() {
    let actions = closedChangeActions
    closedChangeActions.removeAll()
    for action in actions { action() }
  }
  /// The observers of this window's events (held weakly).
  @exclusivity(unchecked) var eventObservations: [WeakEventObservation] = []
  /// The observers of this window's changes (held weakly).
  @exclusivity(unchecked) var observations: [WeakObservation] = []
  /// How many of ``observations`` are live, kept by the observations themselves.
  let liveObservations = ObservationCounter()

  /// Creates a hidden window with no root.
  /// - Parameters:
  ///   - name: A name shown in snapshots.
  ///   - bounds: The window's size (an iPhone's screen by default).
  public init(name: String = "Window", bounds: Rect = Rect(x: 0, y: 0, width: 393, height: 852)) {
    self.name = name
    self.bounds = bounds
    lifetimeHandle.object = self
  }

  /// A window released while visible takes its tree out of sight, as UIKit
  /// does when a window goes away: every visible controller disappears.
  ///
  /// The tree is free from then on: a change that a disappearance callback
  /// makes is a change outside every window. The library's observations
  /// that asked for it are told (see ``reportRelease(mayHaveDetached:)``)
  /// once the callbacks ran and the window let go of its fields. When no
  /// edit took a controller out of a tree meanwhile (anywhere: the count is
  /// global), they are told after the object kept with the root went too,
  /// and a coordinator tree that goes away with the window is not told at
  /// all; otherwise, before that object goes, so that a whole tree checks
  /// what it lost.
  isolated deinit {
    // First: from here on, references to the window read `nil`; the
    // changes under way in it keep its name.
    lifetimeHandle.object = nil
    HierarchyChange.noteRelease(of: self)
    if !eventObservations.isEmpty { Self.eventObservedWindowCount -= 1 }
    // Edits alone, applied on the main actor: controllers released on other
    // threads meanwhile do not count.
    let detachments = HierarchyEdit.editDetachmentCount
    disappearVisibleControllers()
    // What the window holds goes in the order of its fields, as it would
    // after this body, with the object kept with the root after the others
    // that hold objects: a queue's waiting jobs and actions run while that
    // object is still kept. (Releasing the root is no edit: it does not count.)
    storedRoot = nil
    pendingAppearance = []
    attachments = Attachments()
    changeAnimator = nil
    mountPublisher = nil
    closedChangeActions = []
    let mayHaveDetached = HierarchyEdit.editDetachmentCount != detachments
    if mayHaveDetached { reportRelease(mayHaveDetached: true) }
    let kept = keptWithRoot
    keptWithRoot = nil
    _ = consume kept
    if !mayHaveDetached { reportRelease(mayHaveDetached: false) }
  }

  /// Runs the disappearance callbacks of the controllers visible in the
  /// window as it is released.
  private func disappearVisibleControllers() {
    // In a borrowed buffer: an array's buffer is read through a closure,
    // which would check the actor once more.
    var visible = EntryBuffer.borrow()
    Visibility.append(in: self, to: &visible)
    let leaving =
      visible.count == 0
      ? nil
      : AppearanceTransition(
        order: .navigation, before: visible.entries, after: UnsafeBufferPointer(start: nil, count: 0),
        animated: false)
    // Given back before any callback runs: a change the callbacks make borrows it again.
    visible.giveBack()
    guard let leaving else { return }
    // The controllers' window is going away: no event log can receive their
    // callbacks, and looking for one would walk each controller's ancestors.
    ViewController.whileLeavingReleasedWindow {
      leaving.begin()
      leaving.end { _ in false }
    }
  }

  /// The window's root view controller.
  public var rootViewController: ViewController? { storedRoot }

  /// Whether the window is the key window (it was made key and visible and
  /// not hidden since).
  public var isKeyWindow: Bool { visibility == .keyAndVisible }

  /// Whether the window is hidden. A new window is hidden until
  /// ``makeKeyAndVisible()``.
  public var isHidden: Bool { !visibility.isVisible }

  /// Replaces the window's root view controller.
  ///
  /// The old root's tree (with whatever it presents) leaves the window; when
  /// the window is visible it disappears and the new tree appears. Setting the
  /// current root again does nothing.
  ///
  /// - Parameters:
  ///   - controller: The new root, or `nil` to empty the window.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when `controller` is
  ///   already somewhere in a hierarchy; the controller's
  ///   ``ViewController/initializationError`` when building it failed.
  public func setRootViewController(_ controller: ViewController?, animated: Bool = false) throws(TransitionError) {
    if controller === storedRoot { return }
    if let failure = controller?.initializationFailure { throw failure.error }
    if let controller, !controller.isFree { throw .alreadyInHierarchy(controller.displayName) }
    try controller?.validateNotLeaving(for: self)
    let old = storedRoot
    HierarchyChange.perform(.setRoot, animated: animated, in: self) { transaction in
      transaction.apply(.setRoot(self, from: old, to: controller))
    }
  }

  /// Makes the window key and visible, so its visible path appears.
  public func makeKeyAndVisible() {
    let old = visibility
    guard old != .keyAndVisible else { return }
    HierarchyChange.perform(.showWindow, animated: false, in: self) { transaction in
      transaction.apply(.setWindowVisibility(self, from: old, to: .keyAndVisible))
    }
  }

  /// Hides the window, so everything visible in it disappears.
  public func hide() {
    let old = visibility
    guard old != .hidden else { return }
    HierarchyChange.perform(.hideWindow, animated: false, in: self) { transaction in
      transaction.apply(.setWindowVisibility(self, from: old, to: .hidden))
    }
  }
}

/// Whether a window shows its tree.
enum WindowVisibility {
  case hidden
  case keyAndVisible

  var isVisible: Bool {
    switch self {
    case .hidden: false
    case .keyAndVisible: true
    }
  }
}
