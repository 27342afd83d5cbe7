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
    guard
      let plan = endAtOnceUnlessAnimated(changes, animation: animation, in: window, interactive: interactive)
    else {
      completion(true)
      return nil
    }
    return animate(changes, plan, animation: animation, in: window, interactive: interactive, completion: completion)
  }

  /// How begun changes animate: their primary change and the choice made for it.
  struct Plan {
    /// The first change that shows or hides something.
    let primary: HierarchyChange
    /// The animation chosen for it.
    let choice: Choice
  }

  /// Ends begun changes at once when they would not animate (see
  /// ``run(_:animation:in:interactive:completion:)``), so that a caller can
  /// go on without handing over a completion, which is an allocation.
  ///
  /// - Returns: `nil` when the changes ended; otherwise how they animate,
  ///   for ``animate(_:_:animation:in:interactive:completion:)``.
  static func endAtOnceUnlessAnimated(
    _ changes: [HierarchyChange], animation: Animation?, in window: Window?, interactive: Bool = false
  ) -> Plan? {
    guard let primary = HierarchyChange.primary(of: changes) else { return nil }
    // A change made without animation, the usual case in tests, ends at
    // once wherever it is: no animation is chosen.
    if !interactive, !primary.animated {
      // Whether it is a dismissal matters only for an animation to remember.
      end(changes, remembering: animation, primary: primary, isDismissal: animation != nil && isDismissal(primary))
      return nil
    }
    let choice = choose(primary: primary, of: changes, animation: animation, in: window, interactive: interactive)
    guard choice.animates else {
      end(changes, remembering: animation, primary: primary, isDismissal: choice.isDismissal)
      return nil
    }
    return Plan(primary: primary, choice: choice)
  }

  /// Animates begun changes as planned, then ends them (or, when the
  /// animation is cancelled, undoes them).
  ///
  /// - Returns: The animation run.
  @discardableResult
  static func animate(
    _ changes: [HierarchyChange],
    _ plan: Plan,
    animation: Animation?,
    in window: Window?,
    interactive: Bool = false,
    completion: @escaping @MainActor (_ finished: Bool) -> Void
  ) -> AnimationRun {
    let primary = plan.primary
    let isDismissal = plan.choice.isDismissal
    let context = AnimationContext(
      kind: primary.kind,
      isDismissal: isDismissal,
      source: primary.source,
      destination: primary.destination,
      containerBounds: window?.bounds ?? .zero
    )
    let run = AnimationRun(animation: plan.choice.animation, context: context) { finished in
      if finished || !HierarchyChange.cancel(changes) {
        end(changes, remembering: animation, primary: primary, isDismissal: isDismissal)
        completion(true)
      } else {
        completion(false)
      }
    }
    run.window = window
    run.mountRevision = window?.mountRevision ?? 0
    let driver =
      plan.choice.isVisible ? window?.animationDriver ?? ImmediateAnimationDriver() : ImmediateAnimationDriver()
    driver.start(run, interactive: interactive)
    return run
  }

  /// What animates a change: the animation and its half, or none (the
  /// changes end at once).
  struct Choice {
    /// Whether a run animates the changes (an interactive one always does).
    var animates: Bool
    /// The half that runs; `nil` for an instant change.
    var animation: TransitionAnimation?
    /// Whether the change takes its controller out (the dismissal half).
    var isDismissal: Bool
    /// Whether the changes show in the window.
    var isVisible: Bool
    /// The name of what runs: the registry's name of the transition's or
    /// the remembered animation, `system`, or `nil` for an unnamed one.
    var name: String?
  }

  /// Chooses the animation of begun changes (see
  /// ``run(_:animation:in:interactive:completion:)`` for the rules).
  static func choose(
    primary: HierarchyChange, of changes: [HierarchyChange], animation: Animation?, in window: Window?,
    interactive: Bool
  ) -> Choice {
    // (Plain conditions and loops: closures handed to the standard library
    // would check the actor on every call. The controllers that come and go
    // are read only where needed: most changes do not animate.)
    let isDismissal = isDismissal(primary)
    // Changes made outside the window (to free trees, by a transition performed
    // on a root in the window) show nothing there: they end at once.
    var isVisible = false
    if let window, !window.isHidden {
      for change in changes where change.window === window {
        isVisible = true
        break
      }
    }
    guard interactive || (primary.animated && isVisible) else {
      return Choice(animates: false, animation: nil, isDismissal: isDismissal, isVisible: isVisible)
    }
    // The transition's animation wins (the default one means the system's);
    // otherwise the one remembered on the controller that leaves or comes in.
    let requested: Animation? =
      if let animation, animation !== Animation.default {
        animation
      } else if animation == nil {
        isDismissal ? primary.source?.transitionAnimation : primary.destination?.transitionAnimation
      } else {
        nil
      }
    let half = requested?.half(isDismissal: isDismissal)
    let transitionAnimation = half ?? .system(for: primary.kind)
    guard interactive || (transitionAnimation?.seconds ?? 0) > 0 else {
      return Choice(animates: false, animation: nil, isDismissal: isDismissal, isVisible: isVisible)
    }
    return Choice(
      animates: true, animation: transitionAnimation, isDismissal: isDismissal, isVisible: isVisible,
      name: half == nil ? "system" : requested?.name)
  }

  /// Whether a change takes its controller out, and so animates as a
  /// dismissal: a dismissal, a pop, or a stack set without its new top
  /// coming in.
  private static func isDismissal(_ primary: HierarchyChange) -> Bool {
    if primary.kind.isDismissal { return true }
    guard primary.kind == .setStack, let top = primary.destination else { return false }
    return !HierarchyChangeReport(primary).insertedControllers.containsObject(top)
  }

  /// The animation of a change as a renderer reads it: `nil` when nothing animates.
  static func describe(
    _ change: HierarchyChange, animation: Animation?, in window: Window?, interactive: Bool
  ) -> MountAnimation? {
    let choice = choose(primary: change, of: [change], animation: animation, in: window, interactive: interactive)
    guard choice.animates else { return nil }
    return MountAnimation(
      name: choice.name, duration: choice.animation?.duration ?? .zero, isDismissal: choice.isDismissal,
      isInteractive: interactive)
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
