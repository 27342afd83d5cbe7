/// The reason a hierarchy operation, a transition or a route was refused.
///
/// Every refusal in TransitionKit is a case of this one error type. Where UIKit
/// would crash, log a console warning or silently ignore bad input, TransitionKit
/// throws (or completes with) one of these cases instead, and guarantees that the
/// refused operation changed nothing: not the tree, not any appearance state.
///
/// Each case carries the display names of the controllers involved (their
/// ``ViewController/title``; untitled, a container's kind such as `Nav`, or
/// the type name of any other controller: ``ViewController/displayName``), so the
/// ``description`` reads like a sentence about your screens:
///
/// ```swift
/// do {
///   try navigation.popViewController(animated: true)
/// } catch {
///   print(error)  // "Cannot pop 'Home': its stack holds fewer than two view controllers."
/// }
/// ```
public enum TransitionError: Error, Sendable, Hashable, Codable {
  /// The controller is already somewhere in a hierarchy (a window's root, a
  /// container's child, a presented controller, or an ancestor of the place it
  /// was to be put), so it cannot be put in a second place.
  case alreadyInHierarchy(String)
  /// A navigation controller cannot be pushed onto (or set into) a navigation stack.
  case cannotPushNavigationController(String)
  /// The navigation controller's stack holds fewer than two controllers, so
  /// there is nothing to pop.
  case cannotPopRoot(navigation: String)
  /// The controller is not in the navigation controller's stack.
  case notInStack(String, navigation: String)
  /// The same controller appears twice in a list of controllers.
  case duplicate(String)
  /// The controller is not one of the tab bar controller's tabs.
  case notATab(String, tabBar: String)
  /// The index is outside the container's controllers.
  case indexOutOfRange(Int, count: Int, container: String)
  /// A page view controller was given the wrong number of pages: two when it is
  /// double-sided, one otherwise.
  case pageCountMismatch(expected: Int, actual: Int, pageViewController: String)
  /// The presented controller is not a sheet, so the user cannot pull it
  /// down: it is presented full screen, over the full screen, in or over the
  /// current context, or it is an alert. The presentation names which
  /// (a ``ModalPresentationStyle`` raw value, or `alert`).
  case notASheet(String, presentation: String)
  /// The presented sheet stays modal: it, or a visible controller inside
  /// it, has ``ViewController/isModalInPresentation`` set, or its
  /// presentation delegate refused the dismissal. The attempt was reported.
  case modalInPresentation(String)
  /// The controller is not in the navigation controller's back-button menu:
  /// the menu lists the controllers below the top of the stack.
  case notInBackButtonMenu(String, navigation: String)
  /// The alert has no button with the title.
  case unknownAction(String, alert: String)
  /// The presentation context is already presenting a controller.
  case alreadyPresenting(String, presented: String)
  /// Neither the controller nor an ancestor presents anything, and it was not
  /// presented itself.
  case nothingToDismiss(String)
  /// The controller is not an embedded child of a plain view controller, so it
  /// cannot be removed with ``ViewController/removeFromParent(animated:)``.
  case notEmbedded(String)
  /// The container manages its children itself (a navigation, tab bar, page or
  /// split view controller); use its own operations instead of embedding.
  case cannotEmbedInContainer(String)
  /// The view is not part of the controller's view tree.
  case viewNotOwned(view: String, controller: String)
  /// The view belongs to a view controller; add or remove it through the
  /// controller (``ViewController/embed(_:in:replacingExisting:animated:)`` or
  /// ``ViewController/removeFromParent(animated:)``).
  case viewOwnedByController(view: String, controller: String)
  /// Adding the view would make it its own ancestor.
  case viewCycle(String)
  /// The page view controller has no data source to ask for the next page.
  case noDataSource(String)
  /// The view is in no view controller's view tree, so nothing can be embedded in it.
  case viewHasNoController(String)
  /// No controller is in a navigation stack above the controller, so nothing can be pushed.
  case noNavigationController(String)
  /// No animation is registered under the name.
  case unknownAnimation(name: String)
  /// No segue is registered under the identifier on the controller.
  case unknownSegue(String, controller: String)
  /// A transition is running on the window, so an interactive one cannot
  /// start; nor can a step of a sequence that holds another window's turn
  /// (waiting for this one could wait for ever). A controller that its
  /// animated change is taking out of sight cannot be shown in another
  /// window before that change ends.
  case transitionInProgress(window: String)
  /// The controller is in no window: an interactive transition follows a
  /// gesture on screen, so it begins only in a window.
  case notInWindow(String)
  /// The transition is not a single change, so it cannot be driven by hand.
  case interactionUnsupported
  /// The transition was cancelled (an interactive transition let go before its end).
  case cancelled
  /// The router was released before the route was triggered on it (a weak or
  /// unowned router, or a redirection whose parent is gone).
  case routerDeallocated
  /// No router takes routes of this type where a deep link looked for one.
  case noRouter(for: String)
  /// The coordinator does not handle the route (its `prepareTransition(for:)`
  /// was not overridden).
  case unhandledRoute(String, coordinator: String)
  /// The controller can be neither popped nor dismissed: it is not above
  /// the bottom of a navigation stack and is not part of a presented
  /// controller (through navigation stacks), so ``Transition/close(_:animation:)`` cannot close it.
  case cannotClose(String)
  /// The coordinator's flow could not be followed: the transition that was
  /// to start it did not make it a child coordinator (or was not performed
  /// by a coordinator).
  case flowNotStarted(String)
}

