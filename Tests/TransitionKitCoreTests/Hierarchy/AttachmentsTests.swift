import Testing

@testable import TransitionKitCore

/// Attachments keep one value per key type, read back at the key's type.
@Suite @MainActor struct AttachmentsTests {
  private enum Count: AttachmentKey {
    static var defaultValue: Int { 0 }
  }

  private enum Label: AttachmentKey {
    static var defaultValue: String? { nil }
  }

  @Test func unsetKeysReadTheirDefaultAndEachKeyKeepsItsValue() {
    var attachments = Attachments()
    #expect(attachments[Count.self] == 0)
    #expect(attachments[Label.self] == nil)

    attachments[Count.self] = 3
    attachments[Label.self] = "three"
    #expect(attachments[Count.self] == 3)
    #expect(attachments[Label.self] == "three")

    attachments[Label.self] = nil
    #expect(attachments[Label.self] == nil)
    #expect(attachments[Count.self] == 3)
  }

  private enum Flag: AttachmentKey {
    static var defaultValue: Bool { false }
  }

  /// The first key set is kept apart from the others: each is read and
  /// replaced the same way, in any order.
  @Test func theFirstKeySetAndTheOthersAreReadAndReplacedAlike() {
    var attachments = Attachments()
    attachments[Label.self] = "first"
    attachments[Count.self] = 1
    attachments[Flag.self] = true
    #expect(attachments[Label.self] == "first")
    #expect(attachments[Count.self] == 1)
    #expect(attachments[Flag.self] == true)

    attachments[Flag.self] = false
    attachments[Label.self] = "again"
    attachments[Count.self] = 2
    #expect(attachments[Label.self] == "again")
    #expect(attachments[Count.self] == 2)
    #expect(attachments[Flag.self] == false)

    var copy = attachments
    copy[Label.self] = "copy"
    copy[Flag.self] = true
    #expect(attachments[Label.self] == "again")
    #expect(attachments[Flag.self] == false)
    #expect(copy[Label.self] == "copy")
    #expect(copy[Count.self] == 2)
    #expect(copy[Flag.self] == true)
  }

  @Test func aCopyKeepsItsOwnValues() {
    var original = Attachments()
    original[Count.self] = 1
    var copy = original
    copy[Count.self] = 2
    #expect(original[Count.self] == 1)
    #expect(copy[Count.self] == 2)
  }

  private final class Marker {
    let name: String
    init(_ name: String) { self.name = name }
  }

  private enum FirstObject: ObjectAttachmentKey {
    typealias Object = Marker
  }

  private enum SecondObject: ObjectAttachmentKey {
    typealias Object = Marker
  }

  /// An object is kept as it is, not copied into a box: the same instance
  /// is read back, and changes made to it need no set.
  @Test func anObjectIsKeptAsItIsAlongsideBoxedValues() {
    var attachments = Attachments()
    #expect(attachments[object: FirstObject.self] == nil)
    let marker = Marker("first")
    attachments[object: FirstObject.self] = marker
    attachments[Count.self] = 4
    #expect(attachments[object: FirstObject.self] === marker)
    #expect(attachments[object: SecondObject.self] == nil)
    #expect(attachments[Count.self] == 4)

    let replacement = Marker("replacement")
    attachments[object: FirstObject.self] = replacement
    #expect(attachments[object: FirstObject.self] === replacement)
    #expect(attachments[Count.self] == 4)
  }

