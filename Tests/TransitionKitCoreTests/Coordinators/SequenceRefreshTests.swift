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
