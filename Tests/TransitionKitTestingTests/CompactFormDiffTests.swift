import Testing

@testable import TransitionKitTesting

/// The failure message of the `matches:` assertions: both compact forms laid
/// out one controller a line, the lines that differ, a mark under the first
/// difference, and the actual form last.
@Suite struct CompactFormDiffTests {
  // MARK: Laying a form out

  @Test func eachControllerHasALineBelowItsContainer() {
    #expect(
      CompactFormDiff.lines(of: "Tabs[*Nav[Home, Detail], Nav[Users]] ▸ sheet Nav[Settings]") == [
        "Tabs",
        "  *Nav",
        "    Home",
        "    Detail",
        "  Nav",
        "    Users",
        "  ▸ sheet Nav",
        "    Settings",
      ])
  }

  @Test func aChainOfPresentationsStepsInOnceAPresentation() {
    #expect(
      CompactFormDiff.lines(of: "Nav[Home] ▸ sheet Settings ▸ fullScreen Player") == [
        "Nav",
        "  Home",
        "  ▸ sheet Settings",
        "    ▸ fullScreen Player",
      ])
  }

  @Test func aPresentationInsideAContainerEndsAtTheNextSibling() {
    #expect(
      CompactFormDiff.lines(of: "Tabs[*Nav[Home] ▸ currentContext Share, Nav[Users]]") == [
        "Tabs",
        "  *Nav",
        "    Home",
        "    ▸ currentContext Share",
        "  Nav",
        "    Users",
      ])
  }

  @Test func spacesDoNotChangeTheLayout() {
    #expect(
      CompactFormDiff.lines(of: " Tabs[ * Nav[Home,Detail] , Nav[ Users ] ]▸sheet   Nav[Settings] ")
        == CompactFormDiff.lines(of: "Tabs[*Nav[Home, Detail], Nav[Users]] ▸ sheet Nav[Settings]"))
    #expect(CompactFormDiff.lines(of: "Split(collapsed)[Nav[List]]") == ["Split (collapsed)", "  Nav", "    List"])
  }

  @Test func anyTextIsLaidOutBracketsUnbalancedOrNot() {
    #expect(CompactFormDiff.lines(of: "Nav[Home]]]") == ["Nav", "  Home"])
    #expect(CompactFormDiff.lines(of: "Nav[Home[Detail") == ["Nav", "  Home", "    Detail"])
    #expect(CompactFormDiff.lines(of: "") == [])
    #expect(CompactFormDiff.lines(of: "▸[,]") == ["  ▸"])
  }

  // MARK: The message

  @Test func aDifferenceDeepInATabShowsItsBranchAndMarksTheFirstDifferentCharacter() {
    let diff = CompactFormDiff(
      expected: "Tabs[*Nav[Home, Detail], Nav[Users, Profile 7]]",
      actual: "Tabs[*Nav[Home, Detail], Nav[Users, Profile 8]]")
    #expect(
      diff.description == """
        Expected (-) vs actual (+) compact form, one controller a line:
          Tabs
          ⋮
            Nav
              Users
        -     Profile 7
        +     Profile 8
                      ^
        Actual compact: Tabs[*Nav[Home, Detail], Nav[Users, Profile 8]]
        """)
  }

  @Test func aDifferentPresentationStyleIsMarkedAtTheStyle() {
    let diff = CompactFormDiff(expected: "Nav[Home] ▸ sheet Settings", actual: "Nav[Home] ▸ fullScreen Settings")
    #expect(
      diff.description == """
        Expected (-) vs actual (+) compact form, one controller a line:
          Nav
            Home
        -   ▸ sheet Settings
        +   ▸ fullScreen Settings
              ^
        Actual compact: Nav[Home] ▸ fullScreen Settings
        """)
  }

  @Test func anExtraScreenIsMarkedAtTheStartOfItsLine() {
    let diff = CompactFormDiff(expected: "Nav[Home]", actual: "Nav[Home, Detail]")
    #expect(
      diff.description == """
        Expected (-) vs actual (+) compact form, one controller a line:
          Nav
            Home
        +   Detail
            ^
        Actual compact: Nav[Home, Detail]
        """)
  }

  @Test func aDifferenceInPunctuationAloneIsShownOnOneLine() {
    let diff = CompactFormDiff(expected: "Nav[Home,Detail]]", actual: "Nav[Home, Detail]")
    #expect(
      diff.description == """
        Expected compact: Nav[Home, Detail]]
        Actual compact:   Nav[Home, Detail]
                                           ^
        """)
  }

  @Test func onlyTheChangedBranchesOfALargeTreeAreShown() {
    let tabs = (0..<50).map { "Nav[Screen \($0)]" }
    var changed = tabs
    changed[30] = "Nav[Screen 30, Detail]"
    let diff = CompactFormDiff(
      expected: "Tabs[" + tabs.joined(separator: ", ") + "]",
      actual: "Tabs[" + changed.joined(separator: ", ") + "]")
    let lines = diff.description.split(separator: "\n")
    #expect(
      lines.prefix(7) == [
        "Expected (-) vs actual (+) compact form, one controller a line:",
        "  Tabs",
        "  ⋮",
        "    Nav",
        "      Screen 30",
        "+     Detail",
        "      ^",
      ])
    #expect(lines.count == 8)
  }
}
