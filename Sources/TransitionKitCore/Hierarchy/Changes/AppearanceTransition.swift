/// The appearance callbacks of one change: which controllers appear, which
/// disappear, and in which order the two sides are called.
///
/// A transition is begun when the change is applied (the will-callbacks),
/// then either ended when its animation finishes (the did-callbacks) or
/// cancelled (each side goes back, as UIKit does for a cancelled interactive
/// transition). Both go through each controller's appearance state machine,
/// so callbacks stay balanced whatever happens in between.
@MainActor
struct AppearanceTransition {
  let order: AppearanceOrder
  /// The appearing controllers, then the disappearing ones, in one list: a
  /// change makes one array for both sides rather than one each.
  private(set) var controllers: [ViewController]
  /// Where the disappearing controllers begin in ``controllers``.
  private let disappearingStart: Int
  let animated: Bool

  /// Controllers that become visible: lower presentation layers first,
  /// containers before their children.
  var appearing: ArraySlice<ViewController> { controllers[..<disappearingStart] }
  /// Controllers that stop being visible: the topmost presentation layer first,
  /// containers before their children.
  var disappearing: ArraySlice<ViewController> { controllers[disappearingStart...] }

  /// Where the appearing controllers are in ``controllers``. The change
  /// path walks these ranges of the list itself: a slice of it would retain
  /// the list on every walk.
  private var appearingRange: Range<Int> { 0..<disappearingStart }
  /// Where the disappearing controllers are in ``controllers``.
  private var disappearingRange: Range<Int> { disappearingStart..<controllers.count }

  init(
    order: AppearanceOrder, before: UnsafeBufferPointer<VisibleEntry>, after: UnsafeBufferPointer<VisibleEntry>,
    animated: Bool
  ) {
    self.order = order
    self.animated = animated
    var controllers = HierarchyChange.spareControllers.take()
    if !Self.appendControllers(of: after, notIn: before, layersAscending: true, to: &controllers) {
      controllers += Self.stableSorted(Self.entries(after, notIn: before), layersAscending: true)
    }
    disappearingStart = controllers.count
    if !Self.appendControllers(of: before, notIn: after, layersAscending: false, to: &controllers) {
      controllers += Self.stableSorted(Self.entries(before, notIn: after), layersAscending: false)
    }
    self.controllers = controllers
  }

  /// Appends the controllers of `entries` that are not among `others`, in
  /// order, when their layers already go the right way (they come in walk
  /// order, where layers rarely go the other way).
  ///
  /// - Returns: Whether it did; when the layers do not go the right way, or
  ///   the lists are too long to compare by scanning, it appends nothing.
  private static func appendControllers(
    of entries: UnsafeBufferPointer<VisibleEntry>, notIn others: UnsafeBufferPointer<VisibleEntry>,
    layersAscending: Bool,
    to controllers: inout [ViewController]
  ) -> Bool {
    guard entries.count * others.count <= 256 else { return false }
    // Plain loops: closures here would check the actor on every call.
    let start = controllers.count
    var lastLayer: Int?
    for entry in entries {
      var isOther = false
      for other in others where other.controller === entry.controller {
        isOther = true
        break
      }
      if isOther { continue }
      if let lastLayer, layersAscending ? entry.layer < lastLayer : entry.layer > lastLayer {
        controllers.removeSubrange(start...)
        return false
      }
      lastLayer = entry.layer
      // (Asked only when a list, usually a spare one, has too little room:
      // the reservation would check its uniqueness first.)
      if controllers.isEmpty, controllers.capacity < entries.count + others.count {
        controllers.reserveCapacity(entries.count + others.count)
      }
      controllers.append(entry.controller)
    }
    return true
  }

  /// The entries of `entries` whose controller is not among `others`, in order.
  private static func entries(
    _ entries: UnsafeBufferPointer<VisibleEntry>, notIn others: UnsafeBufferPointer<VisibleEntry>
  ) -> [VisibleEntry] {
    // A change usually touches a handful of controllers: below a few dozen,
    // scanning beats building a set.
    // (Plain loops: closures here would check the actor on every call.)
    var kept: [VisibleEntry] = []
    if entries.count * others.count <= 256 {
      for entry in entries {
        var isOther = false
        for other in others where other.controller === entry.controller {
          isOther = true
          break
        }
        if !isOther { kept.append(entry) }
      }
      return kept
    }
    var otherIDs = Set<ObjectIdentifier>()
    for other in others { otherIDs.insert(ObjectIdentifier(other.controller)) }
    for entry in entries where !otherIDs.contains(ObjectIdentifier(entry.controller)) { kept.append(entry) }
    return kept
  }

