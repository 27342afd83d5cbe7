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

  @Test func aCopyKeepsItsOwnValues() {
    var original = Attachments()
    original[Count.self] = 1
    var copy = original
    copy[Count.self] = 2
    #expect(original[Count.self] == 1)
    #expect(copy[Count.self] == 2)
  }
}
