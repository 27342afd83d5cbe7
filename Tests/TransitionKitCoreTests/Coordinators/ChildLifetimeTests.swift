import Testing

@testable import TransitionKitCore

// A child coordinator lives as long as its own controllers: when its parent's
// controllers leave the tree but its own stay (a sheet presented from an
// ancestor's presentation context), it moves to the nearest ancestor
// coordinator still in the tree, and its routes keep working.

// MARK: - Coordinators

private enum ScreenRoute: Sendable {
  /// Presents on top of the screen's chain (from the root-most ancestor's context).
  case present(any Presentable)
  /// Presents from a given controller.
  case presentFrom(ViewController, any Presentable)
  case dismiss
}

/// A coordinator of one screen that presents other coordinators.
@MainActor
private final class ScreenCoordinator: ViewCoordinator<ScreenRoute> {
  init(_ title: String, style: ModalPresentationStyle = .automatic) {
    let screen = ViewController(title: title)
    screen.modalPresentationStyle = style
    super.init(rootViewController: screen)
  }
  override func prepareTransition(for route: ScreenRoute) -> Transition<ViewController> {
    switch route {
    case .present(let presentable): .present(presentable)
    case .presentFrom(let controller, let presentable): .perform(.present(presentable), on: controller)
    case .dismiss: .dismiss()
    }
  }
}

private enum StackRoute: Sendable {
  case push(any Presentable)
  case pop
  case popToRoot
  case set([any Presentable])
  /// Pops, then pops to a controller that is not in the stack: fails after its first step.
  case popThenPopTo(ViewController)
}

/// A navigation coordinator that owns its stack.
@MainActor
private final class StackCoordinator: NavigationCoordinator<StackRoute> {
  init(_ title: String, stack: [any Presentable]) {
    super.init(rootViewController: NavigationController(title: title), initialRoute: .set(stack))
  }
  override func prepareTransition(for route: StackRoute) -> Transition<NavigationController> {
    switch route {
    case .push(let presentable): .push(presentable)
    case .pop: .pop()
    case .popToRoot: .popToRoot()
    case .set(let stack): .set(stack)
    case .popThenPopTo(let stranger): .multiple(.pop(), .pop(to: stranger))
    }
  }
}

private enum TabsRoute: Sendable { case set([any Presentable]) }

@MainActor
private final class TabsCoordinator: TabBarCoordinator<TabsRoute> {
  override func prepareTransition(for route: TabsRoute) -> Transition<TabBarController> {
    switch route {
    case .set(let tabs): .set(tabs)
    }
  }
}

private enum SessionRoute: Sendable { case show(any Presentable) }

@MainActor
private final class SessionCoordinator: WindowCoordinator<SessionRoute> {
  override func prepareTransition(for route: SessionRoute) -> WindowTransition {
    switch route {
    case .show(let presentable): .setRoot(presentable)
    }
  }
}

// MARK: - Helpers

/// Triggers a route and expects it to have completed with success before
/// `trigger` returned (the window's driver is the immediate one).
@MainActor
private func trigger<R: Router>(_ route: R.Route, on router: R, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  var results: [Result<Void, TransitionError>] = []
  router.trigger(route, with: TransitionOptions(animated: false)) { results.append($0) }
  #expect(results.count == 1, "the completion ran \(results.count) times", sourceLocation: sourceLocation)
  try #require(results.first, sourceLocation: sourceLocation).get()
}

/// A key and visible window "Main" whose root is the coordinator's controller.
@MainActor
private func mainWindow(showing coordinator: some Presentable) throws -> Window {
  let window = Window(name: "Main")
  try coordinator.setRoot(for: window)
  window.makeKeyAndVisible()
  return window
}

/// The children, as object identities (compared as a whole).
@MainActor
private func identities(_ children: [any Presentable]) -> [ObjectIdentifier] {
  children.map { ObjectIdentifier($0) }
}

/// SPEC §3 (lifetime is decided per child) and §1.8: for each way a parent
/// leaves, the child whose screen is still shown stays alive, moves to the
/// nearest ancestor in the tree, and its routes work; the rest is released.
@Suite @MainActor struct ChildLifetimeTests {
  /// A stack "Flow" with "Home", on which a screen coordinator "Pushed" was
  /// pushed; "Pushed" presented the coordinator "Sheet", which UIKit attaches
  /// to the navigation controller (the root-most ancestor of "Pushed").
  private struct PushedSheet {
    let flow: StackCoordinator
    let window: Window
    weak var pushed: ScreenCoordinator?
    weak var pushedScreen: ViewController?
    let sheet: ScreenCoordinator
  }

