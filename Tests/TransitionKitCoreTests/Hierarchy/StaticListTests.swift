import Testing

@testable import TransitionKitCore

/// A static list behaves as the array it stands for, from its first state
/// (no storage) on.
@Suite struct StaticListTests {
  @Test func anEmptyListReadsAsAnEmptyArray() {
    var list = StaticList<Int>()
    #expect(list.isEmpty)
    #expect(list.count == 0)
    #expect(list.last == nil)
    #expect(list.elements == [])
    #expect(!list.contains { _ in true })
    // Changing it in place starts the storage.
    list.modify { $0 += [4, 5] }
    #expect(list.elements == [4, 5])
  }

  @Test func appendsAndRemovalsKeepTheOrderOfAnArray() {
    var list = StaticList<String>()
    var mirror: [String] = []
    for word in ["a", "b", "c", "d"] {
      list.append(word)
      mirror.append(word)
    }
    #expect(list.elements == mirror)
    #expect(list.count == 4)
    #expect(list[1] == "b")
    #expect(list.last == "d")

    #expect(list.remove(at: 1) == mirror.remove(at: 1))
    #expect(list.removeLast() == mirror.removeLast())
    #expect(list.elements == ["a", "c"])
    #expect(list.elements == mirror)
    #expect(list.contains { $0 == "c" })
    #expect(!list.contains { $0 == "b" })

    // Emptied, it is empty again, and takes new elements as before.
    list.removeLast()
    list.removeLast()
    #expect(list.isEmpty)
    #expect(list.last == nil)
    list.append("e")
    #expect(list.elements == ["e"])
  }

  @Test func assigningTheElementsReplacesThem() {
    var list = StaticList<Int>()
    list.append(1)
    list.elements = [7, 8, 9]
    #expect(list.elements == [7, 8, 9])
    #expect(list.count == 3)
    list.elements = []
    #expect(list.isEmpty)
    let firstAfterAppend = list.modify { elements -> Int? in
      elements.append(3)
      return elements.first
    }
    #expect(firstAfterAppend == 3)
    #expect(list.elements == [3])
  }
}