  /// Setting `nil` takes the object out, whether it was the first value set
  /// or a later one; the other values stay, and a key can be set again.
  @Test(arguments: [true, false])
  func settingNilTakesTheObjectOutAndLeavesTheOthers(objectFirst: Bool) {
    var attachments = Attachments()
    let first = Marker("first")
    let second = Marker("second")
    if objectFirst {
      attachments[object: FirstObject.self] = first
      attachments[Count.self] = 7
    } else {
      attachments[Count.self] = 7
      attachments[object: FirstObject.self] = first
    }
    attachments[object: SecondObject.self] = second

    attachments[object: FirstObject.self] = nil
    #expect(attachments[object: FirstObject.self] == nil)
    #expect(attachments[object: SecondObject.self] === second)
    #expect(attachments[Count.self] == 7)

    attachments[object: FirstObject.self] = nil
    #expect(attachments[object: SecondObject.self] === second)
    #expect(attachments[Count.self] == 7)

    attachments[object: FirstObject.self] = first
    #expect(attachments[object: FirstObject.self] === first)
    #expect(attachments[object: SecondObject.self] === second)
    #expect(attachments[Count.self] == 7)

    // Each value is kept once, wherever it moved: taken out, it is gone.
    attachments[object: SecondObject.self] = nil
    #expect(attachments[object: SecondObject.self] == nil)
    attachments[object: FirstObject.self] = nil
    #expect(attachments[object: FirstObject.self] == nil)
    #expect(attachments[object: SecondObject.self] == nil)
    #expect(attachments[Count.self] == 7)
  }

  /// Two values are kept apart and the rest in a list: a value taken out
  /// of any of the three places leaves the others readable, and a key set
  /// again afterwards (including the one that moved up into its place) is
  /// kept once, so that taking it out leaves nothing behind.
  @Test(arguments: 0..<4)
  func aValueTakenOutOfAnyPlaceLeavesEachKeyKeptOnce(position: Int) {
    var attachments = Attachments()
    let markers = (0..<4).map { Marker("marker \($0)") }
    func set(_ index: Int, _ marker: Marker?) {
      switch index {
      case 0: attachments[object: FirstObject.self] = marker
      case 1: attachments[object: SecondObject.self] = marker
      case 2: attachments[object: ThirdObject.self] = marker
      default: attachments[object: FourthObject.self] = marker
      }
    }
    func read(_ index: Int) -> Marker? {
      switch index {
      case 0: attachments[object: FirstObject.self]
      case 1: attachments[object: SecondObject.self]
      case 2: attachments[object: ThirdObject.self]
      default: attachments[object: FourthObject.self]
      }
    }
    for index in 0..<4 { set(index, markers[index]) }

    set(position, nil)
    for index in 0..<4 { #expect(read(index) === (index == position ? nil : markers[index])) }

    // Every key set again, each to a new object, the last first (a key of
    // the list may then land in the place just emptied, which must leave
    // no other entry of it behind), then taken out one by one.
    let replacements = (0..<4).map { Marker("replacement \($0)") }
    for index in (0..<4).reversed() { set(index, replacements[index]) }
    for index in 0..<4 { #expect(read(index) === replacements[index]) }
    for removed in 0..<4 {
      set((position + removed) % 4, nil)
      for index in 0..<4 {
        let isOut = (0...removed).contains { (position + $0) % 4 == index }
        #expect(read(index) === (isOut ? nil : replacements[index]))
      }
    }
  }

  /// With two values only, taking out the first moves the second up: set
  /// again, it replaces itself there rather than being kept twice.
  @Test func theSecondValueMovedUpIsReplacedInPlace() {
    var attachments = Attachments()
    let first = Marker("first")
    attachments[object: FirstObject.self] = first
    attachments[object: SecondObject.self] = Marker("second")
    attachments[object: FirstObject.self] = nil

    let replacement = Marker("replacement")
    attachments[object: SecondObject.self] = replacement
    #expect(attachments[object: SecondObject.self] === replacement)
    attachments[object: SecondObject.self] = nil
    #expect(attachments[object: SecondObject.self] == nil)
    #expect(attachments[object: FirstObject.self] == nil)

    attachments[object: FirstObject.self] = first
    #expect(attachments[object: FirstObject.self] === first)
    #expect(attachments[object: SecondObject.self] == nil)
  }

  private enum ThirdObject: ObjectAttachmentKey {
    typealias Object = Marker
  }

  private enum FourthObject: ObjectAttachmentKey {
    typealias Object = Marker
  }
}