  /// Gives the storage of the list of controllers back for a later
  /// transition to fill (see ``SpareLists``), leaving it empty.
  nonisolated mutating func giveBackControllers() {
    SpareLists.empty(&controllers)
    HierarchyChange.spareControllers.keep(&controllers)
  }

  /// Records the new visibility on the controllers (``ViewController/visibleWindow``):
  /// the appearing ones are visible in `window`, the disappearing ones nowhere.
  func recordVisibility(in window: Window?) {
    for index in disappearingRange { borrow(index) { $0.visibleWindow = nil } }
    for index in appearingRange { borrow(index) { $0.visibleWindow = window } }
  }

  /// Whether nothing appears or disappears.
  var isEmpty: Bool { controllers.isEmpty }

  /// The will-callbacks, in the order of the change's kind.
  ///
  /// As in UIKit, every appearing controller is loaded first
  /// (`viewDidLoad`, in `appearing` order), before any will-callback of
  /// either side.
  func begin() {
    for index in appearingRange { borrow(index) { $0.loadViewIfNeeded() } }
    switch order {
    case .navigation, .modal:
      for index in disappearingRange { borrow(index) { $0.beginAppearanceTransition(false, animated: animated) } }
      for index in appearingRange { borrow(index) { $0.beginAppearanceTransition(true, animated: animated) } }
    case .selection:
      for index in appearingRange { borrow(index) { $0.beginAppearanceTransition(true, animated: animated) } }
      for index in disappearingRange { borrow(index) { $0.beginAppearanceTransition(false, animated: animated) } }
    }
    for index in appearingRange { borrow(index) { $0.notifyIsAppearing() } }
  }

  /// Calls `body` with a controller of ``controllers``, borrowed rather than
  /// retained: this transition's list holds it throughout, and no code can
  /// change that list (a copy of it is changed elsewhere, if anywhere).
  @inline(__always)
  private func borrow(_ index: Int, _ body: (ViewController) -> Void) {
    Unmanaged.passUnretained(controllers[index])._withUnsafeGuaranteedRef(body)
  }

  /// The did-callbacks, in the order of the change's kind.
  ///
  /// - Parameters:
  ///   - heldPhases: Phases that changes still under way held before the
  ///     change this one undoes: they are left open, for their holders to
  ///     end (see ``HeldAppearancePhase``). Empty unless this change is an undo.
  ///   - isVisible: Whether a controller is visible now. A controller whose
  ///     visibility was changed again in between (by a change made from a
  ///     callback) is taken the rest of the way to its current visibility
  ///     instead.
  func end(reopening heldPhases: [HeldAppearancePhase] = [], isVisible: (ViewController) -> Bool) {
    switch order {
    case .navigation, .selection:
      settle(disappearingRange, reopening: heldPhases, isVisible: isVisible)
      settle(appearingRange, reopening: heldPhases, isVisible: isVisible)
    case .modal:
      settle(appearingRange, reopening: heldPhases, isVisible: isVisible)
      settle(disappearingRange, reopening: heldPhases, isVisible: isVisible)
    }
  }

  /// Takes every controller back to where it was before the change (which
  /// was just undone), in UIKit's order for a cancelled interactive pop: the
  /// appearing side disappears again (`viewWillDisappear`,
  /// `viewDidDisappear`), then the disappearing side appears again
  /// (`viewWillAppear`, `viewDidAppear`).
  ///
  /// The tree may have changed meanwhile (a controller pushed in a tree the
  /// change took out, or in one it showed): each controller is taken to its
  /// visibility now, so a controller that is no longer visible is not brought
  /// back, one that became visible appears, and one shown meanwhile that the
  /// undo hides again disappears.
  ///
  /// - Parameters:
  ///   - isVisible: Whether a controller is visible now, after the undo.
  ///   - visibleAround: The controllers visible in the window right before
  ///     the undo and right after it.
  ///   - heldPhases: Phases that changes still under way held when the
  ///     cancelled change began: they go back to being open, for their
  ///     holders to end.
  func cancel(
    isVisible: (ViewController) -> Bool, visibleAround: [ViewController], reopening heldPhases: [HeldAppearancePhase]
  ) {
    let goingBack = appearing.filter { !isVisible($0) }
    let comingBack = disappearing.filter { isVisible($0) }
    for controller in goingBack { controller.beginAppearanceTransition(false, animated: animated) }
    for controller in goingBack where !isReopened(controller, heldPhases, isVisible) {
      controller.endAppearanceTransition()
    }
    for controller in comingBack { controller.beginAppearanceTransition(true, animated: animated) }
    for controller in comingBack { controller.notifyIsAppearing() }
    for controller in comingBack where !isReopened(controller, heldPhases, isVisible) {
      controller.endAppearanceTransition()
    }
    settle(controllers + visibleAround, reopening: heldPhases, isVisible: isVisible)
  }

