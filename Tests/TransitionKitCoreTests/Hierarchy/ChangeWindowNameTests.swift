import Testing

@testable import TransitionKitCore

/// A change reads the name of the window it began in when asked; a window
/// that goes away while changes begun in it are under way leaves them its
/// name (a refusal names it, see `ViewController+Validation.swift`).
@Suite @MainActor struct ChangeWindowNameTests {
  @Test func aChangeUnderWayNamesTheWindowItBeganInAfterThatWindowWentAway() throws {
    var window: Window? = Window(name: "Gone")
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    try window?.setRootViewController(navigation)
    window?.makeKeyAndVisible()
    let changes = try HierarchyChange.capturing(.deferEnd) { () throws(TransitionError) in
      try navigation.pushViewController(ViewController(title: "Detail"), animated: true)
    }
    let change = try #require(changes.first)
    #expect(change.windowName == "Gone")

    window = nil
    #expect(change.window == nil)
    #expect(change.beganInAWindow)
    #expect(change.windowName == "Gone")
    change.end()

    // A change begun in no window names none.
    let free = try NavigationController(rootViewController: ViewController(title: "Free"))
    let freeChanges = try HierarchyChange.capturing(.record) { () throws(TransitionError) in
      try free.pushViewController(ViewController(title: "Detail"), animated: false)
    }
    let freeChange = try #require(freeChanges.first)
    #expect(!freeChange.beganInAWindow && freeChange.windowName == nil)
  }
}
