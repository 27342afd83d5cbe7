import Testing

@testable import TransitionKitCore

/// The names of a view tree, as `Root[A[], B[C[]]]`, to compare view trees.
@MainActor
private func outline(_ view: View) -> String {
  "\(view.name)[\(view.subviews.map(outline).joined(separator: ", "))]"
}

/// A managed container (one that refuses embedding), with one child, titled "Container".
@MainActor
private func managedContainer(_ kind: ContainerKind, log: CallbackLog) throws -> ViewController {
  let content = RecordingViewController("Content", log: log)
  switch kind {
  case .navigation:
    let navigation = RecordingNavigationController("Container", log: log)
    try navigation.setViewControllers([content], animated: false)
    return navigation
  case .tabBar:
    let tabs = RecordingTabBarController("Container", log: log)
    try tabs.setViewControllers([content], animated: false)
    return tabs
  case .page:
    let pages = RecordingPageViewController("Container", log: log)
    try pages.setViewControllers([content], direction: .forward, animated: false)
    return pages
  case .split:
    let split = RecordingSplitViewController("Container", log: log)
    try split.setViewControllers(primary: content, secondary: nil, animated: false)
    return split
  case .viewController, .alert:
    return RecordingViewController("Container", log: log)
  }
}

@Suite @MainActor struct EmbeddingTests {
  /// A view that is not in the container's own view tree.
  enum ForeignView: String, CaseIterable, Sendable {
    /// A view in no tree at all.
    case detached
    /// The root view of a child embedded in the container.
    case embeddedChildRootView
    /// A subview of a child embedded in the container.
    case embeddedChildSubview
    /// A subview of an unrelated controller's view.
    case otherControllerSubview
  }

  /// A controller that is somewhere in a hierarchy already.
  enum PlacedChild: String, CaseIterable, Sendable {
    /// The container itself.
    case container
    /// A child already embedded in the container.
    case alreadyEmbedded
    /// An element of another navigation stack.
    case inAnotherStack
    /// A controller presented by another controller.
    case presented
  }

  // MARK: Embedding

  @Test func anEmbeddedChildBecomesAChildWhoseViewIsInTheContainerView() throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let window = try visibleWindow(root: container, log: log)
    let child = RecordingViewController("Child", log: log)

    try container.embed(child, animated: true)

