import Testing

@testable import TransitionKitCore

private enum MoveRoute: Sendable { case run }

/// A coordinator whose one route runs code of its own (`body`), then fails:
/// the route's journal puts back the child changes that code made.
@MainActor
private final class Mover: ViewCoordinator<MoveRoute> {
  var body: @MainActor () -> Void = {}

  init(_ title: String) {
    super.init(rootViewController: ViewController(title: title))
  }

  override func prepareTransition(for route: MoveRoute) -> Transition<ViewController> {
    let body = body
    return Transition(presentables: [], animation: nil) { _, _, completion in
      body()
      completion(.failure(.unhandledRoute("run", coordinator: "Mover")))
    }
  }
}

/// Three coordinators, each child's screen embedded in its parent's, so
/// that the refresh at the end of a route keeps them.
@MainActor
private func chain() throws -> (top: Mover, middle: Mover, bottom: Mover) {
  let top = Mover("Top")
  let middle = Mover("Middle")
  let bottom = Mover("Bottom")
  try top.rootViewController.embed(middle.rootViewController)
  try middle.rootViewController.embed(bottom.rootViewController)
  top.addChild(middle)
  middle.addChild(bottom)
  return (top, middle, bottom)
}

/// Whether each coordinator's parent lists it once, and each lists as
/// children only coordinators whose parent it is.
@MainActor
private func linksAgree(_ coordinators: [Mover]) -> Bool {
  for coordinator in coordinators {
    if let parent = coordinator.parent as? Mover,
      parent.children.filter({ $0 === coordinator }).count != 1
    {
      return false
    }
    for child in coordinator.children where (child as? Mover)?.parent !== coordinator { return false }
  }
  return true
}

/// Triggers the top's route, which fails, and checks that its completion
/// ran once with the route's error.
@MainActor
private func runAndFail(_ top: Mover, sourceLocation: SourceLocation = #_sourceLocation) {
  var results: [Result<Void, TransitionError>] = []
  top.trigger(.run) { results.append($0) }
  #expect(results.count == 1, sourceLocation: sourceLocation)
  #expect(throws: TransitionError.unhandledRoute("run", coordinator: "Mover"), sourceLocation: sourceLocation) {
    try results.first?.get()
  }
}

/// The titles of the children's controllers, in order.
@MainActor
private func titles(_ children: [any Presentable]) -> [String?] {
  children.map(\.viewController.title)
}

/// A failed route puts back the child changes its code made, newest first.
/// A child put back is taken from wherever it is now, so that each node is
/// listed by its parent alone; one whose return would make a cycle (it is
/// now an ancestor of the node it goes back under) stays where it is.
@Suite @MainActor struct ChildUndoTests {
  @Test func aFailedRouteThatMovedAParentUnderItsOwnChildPutsBothBack() throws {
    let (top, middle, bottom) = try chain()
    top.body = {
      middle.removeChild(bottom)
      bottom.addChild(middle)
    }
    runAndFail(top)

    #expect(titles(top.children) == ["Middle"])
    #expect(titles(middle.children) == ["Bottom"])
    #expect(titles(bottom.children) == [])
    #expect(middle.parent === top)
    #expect(bottom.parent === middle)
    #expect(bottom.coordinatorNode.topmost === top.coordinatorNode)
    #expect(linksAgree([top, middle, bottom]))
  }

  @Test func aChildWhoseReturnWouldMakeACycleStaysWhereItIs() throws {
    let (top, middle, bottom) = try chain()
    // The route's code takes the bottom out, then puts the route's own
    // tree under it: put back under the middle, the bottom would be its
    // own ancestor.
    top.body = {
      middle.removeChild(bottom)
      bottom.addChild(top)
    }
    runAndFail(top)

    // The bottom stays the tree's top, with the top under it where the
    // route's code put it (the refresh that follows keeps it: its screen is
    // in the same tree of controllers), and the middle under the top.
    #expect(bottom.parent == nil)
    #expect(titles(bottom.children) == ["Top"])
    #expect(top.parent === bottom)
    #expect(titles(top.children) == ["Middle"])
    #expect(titles(middle.children) == [])
    #expect(middle.coordinatorNode.topmost === bottom.coordinatorNode)
    #expect(linksAgree([top, middle, bottom]))
  }
}
