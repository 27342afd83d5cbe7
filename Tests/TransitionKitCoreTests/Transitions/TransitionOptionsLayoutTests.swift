import Testing

@testable import TransitionKitCore

/// Options travel along every route and are copied at each step. At four
/// words they are copied with plain retains; with a fifth, the compiler
/// copies and destroys them field by field through each field's value
/// witness (see "Options of four words" in `Benchmarks/PROFILE.md`).
@Suite struct TransitionOptionsLayoutTests {
  @Test func optionsFitInFourWords() {
    #expect(MemoryLayout<TransitionOptions>.size <= 4 * MemoryLayout<Int>.size)
  }

  @Test func anOptionalStartHandlerIsOneWord() {
    #expect(MemoryLayout<TransitionStartHandler?>.size == MemoryLayout<Int>.size)
  }
}
