/// How a child coordinator's flow ended, as its parent learns it.
///
/// A parent starts a child's flow with a transition that shows the child
/// (``Transition/startingFlow(of:completion:)``,
/// ``Coordinator/startFlow(_:with:options:completion:)`` or its `async`
/// form), and hears once how it ended:
///
/// ```swift
/// switch try await app.startFlow(login, with: .present(login)) {
/// case .finished(let user): print("signed in as", user)
/// case .cancelled(by: .pullDown): print("the sheet was pulled down")
/// case .cancelled, .replaced: print("no user")
/// }
/// ```
///
/// The end is decided by the child's own screens, as its lifetime is (see
/// <doc:WritingCoordinators>): the flow ends when the child calls
/// ``FlowCoordinator/finish(with:)``, or when its screens leave the tree —
/// by a gesture of the user, or by a transition of the app's code.
public enum FlowResult<Value: Sendable>: Sendable {
  /// The child finished with a value (``FlowCoordinator/finish(with:)``).
  case finished(Value)
  /// The user took the child's screens away before it finished: a swipe
  /// back, the back button or its menu, a sheet pulled down, a tap on the
  /// selected tab, a page swiped away, or any other change made directly on
  /// the model (see ``UserAction``).
  case cancelled(by: UserAction)
  /// A transition of the app's code took the child's screens away before
  /// it finished: another flow replaced it, a route popped or dismissed it,
  /// or its tree left the window (a new root, a logout). It ends this way
  /// too when the child stops being a child coordinator
  /// (``Coordinator/removeChild(_:)``) or is released with its tree.
  case replaced

  /// The value the child finished with; `nil` when it did not finish.
  public var value: Value? {
    if case .finished(let value) = self { value } else { nil }
  }

  /// Whether the child finished (rather than being cancelled or replaced).
  public var isFinished: Bool { value != nil }
}

extension FlowResult: Equatable where Value: Equatable {}
extension FlowResult: Hashable where Value: Hashable {}
