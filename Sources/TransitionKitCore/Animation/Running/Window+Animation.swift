extension Window {
  /// The clock that drives this window's animations: immediate by default.
  ///
  /// Changing the driver while this window's animations run on the old one
  /// finishes them at once; its interactive transitions waiting for a hand
  /// move to the new driver. Other windows' animations on the old driver
  /// stay there.
  ///
  /// Setting a driver also animates the changes made directly on the model
  /// with `animated: true` (a back button tap, `popViewController(animated:)`)
  /// with the animation remembered on the controller or the system one.
  public var animationDriver: AnimationDriver {
    get { attachments[AnimationDriverKey.self] ?? Self.immediateDriver }
    set {
      let old = animationDriver
      attachments[AnimationDriverKey.self] = newValue
      changeAnimator = WindowChangeAnimator(window: self)
      if old !== newValue { newValue.takeOver(from: old, for: self) }
    }
  }

  /// Whether a transition is running (or waiting) on this window. Every
  /// further transition waits for it.
  public var isTransitioning: Bool { attachments[object: TransitionQueueKey.self]?.isBusy ?? false }

  /// Runs an action once no transition runs or waits on this window (at
  /// once when none does): after a sequence has completed or been undone.
  func whenTransitionsSettle(_ action: @escaping @MainActor () -> Void) {
    transitionQueue.whenIdle(action)
  }

  /// The window's transition queue.
  var transitionQueue: TransitionQueue {
    if let queue = attachments[object: TransitionQueueKey.self] { return queue }
    let queue = TransitionQueue()
    attachments[object: TransitionQueueKey.self] = queue
    return queue
  }

  /// The driver of windows that were given none.
  private static let immediateDriver = ImmediateAnimationDriver()
}

private enum AnimationDriverKey: AttachmentKey {
  static var defaultValue: AnimationDriver? { nil }
}

private enum TransitionQueueKey: ObjectAttachmentKey {
  typealias Object = TransitionQueue
}

/// Animates the changes made directly on a window's model.
///
/// A change made while the window's queue is busy (from inside a transition's
/// callbacks, or while an animation runs) ends at once: it never overlaps a
/// running animation. Otherwise it takes the queue for its animation, so that
/// transitions started meanwhile wait for it.
@MainActor
final class WindowChangeAnimator: HierarchyChangeAnimator {
  @WindowReference private var window: Window?

  init(window: Window) {
    self.window = window
  }

  func animate(_ change: HierarchyChange) {
    guard let window, !window.transitionQueue.isBusy else {
      change.end()
      return
    }
    window.transitionQueue.enqueue { done in
      ChangeAnimation.run([change], animation: nil, in: window) { _ in done() }
    }
  }

  func describe(_ change: HierarchyChange) -> MountAnimation? {
    guard let window, !window.transitionQueue.isBusy else { return nil }
    return ChangeAnimation.describe(change, animation: nil, in: window, interactive: false)
  }
}
