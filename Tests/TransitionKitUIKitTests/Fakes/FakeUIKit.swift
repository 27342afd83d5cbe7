import TransitionKitCore
import TransitionKitUIKit

/// The stand-in for UIKit's run loop: animations the fake hosts start wait
/// here until the test lets them end, and each host call is logged.
@MainActor
final class FakeUIKit {
  /// The ends of the animations under way, in the order they started.
  private var pendingEnds: [@MainActor () -> Void] = []
  /// Every call the adaptor made to a fake host, in words.
  var calls: [String] = []
  /// Calls made to a host while a transition of its own was under way (UIKit
  /// drops or garbles them; the adaptor must never make one).
  var callsDuringTransition: [String] = []

  /// Whether animations are under way.
  var isAnimating: Bool { !pendingEnds.isEmpty }

  func schedule(_ end: @escaping @MainActor () -> Void) {
    pendingEnds.append(end)
  }

  /// Ends every animation under way, and those their ends start.
  func finishAnimations() {
    var rounds = 0
    while !pendingEnds.isEmpty, rounds < 1000 {
      rounds += 1
      let end = pendingEnds.removeFirst()
      end()
    }
  }

  func log(_ call: String) { calls.append(call) }
}

/// A transition under way in a fake host, as UIKit's transition coordinator.
@MainActor
final class FakeTransitionCoordinator: TransitionCoordinatorHost, TransitionContextHost {
  var hostIsInteractive: Bool
  var hostIsCancelled = false
  var hostPercentComplete = 0.0
  var hostCompletionVelocity = 0.0
  private var completions: [@MainActor (any TransitionContextHost) -> Void] = []
  private var interactionHandlers: [@MainActor (any TransitionContextHost) -> Void] = []

  init(isInteractive: Bool) {
    hostIsInteractive = isInteractive
  }

  func hostAnimateAlongside(completion: @escaping @MainActor (any TransitionContextHost) -> Void) {
    completions.append(completion)
  }

  func hostNotifyWhenInteractionChanges(_ handler: @escaping @MainActor (any TransitionContextHost) -> Void) {
    interactionHandlers.append(handler)
  }

  /// The finger lifts: the interaction handlers run, the transition goes on by itself.
  func release(at progress: Double, cancelled: Bool, velocity: Double) {
    hostPercentComplete = progress
    hostIsCancelled = cancelled
    hostCompletionVelocity = velocity
    hostIsInteractive = false
    let handlers = interactionHandlers
    interactionHandlers = []
    for handler in handlers { handler(self) }
  }

  /// The transition ends: the completions run.
  func complete() {
    let completions = self.completions
    self.completions = []
    for completion in completions { completion(self) }
  }
}
