/// How a ``MisbehavingRouter`` treats the completions it is given.
enum RouterBehaviour: Int, CaseIterable {
  /// Calls it once, at once, with success: the router behaves.
  case completesAtOnce
  /// Calls it twice at once: success, then a failure.
  case completesTwice
  /// Drops it without calling it.
  case neverCompletes
  /// Keeps it: the program calls it later (and sometimes twice).
  case completesLater
  /// Calls it at once with a failure.
  case fails
  /// Presents a new controller from its controller, passing the options
  /// on, and calls it twice from that transition's completion.
  case performsThenCompletesTwice
  /// Performs a transition that is refused (a dismissal, usually of
  /// nothing) and calls it with that transition's outcome.
  case performsARefusedTransition
}

/// A custom ``Router`` conformance gone wrong, as apps write them: the
/// library must call the caller's completion at most once whatever it does,
/// and must not leak because of it.
@MainActor
final class MisbehavingRouter: Router {
  /// The controller the router stands for (new, or one placed elsewhere).
  let viewController: ViewController
  /// What the router does with completions.
  let behaviour: RouterBehaviour
  /// The program that decides what happens (held weakly).
  private weak var program: FuzzProgram?

  /// A router standing for `viewController` that behaves as `behaviour` says.
  init(viewController: ViewController, behaviour: RouterBehaviour, program: FuzzProgram) {
    self.viewController = viewController
    self.behaviour = behaviour
    self.program = program
  }

  /// Does what ``behaviour`` says with the completion.
  func contextTrigger(
    _ route: UInt8,
    with options: TransitionOptions,
    completion: (@MainActor (Result<TransitionContext, TransitionError>) -> Void)?
  ) {
    let context = TransitionContext(presentables: [], animation: nil)
    switch behaviour {
    case .completesAtOnce:
      completion?(.success(context))
    case .completesTwice:
      completion?(.success(context))
      completion?(.failure(.cancelled))
    case .neverCompletes:
      if completion != nil { program?.completionMayNeverRun = true }
    case .completesLater:
      if let completion, program?.isLettingGo == false { program?.lateCompletions.append(completion) }
    case .fails:
      completion?(.failure(.unhandledRoute(String(route), coordinator: "MisbehavingRouter")))
    case .performsThenCompletesTwice:
      let presented = program?.plain() ?? ViewController()
      Transition<ViewController>.present(presented).perform(on: viewController, with: options) { result in
        completion?(result.map { context })
        completion?(result.map { context })
      }
    case .performsARefusedTransition:
      Transition<ViewController>.dismiss().perform(on: viewController, with: options) { result in
        completion?(result.map { context })
      }
    }
  }
}

/// A tab bar delegate whose answers the input decides.
@MainActor
final class FuzzTabDelegate: TabBarControllerDelegate {
  /// The program whose input answers.
  weak var program: FuzzProgram?
  /// How many taps took effect.
  private(set) var selections = 0

  /// Allows the tap or not, as the next byte says.
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
    program?.reader.flag() ?? true
  }

  /// Counts the tap.
  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
    selections += 1
  }
}

/// A presentation delegate whose answers the input decides.
@MainActor
final class FuzzPresentationDelegate: PresentationControllerDelegate {
  /// The program whose input answers.
  weak var program: FuzzProgram?
  /// How many pull-downs were refused.
  private(set) var attempts = 0
  /// The pull-downs under way that began while this was their controller's delegate.
  private var underWay: [ObjectIdentifier: Int] = [:]
  /// The controllers this became the delegate of since their last pull-down
  /// began: one may have begun before (UIKit, as the library, tells the
  /// delegate of the moment), and finish without this hearing it begin.
  private var joined: Set<ObjectIdentifier> = []

  /// Notes that this became a controller's delegate.
  func join(_ controller: ViewController) {
    joined.insert(ObjectIdentifier(controller))
  }

  /// Allows the pull-down or not, as the next byte says.
  func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool {
    program?.reader.flag() ?? true
  }

  /// Counts the refused pull-down.
  func presentationControllerDidAttemptToDismiss(_ presented: ViewController) { attempts += 1 }

  /// Counts the pull-down that began.
  func presentationControllerWillDismiss(_ presented: ViewController) {
    let id = ObjectIdentifier(presented)
    underWay[id, default: 0] += 1
    joined.remove(id)
  }

  /// Counts the pull-down that finished; it must have begun, unless this
  /// became the controller's delegate meanwhile.
  func presentationControllerDidDismiss(_ presented: ViewController) {
    let id = ObjectIdentifier(presented)
    if let count = underWay[id], count > 0 {
      underWay[id] = count - 1
    } else if joined.remove(id) == nil {
      violation("a pull-down finished that never began")
    }
  }
}
