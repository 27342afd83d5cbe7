import Testing

@testable import TransitionKitCore

/// A change that keeps no touches counts them in place (`countTouches()`):
/// it must raise exactly the versions that the list of its touches names,
/// each by one: for the single-edit changes counted straight from their
/// edit as for the others, whose controllers are told apart by stamps.
@Suite @MainActor struct CountedTouchesTests {
  /// Applies `edit` in a transaction of its own, then checks that counting
  /// its touches raises each version its list of touches names, by one,
  /// and no other version of `controllers`.
  private func expectCountingMatchesTheList(
    of edit: HierarchyEdit, among controllers: [ViewController], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectCountingMatchesTheList(of: [edit], among: controllers, sourceLocation: sourceLocation)
  }

  /// The same for a transaction of several edits, applied in order.
  private func expectCountingMatchesTheList(
    of edits: [HierarchyEdit], among controllers: [ViewController], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var transaction = HierarchyTransaction()
    for edit in edits { transaction.apply(edit) }
    let listed = transaction.touches(counting: false)
    let before = controllers.map { (content: $0.contentVersion, placement: $0.placementVersion) }

    transaction.countTouches()

    for (index, controller) in controllers.enumerated() {
      var content: UInt64 = 0
      var placement: UInt64 = 0
      for touch in listed where touch.controller === controller {
        if touch.isMove { placement += 1 } else { content += 1 }
      }
      #expect(
        controller.contentVersion == before[index].content + content, "content of \(controller.displayName)",
        sourceLocation: sourceLocation)
      #expect(
        controller.placementVersion == before[index].placement + placement, "placement of \(controller.displayName)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func presentationsAndDismissalsCountWhatTheirListNames() {
    let context = ViewController(title: "Context")
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    let all = [context, first, second]

    // Presented, replaced, restyled (the same controller: one touch), dismissed.
    expectCountingMatchesTheList(
      of: .setPresentation(context, from: nil, to: Presentation(controller: first, style: .fullScreen)), among: all)
    expectCountingMatchesTheList(
      of: .setPresentation(
        context, from: Presentation(controller: first, style: .fullScreen),
        to: Presentation(controller: second, style: .fullScreen)),
      among: all)
    expectCountingMatchesTheList(
      of: .setPresentation(
        context, from: Presentation(controller: second, style: .fullScreen),
        to: Presentation(controller: second, style: .pageSheet)),
      among: all)
    expectCountingMatchesTheList(
      of: .setPresentation(context, from: Presentation(controller: second, style: .pageSheet), to: nil), among: all)

    #expect(context.presentedViewController == nil)
  }

  @Test func aSelectedTabCountsWhatItsListNames() {
    let tabs = TabBarController()
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")

    expectCountingMatchesTheList(of: .setChildren(tabs, from: [], to: [first, second]), among: [tabs, first, second])
    expectCountingMatchesTheList(of: .setSelectedIndex(tabs, from: 0, to: 1), among: [tabs, first, second])

    #expect(tabs.selectedIndex == 1)
  }

  @Test func aChangeOfSeveralEditsCountsEachControllerOnceEachWay() {
    let navigation = NavigationController()
    let context = ViewController(title: "Context")
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    let third = ViewController(title: "Third")
    let all = [navigation, context, first, second, third]

    // The stack set, then changed again (its content touched twice, `second`
    // moved twice), and `second` presented: moved once more, and the
    // context's content.
    expectCountingMatchesTheList(
      of: [
        .setChildren(navigation, from: [], to: [first, second]),
        .setChildren(navigation, from: [first, second], to: [first, third]),
        .setPresentation(context, from: nil, to: Presentation(controller: second, style: .fullScreen)),
      ],
      among: all)
    // Counted again by a later change: its own stamp, so each counts once more.
    expectCountingMatchesTheList(
      of: [
        .setChildren(navigation, from: [first, third], to: [third]),
        .setPresentation(context, from: Presentation(controller: second, style: .fullScreen), to: nil),
      ],
      among: all)

    #expect(navigation.viewControllers.map(\.title) == ["Third"])
  }

