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

  @Test(arguments: 1...200)
  func everythingEndsWithUIKitShowingTheModel(seed: Int) throws {
    var random = Generator(state: UInt64(seed))
    let stacks = [
      try NavigationController(rootViewController: ViewController(title: "Home A"), title: "A"),
      try NavigationController(rootViewController: ViewController(title: "Home B"), title: "B"),
    ]
    let tabBar = TabBarController(tabs: stacks + [ViewController(title: "Plain")])
    let rig = try AdaptorRig(root: tabBar, driver: random.bool() ? RendererAnimationDriver() : nil)
    var made = 0
    var log: [String] = []
    for _ in 0..<120 {
      let navigation = stacks[random.next(stacks.count)]
      let host = rig.host(navigation) as? FakeNavigationController
      let isIdle = host?.coordinator == nil
      switch random.next(11) {
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
        try? tabBar.select(index: random.next(3), animated: false)
      case 5 where isIdle:
        log.append("tap back")
        host?.userTapBack()
      case 6 where isIdle:
        let cancels = random.bool()
        log.append("swipe back, cancels: \(cancels)")
        host?.userSwipeBack()?.release(at: 0.5, cancelled: cancels)
      case 7:
        log.append("tap tab")
        (rig.host(tabBar) as? FakeTabBarController)?.userTap(random.next(3))
      case 8:
        if let sheet = tabBar.presentedViewController, let sheetHost = rig.host(sheet), sheetHost.coordinator == nil {
          let cancels = random.bool()
          log.append("pull down, cancels: \(cancels)")
          sheetHost.userPullDown()?.release(at: 0.5, cancelled: cancels)
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
    #expect(rig.drifts == [], "\(log)")
    #expect(rig.uikit.callsDuringTransition == [], "\(log)")
    #expect(rig.adaptor.appliedRevision == rig.window.mountRevision, "\(log)")
    #expect(rig.window.openChangeCount == 0, "\(log)")
    if let driver = rig.window.animationDriver as? RendererAnimationDriver {
      #expect(driver.waitingRevisions(in: rig.window) == [], "\(log)")
    }
  }
}
