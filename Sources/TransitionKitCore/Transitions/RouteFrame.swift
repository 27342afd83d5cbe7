/// A route under way, passed on in the options of the transitions it runs,
/// so that the routers those transitions trigger know which route they run
/// inside (state restoration records the innermost routes only).
@MainActor
final class RouteFrame {
  /// The route this one runs inside, if any.
  let parent: RouteFrame?
  /// The route and the router that took it, for event logs: the frame's own,
  /// or else the one of the route it runs inside (a deep link's steps are
  /// labelled with the deep link's route).
  let label: RouteLabel?
  /// Whether nothing that runs inside this route is recorded (a
  /// coordinator's initial route, which creating the coordinator performs again).
  private let recordsNothingInside: Bool
  /// Whether a route that runs inside this one was recorded.
  private(set) var containsRecordedRoute = false

  /// The label is consumed rather than copied: a copy of its existential
  /// goes through the route type's value witnesses.
  init(parent: RouteFrame?, label: consuming RouteLabel?, recordsNothing: Bool) {
    self.parent = parent
    switch consume label {
    case let label?: self.label = label
    case nil: self.label = parent?.label
    }
    recordsNothingInside = recordsNothing
  }

  /// Whether this route, or one it runs inside, records nothing.
  var recordsNothing: Bool {
    var frame: RouteFrame? = self
    while let current = frame {
      if current.recordsNothingInside { return true }
      frame = current.parent
    }
    return false
  }

  /// Tells every route this one runs inside that a route inside them was recorded.
  func noteRecorded() {
    var frame = parent
    while let current = frame {
      current.containsRecordedRoute = true
      frame = current.parent
    }
  }
}
