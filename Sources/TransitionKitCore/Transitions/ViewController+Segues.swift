/// How a segue shows its destination.
public enum SegueKind: Sendable {
  /// As ``ViewController/show(_:animated:)`` from the source.
  case show
  /// As ``ViewController/showDetail(_:animated:)`` from the source.
  case showDetail
  /// Pushed onto the source's navigation controller.
  case push
  /// Presented on top of the source's modal chain.
  case present
  /// A transition of your own, made for the destination and performed on the source.
  case custom(@MainActor @Sendable (_ destination: ViewController) -> Transition<ViewController>)
}

/// A segue registered on a controller.
@MainActor
struct SegueRegistration {
  let kind: SegueKind
  let makeDestination: @MainActor () -> ViewController
}

extension ViewController {
  /// Registers a segue: a named way from this controller to a new destination.
  ///
  /// ```swift
  /// feed.registerSegue("openStory", kind: .push) { StoryViewController() }
  /// try feed.performSegue(withIdentifier: "openStory", sender: story)
  /// ```
  ///
  /// - Parameters:
  ///   - identifier: The segue's name; registering it again replaces it.
  ///   - kind: How the destination is shown.
  ///   - destination: Makes the destination, each time the segue runs.
  public func registerSegue(
    _ identifier: String,
    kind: SegueKind,
    destination: @escaping @MainActor () -> ViewController
  ) {
    attachments[SegueRegistryKey.self][identifier] = SegueRegistration(kind: kind, makeDestination: destination)
  }

  /// The identifiers of the segues registered on this controller, sorted.
  public var segueIdentifiers: [String] {
    attachments[SegueRegistryKey.self].keys.sorted()
  }

  /// Runs a registered segue: makes its destination, calls
  /// ``prepare(for:sender:)``, then performs the transition of its kind from
  /// this controller (in the window's queue, with the destination's
  /// ``transitionAnimation`` if `prepare` set one).
  ///
  /// - Parameters:
  ///   - identifier: A registered identifier.
  ///   - sender: What started the segue, handed to `prepare(for:sender:)`.
  ///   - options: How the transition is performed.
  ///   - completion: The transition's outcome.
  /// - Throws: ``TransitionError/unknownSegue(_:controller:)`` when no segue
  ///   has the identifier; nothing is made or called then.
  public func performSegue(
    withIdentifier identifier: String,
    sender: Any? = nil,
    options: TransitionOptions = .default,
    completion: Transition<ViewController>.Completion? = nil
  ) throws(TransitionError) {
    guard let registration = attachments[SegueRegistryKey.self][identifier] else {
      throw .unknownSegue(identifier, controller: displayName)
    }
    let destination = registration.makeDestination()
    prepare(for: Segue(identifier: identifier, source: self, destination: destination), sender: sender)
    let transition: Transition<ViewController> =
      switch registration.kind {
      case .show: .show(destination)
      case .showDetail: .showDetail(destination)
      case .present: .present(destination)
      case .push: .pushFromNearestNavigation(destination)
      case .custom(let makeTransition): makeTransition(destination)
      }
    transition.perform(on: self, with: options, completion: completion)
  }
}

extension Transition {
  /// Pushes onto the navigation controller the root is in (or is).
  static func pushFromNearestNavigation(_ presentable: any Presentable) -> Transition {
    Transition(name: "push", presentables: .one(presentable), animation: nil) {
      root, animated throws(TransitionError) in
      guard let navigation = root as? NavigationController ?? root.navigationController else {
        throw .noNavigationController(root.displayName)
      }
      try navigation.pushViewController(try presentable.controllerToPlace(), animated: animated)
    }
  }
}

private enum SegueRegistryKey: AttachmentKey {
  static var defaultValue: [String: SegueRegistration] { [:] }
}
