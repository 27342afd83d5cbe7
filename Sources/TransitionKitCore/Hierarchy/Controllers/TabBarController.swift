/// A container that shows one of several tabs at a time.
///
/// The tabs are the controller's ``ViewController/children``; only the
/// selected tab is visible. Unlike UIKit, which silently ignores an
/// out-of-range `selectedIndex`, selecting a missing tab throws.
///
/// ```swift
/// let tabs = try TabBarController(viewControllers: [homeNavigation, usersNavigation])
/// try tabs.select(index: 1, animated: false)
/// ```
@MainActor
open class TabBarController: ViewController {
  var storedSelectedIndex: Int?

  /// What the app says about the user's taps on the tabs (see
  /// ``userDidTapTab(at:)``); code that selects a tab does not ask it.
  public weak var delegate: (any TabBarControllerDelegate)?

  /// Creates a tab bar controller with no tabs.
  /// - Parameter title: The controller's title.
  public override init(title: String? = nil) {
    super.init(title: title)
  }

  /// Creates a tab bar controller with tabs; the first one is selected.
  ///
  /// - Parameters:
  ///   - viewControllers: The tabs, in order. Each must be free.
  ///   - title: The controller's title.
  /// - Throws: ``TransitionError/duplicate(_:)`` or ``TransitionError/alreadyInHierarchy(_:)``.
  public convenience init(viewControllers: [ViewController], title: String? = nil) throws(TransitionError) {
    self.init(title: title)
    try setViewControllers(viewControllers, animated: false)
  }

  /// Creates a tab bar controller with tabs, selecting one, without
  /// throwing.
  ///
  /// ```swift
  /// let tabs = TabBarController(tabs: [news, users], selectedIndex: 1)
  /// ```
  ///
  /// When the tabs cannot be set (a duplicate, a tab already in a
  /// hierarchy) or the index is not one of them, the tab bar controller
  /// stays without tabs and the error is kept in
  /// ``ViewController/initializationError``: putting it into a hierarchy
  /// then fails with it.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order. Each must be free.
  ///   - selectedIndex: The index of the tab to select (the first by
  ///     default; with no tabs, it must be 0).
  ///   - title: The controller's title.
  public convenience init(tabs: [ViewController], selectedIndex: Int = 0, title: String? = nil) {
    self.init(title: title)
    guard tabs.indices.contains(selectedIndex) || (tabs.isEmpty && selectedIndex == 0) else {
      recordInitializationError(.indexOutOfRange(selectedIndex, count: tabs.count, container: displayName))
      return
    }
    do throws(TransitionError) {
      try setViewControllers(tabs, animated: false)
      if !tabs.isEmpty { try select(index: selectedIndex, animated: false) }
    } catch {
      recordInitializationError(error)
    }
  }

  /// The tabs, in order.
  public var viewControllers: [ViewController] { children }

  /// The index of the selected tab; `nil` when there are no tabs.
  public var selectedIndex: Int? { storedSelectedIndex }

  /// The selected tab; `nil` when there are no tabs.
  public var selectedViewController: ViewController? {
    guard let index = storedSelectedIndex, children.indices.contains(index) else { return nil }
    return children[index]
  }

  override var visibleChildren: [ViewController] {
    guard let selected = selectedViewController else { return [] }
    return [selected]
  }

  override func appendVisibleChildren(reversedTo pending: inout EntryBuffer, layer: Int) {
    // By index, from the storage: an entry keeps no reference, and the tab read out would be retained.
    guard let index = storedSelectedIndex, storedChildren.indices.contains(index) else { return }
    pending.append(VisibleEntry(controller: storedChildren[index], layer: layer))
  }

  override var containerKind: ContainerKind { .tabBar }
  override var managesChildren: Bool { true }

  /// Replaces the tabs.
  ///
  /// Current tabs may be kept, in any order; every other controller must be
  /// free. The selected tab stays selected when it is kept; otherwise the same
  /// index stays selected when it is still valid; otherwise the first tab is
  /// selected (none when there are no tabs).
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/duplicate(_:)`` or ``TransitionError/alreadyInHierarchy(_:)``.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) throws(TransitionError) {
    try validateChildren(viewControllers, reusing: children)
    let oldTabs = children
    let oldIndex = storedSelectedIndex
    let newIndex: Int? =
      if let selected = selectedViewController, let kept = viewControllers.firstIndex(where: { $0 === selected }) {
        kept
      } else if let oldIndex, oldIndex < viewControllers.count {
        oldIndex
      } else {
        viewControllers.isEmpty ? nil : 0
      }
    replaceTabs(oldTabs, with: viewControllers, selecting: newIndex, animated: animated)
  }

  /// Replaces the tabs and selects one of them, in one change: what
  /// ``setViewControllers(_:animated:)`` then ``select(index:animated:)``
  /// would do, without showing the tab the first would select on the way.
  ///
  /// Both are checked before anything changes: when either would fail,
  /// this fails with its error (the tabs' first) and changes nothing.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs.
  ///   - index: The index, among the new tabs, of the tab to select.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/duplicate(_:)`` or ``TransitionError/alreadyInHierarchy(_:)``
  ///   as ``setViewControllers(_:animated:)`` does, then
  ///   ``TransitionError/indexOutOfRange(_:count:container:)`` when `index`
  ///   is not one of the new tabs.
  public func setViewControllers(
    _ viewControllers: [ViewController], selectedIndex index: Int, animated: Bool
  ) throws(TransitionError) {
    try validateChildren(viewControllers, reusing: children)
    guard viewControllers.indices.contains(index) else {
      throw .indexOutOfRange(index, count: viewControllers.count, container: displayName)
    }
    replaceTabs(children, with: viewControllers, selecting: index, animated: animated)
  }

  /// Replaces checked tabs and selects one of them (or none), in one change.
  private func replaceTabs(
    _ oldTabs: [ViewController], with viewControllers: [ViewController], selecting index: Int?, animated: Bool
  ) {
    let oldIndex = storedSelectedIndex
    HierarchyChange.perform(.setTabs, animated: animated, in: window, scope: self) { transaction in
      transaction.apply(.setChildren(self, from: oldTabs, to: viewControllers))
      if index != oldIndex {
        transaction.apply(.setSelectedIndex(self, from: oldIndex, to: index))
      }
    }
  }

  /// Selects the tab at an index. Selecting the selected tab does nothing
  /// (a user's tap on it pops its stack instead: see ``userDidTapTab(at:)``).
  ///
  /// - Parameters:
  ///   - index: The index of a tab.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/indexOutOfRange(_:count:container:)``.
  public func select(index: Int, animated: Bool) throws(TransitionError) {
    guard children.indices.contains(index) else {
      throw .indexOutOfRange(index, count: children.count, container: displayName)
    }
    let oldIndex = storedSelectedIndex
    guard oldIndex != index else { return }
    HierarchyChange.perform(.selectTab, animated: animated, in: window, scope: self) { transaction in
      transaction.apply(.setSelectedIndex(self, from: oldIndex, to: index))
    }
  }

  /// Selects a tab. Selecting the selected tab does nothing.
  ///
  /// - Parameters:
  ///   - viewController: One of the tabs.
  ///   - animated: Whether the change is animated.
  /// - Throws: ``TransitionError/notATab(_:tabBar:)``.
  public func select(_ viewController: ViewController, animated: Bool) throws(TransitionError) {
    guard viewController.parent === self, let index = children.firstIndex(where: { $0 === viewController }) else {
      throw .notATab(viewController.displayName, tabBar: displayName)
    }
    try select(index: index, animated: animated)
  }
}
