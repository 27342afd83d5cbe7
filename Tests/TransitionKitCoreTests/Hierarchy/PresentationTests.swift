import Testing

@testable import TransitionKitCore

/// SPEC §1.3: modal chains, presentation contexts and dismissal.
@Suite @MainActor struct PresentationTests {
  // MARK: Fixtures

  /// A tab bar whose first tab is a navigation stack `[Home]`, with a second tab `Other`.
  @MainActor private struct Tabs {
    let tabs: TabBarController
    let navigation: NavigationController
    let home: ViewController
    let window: Window

    init() throws {
      home = ViewController(title: "Home")
      navigation = try NavigationController(rootViewController: home, title: "Nav")
      tabs = try TabBarController(viewControllers: [navigation, ViewController(title: "Other")], title: "Tabs")
      window = try visibleWindow(root: tabs)
    }
  }

  private func controller(_ title: String, _ style: ModalPresentationStyle = .fullScreen) -> ViewController {
    let controller = ViewController(title: title)
    controller.modalPresentationStyle = style
    return controller
  }

  // MARK: Presentation context

  @Test(arguments: [ModalPresentationStyle.fullScreen, .pageSheet, .formSheet, .automatic, .overFullScreen, .popover])
  func presentingFromTabTopAttachesToTabBar(style: ModalPresentationStyle) throws {
    let fixture = try Tabs()
    let modal = controller("Modal", style)

    try fixture.home.present(modal, animated: false)

    #expect(modal.presentingViewController === fixture.tabs)
    #expect(fixture.tabs.presentedViewController === modal)
    #expect(fixture.tabs.presentation?.controller === modal)
    #expect(fixture.home.presentation == nil)
    #expect(fixture.navigation.presentation == nil)
    #expect(modal.activePresentationStyle == style)
    #expect(fixture.window.validate() == [])
  }

