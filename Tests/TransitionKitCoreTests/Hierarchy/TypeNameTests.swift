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

  /// The types asked about last are answered without the table: asked
  /// again at once, or after another, each keeps its name.
  @Test func theSameTypeAskedAgainInARowKeepsItsName() {
    let names = [Plain(), Plain(), Wrapper<Int>(), Wrapper<Int>(), Plain()].map(\.typeName)
    #expect(names == ["Plain", "Plain", "Wrapper<Int>", "Wrapper<Int>", "Plain"])
  }

  private final class Numbered<Number>: ViewController {}
  private enum N0 {}
  private enum N1 {}
  private enum N2 {}
  private enum N3 {}
  private enum N4 {}
  private enum N5 {}
  private enum N6 {}
  private enum N7 {}
  private enum N8 {}
  private enum N9 {}

  /// More types than the few answered without the table, asked in turn, and
  /// then in another order: each keeps its name.
  @Test func moreTypesThanTheRecentOnesKeepTheirNames() {
    let controllers: [ViewController] = [
      Numbered<N0>(), Numbered<N1>(), Numbered<N2>(), Numbered<N3>(), Numbered<N4>(), Numbered<N5>(),
      Numbered<N6>(), Numbered<N7>(), Numbered<N8>(), Numbered<N9>(),
    ]
    let expected = (0..<10).map { "Numbered<N\($0)>" }
    for _ in 0..<3 {
      #expect(controllers.map(\.typeName) == expected)
      #expect(controllers.reversed().map(\.typeName) == expected.reversed())
      #expect([9, 0, 8, 1, 7, 2].map { controllers[$0].typeName } == [9, 0, 8, 1, 7, 2].map { expected[$0] })
    }
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
