import Testing

@testable import TransitionKitCore

@Suite @MainActor struct InvariantTests {
  // MARK: Legal trees

  /// A tree built through the public API only.
  enum LegalTree: String, CaseIterable, Sendable {
    case emptyWindow, plainController
    case navigationStack, emptyNavigationStack, editedNavigationStack
    case tabs, emptyTabs, editedTabs
    case singlePage, doubleSidedPages
    case splitExpanded, splitCollapsed, splitWithEmptyColumn
    case embeddedChildren, replacedEmbeddedChild, removedEmbeddedChild
    case pageSheet, fullScreen, currentContext, overCurrentContext, presentationChain, dismissedPresentations
    case realistic

    /// Builds the tree: its root is given to `window` (when there is one)
    /// first, then every other step is made live.
    @MainActor func build(in window: Window?) throws -> ViewController? {
      func rooted<Root: ViewController>(_ root: Root) throws -> Root {
        try window?.setRootViewController(root)
        return root
      }
      func styled(_ title: String, _ style: ModalPresentationStyle) -> ViewController {
        let controller = ViewController(title: title)
        controller.modalPresentationStyle = style
        return controller
      }
      switch self {
      case .emptyWindow:
        return nil
      case .plainController:
        return try rooted(ViewController(title: "Home"))
      case .navigationStack:
        let home = try rooted(NavigationController(rootViewController: ViewController(title: "Feed"), title: "Home"))
        try home.pushViewController(ViewController(title: "Post"), animated: true)
        try home.pushViewController(ViewController(title: "Comments"), animated: false)
        return home
      case .emptyNavigationStack:
        return try rooted(NavigationController(title: "Home"))
      case .editedNavigationStack:
        let feed = ViewController(title: "Feed")
        let post = ViewController(title: "Post")
        let home = try rooted(NavigationController(rootViewController: feed, title: "Home"))
        try home.pushViewController(post, animated: true)
        try home.pushViewController(ViewController(title: "Comments"), animated: true)
        try home.popViewController(animated: true)
        home.popToRootViewController(animated: false)
        try home.setViewControllers([post, feed, ViewController(title: "Profile")], animated: true)
        try home.popToViewController(feed, animated: true)
        return home
      case .tabs:
        let tabs = try rooted(
          TabBarController(
            viewControllers: [
              NavigationController(rootViewController: ViewController(title: "Feed"), title: "Home"),
              ViewController(title: "Search"),
            ],
            title: "Tabs"))
        try tabs.select(index: 1, animated: true)
        return tabs
      case .emptyTabs:
        return try rooted(TabBarController(title: "Tabs"))
      case .editedTabs:
        let home = try NavigationController(rootViewController: ViewController(title: "Feed"), title: "Home")
        let inbox = try NavigationController(rootViewController: ViewController(title: "Messages"), title: "Inbox")
        let tabs = try rooted(
          TabBarController(viewControllers: [home, ViewController(title: "Search"), inbox], title: "Tabs"))
        try tabs.select(inbox, animated: true)
        try tabs.setViewControllers([inbox, home], animated: true)
        try tabs.setViewControllers([ViewController(title: "Only")], animated: false)
        return tabs
      case .singlePage:
        let pages = try rooted(PageViewController(title: "Pages"))
        try pages.setViewControllers([ViewController(title: "One")], direction: .forward, animated: false)
        try pages.setViewControllers([ViewController(title: "Two")], direction: .forward, animated: true)
        return pages
      case .doubleSidedPages:
        let right = ViewController(title: "Right")
        let pages = try rooted(PageViewController(title: "Book", isDoubleSided: true))
        try pages.setViewControllers([ViewController(title: "Left"), right], direction: .forward, animated: false)
        try pages.setViewControllers([right, ViewController(title: "Next")], direction: .forward, animated: true)
        return pages
      case .splitExpanded, .splitCollapsed:
        let split = try rooted(SplitViewController(title: "Mail"))
        try split.setViewControllers(
          primary: NavigationController(rootViewController: ViewController(title: "Inbox"), title: "Mailboxes"),
          secondary: ViewController(title: "Message"), animated: false)
        if self == .splitCollapsed { split.setCollapsed(true, animated: true) }
        return split
      case .splitWithEmptyColumn:
        let split = try rooted(SplitViewController(title: "Mail"))
        try split.setViewControllers(primary: ViewController(title: "Inbox"), secondary: nil, animated: false)
        try split.setViewController(ViewController(title: "Message"), for: .secondary, animated: true)
        try split.setViewController(nil, for: .secondary, animated: true)
        return split
      case .embeddedChildren:
        let dashboard = try rooted(ViewController(title: "Dashboard"))
        let header = View(name: "header")
        try dashboard.view.addSubview(header)
        let chart = ViewController(title: "Chart")
        try dashboard.embed(chart, in: header)
        try dashboard.embed(ViewController(title: "Summary"))
        try chart.embed(ViewController(title: "Legend"))
        return dashboard
      case .replacedEmbeddedChild:
        let dashboard = try rooted(ViewController(title: "Dashboard"))
        try dashboard.embed(ViewController(title: "Old"))
        try dashboard.embed(ViewController(title: "New"), replacingExisting: true)
        return dashboard
      case .removedEmbeddedChild:
        let dashboard = try rooted(ViewController(title: "Dashboard"))
        let old = ViewController(title: "Old")
        try dashboard.embed(old)
        try dashboard.embed(ViewController(title: "Kept"))
        try old.removeFromParent()
        return dashboard
      case .pageSheet, .fullScreen:
        let feed = ViewController(title: "Feed")
        let home = try rooted(NavigationController(rootViewController: feed, title: "Home"))
        try feed.present(styled("Sheet", self == .pageSheet ? .pageSheet : .fullScreen), animated: true)
        return home
      case .currentContext, .overCurrentContext:
        let feed = ViewController(title: "Feed")
        let home = try NavigationController(rootViewController: feed, title: "Home")
        home.definesPresentationContext = true
        let tabs = try rooted(
          TabBarController(viewControllers: [home, ViewController(title: "Search")], title: "Tabs"))
        try feed.present(
          styled("Player", self == .currentContext ? .currentContext : .overCurrentContext), animated: true)
        return tabs
      case .presentationChain:
        let feed = ViewController(title: "Feed")
        let home = try rooted(NavigationController(rootViewController: feed, title: "Home"))
        let first = styled("First", .formSheet)
        let second = try NavigationController(rootViewController: ViewController(title: "Second"))
        second.modalPresentationStyle = .fullScreen
        try feed.present(first, animated: true)
        try first.present(second, animated: true)
        try (second.topViewController ?? second).present(styled("Third", .popover), animated: false)
        return home
      case .dismissedPresentations:
        let feed = ViewController(title: "Feed")
        let home = try rooted(NavigationController(rootViewController: feed, title: "Home"))
        let first = styled("First", .overFullScreen)
        let second = styled("Second", .fullScreen)
        let third = styled("Third", .automatic)
        try feed.present(first, animated: true)
        try first.present(second, animated: true)
        try second.present(third, animated: true)
        try second.dismiss(animated: true)
        try feed.dismiss(animated: false)
        try feed.present(styled("Again", .formSheet), animated: true)
        return home
      case .realistic:
        let feed = ViewController(title: "Feed")
        let post = ViewController(title: "Post")
        let home = try NavigationController(rootViewController: feed, title: "Home")
        let gallery = PageViewController(title: "Gallery", isDoubleSided: true)
        try gallery.setViewControllers(
          [ViewController(title: "Left"), ViewController(title: "Right")], direction: .forward, animated: false)
        let mail = SplitViewController(title: "Mail")
        try mail.setViewControllers(primary: ViewController(title: "Mailboxes"), secondary: gallery, animated: false)
        let tabs = try rooted(TabBarController(viewControllers: [home, mail], title: "Tabs"))
        try home.pushViewController(post, animated: true)
        try post.embed(ViewController(title: "Comments"), animated: true)
        let compose = try NavigationController(rootViewController: ViewController(title: "Draft"), title: "Compose")
        compose.modalPresentationStyle = .pageSheet
        try post.present(compose, animated: true)
        try tabs.select(index: 1, animated: true)
        mail.setCollapsed(true, animated: true)
        try tabs.select(index: 0, animated: false)
        return tabs
      }
    }
  }

