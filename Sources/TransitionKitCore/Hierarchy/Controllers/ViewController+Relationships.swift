extension ViewController {
  /// The controller this one presents, or, when it presents nothing itself,
  /// the one presented by its nearest ancestor (as in UIKit).
  public var presentedViewController: ViewController? {
    var current: ViewController? = self
    while let controller = current {
      if let presentation = controller.presentation { return presentation.controller }
      current = controller.parent
    }
    return nil
  }

  /// The controller that presents this one, or, when this one is not
  /// presented, the one that presents its nearest presented ancestor (as in UIKit).
  public var presentingViewController: ViewController? {
    presentedAncestor?.presenter
  }

  /// The style this controller was presented with, when it is presented itself.
  public var activePresentationStyle: ModalPresentationStyle? {
    presenter?.presentation?.style
  }

  /// The nearest navigation controller among the ancestors (not this controller).
  public var navigationController: NavigationController? { nearestAncestor(of: NavigationController.self) }
  /// The nearest tab bar controller among the ancestors (not this controller).
  public var tabBarController: TabBarController? { nearestAncestor(of: TabBarController.self) }
  /// The nearest split view controller among the ancestors (not this controller).
  public var splitViewController: SplitViewController? { nearestAncestor(of: SplitViewController.self) }
  /// The nearest page view controller among the ancestors (not this controller).
  public var pageViewController: PageViewController? { nearestAncestor(of: PageViewController.self) }

  /// The window this controller's tree is shown in, if any: the window whose
  /// root is reached by walking up parents and presenters.
  @inline(__always) public var window: Window? {
    // (Inline: the change path asks on every change.)
    // A visible controller is in the window it is visible in.
    visibleWindow ?? root.hostingWindow
  }

  /// Whether the controller is in no hierarchy: no parent, no presenter, not
  /// a window's root, and not taken out by an interactive transition whose
  /// gesture is still under way (cancelling it puts the controller back, so
  /// until it ends the controller is not free to go anywhere else).
  public var isFree: Bool {
    parent == nil && presenter == nil && hostingWindow == nil && interactiveHolds == 0
  }

  /// The root-most ancestor through parents only: the controller that is a
  /// window's root, presented, or free.
  var rootMostAncestor: ViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// The top of the whole tree, walking up parents and presenters.
  ///
  /// The answer is kept with the count of edits that can cut a link
  /// (``HierarchyEdit/unlinkCount``): while none did, every link walked is
  /// still there and the kept root is still an ancestor, and it is still the
  /// root when nothing holds it in turn. A walk stops at the first ancestor
  /// whose kept answer holds, so building a chain of N presentations, each
  /// asking for its root, costs O(N), not O(N²).
  ///
  /// The walk follows the links unretained, as they are stored: a linked
  /// ancestor is alive (a controller's `deinit` clears the links to it), the
  /// walk runs no code that could release one, and retaining each ancestor
  /// would be most of its cost.
  @inline(__always) var root: ViewController {
    // A root answers inline; any other controller walks up.
    if storedParent == nil, storedPresenter == nil { return self }
    return rootOfLinked()
  }

  /// ``root`` for a controller with a parent or a presenter.
  private func rootOfLinked() -> ViewController {
    guard let first = storedParent ?? storedPresenter else { return self }
    let stamp = HierarchyEdit.unlinkCount
    unowned(unsafe) var current = first.takeUnretainedValue()
    while true {
      if let cache = current.rootCache, cache.stamp == stamp {
        unowned(unsafe) let kept = cache.root.takeUnretainedValue()
        if kept.storedParent == nil, kept.storedPresenter == nil {
          current = kept
          break
        }
      }
      guard let next = current.storedParent ?? current.storedPresenter else { break }
      current = next.takeUnretainedValue()
    }
    rootCache = (Unmanaged.passUnretained(current), stamp)
    return current
  }

  /// The nearest controller, this one or an ancestor through parents, that
  /// is presented.
  var presentedAncestor: ViewController? {
    var current: ViewController? = self
    while let controller = current {
      if controller.presenter != nil { return controller }
      current = controller.parent
    }
    return nil
  }

  /// Whether this controller is `other` or above it, walking up from `other`
  /// through parents and presenters.
  func isAncestorOrSelf(of other: ViewController) -> Bool {
    var current: ViewController? = other
    while let controller = current {
      if controller === self { return true }
      current = controller.parent ?? controller.presenter
    }
    return false
  }

  private func nearestAncestor<Container: ViewController>(of type: Container.Type) -> Container? {
    var current = parent
    while let controller = current {
      if let match = controller as? Container { return match }
      current = controller.parent
    }
    return nil
  }

  /// Moves a controller's children and what it presents into `pending`,
  /// clearing their links back to it.
  @inline(__always)
  nonisolated static func letGo(of controller: ViewController, into pending: inout [ViewController]) {
    // Most controllers released are leaves: nothing to let go of, no list
    // to touch, told inline.
    if !controller.storedChildren.isEmpty || controller.presentation != nil {
      letGoOfParts(of: controller, into: &pending)
    }
  }

  /// ``letGo(of:into:)`` for a controller with children or a presentation.
  nonisolated private static func letGoOfParts(of controller: ViewController, into pending: inout [ViewController]) {
    HierarchyEdit.chainEditCount &+= 1
    HierarchyEdit.unlinkCount &+= 1
    HierarchyEdit.detachmentCount &+= 1
    HierarchyEdit.lastPresentationContext = nil
    let address = Unmanaged.passUnretained(controller).toOpaque()
    for child in controller.storedChildren where child.storedParent?.toOpaque() == address {
      child.storedParent = nil
    }
    pending.append(contentsOf: controller.storedChildren)
    controller.storedChildren = []
    if let presented = controller.presentation?.controller {
      if presented.storedPresenter?.toOpaque() == address { presented.storedPresenter = nil }
      pending.append(presented)
    }
    controller.presentation = nil
  }
}
