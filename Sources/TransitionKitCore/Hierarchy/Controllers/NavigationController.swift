/// A container that shows a stack of view controllers, one at a time.
///
/// The stack is the controller's ``ViewController/children``; only its top is
/// visible. Every operation validates its input first and throws a
/// ``TransitionError`` (changing nothing) where UIKit would crash:
///
/// ```swift
/// let navigation = try NavigationController(rootViewController: feed)
/// try navigation.pushViewController(detail, animated: true)
/// try navigation.popViewController(animated: true)        // detail is released
/// try navigation.popViewController(animated: true)        // throws .cannotPopRoot
/// ```
@MainActor
open class NavigationController: ViewController {
  /// Creates a navigation controller with an empty stack.
  /// - Parameter title: The controller's title.
  public override init(title: String? = nil) {
    super.init(title: title)
  }

  /// Creates a navigation controller whose stack holds one root controller.
  ///
  /// - Parameters:
  ///   - rootViewController: The bottom of the stack.
  ///   - title: The controller's title.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` or
  ///   ``TransitionError/cannotPushNavigationController(_:)``.
  public convenience init(rootViewController: ViewController, title: String? = nil) throws(TransitionError) {
    self.init(title: title)
    try setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller whose stack holds one root controller,
  /// without throwing: UIKit's `init(rootViewController:)`, for building a
  /// screen inside `prepareTransition(for:)` without `try`.
  ///
  /// ```swift
  /// return .present(NavigationController(root: ViewController(title: "Settings")))
  /// ```
  ///
  /// When `root` cannot be the root of the stack, the stack stays empty and
  /// the error is kept in ``ViewController/initializationError``: putting
  /// this navigation controller into a hierarchy then fails with it.
  ///
  /// - Parameters:
  ///   - root: The bottom of the stack; it must be free and not a navigation controller.
  ///   - title: The controller's title.
  public convenience init(root: ViewController, title: String? = nil) {
    self.init(title: title)
    do throws(TransitionError) {
      try setViewControllers([root], animated: false)
    } catch {
      recordInitializationError(error)
    }
  }

  /// Whether a navigation controller was ever put on this stack as the
  /// primary column of a collapsed split view controller (by the collapse or
  /// by `showDetail`), the one nesting UIKit allows. Such a stack may keep
  /// the navigation controllers it holds after it leaves the split view
  /// controller, as UIKit's does; ``Window/validate()`` accepts them there.
  @exclusivity(unchecked) var hasHeldDetailNavigationControllers = false

  /// The stack, from the root (first) to the top (last).
  public var viewControllers: [ViewController] { children }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { children.last }

  /// The controller shown to the user: the topmost controller presented from
  /// this navigation controller or its top, or else the top of the stack.
  public var visibleViewController: ViewController? {
    var visible = presentedViewController ?? topViewController
    while let presented = visible?.presentation?.controller { visible = presented }
    return visible
  }

  /// The title the back button of the top controller shows; `nil` when the
  /// stack holds fewer than two controllers. See ``backButton(for:)``.
  public var backButtonTitle: String? {
    topViewController.flatMap { backButton(for: $0) }?.title
  }

  /// The back button a controller of the stack shows.
  ///
  /// The controller's own ``NavigationItem/customBackButton`` (which a pushing
  /// animation may set) wins; otherwise the controller below it decides: its
  /// ``NavigationItem/backButtonTitle`` (with its
  /// ``NavigationItem/backButtonImageName``), else its title, else "Back".
  ///
  /// - Parameter viewController: A controller of the stack.
  /// - Returns: The back button, or `nil` for the root of the stack and for a
  ///   controller that is not in the stack.
  public func backButton(for viewController: ViewController) -> BackButton? {
    guard viewController.parent === self, let index = children.firstIndex(where: { $0 === viewController }),
      index > 0
    else { return nil }
    // The items as made so far: one not made yet has none of its values set.
    if let custom = viewController.storedNavigationItem?.customBackButton { return custom }
    let previous = children[index - 1].storedNavigationItem
    return BackButton(
      title: previous?.backButtonTitle ?? children[index - 1].title ?? "Back",
      imageName: previous?.backButtonImageName
    )
  }

  override var visibleChildren: [ViewController] {
    children.last.map { [$0] } ?? []
  }

  override func appendVisibleChildren(reversedTo pending: inout EntryBuffer, layer: Int) {
    // By index, from the storage: an entry keeps no reference, and the top read out would be retained.
    let count = storedChildren.count
    if count > 0 { pending.append(VisibleEntry(controller: storedChildren[count - 1], layer: layer)) }
  }

  override var containerKind: ContainerKind { .navigation }
  override var managesChildren: Bool { true }

  /// Pushes a controller onto the stack; it becomes the top and appears.
  ///
  /// - Parameters:
  ///   - viewController: The controller to push. It must be free.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)`` or
  ///   ``TransitionError/cannotPushNavigationController(_:)``.
  public func pushViewController(_ viewController: ViewController, animated: Bool) throws(TransitionError) {
    // Its kind told rather than a cast tried: every navigation controller's kind is `.navigation`.
    if viewController.containerKind == .navigation {
      throw .cannotPushNavigationController(viewController.displayName)
    }
    try pushDetail(viewController, animated: animated)
  }

  /// Pushes a controller onto the stack, a navigation controller included:
  /// the push of `showDetail` onto the primary stack of a collapsed split
  /// view controller, the one place UIKit nests navigation controllers.
  ///
  /// - Throws: ``TransitionError/alreadyInHierarchy(_:)``.
  func pushDetail(_ viewController: ViewController, animated: Bool) throws(TransitionError) {
    try validateInsertable(viewController)
    let index = children.count
    if viewController.containerKind == .navigation { hasHeldDetailNavigationControllers = true }
    HierarchyChange.perform(.push, animated: animated, in: window, scope: self) { transaction in
      transaction.apply(.insertChild(self, viewController, at: index))
    }
  }

  /// Pops the top controller off the stack, revealing the one below it.
  ///
  /// - Parameter animated: Whether the change is animated.
  /// - Returns: The popped controller. The library keeps no reference to it.
  /// - Throws: ``TransitionError/cannotPopRoot(navigation:)`` when the stack
  ///   holds fewer than two controllers.
  @discardableResult
  public func popViewController(animated: Bool) throws(TransitionError) -> ViewController {
    guard children.count >= 2, let top = children.last else { throw .cannotPopRoot(navigation: displayName) }
    removeFromStack(from: children.count - 1, kind: .pop, animated: animated)
    return top
  }

  /// Pops controllers until `viewController` is on top.
  ///
  /// When `viewController` is already on top, nothing changes.
  ///
  /// - Parameters:
  ///   - viewController: A controller of the stack.
  ///   - animated: Whether the change is animated.
  /// - Returns: The popped controllers, from bottom to top.
  /// - Throws: ``TransitionError/notInStack(_:navigation:)``.
  @discardableResult
  public func popToViewController(_ viewController: ViewController, animated: Bool) throws(TransitionError)
    -> [ViewController]
  {
    guard let index = children.lastIndex(where: { $0 === viewController }) else {
      throw .notInStack(viewController.displayName, navigation: displayName)
    }
    let popped = Array(children[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    removeFromStack(from: index + 1, kind: .popToViewController, animated: animated)
    return popped
  }

  /// Pops every controller but the root. A stack of one (or none) is left as it is.
  ///
  /// - Parameter animated: Whether the change is animated.
  /// - Returns: The popped controllers, from bottom to top.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController] {
    guard children.count >= 2 else { return [] }
    let popped = Array(children.dropFirst())
    removeFromStack(from: 1, kind: .popToRoot, animated: animated)
    return popped
  }

  /// Replaces the whole stack.
  ///
  /// Controllers of the current stack may be kept, in any order; every other
  /// one must be free. An empty stack is allowed.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/duplicate(_:)``,
  ///   ``TransitionError/alreadyInHierarchy(_:)`` or
  ///   ``TransitionError/cannotPushNavigationController(_:)``.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) throws(TransitionError) {
    for navigation in viewControllers where navigation is NavigationController {
      throw .cannotPushNavigationController(navigation.displayName)
    }
    try validateChildren(viewControllers, reusing: children)
    let old = children
    HierarchyChange.perform(.setStack, animated: animated, in: window, scope: self) { transaction in
      transaction.apply(.setChildren(self, from: old, to: viewControllers))
    }
  }

  /// Removes the controllers from `index` to the top.
  private func removeFromStack(from index: Int, kind: HierarchyChangeKind, animated: Bool) {
    HierarchyChange.perform(kind, animated: animated, in: window, scope: self) { transaction in
      // One edit a controller, top first: each takes the last one out.
      while children.count > index, let top = children.last {
        transaction.apply(.removeChild(self, top, at: children.count - 1))
      }
    }
  }
}
