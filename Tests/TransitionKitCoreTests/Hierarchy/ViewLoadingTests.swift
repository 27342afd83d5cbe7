import Testing

@testable import TransitionKitCore

/// Loading a controller (``ViewController/isViewLoaded``, `viewDidLoad`) and
/// making its view object are apart: a controller about to appear is loaded
/// as in UIKit, and its ``View`` is made the first time ``ViewController/view``
/// is read.
@Suite @MainActor struct ViewLoadingTests {
  /// A controller that reads its view in `viewDidLoad`, as apps often do.
  private final class ReadsItsView: ViewController {
    var viewSeenInViewDidLoad: View?
    var loadCount = 0
    override func viewDidLoad() {
      loadCount += 1
      viewSeenInViewDidLoad = view
    }
  }

  @Test func anAppearingControllerIsLoadedWithoutAViewObjectUntilItsViewIsRead() throws {
    let log = CallbackLog()
    let home = RecordingViewController("Home", log: log)
    let navigation = try NavigationController(rootViewController: home)
    let window = try visibleWindow(root: navigation, log: log)
    let detail = RecordingViewController("Detail", log: log)
    _ = log.take()

    try navigation.pushViewController(detail, animated: false)

    #expect(log.take().first == "Detail.viewDidLoad")
    #expect(detail.isViewLoaded)
    #expect(detail.viewIfMade == nil)

    let view = detail.view
    #expect(detail.viewIfMade != nil)
    #expect(view.viewController === detail)
    #expect(view.name == "Detail")
    #expect(detail.view === view)
    // Made after loading, the view object loads nothing again.
    #expect(log.take() == [])
    #expect(window.validate() == [])
  }

  @Test func aViewReadInViewDidLoadIsTheControllersViewAndLoadsOnce() throws {
    let controller = ReadsItsView(title: "Reader")
    let window = Window()
    try window.setRootViewController(controller)
    window.makeKeyAndVisible()

    #expect(controller.loadCount == 1)
    let seen = try #require(controller.viewSeenInViewDidLoad)
    #expect(seen === controller.view)
    #expect(seen.viewController === controller)
    #expect(controller.loadCount == 1)
  }

  @Test func readingTheViewFirstLoadsTheControllerOnceAndAppearingLaterDoesNot() throws {
    let log = CallbackLog()
    let controller = RecordingViewController("Early", log: log)
    #expect(!controller.isViewLoaded)

    let view = controller.view
    #expect(controller.isViewLoaded)
    #expect(log.take() == ["Early.viewDidLoad"])

    let window = try visibleWindow(root: controller)
    #expect(controller.window === window)
    #expect(
      log.take() == ["Early.viewWillAppear(false)", "Early.viewIsAppearing(false)", "Early.viewDidAppear(false)"])
    #expect(controller.view === view)
  }

  @Test func aViewMadeAfterATitleChangeIsNamedAfterTheTitleThen() throws {
    let controller = ViewController(title: "Before")
    controller.loadViewIfNeeded()
    controller.title = "After"

    #expect(controller.view.name == "After")
    // Named once: a later title leaves the view's name as it was.
    controller.title = "Later"
    #expect(controller.view.name == "After")
  }
}
