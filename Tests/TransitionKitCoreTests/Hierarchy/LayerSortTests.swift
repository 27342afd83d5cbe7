import Testing

@testable import TransitionKitCore

/// The controllers that appear or disappear in one change are called back
/// by layer (what presents before what it presents when appearing, the other
/// way round when disappearing), controllers of one layer in the order the
/// walk found them. When the walk's order is not already that order, the
/// change sorts its entries (`AppearanceTransition.stableSorted`).
@Suite @MainActor struct LayerSortTests {
  /// Entries of the given layers, each with a controller titled by its place.
  private func entries(_ layers: [Int]) -> ([ViewController], [VisibleEntry]) {
    let controllers = layers.indices.map { ViewController(title: "\($0)") }
    return (controllers, zip(controllers, layers).map { VisibleEntry(controller: $0, layer: $1) })
  }

  @Test func entriesAreSortedByLayerKeepingTheOrderWithinALayer() {
    let (controllers, list) = entries([0, 2, 1, 0, 2, 1, 0])
    let ascending = AppearanceTransition.stableSorted(list, layersAscending: true)
    let descending = AppearanceTransition.stableSorted(list, layersAscending: false)
    withExtendedLifetime(controllers) {
      #expect(ascending.map(\.title) == ["0", "3", "6", "2", "5", "1", "4"])
      #expect(descending.map(\.title) == ["1", "4", "2", "5", "0", "3", "6"])
    }
  }

  @Test(arguments: [true, false])
  func entriesAlreadyInOrderKeepIt(ascending: Bool) {
    let (controllers, list) = entries(ascending ? [0, 0, 1, 3, 3] : [3, 3, 1, 0, 0])
    let sorted = AppearanceTransition.stableSorted(list, layersAscending: ascending)
    withExtendedLifetime(controllers) {
      #expect(sorted.map(\.title) == ["0", "1", "2", "3", "4"])
    }
  }

  /// The extreme layers sort without overflowing (a descending sort orders
  /// by `~layer`).
  @Test func extremeLayersSortBothWays() {
    let (controllers, list) = entries([Int.max, Int.min, 0, Int.max, Int.min])
    let ascending = AppearanceTransition.stableSorted(list, layersAscending: true)
    let descending = AppearanceTransition.stableSorted(list, layersAscending: false)
    withExtendedLifetime(controllers) {
      #expect(ascending.map(\.title) == ["1", "4", "2", "0", "3"])
      #expect(descending.map(\.title) == ["0", "3", "2", "1", "4"])
    }
  }

  /// A released window takes its visible controllers out of sight: a chain
  /// presented over its context keeps every presenter visible, and the walk
  /// finds them from the root up, so their disappearance is sorted, the top
  /// of the chain first and the stack before its top controller.
  @Test func aReleasedWindowsVisibleChainDisappearsFromItsTopDown() throws {
    let log = CallbackLog()
    let first = RecordingViewController("First", log: log)
    let second = RecordingViewController("Second", log: log)
    var window: Window?
    do {
      let navigation = RecordingNavigationController("Nav", log: log)
      try navigation.setViewControllers([RecordingViewController("Top", log: log)], animated: false)
      window = try visibleWindow(root: navigation)
      first.modalPresentationStyle = .overCurrentContext
      second.modalPresentationStyle = .overCurrentContext
      try navigation.present(first, animated: false)
      try first.present(second, animated: false)
    }
    #expect(window?.rootViewController?.appearanceState == .appeared && first.appearanceState == .appeared)
    #expect(second.appearanceState == .appeared)
    _ = log.take()

    window = nil

    let willDisappear = log.take().filter { $0.hasSuffix("viewWillDisappear(false)") }
    #expect(willDisappear == ["Second", "First", "Nav", "Top"].map { "\($0).viewWillDisappear(false)" })
  }
}
