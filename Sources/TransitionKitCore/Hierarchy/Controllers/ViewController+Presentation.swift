extension ViewController {
  /// Presents a controller modally, following UIKit's presentation-context rules.
  ///
  /// The presentation is attached to this controller's presentation context:
  /// for ``ModalPresentationStyle/currentContext`` and
  /// ``ModalPresentationStyle/overCurrentContext``, the nearest controller (this
  /// one or an ancestor) whose ``definesPresentationContext`` is `true`; for every
  /// other style, and when no ancestor defines a context, the root-most ancestor.
  /// That context becomes the presented controller's ``presentingViewController``.
  ///
  /// The presented controller appears; its context disappears under
  /// ``ModalPresentationStyle/fullScreen`` and ``ModalPresentationStyle/currentContext``
  /// and stays visible under every other style.
  ///
  /// ```swift
  /// settings.modalPresentationStyle = .pageSheet
  /// try home.present(settings, animated: true)
  /// ```
  ///
  /// - Parameters:
  ///   - viewController: The controller to present. It must be free.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` when `viewController` is
  ///   in a hierarchy (or is this controller or an ancestor);
  ///   ``TransitionError/alreadyPresenting(_:presented:)`` when the context
  ///   already presents a controller.
  public func present(_ viewController: ViewController, animated: Bool) throws(TransitionError) {
    try validateInsertable(viewController)
    let style = viewController.modalPresentationStyle
    let context = presentationContext(for: style)
    if let current = context.presentation {
      throw .alreadyPresenting(context.displayName, presented: current.controller.displayName)
    }
    let presentation = Presentation(controller: viewController, style: style)
    HierarchyChange.perform(.present, animated: animated, in: window, scope: context) { transaction in
      transaction.apply(.setPresentation(context, from: nil, to: presentation))
    }
  }

  /// Dismisses a presented controller and everything presented above it.
  ///
  /// As in UIKit: when this controller (or an ancestor) presents a controller,
  /// that controller is dismissed; otherwise, when this controller (or an
  /// ancestor) was presented, that presented controller is dismissed. The
  /// dismissed controllers become free; the library keeps no reference to them.
  ///
  /// - Parameter animated: Whether the change is animated.
  /// - Throws: ``TransitionError/nothingToDismiss(_:)`` when there is neither,
  ///   where UIKit would silently do nothing.
  public func dismiss(animated: Bool) throws(TransitionError) {
    if let context = nearestPresentationContext {
      dismissPresentation(of: context, animated: animated)
    } else if let presented = presentedAncestor, let presenter = presented.presenter {
      dismissPresentation(of: presenter, animated: animated)
    } else {
      throw .nothingToDismiss(displayName)
    }
  }

  /// The controller that presents for this one under a style.
  func presentationContext(for style: ModalPresentationStyle) -> ViewController {
    if style.usesCurrentContext {
      var current: ViewController? = self
      while let controller = current {
        if controller.definesPresentationContext { return controller }
        current = controller.parent
      }
    }
    return rootMostAncestor
  }

  /// This controller or its nearest ancestor (through parents) that presents a controller.
  var nearestPresentationContext: ViewController? {
    var current: ViewController? = self
    while let controller = current {
      if controller.presentation != nil { return controller }
      current = controller.parent
    }
    return nil
  }

  /// Dismisses what `context` presents, and everything presented from inside
  /// that presented tree, as one change.
  func dismissPresentation(of context: ViewController, animated: Bool) {
    guard let presentation = context.presentation else { return }
    var links: [(context: ViewController, presentation: Presentation)] = []
    presentation.controller.collectPresentations(into: &links)
    HierarchyChange.perform(.dismiss, animated: animated, in: context.window, scope: context) { transaction in
      for link in links.reversed() {
        transaction.apply(.setPresentation(link.context, from: link.presentation, to: nil))
      }
      transaction.apply(.setPresentation(context, from: presentation, to: nil))
    }
  }

  /// Every presentation made from this controller's tree, outermost first.
  private func collectPresentations(into links: inout [(context: ViewController, presentation: Presentation)]) {
    // A presented screen that presents nothing and has no children, the
    // usual case, has nothing to collect: no work list is made.
    guard presentation != nil || !storedChildren.isEmpty else { return }
    var pending: [ViewController] = [self]
    while let controller = pending.popLast() {
      if let presentation = controller.presentation {
        links.append((controller, presentation))
        pending.append(presentation.controller)
      }
      pending.append(contentsOf: controller.children)
    }
  }
}
