/// A headless view controller: a node of the hierarchy TransitionKit models.
///
/// Subclass it as you would `UIViewController`: override the lifecycle methods
/// (``viewDidLoad()``, ``viewWillAppear(_:)``, ``viewIsAppearing(_:)``,
/// ``viewDidAppear(_:)``, ``viewWillDisappear(_:)``, ``viewDidDisappear(_:)``)
/// and TransitionKit calls them in UIKit's order whenever the controller's
/// visibility changes. The base implementations do nothing, so calling `super`
/// is optional.
///
/// A controller is in at most one place at a time: a window's root, a child of
/// one container, or presented by one controller. Every operation keeps that
/// invariant and refuses (with a ``TransitionError``, changing nothing) where
/// UIKit would crash.
///
/// ```swift
/// final class ProfileViewController: ViewController {
///   override func viewDidLoad() {
///     try? view.addSubview(View(name: "avatar", passengerID: "avatar"))
///   }
/// }
///
/// let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
/// try navigation.pushViewController(ProfileViewController(title: "Profile"), animated: true)
/// ```
@MainActor
open class ViewController {
  /// The controller's title, used by navigation bars, snapshots and error messages.
  public var title: String? {
    get { storedTitle }
    set {
      storedTitle = newValue
      propertiesDidChange()
    }
  }
  /// The storage of ``title``, read and assigned whole only (a change through
  /// the property gets, then sets): it skips the exclusivity checks, which
  /// every controller's creation and every appearance callback paid.
  @exclusivity(unchecked) private var storedTitle: String?
  // The style and the two flags below are plain values, only read and
  // assigned whole: they skip the exclusivity checks (every presentation
  // paid them).

