/// What an animation works on: the two controllers of a transition, their
/// views, the window's bounds, and the views they share.
///
/// The *source* is the controller the transition takes away (the old top of a
/// stack, the presenter of a sheet, a dismissed controller); the
/// *destination* is the one it shows (the pushed controller, the presented one,
/// the controller a dismissal reveals).
@MainActor
public struct AnimationContext {
  /// The kind of change being animated.
  public let kind: HierarchyChangeKind
  /// Whether the change takes controllers out (it uses an animation's
  /// dismissal half).
  public let isDismissal: Bool
  /// The controller the transition takes away, if any.
  public let source: ViewController?
  /// The controller the transition shows, if any.
  public let destination: ViewController?
  /// The window's bounds.
  public let containerBounds: Rect
  /// The views with the same passenger ID in the source's and the
  /// destination's view trees.
  public let passengers: [Passenger]
  private let initialStates: [ObjectIdentifier: ViewState]

  init(
    kind: HierarchyChangeKind,
    isDismissal: Bool,
    source: ViewController?,
    destination: ViewController?,
    containerBounds: Rect
  ) {
    self.kind = kind
    self.isDismissal = isDismissal
    self.source = source
    self.destination = destination
    self.containerBounds = containerBounds
    var states: [ObjectIdentifier: ViewState] = [:]
    for view in (source?.view.allViews ?? []) + (destination?.view.allViews ?? []) {
      states[ObjectIdentifier(view)] = ViewState(view)
    }
    initialStates = states
    passengers = Passenger.pairs(from: source?.view, to: destination?.view)
  }

  /// The source controller's root view.
  public var sourceView: View? { source?.view }
  /// The destination controller's root view.
  public var destinationView: View? { destination?.view }

  /// The frame a view had when the transition started (the frame it returns
  /// to when the transition ends).
  public func initialFrame(of view: View) -> Rect {
    initialStates[ObjectIdentifier(view)]?.frame ?? view.frame
  }

  /// The alpha a view had when the transition started.
  public func initialAlpha(of view: View) -> Double {
    initialStates[ObjectIdentifier(view)]?.alpha ?? view.alpha
  }

  /// Puts every view of the two screens back as it was when the transition started.
  func restoreViews() {
    for state in initialStates.values { state.restore() }
  }
}

/// A view's frame, alpha and hidden flag, to put back later.
@MainActor
struct ViewState {
  let view: View
  let frame: Rect
  let alpha: Double
  let isHidden: Bool

  init(_ view: View) {
    self.view = view
    frame = view.frame
    alpha = view.alpha
    isHidden = view.isHidden
  }

  func restore() {
    view.frame = frame
    view.alpha = alpha
    view.isHidden = isHidden
  }
}

/// A view that travels from one screen to the next: a view of the source and
/// a view of the destination with the same ``View/passengerID``.
@MainActor
public struct Passenger {
  /// The shared passenger ID.
  public let id: String
  /// The view in the source's tree.
  public let sourceView: View
  /// The view in the destination's tree.
  public let destinationView: View
  /// Where the passenger starts: the source view's place, in the coordinate
  /// space of the destination view's superview.
  public let startFrame: Rect
  /// Where the passenger ends: the destination view's own frame.
  public let endFrame: Rect

  /// The frame at a progress value, between ``startFrame`` and ``endFrame``,
  /// in the coordinate space of the destination view's superview.
  public func frame(at progress: Double) -> Rect {
    startFrame.interpolated(to: endFrame, progress: progress)
  }

  /// Pairs the views with the same passenger ID in two view trees (the
  /// frames are compared as if both root views sat at the window's origin).
  static func pairs(from source: View?, to destination: View?) -> [Passenger] {
    guard let source, let destination else { return [] }
    let sources = source.passengers
    return destination.allViews.compactMap { view -> Passenger? in
      guard let id = view.passengerID, let match = sources[id], match !== view else { return nil }
      let start = match.frameInRootView
      let offset = view.superview?.frameInRootView.origin ?? .zero
      return Passenger(
        id: id,
        sourceView: match,
        destinationView: view,
        startFrame: Rect(
          x: start.origin.x - offset.x, y: start.origin.y - offset.y, width: start.size.width,
          height: start.size.height),
        endFrame: view.frame
      )
    }
  }
}

extension View {
  /// The view's frame in the coordinate space of the root of its view tree
  /// (the topmost superview, whose own origin is taken as the window's).
  var frameInRootView: Rect {
    var frame = self.frame
    var ancestor = superview
    while let current = ancestor, current.superview != nil {
      frame.origin.x += current.frame.origin.x
      frame.origin.y += current.frame.origin.y
      ancestor = current.superview
    }
    return frame
  }
}

extension Rect {
  /// The rectangle a fraction of the way from this one to another.
  /// - Parameters:
  ///   - other: The rectangle at progress 1.
  ///   - progress: 0 gives this rectangle, 1 gives `other`.
  public func interpolated(to other: Rect, progress: Double) -> Rect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
    return Rect(
      x: mix(origin.x, other.origin.x),
      y: mix(origin.y, other.origin.y),
      width: mix(size.width, other.size.width),
      height: mix(size.height, other.size.height)
    )
  }
}
