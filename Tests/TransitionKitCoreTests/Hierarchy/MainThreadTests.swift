import Testing

@testable import TransitionKitCore

/// Code that is not isolated (a controller's or a change's `deinit`) asks
/// whether it runs on the main actor before it touches what lives there.
/// Under a test runner on Linux, the main actor's jobs run on threads of
/// Dispatch's pool that run other tasks too: the answer must follow the
/// main actor, not a thread it once ran on.
@Suite struct MainThreadTests {
  @MainActor @Test func theMainActorIsToldFromEveryOtherPlaceCodeRuns() async {
    // A change made first, as the library's first change would be.
    let navigation = NavigationController(title: "Stack")
    try? navigation.setViewControllers([ViewController(title: "Root")], animated: false)
    #expect(MainThread.isCurrent)

    // Tasks that keep the pool's threads busy while the main actor waits
    // for them, and yields, so that its next job may run on another thread,
    // and theirs on one it ran on.
    var answersElsewhere = 0
    var answersHere = 0
    let rounds = 300
    for _ in 0..<rounds {
      answersElsewhere += await withTaskGroup(of: Int.self) { group in
        for _ in 0..<16 { group.addTask { MainThread.isCurrent ? 1 : 0 } }
        var count = 0
        for await answer in group { count += answer }
        return count
      }
      if MainThread.isCurrent { answersHere += 1 }
      await Task.yield()
    }
    #expect(answersElsewhere == 0)
    #expect(answersHere == rounds)
  }
}