extension TransitionError: CustomStringConvertible {
  /// A sentence that names the controllers involved and what went wrong.
  public var description: String {
    switch self {
    case .alreadyInHierarchy(let controller):
      "'\(controller)' is already in a view-controller hierarchy; remove it from its place first."
    case .cannotPushNavigationController(let controller):
      "'\(controller)' is a navigation controller and cannot be pushed onto a navigation stack."
    case .cannotPopRoot(let navigation):
      "Cannot pop '\(navigation)': its stack holds fewer than two view controllers."
    case .notInStack(let controller, let navigation):
      "'\(controller)' is not in the stack of '\(navigation)'."
    case .duplicate(let controller):
      "'\(controller)' appears more than once in the list of view controllers."
    case .notATab(let controller, let tabBar):
      "'\(controller)' is not a tab of '\(tabBar)'."
    case .indexOutOfRange(let index, let count, let container):
      "Index \(index) is out of range for '\(container)', which holds \(count) view controllers."
    case .pageCountMismatch(let expected, let actual, let pageViewController):
      "'\(pageViewController)' shows \(expected) page\(expected == 1 ? "" : "s") at a time, not \(actual)."
    case .notASheet(let controller, let presentation):
      "'\(controller)' is presented as \(presentation == "alert" ? "an alert" : "'\(presentation)'"), not as a sheet, so it cannot be pulled down."
    case .modalInPresentation(let controller):
      "'\(controller)' is modal in its presentation, so it cannot be pulled down."
    case .notInBackButtonMenu(let controller, let navigation):
      "'\(controller)' is not below the top of the stack of '\(navigation)', so its back-button menu does not list it."
    case .unknownAction(let title, let alert):
      "The alert '\(alert)' has no button titled '\(title)'."
    case .alreadyPresenting(let presenter, let presented):
      "'\(presenter)' is already presenting '\(presented)'."
    case .nothingToDismiss(let controller):
      "'\(controller)' presents nothing and was not presented, so there is nothing to dismiss."
    case .notEmbedded(let controller):
      "'\(controller)' is not an embedded child of a view controller."
    case .cannotEmbedInContainer(let container):
      "'\(container)' manages its own children; use its own operations instead of embedding."
    case .viewNotOwned(let view, let controller):
      "The view '\(view)' is not in the view tree of '\(controller)'."
    case .viewOwnedByController(let view, let controller):
      "The view '\(view)' belongs to '\(controller)'; embed or remove the controller instead."
    case .viewCycle(let view):
      "Adding the view '\(view)' would make it its own ancestor."
    case .noDataSource(let pageViewController):
      "'\(pageViewController)' has no data source to ask for another page."
    case .viewHasNoController(let view):
      "The view '\(view)' is in no view controller's view tree."
    case .noNavigationController(let controller):
      "'\(controller)' is in no navigation stack, so nothing can be pushed from it."
    case .unknownAnimation(let name):
      "No animation is registered under the name '\(name)'."
    case .unknownSegue(let identifier, let controller):
      "'\(controller)' has no segue with the identifier '\(identifier)'."
    case .transitionInProgress(let window):
      "A transition is running on the window '\(window)'; an interactive transition, or a step of a sequence that holds another window, cannot start there now, "
        + "and a controller leaving it cannot be shown in another window yet."
    case .notInWindow(let controller):
      "'\(controller)' is in no window; a transition driven by hand begins only in a window."
    case .interactionUnsupported:
      "Only a transition made of one change can be driven interactively."
    case .cancelled:
      "The transition was cancelled."
    case .routerDeallocated:
      "The router was released before the route was triggered."
    case .noRouter(let route):
      "No router takes the route '\(route)'."
    case .unhandledRoute(let route, let coordinator):
      "'\(coordinator)' does not handle the route '\(route)'; override prepareTransition(for:)."
    case .cannotClose(let controller):
      "'\(controller)' is neither pushed onto a navigation stack nor presented, so it cannot be closed."
    case .flowNotStarted(let coordinator):
      "The flow of '\(coordinator)' was not started: the transition did not make it a child coordinator."
    }
  }
}
