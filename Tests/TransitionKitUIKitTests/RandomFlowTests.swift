import Testing
import TransitionKitTesting
import TransitionKitUIKit

@testable import TransitionKitCore

/// Random interleavings of the model's changes, the user's gestures on the
/// fake hosts and the ends of UIKit's animations: once everything has
/// ended, UIKit shows the model's tree, and no call reached a host
/// mid-transition.
@Suite @MainActor struct RandomFlowTests {
  /// A small deterministic generator (SplitMix64).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      value ^= value >> 31
      return Int(value % UInt64(bound))
    }
    mutating func bool() -> Bool { next(2) == 0 }
  }

  /// Pages in order.
  final class Numbers: PageViewControllerDataSource {
    let pages: [ViewController]
    init(_ pages: [ViewController]) { self.pages = pages }
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    )
      -> ViewController?
    {
      pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }
    func pageViewController(
      _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    )
      -> ViewController?
    {
      pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }
  }

  @Test(arguments: 1...200)
  func everythingEndsWithUIKitShowingTheModel(seed: Int) throws {
    var random = Generator(state: UInt64(seed))
    let stacks = [
      try NavigationController(rootViewController: ViewController(title: "Home A"), title: "A"),
      try NavigationController(rootViewController: ViewController(title: "Home B"), title: "B"),
    ]
    let numbers = Numbers((0..<4).map { ViewController(title: "Page \($0)") })
    let pages = PageViewController(pages: [numbers.pages[0]], title: "Pages")
    pages.dataSource = numbers
    let list = try NavigationController(rootViewController: ViewController(title: "List"), title: "C")
    let split = SplitViewController(primary: list, secondary: ViewController(title: "Detail"), title: "Split")
    let plain = ViewController(title: "Plain")
    let tabBar = TabBarController(tabs: stacks + [plain, pages, split])
    let rig = try AdaptorRig(root: tabBar, driver: random.bool() ? RendererAnimationDriver() : nil)
    var made = 0
    var log: [String] = []
    for _ in 0..<120 {
      let navigation = stacks[random.next(stacks.count)]
      let host = rig.host(navigation) as? FakeNavigationController
      let isIdle = host?.coordinator == nil
      switch random.next(20) {
      case 0:
        made += 1
        log.append("push \(made)")
        try? navigation.pushViewController(ViewController(title: "S\(made)"), animated: random.bool())
      case 1:
        log.append("pop")
        _ = try? navigation.popViewController(animated: random.bool())
      case 2:
        made += 1
        let sheet = ViewController(title: "Sheet\(made)")
        sheet.modalPresentationStyle = .pageSheet
        log.append("present \(made)")
        try? tabBar.present(sheet, animated: random.bool())
      case 3:
        log.append("dismiss")
        try? tabBar.dismiss(animated: random.bool())
      case 4:
        log.append("select")
        try? tabBar.select(index: random.next(5), animated: false)
      case 5 where isIdle:
        log.append("tap back")
        host?.userTapBack()
      case 6 where isIdle:
        let cancels = random.bool()
        log.append("swipe back, cancels: \(cancels)")
        host?.userSwipeBack()?.release(at: 0.5, cancelled: cancels)
      case 7:
        log.append("tap tab")
        (rig.host(tabBar) as? FakeTabBarController)?.userTap(random.next(5))
      case 8:
        if let sheet = tabBar.presentedViewController, let sheetHost = rig.host(sheet), sheetHost.coordinator == nil {
          let cancels = random.bool()
          log.append("pull down, cancels: \(cancels)")
          sheetHost.userPullDown()?.release(at: 0.5, cancelled: cancels)
        }
      case 10:
        let direction: PageDirection = random.bool() ? .forward : .reverse
        let completes = random.bool()
        log.append("user swipes page \(direction), completes: \(completes)")
        (rig.host(pages) as? FakePageViewController)?.userSwipe(direction, completes: completes)
      case 11:
        let direction: PageDirection = random.bool() ? .forward : .reverse
        log.append("model swipes page \(direction)")
        _ = try? pages.swipe(direction, animated: random.bool())
      case 12:
        guard let host = rig.host(split) as? FakeSplitViewController else { break }
        log.append("size class, collapsed: \(!host.hostIsCollapsed)")
        host.userResize(collapsed: !host.hostIsCollapsed)
      case 13:
        made += 1
        log.append("push \(made) on the list")
        try? list.pushViewController(ViewController(title: "L\(made)"), animated: random.bool())
      case 14:
        if let child = plain.children.last, random.bool() {
          log.append("unembed")
          try? child.removeFromParent()
        } else {
          made += 1
          log.append("embed \(made)")
          try? plain.embed(ViewController(title: "E\(made)"))
        }
      case 15:
        made += 1
        log.append("present \(made) on top")
        var top: ViewController = tabBar
        while let next = top.presentedViewController { top = next }
        try? top.present(ViewController(title: "Top\(made)"), animated: random.bool())
      case 16 where isIdle:
        guard let host, host.children.count > 2 else { break }
        log.append("back button menu")
        host.userChooseInBackMenu(0)
      case 17:
        made += 1
        let sheet = ViewController(title: "Modal\(made)")
        sheet.isModalInPresentation = true
        log.append("present modal \(made)")
        if (try? tabBar.present(sheet, animated: random.bool())) != nil {
          rig.host(sheet)?.isModalInPresentation = true
        }
      case 9:
        log.append("title")
        navigation.title = "T\(random.next(100))"
      default:
        log.append("animations end")
        rig.uikit.finishAnimations()
      }
    }
    rig.uikit.finishAnimations()
    #expect(!rig.adaptor.isBusy, "\(log)")
    #expect(rig.adaptor.drift() == [], "\(log)")
    #expect(rig.adaptor.hostSnapshot == rig.window.snapshot.structure, "\(log)")
    #expect(rig.drifts == [], "\(log)")
    #expect(rig.uikit.callsDuringTransition == [], "\(log)")
    #expect(rig.adaptor.appliedRevision == rig.window.mountRevision, "\(log)")
    #expect(rig.window.openChangeCount == 0, "\(log)")
    if let driver = rig.window.animationDriver as? RendererAnimationDriver {
      #expect(driver.waitingRevisions(in: rig.window) == [], "\(log)")
    }
  }
}
