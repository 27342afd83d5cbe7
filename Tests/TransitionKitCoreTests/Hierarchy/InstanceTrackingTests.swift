import Testing

@testable import TransitionKitCore

/// The seam the leak checks use (`InstanceTracking`): a controller or
/// coordinator made while a tracker is installed reports to it; the count of
/// installed trackers, which lets creation skip the task-local lookup while
/// there is none, comes back to what it was when a scope ends, however it ends.
@Suite @MainActor struct InstanceTrackingTests {
  @MainActor
  private final class Names: InstanceTracker {
    var names: [String] = []
    func didCreate(_ instance: AnyObject, name: @autoclosure () -> String) { names.append(name()) }
  }

  private struct Refusal: Error {}

  // The synchronous tests run on the main actor without suspending, so no
  // other test's scope begins or ends while they read the count.

  @Test func aControllerMadeInAScopeReportsToItsTrackerAndNoneOutside() {
    let names = Names()
    let installed = InstanceTracking.installedCount
    _ = ViewController(title: "Before")
    let inner = Names()
    var counts: [Int] = []
    InstanceTracking.withTracker(names) {
      counts.append(InstanceTracking.installedCount)
      _ = ViewController(title: "Outer")
      InstanceTracking.withTracker(inner) {
        counts.append(InstanceTracking.installedCount)
        _ = ViewController(title: "Inner")
      }
      counts.append(InstanceTracking.installedCount)
      _ = ViewController(title: "Outer again")
    }
    _ = ViewController(title: "After")
    #expect(names.names == ["Outer", "Outer again"])
    #expect(inner.names == ["Inner"])
    #expect(counts == [installed + 1, installed + 2, installed + 1])
    #expect(InstanceTracking.installedCount == installed)
    #expect(InstanceTracking.current == nil)
  }

  @Test func aScopeThatThrowsStillEnds() {
    let names = Names()
    let installed = InstanceTracking.installedCount
    #expect(throws: Refusal.self) {
      try InstanceTracking.withTracker(names) {
        _ = ViewController(title: "Made")
        throw Refusal()
      }
    }
    _ = ViewController(title: "After")
    #expect(names.names == ["Made"])
    #expect(InstanceTracking.installedCount == installed)
    #expect(InstanceTracking.current == nil)
  }

  @Test func anAsyncScopeTracksAcrossAwaitsAndEndsWhenItThrows() async {
    let names = Names()
    await InstanceTracking.withTracker(names) {
      await Task.yield()
      _ = ViewController(title: "After a suspension")
    }
    await #expect(throws: Refusal.self) {
      try await InstanceTracking.withTracker(names) {
        await Task.yield()
        _ = ViewController(title: "Before the error")
        throw Refusal()
      }
    }
    _ = ViewController(title: "After")
    #expect(names.names == ["After a suspension", "Before the error"])
    #expect(InstanceTracking.current == nil)
  }
}
