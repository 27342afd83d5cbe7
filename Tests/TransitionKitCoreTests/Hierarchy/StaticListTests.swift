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
    #expect(list.last == "d")
    // Found wherever it is, not only last; an absent one is not.
    #expect(list.contains { $0 == "a" })
    #expect(list.contains { $0 == "b" })
    #expect(!list.contains { $0 == "z" })

    #expect(list.removeLast() == mirror.removeLast())
    #expect(list.elements == ["a", "b", "c"])
    #expect(list.elements == mirror)
    #expect(!list.contains { $0 == "d" })

    // Emptied, it is empty again, and takes new elements as before.
    for _ in 0..<3 { list.removeLast() }
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

  /// The entries of a plain list, in order.
  private func entries(of list: borrowing PlainStaticList<(stamp: UInt64, value: Int)>) -> [Int] {
    (0..<list.count).map { list[$0].value }
  }

  /// A plain static list (no references to count, memory of its own)
  /// keeps the order of an array past its first room (eight entries) and
  /// through removals at the end, at the front, inside, and next to last.
  @Test func aPlainListKeepsTheOrderOfAnArrayAsItGrows() {
    var list = PlainStaticList<(stamp: UInt64, value: Int)>()
    var mirror: [Int] = []
    #expect(list.count == 0)
    #expect(list.last == nil)
    for value in 0..<20 {
      list.append((UInt64(value), value * 10))
      mirror.append(value * 10)
    }
    #expect(list.count == 20)
    #expect(entries(of: list) == mirror)
    #expect(list.last?.value == 190)
    #expect(list[7].stamp == 7)

    // Each removal is checked at once, the last entry included.
    for index in [3, 0, 16, 10] {
      list.remove(at: index)
      mirror.remove(at: index)
      #expect(entries(of: list) == mirror)
    }
    list.removeLast()
    mirror.removeLast()
    #expect(entries(of: list) == mirror)
    #expect(list.last?.value == mirror.last)

    // Emptied, it takes new entries in its room as before.
    while list.count > 0 { list.removeLast() }
    #expect(list.last == nil)
    list.append((99, 1))
    #expect(list.count == 1)
    #expect(list[0].stamp == 99)
  }
}
