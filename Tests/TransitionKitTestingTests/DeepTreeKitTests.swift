import Testing
import TransitionKitCore
import TransitionKitTesting

/// The testing kit reads trees far deeper than the call stack allows to
/// walk by recursion, in time proportional to their size.
@MainActor
@Suite struct DeepTreeKitTests {
  /// A root holding a chain of `depth` controllers, `Level 1` to
  /// `Level <depth>`, each embedded in or presented full screen by the one before.
  private static func chain(depth: Int, embedded: Bool) -> ControllerSnapshot {
    func level(_ index: Int, holding next: ControllerSnapshot?) -> ControllerSnapshot {
      let role: HierarchyRole = index == 0 ? .root : embedded ? .embedded : .presented(.fullScreen)
      return ControllerSnapshot(
        title: index == 0 ? "Root" : "Level \(index)", typeName: "ViewController", kind: .viewController,
        role: role, isVisible: false, appearanceState: .disappeared,
        children: embedded ? next.map { [$0] } ?? [] : [], presented: embedded ? nil : next)
    }
    var top = level(depth, holding: nil)
    for index in stride(from: depth - 1, through: 0, by: -1) { top = level(index, holding: top) }
    return top
  }

  @Test func theCompactFormOfAChainOfAHundredThousandEmbeddedChildrenNestsItsBrackets() {
    let depth = 100_000
    let snapshot = HierarchySnapshot(root: Self.chain(depth: depth, embedded: true))
    let expected =
      "Root" + (1...depth).map { "[Level \($0)" }.joined() + String(repeating: "]", count: depth)
    #expect(snapshot.compact == expected)
  }

  @Test func theCompactFormOfAModalChainOfAHundredThousandReadsLeftToRight() {
    let depth = 100_000
    let snapshot = HierarchySnapshot(root: Self.chain(depth: depth, embedded: false))
    let expected = "Root" + (1...depth).map { " ▸ fullScreen Level \($0)" }.joined()
    #expect(snapshot.compact == expected)
    #expect(snapshot.matches(compact: expected))
  }

  @Test func aDiffOfTwoDeepChainsShowsTheChangeWithItsIndentedAncestors() {
    // Levels 1 to 63 are indented further each, every deeper line as much
    // as level 64: the changed line's ancestors are the lines of levels 0 to
    // 63, and its previous sibling the line above it.
    let depth = 20_000
    let expected = HierarchySnapshot(root: Self.chain(depth: depth, embedded: true))
    var actual = expected
    var levels = [actual.root!]
    while let next = levels.last?.children.first { levels.append(next) }
    levels[depth].title = "Other"
    for index in stride(from: depth - 1, through: 0, by: -1) { levels[index].children = [levels[index + 1]] }
    actual.root = levels[0]
    let diff = HierarchyDiff(expected: expected, actual: actual)
    let deepest = String(repeating: " ", count: 3 * 63)
    #expect(diff.lines.count == 64 + 4)
    #expect(diff.lines.first?.description == "  root: ViewController \"Root\"")
    #expect(
      diff.lines.suffix(4).map(\.description) == [
        "  ⋮",
        "  " + deepest + "└─ (level \(depth - 1)) embedded: ViewController \"Level \(depth - 1)\"",
        "- " + deepest + "└─ (level \(depth)) embedded: ViewController \"Level \(depth)\"",
        "+ " + deepest + "└─ (level \(depth)) embedded: ViewController \"Other\"",
      ])
  }

  @Test func theBackButtonIsFoundBelowAHundredThousandEmbeddingControllers() throws {
    // The navigation controller is embedded at the bottom of the chain: the
    // gesture looks for it through every visible controller above it.
    let navigation = try NavigationController(rootViewController: ViewController(title: "Home"))
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    var top: ViewController = navigation
    for index in stride(from: 100_000, through: 1, by: -1) {
      let container = ViewController(title: "Level \(index)")
      try container.embed(top)
      top = container
    }
    let app = try TestWindow(root: top)
    try app.tapBackButton()
    #expect(navigation.viewControllers.map(\.title) == ["Home"])
    #expect(app.snapshot.visibleTitles.suffix(2) == ["Nav", "Home"])
  }
}
