import Testing

@testable import TransitionKitCore

// A window tells the coordinator tree it shows that it is going away once
// its controllers disappeared and it let go of its root and, when nothing
// was taken out of a tree meanwhile, of the coordinator it kept: a tree that
// goes with it is then not told. A tree that outlives it observes the free
// trees (or the window a callback put it in), noticing what the callbacks
// took out of it meanwhile.

@MainActor
@Suite struct WindowReleaseRefreshTests {
  private let immediate = TransitionOptions(animated: false)

  private func titles(_ children: [any Presentable]) -> [String?] {
    children.map(\.viewController.title)
  }

  /// A window goes away without a report: its release has the tree observe
  /// the free trees again, so a pop made on the model of the tree, free
  /// again, is still noticed.
  @Test func aTreeWhoseWindowIsReleasedNoticesAPopMadeOnItsModel() throws {
    let parent = RefreshParent()
    parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
    var window: Window? = Window()
    try window?.setRootViewController(parent.viewController)
    window?.makeKeyAndVisible()
    parent.trigger(.push(RefreshLeaf("Inner")), with: immediate)
    #expect(titles(parent.children) == ["Outer", "Inner"])

    window = nil
    #expect(parent.viewController.window == nil)
    try parent.rootViewController.popViewController(animated: false)

    #expect(titles(parent.children) == ["Outer"])
  }

  /// The same for a tree that was in a window from its start, and so never
  /// observed the free trees before.
  @Test func aTreeBuiltInAWindowNoticesAPopMadeOnItsModelOnceTheWindowIsReleased() throws {
    let parent = RefreshParent()
    var window: Window? = Window()
    try window?.setRootViewController(parent.viewController)
    window?.makeKeyAndVisible()
    parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
    parent.trigger(.push(RefreshLeaf("Inner")), with: immediate)
    #expect(parent.coordinatorNode.freeObservation == nil)

    window = nil
    #expect(parent.coordinatorNode.freeObservation != nil)
    try parent.rootViewController.popViewController(animated: false)

    #expect(titles(parent.children) == ["Outer"])
  }

  /// A window's release is told to a tree that outlives it once the
  /// window's controllers disappeared: a pop that a disappearance callback
  /// made, outside every window and observed by nothing, is noticed then,
  /// whether the tree was built outside the window or in it.
  @Test(arguments: [false, true])
  func aPopMadeAsAReleasedWindowsControllersDisappearIsNoticed(builtInTheWindow: Bool) throws {
    let parent = RefreshParent()
    var window: Window? = Window()
    if builtInTheWindow { try window?.setRootViewController(parent.viewController) }
    parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
    let screen = PopsItself(title: "Inner")
    parent.trigger(.push(RefreshLeaf(showing: screen)), with: immediate)
    if !builtInTheWindow { try window?.setRootViewController(parent.viewController) }
    window?.makeKeyAndVisible()
    #expect(screen.appearanceState == .appeared)
    screen.armed = .didDisappear

    window = nil

    #expect(parent.rootViewController.viewControllers.map(\.title) == ["Root", "Outer"])
    #expect(titles(parent.children) == ["Outer"])
  }

  /// A tree that the window alone keeps goes away with it. When the
  /// disappearance callbacks took nothing out, it observes nothing on its way
  /// out; when one popped a screen of the tree, the tree is told while the
  /// window still keeps it, and observes the free trees, once, before it goes.
  @Test(arguments: [false, true])
  func aTreeReleasedWithItsWindowIsToldOnlyWhenACallbackTookAScreenOut(aCallbackPops: Bool) throws {
    var window: Window? = Window()
    weak var released: RefreshParent?
    let screen = PopsItself(title: "Inner")
    do {
      let parent = RefreshParent()
      try parent.setRoot(for: window!)
      window?.makeKeyAndVisible()
      parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
      parent.trigger(.push(RefreshLeaf(showing: screen)), with: immediate)
      #expect(parent.coordinatorNode.observation != nil)
      released = parent
    }
    #expect(released != nil)
    #expect(screen.appearanceState == .appeared)
    if aCallbackPops { screen.armed = .didDisappear }
    let observations = FreeTreeChanges.observationCount

    window = nil

    #expect(released == nil)
    #expect(screen.appearanceState == .disappeared)
    #expect(FreeTreeChanges.observationCount == observations + (aCallbackPops ? 1 : 0))
  }

  /// A child coordinator that outlives its parent, which goes away with the
  /// window: a screen of the child's own child that a disappearance callback
  /// takes out lets that grandchild go, as the window tells the parent's
  /// tree while it still keeps it.
  @Test func aGrandchildWhoseScreenACallbackTakesOutIsLetGoWhenItsParentOutlivesTheTree() throws {
    var window: Window? = Window()
    let container = ViewController(title: "Container")
    let child = RefreshLeaf(showing: container)
    weak var grandchild: RefreshLeaf?
    do {
      let parent = RefreshParent()
      try parent.setRoot(for: window!)
      window?.makeKeyAndVisible()
      parent.trigger(.push(child), with: immediate)
      let embedded = LeavesItsParentWhenItDisappears(title: "Embedded")
      try container.embed(embedded)
      let leaf = RefreshLeaf(showing: embedded)
      child.addChild(leaf)
      parent.trigger(.none, with: immediate)
      #expect(titles(child.children) == ["Embedded"])
      grandchild = leaf
    }
    #expect(grandchild != nil)

    window = nil

    #expect(container.children.isEmpty)
    #expect(child.children.isEmpty)
    #expect(grandchild == nil)
  }