  @Test func aControllerTouchedBothWaysCountsOnceEachWay() {
    let navigation = NavigationController()
    let screen = ViewController(title: "Screen")
    let sheet = ViewController(title: "Sheet")
    let other = ViewController(title: "Other")
    let all = [navigation, screen, sheet, other]

    // `screen` moves into the stack and, as a presentation context, has its
    // content changed twice: a presentation, then another in its place.
    expectCountingMatchesTheList(
      of: [
        .insertChild(navigation, screen, at: 0),
        .setPresentation(screen, from: nil, to: Presentation(controller: sheet, style: .pageSheet)),
        .setPresentation(
          screen, from: Presentation(controller: sheet, style: .pageSheet),
          to: Presentation(controller: other, style: .pageSheet)),
        .removeChild(navigation, screen, at: 0),
      ],
      among: all)
  }

  @Test func aChangeOfManyControllersCountsEachOnceEachWay() {
    let navigation = NavigationController()
    let tabs = TabBarController()
    let screens = (0..<40).map { ViewController(title: "Screen \($0)") }
    let all = [navigation, tabs] + screens

    // Past the few a list scans: the same controllers in two stacks of a set.
    expectCountingMatchesTheList(
      of: [
        .setChildren(navigation, from: [], to: Array(screens[0..<30])),
        .setChildren(navigation, from: Array(screens[0..<30]), to: Array(screens[10..<40])),
        .setChildren(tabs, from: [], to: [screens[0], screens[39]]),
      ],
      among: all)
  }

  @Test func aPushAndAPopCountWhatTheirListNames() {
    let navigation = NavigationController()
    let root = ViewController(title: "Root")
    let detail = ViewController(title: "Detail")
    let all = [navigation, root, detail]

    expectCountingMatchesTheList(of: .insertChild(navigation, root, at: 0), among: all)
    expectCountingMatchesTheList(of: .insertChild(navigation, detail, at: 1), among: all)
    expectCountingMatchesTheList(of: .removeChild(navigation, detail, at: 1), among: all)

    #expect(navigation.viewControllers.map(\.title) == ["Root"])
  }

  @Test func aSetOfChildrenCountsWhatItsListNames() {
    let navigation = NavigationController()
    let screens = (0..<20).map { ViewController(title: "Screen \($0)") }
    let all = [navigation] + screens

    // Counted straight from the edit: set, kept in part, reordered, emptied.
    expectCountingMatchesTheList(of: .setChildren(navigation, from: [], to: [screens[0]]), among: all)
    expectCountingMatchesTheList(
      of: .setChildren(navigation, from: [screens[0]], to: [screens[1], screens[0], screens[2]]), among: all)
    expectCountingMatchesTheList(
      of: .setChildren(navigation, from: [screens[1], screens[0], screens[2]], to: [screens[2], screens[1]]),
      among: all)
    expectCountingMatchesTheList(of: .setChildren(navigation, from: [screens[2], screens[1]], to: []), among: all)
    // Up to 16 controllers in the two lists together are scanned; past that,
    // counted by stamps: 9 + 7 is the last scanned, 7 + 10 the first stamped.
    expectCountingMatchesTheList(of: .setChildren(navigation, from: [], to: Array(screens[0..<9])), among: all)
    expectCountingMatchesTheList(
      of: .setChildren(navigation, from: Array(screens[0..<9]), to: Array(screens[2..<9])), among: all)
    expectCountingMatchesTheList(
      of: .setChildren(navigation, from: Array(screens[2..<9]), to: Array(screens[5..<15])), among: all)
    expectCountingMatchesTheList(
      of: .setChildren(navigation, from: Array(screens[5..<15]), to: Array(screens[5..<20])), among: all)

    #expect(navigation.viewControllers.count == 15)
  }

  @Test func aControllerListedTwiceInASetOfChildrenCountsOnce() {
    // No container's children hold a controller twice; an edit that named
    // one twice would still count it once, as its list names it once.
    let tabs = TabBarController()
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")

    expectCountingMatchesTheList(
      of: .setChildren(tabs, from: [first, first], to: [second, second]), among: [tabs, first, second])
  }

  @Test func aReplacedRootCountsWhatItsListNames() {
    let window = Window()
    let first = ViewController(title: "First")
    let second = ViewController(title: "Second")
    let all = [first, second]

    expectCountingMatchesTheList(of: .setRoot(window, from: nil, to: first), among: all)
    expectCountingMatchesTheList(of: .setRoot(window, from: first, to: second), among: all)
    expectCountingMatchesTheList(of: .setRoot(window, from: second, to: second), among: all)
    expectCountingMatchesTheList(of: .setRoot(window, from: second, to: nil), among: all)

    #expect(window.rootViewController == nil)
  }
}
