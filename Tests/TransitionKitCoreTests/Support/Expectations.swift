import Testing

@testable import TransitionKitCore

/// Everything a refused operation must leave as it was: the tree (as a
/// snapshot, which includes every controller's appearance state) and the
/// callbacks (none may run).
@MainActor
struct Unchanged {
  let snapshot: HierarchySnapshot
  let log: CallbackLog?

  init(_ window: Window, log: CallbackLog? = nil) {
    snapshot = window.snapshot
    self.log = log
    _ = log?.take()
  }

  init(_ controller: ViewController, log: CallbackLog? = nil) {
    snapshot = controller.snapshot
    self.log = log
    _ = log?.take()
  }
}

/// Expects `operation` to throw exactly `expected`, and the window's snapshot
/// and callback log to be unchanged afterwards.
@MainActor
func expectRefusal(
  _ expected: TransitionError,
  in window: Window,
  log: CallbackLog? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: () throws(TransitionError) -> Void
) {
  let before = Unchanged(window, log: log)
  #expect(throws: expected, sourceLocation: sourceLocation) { try operation() }
  #expect(window.snapshot == before.snapshot, "the refused operation changed the tree", sourceLocation: sourceLocation)
  #expect(log?.take() ?? [] == [], "the refused operation ran callbacks", sourceLocation: sourceLocation)
  #expect(window.validate() == [], sourceLocation: sourceLocation)
}

/// Expects `operation` to throw exactly `expected` and the controller tree's
/// snapshot to be unchanged (for trees outside a window).
@MainActor
func expectRefusal(
  _ expected: TransitionError,
  in root: ViewController,
  log: CallbackLog? = nil,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: () throws(TransitionError) -> Void
) {
  let before = Unchanged(root, log: log)
  #expect(throws: expected, sourceLocation: sourceLocation) { try operation() }
  #expect(root.snapshot == before.snapshot, "the refused operation changed the tree", sourceLocation: sourceLocation)
  #expect(log?.take() ?? [] == [], "the refused operation ran callbacks", sourceLocation: sourceLocation)
  #expect(root.validate() == [], sourceLocation: sourceLocation)
}

/// A visible window showing a navigation stack of one controller titled "A".
@MainActor
func visibleNavigationWindow() throws -> (Window, NavigationController) {
  let navigation = NavigationController(title: "Nav")
  try navigation.setViewControllers([ViewController(title: "A")], animated: false)
  return (try visibleWindow(root: navigation), navigation)
}

/// A visible window whose root is `root`, with the callbacks of showing it
/// already taken from `log`.
@MainActor
func visibleWindow(root: ViewController, log: CallbackLog? = nil) throws -> Window {
  let window = Window(name: "Main")
  try window.setRootViewController(root)
  window.makeKeyAndVisible()
  _ = log?.take()
  return window
}

/// The identities of controllers, to compare lists of them.
@MainActor
func ids(_ controllers: [ViewController]) -> [ObjectIdentifier] {
  controllers.map(ObjectIdentifier.init)
}
