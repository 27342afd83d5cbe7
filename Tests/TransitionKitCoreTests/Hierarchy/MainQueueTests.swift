import Dispatch
import Testing

@testable import TransitionKitCore

/// Code that is not isolated (a controller's or a change's `deinit`) asks
/// whether it runs on the main actor before it touches what lives there,
/// or notes what it must note at once. The answer must be yes wherever the
/// main actor's jobs run, on whichever thread that is (under a test runner
/// they move between threads of Dispatch's pool, and a thread the main
/// actor once ran on may run other work later), and no anywhere else.
@Suite struct MainQueueTests {
  @MainActor @Test func theMainActorIsToldFromTasksAndQueuesElsewhere() async {
    var answersElsewhere = 0
    var answersHere = 0
    let rounds = 200
    for _ in 0..<rounds {
      answersElsewhere += await withTaskGroup(of: Int.self) { group in
        for _ in 0..<8 { group.addTask { MainQueue.isCurrent ? 1 : 0 } }
        var count = 0
        for await answer in group { count += answer }
        return count
      }
      if MainQueue.isCurrent { answersHere += 1 }
      await Task.yield()
    }
    #expect(answersElsewhere == 0)
    #expect(answersHere == rounds)
  }

  @MainActor @Test func theMainQueueIsToldInItsBlocksAndSyncCallsAndNoOtherQueueIs() async {
    let inMainBlock = await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume(returning: MainQueue.isCurrent) }
    }
    #expect(inMainBlock)
    let targeting = DispatchQueue(label: "TransitionKitTests.targetingMain", target: .main)
    let inTargetingBlock = await withCheckedContinuation { continuation in
      targeting.async { continuation.resume(returning: MainQueue.isCurrent) }
    }
    #expect(inTargetingBlock)
    let inMainSync = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: DispatchQueue.main.sync { MainQueue.isCurrent }) }
    }
    #expect(inMainSync)
    let other = DispatchQueue(label: "TransitionKitTests.other")
    let inOtherBlock = await withCheckedContinuation { continuation in
      other.async { continuation.resume(returning: MainQueue.isCurrent) }
    }
    #expect(!inOtherBlock)
  }
}
