import Testing

@testable import TransitionKitCore

/// A window's driver is changed for that window alone: the runs of other
/// windows stay on the driver they share with it, be it the default,
/// immediate one (shared by every window without a driver of its own) or
/// one the app gave to several windows.
@MainActor
@Suite struct DriverPerWindowTests {
  /// A transition's outcome, as the tests list it.
  private static func outcome(_ result: Result<Void, TransitionError>) -> String {
    switch result {
    case .success: "success"
    case .failure(let error): "\(error)"
    }
  }

  /// A visible window showing a navigation stack of two.
  private static func stack(_ name: String) throws -> (window: Window, navigation: NavigationController) {
    let navigation = try NavigationController(rootViewController: ViewController(title: "\(name) home"))
    try navigation.pushViewController(ViewController(title: "\(name) detail"), animated: false)
    return (try visibleWindow(root: navigation), navigation)
  }

  @Test func anotherWindowsDriverLeavesAnInteractivePopOnTheDefaultDriver() throws {
    let first = try Self.stack("First")
    let second = try Self.stack("Second")
    var results: [String] = []
    let swipe = try Transition<NavigationController>.pop().performInteractively(on: first.navigation) {
      results.append(Self.outcome($0))
    }
    swipe.update(0.4)

    let clock = ManualAnimationDriver()
    second.window.animationDriver = clock

    #expect(!clock.hasRunningAnimations)
    #expect(first.window.isTransitioning)
    // Let go on the first window's own (immediate) driver: it ends at once.
    swipe.finish()
    #expect(results == ["success"])
    #expect(first.navigation.viewControllers.map(\.title) == ["First home"])
    #expect(!first.window.isTransitioning)
    #expect(first.window.validate() == [])
    #expect(second.window.validate() == [])
  }

  @Test func changingOneWindowsDriverFinishesOnlyItsOwnAnimations() throws {
    let first = try Self.stack("First")
    let second = try Self.stack("Second")
    let shared = ManualAnimationDriver()
    first.window.animationDriver = shared
    second.window.animationDriver = shared
    var results: [String] = []
    Transition<NavigationController>.pop(animation: .fade(duration: .milliseconds(100)))
      .perform(on: first.navigation) { results.append("first \(Self.outcome($0))") }
    Transition<NavigationController>.pop(animation: .fade(duration: .milliseconds(100)))
      .perform(on: second.navigation) { results.append("second \(Self.outcome($0))") }
    #expect(results == [])

    second.window.animationDriver = ImmediateAnimationDriver()

    // The second window's pop finished at once; the first one's still runs on the shared clock.
    #expect(results == ["second success"])
    #expect(first.window.isTransitioning)
    #expect(shared.hasRunningAnimations)
    shared.advance(by: .milliseconds(100))
    #expect(results == ["second success", "first success"])
    #expect(!shared.hasRunningAnimations)
    #expect(first.window.validate() == [])
    #expect(second.window.validate() == [])
  }
}
