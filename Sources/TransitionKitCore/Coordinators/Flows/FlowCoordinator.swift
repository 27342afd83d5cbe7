/// A coordinator whose flow ends with a value its parent awaits: a login
/// that ends with the signed-in user, a picker that ends with the choice.
///
/// Adopt it on a subclass of ``Coordinator`` (or of one of the ready-made
/// coordinators), name the value, and call ``finish(with:)`` when the flow
/// is done:
///
/// ```swift
/// final class LoginCoordinator: NavigationCoordinator<LoginRoute>, FlowCoordinator {
///   typealias FlowValue = String   // the user's name
///
///   init() { super.init(initialRoute: .form) }
///
///   override func prepareTransition(for route: LoginRoute) -> NavigationTransition {
///     switch route {
///     case .form: return .set([ViewController(title: "Sign in")])
///     case .submit(let user):
///       finish(with: user)
///       return .none()
///     }
///   }
/// }
/// ```
///
/// The parent starts the flow with the transition that shows the child and
/// hears how it ended, as a ``FlowResult``: see
/// ``Transition/startingFlow(of:completion:)`` and
/// ``Coordinator/startFlow(_:with:options:completion:)``.
@MainActor
public protocol FlowCoordinator<FlowValue>: Router {
  /// The value the flow ends with.
  associatedtype FlowValue: Sendable
}

extension FlowCoordinator {
  /// Ends this coordinator's flow with a value: the parent that started it
  /// hears ``FlowResult/finished(_:)`` at once, before this returns.
  ///
  /// Finishing changes nothing in the hierarchy: the parent decides what
  /// happens next (it usually closes the child's screens and shows others),
  /// and the child stays a child until its screens leave the tree. A flow
  /// ends once: a later call does nothing until a new flow starts. Called
  /// before the parent started the flow (while the transition that shows it
  /// runs, say), the value waits for the flow to start.
  ///
  /// - Parameter value: What the flow ends with.
  public func finish(with value: FlowValue) {
    CoordinatorNode.node(of: self)?.finishFlow(with: value)
  }
}
