import Testing

@testable import TransitionKitCore

private enum HostRoute: Sendable { case present(any Presentable) }

private enum SplitRoute: Sendable {
  case detail(any Presentable)
  case primary(ViewController)
  case close
}

/// After a sequence, the tree of every coordinator it triggered is
/// refreshed: one that a later step took out of the tree (and the app still
/// holds) lets go of the children it kept from before.
@Suite @MainActor struct SequenceRefreshTests {
  @Test func aCoordinatorADeepLinkTookOutOfTheTreeLetsGoOfItsStaleChildren() throws {
    let app = BasicCoordinator<HostRoute, ViewController>(rootViewController: ViewController(title: "Home")) { route in
      switch route {
      case .present(let presentable): .present(presentable)
      }
    }
    let window = Window(name: "Main")
    try app.setRoot(for: window)
    window.makeKeyAndVisible()
    let split = BasicCoordinator<SplitRoute, SplitViewController>(
      rootViewController: SplitViewController(title: "Split")
    ) { route in
      switch route {
      case .detail(let presentable): .showDetail(presentable)
      case .primary(let controller): .set(primary: controller, secondary: nil)
      case .close: .dismiss()
      }
    }
    weak var weakDetail: BasicCoordinator<HostRoute, ViewController>?
    do {
      let detail = BasicCoordinator<HostRoute, ViewController>(rootViewController: ViewController(title: "Detail")) {
        _ in .none()
      }
      weakDetail = detail
      split.trigger(.detail(detail))
    }
    #expect(split.children.count == 1)

    // The deep link presents the split, replaces its detail (the refresh
    // that would let go of the detail coordinator waits for the deep link to
    // end), then dismisses it: by the end, the split is out of the tree.
    let middle = BasicCoordinator<HostRoute, ViewController>(rootViewController: ViewController(title: "Middle")) {
      route in
      switch route {
      case .present(let presentable): .present(presentable)
      }
    }
    var result: Result<Void, TransitionError>?
    app.deepLink(
      .present(middle), HostRoute.present(split), SplitRoute.detail(ViewController(title: "Other")), SplitRoute.close,
      SplitRoute.primary(ViewController(title: "List"))
    ) { result = $0 }

    #expect((try? result?.get()) != nil)
    #expect(split.rootViewController.isFree)
    #expect(app.children.count == 1)
    #expect(middle.children.isEmpty)
    #expect(split.children.isEmpty)
    #expect(weakDetail == nil)
    #expect(window.validate() == [])
  }
}

private enum StackRoute: Sendable {
  case present(any Presentable)
  case push(ViewController)
}

/// A stack in no window whose coordinator presents a child coordinator's
/// sheet, a window busy with an animated push, and a sequence under way on
/// the stack: it dismissed the sheet at once, now waits for the window, and
/// will then fail (and put the sheet back, if nothing else changed the stack).
@MainActor
private final class SequenceUnderWayFixture {
  let home = ViewController(title: "Home")
  let stack: BasicCoordinator<StackRoute, NavigationController>
  weak var sheet: BasicCoordinator<StackRoute, ViewController>?
  let clock = ManualAnimationDriver()
  let window = Window(name: "Main")
  var outcome: Result<Void, TransitionError>?

  init() throws {
    stack = BasicCoordinator(rootViewController: try NavigationController(rootViewController: home, title: "Stack")) {
      route in
      switch route {
      case .present(let presentable): .present(presentable)
      case .push(let controller): .push(controller)
      }
    }
    do {
      let sheet = BasicCoordinator<StackRoute, ViewController>(rootViewController: ViewController(title: "Sheet")) {
        _ in .none()
      }
      self.sheet = sheet
      stack.trigger(.present(sheet), with: TransitionOptions(animated: false))
    }
    window.animationDriver = clock
    let other = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "Other")
    try window.setRootViewController(other)
    window.makeKeyAndVisible()
    try other.pushViewController(ViewController(title: "Story"), animated: true)
    Transition<NavigationController>.multiple(
      .dismiss(),
      .perform(Transition<NavigationController>.pop(), on: other),
      .fail(.unhandledRoute("later", coordinator: "Stack"))
    ).perform(on: stack.rootViewController) { [unowned self] in outcome = $0 }
  }

  /// Whether the sequence failed as it was made to.
  var sequenceFailed: Bool {
    if case .failure(.unhandledRoute("later", coordinator: "Stack"))? = outcome { true } else { false }
  }
}

/// A route of a tree that ends while a sequence is under way there does not
/// remove the children whose screens the sequence took out: the sequence may
/// still fail and bring them back.
@Suite @MainActor struct RefusedRouteDuringASequenceTests {
  @Test func aRefusedRouteKeepsAChildWhoseScreenAFailingSequenceBringsBack() throws {
    let fixture = try SequenceUnderWayFixture()
    #expect(fixture.stack.rootViewController.presentedViewController == nil)

    var refusal: Result<Void, TransitionError>?
    fixture.stack.trigger(.push(fixture.home), with: TransitionOptions(animated: false)) { refusal = $0 }
    #expect(refusal.map { if case .failure(.alreadyInHierarchy) = $0 { true } else { false } } == true)
    #expect(fixture.stack.children.count == 1)

    fixture.clock.runUntilIdle()
    #expect(fixture.sequenceFailed)
    // The sheet is back, and so is its coordinator.
    #expect(fixture.stack.rootViewController.presentedViewController?.title == "Sheet")
    #expect(fixture.sheet != nil)
    #expect(fixture.stack.children.map(\.viewController.title) == ["Sheet"])
  }

  /// A route performed during the sequence keeps the child too, until the
  /// sequence ends; the sequence then cannot undo (the route changed what
  /// the sheet's presenter presents), and the child goes.
  @Test func aPerformedRouteKeepsTheChildUntilTheSequenceEnds() throws {
    let fixture = try SequenceUnderWayFixture()
    let info = ViewController(title: "Info")
    var presented: Result<Void, TransitionError>?
    fixture.stack.trigger(.present(info), with: TransitionOptions(animated: false)) { presented = $0 }
    #expect((try? presented?.get()) != nil)
    #expect(fixture.stack.rootViewController.presentedViewController === info)
    #expect(fixture.stack.children.map(\.viewController.title) == ["Sheet"])
    #expect(fixture.sheet != nil)

    fixture.clock.runUntilIdle()
    #expect(fixture.sequenceFailed)
    #expect(fixture.stack.rootViewController.presentedViewController === info)
    #expect(fixture.stack.children.isEmpty)
    #expect(fixture.sheet == nil)
  }
}
