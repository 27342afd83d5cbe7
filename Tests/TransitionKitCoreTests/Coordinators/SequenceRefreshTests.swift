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
    // The detail's screen leaves the free split view by hand: nothing
    // observes a tree outside any window, so the split keeps the child for now.
    try split.rootViewController.setViewController(ViewController(title: "Other"), for: .secondary, animated: false)
    #expect(weakDetail != nil)

    // A step after the first presents the split: its refresh waits for the
    // deep link to end, and by then a later step took it out of the tree.
    let middle = BasicCoordinator<HostRoute, ViewController>(rootViewController: ViewController(title: "Middle")) {
      route in
      switch route {
      case .present(let presentable): .present(presentable)
      }
    }
    var result: Result<Void, TransitionError>?
    app.deepLink(
      .present(middle), HostRoute.present(split), SplitRoute.close, SplitRoute.primary(ViewController(title: "List"))
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
