import Testing

@testable import TransitionKitCore

/// The frame of a route that ended with nothing else holding it serves the
/// next route (`RouteFrame.recycle(_:)`): it must come back as a new frame
/// would be, and a frame still held must never come back.
@Suite @MainActor struct RouteFrameReuseTests {
  /// Takes the spare frame, if one is kept, so that the next recycle keeps its frame.
  private func takeSpare() {
    _ = RouteFrame.make(parent: nil, label: nil, recordsNothing: false)
  }

  @Test func aFrameNothingHoldsComesBackAsANewFrame() throws {
    takeSpare()
    var outer: RouteFrame? = RouteFrame.make(
      parent: nil, label: RouteLabel(route: "outer", routerType: Int.self), recordsNothing: true)
    do {
      let inner = RouteFrame.make(parent: outer, label: nil, recordsNothing: false)
      #expect(inner.label?.routeDescription == "outer")
      inner.noteRecorded()
    }
    #expect(outer?.containsRecordedRoute == true)
    let identity = ObjectIdentifier(try #require(outer))

    RouteFrame.recycle(&outer)

    #expect(outer == nil)
    let next = RouteFrame.make(
      parent: nil, label: RouteLabel(route: "next", routerType: String.self), recordsNothing: false)
    #expect(ObjectIdentifier(next) == identity)
    #expect(next.parent == nil)
    #expect(next.label?.routeDescription == "next")
    #expect(!next.containsRecordedRoute)
    #expect(!next.recordsNothing)
  }

  @Test func aFrameStillHeldIsNotTaken() throws {
    takeSpare()
    let parent = RouteFrame.make(
      parent: nil, label: RouteLabel(route: "parent", routerType: Int.self), recordsNothing: false)
    var frame: RouteFrame? = RouteFrame.make(parent: parent, label: nil, recordsNothing: false)
    let holder = frame

    RouteFrame.recycle(&frame)

    // Nothing changed: the caller keeps its frame, which keeps its parent and label.
    let kept = try #require(frame)
    #expect(kept === holder)
    #expect(kept.parent === parent)
    #expect(kept.label?.routeDescription == "parent")
    let next = RouteFrame.make(parent: nil, label: nil, recordsNothing: false)
    #expect(next !== kept)
    #expect(next !== parent)
  }
}
