import Testing

@testable import TransitionKitCore

/// Type names are formatted once per type and looked up afterwards: each
/// type, generic instantiations included, keeps its own name.
@Suite @MainActor struct TypeNameTests {
  private final class Wrapper<Value>: ViewController {}
  private final class Plain: ViewController {}

  @Test func eachTypeKeepsItsOwnNameAcrossLookups() {
    let names = (0..<2).map { _ in
      [Wrapper<Int>().typeName, Wrapper<String>().typeName, Plain().typeName, ViewController().typeName]
    }
    #expect(names[0] == names[1])
    #expect(names[0] == ["Wrapper<Int>", "Wrapper<String>", "Plain", "ViewController"])
  }

  /// The type asked about last is answered without the table: asked again
  /// at once, or after another, each keeps its name.
  @Test func theSameTypeAskedAgainInARowKeepsItsName() {
    let names = [Plain(), Plain(), Wrapper<Int>(), Wrapper<Int>(), Plain()].map(\.typeName)
    #expect(names == ["Plain", "Plain", "Wrapper<Int>", "Wrapper<Int>", "Plain"])
  }

  @Test func untitledControllerIsNamedByItsTypeInViewsAndSnapshots() throws {
    let controller = Wrapper<Int>()
    #expect(controller.displayName == "Wrapper<Int>")
    #expect(controller.view.name == "Wrapper<Int>")
    controller.title = "Titled"
    #expect(controller.displayName == "Titled")
    #expect(controller.typeName == "Wrapper<Int>")
  }
}
