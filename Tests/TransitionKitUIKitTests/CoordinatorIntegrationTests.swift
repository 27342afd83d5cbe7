import Testing
import TransitionKitUIKit

@testable import TransitionKitCore

/// Coordinators of the model, shown by the adaptor: what the user does in
/// UIKit reaches them as it would from the model's own gestures.
@Suite @MainActor struct CoordinatorIntegrationTests {
  enum ProfileRoute: Sendable { case save(Int) }

  final class ProfileCoordinator: ViewCoordinator<ProfileRoute>, FlowCoordinator {
    typealias FlowValue = Int
    init() { super.init(rootViewController: ViewController(title: "Profile")) }
    override func prepareTransition(for route: ProfileRoute) -> ViewTransition {
      switch route {
      case .save(let value):
        finish(with: value)
        return .close(self)
      }
    }
  }

  enum HomeRoute: Sendable { case profile(ProfileCoordinator) }

  final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
    var profiles: [Result<FlowResult<Int>, TransitionError>] = []
    init() { super.init(initialRoot: ViewController(title: "Home")) }
    override func prepareTransition(for route: HomeRoute) -> NavigationTransition {
      switch route {
      case .profile(let profile):
        .push(profile).startingFlow(of: profile) { [unowned self] in profiles.append($0) }
      }
    }
  }

  private func shownHome() throws -> (HomeCoordinator, AdaptorRig) {
    let home = HomeCoordinator()
    let rig = try AdaptorRig(root: home.rootViewController, driver: RendererAnimationDriver())
    return (home, rig)
  }

  @Test func aSwipeBackInUIKitCancelsTheFlowOfThePoppedChild() throws {
    let (home, rig) = try shownHome()
    home.trigger(.profile(ProfileCoordinator()))
    rig.uikit.finishAnimations()
    #expect(rig.shown(home.rootViewController) == ["Home", "Profile"])
    #expect(home.children.count == 1)
    let host = try #require(rig.host(home.rootViewController) as? FakeNavigationController)
    try #require(host.userSwipeBack()).release(cancelled: false)
    rig.uikit.finishAnimations()
    #expect(home.profiles == [.success(.cancelled(by: .swipeBack))])
    #expect(home.children.isEmpty)
    rig.expectInSync()
  }

  @Test func aCancelledSwipeBackInUIKitLeavesTheFlowRunning() throws {
    let (home, rig) = try shownHome()
    let profile = ProfileCoordinator()
    home.trigger(.profile(profile))
    rig.uikit.finishAnimations()
    let host = try #require(rig.host(home.rootViewController) as? FakeNavigationController)
    try #require(host.userSwipeBack()).release(cancelled: true)
    rig.uikit.finishAnimations()
    #expect(home.profiles.isEmpty)
    profile.trigger(.save(7))
    rig.uikit.finishAnimations()
    #expect(home.profiles == [.success(.finished(7))])
    #expect(rig.shown(home.rootViewController) == ["Home"])
    rig.expectInSync()
  }

  @Test func aBackButtonTapInUIKitCancelsTheFlowByTheBackButton() throws {
    let (home, rig) = try shownHome()
    home.trigger(.profile(ProfileCoordinator()))
    rig.uikit.finishAnimations()
    let host = try #require(rig.host(home.rootViewController) as? FakeNavigationController)
    host.userTapBack()
    rig.uikit.finishAnimations()
    #expect(home.profiles == [.success(.cancelled(by: .backButton))])
    rig.expectInSync()
  }
}