  /// Where a legal tree is built.
  enum Placement: CaseIterable, Sendable {
    case visibleWindow, hiddenWindow, noWindow
  }

  @Test(arguments: LegalTree.allCases, Placement.allCases)
  func legalTreeHasNoViolations(_ tree: LegalTree, _ placement: Placement) throws {
    let window: Window? = placement == .noWindow ? nil : Window(name: "Main")
    if placement == .visibleWindow { window?.makeKeyAndVisible() }
    let root = try tree.build(in: window)
    #expect(window?.validate() ?? [] == [])
    #expect(root?.validate() ?? [] == [])
  }

  // MARK: Corrupted trees

  /// A window with one of every kind of node, made legally, then corruptible
  /// through internal state:
  ///
  /// ```
  /// Window "Main"
  /// └─ root: TabBarController "Tabs" (selected 0)
  ///    ├─ tab 0 *: NavigationController "Home"
  ///    │  ├─ [0]: ViewController "Feed"
  ///    │  └─ [1]: ViewController "Post"
  ///    │     └─ embedded: ViewController "Comments"
  ///    ├─ tab 1: PageViewController "Gallery"
  ///    │  └─ page 0: ViewController "Photo"
  ///    ├─ tab 2: SplitViewController "Mail"
  ///    │  ├─ primary: ViewController "Mailboxes"
  ///    │  └─ secondary: ViewController "Message"
  ///    └─ presented (pageSheet): ViewController "Sheet"
  /// ```
  @MainActor final class Fixture {
    let window = Window(name: "Main")
    let tabs: TabBarController
    let home: NavigationController
    let feed = ViewController(title: "Feed")
    let post = ViewController(title: "Post")
    let comments = ViewController(title: "Comments")
    let gallery = PageViewController(title: "Gallery")
    let extraPage = ViewController(title: "Extra")
    let mail = SplitViewController(title: "Mail")
    let sheet = ViewController(title: "Sheet")
    let stray = ViewController(title: "Stray")
    let nested = NavigationController(title: "Nested")

