import Testing

@testable import TransitionKitCore

/// The identity-list helpers of the change path, on both their scanning and
/// their hashing side (lists whose sizes multiply past 256 use a set).
@MainActor
@Suite struct IdentityListTests {
  private func ids(_ list: [ViewController]) -> [ObjectIdentifier] {
    list.map(ObjectIdentifier.init)
  }

  private func controllers(_ count: Int) -> [ViewController] {
    (0..<count).map { ViewController(title: "C\($0)") }
  }

  @Test func containsObjectComparesIdentityNotTitles() {
    let list = controllers(3)
    let twin = ViewController(title: "C1")
    #expect(list.containsObject(list[2]))
    #expect(!list.containsObject(twin))
    #expect(![ViewController]().containsObject(twin))
  }

  @Test func removingNothingKeepsTheListItself() {
    let list = controllers(4)
    let strangers = controllers(3)
    #expect(ids(list.removingObjects(in: [])) == ids(list))
    #expect(ids(list.removingObjects(in: strangers)) == ids(list))
  }

  @Test func removingKeepsTheOthersInOrderWhenScanning() {
    let list = controllers(6)
    // Taken out: the first, two in the middle and the last, among a stranger.
    let others = [list[3], ViewController(title: "stranger"), list[0], list[5], list[2]]
    #expect(list.count * others.count <= 256)
    let kept = list.removingObjects(in: others)
    #expect(ids(kept) == ids([list[1], list[4]]))
  }

  @Test func removingKeepsTheOthersInOrderWithASet() {
    let list = controllers(40)
    // Every third one taken out, in reverse order; 40 × 14 is past the scanning limit.
    let others = Array(stride(from: 39, through: 0, by: -3).map { list[$0] })
    #expect(list.count * others.count > 256)
    let kept = list.removingObjects(in: others)
    let expected = list.indices.filter { ($0 - 39) % 3 != 0 }.map { list[$0] }
    #expect(kept.count == 40 - 14)
    #expect(ids(kept) == ids(expected))
  }

  @Test func removingEverythingLeavesNothing() {
    let list = controllers(5)
    #expect(list.removingObjects(in: list.reversed()).isEmpty)
    let many = controllers(30)
    #expect(many.removingObjects(in: many).isEmpty)
  }
}
