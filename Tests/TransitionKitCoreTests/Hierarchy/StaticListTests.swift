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

  /// A plain static list (no references to count, memory of its own)
  /// keeps the order of an array past its first room (eight entries) and
  /// through removals at the end and in the middle.
  @Test func aPlainListKeepsTheOrderOfAnArrayAsItGrows() {
    var list = PlainStaticList<(stamp: UInt64, value: Int)>()
    var mirror: [(stamp: UInt64, value: Int)] = []
    #expect(list.count == 0)
    #expect(list.last == nil)
    for value in 0..<20 {
      list.append((UInt64(value), value * 10))
      mirror.append((UInt64(value), value * 10))
    }
    #expect(list.count == 20)
    #expect(list.last?.value == 190)

    list.remove(at: 3)
    mirror.remove(at: 3)
    list.remove(at: 0)
    mirror.remove(at: 0)
    list.removeLast()
    mirror.removeLast()
    #expect(list.count == mirror.count)
    for index in 0..<mirror.count {
      #expect(list[index].stamp == mirror[index].stamp)
      #expect(list[index].value == mirror[index].value)
    }
    #expect(list.last?.value == 180)

    // Emptied, it takes new entries in its room as before.
    while list.count > 0 { list.removeLast() }
    #expect(list.last == nil)
    list.append((99, 1))
    #expect(list.count == 1)
    #expect(list[0].stamp == 99)
  }
}
