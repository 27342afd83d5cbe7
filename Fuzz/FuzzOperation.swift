/// The operations an input's bytes pick from: one byte picks the operation
/// (its value modulo the number of cases), the next bytes its arguments.
///
/// Arguments are chosen among new things and things that are already placed
/// (in this window or another one, or in no window), so that misuse is
/// frequent: every refusal is checked to change nothing.
enum FuzzOperation: Int, CaseIterable {
  // Making things.
  /// Makes a controller of any kind (plain, navigation, tab bar, single or
  /// double page, split), with a random presentation style and context.
  case makeController
  /// Makes a window (up to three alive), with the immediate driver, a shared
  /// manual clock or a clock of its own, and maybe a root.
  case makeWindow
  /// Makes a coordinator of one of the fuzz subclasses (navigation, screen,
  /// tab bar, shared stack, window), held outside any tree for now.
  case makeCoordinator
  /// Makes a router: a strong, weak or unowned router of another one, a
  /// redirection, or a misbehaving custom router.
  case makeRouter

  // Direct operations on the model.
  /// `pushViewController(_:animated:)`.
  case push
  /// `popViewController(animated:)`.
  case pop
  /// `popToViewController(_:animated:)`.
  case popTo
  /// A navigation controller's `setViewControllers(_:animated:)`.
  case setStack
  /// A tab bar controller's `setViewControllers(_:animated:)`.
  case setTabs
  /// `select(index:animated:)`, with indices out of range too.
  case selectTab
  /// A page view controller's `setViewControllers(_:direction:animated:)`.
  case setPages
  /// A split view controller's columns.
  case setColumns
  /// `setCollapsed(_:animated:)`.
  case collapse
  /// `present(_:animated:)`.
  case present
  /// `dismiss(animated:)`.
  case dismiss
  /// `embed(_:replacingExisting:animated:)`.
  case embed
  /// `removeFromParent(animated:)`.
  case removeFromParent
  /// `show(_:animated:)` or `showDetail(_:animated:)`.
  case show

  // Transitions and routes.
  /// A transition performed on a navigation controller, a tab bar controller
  /// or any controller: one step or a `multiple` of up to three.
  case performTransition
  /// A route triggered on the window's root coordinator.
  case triggerRootRoute
  /// A route triggered on any router: coordinators, wrappers, redirections,
  /// misbehaving routers.
  case triggerRouter
  /// `contextTrigger` on a library router (a coordinator, a wrapper or a
  /// redirection), whose completion must run at most once.
  case contextTriggerRouter
  /// The async `trigger` or `contextTrigger` (awaited in a task that starts
  /// at once) on any router but one that never calls its completion.
  case triggerAsync
  /// A deep link from the root coordinator or a fuzz coordinator.
  case deepLink
  /// `Transition.trigger(_:on:)` or `Transition.route(_:on:)` performed on a controller.
  case performRouteTransition
  /// A coordinator's `addChild`, `removeChild` or `removeChildrenIfNeeded`.
  case editChildren
  /// Calls the completions a misbehaving router kept for later (some twice).
  case completeLater

  // Interactive transitions.
  /// `beginInteractivePop` on any navigation controller.
  case beginInteractivePop
  /// `beginInteractiveDismissal` (a pull-down) on any controller.
  case beginInteractiveDismissal
  /// A coordinator's `beginInteractiveTransition(for:)`.
  case beginInteractiveRoute
  /// `performInteractively(on:)` of a single-change transition.
  case beginInteractiveTransition
  /// Any interactive start on a tree outside every window: it must be
  /// refused with `notInWindow` and change nothing.
  case beginOutsideWindow
  /// `update(_:)` with any progress, ±infinity and NaN included.
  case updateInteractive
  /// `finish(velocity:)` with any velocity.
  case finishInteractive
  /// `cancel(velocity:)` with any velocity.
  case cancelInteractive
  /// Lets go of a handle (a handle dropped while interacting cancels).
  case dropInteractive

  // Windows.
  /// Sets a window's root: nothing, a new controller, any controller, another
  /// window's root, or a router's `setRoot(for:)`.
  case setWindowRoot
  /// Moves a tree, or a controller inside one, from a window to another:
  /// takes it out, then sets it as the root, presents, pushes or embeds it there.
  case moveTree
  /// Lets go of a window mid-flow.
  case releaseWindow
  /// Hides a window or makes it key and visible.
  case showOrHideWindow
  /// Changes a window's animation driver (its running animations end or move).
  case setAnimationDriver

  // The clock.
  /// `advance(by:)` with any duration, `.seconds(Int64.max)` and negative included.
  case advanceClock
  /// `advance(frames:)` with any count, `Int.max` and negative included.
  case advanceFrames
  /// `runUntilIdle()`: it must return.
  case runUntilIdle

  // User actions.
  /// `userDidTapTab(at:)`, with a delegate that may refuse.
  case tapTab
  /// `popFromBackButtonMenu(to:animated:)`, to a menu item or anything else.
  case popFromBackButtonMenu
  /// Toggles `isModalInPresentation`, or sets a presentation delegate that
  /// may refuse pull-downs.
  case toggleModalInPresentation

  // Letting go.
  /// Lets go of a controller the program held: only its tree keeps it now.
  case letGoOfController
  /// Lets go of a router or coordinator the program held.
  case letGoOfRouter
}