  /// A disappearance callback that pops a screen off a stack of no tree of
  /// coordinators takes nothing out of the released window's tree: the tree
  /// that outlives the window observes the free trees, and refreshes no
  /// sooner than it would have (the flows of its children go on until then).
  @Test func aPopOffAnotherStackByACallbackDoesNotRefreshTheTree() throws {
    let parent = RefreshParent()
    var window: Window? = Window()
    try window?.setRootViewController(parent.viewController)
    window?.makeKeyAndVisible()
    parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
    let elsewhere = try NavigationController(rootViewController: ViewController(title: "Elsewhere"))
    try elsewhere.pushViewController(ViewController(title: "Pushed"), animated: false)
    let screen = RunsWhenItDisappears(title: "Inner")
    parent.trigger(.push(RefreshLeaf(showing: screen)), with: immediate)
    screen.action = { _ = try? elsewhere.popViewController(animated: false) }
    let detachments = HierarchyEdit.editDetachmentCount
    let refreshes = CoordinatorNode.treeRefreshCount

    window = nil

    #expect(HierarchyEdit.editDetachmentCount != detachments, "the pop is a detachment")
    #expect(elsewhere.viewControllers.map(\.title) == ["Elsewhere"])
    #expect(CoordinatorNode.treeRefreshCount == refreshes)
    #expect(titles(parent.children) == ["Outer", "Inner"])
    #expect(parent.coordinatorNode.freeObservation != nil)
  }

  /// A tree that cannot tell from its log what it lost (a child added from
  /// outside a transition marks it for a whole refresh), and a tree whose
  /// root the window alone kept (a screen presenting its stack, released
  /// with the window), refresh no sooner than they would have when nothing
  /// was taken out of any tree: the flows of their children go on until then.
  @Test(arguments: [false, true])
  func aTreeThatLostNothingIsNotRefreshedAsItsWindowGoesAway(presentedFromAScreenOfTheWindow: Bool) throws {
    let parent = RefreshParent()
    var window: Window? = Window()
    if presentedFromAScreenOfTheWindow {
      let base = ViewController(title: "Base")
      try window?.setRootViewController(base)
      try base.present(parent.viewController, animated: false)
    } else {
      try window?.setRootViewController(parent.viewController)
    }
    window?.makeKeyAndVisible()
    parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
    let shown = ViewController(title: "Shown by hand")
    try parent.rootViewController.pushViewController(shown, animated: false)
    parent.addChild(RefreshLeaf(showing: shown))
    #expect(titles(parent.children) == ["Outer", "Shown by hand"])
    let detachments = HierarchyEdit.editDetachmentCount
    let refreshes = CoordinatorNode.treeRefreshCount

    window = nil

    // The base screen went with the window; no edit took anything out.
    #expect(HierarchyEdit.editDetachmentCount == detachments)
    #expect(parent.viewController.presenter == nil)
    #expect(CoordinatorNode.treeRefreshCount == refreshes)
    #expect(titles(parent.children) == ["Outer", "Shown by hand"])
  }

  /// A tree that a disappearance callback puts into another window, after
  /// popping one of its screens on the model there, observes that window
  /// once the first is released, and is refreshed there: the popped screen's
  /// coordinator is let go, and a pop made on the model later is noticed.
  @Test func aTreeMovedIntoAnotherWindowAsItsWindowGoesAwayObservesThatWindow() throws {
    let parent = RefreshParent()
    var window: Window? = Window()
    let other = Window(name: "Other")
    try window?.setRootViewController(parent.viewController)
    window?.makeKeyAndVisible()
    parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
    parent.trigger(.push(RefreshLeaf("Middle")), with: immediate)
    let screen = RunsWhenItDisappears(title: "Inner")
    parent.trigger(.push(RefreshLeaf(showing: screen)), with: immediate)
    screen.action = {
      _ = try? parent.rootViewController.popViewController(animated: false)
      try? other.setRootViewController(parent.viewController)
    }

    window = nil

    #expect(parent.viewController.window === other)
    #expect(titles(parent.children) == ["Outer", "Middle"])
    #expect(parent.coordinatorNode.observedWindow === other)
    try parent.rootViewController.popViewController(animated: false)
    #expect(titles(parent.children) == ["Outer"])
  }
}

/// A screen that runs an action, once, as it disappears.
@MainActor
private final class RunsWhenItDisappears: ViewController {
  var action: (() -> Void)?

  override func viewDidDisappear(_ animated: Bool) {
    let action = action
    self.action = nil
    action?()
  }
}

/// An embedded screen that leaves its parent, on the model, as it disappears.
@MainActor
private final class LeavesItsParentWhenItDisappears: ViewController {
  override func viewDidDisappear(_ animated: Bool) {
    _ = try? removeFromParent()
  }
}