  /// How the controller is presented when it is presented modally.
  ///
  /// The style is read when the presentation starts; changing it afterwards
  /// affects the next presentation only, as in UIKit.
  @exclusivity(unchecked) public var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// Whether this controller is the presentation context for descendants that
  /// present with ``ModalPresentationStyle/currentContext`` or
  /// ``ModalPresentationStyle/overCurrentContext``.
  @exclusivity(unchecked) public var definesPresentationContext = false
  /// Whether the controller keeps its presentation modal: while it (or a
  /// visible controller inside it) is presented and this is `true`, the user
  /// cannot pull the sheet down, as with UIKit's `isModalInPresentation`.
  ///
  /// A pull-down refused this way throws
  /// ``TransitionError/modalInPresentation(_:)``, changes nothing, and is
  /// reported: the window's event log gets
  /// ``NavigationEvent/dismissalAttempted(controller:)``, and the presented
  /// controller's ``presentationDelegate`` is told, so that the app can ask
  /// "discard changes?". Dismissing in code is not affected.
  @exclusivity(unchecked) public var isModalInPresentation = false
  /// What the app says about user-initiated dismissals of this controller
  /// when it is presented, as the delegate of UIKit's presentation controller.
  /// Held weakly, as UIKit holds a delegate.
  public var presentationDelegate: (any PresentationControllerDelegate)? {
    get { storedPresentationDelegate?.delegate }
    set { storedPresentationDelegate = newValue.map(PresentationDelegateBox.init) }
  }
  /// The storage of ``presentationDelegate``, boxed: most controllers have
  /// none, and an empty optional box costs their initializer and `deinit`
  /// nothing, where an empty weak reference is set up and torn down through
  /// the runtime for every controller.
  private var storedPresentationDelegate: PresentationDelegateBox?
  /// What the controller shows in a navigation bar (made when first read,
  /// as UIKit makes it: most controllers never need one).
  public var navigationItem: NavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = NavigationItem()
    item.owner = Unmanaged.passUnretained(self)
    storedNavigationItem = item
    return item
  }
  /// The navigation item, once made.
  @exclusivity(unchecked) nonisolated(unsafe) private(set) var storedNavigationItem: NavigationItem?
  /// What the controller shows in a tab bar while it is a tab (made when
  /// first read).
  public var tabBarItem: TabBarItem {
    if let storedTabBarItem { return storedTabBarItem }
    let item = TabBarItem(owner: self)
    storedTabBarItem = item
    return item
  }
  /// The tab bar item, once made.
  @exclusivity(unchecked) nonisolated(unsafe) private(set) var storedTabBarItem: TabBarItem?
  /// Which of the app's screens the controller stands for, for a renderer's
  /// factories (see ``ScreenValue``); `nil` by default.
  public var screen: ScreenValue? {
    get { storedScreen?.screen }
    set {
      storedScreen = newValue.map(ScreenBox.init)
      propertiesDidChange()
    }
  }
  /// The storage of ``screen``, boxed: most controllers name no screen, and
  /// an empty optional box costs their `deinit` less than an empty optional
  /// value of any hashable type (destroyed through the runtime's witnesses).
  private var storedScreen: ScreenBox?

  /// The container this controller is a child of, if any.
  public internal(set) var parent: ViewController? {
    get { storedParent?.takeUnretainedValue() }
    set { storedParent = newValue.map(Unmanaged.passUnretained) }
  }
  /// The storage of ``parent``, unretained rather than weak: a weakly
  /// referenced object needs a side table, which makes every retain and
  /// release of it slow. It is safe because a container holds its children:
  /// the link is cleared when an edit takes the child out, and by the
  /// container's `deinit` for a child that outlives it.
  @exclusivity(unchecked) nonisolated(unsafe) var storedParent: Unmanaged<ViewController>?
  /// The controllers this one contains, in order: a navigation stack, tabs,
  /// pages, split columns, or embedded children.
  public internal(set) var children: [ViewController] {
    get { storedChildren }
    set { storedChildren = newValue }
  }
  /// The storage of ``children``.
  ///
  /// Changed only on the main actor, through the change path; it is
  /// `nonisolated(unsafe)` so that `deinit`, which runs wherever the last
  /// reference goes, can take apart a tree no one else references.
  @exclusivity(unchecked) nonisolated(unsafe) var storedChildren: [ViewController] = []

  /// The controller this one presents itself (as a presentation context).
  ///
  /// Changed only on the main actor, through the change path; it is
  /// `nonisolated(unsafe)` so that `deinit`, which runs wherever the last
  /// reference goes, can take apart a chain no one else references.
  @exclusivity(unchecked) nonisolated(unsafe) var presentation: Presentation?
  /// The controller that presents this one, when this one is presented.
  var presenter: ViewController? {
    get { storedPresenter?.takeUnretainedValue() }
    set { storedPresenter = newValue.map(Unmanaged.passUnretained) }
  }
  /// The storage of ``presenter``, unretained as ``storedParent`` is: a
  /// presentation context holds what it presents, and the link is cleared
  /// when the presentation ends or the context goes away.
  @exclusivity(unchecked) nonisolated(unsafe) var storedPresenter: Unmanaged<ViewController>?
  /// What references to the controller that do not keep it alive hold (see
  /// ``LifetimeHandle``), made when the first is asked for.
  var lifetimeHandle: LifetimeHandle<ViewController> {
    if let storedLifetimeHandle { return storedLifetimeHandle }
    let handle = LifetimeHandle<ViewController>(self)
    storedLifetimeHandle = handle
    return handle
  }
  /// The storage of ``lifetimeHandle``, cleared by `deinit` wherever it runs.
  @exclusivity(unchecked) nonisolated(unsafe) var storedLifetimeHandle: LifetimeHandle<ViewController>?
  /// The window whose root this controller is.
  var hostingWindow: Window? {
    get { storedHostingWindow.wrappedValue }
    set { storedHostingWindow.wrappedValue = newValue }
  }
  /// The storage of ``hostingWindow``.
  @exclusivity(unchecked) var storedHostingWindow = WindowReference(wrappedValue: nil)
  /// The window this controller is visible in (it is among the window's
  /// `Visibility.entries`), kept by the change path as each change begins or
  /// is cancelled; `nil` when it is not visible.
  var visibleWindow: Window? {
    get { storedVisibleWindow.wrappedValue }
    set { storedVisibleWindow.wrappedValue = newValue }
  }
  /// The storage of ``visibleWindow``.
  @exclusivity(unchecked) var storedVisibleWindow = WindowReference(wrappedValue: nil)
  /// The number of the last visibility walk that reached this controller.
  @exclusivity(unchecked) var lastWalk: UInt64 = 0

  /// The appearance state; changes only through the appearance path.
  @exclusivity(unchecked) public internal(set) var appearanceState: AppearanceState = .disappeared
  /// Whether `viewIsAppearing(_:)` already ran in the current appearing phase.
  @exclusivity(unchecked) var hasNotifiedIsAppearing = false
  /// The `animated` flag of the appearance phase in progress.
  @exclusivity(unchecked) var appearanceAnimated = false
  /// The window whose change began the appearance phase in progress: while
  /// that change is under way the phase may stay open, whichever window the
  /// controller is in by then.
  var appearancePhaseWindow: Window? {
    get { storedAppearancePhaseWindow.wrappedValue }
    set { storedAppearancePhaseWindow.wrappedValue = newValue }
  }
  /// The storage of ``appearancePhaseWindow``.
  @exclusivity(unchecked) var storedAppearancePhaseWindow = WindowReference(wrappedValue: nil)
  /// The change that began the appearance phase in progress, while it is
  /// under way (`nil` once it ended, was undone or went away): while it is
  /// under way the phase may stay open, even once its window is gone.
  var appearancePhaseChange: HierarchyChange? {
    get { HierarchyChange.underWay(stamp: appearancePhaseChangeStamp) }
    set { appearancePhaseChangeStamp = newValue?.stamp ?? 0 }
  }
  /// The stamp of the change that began the appearance phase in progress (0
  /// for none), found among the changes under way by ``appearancePhaseChange``.
  @exclusivity(unchecked) var appearancePhaseChangeStamp: UInt64 = 0
  /// The interactive transitions under way that took this controller out of
  /// its place: until they end, it is not free (see ``isFree``).
  @exclusivity(unchecked) var interactiveHolds = 0
  /// The top of this controller's modal chain when it was last asked for,
  /// and ``HierarchyEdit/chainEditCount`` then (see
  /// ``topmostPresentedViewController``).
  @exclusivity(unchecked) nonisolated(unsafe) var topmostCache: (top: Unmanaged<ViewController>, stamp: UInt64)?
  /// The root of this controller's tree when it was last asked for, and
  /// ``HierarchyEdit/unlinkCount`` then (see ``root``).
  @exclusivity(unchecked) nonisolated(unsafe) var rootCache: (root: Unmanaged<ViewController>, stamp: UInt64)?
  /// Values the layers above the hierarchy keep on this controller.
  @exclusivity(unchecked) var attachments = Attachments()
  /// Counts the changes that changed this controller's content (its
  /// children, selection, columns, presentation or views).
  @exclusivity(unchecked) var contentVersion: UInt64 = 0
  /// Counts the changes that moved this controller in or out of a place.
  @exclusivity(unchecked) var placementVersion: UInt64 = 0
  /// The last counting of touches in place that raised ``contentVersion``,
  /// and the last that raised ``placementVersion`` (see
  /// `HierarchyTransaction.countTouches()`): a controller one change touches
  /// twice the same way counts once.
  @exclusivity(unchecked) var touchCountStamps: (content: UInt64, placement: UInt64) = (0, 0)
  /// How a user last took this controller out of a tree, and its placement
  /// version then (see ``userDeparture``).
  @exclusivity(unchecked) var departure: Departure?
  /// Why building this controller with its first children failed, if it did
  /// (see ``initializationError``).
  @exclusivity(unchecked) var initializationFailure: InitializationFailure?

  /// The view object, once ``view`` was read (see ``view``).
  @exclusivity(unchecked) nonisolated(unsafe) private var loadedView: View?
  /// Whether the controller was loaded (see ``isViewLoaded``), which comes
  /// before its view object is made.
  @exclusivity(unchecked) private var viewIsLoaded = false
  /// A number no other controller or window made in this process has: an
  /// identity that outlives the object (an `ObjectIdentifier` may be reused
  /// once the object is gone).
  let serial = Serial.next()

  /// Creates a view controller.
  /// - Parameter title: The controller's title.
  public init(title: String? = nil) {
    storedTitle = title
    InstanceTracking.current?.didCreate(self, name: self.displayName)
  }

  /// Publishes a change of what a renderer shows of this controller (its
  /// title, items or screen value) to the mount stream of its window.
  func propertiesDidChange() {
    if MountPublisher.isAnyActive, let window { MountPublisher.publish(.update, isAnimated: false, in: [window]) }
  }

  deinit {
    // First: from here on, references held through the handle read `nil`.
    storedLifetimeHandle?.object = nil
    // The items may outlive the controller: they forget it.
    storedNavigationItem?.owner = nil
    storedTabBarItem?.owner = nil
    loadedView?.storedViewController = nil
    // Releases the tree below this controller that nothing else holds one
    // controller at a time: released whole, each controller's deinit would
    // release its children and what it presents from inside its own, as deep
    // as the tree (a long modal chain, or a long chain of embedded children),
    // and a deep tree would overflow the stack. A controller still held
    // elsewhere keeps its own tree.
    // The controllers it lets go of forget it, as a weak link would.
    // The root of a tree whose survivors become roots of their own: the
    // free trees observed under it are told (see ``FreeTreeChanges``).
    if !storedChildren.isEmpty || presentation != nil { FreeTreeChanges.noteRelease(of: self) }
    var pending: [ViewController] = []
    Self.letGo(of: self, into: &pending)
    while var controller = pending.popLast() {
      guard isKnownUniquelyReferenced(&controller) else { continue }
      Self.letGo(of: controller, into: &pending)
    }
  }

  // MARK: View

  /// The controller's root view, loaded (and ``viewDidLoad()`` called) the
  /// first time it is needed.
  ///
  /// Loading and the view object are apart: a controller about to appear
  /// is loaded (``isViewLoaded`` turns `true` and ``viewDidLoad()`` runs, as
  /// in UIKit), and its view object is made the first time this property is
  /// read, named after the controller's ``displayName`` then. A screen whose
  /// view nothing reads (the app's code, embedding, or the context of an
  /// animated change) costs no view object.
  public var view: View {
    if let loadedView { return loadedView }
    let view = View(name: displayName)
    view.viewController = self
    loadedView = view
    // Stored before `viewDidLoad()` runs: a read of `view` inside it returns this view.
    loadViewIfNeeded()
    return view
  }

  /// Whether the controller was loaded: ``viewDidLoad()`` ran, or is running.
  /// Its ``View`` object is made when ``view`` is first read.
  public var isViewLoaded: Bool { viewIsLoaded }

  /// The view object, once ``view`` was read; `nil` before, even once the
  /// controller is loaded. Checks that look at a view read it here, so that
  /// looking makes no view.
  var viewIfMade: View? { loadedView }

  /// Loads the controller if it is not loaded yet, calling ``viewDidLoad()``
  /// (its ``View`` object is made when ``view`` is first read).
  public func loadViewIfNeeded() {
    guard !viewIsLoaded else { return }
    viewIsLoaded = true
    emitLifecycle(.viewDidLoad, false)
    viewDidLoad()
  }

  // MARK: Lifecycle (override points)

  /// Called once, after the root view was loaded, before the controller first appears.
  open func viewDidLoad() {}
  /// Called when the controller is about to become visible.
  /// - Parameter animated: Whether the change is animated.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after ``viewWillAppear(_:)``, once the controller is in the visible
  /// tree, before ``viewDidAppear(_:)``.
  /// - Parameter animated: Whether the change is animated.
  open func viewIsAppearing(_ animated: Bool) {}
  /// Called when the controller became visible.
  /// - Parameter animated: Whether the change was animated.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called when the controller is about to stop being visible.
  /// - Parameter animated: Whether the change is animated.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called when the controller stopped being visible.
  /// - Parameter animated: Whether the change was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before a segue runs, once its destination exists: the place to
  /// hand data to the destination or to set its ``transitionAnimation``.
  ///
  /// - Parameters:
  ///   - segue: The segue about to run.
  ///   - sender: What started the segue, as passed to `performSegue(withIdentifier:sender:completion:)`.
  open func prepare(for segue: Segue, sender: Any?) {}

  // MARK: Names

  /// How error messages, event logs and snapshots name the controller: its
  /// title; without one, a container's kind (`Nav`, `Tabs`, `Pages`,
  /// `Split`), or the type name of any other controller (see
  /// ``ContainerKind/displayName(title:typeName:)``).
  public var displayName: String {
    containerKind.displayName(title: title, typeName: typeName)
  }

  /// The controller's type name, such as `NavigationController` or your subclass's name.
  public var typeName: String {
    TypeNames.name(of: type(of: self))
  }

  // MARK: Container hooks (overridden by the containers)

  /// The children that are visible whenever this controller is visible.
  var visibleChildren: [ViewController] { children }

  /// Appends ``visibleChildren``, last first, as entries of a visibility
  /// walk (containers showing one child override it to spare an array).
  /// The walk asks only controllers with children: every container shows
  /// some of its own children, or none.
  func appendVisibleChildren(reversedTo pending: inout EntryBuffer, layer: Int) {
    let visible = visibleChildren
    var index = visible.endIndex
    while index > visible.startIndex {
      index -= 1
      pending.append(VisibleEntry(controller: visible[index], layer: layer))
    }
  }

  /// What kind of container this is, for snapshots.
  var containerKind: ContainerKind { .viewController }

  /// Whether this container manages its children itself (no embedding).
  var managesChildren: Bool { false }
}

/// A controller presented by a presentation context, and the style it was
/// presented with (captured when the presentation started).
@MainActor
struct Presentation {
  let controller: ViewController
  let style: ModalPresentationStyle
}
