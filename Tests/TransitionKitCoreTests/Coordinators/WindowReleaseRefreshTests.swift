import Testing

@testable import TransitionKitCore

// A window tells the coordinator tree it shows that it is going away once
// its controllers disappeared and it let go of its root and of the
// coordinator it kept: a tree that goes with it is not told, and a tree that
// outlives it observes the free trees (or the window a callback put it in),
// noticing what the callbacks took out of it meanwhile.

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

  /// A tree that the window alone keeps goes away with it, and observes
  /// nothing on its way out, even when a disappearance callback took a
  /// screen out of it.
  @Test(arguments: [false, true])
  func aTreeReleasedWithItsWindowBeginsNoObservation(aCallbackPops: Bool) throws {
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
    #expect(FreeTreeChanges.observationCount == observations)
  }

  /// A tree that a disappearance callback puts into another window, and
  /// that a route then refreshes there, keeps observing that window once
  /// the first is released: a pop made on the model there is noticed.
  @Test func aTreeMovedIntoAnotherWindowAsItsWindowGoesAwayObservesThatWindow() throws {
    let parent = RefreshParent()
    var window: Window? = Window()
    let other = Window(name: "Other")
    try window?.setRootViewController(parent.viewController)
    window?.makeKeyAndVisible()
    parent.trigger(.push(RefreshLeaf("Outer")), with: immediate)
    let screen = RunsWhenItDisappears(title: "Inner")
    parent.trigger(.push(RefreshLeaf(showing: screen)), with: immediate)
    let immediate = immediate
    screen.action = {
      try? other.setRootViewController(parent.viewController)
      parent.trigger(.push(RefreshLeaf("Late")), with: immediate)
    }

    window = nil

    #expect(parent.viewController.window === other)
    #expect(titles(parent.children) == ["Outer", "Inner", "Late"])
    #expect(parent.coordinatorNode.observedWindow === other)
    #expect(parent.coordinatorNode.observation != nil)
    try parent.rootViewController.popViewController(animated: false)
    #expect(titles(parent.children) == ["Outer", "Inner"])
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
