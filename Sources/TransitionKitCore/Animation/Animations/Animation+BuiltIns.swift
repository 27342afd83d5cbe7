/// An edge of the window, where a sliding screen comes from or goes to.
public enum Edge: String, Sendable, Hashable, Codable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
  /// The left edge.
  case left
  /// The right edge.
  case right
}

extension Animation {
  /// The destination fades in; on the way out, the source fades out.
  /// - Parameter duration: How long each half takes.
  public static func fade(duration: Duration = .milliseconds(300)) -> Animation {
    Animation(
      presentation: TransitionAnimation(duration: duration) { context, progress in
        guard let view = context.destinationView else { return }
        view.alpha = context.initialAlpha(of: view) * progress
      },
      dismissal: TransitionAnimation(duration: duration) { context, progress in
        guard let view = context.sourceView else { return }
        view.alpha = context.initialAlpha(of: view) * (1 - progress)
      }
    )
  }

  /// The destination slides in from an edge; on the way out, the source
  /// slides back out to the same edge.
  /// - Parameters:
  ///   - edge: The edge the screen comes from and goes back to.
  ///   - duration: How long each half takes.
  public static func slide(from edge: Edge, duration: Duration = .milliseconds(350)) -> Animation {
    Animation(
      presentation: .slide(from: edge, duration: duration),
      dismissal: .slide(to: edge, duration: duration)
    )
  }

  /// The destination grows from its centre; on the way out, the source
  /// shrinks back to its centre.
  /// - Parameter duration: How long each half takes.
  public static func scale(duration: Duration = .milliseconds(300)) -> Animation {
    Animation(
      presentation: TransitionAnimation(duration: duration) { context, progress in
        guard let view = context.destinationView else { return }
        view.frame = context.initialFrame(of: view).scaled(by: progress)
      },
      dismissal: TransitionAnimation(duration: duration) { context, progress in
        guard let view = context.sourceView else { return }
        view.frame = context.initialFrame(of: view).scaled(by: 1 - progress)
      }
    )
  }

  /// Each passenger moves from its place in the source to its place in the
  /// destination, while the rest cross-fades: the source fades out, the
  /// destination fades in. The same on the way out.
  /// - Parameter duration: How long each half takes.
  public static func movePassengers(duration: Duration = .milliseconds(400)) -> Animation {
    let move = TransitionAnimation(duration: duration) { context, progress in
      if let source = context.sourceView { source.alpha = context.initialAlpha(of: source) * (1 - progress) }
      if let destination = context.destinationView {
        destination.alpha = context.initialAlpha(of: destination) * progress
      }
      for passenger in context.passengers {
        passenger.sourceView.alpha = 0
        passenger.destinationView.alpha = context.initialAlpha(of: passenger.destinationView)
        passenger.destinationView.frame = passenger.frame(at: progress)
      }
    }
    return Animation(presentation: move, dismissal: move)
  }
}

extension TransitionAnimation {
  /// The destination slides in from an edge to its place.
  static func slide(from edge: Edge, duration: Duration) -> TransitionAnimation {
    TransitionAnimation(duration: duration) { context, progress in
      guard let view = context.destinationView else { return }
      view.frame = context.initialFrame(of: view).offset(toward: edge, by: 1 - progress, in: context.containerBounds)
    }
  }

  /// The source slides from its place out to an edge.
  static func slide(to edge: Edge, duration: Duration) -> TransitionAnimation {
    TransitionAnimation(duration: duration) { context, progress in
      guard let view = context.sourceView else { return }
      view.frame = context.initialFrame(of: view).offset(toward: edge, by: progress, in: context.containerBounds)
    }
  }

  /// The animation UIKit uses for a kind of change when none is named: a
  /// slide from the right for navigation and pages, from the bottom for
  /// modal presentation, a fade for embedding and columns, and none (an
  /// instant change) for tabs, window roots and collapsing.
  static func system(for kind: HierarchyChangeKind) -> TransitionAnimation? {
    switch kind {
    case .push, .setStack, .setPages: .slide(from: .right, duration: .milliseconds(350))
    case .pop, .popToViewController, .popToRoot: .slide(to: .right, duration: .milliseconds(350))
    case .present: .slide(from: .bottom, duration: .milliseconds(400))
    case .dismiss: .slide(to: .bottom, duration: .milliseconds(400))
    case .embed, .setColumns: Animation.fade(duration: .milliseconds(250)).presentation
    case .removeFromParent: Animation.fade(duration: .milliseconds(250)).dismissal
    case .selectTab, .setTabs, .setRoot, .setCollapsed, .showWindow, .hideWindow: nil
    }
  }
}

extension Rect {
  /// The rectangle moved toward an edge by a fraction of the container's size.
  func offset(toward edge: Edge, by fraction: Double, in container: Rect) -> Rect {
    var moved = self
    switch edge {
    case .left: moved.origin.x -= fraction * container.size.width
    case .right: moved.origin.x += fraction * container.size.width
    case .top: moved.origin.y -= fraction * container.size.height
    case .bottom: moved.origin.y += fraction * container.size.height
    }
    return moved
  }

  /// The rectangle scaled about its centre.
  func scaled(by factor: Double) -> Rect {
    let width = size.width * factor
    let height = size.height * factor
    return Rect(
      x: origin.x + (size.width - width) / 2, y: origin.y + (size.height - height) / 2, width: width, height: height)
  }
}
