/// Runs the animation of begun changes and ends them when it is over.
@MainActor
enum ChangeAnimation {
  /// Animates changes that have begun, then ends them.
  ///
  /// The first change that shows or hides something decides the animation:
  /// - its kind decides the half: ``HierarchyChangeKind/isDismissal`` uses the
  ///   dismissal half, anything else the presentation half (a new stack whose
  ///   top was already in the stack counts as a dismissal, like a pop);
  /// - a named `animation` wins (``Animation/default`` means the system one);
  ///   otherwise the way out uses the source's remembered
  ///   ``ViewController/transitionAnimation`` and the way in the
  ///   destination's; otherwise the system animation for the kind.
  ///
  /// A named animation on the way in is remembered on the controllers the
  /// change put in (``Animation/default`` clears theirs), and its back button
  /// is given to a pushed controller.
  ///
  /// Nothing animates when the change is not animated, or outside a visible
  /// window: the changes end at once.
  ///
  /// - Parameters:
  ///   - changes: Begun changes, in the order they began.
  ///   - animation: The animation the transition names, if any.
  ///   - window: The window the changes happen in.
  ///   - interactive: Whether the animation waits for a hand (the run is
  ///     returned so that a handle can drive it).
  ///   - completion: Called once at the end: `true` when the changes ended,
  ///     `false` when they were cancelled.
  /// - Returns: The animation run, while one is under way.
  @discardableResult
  static func run(
    _ changes: [HierarchyChange],
    animation: Animation?,
    in window: Window?,
    interactive: Bool = false,
    completion: @escaping @MainActor (_ finished: Bool) -> Void
  ) -> AnimationRun? {
    guard let primary = HierarchyChange.primary(of: changes) else {
      completion(true)
      return nil
    }
    // The report is made only when something reads it.
    let destination = primary.destination
    let source = primary.source
    let isDismissal =
      primary.kind.isDismissal
      || (primary.kind == .setStack
        && destination.map { top in !HierarchyChangeReport(primary).insertedControllers.contains { $0 === top } }
          ?? false)
    // Changes made outside the window (to free trees, by a transition performed
    // on a root in the window) show nothing there: they end at once.
    let isVisible = window.map { window in !window.isHidden && changes.contains { $0.window === window } } ?? false
    guard interactive || (primary.animated && isVisible) else {
      end(changes, remembering: animation, primary: primary, isDismissal: isDismissal)
      completion(true)
      return nil
    }

    let transitionAnimation: TransitionAnimation? =
      if let animation, animation !== Animation.default {
        animation.half(isDismissal: isDismissal) ?? .system(for: primary.kind)
      } else if animation == nil,
        let remembered = isDismissal ? source?.transitionAnimation : destination?.transitionAnimation
      {
        remembered.half(isDismissal: isDismissal) ?? .system(for: primary.kind)
      } else {
        .system(for: primary.kind)
      }
    guard interactive || (transitionAnimation?.seconds ?? 0) > 0 else {
      end(changes, remembering: animation, primary: primary, isDismissal: isDismissal)
      completion(true)
      return nil
    }
    let context = AnimationContext(
      kind: primary.kind,
      isDismissal: isDismissal,
      source: source,
      destination: destination,
      containerBounds: window?.bounds ?? .zero
    )
    let run = AnimationRun(animation: transitionAnimation, context: context) { finished in
      if finished || !HierarchyChange.cancel(changes) {
        end(changes, remembering: animation, primary: primary, isDismissal: isDismissal)
        completion(true)
      } else {
        completion(false)
      }
    }
    run.window = window
    run.mountRevision = window?.mountRevision ?? 0
    let driver = isVisible ? window?.animationDriver ?? ImmediateAnimationDriver() : ImmediateAnimationDriver()
    driver.start(run, interactive: interactive)
    return run
  }

  /// Ends the changes, then remembers a named animation on the way in on
  /// the controllers the primary change put in.
  private static func end(
    _ changes: [HierarchyChange],
    remembering animation: Animation?,
    primary: HierarchyChange,
    isDismissal: Bool
  ) {
    for change in changes { change.end() }
    guard let animation, !isDismissal else { return }
    for controller in HierarchyChangeReport(primary).insertedControllers {
      controller.transitionAnimation = animation === Animation.default ? nil : animation
      if primary.kind == .push, let backButton = animation.backButton {
        controller.navigationItem.customBackButton = backButton
      }
    }
  }
}
