/// A restorable route that a coordinator performed: the controllers it put
/// into the tree carry it, and it stands while they all do.
@MainActor
final class RecordedStep {
  /// Steps are numbered in the order they completed.
  let number: UInt64
  /// The coordinator that took the route.
  @Unretained var node: CoordinatorNode?
  let routeType: String
  let tag: String
  let version: Int
  let payload: RestorationPayload
  /// The controllers the route put into the tree.
  let controllers: [WeakController]

  init(
    number: UInt64, node: CoordinatorNode, route: any RestorableRoute, tag: String, controllers: [ViewController]
  ) {
    self.number = number
    self.node = node
    routeType = type(of: route).restorationName
    self.tag = tag
    version = type(of: route).restorationVersion
    payload = route.restorationPayload
    self.controllers = controllers.map { WeakController($0) }
  }
}

/// A controller held without keeping it alive: it reads `nil` once the
/// controller is gone, as a weak reference would, without giving the
/// controller a side table (see ``LifetimeHandle``).
@MainActor
struct WeakController {
  private let handle: LifetimeHandle<ViewController>

  init(_ controller: ViewController) {
    handle = controller.lifetimeHandle
  }

  /// The controller, while it is alive.
  var controller: ViewController? { handle.object }
}

/// The restorable route that last put a controller into the tree.
enum RestorationMarkKey: AttachmentKey {
  static var defaultValue: RecordedStep? { nil }
}

extension ViewController {
  /// The restorable route that last put this controller into the tree, if any.
  var restorationMark: RecordedStep? {
    get { attachments[RestorationMarkKey.self] }
    set { attachments[RestorationMarkKey.self] = newValue }
  }
}

/// Which route types may be restorable: most are not, and the cast that
/// finds so costs more than the rest of the route's recording. A cast looks
/// into an optional, an `AnyHashable` and (on some platforms) a boxed value:
/// for those, and for classes, only the cast itself can tell.
@MainActor
private let restorableRoutes = ConformanceMemo { type in
  type is any RestorableRoute.Type || type is any CastLooksInside.Type || type == AnyHashable.self
    || type is AnyObject.Type
}

/// A type whose values a dynamic cast looks into, so that whether a value
/// casts depends on what it holds rather than on its type.
private protocol CastLooksInside {}

extension Optional: CastLooksInside {}

/// Records which restorable route put each controller into the tree.
@MainActor
enum RestorationRecording {
  /// Above 0 while a coordinator's initializer triggers its initial route:
  /// creating the coordinator again performs it again, so it is not recorded.
  static var initialRouteDepth = 0
  /// The number of the last step recorded.
  private(set) static var lastNumber: UInt64 = 0
  /// The last step recorded.
  private(set) static weak var lastStep: RecordedStep?

  /// Runs a coordinator's initial route, recording nothing it does.
  static func initialRoute(_ body: () -> Void) {
    initialRouteDepth += 1
    body()
    initialRouteDepth -= 1
  }

  /// Opens the frame of a route a coordinator is about to perform, and
  /// passes it on in the options.
  ///
  /// - Parameter label: The route and its router, when the route was
  ///   triggered (`nil` keeps the label of the route it runs inside).
  static func begin(options: inout TransitionOptions, label: consuming RouteLabel?) -> RouteFrame {
    let frame = RouteFrame.make(parent: options.routeFrame, label: consume label, recordsNothing: initialRouteDepth > 0)
    options.routeFrame = frame
    return frame
  }

  /// Whether routes of a type may be restorable, and so recorded; `false`
  /// when the type tells that none can be (see `restorableRoutes`).
  static func mayRecord(routesOf type: Any.Type) -> Bool {
    restorableRoutes.conforms(type)
  }

  /// Records a route that succeeded, unless it is not restorable, records
  /// nothing, or a route recorded inside it stands for it (a deep link is
  /// what its routes left): its presentables' controllers carry it from now on.
  static func end(
    _ frame: RouteFrame, route: some Sendable, node: CoordinatorNode, presentables: [any Presentable]
  ) {
    guard !frame.containsRecordedRoute, !frame.recordsNothing else { return }
    // The type of the value the route holds: a route of a coordinator whose
    // route type is an existential is an existential inside the label's, and
    // `type(of:)` of it would give the existential type.
    guard restorableRoutes.conforms(type(of: route as Any)), let restorable = route as? any RestorableRoute,
      let tag = restorable.restorationTag
    else { return }
    var controllers: [ViewController] = []
    for presentable in presentables {
      let controller = CoordinatorNode.node(of: presentable)?.lifetimeController ?? presentable.viewController
      if !controllers.contains(where: { $0 === controller }) { controllers.append(controller) }
    }
    guard !controllers.isEmpty else { return }
    lastNumber &+= 1
    let step = RecordedStep(number: lastNumber, node: node, route: restorable, tag: tag, controllers: controllers)
    for controller in controllers { controller.restorationMark = step }
    lastStep = step
    frame.noteRecorded()
  }
}