  private func pushedSheet(stack: [any Presentable] = [ViewController(title: "Home")]) throws -> PushedSheet {
    let flow = StackCoordinator("Flow", stack: stack)
    let window = try mainWindow(showing: flow)
    let pushed = ScreenCoordinator("Pushed")
    let sheet = ScreenCoordinator("Sheet")
    try trigger(.push(pushed), on: flow)
    try trigger(.present(sheet), on: pushed)
    #expect(sheet.viewController.presentingViewController === flow.rootViewController)
    #expect(identities(flow.children) == [ObjectIdentifier(pushed)])
    #expect(identities(pushed.children) == [ObjectIdentifier(sheet)])
    return PushedSheet(
      flow: flow, window: window, pushed: pushed, pushedScreen: pushed.rootViewController, sheet: sheet)
  }

  /// Expects the pushed coordinator gone, the sheet a child of the flow, and
  /// the sheet's route presenting "Detail" over it.
  private func expectSheetMovedToTheFlow(
    _ setup: PushedSheet,
    stack: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(setup.pushed == nil, "the pushed coordinator is released", sourceLocation: sourceLocation)
    #expect(setup.pushedScreen == nil, sourceLocation: sourceLocation)
    #expect(identities(setup.flow.children) == [ObjectIdentifier(setup.sheet)], sourceLocation: sourceLocation)
    #expect(setup.sheet.parent === setup.flow, sourceLocation: sourceLocation)

    try trigger(.present(ViewController(title: "Detail")), on: setup.sheet, sourceLocation: sourceLocation)

    #expect(
      "\(setup.window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
        \(stack)
           └─ presented (automatic): ViewController "Sheet" · visible
              └─ presented (automatic): ViewController "Detail" · visible
        """, sourceLocation: sourceLocation)
    #expect(setup.window.validate() == [], sourceLocation: sourceLocation)
  }

  // MARK: Ways a navigation parent leaves

  @Test func aSheetOutlivesThePushedCoordinatorThatPresentedItWhenItIsPopped() throws {
    let setup = try pushedSheet()

    try trigger(.pop, on: setup.flow)

    try expectSheetMovedToTheFlow(setup, stack: "   ├─ [0]: ViewController \"Home\" · visible")
  }

  @Test func aSheetOutlivesThePushedCoordinatorWhenTheStackIsPoppedToItsRoot() throws {
    let setup = try pushedSheet(stack: [ViewController(title: "Home"), ViewController(title: "List")])

    try trigger(.popToRoot, on: setup.flow)

    try expectSheetMovedToTheFlow(setup, stack: "   ├─ [0]: ViewController \"Home\" · visible")
  }

  @Test func aSheetOutlivesThePushedCoordinatorWhenTheStackIsReplaced() throws {
    let setup = try pushedSheet()

    try trigger(.set([ViewController(title: "Other")]), on: setup.flow)

    try expectSheetMovedToTheFlow(setup, stack: "   ├─ [0]: ViewController \"Other\" · visible")
  }

  @Test func aSheetOutlivesThePushedCoordinatorWhenTheUserPopsOnTheModel() throws {
    let setup = try pushedSheet()

    // The back button: a pop made without the coordinator, noticed through the window.
    try setup.flow.rootViewController.popViewController(animated: true)

    try expectSheetMovedToTheFlow(setup, stack: "   ├─ [0]: ViewController \"Home\" · visible")
  }

  @Test func aSheetOutlivesThePushedCoordinatorAfterAFinishedSwipeBack() throws {
    let setup = try pushedSheet()

    let swipe = try setup.flow.rootViewController.beginInteractivePop()
    swipe.update(0.7)
    swipe.finish()

    try expectSheetMovedToTheFlow(setup, stack: "   ├─ [0]: ViewController \"Home\" · visible")
  }

  @Test func aCancelledSwipeBackKeepsThePushedCoordinatorAndItsSheet() throws {
    let setup = try pushedSheet()
    let before = setup.window.snapshot

    let swipe = try setup.flow.rootViewController.beginInteractivePop()
    swipe.update(0.4)
    swipe.cancel()

    let pushed = try #require(setup.pushed)
    #expect(identities(setup.flow.children) == [ObjectIdentifier(pushed)])
    #expect(identities(pushed.children) == [ObjectIdentifier(setup.sheet)])
    #expect(setup.window.snapshot == before)
  }

  @Test func theMovedSheetIsReleasedOnceItIsDismissed() throws {
    let flow = StackCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    weak var weakSheet: ScreenCoordinator?
    do {
      let pushed = ScreenCoordinator("Pushed")
      let sheet = ScreenCoordinator("Sheet")
      weakSheet = sheet
      try trigger(.push(pushed), on: flow)
      try trigger(.present(sheet), on: pushed)
    }
    try trigger(.pop, on: flow)
    #expect(flow.children.count == 1)

    try trigger(.dismiss, on: try #require(weakSheet))

    #expect(weakSheet == nil)
    #expect(flow.children.isEmpty)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: NavigationController "Flow" · visible
           └─ [0]: ViewController "Home" · visible
        """)
  }

  // MARK: Other containers

  @Test func aSheetOutlivesItsParentAndGrandparentWhenTheTabIsReplaced() throws {
    let tabs: TabsCoordinator
    weak var weakStack: StackCoordinator?
    weak var weakPushed: ScreenCoordinator?
    let sheet = ScreenCoordinator("Sheet")
    let window: Window
    do {
      let stack = StackCoordinator("Stack", stack: [ViewController(title: "Home")])
      weakStack = stack
      tabs = try TabsCoordinator(
        rootViewController: TabBarController(title: "Tabs"), tabs: [stack, ViewController(title: "Other")])
      window = try mainWindow(showing: tabs)
      let pushed = ScreenCoordinator("Pushed")
      weakPushed = pushed
      try trigger(.push(pushed), on: stack)
      // UIKit attaches the sheet to the tab bar controller, the root-most ancestor.
      try trigger(.present(sheet), on: pushed)
      #expect(sheet.viewController.presentingViewController === tabs.rootViewController)
    }

    try trigger(.set([ViewController(title: "New")]), on: tabs)

    #expect(weakStack == nil)
    #expect(weakPushed == nil)
    #expect(identities(tabs.children) == [ObjectIdentifier(sheet)])
    #expect(sheet.parent === tabs)
    try trigger(.present(ViewController(title: "Detail")), on: sheet)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: TabBarController "Tabs" (selected 0) · visible
           ├─ tab 0 *: ViewController "New" · visible
           └─ presented (automatic): ViewController "Sheet" · visible
              └─ presented (automatic): ViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func aSheetOnTheWindowRootOutlivesTheDismissedCoordinatorThatPresentedIt() throws {
    // "Shell" embeds "Panel", which defines a presentation context: "Card" is
    // presented over the panel only; it presents "Sheet" from "Shell" itself.
    let shell = ScreenCoordinator("Shell")
    let panel = ViewController(title: "Panel")
    panel.definesPresentationContext = true
    try shell.rootViewController.embed(panel)
    let window = try mainWindow(showing: shell)
    weak var weakCard: ScreenCoordinator?
    let sheet = ScreenCoordinator("Sheet")
    do {
      let card = ScreenCoordinator("Card", style: .currentContext)
      weakCard = card
      try trigger(.presentFrom(panel, card), on: shell)
      try trigger(.presentFrom(shell.rootViewController, sheet), on: card)
      #expect(identities(shell.children) == [ObjectIdentifier(card)])
      #expect(identities(card.children) == [ObjectIdentifier(sheet)])

      try trigger(.dismiss, on: card)
    }

    #expect(weakCard == nil)
    #expect(identities(shell.children) == [ObjectIdentifier(sheet)])
    #expect(sheet.parent === shell)
    try trigger(.present(ViewController(title: "Detail")), on: sheet)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Shell" · visible
           ├─ embedded: ViewController "Panel" · visible
           └─ presented (automatic): ViewController "Sheet" · visible
              └─ presented (automatic): ViewController "Detail" · visible
        """)
    #expect(window.validate() == [])
  }

  @Test func replacingTheWindowsRootReleasesTheWholeOldTreeWhenNothingOfItIsShown() throws {
    let window = Window(name: "Main")
    let session = SessionCoordinator(window: window)
    weak var weakFlow: StackCoordinator?
    weak var weakPushed: ScreenCoordinator?
    weak var weakSheet: ScreenCoordinator?
    do {
      let flow = StackCoordinator("Flow", stack: [ViewController(title: "Home")])
      let pushed = ScreenCoordinator("Pushed")
      let sheet = ScreenCoordinator("Sheet")
      (weakFlow, weakPushed, weakSheet) = (flow, pushed, sheet)
      try trigger(.show(flow), on: session)
      try trigger(.push(pushed), on: flow)
      try trigger(.present(sheet), on: pushed)
    }
    let login = ScreenCoordinator("Login")

    try trigger(.show(login), on: session)

    #expect(weakFlow == nil)
    #expect(weakPushed == nil)
    #expect(weakSheet == nil)
    #expect(identities(session.children) == [ObjectIdentifier(login)])
    #expect(login.parent === session)
    try trigger(.present(ViewController(title: "Welcome")), on: login)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Login" · visible
           └─ presented (automatic): ViewController "Welcome" · visible
        """)
  }

  @Test func replacingTheWindowsRootByHandReleasesTheWholeOldTree() throws {
    // A new root must be free: nothing of the old tree can stay on screen.
    let window = Window(name: "Main")
    let session = SessionCoordinator(window: window)
    weak var weakFlow: StackCoordinator?
    weak var weakSheet: ScreenCoordinator?
    do {
      let flow = StackCoordinator("Flow", stack: [ViewController(title: "Home")])
      let pushed = ScreenCoordinator("Pushed")
      let sheet = ScreenCoordinator("Sheet")
      (weakFlow, weakSheet) = (flow, sheet)
      try trigger(.show(flow), on: session)
      try trigger(.push(pushed), on: flow)
      try trigger(.present(sheet), on: pushed)
    }

    try window.setRootViewController(ViewController(title: "Maintenance"))

    #expect(weakFlow == nil)
    #expect(weakSheet == nil)
    #expect(session.children.isEmpty)
  }

  // MARK: Depth

  @Test func theChildrenThatLeftAreReleasedAndOnlyTheShownOneMoves() throws {
    let setup = try pushedSheet()
    weak var weakEmbedded: ScreenCoordinator?
    do {
      // A coordinator whose screen is embedded in the pushed screen leaves with it.
      let embedded = ScreenCoordinator("Badge")
      weakEmbedded = embedded
      try setup.pushed?.rootViewController.embed(embedded.rootViewController)
      setup.pushed?.addChild(embedded)
    }

    try trigger(.pop, on: setup.flow)

    #expect(weakEmbedded == nil)
    try expectSheetMovedToTheFlow(setup, stack: "   ├─ [0]: ViewController \"Home\" · visible")
  }

  @Test func aDeepChainOfPushedCoordinatorsHandsItsSheetToTheStack() throws {
    // Each pushed coordinator pushes the next (a deep link would), the last
    // presents the sheet; popping to the root releases every one of them.
    let flow = StackCoordinator("Flow", stack: [ViewController(title: "Home")])
    let window = try mainWindow(showing: flow)
    let sheet = ScreenCoordinator("Sheet")
    var weakLinks: [WeakScreen] = []
    do {
      var parent: any Presentable = flow
      for index in 0..<200 {
        let link = ScreenCoordinator("Link \(index)")
        weakLinks.append(WeakScreen(coordinator: link))
        try flow.rootViewController.pushViewController(link.rootViewController, animated: false)
        CoordinatorNode.node(of: parent)?.addFromOutside(link)
        parent = link
      }
      try trigger(.present(sheet), on: try #require(weakLinks.last?.coordinator))
    }

    try trigger(.popToRoot, on: flow)

    #expect(weakLinks.allSatisfy { $0.coordinator == nil })
    #expect(identities(flow.children) == [ObjectIdentifier(sheet)])
    #expect(window.validate() == [])
  }

  // MARK: Failed transitions

  @Test func aFailedMultipleThatPoppedThePushedCoordinatorPutsEverythingBack() throws {
    let setup = try pushedSheet()
    let before = setup.window.snapshot
    var results: [Result<Void, TransitionError>] = []

    setup.flow.trigger(.popThenPopTo(ViewController(title: "Stranger"))) { results.append($0) }

    #expect(results.count == 1)
    #expect(throws: TransitionError.notInStack("Stranger", navigation: "Flow")) { try results.first?.get() }
    do {
      let pushed = try #require(setup.pushed)
      #expect(identities(setup.flow.children) == [ObjectIdentifier(pushed)])
      #expect(identities(pushed.children) == [ObjectIdentifier(setup.sheet)])
      #expect(setup.sheet.parent === pushed)
    }
    #expect(setup.window.snapshot == before)
    // Still tracked: a later pop moves the sheet.
    try trigger(.pop, on: setup.flow)
    try expectSheetMovedToTheFlow(setup, stack: "   ├─ [0]: ViewController \"Home\" · visible")
  }

  @Test func aFailedDeepLinkThatPoppedThePushedCoordinatorPutsEverythingBack() throws {
    let setup = try pushedSheet()
    let before = setup.window.snapshot
    var results: [Result<Void, TransitionError>] = []

    // The pop succeeds, then no router takes the integer.
    setup.flow.deepLink(.pop, 42, with: TransitionOptions(animated: false)) { results.append($0) }

    #expect(results.count == 1)
    #expect(throws: TransitionError.noRouter(for: "42")) { try results.first?.get() }
    let pushed = try #require(setup.pushed)
    #expect(identities(setup.flow.children) == [ObjectIdentifier(pushed)])
    #expect(identities(pushed.children) == [ObjectIdentifier(setup.sheet)])
    #expect(setup.window.snapshot == before)
  }

  @Test func aFailedDeepLinkPutsBackTheChildrenOfTheCoordinatorsItReached() throws {
    // The deep link presents "Card"; the card's route presents the stack
    // coordinator "Step" from a free stack; the step's route pushes "Note";
    // then no router takes the last route. The step, which the test holds,
    // was reached outside the deep-linking coordinator's tree: it must end
    // without the child the failed deep link gave it.
    let shell = ScreenCoordinator("Shell")
    let window = try mainWindow(showing: shell)
    let free = try NavigationController(rootViewController: ViewController(title: "Base"), title: "Free")
    let card = ScreenCoordinator("Card")
    let step = StackCoordinator("Step", stack: [ViewController(title: "First")])
    weak var weakNote: ScreenCoordinator?
    var results: [Result<Void, TransitionError>] = []
    do {
      let note = ScreenCoordinator("Note")
      weakNote = note
      shell.deepLink(
        .present(card), ScreenRoute.presentFrom(try #require(free.topViewController), step), StackRoute.push(note), 42,
        with: TransitionOptions(animated: false)
      ) { results.append($0) }
    }

    #expect(throws: TransitionError.noRouter(for: "42")) { try results.first?.get() }
    #expect(shell.children.isEmpty)
    #expect(card.children.isEmpty)
    #expect(step.children.isEmpty)
    #expect(step.parent == nil)
    #expect(weakNote == nil)
    #expect(
      "\(window.snapshot)" == """
        Window "Main" (key, visible)
        └─ root: ViewController "Shell" · visible
        """)
    #expect(step.rootViewController.viewControllers.map(\.title) == ["First"])
    #expect(free.presentedViewController == nil)
  }

  @Test func revertingAJournalPutsAMovedChildBackUnderItsFormerParent() throws {
    // Outside any window nothing is observed: the pop is noticed by the
    // explicit refresh, made while a journal records.
    let flow = StackCoordinator("Flow", stack: [ViewController(title: "Home")])
    let pushed = ScreenCoordinator("Pushed")
    let sheet = ScreenCoordinator("Sheet")
    try trigger(.push(pushed), on: flow)
    try trigger(.present(sheet), on: pushed)
    let journal = flow.coordinatorNode.beginJournal(startsNow: true)
    try flow.rootViewController.popViewController(animated: false)

    flow.removeChildrenIfNeeded()
    #expect(identities(flow.children) == [ObjectIdentifier(sheet)])
    #expect(pushed.children.isEmpty)
    flow.coordinatorNode.revert(journal)

    #expect(identities(flow.children) == [ObjectIdentifier(pushed)])
    #expect(identities(pushed.children) == [ObjectIdentifier(sheet)])
    #expect(sheet.parent === pushed)
    #expect(pushed.parent === flow)
  }
}

/// A weak reference to a screen coordinator, for arrays of them.
@MainActor
private struct WeakScreen {
  weak var coordinator: ScreenCoordinator?
}
