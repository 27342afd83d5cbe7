import Testing

@testable import TransitionKitCore

/// A change that keeps no touches counts them in place (`countTouches()`):
/// it must raise exactly the versions that the list of its touches names,
/// each by one, for the single-edit changes counted without a list as for
/// the others.
@Suite @MainActor struct CountedTouchesTests {
  /// Applies `edit` in a transaction of its own, then checks that counting
  /// its touches raises each version its list of touches names, by one,
  /// and no other version of `controllers`.
  private func expectCountingMatchesTheList(
    of edit: HierarchyEdit, among controllers: [ViewController], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var transaction = HierarchyTransaction()
    transaction.apply(edit)
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
}
