/// A headless view: a name, a frame, alpha, a hidden flag, and subviews.
///
/// Every ``ViewController`` owns one root view (its ``ViewController/view``);
/// the rest of its view tree is yours to build, usually in
/// ``ViewController/viewDidLoad()``. Embedding a child controller adds the
/// child's root view to a view of the container (see
/// ``ViewController/embed(_:in:replacingExisting:animated:)``).
///
/// TransitionKit does not lay views out: frames are what you set, and the views
/// of the children of navigation, tab bar, page and split view controllers are
/// not subviews of their container's view. Views are there so that animations
/// can move and fade them, and so that ``passengerID`` can pair views across two
/// screens.
///
/// ```swift
/// let avatar = View(name: "avatar", frame: Rect(x: 16, y: 96, width: 64, height: 64))
/// avatar.passengerID = "user.avatar"
/// try profile.view.addSubview(avatar)
/// ```
@MainActor
public final class View {
  /// A name for the view, shown in descriptions and error messages.
  public var name: String
  /// The view's frame in its superview's coordinate space.
  public var frame: Rect
  /// The view's opacity, from 0 (transparent) to 1 (opaque).
  public var alpha: Double
  /// Whether the view is hidden.
  public var isHidden: Bool
  /// An identifier that pairs this view with a view of the same identifier in
  /// another controller's tree during an animated transition (a "passenger").
  public var passengerID: String? {
    get { storedPassengerID }
    set { storedPassengerID = newValue }
  }
  /// The storage of ``passengerID``, read and assigned whole only: it skips
  /// the exclusivity checks, which every view's creation paid.
  @exclusivity(unchecked) private var storedPassengerID: String?
  /// The view's subviews, back to front.
  public internal(set) var subviews: [View] {
    get { storedSubviews }
    set { storedSubviews = newValue }
  }
  /// The storage of ``subviews``.
  ///
  /// Changed only on the main actor; it is `nonisolated(unsafe)` so that
  /// `deinit`, which runs wherever the last reference goes, can take apart a
  /// deep view tree no one else references.
  @exclusivity(unchecked) nonisolated(unsafe) var storedSubviews: [View] = []
  /// The view that contains this one, if any.
  @exclusivity(unchecked) public internal(set) weak var superview: View?
  /// The controller whose root view this is; `nil` for any other view.
  public internal(set) var viewController: ViewController? {
    get { storedViewController?.takeUnretainedValue() }
    set { storedViewController = newValue.map(Unmanaged.passUnretained) }
  }
  /// The storage of ``viewController``, unretained rather than weak (a weakly
  /// referenced controller needs a side table, which slows every retain and
  /// release of it): the controller holds its view, and clears this link in
  /// its `deinit` when the view outlives it.
  @exclusivity(unchecked) nonisolated(unsafe) var storedViewController: Unmanaged<ViewController>?

  /// Creates a view.
  /// - Parameters:
  ///   - name: A name shown in descriptions.
  ///   - frame: The frame in the superview's coordinates.
  ///   - alpha: The opacity.
  ///   - isHidden: Whether the view is hidden.
  ///   - passengerID: An identifier that pairs the view across screens.
  public init(
    name: String,
    frame: Rect = .zero,
    alpha: Double = 1,
    isHidden: Bool = false,
    passengerID: String? = nil
  ) {
    self.name = name
    self.frame = frame
    self.alpha = alpha
    self.isHidden = isHidden
    storedPassengerID = passengerID
  }

  deinit {
    // Releases the views below this one that nothing else holds one view at
    // a time: released whole, each view would release its subviews from
    // inside its own deinit, as deep as the tree (the views of a long chain
    // of embedded children nest as deep as the chain), and a deep tree would
    // overflow the stack.
    var pending = storedSubviews
    storedSubviews = []
    while var view = pending.popLast() {
      guard isKnownUniquelyReferenced(&view) else { continue }
      pending.append(contentsOf: view.storedSubviews)
      view.storedSubviews = []
    }
  }

