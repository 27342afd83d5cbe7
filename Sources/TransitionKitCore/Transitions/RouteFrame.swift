/// A route under way, passed on in the options of the transitions it runs,
/// so that the routers those transitions trigger know which route they run
/// inside (state restoration records the innermost routes only).
@MainActor
final class RouteFrame {
  /// The route this one runs inside, if any.
  @exclusivity(unchecked) private(set) var parent: RouteFrame?
  /// The route and the router that took it, for event logs: the frame's own,
  /// or else the one of the route it runs inside (a deep link's steps are
  /// labelled with the deep link's route).
  var label: RouteLabel? { hasLabel ? storedLabel : nil }
  /// The storage of ``label``: a label that stands for none while
  /// ``hasLabel`` is `false`. Not optional: an optional label is assigned
  /// and let go of through the runtime's generic value witnesses of
  /// `Optional`, which look the label's type up to tell whether it holds one.
  @exclusivity(unchecked) private var storedLabel = RouteLabel.none
  /// Whether ``storedLabel`` holds a label.
  @exclusivity(unchecked) private var hasLabel = false
  /// Whether nothing that runs inside this route is recorded (a
  /// coordinator's initial route, which creating the coordinator performs again).
  @exclusivity(unchecked) private var recordsNothingInside: Bool
  /// Whether a route that runs inside this one was recorded.
  @exclusivity(unchecked) private(set) var containsRecordedRoute = false

  /// The label is consumed rather than copied: a copy of its existential
  /// goes through the route type's value witnesses.
  private init(parent: RouteFrame?, label: consuming RouteLabel?, recordsNothing: Bool) {
    self.parent = parent
    recordsNothingInside = recordsNothing
    setLabel(label)
  }

  /// Stores a label, or else the one of the route this one runs inside.
  private func setLabel(_ label: consuming RouteLabel?) {
    switch consume label {
    case let label?:
      storedLabel = label
      hasLabel = true
    case nil:
      guard let parent, parent.hasLabel else { return }
      storedLabel = parent.storedLabel
      hasLabel = true
    }
  }

  /// A frame whose route ended with nothing else holding it, kept for the
  /// next route (see ``recycle(_:)``): most routes end before their
  /// trigger returns, and one frame then serves them all.
  @exclusivity(unchecked) private static var spare: RouteFrame?

  /// The frame of a route about to run: the spare one when there is one.
  static func make(parent: RouteFrame?, label: consuming RouteLabel?, recordsNothing: Bool) -> RouteFrame {
    guard let frame = spare else { return RouteFrame(parent: parent, label: label, recordsNothing: recordsNothing) }
    spare = nil
    frame.parent = parent
    frame.setLabel(label)
    frame.recordsNothingInside = recordsNothing
    return frame
  }

  /// Keeps the frame of a route that ended for the next route, when nothing
  /// else holds it (a transition still under way, an event's closure); it
  /// lets go of what it held first.
  ///
  /// - Parameter frame: The frame, which the caller no longer uses; `nil` once it returns.
  static func recycle(_ frame: inout RouteFrame?) {
    guard spare == nil, isKnownUniquelyReferenced(&frame), let frame = frame.take() else { return }
    frame.parent = nil
    if frame.hasLabel {
      frame.storedLabel = .none
      frame.hasLabel = false
    }
    frame.containsRecordedRoute = false
    spare = frame
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
