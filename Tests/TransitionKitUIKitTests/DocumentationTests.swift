import Testing
import TransitionKitUIKit

@testable import TransitionKitCore

/// The compiled twins of the snippets of the module's articles.
@Suite @MainActor struct DocumentationTests {
  final class ProfileViewController: ViewController {}

  final class ProfileScreen: FakeViewController {
    init(title: String?) {
      super.init(FakeUIKit(), name: "profile")
      self.title = title
    }
  }

  enum AppScreen: Hashable, Sendable { case inbox }

  final class AppScreenHost: FakeViewController {
    init(_ screen: AppScreen) {
      super.init(FakeUIKit(), name: "\(screen)")
    }
  }

  final class HelpScreen: FakeViewController {
    init() {
      super.init(FakeUIKit(), name: "help")
    }
  }

  @Test func screensAreRegisteredByTypeAndByNode() {
    // snippet: uikit-screens
    var screens = ScreenFactory()
    screens.register(ProfileViewController.self) { node in ProfileScreen(title: node.title) }
    screens.register(screens: AppScreen.self) { screen, node in AppScreenHost(screen) }
    screens.register { node in node.title == "Help" ? HelpScreen() : nil }
    // end snippet: uikit-screens
    let profile = ProfileViewController(title: "Ada")
    let node = MountNode(
      id: profile.mountNodeID, kind: .viewController, typeName: "ProfileViewController", title: "Ada")
    #expect((screens.makeScreen(for: node) as? ProfileScreen)?.title == "Ada")
    var help = node
    help.title = "Help"
    #expect(screens.makeScreen(for: help) is HelpScreen)
    help.typeName = "Other"
    help.title = nil
    #expect(screens.makeScreen(for: help) == nil)
    help.screen = ScreenValue(AppScreen.inbox)
    #expect((screens.makeScreen(for: help) as? AppScreenHost)?.name == "inbox")
  }

  @Test func theDriftHookIsGivenToTheOptions() {
    // snippet: uikit-drift
    let options = UIKitAdaptor.Options(checksDrift: true) { drift in
      assertionFailure("UIKit differs from the model at revision \(drift.revision): \(drift.differences)")
    }
    // end snippet: uikit-drift
    #expect(options.checksDrift)
    #expect(options.onDrift != nil)
  }
}