  /// The view's own coordinate space: its frame's size at the origin.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The controller that owns this view: the nearest view, from this one up
  /// through its superviews, that is a controller's root view.
  public var owningViewController: ViewController? {
    var view: View? = self
    while let current = view {
      if let controller = current.viewController { return controller }
      view = current.superview
    }
    return nil
  }

  /// Adds a view on top of this view's subviews, moving it from its current
  /// superview if it has one.
  ///
  /// - Parameter view: The view to add.
  /// - Throws: ``TransitionError/viewCycle(_:)`` when `view` is this view or one
  ///   of its ancestors; ``TransitionError/viewOwnedByController(view:controller:)``
  ///   when `view` is, or contains, a controller's root view (embed or remove
  ///   the controller instead).
  public func addSubview(_ view: View) throws(TransitionError) {
    try insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
  }

  /// Inserts a view among this view's subviews, moving it from its current
  /// superview if it has one.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The position among the subviews, `0` being the back-most.
  /// - Throws: ``TransitionError/viewCycle(_:)``,
  ///   ``TransitionError/viewOwnedByController(view:controller:)`` when `view`
  ///   is, or contains, a controller's root view, or
  ///   ``TransitionError/indexOutOfRange(_:count:container:)`` when `index` is
  ///   not a valid position.
  public func insertSubview(_ view: View, at index: Int) throws(TransitionError) {
    if let owned = view.firstControllerView {
      throw .viewOwnedByController(view: owned.name, controller: owned.viewController?.displayName ?? owned.name)
    }
    if isDescendant(of: view) { throw .viewCycle(view.name) }
    let count = subviews.count - (view.superview === self ? 1 : 0)
    guard (0...count).contains(index) else {
      throw .indexOutOfRange(index, count: count, container: name)
    }
    view.detachFromSuperview()
    attach(view, at: index)
  }

  /// Removes this view from its superview.
  ///
  /// - Throws: ``TransitionError/viewOwnedByController(view:controller:)`` when
  ///   this view is, or contains, a controller's root view (remove the controller with
  ///   ``ViewController/removeFromParent(animated:)`` instead).
  public func removeFromSuperview() throws(TransitionError) {
    if let owned = firstControllerView {
      throw .viewOwnedByController(view: owned.name, controller: owned.viewController?.displayName ?? owned.name)
    }
    detachFromSuperview()
  }

  /// The first view of this tree (this view included) that is a controller's
  /// root view: such a view moves only with its controller.
  var firstControllerView: View? {
    allViews.first { $0.viewController != nil }
  }

  /// Whether this view is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// This view and all views below it, depth-first, parents before children.
  public var allViews: [View] {
    var result: [View] = []
    var pending: [View] = [self]
    while let next = pending.popLast() {
      result.append(next)
      pending.append(contentsOf: next.subviews.reversed())
    }
    return result
  }

  /// The views of this tree that carry a passenger ID, keyed by that ID (the
  /// first one depth-first wins when two share an ID).
  public var passengers: [String: View] {
    var result: [String: View] = [:]
    for view in allViews {
      if let id = view.passengerID, result[id] == nil { result[id] = view }
    }
    return result
  }

  // MARK: Primitive edits (no checks; used by the library's change path)

  /// Where the view sits in its superview, if anywhere.
  var slot: ViewSlot? {
    guard let superview, let index = superview.subviews.firstIndex(where: { $0 === self }) else {
      return nil
    }
    return ViewSlot(superview: superview, index: index)
  }

  func detachFromSuperview() {
    guard let superview else { return }
    superview.storedSubviews.removeAll { $0 === self }
    self.superview = nil
  }

  func attach(_ view: View, at index: Int) {
    storedSubviews.insert(view, at: Swift.min(index, storedSubviews.count))
    view.superview = self
  }
}

/// A place in a view tree: a superview and a position among its subviews.
@MainActor
struct ViewSlot {
  let superview: View
  let index: Int
}
