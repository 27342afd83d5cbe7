import Testing

@testable import TransitionKitCore

private protocol Marked {}
private struct Type0: Marked {}
private struct Type1 {}
private struct Type2: Marked {}
private struct Type3 {}
private struct Type4: Marked {}
private struct Type5 {}
private struct Type6: Marked {}
private struct Type7 {}
private struct Type8: Marked {}
private struct Type9 {}

/// A check that counts how often it is asked.
@MainActor
private final class CountingCheck {
  var lookUps: [ObjectIdentifier] = []

  func check(_ type: Any.Type) -> Bool {
    lookUps.append(ObjectIdentifier(type))
    return type is any Marked.Type
  }
}

@MainActor
@Suite struct ConformanceMemoTests {
  private let types: [Any.Type] = [
    Type0.self, Type1.self, Type2.self, Type3.self, Type4.self,
    Type5.self, Type6.self, Type7.self, Type8.self, Type9.self,
  ]

  @Test func theAnswerIsTheChecksForEveryTypeWhetherKeptOrNot() {
    let counting = CountingCheck()
    let memo = ConformanceMemo { counting.check($0) }
    // Three rounds over ten types: more than the memo keeps, so some answers
    // come from the memo and some are looked up again.
    for _ in 0..<3 {
      for type in types { #expect(memo.conforms(type) == (type is any Marked.Type)) }
    }
  }

  @Test func aKeptTypeIsLookedUpOnce() {
    let counting = CountingCheck()
    let memo = ConformanceMemo { counting.check($0) }
    let kept = Array(types.prefix(8))
    for _ in 0..<4 {
      for type in kept { _ = memo.conforms(type) }
    }
    #expect(counting.lookUps == kept.map { ObjectIdentifier($0) })
  }

  @Test func aNinthTypeReplacesTheFirstKept() {
    let counting = CountingCheck()
    let memo = ConformanceMemo { counting.check($0) }
    for type in types.prefix(9) { _ = memo.conforms(type) }
    counting.lookUps = []
    // The second to the ninth are kept; the first was replaced by the ninth.
    for type in types[1..<9] { _ = memo.conforms(type) }
    #expect(counting.lookUps.isEmpty)
    _ = memo.conforms(types[0])
    #expect(counting.lookUps == [ObjectIdentifier(types[0])])
  }
}
