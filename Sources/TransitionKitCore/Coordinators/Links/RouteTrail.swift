/// A tree a window showed between routes: routes that left equal trees
/// share one state, so that a route taken on it follows each of them.
@MainActor
final class RouteTrailState {
  /// The tree.
  let snapshot: HierarchySnapshot

  init(snapshot: HierarchySnapshot) {
    self.snapshot = snapshot
  }
}

/// A route a coordinator took in a window that keeps a ``RouteTrail``: the
/// route, who took it, what it presented, the tree it started from, and the
/// tree it left.
@MainActor
final class RouteTrailEntry {
  /// The route, when it is `Hashable` (a route that is not matches no chain).
  let route: AnyHashable?
  /// The coordinator that took the route.
  @Unretained private(set) var node: CoordinatorNode?
  /// The presentables of the route's transition, held weakly.
  let presentables: [WeakPresentable]
  /// The tree the window showed when the route's transition started, when
  /// an earlier route of the trail had left it.
  let start: RouteTrailState?
  /// The tree the window showed once the route was done.
  var end: RouteTrailState

  init(
    route: AnyHashable?, node: CoordinatorNode, presentables: [any Presentable], start: RouteTrailState?,
    end: RouteTrailState
  ) {
    self.route = route
    self.node = node
    self.presentables = presentables.map { WeakPresentable(value: $0) }
    self.start = start
    self.end = end
  }
}

/// The routes coordinators took at the top level of a window (not inside
/// another route), oldest first, with the trees they started from and
/// left: what a ``LinkNavigator`` reads to tell which routes of a
/// chain stand, whoever took them — a link, or the user by hand.
///
/// A window keeps a trail once a navigator opens links in it; until then
/// routes cost nothing more. The trail holds the newest ``capacity`` routes.
@MainActor
final class RouteTrail {
  /// How many routes a trail holds: an older one is forgotten, and a link
  /// then rebuilds what it put there.
  static let capacity = 64
  /// Whether any window keeps a trail, so that routes in windows that
  /// cannot keep one do not look.
  private(set) static var isKeptAnywhere = false

  /// The routes, oldest first.
  private(set) var entries: [RouteTrailEntry] = []

  fileprivate init() {
    Self.isKeptAnywhere = true
  }

  /// Adds a route that was done.
  func append(_ entry: RouteTrailEntry) {
    entries.append(entry)
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }

  /// The state of a tree that a route of the trail left, if any.
  func existingState(of snapshot: HierarchySnapshot) -> RouteTrailState? {
    entries.last { $0.end.snapshot == snapshot }?.end
  }

  /// The state of a tree: the one a route of the trail left, or a new one.
  func state(of snapshot: HierarchySnapshot) -> RouteTrailState {
    existingState(of: snapshot) ?? RouteTrailState(snapshot: snapshot)
  }
}

private enum RouteTrailKey: AttachmentKey {
  static var defaultValue: RouteTrail? { nil }
}

extension Window {
  /// The window's route trail, if it keeps one.
  var routeTrail: RouteTrail? { attachments[RouteTrailKey.self] }

  /// The window's route trail, made when it keeps none yet: from now on the
  /// routes taken in it are kept.
  func keepRouteTrail() -> RouteTrail {
    if let trail = routeTrail { return trail }
    let trail = RouteTrail()
    attachments[RouteTrailKey.self] = trail
    return trail
  }
}

/// A route a coordinator is performing: its restoration frame and, when the
/// window keeps a route trail, what the trail needs once it is done.
@MainActor
struct RouteRecord {
  /// The route's restoration frame.
  let frame: RouteFrame
  /// What the trail needs; `nil` when the route goes to none (no trail, or
  /// a route taken inside another one or by an initializer).
  fileprivate let trailing: TrailingRoute?
  /// Whether the route may be restorable; `false` when its type tells it
  /// cannot be (see ``RestorationRecording/mayRecord(routesOf:)``).
  var mayBeRestorable = true

  /// Whether ``RouteTracking/end(_:route:node:presentables:)`` has anything
  /// to do for the route once it succeeded: record it for restoration, or in
  /// a trail.
  var needsEnd: Bool { mayBeRestorable || trailing != nil }
}

/// A route on its way to a window's trail: the tree it started from, once it has.
@MainActor
private final class TrailingRoute {
  let trail: RouteTrail
  @WindowReference var window: Window?
  var start: RouteTrailState?
  var hasStarted = false

  init(trail: RouteTrail, window: Window) {
    self.trail = trail
    self.window = window
  }
}

/// What coordinators record of the routes they perform: for restoration
/// (``RestorationRecording``) and for telling which routes stand (``RouteTrail``).
@MainActor
enum RouteTracking {
  /// Opens the record of a route a coordinator is about to perform, and
  /// passes its frame on in the options.
  ///
  /// - Parameters:
  ///   - options: The route's options: they get the frame, and a start
  ///     handler that notes the tree the route starts from.
  ///   - label: The route and its router, for event logs, when the route was
  ///     triggered (`nil` for a step of a deep link, which keeps the deep link's).
  ///   - window: The window the coordinator's tree is in, if known; read
  ///     only while a route trail is kept somewhere.
  static func begin(
    options: inout TransitionOptions, label: consuming RouteLabel? = nil, in window: @autoclosure () -> Window?
  ) -> RouteRecord {
    let isTopLevel = options.routeFrame == nil
    let frame = RestorationRecording.begin(options: &options, label: consume label)
    guard RouteTrail.isKeptAnywhere, isTopLevel, !frame.recordsNothing, let window = window(),
      let trail = window.routeTrail
    else { return RouteRecord(frame: frame, trailing: nil) }
    let trailing = TrailingRoute(trail: trail, window: window)
    let outer = options.onStart
    // The tree the route starts from is the one when its turn comes, not
    // the one when it was asked for (it may wait behind another transition).
    options.onStart = ClosureStartHandler { [weak trailing] in
      outer?.transitionWillStart()
      guard let trailing, !trailing.hasStarted, let window = trailing.window else { return }
      trailing.hasStarted = true
      trailing.start = trail.existingState(of: window.snapshot)
    }
    return RouteRecord(frame: frame, trailing: trailing)
  }

  /// Lets go of the record of a route the caller is done with; its frame
  /// serves the next route when nothing else holds it (see ``RouteFrame/recycle(_:)``).
  static func recycle(_ record: consuming RouteRecord) {
    var frame: RouteFrame? = record.frame
    _ = consume record
    RouteFrame.recycle(&frame)
  }

  /// Records a route that succeeded, for restoration and in the trail.
  static func end(
    _ record: RouteRecord, route: some Sendable, node: CoordinatorNode, presentables: [any Presentable]
  ) {
    RestorationRecording.end(record.frame, route: route, node: node, presentables: presentables)
    guard let trailing = record.trailing, let window = trailing.window else { return }
    let trail = trailing.trail
    trail.append(
      RouteTrailEntry(
        route: (route as? any Hashable).map { AnyHashable($0) }, node: node, presentables: presentables,
        start: trailing.start, end: trail.state(of: window.snapshot)))
  }
}
