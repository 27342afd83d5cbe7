extension Coordinator {
  /// The child coordinators of a type, in the order they were added: typed
  /// access to ``children`` without casts.
  ///
  /// ```swift
  /// let users = home.children(of: UsersCoordinator.self).first
  /// ```
  ///
  /// - Parameter type: A coordinator type, or a protocol coordinators adopt.
  /// - Returns: The children that are of that type.
  public func children<Child>(of type: Child.Type) -> [Child] {
    coordinatorNode.children.compactMap { $0 as? Child }
  }

  /// Adds a coordinator as a child. Adding a child twice keeps one; anything
  /// that is not a coordinator is ignored.
  ///
  /// The child is kept as long as its screens are in the tree, checked from
  /// the end of the tree's next transition on (or the next refresh the
  /// window asks for, when a change takes screens out): a child whose screen
  /// is not in the tree by then is let go of.
  public func addChild(_ presentable: any Presentable) {
    coordinatorNode.addFromOutside(presentable)
  }

  /// Removes a child. A flow of the child that a parent follows ends as
  /// ``FlowResult/replaced``: the child is no longer followed.
  public func removeChild(_ presentable: any Presentable) {
    guard let child = CoordinatorNode.node(of: presentable), child.parent === coordinatorNode else { return }
    FlowDeliveries.batch {
      coordinatorNode.remove(presentable)
      child.flowReplaced()
    }
  }

  /// Removes, in this coordinator's tree, every child whose controller left
  /// the tree, moving the coordinators below it that are still in the tree
  /// to the nearest ancestor that stays. It runs after every transition and
  /// every reported change by itself; call it after changing the hierarchy
  /// in other ways.
  public func removeChildrenIfNeeded() {
    coordinatorNode.refreshTree()
  }
}
