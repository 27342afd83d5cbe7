extension Transition {
  /// Presents a controller on top of whatever the root's chain presents
  /// (so it stacks on an open modal).
  ///
  /// - Parameters:
  ///   - presentable: What to present. Its controller must be free.
  ///   - animation: The animation; remembered on the presented controller.
  /// - Returns: A transition that fails with
  ///   ``TransitionError/alreadyInHierarchy(_:)`` when the controller is not free.
  public static func present(_ presentable: any Presentable, animation: Animation? = nil) -> Transition {
    Transition(
      name: "present", presentables: .one(presentable), animation: animation,
      operation: PlainOperations.present(presentable))
  }

  /// Presents a controller on the root itself.
  ///
  /// - Parameters:
  ///   - presentable: What to present. Its controller must be free.
  ///   - animation: The animation; remembered on the presented controller.
  /// - Returns: A transition that fails with
  ///   ``TransitionError/alreadyPresenting(_:presented:)`` when the root's
  ///   presentation context already presents a controller, or
  ///   ``TransitionError/alreadyInHierarchy(_:)`` when the controller is not free.
  public static func presentOnRoot(_ presentable: any Presentable, animation: Animation? = nil) -> Transition {
    Transition(name: "presentOnRoot", presentables: .one(presentable), animation: animation) {
      root, animated throws(TransitionError) in
      try root.present(try presentable.controllerToPlace(), animated: animated)
    }
  }

  /// Presents a controller with a presentation style, on top of whatever
  /// the root's chain presents: ``present(_:animation:)`` after setting the
  /// controller's ``ViewController/modalPresentationStyle``, in one call.
  ///
  /// ```swift
  /// return .present(onboarding, style: .fullScreen, animation: .fade())
  /// ```
  ///
  /// The style is set when the transition runs; a refused presentation
  /// leaves the controller's style as it was.
  ///
  /// - Parameters:
  ///   - presentable: What to present. Its controller must be free.
  ///   - style: The presentation style.
  ///   - animation: The animation; remembered on the presented controller.
  /// - Returns: A transition that fails as ``present(_:animation:)`` does.
  public static func present(
    _ presentable: any Presentable,
    style: ModalPresentationStyle,
    animation: Animation? = nil
  ) -> Transition {
    Transition(name: "present", presentables: .one(presentable), animation: animation) {
      root, animated throws(TransitionError) in
      try root.topmostPresentedViewController.present(
        try presentable.controllerToPlace(), style: style, animated: animated)
    }
  }

  /// Presents a controller with a presentation style on the root itself:
  /// ``presentOnRoot(_:animation:)`` after setting the controller's
  /// ``ViewController/modalPresentationStyle``, in one call.
  ///
  /// - Parameters:
  ///   - presentable: What to present. Its controller must be free.
  ///   - style: The presentation style; it decides the presentation context.
  ///   - animation: The animation; remembered on the presented controller.
  /// - Returns: A transition that fails as ``presentOnRoot(_:animation:)``
  ///   does; the controller's style is then as it was.
  public static func presentOnRoot(
    _ presentable: any Presentable,
    style: ModalPresentationStyle,
    animation: Animation? = nil
  ) -> Transition {
    Transition(name: "presentOnRoot", presentables: .one(presentable), animation: animation) {
      root, animated throws(TransitionError) in
      try root.present(try presentable.controllerToPlace(), style: style, animated: animated)
    }
  }

  /// Dismisses the topmost controller of the root's chain; when the root
  /// presents nothing, the root itself from its presenter (a presented
  /// coordinator closing itself).
  ///
  /// - Parameter animation: The animation; when `nil`, the dismissed
  ///   controller's remembered one.
  /// - Returns: A transition that fails with ``TransitionError/nothingToDismiss(_:)``
  ///   when neither applies.
  public static func dismiss(animation: Animation? = nil) -> Transition {
    Transition(name: "dismiss", presentables: [], animation: animation, operation: PlainOperations.dismiss)
  }

  /// Dismisses everything presented above the root, in one change; when the
  /// root presents nothing, the root itself from its presenter.
  ///
  /// - Parameter animation: The animation; when `nil`, the topmost dismissed
  ///   controller's remembered one.
  /// - Returns: A transition that fails with ``TransitionError/nothingToDismiss(_:)``
  ///   when there is nothing to dismiss.
  public static func dismissToRoot(animation: Animation? = nil) -> Transition {
    Transition(name: "dismissToRoot", presentables: [], animation: animation, operation: PlainOperations.dismissToRoot)
  }

  /// Dismisses everything presented above the root, in one change, and
  /// succeeds when nothing is: XCoordinator's `dismissAll()`.
  ///
  /// Unlike ``dismissToRoot(animation:)``, it never dismisses the root
  /// itself: a root that presents nothing (nor does an ancestor of it) is
  /// left as it is, and the transition succeeds.
  ///
  /// - Parameter animation: The animation; when `nil`, the topmost dismissed
  ///   controller's remembered one.
  /// - Returns: A transition that never fails.
  public static func dismissAll(animation: Animation? = nil) -> Transition {
    Transition(name: "dismissAll", presentables: [], animation: animation, operation: PlainOperations.dismissAll)
  }

  /// Embeds a controller in a container controller.
  ///
  /// - Parameters:
  ///   - presentable: What to embed. Its controller must be free.
  ///   - container: A plain controller (not a navigation, tab bar, page or split view controller).
  ///   - replacing: Whether the children already embedded in the container's
  ///     root view are removed in the same change.
  /// - Returns: A transition that fails as
  ///   ``ViewController/embed(_:in:replacingExisting:animated:)`` does.
  public static func embed(
    _ presentable: any Presentable,
    in container: ViewController,
    replacing: Bool = false
  ) -> Transition {
    Transition(
      name: "embed", presentables: .one(presentable), actingAt: { _ in container },
      operation: { _, animated throws(TransitionError) in
        try container.embed(try presentable.controllerToPlace(), replacingExisting: replacing, animated: animated)
      })
  }

  /// Embeds a controller in a view of a controller.
  ///
  /// - Parameters:
  ///   - presentable: What to embed. Its controller must be free.
  ///   - containerView: A view in a plain controller's view tree.
  ///   - replacing: Whether the children already embedded in that view are
  ///     removed in the same change.
  /// - Returns: A transition that fails with
  ///   ``TransitionError/viewHasNoController(_:)`` when the view is in no
  ///   controller's view tree, or as ``ViewController/embed(_:in:replacingExisting:animated:)`` does.
  public static func embed(
    _ presentable: any Presentable,
    in containerView: View,
    replacing: Bool = false
  ) -> Transition {
    Transition(
      name: "embed", presentables: .one(presentable), actingAt: { containerView.owningViewController ?? $0 },
      operation: { _, animated throws(TransitionError) in
        guard let container = containerView.owningViewController else {
          throw .viewHasNoController(containerView.name)
        }
        try container.embed(
          try presentable.controllerToPlace(), in: containerView, replacingExisting: replacing, animated: animated)
      })
  }

  /// Shows a controller as UIKit's `show(_:sender:)` does from the root: a
  /// push inside a navigation stack, the primary column of a split view,
  /// otherwise a presentation.
  ///
  /// - Parameter presentable: What to show. Its controller must be free.
  /// - Returns: A transition that fails as the underlying operation does.
  public static func show(_ presentable: any Presentable) -> Transition {
    Transition(name: "show", presentables: .one(presentable), animation: nil) {
      root, animated throws(TransitionError) in
      try root.show(try presentable.controllerToPlace(), animated: animated)
    }
  }

  /// Shows a controller as UIKit's `showDetailViewController(_:sender:)` does
  /// from the root: the secondary column of the nearest split view (or a push
  /// onto its primary stack when collapsed), otherwise ``show(_:)``.
  ///
  /// - Parameter presentable: What to show. Its controller must be free.
  /// - Returns: A transition that fails as the underlying operation does.
  public static func showDetail(_ presentable: any Presentable) -> Transition {
    Transition(name: "showDetail", presentables: .one(presentable), animation: nil) {
      root, animated throws(TransitionError) in
      try root.showDetail(try presentable.controllerToPlace(), animated: animated)
    }
  }

  /// Does nothing, and completes when its turn in the window's queue comes.
  public static func none() -> Transition {
    Transition(name: "none", presentables: [], animation: nil, operation: PlainOperations.none)
  }

  /// Changes nothing and fails with an error when its turn in the window's
  /// queue comes: for a route that cannot be shown, such as one whose
  /// coordinator could not be created. Inside ``multiple(_:)`` or a deep
  /// link, it undoes the steps before it like any refused step.
  ///
  /// - Parameter error: The error the transition fails with.
  public static func fail(_ error: TransitionError) -> Transition {
    Transition(name: "fail", presentables: [], animation: nil) { _, _ throws(TransitionError) in throw error }
  }
}

extension ViewController {
  /// Presents a controller with a style: the style is set, then the
  /// controller presented; a refused presentation puts the style back.
  func present(_ viewController: ViewController, style: ModalPresentationStyle, animated: Bool) throws(TransitionError)
  {
    let previous = viewController.modalPresentationStyle
    viewController.modalPresentationStyle = style
    do throws(TransitionError) {
      try present(viewController, animated: animated)
    } catch {
      viewController.modalPresentationStyle = previous
      throw error
    }
  }
}