    init(visible: Bool) throws {
      try post.embed(comments)
      home = try NavigationController(rootViewController: feed, title: "Home")
      try home.pushViewController(post, animated: false)
      try gallery.setViewControllers([ViewController(title: "Photo")], direction: .forward, animated: false)
      try mail.setViewControllers(
        primary: ViewController(title: "Mailboxes"), secondary: ViewController(title: "Message"), animated: false)
      tabs = try TabBarController(viewControllers: [home, gallery, mail], title: "Tabs")
      try window.setRootViewController(tabs)
      if visible { window.makeKeyAndVisible() }
      sheet.modalPresentationStyle = .pageSheet
      try post.present(sheet, animated: false)
    }

    /// Breaks the invariant of `kind`, and no other, through internal state.
    func corrupt(_ kind: HierarchyViolation.Kind) {
      switch kind {
      case .multiplePlaces:
        home.children.insert(sheet, at: 0)
        sheet.parent = home
      case .parentLink:
        feed.parent = nil
      case .presentationLink:
        sheet.presenter = feed
      case .windowRoot:
        tabs.parent = stray
      case .selection:
        tabs.storedSelectedIndex = 3
      case .pageCount:
        gallery.children.append(extraPage)
        extraPage.parent = gallery
      case .columns:
        mail.children.reverse()
      case .nestedNavigation:
        // Below the top: what the stack shows stays as it was.
        home.children.insert(nested, at: 0)
        nested.parent = home
      case .embeddedView:
        comments.view.detachFromSuperview()
      case .appearance:
        feed.appearanceState = .appeared
      }
    }

    /// The title of the controller the violations of `kind` name.
    static func culprit(of kind: HierarchyViolation.Kind) -> String {
      switch kind {
      case .multiplePlaces, .presentationLink: "Sheet"
      case .parentLink, .appearance: "Feed"
      case .windowRoot, .selection: "Tabs"
      case .pageCount: "Gallery"
      case .columns: "Mail"
      case .nestedNavigation: "Nested"
      case .embeddedView: "Comments"
      }
    }

    /// How many violations the corruption of `kind` causes: a controller both
    /// a child and presented is reported from both places and when it is
    /// reached the second time.
    static func violationCount(of kind: HierarchyViolation.Kind) -> Int {
      kind == .multiplePlaces ? 3 : 1
    }
  }

  @Test func fixtureIsLegalBeforeCorruption() throws {
    #expect(try Fixture(visible: true).window.validate() == [])
    #expect(try Fixture(visible: false).window.validate() == [])
  }

  @Test(arguments: HierarchyViolation.Kind.allCases)
  func corruptionInHiddenWindowIsReportedAsExactlyItsKind(_ kind: HierarchyViolation.Kind) throws {
    let fixture = try Fixture(visible: false)
    fixture.corrupt(kind)
    let violations = fixture.window.validate()
    #expect(violations.count == Fixture.violationCount(of: kind))
    #expect(violations.allSatisfy { $0.kind == kind }, "\(violations)")
    #expect(violations.allSatisfy { $0.message.contains("'\(Fixture.culprit(of: kind))'") }, "\(violations)")
  }

  /// In a visible window, every corruption but the selection's leaves
  /// visibility as it was (the selection's moves it; see below).
  @Test(arguments: HierarchyViolation.Kind.allCases.filter { $0 != .selection })
  func corruptionInVisibleWindowIsReportedAsExactlyItsKind(_ kind: HierarchyViolation.Kind) throws {
    let fixture = try Fixture(visible: true)
    fixture.corrupt(kind)
    let violations = fixture.window.validate()
    #expect(violations.count == Fixture.violationCount(of: kind))
    #expect(violations.allSatisfy { $0.kind == kind }, "\(violations)")
    #expect(violations.allSatisfy { $0.message.contains("'\(Fixture.culprit(of: kind))'") }, "\(violations)")
  }

