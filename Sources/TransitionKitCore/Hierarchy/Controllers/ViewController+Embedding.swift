extension ViewController {
  /// Embeds a child controller: it becomes a child of this controller and its
  /// view is added to a view of this controller.
  ///
  /// An embedded child is visible whenever this controller is. Earlier embedded
  /// children stay, unless `replacingExisting` is `true`: then the children
  /// embedded in the same container view are removed in the same change.
  ///
  /// ```swift
  /// let header = View(name: "header")
  /// try dashboard.view.addSubview(header)
  /// try dashboard.embed(chart, in: header)
  /// ```
  ///
  /// - Parameters:
  ///   - child: The controller to embed. It must be free.
  ///   - containerView: A view of this controller's view tree (its root view
  ///     when `nil`).
  ///   - replacingExisting: Whether children already embedded in
  ///     `containerView` are removed.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/cannotEmbedInContainer(_:)`` when this is a
  ///   navigation, tab bar, page or split view controller;
  ///   ``TransitionError/viewNotOwned(view:controller:)`` when `containerView`
  ///   is not in this controller's view tree; ``TransitionError/alreadyInHierarchy(_:)``
  ///   when `child` is not free.
  public func embed(
    _ child: ViewController,
    in containerView: View? = nil,
    replacingExisting: Bool = false,
    animated: Bool = false
  ) throws(TransitionError) {
    guard !managesChildren else { throw .cannotEmbedInContainer(displayName) }
    if let containerView, containerView.owningViewController !== self {
      throw .viewNotOwned(view: containerView.name, controller: displayName)
    }
    try validateInsertable(child)
    // Validation passed: loading the views (and running `viewDidLoad`) is now
    // due; the child's goes to the log of the window it is about to be in.
    let target = containerView ?? view
    let childView = HierarchyChange.logging(to: window) { child.view }
    // `viewDidLoad` is user code; check again that it left the child free.
    try validateInsertable(child)
    let oldChildren = children
    let replaced = Set(
      replacingExisting
        ? oldChildren.lazy.filter { $0.viewIfMade?.superview === target }.map(ObjectIdentifier.init) : [])
    HierarchyChange.perform(.embed, animated: animated, in: window, scope: self) { transaction in
      if replaced.isEmpty {
        transaction.apply(.insertChild(self, child, at: oldChildren.count))
        transaction.apply(
          .moveView(childView, from: nil, to: ViewSlot(superview: target, index: target.subviews.count)))
      } else {
        // One edit for the children and one for the views, whatever the number replaced.
        let kept = oldChildren.filter { !replaced.contains(ObjectIdentifier($0)) }
        transaction.apply(.setChildren(self, from: oldChildren, to: kept + [child]))
        let oldSubviews = target.subviews
        let keptSubviews = oldSubviews.filter { view in
          view.viewController.map { !replaced.contains(ObjectIdentifier($0)) } ?? true
        }
        transaction.apply(.setSubviews(target, from: oldSubviews, to: keptSubviews + [childView]))
      }
    }
  }

  /// Removes this embedded child from its container; its view leaves the
  /// container's view tree.
  ///
  /// - Parameter animated: Whether the change is animated.
  /// - Throws: ``TransitionError/notEmbedded(_:)`` when this controller is not
  ///   an embedded child (it has no parent, or its parent is a navigation, tab
  ///   bar, page or split view controller, which have their own operations).
  public func removeFromParent(animated: Bool = false) throws(TransitionError) {
    guard let parent, !parent.managesChildren else { throw .notEmbedded(displayName) }
    HierarchyChange.perform(.removeFromParent, animated: animated, in: window, scope: parent) { transaction in
      transaction.removeEmbeddedChild(self, from: parent)
    }
  }

  /// The children embedded in a view of this controller, in order.
  public var embeddedChildren: [ViewController] {
    managesChildren ? [] : children
  }
}

extension HierarchyTransaction {
  /// Removes an embedded child and takes its view out of the container's view tree.
  mutating func removeEmbeddedChild(_ child: ViewController, from container: ViewController) {
    guard let index = container.children.firstIndex(where: { $0 === child }) else { return }
    apply(.removeChild(container, child, at: index))
    if let view = child.viewIfMade, let slot = view.slot {
      apply(.moveView(view, from: slot, to: nil))
    }
  }
}