  @Test(arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
  func currentContextStyleAttachesToNearestAncestorDefiningContext(style: ModalPresentationStyle) throws {
    let fixture = try Tabs()
    fixture.navigation.definesPresentationContext = true
    let modal = controller("Modal", style)

    try fixture.home.present(modal, animated: false)

    #expect(modal.presentingViewController === fixture.navigation)
    #expect(fixture.navigation.presentation?.controller === modal)
    #expect(fixture.tabs.presentation == nil)
    #expect(fixture.window.validate() == [])
  }

  @Test(arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
  func currentContextStyleAttachesToPresenterItselfWhenItDefinesContext(style: ModalPresentationStyle) throws {
    let fixture = try Tabs()
    fixture.navigation.definesPresentationContext = true
    fixture.home.definesPresentationContext = true
    let modal = controller("Modal", style)

    try fixture.home.present(modal, animated: false)

    #expect(modal.presentingViewController === fixture.home)
    #expect(fixture.home.presentation?.controller === modal)
    #expect(fixture.navigation.presentation == nil)
    #expect(fixture.window.validate() == [])
  }

  @Test(arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
  func currentContextStyleAttachesToRootMostAncestorWhenNoneDefinesContext(style: ModalPresentationStyle) throws {
    let fixture = try Tabs()
    let modal = controller("Modal", style)

    try fixture.home.present(modal, animated: false)

    #expect(modal.presentingViewController === fixture.tabs)
    #expect(fixture.tabs.presentation?.controller === modal)
    #expect(fixture.window.validate() == [])
  }

  @Test func fullScreenStyleIgnoresDefinedPresentationContext() throws {
    let fixture = try Tabs()
    fixture.navigation.definesPresentationContext = true
    let modal = controller("Modal", .fullScreen)

    try fixture.home.present(modal, animated: false)

    #expect(modal.presentingViewController === fixture.tabs)
    #expect(fixture.navigation.presentation == nil)
    #expect(fixture.window.validate() == [])
  }

  @Test func presentingFromInsidePresentedControllerAttachesToPresentedController() throws {
    let fixture = try Tabs()
    let inner = ViewController(title: "Inner")
    let presentedNavigation = try NavigationController(rootViewController: inner, title: "Presented")
    presentedNavigation.modalPresentationStyle = .fullScreen
    try fixture.home.present(presentedNavigation, animated: false)
    let second = controller("Second")

    try inner.present(second, animated: false)

    #expect(second.presentingViewController === presentedNavigation)
    #expect(presentedNavigation.presentedViewController === second)
    #expect(fixture.tabs.presentedViewController === presentedNavigation)
    #expect(fixture.window.validate() == [])
  }

  // MARK: presentingViewController / presentedViewController

  @Test func childOfPresentedControllerReportsPresenterOfItsPresentedAncestor() throws {
    let fixture = try Tabs()
    let inner = ViewController(title: "Inner")
    let presentedNavigation = try NavigationController(rootViewController: inner, title: "Presented")
    try fixture.home.present(presentedNavigation, animated: false)

    #expect(inner.presentingViewController === fixture.tabs)
    #expect(presentedNavigation.presentingViewController === fixture.tabs)
    #expect(fixture.window.validate() == [])
  }

  @Test func childOfPresentingContextReportsContextsPresentedController() throws {
    let fixture = try Tabs()
    let modal = controller("Modal", .pageSheet)
    try fixture.home.present(modal, animated: false)

    #expect(fixture.home.presentedViewController === modal)
    #expect(fixture.navigation.presentedViewController === modal)
    #expect(fixture.tabs.presentedViewController === modal)
    #expect(fixture.window.validate() == [])
  }

  @Test func controllersOutsideAnyPresentationReportNoPresentingOrPresented() throws {
    let fixture = try Tabs()

    #expect(fixture.home.presentingViewController == nil)
    #expect(fixture.home.presentedViewController == nil)
    #expect(fixture.tabs.presentingViewController == nil)
    #expect(fixture.tabs.presentedViewController == nil)
    #expect(fixture.window.validate() == [])
  }

  @Test func presentedControllerThatPresentsNothingReportsNoPresentedController() throws {
    let fixture = try Tabs()
    let modal = controller("Modal")
    try fixture.home.present(modal, animated: false)

    #expect(modal.presentedViewController == nil)
    #expect(fixture.window.validate() == [])
  }

  // MARK: Refusals

  @Test func presentingControllerFromStackIsRefused() throws {
    let root = ViewController(title: "Root")
    let top = ViewController(title: "Top")
    let navigation = try NavigationController(rootViewController: root, title: "Nav")
    try navigation.pushViewController(top, animated: false)
    let window = try visibleWindow(root: navigation)

    expectRefusal(.alreadyInHierarchy("Root"), in: window) { () throws(TransitionError) in
      try top.present(root, animated: false)
    }
  }

  @Test func presentingControllerPresentedElsewhereIsRefused() throws {
    let primary = ViewController(title: "Primary")
    let secondary = ViewController(title: "Secondary")
    secondary.definesPresentationContext = true
    let split = SplitViewController(title: "Split")
    try split.setViewControllers(primary: primary, secondary: secondary, animated: false)
    let window = try visibleWindow(root: split)
    let modal = controller("Modal", .currentContext)
    try secondary.present(modal, animated: false)
    #expect(split.presentation == nil)

    expectRefusal(.alreadyInHierarchy("Modal"), in: window) { () throws(TransitionError) in
      try primary.present(modal, animated: false)
    }
  }

  @Test func presentingThePresenterItselfIsRefused() throws {
    let fixture = try Tabs()

    expectRefusal(.alreadyInHierarchy("Home"), in: fixture.window) { () throws(TransitionError) in
      try fixture.home.present(fixture.home, animated: false)
    }
  }

  @Test func presentingAnAncestorOfThePresenterIsRefused() throws {
    let fixture = try Tabs()

    expectRefusal(.alreadyInHierarchy("Nav"), in: fixture.window) { () throws(TransitionError) in
      try fixture.home.present(fixture.navigation, animated: false)
    }
    expectRefusal(.alreadyInHierarchy("Tabs"), in: fixture.window) { () throws(TransitionError) in
      try fixture.home.present(fixture.tabs, animated: false)
    }
  }

  @Test func presentingWhileContextAlreadyPresentsIsRefused() throws {
    let fixture = try Tabs()
    try fixture.tabs.present(controller("First", .pageSheet), animated: false)

    expectRefusal(.alreadyPresenting("Tabs", presented: "First"), in: fixture.window) { () throws(TransitionError) in
      try fixture.home.present(controller("Second"), animated: false)
    }
  }

  @Test func dismissingWithNothingPresentedIsRefused() throws {
    let fixture = try Tabs()

    expectRefusal(.nothingToDismiss("Home"), in: fixture.window) { () throws(TransitionError) in
      try fixture.home.dismiss(animated: false)
    }
    expectRefusal(.nothingToDismiss("Tabs"), in: fixture.window) { () throws(TransitionError) in
      try fixture.tabs.dismiss(animated: false)
    }
  }

  @Test func dismissingFromSiblingOfPresentingContextIsRefused() throws {
    let primary = ViewController(title: "Primary")
    let secondary = ViewController(title: "Secondary")
    secondary.definesPresentationContext = true
    let split = SplitViewController(title: "Split")
    try split.setViewControllers(primary: primary, secondary: secondary, animated: false)
    let window = try visibleWindow(root: split)
    try secondary.present(controller("Modal", .overCurrentContext), animated: false)

    expectRefusal(.nothingToDismiss("Primary"), in: window) { () throws(TransitionError) in
      try primary.dismiss(animated: false)
    }
  }

  // MARK: Dismissal

  @Test func dismissOnPresenterDismissesPresentedAndEverythingAbove() throws {
    let fixture = try Tabs()
    let first = controller("First", .pageSheet)
    let second = controller("Second", .fullScreen)
    try fixture.home.present(first, animated: false)
    try first.present(second, animated: false)

    try fixture.tabs.dismiss(animated: false)

    #expect(fixture.tabs.presentedViewController == nil)
    #expect(first.isFree)
    #expect(second.isFree)
    #expect(first.presentedViewController == nil)
    #expect(fixture.home.appearanceState == .appeared)
    #expect(fixture.window.validate() == [])
  }

  @Test func dismissOnPresenterInMiddleOfChainKeepsItsOwnPresentation() throws {
    let fixture = try Tabs()
    let first = controller("First")
    let second = controller("Second")
    let third = controller("Third")
    try fixture.home.present(first, animated: false)
    try first.present(second, animated: false)
    try second.present(third, animated: false)

    try first.dismiss(animated: false)

    #expect(fixture.tabs.presentedViewController === first)
    #expect(first.presentedViewController == nil)
    #expect(second.isFree)
    #expect(third.isFree)
    #expect(first.appearanceState == .appeared)
    #expect(fixture.window.validate() == [])
  }

  @Test func dismissOnChildOfPresenterDismissesContextsPresentedController() throws {
    let fixture = try Tabs()
    let modal = controller("Modal")
    try fixture.home.present(modal, animated: false)

    try fixture.home.dismiss(animated: false)

    #expect(fixture.tabs.presentedViewController == nil)
    #expect(modal.isFree)
    #expect(fixture.window.validate() == [])
  }

  @Test func dismissOnPresentedControllerDismissesItselfAndEverythingAbove() throws {
    let fixture = try Tabs()
    let modal = controller("Modal")
    let embedded = ViewController(title: "Embedded")
    embedded.definesPresentationContext = true
    try modal.embed(embedded)
    try fixture.home.present(modal, animated: false)
    let overlay = controller("Overlay", .overCurrentContext)
    try embedded.present(overlay, animated: false)
    #expect(overlay.presentingViewController === embedded)

    try modal.dismiss(animated: false)

    #expect(fixture.tabs.presentedViewController == nil)
    #expect(modal.isFree)
    #expect(overlay.isFree)
    #expect(embedded.presentedViewController == nil)
    #expect(fixture.window.validate() == [])
  }

  @Test func dismissOnChildInsidePresentedNavigationDismissesThatNavigation() throws {
    let fixture = try Tabs()
    let inner = ViewController(title: "Inner")
    let presentedNavigation = try NavigationController(rootViewController: inner, title: "Presented")
    try presentedNavigation.pushViewController(ViewController(title: "Deeper"), animated: false)
    try fixture.home.present(presentedNavigation, animated: false)
    let deeper = try #require(presentedNavigation.topViewController)

    try deeper.dismiss(animated: false)

    #expect(fixture.tabs.presentedViewController == nil)
    #expect(presentedNavigation.isFree)
    #expect(presentedNavigation.viewControllers.count == 2)
    #expect(deeper.presentingViewController == nil)
    #expect(fixture.window.validate() == [])
  }

  @Test func chainPresentedFromInsidePresentedSubtreeIsDismissedWithIt() throws {
    let fixture = try Tabs()
    let inner = ViewController(title: "Inner")
    let presentedNavigation = try NavigationController(rootViewController: inner, title: "Presented")
    try fixture.home.present(presentedNavigation, animated: false)
    let second = controller("Second", .pageSheet)
    let third = controller("Third", .fullScreen)
    try inner.present(second, animated: false)
    try second.present(third, animated: false)

    try fixture.tabs.dismiss(animated: false)

    #expect(fixture.tabs.presentedViewController == nil)
    #expect(presentedNavigation.isFree)
    #expect(second.isFree)
    #expect(third.isFree)
    #expect(presentedNavigation.presentedViewController == nil)
    #expect(second.presentedViewController == nil)
    #expect(fixture.home.appearanceState == .appeared)
    #expect(fixture.window.validate() == [])
  }

  @Test func dismissedControllersAreFree() throws {
    let fixture = try Tabs()
    let modal = controller("Modal")
    try fixture.home.present(modal, animated: true)
    #expect(!modal.isFree)

    try modal.dismiss(animated: true)

    #expect(modal.isFree)
    #expect(modal.presentingViewController == nil)
    #expect(modal.window == nil)
    #expect(modal.appearanceState == .disappeared)
    #expect(fixture.window.validate() == [])
  }

  @Test func dismissedControllerCanBePresentedAgain() throws {
    let fixture = try Tabs()
    let modal = controller("Modal")
    try fixture.home.present(modal, animated: false)
    try fixture.tabs.dismiss(animated: false)

    try fixture.home.present(modal, animated: false)

    #expect(fixture.tabs.presentedViewController === modal)
    #expect(modal.appearanceState == .appeared)
    #expect(fixture.window.validate() == [])
  }

  @Test func dismissedControllersAreReleased() throws {
    let fixture = try Tabs()
    weak var weakModal: ViewController?
    weak var weakChild: ViewController?
    weak var weakAbove: ViewController?
    do {
      let child = ViewController(title: "Child")
      let modal = try NavigationController(rootViewController: child, title: "Modal")
      let above = controller("Above", .pageSheet)
      try fixture.home.present(modal, animated: true)
      try child.present(above, animated: true)
      weakModal = modal
      weakChild = child
      weakAbove = above
    }
    #expect(weakModal != nil)
    #expect(weakChild != nil)
    #expect(weakAbove != nil)

    try fixture.home.dismiss(animated: true)

    #expect(weakModal == nil)
    #expect(weakChild == nil)
    #expect(weakAbove == nil)
    #expect(fixture.window.validate() == [])
  }

  @Test func chainOfThreeDismissedFromTheBottom() throws {
    let fixture = try Tabs()
    weak var weakFirst: ViewController?
    weak var weakSecond: ViewController?
    weak var weakThird: ViewController?
    do {
      let first = controller("First")
      let second = controller("Second")
      let third = controller("Third")
      try fixture.home.present(first, animated: false)
      try first.present(second, animated: false)
      try second.present(third, animated: false)
      #expect(first.presentingViewController === fixture.tabs)
      #expect(second.presentingViewController === first)
      #expect(third.presentingViewController === second)
      #expect(fixture.tabs.appearanceState == .disappeared)
      #expect(third.appearanceState == .appeared)
      weakFirst = first
      weakSecond = second
      weakThird = third
    }

    try fixture.tabs.dismiss(animated: false)

    #expect(fixture.tabs.presentedViewController == nil)
    #expect(weakFirst == nil)
    #expect(weakSecond == nil)
    #expect(weakThird == nil)
    #expect(fixture.tabs.appearanceState == .appeared)
    #expect(fixture.navigation.appearanceState == .appeared)
    #expect(fixture.home.appearanceState == .appeared)
    #expect(fixture.window.validate() == [])
  }

  // MARK: Visibility of the presenter

  @Test(arguments: [
    (ModalPresentationStyle.fullScreen, false),
    (.currentContext, false),
    (.automatic, true),
    (.pageSheet, true),
    (.formSheet, true),
    (.overFullScreen, true),
    (.overCurrentContext, true),
    (.popover, true),
  ])
  func presenterStaysVisibleOnlyUnderStylesThatKeepIt(style: ModalPresentationStyle, presenterVisible: Bool) throws {
    let fixture = try Tabs()
    let modal = controller("Modal", style)

    try fixture.home.present(modal, animated: false)

    let expected: AppearanceState = presenterVisible ? .appeared : .disappeared
    #expect(fixture.tabs.appearanceState == expected)
    #expect(fixture.navigation.appearanceState == expected)
    #expect(fixture.home.appearanceState == expected)
    #expect(modal.appearanceState == .appeared)
    #expect(fixture.window.validate() == [])
  }

  @Test(arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
  func currentContextPresentationCoversOnlyTheContext(style: ModalPresentationStyle) throws {
    let fixture = try Tabs()
    fixture.navigation.definesPresentationContext = true
    let modal = controller("Modal", style)

    try fixture.home.present(modal, animated: false)

    let contextState: AppearanceState = style == .currentContext ? .disappeared : .appeared
    #expect(fixture.tabs.appearanceState == .appeared)
    #expect(fixture.navigation.appearanceState == contextState)
    #expect(fixture.home.appearanceState == contextState)
    #expect(modal.appearanceState == .appeared)
    #expect(fixture.window.validate() == [])
  }
}