  @Test func outOfRangeSelectionInVisibleWindowIsReportedWithoutTrapping() throws {
    let fixture = try Fixture(visible: true)
    fixture.corrupt(.selection)
    let violations = fixture.window.validate()
    #expect(violations.filter { $0.kind == .selection }.map(\.message) == ["'Tabs' selects tab 3 of 3."])
  }

  @Test func missingSelectionWithTabsIsReported() throws {
    let fixture = try Fixture(visible: false)
    fixture.tabs.storedSelectedIndex = nil
    #expect(fixture.window.validate() == [HierarchyViolation(.selection, "'Tabs' has 3 tabs but none is selected.")])
  }

  @Test func childNamingAnotherParentIsReportedAsParentLink() throws {
    let fixture = try Fixture(visible: true)
    fixture.feed.parent = fixture.mail
    #expect(
      fixture.window.validate() == [
        HierarchyViolation(.parentLink, "'Feed' is a child of 'Home' but its parent is 'Mail'.")
      ])
  }

  @Test func controllerWhoseParentDoesNotListItIsReportedAsParentLink() throws {
    let fixture = try Fixture(visible: false)
    fixture.home.children.removeAll { $0 === fixture.feed }
    let violations = fixture.feed.validate()
    #expect(violations.map(\.kind) == [.parentLink])
    #expect(violations.first?.message.contains("'Feed'") == true)
    #expect(violations.first?.message.contains("'Home'") == true)
  }

  @Test func presentedControllerWithoutPresenterIsReportedAsPresentationLink() throws {
    let fixture = try Fixture(visible: true)
    fixture.sheet.presenter = nil
    #expect(
      fixture.window.validate() == [
        HierarchyViolation(.presentationLink, "'Tabs' presents 'Sheet' but its presenter is 'nil'.")
      ])
  }

  @Test func windowRootNotPointingBackIsReportedAsWindowRoot() throws {
    let fixture = try Fixture(visible: false)
    fixture.tabs.hostingWindow = nil
    #expect(fixture.window.validate().map(\.kind) == [.windowRoot])
  }

  @Test func visibleControllerNotAppearedIsReportedAsAppearance() throws {
    let fixture = try Fixture(visible: true)
    fixture.post.appearanceState = .disappeared
    defer { fixture.post.appearanceState = .appeared }
    #expect(
      fixture.window.validate() == [HierarchyViolation(.appearance, "'Post' is disappeared but should be appeared.")])
  }

  @Test func everyViolationIsReportedWhenSeveralArePresent() throws {
    let fixture = try Fixture(visible: false)
    for kind in HierarchyViolation.Kind.allCases { fixture.corrupt(kind) }
    let violations = fixture.window.validate()
    #expect(Set(violations.map(\.kind)) == Set(HierarchyViolation.Kind.allCases))
    #expect(violations.count == HierarchyViolation.Kind.allCases.map(Fixture.violationCount(of:)).reduce(0, +))
  }

  @Test func severalViolationsInVisibleWindowAreAllReported() throws {
    let fixture = try Fixture(visible: true)
    fixture.corrupt(.parentLink)
    fixture.corrupt(.embeddedView)
    fixture.corrupt(.columns)
    #expect(
      fixture.window.validate().map(\.kind).sorted { $0.rawValue < $1.rawValue } == [
        .columns, .embeddedView, .parentLink,
      ])
  }

  // MARK: Cycles

  @Test func cycleOutsideWindowIsReportedAsMultiplePlacesAndTerminates() throws {
    let outer = ViewController(title: "Outer")
    let inner = ViewController(title: "Inner")
    try outer.embed(inner)
    inner.children.append(outer)
    let violations = outer.validate()
    #expect(violations.contains { $0.kind == .multiplePlaces && $0.message.contains("'Outer'") }, "\(violations)")
  }

  @Test func cycleThroughVisiblePathIsReportedAsMultiplePlacesAndTerminates() throws {
    let fixture = try Fixture(visible: true)
    fixture.post.children.append(fixture.tabs)
    defer { fixture.post.children.removeAll { $0 === fixture.tabs } }
    let violations = fixture.window.validate()
    #expect(violations.contains { $0.kind == .multiplePlaces && $0.message.contains("'Tabs'") }, "\(violations)")
  }

  @Test func presentationCycleIsReportedAsMultiplePlacesAndTerminates() throws {
    let fixture = try Fixture(visible: true)
    fixture.sheet.presentation = Presentation(controller: fixture.tabs, style: .overFullScreen)
    defer { fixture.sheet.presentation = nil }
    let violations = fixture.window.validate()
    #expect(violations.contains { $0.kind == .multiplePlaces && $0.message.contains("'Tabs'") }, "\(violations)")
  }
}
