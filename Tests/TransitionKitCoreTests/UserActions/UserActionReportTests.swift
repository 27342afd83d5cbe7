import Testing
import TransitionKitCore

/// A change report says whether the user made the change, and by which
/// gesture; transitions are the app's.
@Suite @MainActor struct UserActionReportTests {
  /// A visible stack [Home, Detail] in a tab bar, and the user actions of
  /// every change reported from now on.
  private func shownStack() throws -> (NavigationController, Window, ReportedActions) {
    let navigation = NavigationController(root: ViewController(title: "Home"))
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    let tabs = TabBarController(tabs: [navigation, ViewController(title: "Other")])
    let window = try visibleWindow(root: tabs)
    return (navigation, window, ReportedActions(window))
  }

  @Test func gesturesAreReportedByName() throws {
    let (navigation, window, reported) = try shownStack()
    try navigation.beginInteractivePop().finish()
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    try navigation.popFromBackButtonMenu(to: navigation.viewControllers[0])
    try navigation.pushViewController(ViewController(title: "Detail"), animated: false)
    let tabs = try #require(navigation.tabBarController)
    try tabs.userDidTapTab(at: 0)
    try tabs.userDidTapTab(at: 1)
    let sheet = ViewController(title: "Sheet")
    try tabs.present(sheet, animated: false)
    try sheet.beginInteractiveDismissal().finish()
    #expect(
      reported.actions == [
        .swipeBack, .directChange, .backButtonMenu, .directChange, .tabTap, .tabTap, .directChange, .pullDown,
      ])
    #expect(window.validate() == [])
  }

  @Test func otherChangesMadeOnTheModelAreTheUsersAndAPopIsTheBackButton() throws {
    let (navigation, window, reported) = try shownStack()
    try navigation.popViewController(animated: true)
    try navigation.setViewControllers([ViewController(title: "New")], animated: false)
    #expect(reported.actions == [.backButton, .directChange])
    #expect(window.validate() == [])
  }

  @Test func transitionsAreTheAppsEvenWhenTheirCodeChangesTheModel() throws {
    let (navigation, window, reported) = try shownStack()
    Transition<NavigationController>.pop().perform(on: navigation)
    Transition<NavigationController>(presentables: [], animation: nil) { root, _, completion in
      completion(
        Result { () throws(TransitionError) in try root.pushViewController(ViewController(), animated: false) })
    }.perform(on: navigation)
    var outcome: Result<Void, TransitionError>?
    Transition<NavigationController>.multiple(.push(ViewController(title: "A")), .pop(to: ViewController()))
      .perform(on: navigation) { outcome = $0 }
    #expect(outcome?.isSuccess == false)
    #expect(reported.actions == [nil, nil, nil, nil])
    #expect(window.validate() == [])
  }
}

/// The user actions of a window's change reports, in order.
@MainActor
private final class ReportedActions {
  private(set) var actions: [UserAction?] = []
  private var observation: HierarchyObservation?

  init(_ window: Window) {
    observation = window.observeChanges { [unowned self] in actions.append($0.userAction) }
  }
}