    #expect(ids(container.children) == ids([child]))
    #expect(ids(container.embeddedChildren) == ids([child]))
    #expect(child.parent === container)
    #expect(child.view.superview === container.view)
    #expect(container.view.subviews.last === child.view)
    #expect(child.view.owningViewController === child)
    #expect(window.snapshot.root?.children.map(\.role) == [.embedded])
    #expect(
      log.take() == [
        "Child.viewDidLoad", "Child.viewWillAppear(true)", "Child.viewIsAppearing(true)",
        "Child.viewDidAppear(true)",
      ])
    #expect(window.validate() == [])
  }

  @Test func anEmbeddedChildAppearsAndDisappearsWithItsContainer() throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let child = RecordingViewController("Child", log: log)
    try container.embed(child, animated: false)
    #expect(log.take() == ["Container.viewDidLoad", "Child.viewDidLoad"])
    #expect(child.appearanceState == .disappeared)
    let window = Window(name: "Main")
    try window.setRootViewController(container)
    #expect(log.take() == [])

    window.makeKeyAndVisible()
    #expect(
      log.take() == [
        "Container.viewWillAppear(false)", "Child.viewWillAppear(false)",
        "Container.viewIsAppearing(false)", "Child.viewIsAppearing(false)",
        "Container.viewDidAppear(false)", "Child.viewDidAppear(false)",
      ])
    #expect(window.snapshot.visibleTitles == ["Container", "Child"])

    window.hide()
    #expect(
      log.take() == [
        "Container.viewWillDisappear(false)", "Child.viewWillDisappear(false)",
        "Container.viewDidDisappear(false)", "Child.viewDidDisappear(false)",
      ])
    #expect(window.validate() == [])
  }

  @Test func anEmbeddedChildInAHiddenStackElementIsNotVisible() throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let navigation = RecordingNavigationController("Nav", log: log)
    try navigation.setViewControllers([container, RecordingViewController("Top", log: log)], animated: false)
    let window = try visibleWindow(root: navigation, log: log)
    let child = RecordingViewController("Child", log: log)

    try container.embed(child, animated: true)

    #expect(child.appearanceState == .disappeared)
    #expect(log.take() == ["Container.viewDidLoad", "Child.viewDidLoad"])
    #expect(window.validate() == [])
  }

  @Test func embeddingIntoASubviewPutsTheChildViewThere() throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let window = try visibleWindow(root: container, log: log)
    let header = View(name: "Header")
    let footer = View(name: "Footer")
    try container.view.addSubview(header)
    try container.view.addSubview(footer)
    let child = RecordingViewController("Child", log: log)

    try container.embed(child, in: header, animated: false)

    #expect(child.parent === container)
    #expect(child.view.superview === header)
    #expect(outline(container.view) == "Container[Header[Child[]], Footer[]]")
    #expect(
      log.take() == [
        "Child.viewDidLoad", "Child.viewWillAppear(false)", "Child.viewIsAppearing(false)",
        "Child.viewDidAppear(false)",
      ])
    #expect(window.validate() == [])
  }

  @Test func laterChildrenAreAddedOnTopOfEarlierOnes() throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let window = try visibleWindow(root: container, log: log)
    let first = RecordingViewController("First", log: log)
    let second = RecordingViewController("Second", log: log)

    try container.embed(first)
    try container.embed(second)

    #expect(ids(container.children) == ids([first, second]))
    #expect(outline(container.view) == "Container[First[], Second[]]")
    #expect(first.appearanceState == .appeared)
    #expect(second.appearanceState == .appeared)
    #expect(window.validate() == [])
  }

  @Test func replacingExistingRemovesOnlyTheChildrenInThatContainerView() throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let window = try visibleWindow(root: container, log: log)
    let top = View(name: "Top")
    let bottom = View(name: "Bottom")
    try container.view.addSubview(top)
    try container.view.addSubview(bottom)
    try container.embed(RecordingViewController("A", log: log), in: top)
    try container.embed(RecordingViewController("B", log: log), in: top)
    let kept = RecordingViewController("Kept", log: log)
    try container.embed(kept, in: bottom)
    weak let a = container.children[0]
    weak let b = container.children[1]
    _ = log.take()
    let new = RecordingViewController("New", log: log)

    try container.embed(new, in: top, replacingExisting: true, animated: true)

    #expect(ids(container.children) == ids([kept, new]))
    #expect(outline(container.view) == "Container[Top[New[]], Bottom[Kept[]]]")
    #expect(kept.appearanceState == .appeared)
    #expect(
      log.take() == [
        "New.viewDidLoad",
        "A.viewWillDisappear(true)", "B.viewWillDisappear(true)", "New.viewWillAppear(true)",
        "New.viewIsAppearing(true)",
        "A.viewDidDisappear(true)", "B.viewDidDisappear(true)", "New.viewDidAppear(true)",
      ])
    #expect(a == nil)
    #expect(b == nil)
    #expect(window.validate() == [])
  }

  // MARK: Embedding refusals

  @Test(arguments: [ContainerKind.navigation, .tabBar, .page, .split])
  func managedContainersRefuseEmbedding(kind: ContainerKind) throws {
    let log = CallbackLog()
    let container = try managedContainer(kind, log: log)
    let window = try visibleWindow(root: container, log: log)
    let child = RecordingViewController("Child", log: log)

    expectRefusal(.cannotEmbedInContainer("Container"), in: window, log: log) { () throws(TransitionError) in
      try container.embed(child, animated: true)
    }
    #expect(child.isFree)
    #expect(!child.isViewLoaded)
    #expect(window.validate() == [])
  }

  @Test(arguments: ForeignView.allCases)
  func aContainerViewOutsideTheContainerTreeIsRefused(foreign: ForeignView) throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let sibling = RecordingViewController("Sibling", log: log)
    try container.embed(sibling)
    let badge = View(name: "Badge")
    try sibling.view.addSubview(badge)
    let other = RecordingViewController("Other", log: log)
    let otherWindow = try visibleWindow(root: other)
    let label = View(name: "Label")
    try other.view.addSubview(label)
    let window = try visibleWindow(root: container, log: log)
    let target: View
    switch foreign {
    case .detached: target = View(name: "Detached")
    case .embeddedChildRootView: target = sibling.view
    case .embeddedChildSubview: target = badge
    case .otherControllerSubview: target = label
    }
    let views = (outline(container.view), outline(other.view))
    let child = RecordingViewController("Child", log: log)

    expectRefusal(.viewNotOwned(view: target.name, controller: "Container"), in: window, log: log) {
      () throws(TransitionError) in
      try container.embed(child, in: target, animated: true)
    }
    #expect((outline(container.view), outline(other.view)) == views)
    #expect(child.isFree)
    #expect(!child.isViewLoaded)
    #expect(window.validate() == [])
    #expect(otherWindow.validate() == [])
  }

  @Test(arguments: PlacedChild.allCases)
  func aChildThatIsNotFreeIsRefused(placed: PlacedChild) throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let embedded = RecordingViewController("Embedded", log: log)
    try container.embed(embedded)
    let presenter = RecordingViewController("Presenter", log: log)
    let presented = RecordingViewController("Presented", log: log)
    try presenter.present(presented, animated: false)
    let stacked = RecordingViewController("Stacked", log: log)
    let stack = try NavigationController(rootViewController: stacked, title: "Stack")
    let window = try visibleWindow(root: container, log: log)
    let child: ViewController =
      switch placed {
      case .container: container
      case .alreadyEmbedded: embedded
      case .inAnotherStack: stacked
      case .presented: presented
      }
    let views = outline(container.view)

    expectRefusal(.alreadyInHierarchy(child.displayName), in: window, log: log) { () throws(TransitionError) in
      try container.embed(child, animated: true)
    }
    #expect(outline(container.view) == views)
    #expect(stacked.parent === stack)
    #expect(presented.presentingViewController === presenter)
    #expect(window.validate() == [])
    #expect(presenter.validate() == [])
    #expect(stack.validate() == [])
  }

  @Test func embeddingAnAncestorIsRefused() throws {
    let log = CallbackLog()
    let outer = RecordingViewController("Outer", log: log)
    let container = RecordingViewController("Container", log: log)
    try outer.embed(container)
    _ = log.take()
    let views = outline(outer.view)

    expectRefusal(.alreadyInHierarchy("Outer"), in: outer, log: log) { () throws(TransitionError) in
      try container.embed(outer, animated: false)
    }
    #expect(outline(outer.view) == views)
    #expect(outer.validate() == [])
  }

  // MARK: Removing from the parent

  @Test func removingFromTheParentTakesTheChildAndItsViewOut() throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let window = try visibleWindow(root: container, log: log)
    let slot = View(name: "Slot")
    try container.view.addSubview(slot)
    let child = RecordingViewController("Child", log: log)
    let other = RecordingViewController("Other", log: log)
    try container.embed(child, in: slot)
    try container.embed(other)
    _ = log.take()

    try child.removeFromParent(animated: true)

    #expect(child.isFree)
    #expect(child.view.superview == nil)
    #expect(ids(container.children) == ids([other]))
    #expect(outline(container.view) == "Container[Slot[], Other[]]")
    #expect(child.appearanceState == .disappeared)
    #expect(log.take() == ["Child.viewWillDisappear(true)", "Child.viewDidDisappear(true)"])
    #expect(window.validate() == [])
  }

  @Test func aRemovedChildIsDeallocated() throws {
    let log = CallbackLog()
    let container = RecordingViewController("Container", log: log)
    let window = try visibleWindow(root: container, log: log)
    try container.embed(RecordingViewController("Child", log: log))
    weak let released = container.children.first
    #expect(released != nil)

    try container.children.first?.removeFromParent(animated: false)

    #expect(released == nil)
    #expect(container.children.isEmpty)
    #expect(container.view.subviews.isEmpty)
    #expect(window.validate() == [])
  }

  @Test func removingAControllerWithoutAParentIsRefused() throws {
    let log = CallbackLog()
    let root = RecordingViewController("Root", log: log)
    let window = try visibleWindow(root: root, log: log)

    expectRefusal(.notEmbedded("Root"), in: window, log: log) { () throws(TransitionError) in
      try root.removeFromParent(animated: true)
    }
    #expect(window.rootViewController === root)
    #expect(window.validate() == [])
  }

  @Test func removingAFreeControllerIsRefused() throws {
    let log = CallbackLog()
    let free = RecordingViewController("Free", log: log)

    expectRefusal(.notEmbedded("Free"), in: free, log: log) { () throws(TransitionError) in
      try free.removeFromParent(animated: false)
    }
    #expect(free.validate() == [])
  }

  @Test(arguments: [ContainerKind.navigation, .tabBar, .page, .split])
  func removingAChildOfAManagedContainerIsRefused(kind: ContainerKind) throws {
    let log = CallbackLog()
    let container = try managedContainer(kind, log: log)
    let window = try visibleWindow(root: container, log: log)
    let content = try #require(container.children.first)

    expectRefusal(.notEmbedded("Content"), in: window, log: log) { () throws(TransitionError) in
      try content.removeFromParent(animated: true)
    }
    #expect(content.parent === container)
    #expect(window.validate() == [])
  }
}