  /// Whether a controller's phase is among the held phases an undo reopens.
  private func isReopened(
    _ controller: ViewController, _ heldPhases: [HeldAppearancePhase], _ isVisible: (ViewController) -> Bool
  ) -> Bool {
    !heldPhases.isEmpty
      && HeldAppearancePhase.reopenable(controller, in: heldPhases, isVisible: isVisible(controller)) != nil
  }

  /// ``settle(_:reopening:isVisible:)`` for the controllers of a range of ``controllers``.
  private func settle(
    _ range: Range<Int>, reopening heldPhases: [HeldAppearancePhase], isVisible: (ViewController) -> Bool
  ) {
    for index in range {
      borrow(index) { settle($0, reopening: heldPhases, isVisible: isVisible($0)) }
    }
  }

  /// Takes each controller to its visibility, except the held phases it
  /// reopens: those are begun (if they are not already) and given back to
  /// their holders.
  private func settle(
    _ controllers: some Sequence<ViewController>, reopening heldPhases: [HeldAppearancePhase],
    isVisible: (ViewController) -> Bool
  ) {
    for controller in controllers {
      settle(controller, reopening: heldPhases, isVisible: isVisible(controller))
    }
  }

  /// Takes one controller to its visibility, or reopens its held phase.
  private func settle(_ controller: ViewController, reopening heldPhases: [HeldAppearancePhase], isVisible: Bool) {
    if !heldPhases.isEmpty,
      let phase = HeldAppearancePhase.reopenable(controller, in: heldPhases, isVisible: isVisible)
    {
      controller.beginAppearanceTransition(isVisible, animated: animated)
      if isVisible { controller.notifyIsAppearing() }
      phase.reopen()
    } else {
      controller.settleAppearance(isVisible: isVisible, animated: animated)
    }
  }

  /// The entries' controllers by layer, ascending or descending; entries of
  /// one layer keep their order.
  static func stableSorted(_ entries: [VisibleEntry], layersAscending: Bool) -> [ViewController] {
    var controllers: [ViewController] = []
    controllers.reserveCapacity(entries.count)
    // Entries come in walk order, where layers rarely go the other way.
    var isSorted = true
    for index in entries.indices.dropFirst() {
      let (previous, layer) = (entries[index - 1].layer, entries[index].layer)
      if layersAscending ? layer < previous : layer > previous {
        isSorted = false
        break
      }
    }
    if isSorted {
      for entry in entries { controllers.append(entry.controller) }
      return controllers
    }
    // Sorted as plain values, compared without a closure (a closure made
    // here would check the actor at every comparison). `~layer` orders the
    // layers the other way round without overflowing.
    var keys: [LayerKey] = []
    keys.reserveCapacity(entries.count)
    for offset in entries.indices {
      let layer = entries[offset].layer
      keys.append(LayerKey(layer: layersAscending ? layer : ~layer, offset: offset))
    }
    keys.sort()
    for key in keys { controllers.append(entries[key.offset].controller) }
    return controllers
  }

  /// An entry's place in a sort by layer: its layer (reversed for a
  /// descending sort), then its position, which keeps the sort stable.
  private struct LayerKey: Comparable {
    let layer: Int
    let offset: Int

    static func < (lhs: LayerKey, rhs: LayerKey) -> Bool {
      lhs.layer != rhs.layer ? lhs.layer < rhs.layer : lhs.offset < rhs.offset
    }
  }
}
